/**
 * Killing the json-server process during writes: SIGKILL it while reviews and enrollments
 * are being posted, then the data file (snapshot and journal) must load and hold every write whose
 * answer arrived before the kill, and a new server must start on it. The server compacts whenever
 * its journal passes 5 KB (MOCK_COMPACT_AFTER_BYTES), so with 5,000 courses (a 2 MB snapshot)
 * compactions run all through the stream and the kill may land in one; the journal may end in a
 * torn record, and one case tears the last one on purpose. Unit tests in
 * mocks/api/fileStore.test.ts stop a compaction after each of its steps.
 */
import { appendFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { journalFileOf, loadDataFile } from '../../api/fileStore';
import { startJsonServerProcess } from '../../contract/jsonServerProcess';
import { SEED_ACCOUNTS } from '../../seed/accounts';
import { startTestIdentityProvider, type TestIdentityProvider } from '../testIdentityProvider';
import { enrollmentRequest, sendRaw, type RawRequest } from './rawHttp';
import { missingIds, readIds, type IdsByCollection } from './serverData';

const WRITERS = 16;
/**
 * Learners taking turns at the writes, as each account may post only 20 reviews and 30
 * enrollments an hour (mocks/api/rateLimit.ts; 1,280 reviews in all, far more than a stream of
 * under a second sends): the n-th review is learner n % LEARNERS's, the n-th enrollment theirs in
 * course n % courses, so none enrolls twice in a course before lcm(LEARNERS, courses) >= 5,000.
 */
const LEARNERS = 64;

const reviewRequest = (index: number, token: string): RawRequest => ({
  method: 'POST',
  target: '/review',
  headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
  body: JSON.stringify({ name: `Kill ${index}`, comment: 'Written while dying', rating: 4 }),
});

const tempFiles = (dir: string): string[] =>
  readdirSync(dir).filter((name) => name.endsWith('.tmp'));

describe('mock server killed during writes', () => {
  let dir: string;
  // The servers check signed tokens and look their accounts up here (../testIdentityProvider.ts).
  let provider: TestIdentityProvider;
  let adminToken: string;
  const learners = Array.from({ length: LEARNERS }, (_, slot) => `dying-${slot}@example.com`);
  let learnerTokens: string[];
  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'mock-kill-'));
    provider = await startTestIdentityProvider({ accounts: SEED_ACCOUNTS });
    adminToken = await provider.tokenFor('admin@example.com');
    // Signed before any stream starts (signing is not what is tested).
    learnerTokens = await Promise.all(learners.map((email) => provider.tokenFor(email)));
  }, 30_000);
  afterAll(async () => {
    await provider?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it.each([
    [250, false],
    [900, false],
    [600, true],
  ])(
    'SIGKILL %i ms into a stream of writes (torn last record: %s) keeps every acknowledged write',
    async (killAfterMs, tearJournal) => {
      const dataFile = path.join(dir, `db-${killAfterMs}.json`);
      const running = await startJsonServerProcess({
        env: { ...provider.env, MOCK_DB_FILE: dataFile, MOCK_COMPACT_AFTER_BYTES: '5000' },
        devRoutes: true,
      });
      const port = Number(new URL(running.apiUrl).port);
      const seeded = await sendRaw(port, {
        method: 'POST',
        target: '/__dev/seed-courses',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${adminToken}` },
        body: JSON.stringify({ count: 5_000 }),
      });
      expect(seeded.status).toBe(201);
      const courses = (await loadDataFile(dataFile)).courses;
      const before = await readIds(dataFile);
      const acknowledged: IdsByCollection = { ...before, review: [], enroll: [] };
      let sent = 0;
      let cutOff = 0;
      let killed = false;

      const exited = new Promise<void>((resolve) => running.child.once('exit', () => resolve()));
      const timer = setTimeout(() => {
        killed = true;
        running.child.kill('SIGKILL');
      }, killAfterMs);
      const writer = async (): Promise<void> => {
        while (!killed) {
          sent += 1;
          const index = sent;
          const enroll = index % 2 === 0;
          const nth = Math.floor(index / 2);
          const course = courses[nth % courses.length] as { _id: string; price: number };
          const learner = nth % LEARNERS;
          try {
            const response = await sendRaw(
              port,
              enroll
                ? enrollmentRequest(learners[learner] ?? '', course, learnerTokens[learner] ?? '', {
                    displayName: `Dying ${index}`,
                  })
                : reviewRequest(index, learnerTokens[learner] ?? ''),
              10_000,
            );
            expect(response.status).toBe(201);
            const { insertedId } = JSON.parse(response.body) as { insertedId: string };
            acknowledged[enroll ? 'enroll' : 'review'].push(insertedId);
          } catch (error) {
            if (!killed) throw error;
            cutOff += 1; // never acknowledged: the server died first
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, writer));
      clearTimeout(timer);
      await exited;

      if (tearJournal) appendFileSync(journalFileOf(dataFile), '1a2b3c4d {"seq":99999,"chan');
      const leftovers = tempFiles(dir);
      const after = await readIds(dataFile); // throws if the snapshot is not a database
      expect(missingIds(before, after)).toEqual([]);
      expect(missingIds(acknowledged, after)).toEqual([]);
      expect(after.courses).toEqual(before.courses);
      console.log(
        `kill at ${killAfterMs} ms: ${sent} writes sent, ` +
          `${acknowledged.review.length + acknowledged.enroll.length} acknowledged, ` +
          `${after.review.length + after.enroll.length - before.review.length - before.enroll.length} stored, ` +
          `${cutOff} cut off, ${leftovers.length} temp file(s) left by the killed process`,
      );

      const restarted = await startJsonServerProcess({
        env: { ...provider.env, MOCK_DB_FILE: dataFile },
      });
      try {
        const response = await sendRaw(Number(new URL(restarted.apiUrl).port), {
          method: 'GET',
          target: '/review?_limit=1',
        });
        expect(response.status).toBe(200);
        expect(tempFiles(dir)).toEqual([]);
        // What the restarted server loaded and repaired: the same records.
        expect(missingIds(after, await readIds(dataFile))).toEqual([]);
      } finally {
        await restarted.stop();
      }
      expect(missingIds(acknowledged, await readIds(dataFile))).toEqual([]);
    },
    60_000,
  );
});
