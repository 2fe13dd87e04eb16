/**
 * What the benchmarks (bench:catalogue, bench:learning) share: their options, the seeded working
 * copy, the mock server's process, timed requests and bursts, and the printed table.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { SEED_ACCOUNTS } from '../../mocks/seed/accounts';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../../mocks/server/testIdentityProvider';

/** The repository's root, where the benchmarks run their commands so that paths resolve alike. */
export const root = path.resolve(__dirname, '../..');

/** The value of `--name value` or `--name=value` in `args`, so both scripts read options alike. */
export function optionValue(args: readonly string[], name: string): string | undefined {
  const index = args.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index < 0) return undefined;
  const arg = args[index] ?? '';
  return arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
}

/**
 * Runs `main` and, when it fails, prints why and exits 1: a benchmark fails only when something
 * does not work.
 */
export function runBenchmark(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

// ---- Processes ----

/** Runs a command in the root to its end; resolves with what it printed (its stdout). */
function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

/** Stops a process the benchmark started (SIGINT, as Ctrl+C) and resolves once it has exited. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGINT');
  });
}

/** A seeded working copy of the data: what a size's figures are measured on. */
export interface WorkingCopy {
  /** Its generated courses. */
  size: number;
  dataFile: string;
  /** The seconds db:seed took. */
  seedS: number;
  /** What db:seed printed. */
  output: string;
}

/** Seeds a working copy of `size` generated courses in `tempDir` (`npm run db:seed`), saying so. */
async function seedWorkingCopy(size: number, tempDir: string): Promise<WorkingCopy> {
  const dataFile = path.join(tempDir, `db-${size}.json`);
  console.log(`\n${size.toLocaleString('en-US')} courses: seeding…`);
  const started = performance.now();
  const output = await run(
    path.join(root, 'node_modules/.bin/tsx'),
    ['mocks/server/seedDb.ts', '--courses', String(size)],
    { ...process.env, MOCK_DB_FILE: dataFile },
  );
  return { size, dataFile, seedS: (performance.now() - started) / 1000, output };
}

/** Where a benchmark runs the mock server: each its own ports, so that they keep apart. */
export interface ApiAddress {
  url: string;
  port: number;
  paymentPort: number;
}

/** The mock server as started, with the ms until it answered a page. */
export interface RunningApi {
  server: ChildProcess;
  startMs: number;
  /** What the server said it spent loading the data file, then preparing (ms), if it said. */
  loadMs?: number;
  prepareMs?: number;
}

/**
 * Starts the mock server on `dataFile` at `api`, trusting `identity`'s tokens, and resolves once it
 * answers a page; `launch` 'tsx' runs tsx's command (which starts Node as a child, as `npm run api`
 * does), 'node' runs Node with tsx's loader so that the process is the server and its memory can
 * be read.
 */
export async function startMockServer(
  api: ApiAddress,
  dataFile: string,
  identity: TestIdentityProvider,
  launch: 'tsx' | 'node',
): Promise<RunningApi> {
  const started = performance.now();
  const [command, args] =
    launch === 'tsx'
      ? [path.join(root, 'node_modules/.bin/tsx'), ['mocks/server/start.ts']]
      : [process.execPath, ['--import', 'tsx', 'mocks/server/start.ts']];
  const server = spawn(command, args, {
    cwd: root,
    env: {
      ...process.env,
      ...identity.env,
      API_PORT: String(api.port),
      PAYMENT_PORT: String(api.paymentPort),
      MOCK_DB_FILE: dataFile,
      MOCK_LOG: '0',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  server.stdout?.on('data', (chunk: Buffer) => {
    if (output.length < 10_000) output += chunk.toString();
  });
  for (;;) {
    if (server.exitCode !== null) throw new Error('the mock server stopped while starting');
    try {
      const response = await fetch(`${api.url}/courses?_limit=1`);
      await response.arrayBuffer();
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  const loaded = /Loaded .* in (\d+) ms \(then (\d+) ms preparing\)/.exec(output);
  return {
    server,
    startMs,
    ...(loaded ? { loadMs: Number(loaded[1]), prepareMs: Number(loaded[2]) } : {}),
  };
}

/**
 * Starts the test sign-in service and a temp directory, seeds a working copy there for each size
 * in turn and measures it, and removes both, also when a size fails; resolves with the figures.
 */
export async function measureSizes<F>(
  name: string,
  sizes: readonly number[],
  measure: (copy: WorkingCopy, identity: TestIdentityProvider) => Promise<F>,
): Promise<F[]> {
  const tempDir = await fs.mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  const identity = await startTestIdentityProvider({ accounts: SEED_ACCOUNTS });
  try {
    const figures: F[] = [];
    for (const size of sizes) {
      figures.push(await measure(await seedWorkingCopy(size, tempDir), identity));
    }
    return figures;
  } finally {
    await identity.close();
    await fs.rm(tempDir, { recursive: true, force: true });
  }
}

// ---- Figures ----

/** The p-th percentile (nearest rank) of `values`: the figure both benchmarks print. */
export const percentile = (values: readonly number[], p: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

/** An Authorization header for `token`, none without one (a request nobody signed in sends). */
export const bearer = (token: string | undefined): Record<string, string> =>
  token ? { Authorization: `Bearer ${token}` } : {};

/** GETs a JSON answer, which must be 200. */
export async function getJson<T>(url: string, token?: string): Promise<T> {
  const response = await fetch(url, { headers: bearer(token) });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A GET to time: its URL, whose token it sends and what its answer must be. */
export interface Timed {
  url: string;
  token?: string;
  /** Throws when the answer is not what the request should get. */
  check?: (body: unknown) => void;
}

/**
 * p50/p95 of the requests, one after another (each should ask for something no earlier run did,
 * so that no answer comes from a cache), after the `warmUp` ones, which are not counted; each
 * answer must be 200 and is checked after its time.
 */
export async function timeRequests(
  requests: readonly Timed[],
  warmUp: readonly Timed[],
): Promise<{ p50: number; p95: number }> {
  for (const request of warmUp) await getJson(request.url, request.token);
  const times: number[] = [];
  for (const request of requests) {
    const started = performance.now();
    const response = await fetch(request.url, { headers: bearer(request.token) });
    const text = await response.text();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`GET ${request.url} answered ${response.status}`);
    request.check?.(JSON.parse(text));
  }
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

/**
 * POSTs a JSON body through `agent`; resolves with the ms until the whole answer arrived, its
 * status and its body, for bursts in which every request has its own connection.
 */
export function timedPost(
  url: string,
  agent: http.Agent,
  token: string,
  body: unknown,
): Promise<{ ms: number; status: number | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        method: 'POST',
        agent,
        headers: { 'Content-Type': 'application/json', ...bearer(token) },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (chunk: Buffer) => chunks.push(chunk));
        answer.on('end', () =>
          resolve({
            ms: performance.now() - started,
            status: answer.statusCode,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    request.on('error', reject);
    request.end(JSON.stringify(body));
  });
}

/**
 * Sends `count` requests at once (`send(index, agent)`, resolving with its ms), each on its own
 * connection; sent from Node, since a browser opens at most 6 connections to one host.
 */
export async function concurrently(
  count: number,
  send: (index: number, agent: http.Agent) => Promise<number>,
): Promise<{ times: number[]; wallMs: number }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  const started = performance.now();
  const times = await Promise.all(Array.from({ length: count }, (_, index) => send(index, agent)));
  const wallMs = performance.now() - started;
  agent.destroy();
  return { times, wallMs };
}

/** A burst's slowest answer, its p95 and the whole burst's time (ms), as the tables print them. */
export interface Burst {
  maxMs: number;
  p95Ms: number;
  wallMs: number;
}

/** The figures of a burst from its answers' times (see `concurrently`). */
export const burstOf = ({ times, wallMs }: { times: number[]; wallMs: number }): Burst => ({
  maxMs: Math.max(...times),
  p95Ms: percentile(times, 95),
  wallMs,
});

// ---- The table ----

/** A duration as the tables print it: one decimal under 10 ms, whole ms above. */
export const ms = (value: number) => `${value < 10 ? value.toFixed(1) : Math.round(value)} ms`;

/** Whether a figure met its target, as the tables print it. */
export const mark = (ok: boolean) => (ok ? 'ok' : 'MISSED');

/**
 * The table of figures: a column per size (headed "N courses"), a row per `add(label, cell)` that
 * `fill` makes, its columns padded to their widest cell.
 */
export function sizeTable<F extends { size: number }>(
  all: readonly F[],
  fill: (add: (label: string, cell: (f: F) => string) => void) => void,
): string {
  const rows: string[][] = [['', ...all.map((f) => `${f.size.toLocaleString('en-US')} courses`)]];
  fill((label, cell) => rows.push([label, ...all.map(cell)]));
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

/** The line above a benchmark's table: the machine it ran on. */
export const benchmarkHeading = (name: string) =>
  `\n${name} benchmark (${os.cpus().length} cores, Node ${process.version})\n`;
