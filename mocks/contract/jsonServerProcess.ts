/**
 * Start mocks/server/start.ts (node with the tsx loader) as a child process on free ports (API_PORT=0) over a temp copy
 * of the seed (or the data file given as MOCK_DB_FILE), and read the URLs it prints.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from '../server/paths';

export interface JsonServerProcess {
  apiUrl: string;
  paymentUrl: string;
  dataFile: string;
  child: ChildProcess;
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 30_000;

export interface JsonServerProcessOptions {
  /** Extra environment, e.g. MOCK_DB_FILE (a data file of the caller's: no temp copy then). */
  env?: Record<string, string>;
  /** Start with the development routes (/__dev/*, admins only), as `npm start` does. */
  devRoutes?: boolean;
}

export function startJsonServerProcess({
  env = {},
  devRoutes = false,
}: JsonServerProcessOptions = {}): Promise<JsonServerProcess> {
  const dir = env.MOCK_DB_FILE ? undefined : mkdtempSync(path.join(tmpdir(), 'mock-api-'));
  const dataFile = dir
    ? path.join(dir, 'db.json')
    : path.resolve(REPO_ROOT, env.MOCK_DB_FILE ?? '');
  // Node itself runs the server (tsx as a loader), so `child` IS the server: a signal, even
  // SIGKILL, reaches it rather than a tsx wrapper that would leave the server orphaned.
  const args = ['--import', 'tsx', 'mocks/server/start.ts', ...(devRoutes ? ['--dev-routes'] : [])];
  const child = spawn(process.execPath, args, {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      API_PORT: '0',
      PAYMENT_PORT: '0',
      API_HOST: '127.0.0.1',
      MOCK_DB_FILE: dataFile,
      MOCK_LOG: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      const done = (): void => {
        if (dir) rmSync(dir, { recursive: true, force: true });
        resolve();
      };
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', done);
      child.kill('SIGTERM');
    });

  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => {
      void stop().then(() => reject(new Error(`json-server did not start in time:\n${output}`)));
    }, START_TIMEOUT_MS);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      const api = /Mock API \(json-server\) on (\S+)/.exec(output);
      const payment = /Payment endpoint on (\S+)\/payment/.exec(output);
      if (api?.[1] && payment?.[1]) {
        clearTimeout(timer);
        child.stdout?.off('data', onData);
        resolve({ apiUrl: api[1], paymentUrl: payment[1], dataFile, child, stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`json-server exited with ${code}:\n${output}`));
    });
  });
}
