import { cloneDatabase, type Database } from './database';

/**
 * Where the mock API keeps its data. `read` gives a snapshot to read from; `update` runs a
 * synchronous read-modify-write as one step (updates never interleave) and persists the result.
 */
export interface DataStore {
  read(): Promise<Database>;
  update<T>(mutate: (db: Database) => T): Promise<T>;
}

/** Serialises async tasks: each starts after the previous one settled. */
export function createTaskQueue(): <T>(task: () => Promise<T>) => Promise<T> {
  let tail: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

export interface MemoryStore extends DataStore {
  /** Replace the whole database (a deep copy of `db` is kept). */
  replace(db: Database): void;
  /** A deep copy of the current database. */
  snapshot(): Database;
}

/** In-memory store for MSW (jest and the browser). */
export function createMemoryStore(initial: Database): MemoryStore {
  let current = cloneDatabase(initial);
  return {
    read: () => Promise.resolve(current),
    update: <T>(mutate: (db: Database) => T) => Promise.resolve(mutate(current)),
    replace: (db) => {
      current = cloneDatabase(db);
    },
    snapshot: () => cloneDatabase(current),
  };
}
