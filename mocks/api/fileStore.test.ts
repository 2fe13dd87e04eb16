import { appendFile, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Review } from '@/shared/domain/entities';
import { emptyDatabase, parseDatabase } from './database';
import {
  ensureDataFile,
  journalFileOf,
  loadDataFile,
  openFileStore,
  readSeedFile,
  resetDataFile,
  writeFileAtomic,
  type CompactionStep,
  type FileStore,
  type FileStoreOptions,
} from './fileStore';
import { SEED_TIME } from './seedTimes';

const HOUR_MS = 60 * 60 * 1000;
/** Two hours before the seed was written. */
const PAID_AT = new Date(Date.parse(SEED_TIME) - 2 * HOUR_MS).toISOString();

const review = (id: string): Review => ({ _id: id, name: `R${id}`, comment: '', rating: 3 });

/** A promise and the function that resolves it (a gate a test opens). */
function gate(): { opened: Promise<void>; open: () => void } {
  let open = (): void => undefined;
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

describe('file-backed store', () => {
  let dir: string;
  let seedFile: string;
  let dataFile: string;
  const stores: FileStore[] = [];
  const quiet: FileStoreOptions = { log: () => undefined };

  /** Opens a store on the data file; the test's stores are closed (without compaction) after it. */
  const open = async (options: FileStoreOptions = {}): Promise<FileStore> => {
    const store = await openFileStore(dataFile, { ...quiet, ...options });
    stores.push(store);
    return store;
  };

  const reviewIds = async (store: FileStore): Promise<string[]> =>
    (await store.read()).review.map((item) => item._id);

  const storedReviewIds = async (): Promise<string[]> =>
    (await loadDataFile(dataFile)).review.map((item) => item._id);

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'file-store-'));
    seedFile = path.join(dir, 'seed.json');
    dataFile = path.join(dir, 'data', 'db.json');
    await writeFile(
      seedFile,
      JSON.stringify({
        ...emptyDatabase(),
        review: [{ _id: 'a', name: 'A', comment: '', rating: 5 }],
        enroll: [
          {
            _id: 'e',
            courseId: 'c',
            name: 'C',
            price: 10,
            displayName: 'Lena',
            email: 'learner@example.com',
            status: 'Paid',
            paidAt: PAID_AT,
          },
        ],
      }),
    );
  });
  afterEach(async () => {
    for (const store of stores.splice(0)) await store.close({ compact: false });
    await rm(dir, { recursive: true, force: true });
  });

  /** The paidAt of the one enrollment in the data file, in ms. */
  const paidAtInDataFile = async (): Promise<number> =>
    Date.parse((await loadDataFile(dataFile)).enroll[0]?.paidAt ?? '');

  describe('the working copy', () => {
    it('is created from the seed only when missing, its times as of then', async () => {
      const before = Date.now();
      expect(await ensureDataFile(seedFile, dataFile)).toBe(true);
      const after = Date.now();
      const paidAt = await paidAtInDataFile();
      expect(paidAt).toBeGreaterThanOrEqual(before - 2 * HOUR_MS);
      expect(paidAt).toBeLessThanOrEqual(after - 2 * HOUR_MS);
      expect(await ensureDataFile(seedFile, dataFile)).toBe(false);
      expect(await paidAtInDataFile()).toBe(paidAt);
      const { enroll, ...rest } = await loadDataFile(dataFile);
      const { enroll: seedEnroll, ...seedRest } = parseDatabase(
        JSON.parse(await readFile(seedFile, 'utf8')),
      );
      expect(rest).toEqual(seedRest);
      expect(enroll).toEqual([{ ...seedEnroll[0], paidAt: new Date(paidAt).toISOString() }]);
    });

    it('is restored from the seed with its times moved to the moment of the reset', async () => {
      const before = Date.now();
      await resetDataFile(seedFile, dataFile);
      const after = Date.now();
      const paidAt = await paidAtInDataFile();
      // Still two hours old, whenever the seed is restored.
      expect(paidAt).toBeGreaterThanOrEqual(before - 2 * HOUR_MS);
      expect(paidAt).toBeLessThanOrEqual(after - 2 * HOUR_MS);
      expect(await readFile(seedFile, 'utf8')).toContain(PAID_AT);
    });

    it('reads the seed as of a given moment', async () => {
      const now = Date.UTC(2030, 0, 1, 12);
      const db = await readSeedFile(seedFile, now);
      expect(db.enroll[0]?.paidAt).toBe(new Date(now - 2 * HOUR_MS).toISOString());
      expect(db.review).toEqual([{ _id: 'a', name: 'A', comment: '', rating: 5 }]);
    });

    it('refuses a seed that is not a database', async () => {
      await writeFile(seedFile, JSON.stringify({ courses: 'nope' }));
      await expect(resetDataFile(seedFile, dataFile)).rejects.toThrow(
        '"courses" must be an array of objects',
      );
    });

    it('writeFileAtomic replaces the file contents', async () => {
      await writeFileAtomic(dataFile, 'one');
      await writeFileAtomic(dataFile, 'two');
      expect(await readFile(dataFile, 'utf8')).toBe('two');
    });

    it('loads a working copy written before the journal (plain JSON) and keeps its writes', async () => {
      await writeFileAtomic(
        dataFile,
        `${JSON.stringify({ ...emptyDatabase(), review: [review('old')] }, null, 2)}\n`,
      );
      const store = await open();
      await store.update((tx) => tx.insert('review', review('new')));
      await store.close({ compact: false });
      expect(await storedReviewIds()).toEqual(['old', 'new']);
    });
  });

  describe('writes', () => {
    beforeEach(() => ensureDataFile(seedFile, dataFile));

    it('journals every write, never touching the seed, and a restart reads them back', async () => {
      const seedBefore = await readFile(seedFile, 'utf8');
      const snapshotBefore = await readFile(dataFile, 'utf8');
      const store = await open();
      await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          store.update((tx) => tx.insert('review', review(String(index)))),
        ),
      );
      expect(await readFile(dataFile, 'utf8')).toBe(snapshotBefore);
      expect(await readFile(seedFile, 'utf8')).toBe(seedBefore);
      await store.close({ compact: false });
      expect(await storedReviewIds()).toHaveLength(21);
      const reopened = await open();
      expect(await reviewIds(reopened)).toEqual(await storedReviewIds());
    });

    it('carries concurrent writes in a few journal appends (group commit)', async () => {
      const store = await open();
      await Promise.all(
        Array.from({ length: 100 }, (_, index) =>
          store.update((tx) => tx.insert('review', review(String(index)))),
        ),
      );
      const { flushes, flushedRecords } = store.stats();
      expect(flushedRecords).toBe(100);
      expect(flushes).toBeLessThan(10);
    });

    it('stores patches and removals, and a restart replays them in order', async () => {
      const store = await open();
      await store.update((tx) => tx.insert('review', review('x'), review('y')));
      await store.update((tx) => tx.patch('review', 'x', { comment: 'edited' }));
      await store.update((tx) => tx.remove('review', 'y'));
      await store.update((tx) =>
        tx.patch('enroll', 'e', { paidAt: undefined, status: 'Refunded' }),
      );
      const inMemory = await store.read();
      await store.close({ compact: false });
      const stored = await loadDataFile(dataFile);
      expect(stored).toEqual(inMemory);
      expect(stored.review.find((item) => item._id === 'x')?.comment).toBe('edited');
      expect(stored.review.map((item) => item._id)).toEqual(['a', 'x']);
      expect(stored.enroll[0]).not.toHaveProperty('paidAt');
    });

    it('changes nothing when the transaction throws', async () => {
      const store = await open();
      await expect(
        store.update((tx) => {
          tx.remove('review', 'a');
          throw new Error('boom');
        }),
      ).rejects.toThrow('boom');
      expect(await reviewIds(store)).toEqual(['a']);
      await store.close({ compact: false });
      expect(await storedReviewIds()).toEqual(['a']);
    });

    it('keeps records frozen: a change goes through a transaction', async () => {
      const store = await open();
      const [first] = (await store.read()).review;
      expect(Object.isFrozen(first)).toBe(true);
    });

    it('answers reads from memory while a write waits for its fsync', async () => {
      const held = gate();
      const syncing = gate();
      const store = await open({
        hooks: {
          beforeSync: () => {
            syncing.open();
            return held.opened;
          },
        },
      });
      let acknowledged = false;
      const write = store
        .update((tx) => tx.insert('review', review('slow')))
        .then(() => {
          acknowledged = true;
        });
      try {
        await syncing.opened;
        const [db, data] = await Promise.all([store.read(), store.view()]);
        // The write is on its way to disk and its writer not answered, yet reads answer at once.
        expect(acknowledged).toBe(false);
        expect(db.review.map((item) => item._id)).toContain('slow');
        expect(data.get('review', 'a')?.name).toBe('A');
      } finally {
        held.open();
      }
      await write;
      expect(acknowledged).toBe(true);
    });

    it('answers an update that changes nothing only after what it saw is durable', async () => {
      const held = gate();
      const syncing = gate();
      const store = await open({
        hooks: {
          beforeSync: () => {
            syncing.open();
            return held.opened;
          },
        },
      });
      const answered: string[] = [];
      const write = store
        .update((tx) => tx.insert('review', review('w')))
        .then(() => answered.push('write'));
      const check = store
        .update((tx) => tx.get('review', 'w') !== undefined)
        .then((seen) => answered.push(`check (saw the write: ${seen})`));
      try {
        await syncing.opened;
        await store.read();
        expect(answered).toEqual([]);
      } finally {
        held.open();
      }
      await Promise.all([write, check]);
      expect(answered.sort()).toEqual(['check (saw the write: true)', 'write']);
    });

    it('fails the writes of a journal append that fails, and goes on from what the disk holds', async () => {
      let failNext = true;
      const store = await open({
        hooks: {
          beforeSync: () => {
            if (!failNext) return Promise.resolve();
            failNext = false;
            return Promise.reject(new Error('EIO'));
          },
        },
      });
      await expect(store.update((tx) => tx.insert('review', review('lost')))).rejects.toThrow(
        'EIO',
      );
      await store.update((tx) => tx.insert('review', review('kept')));
      expect(await reviewIds(store)).toContain('kept');
      await store.close({ compact: false });
      expect(await storedReviewIds()).toContain('kept');
    });
  });

  describe('after a crash', () => {
    beforeEach(() => ensureDataFile(seedFile, dataFile));

    /** Writes reviews 0..count-1, then leaves the store as a killed process would (no compaction). */
    async function writeAndCrash(count: number): Promise<void> {
      const store = await open();
      for (let index = 0; index < count; index += 1) {
        await store.update((tx) => tx.insert('review', review(String(index))));
      }
      await store.close({ compact: false });
    }

    it.each([
      ['a torn last line', '3f2a'],
      ['a last line without its newline', null],
      ['a last line whose checksum fails', 'deadbeef {"seq":4,"changes":[]}\n'],
      ['a last line that is not JSON', '00000000 {"seq":\n'],
    ])('ignores %s and appends after the last whole record', async (_name, tail) => {
      await writeAndCrash(3);
      const journal = journalFileOf(dataFile);
      if (tail === null) {
        const text = await readFile(journal, 'utf8');
        await writeFile(journal, text.slice(0, -1)); // the last record loses its newline
      } else {
        await appendFile(journal, tail);
      }
      const expected = tail === null ? ['a', '0', '1'] : ['a', '0', '1', '2'];
      expect(await storedReviewIds()).toEqual(expected);
      const store = await open();
      expect(await reviewIds(store)).toEqual(expected);
      await store.update((tx) => tx.insert('review', review('after')));
      await store.close({ compact: false });
      expect(await storedReviewIds()).toEqual([...expected, 'after']);
    });

    const steps: CompactionStep[] = [
      'snapshot-written',
      'snapshot-renamed',
      'journal-written',
      'journal-renamed',
    ];
    it.each(steps)(
      'keeps every acknowledged write when a compaction stops after %s',
      async (crashAt) => {
        const store = await open({
          hooks: {
            compactionStep: async (step) => {
              // Writes made while the snapshot is written belong in the new journal.
              if (step === 'snapshot-written') {
                await store.update((tx) => tx.insert('review', review('during-1')));
                await store.update((tx) => tx.insert('review', review('during-2')));
              }
              if (step === crashAt) throw new Error(`crash after ${step}`);
            },
          },
        });
        await store.update((tx) => tx.insert('review', review('before')));
        await expect(store.compact()).rejects.toThrow(`crash after ${crashAt}`);
        const expected = ['a', 'before', 'during-1', 'during-2'];
        expect(await storedReviewIds()).toEqual(expected);

        const restarted = await open();
        expect(await reviewIds(restarted)).toEqual(expected);
        await restarted.update((tx) => tx.insert('review', review('after')));
        await restarted.close({ compact: false });
        expect(await storedReviewIds()).toEqual([...expected, 'after']);
        const again = await open();
        expect(await reviewIds(again)).toEqual([...expected, 'after']);
        expect(
          (await readdir(path.dirname(dataFile))).filter((name) => name.endsWith('.tmp')),
        ).toEqual([]);
      },
    );
  });

  describe('compaction', () => {
    beforeEach(() => ensureDataFile(seedFile, dataFile));

    it('moves the journal into the snapshot and starts a fresh journal', async () => {
      const store = await open();
      await store.update((tx) => tx.insert('review', review('1'), review('2')));
      const journalBefore = (await stat(journalFileOf(dataFile))).size;
      await store.compact();
      expect((await stat(journalFileOf(dataFile))).size).toBeLessThan(journalBefore);
      expect(parseDatabase(JSON.parse(await readFile(dataFile, 'utf8'))).review).toHaveLength(3);
      await store.update((tx) => tx.insert('review', review('3')));
      await store.close({ compact: false });
      expect(await storedReviewIds()).toEqual(['a', '1', '2', '3']);
      expect(await readdir(path.dirname(dataFile))).toEqual(['db.json', 'db.json.journal']);
    });

    it('runs by itself once the journal passes its size, and on close', async () => {
      const store = await openFileStore(dataFile, { ...quiet, compactAfterBytes: 2_000 });
      for (let index = 0; index < 30; index += 1) {
        await store.update((tx) => tx.insert('review', review(String(index))));
      }
      await store.close();
      expect(store.stats().compactions).toBeGreaterThanOrEqual(2);
      expect(parseDatabase(JSON.parse(await readFile(dataFile, 'utf8'))).review).toHaveLength(31);
    });
  });

  describe('db:reset and db:seed while the store is open', () => {
    beforeEach(() => ensureDataFile(seedFile, dataFile));

    it('loads the new snapshot on the next read and drops the old journal', async () => {
      const store = await open();
      await store.update((tx) => tx.remove('review', 'a'));
      expect(await reviewIds(store)).toEqual([]);
      await resetDataFile(seedFile, dataFile);
      expect(await reviewIds(store)).toEqual(['a']);
      await store.update((tx) => tx.insert('review', review('after-reset')));
      await store.close({ compact: false });
      expect(await storedReviewIds()).toEqual(['a', 'after-reset']);
    });

    it('keeps its data when the new file cannot be read, and loads it once it can', async () => {
      const store = await open();
      await store.update((tx) => tx.insert('review', review('kept')));
      await writeFileAtomic(dataFile, '{"courses": [');
      await expect(store.read()).rejects.toThrow(SyntaxError);
      await expect(store.update((tx) => tx.remove('review', 'a'))).rejects.toThrow(SyntaxError);
      await resetDataFile(seedFile, dataFile);
      expect(await reviewIds(store)).toEqual(['a']);
      await store.update((tx) => tx.insert('review', review('after')));
      await store.close({ compact: false });
      expect(await storedReviewIds()).toEqual(['a', 'after']);
    });

    it('does not let a compaction overwrite a reset made meanwhile', async () => {
      const store = await open({
        hooks: {
          compactionStep: async (step) => {
            if (step === 'snapshot-written') await resetDataFile(seedFile, dataFile);
          },
        },
      });
      await store.update((tx) => tx.remove('review', 'a'));
      await expect(store.compact()).rejects.toThrow('replaced meanwhile');
      expect(await reviewIds(store)).toEqual(['a']);
      expect(await storedReviewIds()).toEqual(['a']);
    });
  });
});
