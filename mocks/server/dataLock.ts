/**
 * One mock API server per data file: a lock file beside the data (`<data file>.lock`), created
 * exclusively and holding the server's pid, start time and host. A second server on the same data
 * refuses to start and names the holder; the lock of a server that died (SIGKILL, a crash) is taken
 * over. It knows nothing of how the data is stored, so a change of store keeps it.
 *
 * A pid file created with O_EXCL rather than a library such as proper-lockfile, which judges a lock
 * stale by an mtime its holder must keep refreshing: a pid tells at once whether the holder runs,
 * needs no timer, and names the holder in the error.
 */
import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export interface DataLock {
  /** The lock file, `<data file>.lock` (absolute). */
  file: string;
  /** Removes the lock file if it still holds this lock; a second call does nothing. */
  release(): Promise<void>;
}

interface LockHolder {
  pid: number;
  /** ISO time. */
  startedAt: string;
  /** os.hostname() of the holder: its pid says nothing on another host. */
  host: string;
}

/** A lock file as read: its text and which file it was (a new lock is a new file). */
interface FoundLock {
  text: string;
  /** null when the text is not a holder (empty or cut short). */
  holder: LockHolder | null;
  ino: number;
  mtimeMs: number;
}

export const lockFileOf = (dataFile: string): string => `${dataFile}.lock`;

/**
 * How long an unreadable lock counts as one a starting server has created and not written yet;
 * an older one was left by a crash between the two, and is taken over.
 */
const UNREADABLE_GRACE_MS = 10_000;

/**
 * Claims on one stale lock: when a process dies holding the claim, the next one is tried. Only a
 * process killed in the middle of a takeover leaves one.
 */
const CLAIMS_PER_STALE_LOCK = 3;

const CLAIM_SUFFIX = '.claim';

/**
 * Acquisitions in this process, per lock file (pending or held): a lock with this process's pid
 * that none of them holds was left by an earlier process with the same pid (a restarted container).
 */
const inThisProcess = new Map<string, number>();

const countHere = (file: string, delta: number): void => {
  const count = (inThisProcess.get(file) ?? 0) + delta;
  if (count > 0) inThisProcess.set(file, count);
  else inThisProcess.delete(file);
};

/**
 * Whether `error` has this errno code (checked by shape: errors from another realm, as under jest,
 * are no `instanceof Error`).
 */
const isErrno = (error: unknown, code: string): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === code;

/** The path relative to the working directory, or absolute when outside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative !== '' && !relative.startsWith('..') && !path.isAbsolute(relative)
    ? relative
    : file;
}

function parseHolder(text: string): LockHolder | null {
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null) return null;
    const { pid, startedAt, host } = value as Record<string, unknown>;
    // A pid of 0 or below would name a process group to process.kill.
    if (typeof pid !== 'number' || !Number.isSafeInteger(pid) || pid <= 0) return null;
    if (typeof startedAt !== 'string' || typeof host !== 'string') return null;
    return { pid, startedAt, host };
  } catch {
    return null;
  }
}

/**
 * Whether the holder of a lock (or of a claim) on `file` still runs; it is on this host. Signal 0
 * only checks: EPERM means it runs under another user, ESRCH that none runs.
 */
function runs(pid: number, file: string): boolean {
  if (pid === process.pid) return (inThisProcess.get(file) ?? 0) > 1;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return !isErrno(error, 'ESRCH');
  }
}

/** Creates `file` with `text` unless it exists (false then). */
async function createExclusive(file: string, text: string): Promise<boolean> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'wx');
  } catch (error) {
    if (isErrno(error, 'EEXIST')) return false;
    throw error;
  }
  try {
    await handle.writeFile(text);
    await handle.close();
    return true;
  } catch (error) {
    // Not written: leave no lock that nobody holds.
    await handle.close().catch(() => undefined);
    await fs.rm(file, { force: true });
    throw error;
  }
}

/** The lock file as it is now; null when there is none. */
async function readLock(file: string): Promise<FoundLock | null> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, 'r');
  } catch (error) {
    if (isErrno(error, 'ENOENT')) return null;
    throw error;
  }
  try {
    const stats = await handle.stat();
    const text = await handle.readFile('utf8');
    return { text, holder: parseHolder(text), ino: stats.ino, mtimeMs: stats.mtimeMs };
  } finally {
    await handle.close();
  }
}

const sameLock = (a: FoundLock, b: FoundLock): boolean =>
  a.text === b.text && a.ino === b.ino && a.mtimeMs === b.mtimeMs;

/** Why `found` keeps this process from taking the lock; null when its holder is gone (stale). */
function refusal(found: FoundLock, dataFile: string, file: string): string | null {
  const data = shown(dataFile);
  const elsewhere = 'give this one its own data with MOCK_DB_FILE=<another file>';
  const { holder } = found;
  if (!holder) {
    return Date.now() - found.mtimeMs < UNREADABLE_GRACE_MS
      ? `The data file ${data} is being locked by another mock API server that is starting ` +
          `(${shown(file)}). Try again in a moment, or ${elsewhere}.`
      : null;
  }
  const { pid, startedAt, host } = holder;
  if (host !== os.hostname()) {
    return (
      `The data file ${data} is locked by a mock API server on another host (${host}, pid ${pid}, ` +
      `started ${startedAt}); this host cannot tell whether it still runs. Stop that server, or ` +
      `${elsewhere}. If it no longer runs, delete ${shown(file)}.`
    );
  }
  return runs(pid, file)
    ? `The data file ${data} is in use by another mock API server (pid ${pid}, started ` +
        `${startedAt}). Stop that server, or ${elsewhere}. If pid ${pid} is no mock API server, ` +
        `delete ${shown(file)}.`
    : null;
}

/**
 * Removes the stale lock `stale` unless another process is taking it over. Removing by name alone
 * could remove the lock a faster process has just created in its place, so the remover first
 * creates a claim file named after that very lock file: one process gets it, checks the lock is
 * still the stale one and removes it. A claim whose holder died is passed over for the next one.
 */
async function removeStale(file: string, stale: FoundLock, ours: string): Promise<void> {
  const id = createHash('sha256')
    .update(`${stale.ino}:${stale.mtimeMs}:${stale.text}`)
    .digest('hex')
    .slice(0, 16);
  for (let index = 0; index < CLAIMS_PER_STALE_LOCK; index += 1) {
    const claim = `${file}.${id}.${index}${CLAIM_SUFFIX}`;
    if (await createExclusive(claim, ours)) {
      try {
        const now = await readLock(file);
        if (now && sameLock(now, stale)) await fs.rm(file, { force: true });
      } finally {
        await fs.rm(claim, { force: true });
      }
      return;
    }
    const claimant = parseHolder(await fs.readFile(claim, 'utf8').catch(() => ''));
    // A claim being written, or one whose holder runs: that process takes the lock over.
    if (!claimant || runs(claimant.pid, file)) return;
  }
}

/**
 * Removes the claims of processes that died taking a stale lock over: they claim locks now gone.
 * Only tidies up, so a failure is ignored.
 */
async function removeLeftClaims(file: string): Promise<void> {
  const prefix = `${path.basename(file)}.`;
  const names = await fs.readdir(path.dirname(file)).catch(() => [] as string[]);
  await Promise.allSettled(
    names
      .filter((name) => name.startsWith(prefix) && name.endsWith(CLAIM_SUFFIX))
      .map((name) => fs.rm(path.join(path.dirname(file), name), { force: true })),
  );
}

/**
 * Locks `dataFile` for this process, or rejects naming the server that holds it. A stale lock (its
 * holder is dead) is removed and the exclusive create tried once more; of processes taking it over
 * at once, one wins and the others are refused.
 */
export async function acquireDataLock(dataFile: string): Promise<DataLock> {
  const file = path.resolve(lockFileOf(dataFile));
  await fs.mkdir(path.dirname(file), { recursive: true });
  const holder: LockHolder = {
    pid: process.pid,
    startedAt: new Date().toISOString(),
    host: os.hostname(),
  };
  const ours = JSON.stringify(holder);
  countHere(file, 1);
  try {
    for (let attempt = 1; ; attempt += 1) {
      if (await createExclusive(file, ours)) {
        await removeLeftClaims(file);
        return heldLock(file, ours);
      }
      const found = await readLock(file);
      const reason = found && refusal(found, dataFile, file);
      if (reason) throw new Error(reason);
      if (attempt === 2) {
        throw new Error(
          `The data file ${shown(dataFile)} could not be locked: another mock API server is ` +
            `starting on it at the same time. Try again in a moment.`,
        );
      }
      // The holder released it meanwhile (found is null), or died: remove its lock and try again.
      if (found) await removeStale(file, found, ours);
    }
  } catch (error) {
    countHere(file, -1);
    throw error;
  }
}

function heldLock(file: string, ours: string): DataLock {
  let released = false;
  return {
    file,
    release: async () => {
      if (released) return;
      released = true;
      try {
        const current = await fs.readFile(file, 'utf8').catch((error: unknown) => {
          if (isErrno(error, 'ENOENT')) return null;
          throw error;
        });
        if (current === ours) await fs.rm(file, { force: true });
      } finally {
        countHere(file, -1);
      }
    },
  };
}
