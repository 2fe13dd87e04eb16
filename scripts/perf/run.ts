/**
 * `npm run perf`: Lighthouse CI on the production build (lighthouserc.cjs says what is measured
 * and what fails).
 *
 * Builds dist/ for the offline stack, serves it as a host does, over HTTPS and HTTP/2 with the API
 * under the site's origin, with the mock API and the Firebase Auth emulator (`tsx scripts/start.ts
 * --dist --https --fresh`) unless that stack is already running, runs
 * `lhci collect` and `lhci assert`, then prints one table (the median of each route's runs) and
 * keeps each route's median run as reports/perf/<route>.report.html (every run stays in
 * .lighthouseci/). Fails when an assertion at level error fails.
 *
 *   npm run perf                         build, then measure each route three times
 *   npm run perf -- --no-build           measure the build already in dist/ (built for these ports)
 *   npm run perf -- --runs 1             one run per route
 *   npm run perf -- --runs 1 --runs-with-cpu-floors 3
 *                                        three runs of the routes that hold the floors of the
 *                                        score or TBT, one of the others (CI)
 *   npm run perf -- --only 'dash|course' only the routes whose name matches (lighthouserc.cjs)
 *
 * Ports: DIST_PORT (4173, the site), API_PORT (5000), PAYMENT_PORT (7000), AUTH_EMULATOR_PORT
 * (9099). CHROME_PATH picks the browser (/usr/bin/chromium).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { SEED_ACCOUNTS } from '../../mocks/seed/accounts';
import { statusOf, waitForUrl } from '../authEmulator';
import { buildOffline } from '../site/buildOffline';
import { measureBenchmarkIndex, slowdownFor } from './calibrate';
import { API_PATH } from '../site/siteFiles';
import {
  MARK,
  describeFailure,
  figuresOf,
  formatTable,
  marksOf,
  medianRun,
  type AssertionResult,
  type Lhr,
} from './summary';

const root = path.resolve(__dirname, '../..');
const ports = {
  DIST_PORT: process.env.DIST_PORT ?? '4173',
  API_PORT: process.env.API_PORT ?? '5000',
  PAYMENT_PORT: process.env.PAYMENT_PORT ?? '7000',
  AUTH_EMULATOR_PORT: process.env.AUTH_EMULATOR_PORT ?? '9099',
};

function option(name: string): string | undefined {
  const index = process.argv.indexOf(name);
  if (index >= 0) return process.argv[index + 1];
  return process.argv.find((arg) => arg.startsWith(`${name}=`))?.slice(name.length + 1);
}

const only = option('--only');
if (only !== undefined) process.env.PERF_ONLY = only;
// lighthouserc.cjs reads the site's port and the routes to measure when it loads.
process.env.DIST_PORT = ports.DIST_PORT;

interface PerfRoute {
  name: string;
  path: string;
  floorsHeld: string[];
}
interface LighthouseRc {
  routes: PerfRoute[];
  origin: string;
  urlOf: (route: PerfRoute) => string;
  finalUrlPattern: (route: PerfRoute) => string;
}
const rc = createRequire(__filename)('../../lighthouserc.cjs') as LighthouseRc;

const lhciDir = path.join(root, '.lighthouseci');
const assertionResultsFile = path.join(lhciDir, 'assertion-results.json');
const reportDir = path.join(root, 'reports/perf');
/** The API as the measured pages reach it: under the site's origin (scripts/site/serve.ts). */
const apiUrl = `${rc.origin}${API_PATH}/courses?_limit=1`;
const authUrl = `http://127.0.0.1:${ports.AUTH_EMULATOR_PORT}`;
/** The site's address over plain HTTP, where a stack started without --https would answer. */
const plainHttpOrigin = rc.origin.replace(/^https:/, 'http:');
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';

function runsOption(name: string, fallback: number): number {
  const value = Number(option(name) ?? fallback);
  if (!Number.isInteger(value) || value < 1)
    throw new Error(`${name} takes a whole number, 1 or more`);
  return value;
}
const runs = runsOption('--runs', 3);
/**
 * Runs of the routes that hold the floor of the score or of TBT (lighthouserc.cjs), the figures
 * that follow the machine's speed: one slow run of one of them would fail CI, where a median of
 * three holds (2026-11-27, single runs of home, a course page and about read 44-500 ms of TBT,
 * five of 39 over the 300 ms floor). What fails the other routes (bytes, requests, accessibility,
 * best practices, SEO, CLS, their LCP) is the same in every run, so CI measures them once.
 */
const runsWithCpuFloors = runsOption('--runs-with-cpu-floors', runs);
const holdsCpuFloor = (route: PerfRoute): boolean =>
  route.floorsHeld.includes('tbt') || route.floorsHeld.includes('performance');
const runsOf = (route: PerfRoute): number => (holdsCpuFloor(route) ? runsWithCpuFloors : runs);

/**
 * The rounds of measuring, one `lhci collect` each, every one measuring once each route still due
 * a run, in lighthouserc.cjs's order. So a route's runs are spread over the whole measurement, not
 * taken back to back: a spell of a slower CPU (on a shared 2-core machine the benchmark index can
 * halve for a minute or two) reaches one of them rather than all, and the median holds. It changes
 * neither how many times a route is measured nor what is judged, and nothing is measured again
 * after a miss (only a run taken at another speed than it was calibrated for: dropMiscalibratedRuns).
 */
const rounds = Array.from({ length: Math.max(runs, runsWithCpuFloors) }, (_, index) =>
  rc.routes.filter((route) => index < runsOf(route)),
).filter((round) => round.length > 0);

/** Whether the seeded learner can sign in on the auth emulator (it has started and been seeded). */
async function authReady(): Promise<boolean> {
  const learner = SEED_ACCOUNTS.find((account) => account.role === 'learner');
  if (!learner) throw new Error('No seeded learner');
  const response = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=perf`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: learner.email, password: learner.password }),
    },
  ).catch(() => undefined);
  return response?.ok === true;
}

const answers = (url: string) =>
  statusOf(url).then(
    (status) => status >= 200 && status < 300,
    () => false,
  );

async function stackRunning(): Promise<boolean> {
  return (await answers(rc.origin)) && (await answers(apiUrl)) && authReady();
}

function startStack(): ChildProcess {
  return spawn('npx', ['tsx', 'scripts/start.ts', '--dist', '--https', '--fresh'], {
    cwd: root,
    env: { ...process.env, ...ports, PORT: ports.DIST_PORT, MOCK_LOG: '0' },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

function stopStack(stack: ChildProcess | undefined): void {
  if (stack?.pid === undefined) return;
  try {
    process.kill(-stack.pid, 'SIGINT');
  } catch {
    // Already stopped.
  }
}

async function waitForStack(): Promise<void> {
  await waitForUrl(rc.origin, 240_000);
  await waitForUrl(apiUrl, 120_000);
  const deadline = Date.now() + 240_000;
  while (!(await authReady())) {
    if (Date.now() > deadline) throw new Error('The auth emulator did not become ready');
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**
 * Runs `lhci <args>`; resolves with its exit code and, when `quiet`, what it printed (otherwise
 * it prints as it goes).
 */
function lhci(
  args: string[],
  quiet = false,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ code: number; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(path.join(root, 'node_modules/.bin/lhci'), args, {
      cwd: root,
      env,
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code: code ?? 1, output }));
  });
}

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

const timesOf = (count: number) => `${count} run${count === 1 ? '' : 's'}`;

function runsInWords(): string {
  if (runsWithCpuFloors === runs) return `median of ${timesOf(runs)} per route`;
  return `median of ${timesOf(runsWithCpuFloors)} on the routes that hold the floors of the score or TBT, ${timesOf(runs)} on the others`;
}

/**
 * Prints the table of medians, marked with what `lhci assert` found, and what fails the run; keeps
 * each route's median run's HTML report.
 */
function summarize(assertions: AssertionResult[]): void {
  const saved = lhrFiles().map((file) => ({
    file,
    lhr: JSON.parse(readFileSync(path.join(lhciDir, file), 'utf8')) as Lhr,
  }));
  rmSync(reportDir, { recursive: true, force: true });
  mkdirSync(reportDir, { recursive: true });
  const failures: string[] = [];
  const rows = rc.routes.flatMap((route) => {
    const pattern = new RegExp(rc.finalUrlPattern(route));
    const routeRuns = saved.filter(({ lhr }) => pattern.test(lhr.finalUrl));
    const representative = medianRun(routeRuns.map(({ file, lhr }) => ({ ...lhr, file })));
    if (!representative) return [];
    copyFileSync(
      path.join(lhciDir, representative.file.replace(/\.json$/, '.html')),
      path.join(reportDir, `${slug(route.name)}.report.html`),
    );
    const failed = assertions.filter((result) => !result.passed && pattern.test(result.url));
    for (const result of failed) {
      if (result.level === 'error') failures.push(`  ${route.name}: ${describeFailure(result)}`);
    }
    return [
      figuresOf(
        route.name,
        routeRuns.map(({ lhr }) => lhr),
        marksOf(failed),
      ),
    ];
  });
  const lhrs = saved.map(({ lhr }) => lhr);
  const benchmarks = lhrs.map((lhr) => lhr.environment?.benchmarkIndex ?? 0).filter(Boolean);
  const slowdowns = lhrs.map((lhr) => lhr.configSettings?.throttling?.cpuSlowdownMultiplier ?? 4);
  const settings = lhrs[0]?.configSettings;
  const range = (values: number[], digits: number) => {
    const [low, high] = [Math.min(...values), Math.max(...values)].map((value) =>
      value.toFixed(digits),
    );
    return low === high ? `${low}` : `${low}-${high}`;
  };
  const heading = [
    `Lighthouse ${lhrs[0]?.lighthouseVersion ?? '?'}, ${settings?.formFactor ?? '?'}, CPU slowdown ${range(slowdowns, 2)}x (${settings?.throttlingMethod === 'devtools' ? 'applied' : 'simulated'}${process.env.PERF_CPU_SLOWDOWN ? ', set by PERF_CPU_SLOWDOWN' : ', calibrated to the machine before each round'}),`,
    `${runsInWords()};\nthis machine's CPU benchmark index in the runs ${range(benchmarks, 0)}.`,
  ].join('\n');
  const legend = [
    `${MARK.error.trim()} fails the run (below the floor, or over the route's budget), ${MARK.warn.trim()} misses the goal (a warning).`,
    failures.length ? `Failing:\n${failures.join('\n')}` : 'Nothing fails.',
  ].join('\n');
  const text = `${heading}\n\n${formatTable(rows)}\n\n${legend}\n`;
  writeFileSync(
    path.join(reportDir, 'summary.md'),
    `# npm run perf, ${new Date().toISOString()}\n\n${text}`,
  );
  console.log(`\n${text}`);
  console.log(
    `Reports: ${path.relative(root, reportDir)}/<route>.report.html (each route's median run); every run in .lighthouseci/.`,
  );
}

const lhrFiles = (): string[] =>
  existsSync(lhciDir) ? readdirSync(lhciDir).filter((file) => /^lhr-\d+\.json$/.test(file)) : [];

/** How far a run's slowdown may be from the one its own benchmark index calls for. */
const CALIBRATION_TOLERANCE = 0.2;
/** Rounds added to measure again the runs taken at a speed other than the one calibrated for. */
const MAX_REMEASURED_ROUNDS = 3;

interface RunCalibration {
  file: string;
  route: PerfRoute;
  /** Whether the run's slowdown is within the tolerance of the one its benchmark index calls for. */
  calibrated: boolean;
  message: string;
}

/**
 * How the runs in `files` of the routes that hold the score's or TBT's floor were calibrated:
 * Lighthouse measures the benchmark index at the start of every run, and a run whose slowdown was
 * chosen for another speed has a TBT that follows the machine, not the code. The check looks only
 * at the machine's speed during a run, never at the run's figures; with PERF_CPU_SLOWDOWN set by
 * hand nothing is checked.
 */
function calibrationOf(files: string[]): RunCalibration[] {
  if (process.env.PERF_CPU_SLOWDOWN) return [];
  return files.flatMap((file) => {
    const lhr = JSON.parse(readFileSync(path.join(lhciDir, file), 'utf8')) as Lhr;
    const route = rc.routes.find((candidate) =>
      new RegExp(rc.finalUrlPattern(candidate)).test(lhr.finalUrl),
    );
    const applied = lhr.configSettings?.throttling?.cpuSlowdownMultiplier;
    const index = lhr.environment?.benchmarkIndex;
    if (!route || !holdsCpuFloor(route) || !applied || !index) return [];
    const calledFor = slowdownFor(index);
    return [
      {
        file,
        route,
        calibrated: Math.abs(applied - calledFor) / calledFor <= CALIBRATION_TOLERANCE,
        message: `${route.name}: its run began at a benchmark index of ${Math.round(index)}, which calls for ${calledFor.toFixed(2)}x, and ran at ${applied.toFixed(2)}x`,
      },
    ];
  });
}

function removeRun(file: string): void {
  for (const extension of ['.json', '.html'])
    rmSync(path.join(lhciDir, file.replace(/\.json$/, extension)), { force: true });
}

/** Deletes the miscalibrated runs among `files` and returns their routes, to be measured again. */
function dropMiscalibratedRuns(files: string[]): PerfRoute[] {
  return calibrationOf(files)
    .filter((run) => !run.calibrated)
    .map((run) => {
      console.log(`${run.message}: measured again`);
      removeRun(run.file);
      return run.route;
    });
}

/**
 * Once the rounds are over: a route's miscalibrated runs are set aside when it has a calibrated
 * run, whose figures then judge it; a route with none keeps them, with a warning.
 */
function setAsideMiscalibratedRuns(): void {
  const runs = calibrationOf(lhrFiles());
  for (const run of runs.filter((candidate) => !candidate.calibrated)) {
    const hasCalibratedRun = runs.some((other) => other.route === run.route && other.calibrated);
    if (hasCalibratedRun) removeRun(run.file);
    console.log(
      `${run.message}: ${hasCalibratedRun ? 'set aside, its calibrated runs judge the route' : 'kept, the machine did not settle (its TBT may read high)'}`,
    );
  }
}

/**
 * The CPU slowdown of a round (lighthouserc.cjs reads it from PERF_CPU_SLOWDOWN): the one set by
 * hand when there is one, otherwise calibrated to the machine's speed just before the round
 * (scripts/perf/calibrate.ts).
 */
async function slowdownOfRound(round: number): Promise<string> {
  const chosen = process.env.PERF_CPU_SLOWDOWN;
  if (chosen) return chosen;
  const benchmarkIndex = await measureBenchmarkIndex(chromePath);
  const slowdown = slowdownFor(benchmarkIndex).toFixed(2);
  console.log(
    `Round ${round}: benchmark index ${Math.round(benchmarkIndex)}, CPU slowdown ${slowdown}x`,
  );
  return slowdown;
}

async function main(): Promise<void> {
  if (!process.argv.includes('--no-build')) {
    console.log('Building the site for measurement...');
    await buildOffline();
  }
  let stack: ChildProcess | undefined;
  if (await stackRunning()) {
    console.log(`Measuring the stack already running on ${rc.origin}.`);
  } else if (await statusOf(plainHttpOrigin).catch(() => 0)) {
    throw new Error(
      `Something serves plain HTTP on ${plainHttpOrigin} (tsx scripts/start.ts --dist?): stop it, or start the stack with --https, which npm run perf measures.`,
    );
  } else {
    stack = startStack();
  }
  const stopOnSignal = () => {
    stopStack(stack);
    process.exit(130);
  };
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  try {
    await waitForStack();
    let remeasured = 0;
    for (let index = 0; index < rounds.length; index += 1) {
      const round = rounds[index] ?? [];
      const before = new Set(lhrFiles());
      const collected = await lhci(
        [
          'collect',
          // Each round's runs join the ones before (lhci collect clears .lighthouseci/ otherwise).
          ...(index > 0 ? ['--additive'] : []),
          '--numberOfRuns=1',
          ...round.map((route) => `--url=${rc.urlOf(route)}`),
        ],
        false,
        { ...process.env, PERF_CPU_SLOWDOWN: await slowdownOfRound(index + 1) },
      );
      if (collected.code !== 0)
        throw new Error(`lhci collect failed (exit code ${collected.code})`);
      if (remeasured < MAX_REMEASURED_ROUNDS) {
        const miscalibrated = dropMiscalibratedRuns(lhrFiles().filter((file) => !before.has(file)));
        if (miscalibrated.length > 0) {
          remeasured += 1;
          rounds.push(miscalibrated);
        }
      }
    }
    setAsideMiscalibratedRuns();
    // lhci assert's own report is long (every assertion of every route): the table says it all.
    rmSync(assertionResultsFile, { force: true });
    const asserted = await lhci(['assert'], true);
    const assertions = existsSync(assertionResultsFile)
      ? (JSON.parse(readFileSync(assertionResultsFile, 'utf8')) as AssertionResult[])
      : [];
    summarize(assertions);
    const failed = assertions.some((result) => !result.passed && result.level === 'error');
    if (asserted.code !== 0 && !failed) {
      // Not an assertion: something went wrong in lhci itself.
      console.error(asserted.output);
      throw new Error(`lhci assert failed (exit code ${asserted.code})`);
    }
    if (failed) {
      console.error('A route fails its floors or budgets (lighthouserc.cjs).');
      process.exitCode = 1;
    }
  } finally {
    stopStack(stack);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
