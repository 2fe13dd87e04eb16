/**
 * File-backed store for the json-server process (Node only): the data lives in memory (./store.ts,
 * with its indexes) and on disk as a snapshot plus a journal of the changes since.
 *
 * Its start-up, query, write and shutdown times at 100,000 courses are in docs/performance.md,
 * "The mock server's store" (`npx tsx mocks/server/hardening/bench100k.ts` measures them).
 *
 * Files, beside each other:
 * - `db.json`, the snapshot: the database as JSON (one record per line), with `_store`: the format,
 *   the lineage (a random id a db:reset or db:seed gives each new snapshot line, kept by the
 *   compactions of the server that owns it) and the sequence number of the last change it holds.
 * - `db.json.journal`, the journal: a header line naming its lineage, then one line per committed
 *   transaction, `<crc32 of the JSON, 8 hex> {"seq":N,"changes":[...]}`.
 *
 * Writing (group commit): a transaction runs at once in memory and its record joins the next journal
 * write; one append and one fdatasync carry every record waiting for it, and each writer is answered
 * only once its record is durable. So a burst of concurrent writes costs a few syncs, not one file
 * rewrite each, and no acknowledged write can be lost. Reads answer from memory and never wait for
 * the disk; a read may see a change a few milliseconds before its writer is answered (the change is
 * then on its way to disk). An update that changes nothing (or throws) still waits until whatever it
 * saw is durable, so no answer rests on a change a crash could lose.
 *
 * Loading: read the snapshot, replay the journal's records with a sequence number past the
 * snapshot's, and stop at the first line that is not a whole, checksummed record with the next
 * sequence number (a write torn by a crash): it and anything after it is cut off. A journal of
 * another lineage (left by a db:reset) is ignored and replaced.
 *
 * Compaction, when the journal passes a quarter of the snapshot's size (at least 4 MiB) and on a
 * clean shutdown, runs beside the writes: it copies the collection arrays (records are immutable,
 * so that is the state at one sequence number), writes them to a temp file (in chunks, yielding to
 * requests between them), fsyncs it, renames it over the snapshot and fsyncs the directory; then it
 * rewrites the journal as its header plus the records after that sequence number (temp, fsync,
 * rename, fsync). A crash before the snapshot's rename leaves the old snapshot and the whole
 * journal; after it, the new snapshot and a journal whose older records are skipped by their
 * sequence numbers; after the journal's rename, the new pair. Every point leaves a valid database.
 *
 * `npm run db:reset` and `db:seed` write a new snapshot (a new lineage) while a server may run: the
 * server notices on its next request (the snapshot file is no longer the one it wrote) and loads it,
 * dropping its journal. A compaction checks the same before its rename, so it does not overwrite a
 * reset (a reset landing in the microseconds between that check and the rename would be lost).
 */
import { statSync, promises as fs } from 'node:fs';
import type { FileHandle } from 'node:fs/promises';
import path from 'node:path';
import { crc32 } from 'node:zlib';
import { COLLECTION_NAMES, isRecord, parseDatabase, type Database } from './database';
import { randomHex } from './ids';
import { seedAsOf } from './seedTimes';
import {
  copyCollections,
  createIndexedData,
  createTaskQueue,
  freezeRecords,
  runTransaction,
  type Change,
  type DataStore,
  type DataView,
  type FieldLookup,
  type IndexedData,
  type Transaction,
} from './store';

const FORMAT = 1;
const META_KEY = '_store';
/** Records per chunk of a snapshot write (each chunk yields to waiting requests). */
const RECORDS_PER_CHUNK = 2_000;
const MIN_COMPACT_BYTES = 4 * 1024 * 1024;

export interface SnapshotMeta {
  format: number;
  lineage: string;
  seq: number;
}

export const journalFileOf = (file: string): string => `${file}.journal`;

const newLineage = (): string => randomHex(8);

// ---- Small file helpers ----

/** Writes all of `data` (a write may take only part of it). */
async function writeAll(handle: FileHandle, data: Buffer): Promise<void> {
  let offset = 0;
  while (offset < data.length) {
    const { bytesWritten } = await handle.write(data, offset, data.length - offset);
    offset += bytesWritten;
  }
}

async function syncDirectory(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

const tempFileFor = (file: string): string =>
  path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${Date.now()}.${randomHex(4)}.tmp`,
  );

interface FileIdentity {
  ino: number;
  size: number;
  mtimeMs: number;
}

const sameFile = (a: FileIdentity | null | undefined, b: FileIdentity | null | undefined) =>
  !!a && !!b && a.ino === b.ino && a.size === b.size && a.mtimeMs === b.mtimeMs;

function identityNow(file: string): FileIdentity | null {
  const stat = statSync(file, { throwIfNoEntry: false });
  return stat ? { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs } : null;
}

/**
 * Writes `chunks` to a temp file beside `file`, fsyncs it, calls `beforeRename` (which may throw
 * to give up: the temp file is removed), renames it over `file` and fsyncs the directory. Returns
 * the identity of the new file.
 */
async function replaceFile(
  file: string,
  chunks: Iterable<string>,
  beforeRename: (identity: FileIdentity) => Promise<void> = () => Promise.resolve(),
): Promise<FileIdentity> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const temp = tempFileFor(file);
  const handle = await fs.open(temp, 'w');
  let renamed = false;
  try {
    for (const chunk of chunks) await writeAll(handle, Buffer.from(chunk, 'utf8'));
    await handle.sync();
    const stat = await handle.stat();
    await handle.close();
    const identity = { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs };
    await beforeRename(identity);
    await fs.rename(temp, file);
    renamed = true;
    await syncDirectory(dir);
    return identity;
  } finally {
    await handle.close().catch(() => undefined);
    if (!renamed) await fs.rm(temp, { force: true });
  }
}

/** Writes `contents` over `file` atomically and durably (temp file, fsync, rename, fsync dir). */
export async function writeFileAtomic(file: string, contents: string): Promise<void> {
  await replaceFile(file, [contents]);
}

// ---- The snapshot ----

/** The snapshot's text, in chunks of RECORDS_PER_CHUNK records: `_store` first, one record a line. */
function* snapshotChunks(db: Database, meta: SnapshotMeta): Generator<string> {
  yield `{"${META_KEY}":${JSON.stringify(meta)}`;
  for (const name of COLLECTION_NAMES) {
    const records: readonly unknown[] = db[name];
    let chunk = `,\n"${name}":[`;
    for (let index = 0; index < records.length; index += 1) {
      chunk += `${index === 0 ? '\n' : ',\n'}${JSON.stringify(records[index])}`;
      if ((index + 1) % RECORDS_PER_CHUNK === 0) {
        yield chunk;
        chunk = '';
      }
    }
    yield `${chunk}${records.length > 0 ? '\n]' : ']'}`;
  }
  yield '}\n';
}

function metaOf(json: Record<string, unknown>): SnapshotMeta | null {
  const meta = json[META_KEY];
  if (
    isRecord(meta) &&
    meta.format === FORMAT &&
    typeof meta.lineage === 'string' &&
    typeof meta.seq === 'number' &&
    Number.isInteger(meta.seq)
  )
    return { format: FORMAT, lineage: meta.lineage, seq: meta.seq };
  return null;
}

/**
 * Writes `db` as a new snapshot line over `file` (db:reset, db:seed, a first start): a new lineage,
 * so a journal left beside it (or a running server's) no longer applies.
 */
export async function writeNewSnapshot(file: string, db: Database): Promise<void> {
  await replaceFile(file, snapshotChunks(db, { format: FORMAT, lineage: newLineage(), seq: 0 }));
}

// ---- The journal ----

const encodeLine = (value: unknown): string => {
  const json = JSON.stringify(value);
  return `${crc32(json).toString(16).padStart(8, '0')} ${json}\n`;
};

interface JournalRecord {
  seq: number;
  changes: Change[];
  /** Byte offset just after the record's line. */
  end: number;
}

interface JournalScan {
  lineage: string;
  headerBytes: number;
  records: JournalRecord[];
  /** Bytes of whole, valid lines; what follows is a torn or damaged tail. */
  validBytes: number;
  totalBytes: number;
}

/** The JSON of one line at `start` (up to a newline) when its checksum holds; null otherwise. */
function readLine(buffer: Buffer, start: number): { json: unknown; end: number } | null {
  const newline = buffer.indexOf(0x0a, start);
  if (newline < 0 || newline - start < 10 || buffer[start + 8] !== 0x20) return null;
  const expected = Number.parseInt(buffer.toString('latin1', start, start + 8), 16);
  const body = buffer.subarray(start + 9, newline);
  if (!/^[0-9a-f]{8}$/.test(buffer.toString('latin1', start, start + 8))) return null;
  if (crc32(body) !== expected) return null;
  try {
    return { json: JSON.parse(body.toString('utf8')) as unknown, end: newline + 1 };
  } catch {
    return null;
  }
}

function isChangeList(value: unknown): value is Change[] {
  return (
    Array.isArray(value) &&
    value.every((change) => isRecord(change) && typeof change.op === 'string')
  );
}

/** The journal's header and its valid records; null when it has no valid header. */
function scanJournal(buffer: Buffer): JournalScan | null {
  const header = readLine(buffer, 0);
  if (
    !header ||
    !isRecord(header.json) ||
    header.json.journal !== FORMAT ||
    typeof header.json.lineage !== 'string'
  )
    return null;
  const records: JournalRecord[] = [];
  let offset = header.end;
  while (offset < buffer.length) {
    const line = readLine(buffer, offset);
    if (!line || !isRecord(line.json)) break;
    const { seq, changes } = line.json;
    const previous = records.at(-1)?.seq;
    if (typeof seq !== 'number' || !isChangeList(changes)) break;
    if (previous !== undefined && seq !== previous + 1) break;
    records.push({ seq, changes, end: line.end });
    offset = line.end;
  }
  return {
    lineage: header.json.lineage,
    headerBytes: header.end,
    records,
    validBytes: offset,
    totalBytes: buffer.length,
  };
}

const journalHeader = (lineage: string): string => encodeLine({ journal: FORMAT, lineage });

// ---- Loading ----

interface Loaded {
  db: Database;
  meta: SnapshotMeta | null;
  identity: FileIdentity;
  /** The journal when it belongs to the snapshot. */
  journal: JournalScan | null;
  /** The sequence number of the last change in `db`. */
  seq: number;
  /** Records replayed from the journal. */
  replayed: number;
  /**
   * Whether new records can be appended to the journal: it belongs to the snapshot and its last
   * record is the last change in `db` (else sequence numbers would leave a gap).
   */
  appendable: boolean;
  /** False when the journal's records after the snapshot do not start right after it (damage). */
  continues: boolean;
}

async function readSnapshot(
  file: string,
): Promise<{ db: Database; meta: SnapshotMeta | null; identity: FileIdentity }> {
  const handle = await fs.open(file, 'r');
  try {
    const stat = await handle.stat();
    const json: unknown = JSON.parse(await handle.readFile('utf8'));
    const db = parseDatabase(json, file, false);
    return {
      db: freezeRecords(db),
      meta: isRecord(json) ? metaOf(json) : null,
      identity: { ino: stat.ino, size: stat.size, mtimeMs: stat.mtimeMs },
    };
  } finally {
    await handle.close();
  }
}

async function readJournal(file: string): Promise<JournalScan | null> {
  const buffer = await fs.readFile(journalFileOf(file)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return null;
    throw error;
  });
  return buffer ? scanJournal(buffer) : null;
}

/**
 * The snapshot and its journal as one state. A compaction (by a server writing the file while
 * another process reads it) can rename a new snapshot and a new journal between the two reads: the
 * old snapshot would then meet a journal that no longer continues it, and its newer records would
 * be left out. So the pair is read again until the snapshot is still the file that was read.
 */
async function readSnapshotAndJournal(
  file: string,
): Promise<{ snapshot: Awaited<ReturnType<typeof readSnapshot>>; scan: JournalScan | null }> {
  for (let attempt = 1; ; attempt += 1) {
    const snapshot = await readSnapshot(file);
    const scan = await readJournal(file);
    if (sameFile(identityNow(file), snapshot.identity) || attempt === 5) return { snapshot, scan };
  }
}

async function load(file: string): Promise<Loaded & { data: IndexedData }> {
  const { snapshot, scan } = await readSnapshotAndJournal(file);
  const journal = scan && snapshot.meta && scan.lineage === snapshot.meta.lineage ? scan : null;
  const data = createIndexedData(snapshot.db);
  const base = snapshot.meta?.seq ?? 0;
  const newer = journal?.records.filter((record) => record.seq > base) ?? [];
  // A gap after the snapshot means the journal does not continue it: replay none of it.
  const continues = newer.length === 0 || newer[0]?.seq === base + 1;
  if (continues) data.apply(newer.flatMap((record) => record.changes));
  const seq = continues ? (newer.at(-1)?.seq ?? base) : base;
  const lastInJournal = journal?.records.at(-1)?.seq;
  return {
    ...snapshot,
    journal,
    data,
    seq,
    replayed: continues ? newer.length : 0,
    appendable: !!journal && continues && (lastInJournal === undefined || lastInJournal === seq),
    continues,
  };
}

/** The database stored in `file` and its journal, read without changing anything (tests, tools). */
export async function loadDataFile(file: string): Promise<Database> {
  return (await load(file)).data.current();
}

// ---- Seed and working copy ----

/** The seed database in `seedFile`, with its times as of `now` (./seedTimes.ts). */
export async function readSeedFile(seedFile: string, now: number = Date.now()): Promise<Database> {
  const text = await fs.readFile(seedFile, 'utf8');
  return seedAsOf(parseDatabase(JSON.parse(text), seedFile), now);
}

/** Restore the seed in `seedFile` over `dataFile` (db:reset), its times as of now. */
export async function resetDataFile(seedFile: string, dataFile: string): Promise<void> {
  await writeNewSnapshot(dataFile, await readSeedFile(seedFile));
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
 * Remove temp files a killed server or db:reset left beside `file` (they never hold the only copy of
 * anything: the snapshot and the journal are replaced only by a complete rename). Call before
 * serving `file`.
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

// ---- The store ----

export type CompactionStep =
  'snapshot-written' | 'snapshot-renamed' | 'journal-written' | 'journal-renamed';

export interface FileStoreOptions {
  /** Compact once the journal passes this many bytes (default: a quarter of the snapshot, >= 4 MiB). */
  compactAfterBytes?: number;
  /** Field lookups (DataView.where) to index with the data, at each load. */
  indexes?: readonly FieldLookup[];
  /** Called with the data after each load (at start, and after a db:reset): to warm caches. */
  onLoad?: (db: Database) => void;
  /** Messages about loading, repairs and compactions (default: console.log). */
  log?: (message: string) => void;
  /**
   * Test hooks. `beforeSync` runs before each journal fsync (a test holds writes there);
   * `compactionStep` after each step of a compaction: a throw there stops the compaction at that
   * point, leaving the files as a crash would.
   */
  hooks?: {
    beforeSync?: () => Promise<void>;
    compactionStep?: (step: CompactionStep) => Promise<void> | void;
  };
}

export interface FileStoreStats {
  /** Sequence number of the last change in memory, and of the last durable one. */
  seq: number;
  durableSeq: number;
  journalBytes: number;
  snapshotBytes: number;
  compactions: number;
  /** Journal appends (each one fsync), and the records they carried. */
  flushes: number;
  flushedRecords: number;
}

export interface FileStore extends DataStore {
  readonly file: string;
  stats(): FileStoreStats;
  /** Writes the durable state as the new snapshot and starts a fresh journal. */
  compact(): Promise<void>;
  /** Waits for pending writes, compacts (unless `compact` is false) and closes the journal. */
  close(options?: { compact?: boolean }): Promise<void>;
}

interface Pending {
  seq: number;
  line: string;
  settle: (error?: Error) => void;
}

interface Journal {
  handle: FileHandle;
  bytes: number;
  headerBytes: number;
  /** Each written record's end offset, in order (for the rewrite after a compaction). */
  ends: { seq: number; end: number }[];
}

/** Opens the store on `file` (which must exist: see ensureDataFile), repairing what a crash left. */
export async function openFileStore(
  file: string,
  options: FileStoreOptions = {},
): Promise<FileStore> {
  const log = options.log ?? ((message: string) => console.log(message));
  const hooks = options.hooks ?? {};
  const journalFile = journalFileOf(file);
  const disk = createTaskQueue();

  let data!: IndexedData;
  let lineage = '';
  let seq = 0;
  let durableSeq = 0;
  let journal!: Journal;
  /** Whether `journal` holds an open journal (not before the first load). */
  let journalOpen = false;
  /** The snapshot as this store last wrote or read it; another file there is a reset. */
  let snapshot!: FileIdentity;
  let renaming: FileIdentity | null = null;
  let pending: Pending[] = [];
  let flushQueued = false;
  let lastDurable: Promise<void> = Promise.resolve();
  let compacting: Promise<void> | null = null;
  let reloading: Promise<void> | null = null;
  let closed = false;
  let generation = 0;
  const counts = { compactions: 0, flushes: 0, flushedRecords: 0 };
  /** After a failed compaction, how much more the journal grows before the next try. */
  let retryAfterBytes = 0;

  /** A fresh, empty journal for the current lineage. */
  async function newJournal(): Promise<Journal> {
    const header = journalHeader(lineage);
    await replaceFile(journalFile, [header]);
    const bytes = Buffer.byteLength(header);
    return { handle: await fs.open(journalFile, 'a+'), bytes, headerBytes: bytes, ends: [] };
  }

  /**
   * Loads the files into memory, repairing them: a snapshot without lineage, a foreign or torn
   * journal. When the files cannot be read (a snapshot edited by hand into invalid JSON), it
   * throws and nothing changes: the store keeps its data and journal.
   */
  async function loadFromDisk(): Promise<void> {
    const started = performance.now();
    const loaded = await load(file);
    if (journalOpen) await journal.handle.close().catch(() => undefined);
    journalOpen = false;
    data = loaded.data;
    seq = loaded.seq;
    durableSeq = seq;
    for (const lookup of options.indexes ?? []) data.prepare(lookup);
    snapshot = loaded.identity;
    if (!loaded.meta) {
      // A working copy from before the journal (or written by hand): give it a lineage first.
      lineage = newLineage();
      snapshot = await replaceFile(
        file,
        snapshotChunks(data.current(), { format: FORMAT, lineage, seq }),
      );
      journal = await newJournal();
    } else if (!loaded.journal || !loaded.appendable) {
      // No journal, another lineage's (a db:reset's), or one that does not continue the snapshot
      // (its last records are older than the snapshot's, or, after damage, it skips some: kept aside).
      if (!loaded.continues) {
        const aside = `${journalFile}.damaged-${Date.now()}`;
        await fs.rename(journalFile, aside);
        log(`${path.basename(journalFile)} skips records after the snapshot: moved to ${aside}`);
      }
      lineage = loaded.meta.lineage;
      journal = await newJournal();
    } else {
      lineage = loaded.meta.lineage;
      const scan = loaded.journal;
      if (scan.validBytes < scan.totalBytes) {
        log(
          `${path.basename(journalFile)}: cut off ${scan.totalBytes - scan.validBytes} bytes after ` +
            `the last whole record (a write torn by a crash)`,
        );
        const handle = await fs.open(journalFile, 'r+');
        try {
          await handle.truncate(scan.validBytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
      }
      journal = {
        handle: await fs.open(journalFile, 'a+'),
        bytes: scan.validBytes,
        headerBytes: scan.headerBytes,
        ends: scan.records.map((record) => ({ seq: record.seq, end: record.end })),
      };
    }
    journalOpen = true;
    const loadedAt = performance.now();
    options.onLoad?.(data.current());
    const ms = (from: number, to: number): string => `${Math.round(to - from)} ms`;
    log(
      `Loaded ${path.basename(file)} in ${ms(started, loadedAt)} ` +
        `(then ${ms(loadedAt, performance.now())} preparing): ${data.db.courses.length} courses, ` +
        `${data.db.enroll.length} enrollments, ${loaded.replayed} journal records replayed`,
    );
  }

  const compactAfter = (): number =>
    options.compactAfterBytes ?? Math.max(MIN_COMPACT_BYTES, Math.floor(snapshot.size / 4));

  async function flush(): Promise<void> {
    flushQueued = false;
    const batch = pending;
    pending = [];
    const last = batch.at(-1);
    if (!last) return;
    const lines = batch.map((item) => Buffer.from(item.line, 'utf8'));
    const text = Buffer.concat(lines);
    try {
      await writeAll(journal.handle, text);
      await hooks.beforeSync?.();
      await journal.handle.datasync();
    } catch (error) {
      // What is on disk is now unknown: fail these writes and the ones after them (they saw
      // these), then load what the disk holds.
      const failure = error instanceof Error ? error : new Error(String(error));
      const later = pending;
      pending = [];
      for (const item of [...batch, ...later]) item.settle(failure);
      void reload().catch(() => undefined);
      return;
    }
    batch.forEach((item, index) => {
      journal.bytes += (lines[index] as Buffer).length;
      journal.ends.push({ seq: item.seq, end: journal.bytes });
    });
    durableSeq = last.seq;
    counts.flushes += 1;
    counts.flushedRecords += batch.length;
    for (const item of batch) item.settle();
    if (!compacting && !closed && journal.bytes > compactAfter() + retryAfterBytes) {
      void compact().then(
        () => {
          retryAfterBytes = 0;
        },
        (error: unknown) => {
          // Try again once the journal has grown as much again (not after every write).
          retryAfterBytes = journal.bytes;
          logError(error);
        },
      );
    }
  }

  const logError = (error: unknown): void => {
    log(`Compaction stopped: ${error instanceof Error ? error.message : String(error)}`);
  };

  function enqueue(line: string, at: number): Promise<void> {
    const written = new Promise<void>((resolve, reject) => {
      pending.push({ seq: at, line, settle: (error) => (error ? reject(error) : resolve()) });
    });
    lastDurable = written.catch(() => undefined);
    if (!flushQueued) {
      flushQueued = true;
      void disk(flush);
    }
    return written;
  }

  /** Another process replaced the snapshot (db:reset, db:seed): load it (once). */
  function reload(): Promise<void> {
    reloading ??= (async () => {
      generation += 1;
      await compacting?.catch(() => undefined);
      await disk(loadFromDisk).catch((error: unknown) => {
        log(`Could not load ${file}: ${error instanceof Error ? error.message : String(error)}`);
        throw error;
      });
    })().finally(() => {
      reloading = null;
    });
    return reloading;
  }

  /** Undefined when the data in memory is current, else a promise that settles when it is. */
  function check(): Promise<void> | undefined {
    if (reloading) return reloading;
    const now = identityNow(file);
    if (!now || sameFile(now, snapshot) || sameFile(now, renaming)) return undefined;
    log(`${path.basename(file)} was replaced by another process (db:reset?): loading it`);
    return reload();
  }

  async function compact(): Promise<void> {
    if (compacting) return compacting;
    if (reloading) await reloading;
    const run = (async () => {
      const atGeneration = generation;
      const stillOurs = (): void => {
        if (generation !== atGeneration) throw new Error('the data file was replaced meanwhile');
      };
      // The state now (records are immutable, so copies of the arrays hold it), maybe including a
      // change still on its way to the journal: its record comes before the journal's rewrite below
      // (queued first), and is dropped there as the snapshot holds it.
      const upTo = seq;
      const root = copyCollections(data.current());
      const identity = await replaceFile(
        file,
        snapshotChunks(root, { format: FORMAT, lineage, seq: upTo }),
        async (written) => {
          await hooks.compactionStep?.('snapshot-written');
          stillOurs();
          const now = identityNow(file);
          if (now && !sameFile(now, snapshot)) {
            void reload().catch(() => undefined);
            throw new Error('the data file was replaced meanwhile');
          }
          renaming = written;
        },
      );
      snapshot = identity;
      renaming = null;
      await hooks.compactionStep?.('snapshot-renamed');
      await disk(async () => {
        stillOurs();
        // The records after `upTo` (written while the snapshot was), kept in the new journal.
        const from =
          journal.ends.filter((item) => item.seq <= upTo).at(-1)?.end ?? journal.headerBytes;
        const tail = Buffer.alloc(journal.bytes - from);
        if (tail.length > 0) await journal.handle.read(tail, 0, tail.length, from);
        const header = journalHeader(lineage);
        await replaceFile(journalFile, [header, tail.toString('utf8')], async () => {
          await hooks.compactionStep?.('journal-written');
        });
        await journal.handle.close();
        const shift = Buffer.byteLength(header) - from;
        journal = {
          handle: await fs.open(journalFile, 'a+'),
          bytes: journal.bytes + shift,
          headerBytes: Buffer.byteLength(header),
          ends: journal.ends
            .filter((item) => item.seq > upTo)
            .map((item) => ({ seq: item.seq, end: item.end + shift })),
        };
        await hooks.compactionStep?.('journal-renamed');
      });
      counts.compactions += 1;
    })();
    compacting = run.finally(() => {
      compacting = null;
      renaming = null;
    });
    return compacting;
  }

  await removeStaleTempFiles(file);
  await loadFromDisk();

  const current = (): Promise<void> | undefined => {
    if (closed) throw new Error('The data store is closed');
    return check();
  };

  return {
    file,
    async read() {
      await current();
      return data.current();
    },
    async view(): Promise<DataView> {
      await current();
      return data;
    },
    async update<T>(change: (tx: Transaction) => T): Promise<T> {
      await current();
      let outcome: { result: T; changes: Change[] };
      try {
        outcome = runTransaction(data, change);
      } catch (error) {
        await lastDurable;
        throw error;
      }
      if (outcome.changes.length === 0) {
        await lastDurable;
        return outcome.result;
      }
      seq += 1;
      data.apply(outcome.changes);
      await enqueue(encodeLine({ seq, changes: outcome.changes }), seq);
      return outcome.result;
    },
    stats: () => ({
      seq,
      durableSeq,
      journalBytes: journal.bytes,
      snapshotBytes: snapshot.size,
      ...counts,
    }),
    compact: () => compact(),
    async close(closeOptions = {}) {
      if (closed) return;
      await disk(() => Promise.resolve()); // the queued journal writes
      await compacting?.catch(() => undefined);
      if ((closeOptions.compact ?? true) && journal.bytes > journal.headerBytes) {
        await compact().catch(logError);
      }
      closed = true;
      await disk(() => journal.handle.close());
    },
  };
}
