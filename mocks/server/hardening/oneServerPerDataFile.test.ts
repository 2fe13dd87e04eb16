/**
 * One json-server process per data file (mocks/server/dataLock.ts): a second one started on the data
 * file of a running one exits at once with a message naming the first one's pid, and leaves the
 * data and the lock alone; the lock of a server killed with SIGKILL is stale, and the next start
 * takes it over; a clean stop removes it. Unit tests in mocks/server/dataLock.test.ts.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startJsonServerProcess, type JsonServerProcess } from '../../contract/jsonServerProcess';
import { lockFileOf } from '../dataLock';
import { sendRaw } from './rawHttp';

const portOf = (url: string): number => Number(new URL(url).port);

/** The pid the lock file names, or null when there is none. */
const lockHolderPid = (dataFile: string): number | null =>
  existsSync(lockFileOf(dataFile))
    ? (JSON.parse(readFileSync(lockFileOf(dataFile), 'utf8')) as { pid: number }).pid
    : null;

async function answersCourses(running: JsonServerProcess): Promise<void> {
  const response = await sendRaw(portOf(running.apiUrl), {
    method: 'GET',
    target: '/courses?_limit=1',
  });
  expect(response.status).toBe(200);
}

describe('one mock server per data file', () => {
  let dir: string;
  let dataFile: string;
  let started: JsonServerProcess[] = [];

  const start = async (): Promise<JsonServerProcess> => {
    const running = await startJsonServerProcess({ env: { MOCK_DB_FILE: dataFile } });
    started.push(running);
    return running;
  };

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mock-one-server-'));
    dataFile = path.join(dir, 'db.json');
  });
  afterEach(async () => {
    await Promise.all(started.map((running) => running.stop()));
    started = [];
    rmSync(dir, { recursive: true, force: true });
  });

  it('refuses a second server on the same data file, naming the first one’s pid', async () => {
    const first = await start();
    expect(lockHolderPid(dataFile)).toBe(first.child.pid);
    const lock = readFileSync(lockFileOf(dataFile), 'utf8');
    const data = readFileSync(dataFile, 'utf8');

    // start.ts prints the error's message and exits 1 (the helper rejects with its output).
    await expect(start()).rejects.toThrow(
      new RegExp(
        `exited with 1:\\n.*The data file .*db\\.json is in use by another mock API server ` +
          `\\(pid ${first.child.pid}, started .*\\)\\. Stop that server, or give this one its own ` +
          `data with MOCK_DB_FILE=`,
      ),
    );
    expect(readFileSync(lockFileOf(dataFile), 'utf8')).toBe(lock);
    expect(readFileSync(dataFile, 'utf8')).toBe(data);
    await answersCourses(first);
  }, 60_000);

  it('starts on the data of a server killed with SIGKILL, taking its stale lock over', async () => {
    const first = await start();
    const exited = new Promise<void>((resolve) => first.child.once('exit', () => resolve()));
    first.child.kill('SIGKILL');
    await exited;
    expect(lockHolderPid(dataFile)).toBe(first.child.pid); // left behind: nobody removed it

    const second = await start();
    expect(lockHolderPid(dataFile)).toBe(second.child.pid);
    await answersCourses(second);
    await expect(start()).rejects.toThrow(`(pid ${second.child.pid}, started`);
  }, 60_000);

  it('removes the lock on a clean stop, and the next server starts', async () => {
    const first = await start();
    // Answered once start.ts has also set its signal handlers (they follow the lines it prints).
    await answersCourses(first);
    await first.stop(); // SIGTERM: start.ts closes the server
    expect([first.child.exitCode, first.child.signalCode]).toEqual([0, null]);
    expect(lockHolderPid(dataFile)).toBeNull();
    await answersCourses(await start());
  }, 60_000);
});
