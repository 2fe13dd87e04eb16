/**
 * Reads never wait for writes: the mock API over the file store, with the journal's fsync held
 * (a test hook) while a burst of enrollments and reviews waits on it. Every read answers while every
 * write is still unanswered; then the fsync goes through and every write is answered and stored.
 * No timing is involved: the writes cannot finish before the test lets them.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createMockApi } from '../../api/api';
import { loadDataFile, openFileStore, resetDataFile, type FileStore } from '../../api/fileStore';
import type { MockRequest } from '../../api/http';
import { createTestTokenVerifier } from '../../api/tokens';
import { SEED_IDS } from '../../seed';
import { testTokenFor } from '../../seed/accounts';
import { DEFAULT_SEED_FILE } from '../paths';

const WRITES = 100;
const LEARNER = 'learner@example.com';
// In process, the API checks MSW's test tokens: what is tested is the store, not the identity.
const bearer = (email: string) => ({ authorization: `Bearer ${testTokenFor(email)}` });

describe('reads during a burst of writes', () => {
  let dir: string;
  let dataFile: string;
  let store: FileStore;
  let releaseSync: () => void = () => undefined;
  let syncing: Promise<void>;

  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'reads-during-writes-'));
    dataFile = path.join(dir, 'db.json');
    await resetDataFile(DEFAULT_SEED_FILE, dataFile);
    const held = new Promise<void>((resolve) => {
      releaseSync = resolve;
    });
    let reached: () => void = () => undefined;
    syncing = new Promise<void>((resolve) => {
      reached = resolve;
    });
    store = await openFileStore(dataFile, {
      log: () => undefined,
      hooks: {
        beforeSync: () => {
          reached();
          return held;
        },
      },
    });
  });
  afterEach(async () => {
    releaseSync();
    await store.close({ compact: false });
    await rm(dir, { recursive: true, force: true });
  });

  it('answers every read while the writes wait for the disk, then answers the writes', async () => {
    const api = createMockApi(store, { identity: createTestTokenVerifier() });
    const writes: MockRequest[] = Array.from({ length: WRITES }, (_, index) => {
      const email = `burst-${index}@example.com`;
      return index % 2 === 0
        ? {
            method: 'POST',
            path: '/enroll',
            headers: bearer(email),
            body: {
              courseId: SEED_IDS.dataScienceCourse,
              displayName: `Burst ${index}`,
              email,
            },
          }
        : {
            method: 'POST',
            path: '/review',
            headers: bearer(email),
            body: { name: `Burst ${index}`, comment: 'Held at the disk', rating: 5 },
          };
    });
    let answeredWrites = 0;
    const written = writes.map((request) =>
      api.handle(request).then((response) => {
        answeredWrites += 1;
        return response;
      }),
    );
    await syncing;

    const reads: MockRequest[] = [
      { method: 'GET', path: '/courses' },
      { method: 'GET', path: '/courses', query: { q: 'data', _sort: 'price' } },
      { method: 'GET', path: '/courses', query: { q: 'pyhton' } },
      { method: 'GET', path: '/courses/facets', query: { q: 'web' } },
      { method: 'GET', path: `/courses/${SEED_IDS.dataScienceCourse}` },
      { method: 'GET', path: '/review', query: { _limit: '5' } },
      { method: 'GET', path: `/enroll/${SEED_IDS.paidInWindow}`, headers: bearer(LEARNER) },
      { method: 'GET', path: '/enroll', query: { email: LEARNER }, headers: bearer(LEARNER) },
      // A user's record answers only that user (or an admin): signed in.
      { method: 'GET', path: `/users/${LEARNER}`, headers: bearer(LEARNER) },
    ];
    const answers = await Promise.all(reads.map((request) => api.handle(request)));
    expect(answers.map((answer) => answer.status)).toEqual(reads.map(() => 200));
    expect(answeredWrites).toBe(0);

    releaseSync();
    const responses = await Promise.all(written);
    expect(responses.map((response) => response.status)).toEqual(writes.map(() => 201));
    const ids = new Set(
      responses.map((response) => (response.body as { insertedId: string }).insertedId),
    );
    const stored = await loadDataFile(dataFile);
    const storedIds = new Set([...stored.enroll, ...stored.review].map((item) => item._id));
    expect([...ids].filter((id) => !storedIds.has(id))).toEqual([]);
    expect(store.stats().flushes).toBeLessThan(WRITES / 10);
  });
});
