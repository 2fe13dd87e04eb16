/**
 * File-backed store for the json-server process (Node only). The working copy is read when it
 * changed on disk (so `npm run db:reset` takes effect without a restart) and every update is written
 * atomically: a temp file in the same directory, then rename.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { parseDatabase, type Database } from './database';
import { seedAsOf } from './seedTimes';
import { createTaskQueue, type DataStore } from './store';

export async function writeFileAtomic(file: string, contents: string): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const temp = path.join(
    dir,
    `.${path.basename(file)}.${process.pid}.${Date.now()}.${Math.random().toString(36).slice(2)}.tmp`,
  );
  try {
    await fs.writeFile(temp, contents, 'utf8');
    await fs.rename(temp, file);
  } catch (error) {
    await fs.rm(temp, { force: true });
    throw error;
  }
}

/** The seed database in `seedFile`, with its times as of `now` (./seedTimes.ts). */
export async function readSeedFile(seedFile: string, now: number = Date.now()): Promise<Database> {
  const text = await fs.readFile(seedFile, 'utf8');
  return seedAsOf(parseDatabase(JSON.parse(text), seedFile), now);
}

/** Restore the seed in `seedFile` over `dataFile` atomically (db:reset), its times as of now. */
export async function resetDataFile(seedFile: string, dataFile: string): Promise<void> {
  const db = await readSeedFile(seedFile);
  await writeFileAtomic(dataFile, `${JSON.stringify(db, null, 2)}\n`);
}

/** Create `dataFile` from `seedFile` when it does not exist yet. Returns true when it was created. */
export async function ensureDataFile(seedFile: string, dataFile: string): Promise<boolean> {
  try {
    await fs.access(dataFile);
    return false;
  } catch {
    await resetDataFile(seedFile, dataFile);
    return true;
  }
}

/**
 * Remove temp files a killed server left beside `file` (they never hold the only copy of anything:
 * the data file is replaced only by a complete rename). Call before serving `file`.
 */
export async function removeStaleTempFiles(file: string): Promise<string[]> {
  const dir = path.dirname(file);
  const prefix = `.${path.basename(file)}.`;
  const names = (await fs.readdir(dir).catch(() => [] as string[])).filter(
    (name) => name.startsWith(prefix) && name.endsWith('.tmp'),
  );
  await Promise.all(names.map((name) => fs.rm(path.join(dir, name), { force: true })));
  return names;
}

export interface FileStore extends DataStore {
  readonly file: string;
}

export function createFileStore(file: string): FileStore {
  const enqueue = createTaskQueue();
  let cache: { db: Database; mtimeMs: number; size: number } | null = null;

  async function load(): Promise<Database> {
    const stat = await fs.stat(file);
    if (cache && cache.mtimeMs === stat.mtimeMs && cache.size === stat.size) return cache.db;
    const text = await fs.readFile(file, 'utf8');
    const db = parseDatabase(JSON.parse(text), file);
    cache = { db, mtimeMs: stat.mtimeMs, size: stat.size };
    return db;
  }

  return {
    file,
    read: () => enqueue(load),
    update: <T>(mutate: (db: Database) => T) =>
      enqueue(async () => {
        const db = await load();
        try {
          const result = mutate(db);
          await writeFileAtomic(file, `${JSON.stringify(db, null, 2)}\n`);
          const stat = await fs.stat(file);
          cache = { db, mtimeMs: stat.mtimeMs, size: stat.size };
          return result;
        } catch (error) {
          cache = null; // the in-memory copy may be half-changed: re-read the file next time
          throw error;
        }
      }),
  };
}
