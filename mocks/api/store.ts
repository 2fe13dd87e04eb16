/**
 * Where the mock API keeps its data, in memory, with lookups by id and by field, and the one way to
 * change it: a transaction that names each change (insert, patch by id, remove by id, replace all).
 * MSW's memory store (below) and the json-server process's file store (./fileStore.ts, which also
 * journals each change to disk) share this layer, so the resources never know which one they run on.
 *
 * Why named changes rather than a free mutation of the whole database diffed by immer: naming the
 * change keeps each write's cost and journal record small whatever the database's size, keeps the
 * indexes up to date change by change, and a function that throws changes nothing (its changes are
 * applied only when it returns). The figures behind it are in docs/performance.md, "The mock
 * server's store".
 *
 * Records are immutable (frozen; a patch stores a new object), so a shallow copy of the collection
 * arrays is a consistent state (what a compaction writes while writes go on). The arrays change in
 * place, except the courses array, which a change replaces: a cache keyed by it
 * (./courseSearch.ts) is valid exactly as long as it is current.
 */
import { COLLECTION_NAMES, type CollectionName, type Database } from './database';

export type RecordOf<K extends CollectionName> = Database[K][number];

/** Deeply read-only: what a transaction and a view hand out (change data through a transaction). */
export type Frozen<T> = T extends readonly (infer U)[]
  ? readonly Frozen<U>[]
  : T extends object
    ? { readonly [P in keyof T]: Frozen<T[P]> }
    : T;

/** A record's fields other than its id. */
export type FieldOf<K extends CollectionName> = Exclude<keyof RecordOf<K>, '_id'> & string;

/** New values for some fields of a record; `undefined` removes the field. */
export type RecordPatch<K extends CollectionName> = {
  [P in FieldOf<K>]?: RecordOf<K>[P] | undefined;
};

/** A stored record, as the store handles it without knowing its collection. */
export type StoredRecord = { readonly _id: string } & Readonly<Record<string, unknown>>;

/** One change, as a transaction records it and the file store journals it (JSON). */
export type Change =
  | { op: 'insert'; collection: CollectionName; records: StoredRecord[] }
  | {
      op: 'patch';
      collection: CollectionName;
      id: string;
      set: Record<string, unknown>;
      unset: string[];
    }
  | { op: 'remove'; collection: CollectionName; id: string }
  | { op: 'replaceAll'; db: Database };

/** Reading with indexes: the current data, a record by id, the records with a field's value. */
export interface DataView {
  /** The collections, for scans. */
  readonly db: Frozen<Database>;
  /** The record with that id (an index lookup, not a scan). */
  get<K extends CollectionName>(collection: K, id: string): Frozen<RecordOf<K>> | undefined;
  /** The records whose `field` is exactly `value` (an index built on first use, then kept). */
  where<K extends CollectionName, F extends FieldOf<K>>(
    collection: K,
    field: F,
    value: RecordOf<K>[F],
  ): readonly Frozen<RecordOf<K>>[];
}

/**
 * What an update's function is given: the data as it was when the transaction started (its own
 * changes are not visible to it) and the changes it may make, applied together when it returns.
 */
export interface Transaction extends DataView {
  /** Adds records (each with a new `_id`) at the end of the collection. */
  insert<K extends CollectionName>(collection: K, ...records: RecordOf<K>[]): void;
  /** Changes some fields of the record with that id (which must exist). */
  patch<K extends CollectionName>(collection: K, id: string, changes: RecordPatch<K>): void;
  /** Removes the record with that id (which must exist). */
  remove(collection: CollectionName, id: string): void;
  /** Replaces every collection (the development reset). */
  replaceAll(db: Database): void;
}

export interface DataStore {
  /** The current data, answered from memory at once. Never mutate it: change it with `update`. */
  read(): Promise<Database>;
  /** The current data with its indexes (use it right away: a later write may change the indexes). */
  view(): Promise<DataView>;
  /**
   * Runs `change` as one transaction (transactions never interleave) and resolves with its result
   * once its changes are stored (for the file store: durable on disk). When `change` throws,
   * nothing changes and the promise rejects with that error.
   */
  update<T>(change: (tx: Transaction) => T): Promise<T>;
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

// ---- Values as stored: JSON data, frozen ----

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const item of Object.values(value)) deepFreeze(item);
  }
  return value;
}

/**
 * A value as the store keeps it: what JSON keeps of it (undefined fields dropped), frozen. The file
 * store journals changes as JSON, so both stores keep exactly what a restart would read back.
 */
function storedValue<T>(value: T): T {
  return deepFreeze(JSON.parse(JSON.stringify(value)) as T);
}

/**
 * Freezes every record of `db` in place (records fresh from JSON.parse or a deep copy) and returns
 * it. The arrays stay unfrozen: the store changes them in place (see REPLACED_ON_CHANGE).
 */
export function freezeRecords(db: Database): Database {
  for (const name of COLLECTION_NAMES) for (const record of db[name]) deepFreeze(record);
  return db;
}

/** A database as the store keeps it (see storedValue). */
export const storedDatabase = (db: Database): Database =>
  freezeRecords(JSON.parse(JSON.stringify(db)) as Database);

// ---- The indexed data ----

type Bucket = Map<string, StoredRecord>;
type FieldIndex = Map<unknown, Bucket>;

/** A lookup by field the resources make (DataView.where): built with the data, not on a request. */
export type FieldLookup = {
  [K in CollectionName]: readonly [collection: K, field: FieldOf<K>];
}[CollectionName];

/**
 * Collections whose array is replaced, not changed in place, when they change: the catalogue's
 * search caches its indexes per courses array (./courseSearch.ts), and courses change seldom.
 * Others change in place: copying 50,000 enrollments for each new one costs about a millisecond
 * and a large garbage array.
 */
const REPLACED_ON_CHANGE: ReadonlySet<CollectionName> = new Set(['courses']);

/**
 * The data in memory and its indexes: by id for every collection (built with the data), by field
 * on first use (or up front, see FieldLookup); both kept up to date change by change.
 */
export interface IndexedData extends DataView {
  readonly db: Frozen<Database>;
  /** The database as a mutable type, for `DataStore.read` (its records are frozen all the same). */
  current(): Database;
  /**
   * Applies changes in order (tolerant, as a journal replay needs: a patch or removal of a missing id
   * does nothing, an insert of an existing id replaces that record). Freezes what it stores.
   */
  apply(changes: readonly Change[]): void;
  /** Builds the index of a field lookup now. */
  prepare(lookup: FieldLookup): void;
}

/** A copy of every collection array (records are immutable: this is a consistent state). */
export const copyCollections = (db: Database): Database =>
  Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, db[name].slice()]),
  ) as unknown as Database;

export function createIndexedData(initial: Database): IndexedData {
  const root: Database = { ...initial };
  const byId = new Map<CollectionName, Bucket>();
  const fieldIndexes = new Map<CollectionName, Map<string, FieldIndex>>();

  const rows = (collection: CollectionName): StoredRecord[] =>
    root[collection] as unknown as StoredRecord[];

  function buildIdIndexes(): void {
    byId.clear();
    fieldIndexes.clear();
    for (const name of COLLECTION_NAMES) {
      byId.set(name, new Map(rows(name).map((record) => [record._id, record])));
    }
  }
  buildIdIndexes();

  const idIndex = (collection: CollectionName): Bucket => byId.get(collection) as Bucket;

  function fieldIndex(collection: CollectionName, field: string): FieldIndex {
    let fields = fieldIndexes.get(collection);
    if (!fields) {
      fields = new Map();
      fieldIndexes.set(collection, fields);
    }
    let index = fields.get(field);
    if (!index) {
      index = new Map();
      for (const record of rows(collection)) addTo(index, record[field], record);
      fields.set(field, index);
    }
    return index;
  }

  function addTo(index: FieldIndex, value: unknown, record: StoredRecord): void {
    let bucket = index.get(value);
    if (!bucket) {
      bucket = new Map();
      index.set(value, bucket);
    }
    bucket.set(record._id, record);
  }

  function removeFrom(index: FieldIndex, value: unknown, id: string): void {
    const bucket = index.get(value);
    bucket?.delete(id);
    if (bucket?.size === 0) index.delete(value);
  }

  /** Keeps the indexes of `collection` in step with one record changing from `before` to `after`. */
  function reindex(
    collection: CollectionName,
    before: StoredRecord | undefined,
    after: StoredRecord | undefined,
  ): void {
    const ids = idIndex(collection);
    if (after) ids.set(after._id, after);
    else if (before) ids.delete(before._id);
    for (const [field, index] of fieldIndexes.get(collection) ?? []) {
      if (before && after && before[field] === after[field]) {
        addTo(index, after[field], after); // same bucket, same place: replaces the record
        continue;
      }
      if (before) removeFrom(index, before[field], before._id);
      if (after) addTo(index, after[field], after);
    }
  }

  function apply(changes: readonly Change[]): void {
    const replaced = new Set<CollectionName>();
    const writable = (collection: CollectionName): StoredRecord[] => {
      if (REPLACED_ON_CHANGE.has(collection) && !replaced.has(collection)) {
        Object.assign(root, { [collection]: rows(collection).slice() });
        replaced.add(collection);
      }
      return rows(collection);
    };
    for (const change of changes) {
      switch (change.op) {
        case 'insert': {
          const ids = idIndex(change.collection);
          for (const record of change.records.map(deepFreeze)) {
            const existing = ids.get(record._id);
            const list = writable(change.collection);
            if (existing) list[list.indexOf(existing)] = record;
            else list.push(record);
            reindex(change.collection, existing, record);
          }
          break;
        }
        case 'patch': {
          const existing = idIndex(change.collection).get(change.id);
          if (!existing) break;
          const removed = new Set(change.unset);
          const next = Object.fromEntries(
            Object.entries({ ...existing, ...deepFreeze(change.set), _id: existing._id }).filter(
              ([field]) => !removed.has(field),
            ),
          );
          const record = deepFreeze(next) as StoredRecord;
          const list = writable(change.collection);
          list[list.indexOf(existing)] = record;
          reindex(change.collection, existing, record);
          break;
        }
        case 'remove': {
          const existing = idIndex(change.collection).get(change.id);
          if (!existing) break;
          const list = writable(change.collection);
          list.splice(list.indexOf(existing), 1);
          reindex(change.collection, existing, undefined);
          break;
        }
        case 'replaceAll': {
          Object.assign(root, freezeRecords(change.db));
          replaced.clear();
          buildIdIndexes();
          break;
        }
      }
    }
  }

  return {
    get db() {
      return root as Frozen<Database>;
    },
    current: () => root,
    get<K extends CollectionName>(collection: K, id: string) {
      return idIndex(collection).get(id) as Frozen<RecordOf<K>> | undefined;
    },
    where<K extends CollectionName, F extends FieldOf<K>>(
      collection: K,
      field: F,
      value: RecordOf<K>[F],
    ) {
      const bucket = fieldIndex(collection, field).get(value);
      return (bucket ? [...bucket.values()] : []) as unknown as readonly Frozen<RecordOf<K>>[];
    },
    apply,
    prepare: ([collection, field]) => {
      fieldIndex(collection, field);
    },
  };
}

// ---- Transactions ----

/**
 * Runs `change` over `data` and returns its result with the changes it made (not yet applied).
 * Throws what `change` throws; a change naming a missing id or reusing one is a programming error.
 */
export function runTransaction<T>(
  data: IndexedData,
  change: (tx: Transaction) => T,
): { result: T; changes: Change[] } {
  const changes: Change[] = [];
  const inserted = new Set<string>();
  const mustExist = (collection: CollectionName, id: string): void => {
    if (!data.get(collection, id)) throw new Error(`No ${collection} record with id ${id}`);
  };
  const tx: Transaction = {
    get db() {
      return data.db;
    },
    get: (collection, id) => data.get(collection, id),
    where: (collection, field, value) => data.where(collection, field, value),
    insert(collection, ...records) {
      const stored = records.map((record) => storedValue(record) as unknown as StoredRecord);
      for (const record of stored) {
        const key = `${collection}/${record._id}`;
        if (typeof record._id !== 'string' || data.get(collection, record._id) || inserted.has(key))
          throw new Error(`A new ${collection} record needs a new _id (got ${record._id})`);
        inserted.add(key);
      }
      changes.push({ op: 'insert', collection, records: stored });
    },
    patch(collection, id, patch) {
      mustExist(collection, id);
      const set: Record<string, unknown> = {};
      const unset: string[] = [];
      for (const [field, value] of Object.entries(patch)) {
        if (field === '_id') throw new Error('A patch cannot change _id');
        if (value === undefined) unset.push(field);
        else set[field] = storedValue(value);
      }
      changes.push({ op: 'patch', collection, id, set, unset });
    },
    remove(collection, id) {
      mustExist(collection, id);
      changes.push({ op: 'remove', collection, id });
    },
    replaceAll(db) {
      changes.push({ op: 'replaceAll', db: storedDatabase(db) });
    },
  };
  return { result: change(tx), changes };
}

// ---- MSW's store ----

export interface MemoryStore extends DataStore {
  /** Replace the whole database (a deep copy of `db` is kept). */
  replace(db: Database): void;
  /** A deep copy of the current database. */
  snapshot(): Database;
}

/** In-memory store for MSW (jest and the browser). */
export function createMemoryStore(initial: Database): MemoryStore {
  let data = createIndexedData(storedDatabase(initial));
  return {
    read: () => Promise.resolve(data.current()),
    view: () => Promise.resolve<DataView>(data),
    update<T>(change: (tx: Transaction) => T): Promise<T> {
      try {
        const { result, changes } = runTransaction(data, change);
        data.apply(changes);
        return Promise.resolve(result);
      } catch (error) {
        return Promise.reject(error as Error);
      }
    },
    replace: (db) => {
      data = createIndexedData(storedDatabase(db));
    },
    snapshot: () => structuredClone(data.current()),
  };
}
