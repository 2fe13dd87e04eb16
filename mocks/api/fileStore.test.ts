import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyDatabase, parseDatabase } from './database';
import {
  createFileStore,
  ensureDataFile,
  readSeedFile,
  resetDataFile,
  writeFileAtomic,
} from './fileStore';
import { SEED_TIME } from './seedTimes';

const HOUR_MS = 60 * 60 * 1000;
/** Two hours before the seed was written. */
const PAID_AT = new Date(Date.parse(SEED_TIME) - 2 * HOUR_MS).toISOString();

describe('file-backed store', () => {
  let dir: string;
  let seedFile: string;
  let dataFile: string;

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
  afterEach(() => rm(dir, { recursive: true, force: true }));

  /** The paidAt of the one enrollment in the data file, in ms. */
  const paidAtInDataFile = async (): Promise<number> =>
    Date.parse(parseDatabase(JSON.parse(await readFile(dataFile, 'utf8'))).enroll[0]?.paidAt ?? '');

  it('creates the working copy from the seed only when missing, its times as of then', async () => {
    const before = Date.now();
    expect(await ensureDataFile(seedFile, dataFile)).toBe(true);
    const after = Date.now();
    const paidAt = await paidAtInDataFile();
    expect(paidAt).toBeGreaterThanOrEqual(before - 2 * HOUR_MS);
    expect(paidAt).toBeLessThanOrEqual(after - 2 * HOUR_MS);
    expect(await ensureDataFile(seedFile, dataFile)).toBe(false);
    expect(await paidAtInDataFile()).toBe(paidAt);
    const { enroll, ...rest } = JSON.parse(await readFile(dataFile, 'utf8')) as {
      enroll: unknown[];
    };
    const { enroll: seedEnroll, ...seedRest } = JSON.parse(await readFile(seedFile, 'utf8')) as {
      enroll: unknown[];
    };
    expect(rest).toEqual(seedRest);
    expect(enroll).toEqual([
      { ...(seedEnroll[0] as object), paidAt: new Date(paidAt).toISOString() },
    ]);
  });

  it('restores the seed with its times moved to the moment of the reset (db:reset)', async () => {
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

  it('writes updates to the working copy, never the seed, and leaves no temp files', async () => {
    await ensureDataFile(seedFile, dataFile);
    const seedBefore = await readFile(seedFile, 'utf8');
    const store = createFileStore(dataFile);
    await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        store.update((db) => {
          db.review.push({ _id: String(index), name: `R${index}`, comment: '', rating: 3 });
        }),
      ),
    );
    const saved = JSON.parse(await readFile(dataFile, 'utf8')) as { review: unknown[] };
    expect(saved.review).toHaveLength(21);
    expect(await readFile(seedFile, 'utf8')).toBe(seedBefore);
    expect(await readdir(path.dirname(dataFile))).toEqual(['db.json']);
  });

  it('sees a reset of the file made by another process (db:reset)', async () => {
    await ensureDataFile(seedFile, dataFile);
    const store = createFileStore(dataFile);
    await store.update((db) => {
      db.review.length = 0;
    });
    expect((await store.read()).review).toHaveLength(0);
    await resetDataFile(seedFile, dataFile);
    expect((await store.read()).review).toHaveLength(1);
  });

  it('does not keep a half-applied update when the mutation throws', async () => {
    await ensureDataFile(seedFile, dataFile);
    const store = createFileStore(dataFile);
    await expect(
      store.update((db) => {
        db.review.length = 0;
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect((await store.read()).review).toHaveLength(1);
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
});
