import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { acquireDataLock, lockFileOf, type DataLock } from './dataLock';
import { startMockServer } from './mockServer';

/** The pid of a process that has exited: what a server killed with SIGKILL leaves in its lock. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', '']);
  if (child.error || child.pid === undefined) throw child.error ?? new Error('node did not start');
  return child.pid;
}

const lockText = (pid: number, host = os.hostname()): string =>
  JSON.stringify({ pid, startedAt: '2020-01-02T03:04:05.000Z', host });

describe('acquireDataLock', () => {
  let dir: string;
  let dataFile: string;
  const held: DataLock[] = [];
  const acquire = async (file = dataFile): Promise<DataLock> => {
    const lock = await acquireDataLock(file);
    held.push(lock);
    return lock;
  };

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'data-lock-'));
    dataFile = path.join(dir, 'db.json');
  });
  afterEach(async () => {
    await Promise.all(held.splice(0).map((lock) => lock.release()));
    await rm(dir, { recursive: true, force: true });
  });

  it('writes its pid, start time and host beside the data file and removes it on release', async () => {
    const lock = await acquire();
    expect(lock.file).toBe(`${dataFile}.lock`);
    expect(lockFileOf(dataFile)).toBe(lock.file);
    const holder = JSON.parse(await readFile(lock.file, 'utf8')) as Record<string, unknown>;
    expect(holder).toEqual({
      pid: process.pid,
      startedAt: expect.any(String),
      host: os.hostname(),
    });
    expect(Number.isNaN(Date.parse(String(holder.startedAt)))).toBe(false);

    await lock.release();
    expect(await readdir(dir)).toEqual([]);
    await lock.release(); // a second release does nothing
    await acquire(); // and the data can be locked again
  });

  it('creates the data file’s directory when it does not exist yet', async () => {
    const lock = await acquire(path.join(dir, '.data', 'db.json'));
    expect(await readdir(path.join(dir, '.data'))).toEqual(['db.json.lock']);
    await lock.release();
  });

  it('refuses a second lock on the same data file, naming the holder’s pid', async () => {
    const first = await acquire();
    const text = await readFile(first.file, 'utf8');
    const refused = acquire();
    await expect(refused).rejects.toThrow(`in use by another mock API server (pid ${process.pid},`);
    await expect(refused).rejects.toThrow('MOCK_DB_FILE=');
    expect(await readFile(first.file, 'utf8')).toBe(text);
    await acquire(path.join(dir, 'other.json')); // another data file is another lock
  });

  it('refuses while the holder runs, even under another user (EPERM)', async () => {
    await writeFile(lockFileOf(dataFile), lockText(4242));
    const kill = jest.spyOn(process, 'kill').mockImplementation(() => {
      throw Object.assign(new Error('kill EPERM'), { code: 'EPERM' });
    });
    try {
      await expect(acquire()).rejects.toThrow('(pid 4242, started 2020-01-02T03:04:05.000Z)');
      expect(kill).toHaveBeenCalledWith(4242, 0);
    } finally {
      kill.mockRestore();
    }
  });

  it('takes over the stale lock of a server that died', async () => {
    await writeFile(lockFileOf(dataFile), lockText(deadPid()));
    const lock = await acquire();
    expect(JSON.parse(await readFile(lock.file, 'utf8'))).toMatchObject({ pid: process.pid });
    expect(await readdir(dir)).toEqual(['db.json.lock']);
  });

  it('lets only one of two processes taking over a stale lock at once win', async () => {
    await writeFile(lockFileOf(dataFile), lockText(deadPid()));
    const results = await Promise.allSettled([
      acquireDataLock(dataFile),
      acquireDataLock(dataFile),
    ]);
    const won = results.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
    held.push(...won);
    expect(won).toHaveLength(1);
    const lost = results.find((result) => result.status === 'rejected');
    expect(lost?.status === 'rejected' && String(lost.reason)).toMatch(/mock API server/);
    expect(await readdir(dir)).toEqual(['db.json.lock']); // no claim is left
  });

  it('passes over the claim of a process killed while taking a stale lock over', async () => {
    const file = lockFileOf(dataFile);
    const stale = lockText(deadPid());
    await writeFile(file, stale);
    // The claim's name as ./dataLock.ts derives it from the stale lock file.
    const { ino, mtimeMs } = await stat(file);
    const id = createHash('sha256').update(`${ino}:${mtimeMs}:${stale}`).digest('hex').slice(0, 16);
    const claim = `${file}.${id}.0.claim`;
    await writeFile(claim, lockText(deadPid()));
    await writeFile(`${file}.0123456789abcdef.0.claim`, lockText(deadPid())); // of an older lock

    await acquire();
    expect(await readdir(dir)).toEqual(['db.json.lock']);
  });

  it('lets a running claimant take a stale lock over', async () => {
    const file = lockFileOf(dataFile);
    const stale = lockText(deadPid());
    await writeFile(file, stale);
    const { ino, mtimeMs } = await stat(file);
    const id = createHash('sha256').update(`${ino}:${mtimeMs}:${stale}`).digest('hex').slice(0, 16);
    await writeFile(`${file}.${id}.0.claim`, lockText(process.ppid));

    await expect(acquire()).rejects.toThrow('starting on it at the same time');
    expect(await readFile(file, 'utf8')).toBe(stale);
  });

  it('takes over a lock with its own pid that it does not hold (a restarted container)', async () => {
    await writeFile(lockFileOf(dataFile), lockText(process.pid));
    await acquire();
  });

  it('refuses the lock of another host, whose pid it cannot check', async () => {
    await writeFile(lockFileOf(dataFile), lockText(deadPid(), 'build-agent-7'));
    await expect(acquire()).rejects.toThrow(
      'locked by a mock API server on another host (build-agent-7, pid',
    );
  });

  it('refuses an unwritten lock of a server starting now, and takes over an old one', async () => {
    const file = lockFileOf(dataFile);
    await writeFile(file, '');
    await expect(acquire()).rejects.toThrow('is being locked by another mock API server');
    const aMinuteAgo = new Date(Date.now() - 60_000);
    await utimes(file, aMinuteAgo, aMinuteAgo);
    await acquire();
  });

  it('releases only its own lock, not one another process holds now', async () => {
    const lock = await acquire();
    const other = lockText(process.ppid);
    await writeFile(lock.file, other);
    await lock.release();
    expect(await readFile(lock.file, 'utf8')).toBe(other);
  });
});

describe('startMockServer and the data lock', () => {
  let dir: string;
  let dataFile: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'data-lock-server-'));
    dataFile = path.join(dir, 'db.json');
    jest.spyOn(console, 'log').mockImplementation(() => undefined); // the store's load report
  });
  afterEach(async () => {
    jest.restoreAllMocks();
    await rm(dir, { recursive: true, force: true });
  });

  const start = (apiPort = 0) =>
    startMockServer({ apiPort, paymentPort: 0, host: '127.0.0.1', dataFile, logger: false });

  it('holds the data file until closed', async () => {
    const running = await start();
    try {
      await expect(start()).rejects.toThrow(`(pid ${process.pid},`);
    } finally {
      await running.close();
    }
    expect((await readdir(dir)).filter((name) => name.endsWith('.lock'))).toEqual([]);
    await (await start()).close();
  });

  it('releases it when it cannot listen', async () => {
    const taken: Server = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const { port } = taken.address() as { port: number };
    try {
      await expect(start(port)).rejects.toThrow('EADDRINUSE');
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
    }
    expect((await readdir(dir)).filter((name) => name.endsWith('.lock'))).toEqual([]);
    await (await start()).close();
  });
});
