import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { emptyDatabase } from './database';
import { createFileStore, ensureDataFile, resetDataFile, writeFileAtomic } from './fileStore';

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
      }),
    );
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('creates the working copy from the seed only when missing', async () => {
    expect(await ensureDataFile(seedFile, dataFile)).toBe(true);
    expect(await ensureDataFile(seedFile, dataFile)).toBe(false);
    expect(JSON.parse(await readFile(dataFile, 'utf8'))).toEqual(
      JSON.parse(await readFile(seedFile, 'utf8')),
    );
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
