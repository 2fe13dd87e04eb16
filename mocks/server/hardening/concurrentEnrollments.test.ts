/**
 * Concurrent enrollments against the json-server process on a generated catalogue of 10,000
 * courses (db:seed's generator; `npx tsx mocks/server/hardening/bench100k.ts` runs the same at
 * 100,000 and reports the times): every one is answered 201, every one is in the data file, and
 * every one is there after a restart, clean or after SIGKILL.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Course } from '@/shared/domain/entities';
import { loadDataFile, writeNewSnapshot } from '../../api/fileStore';
import { startJsonServerProcess, type JsonServerProcess } from '../../contract/jsonServerProcess';
import { SEED_IDS } from '../../seed';
import { SEED_ACCOUNTS } from '../../seed/accounts';
import { seededDatabase } from '../seedDb';
import { startTestIdentityProvider, type TestIdentityProvider } from '../testIdentityProvider';
import { enrollmentRequest, runPool, sendRaw } from './rawHttp';
import { readIds } from './serverData';

const COURSES = 10_000;
const portOf = (url: string): number => Number(new URL(url).port);

/** A signed ID token per email (their accounts made on first use), before anything is timed. */
const tokensFor = (provider: TestIdentityProvider, emails: readonly string[]): Promise<string[]> =>
  Promise.all(emails.map((email) => provider.tokenFor(email)));

/** Sends them all at once; every answer must be a 201: the new enrollments' ids. */
async function enrollAtOnce(
  port: number,
  requests: ReturnType<typeof enrollmentRequest>[],
): Promise<string[]> {
  const started = performance.now();
  const responses = await runPool(requests, requests.length, (request) =>
    sendRaw(port, request, 30_000),
  );
  const slowest = Math.max(...responses.map((response) => response.elapsedMs));
  console.log(
    `${requests.length} concurrent enrollments answered in ${Math.round(performance.now() - started)} ms ` +
      `(slowest ${Math.round(slowest)} ms)`,
  );
  expect(responses.map((response) => response.status)).toEqual(requests.map(() => 201));
  const ids = responses.map(
    (response) => (JSON.parse(response.body) as { insertedId: string }).insertedId,
  );
  expect(new Set(ids).size).toBe(requests.length);
  return ids;
}

/** GET /enroll/:id as each learner (`tokens[i]` is the i-th's): what a restarted server answers. */
async function readBack(port: number, ids: string[], tokens: string[]): Promise<number[]> {
  const responses = await runPool(ids, 20, (id, index) =>
    sendRaw(port, {
      method: 'GET',
      target: `/enroll/${id}`,
      headers: { Authorization: `Bearer ${tokens[index] ?? ''}` },
    }),
  );
  return responses.map((response) => response.status);
}

describe('mock server under concurrent enrollments (10,000 courses)', () => {
  let dir: string;
  let dataFile: string;
  let courses: Course[];
  let running: JsonServerProcess | undefined;
  // The server checks signed tokens and looks their accounts up here (../testIdentityProvider.ts).
  let provider: TestIdentityProvider;

  const start = async (): Promise<JsonServerProcess> => {
    running = await startJsonServerProcess({ env: { ...provider.env, MOCK_DB_FILE: dataFile } });
    return running;
  };

  beforeAll(async () => {
    provider = await startTestIdentityProvider({ accounts: SEED_ACCOUNTS });
    dir = mkdtempSync(path.join(tmpdir(), 'mock-enroll-'));
    dataFile = path.join(dir, 'db.json');
    const db = await seededDatabase(COURSES);
    courses = db.courses.slice(-COURSES);
    await writeNewSnapshot(dataFile, db);
  }, 30_000);
  afterEach(async () => {
    await running?.stop();
    running = undefined;
  });
  afterAll(async () => {
    await provider?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores 200 enrollments in one course sent at the same time', async () => {
    const server = await start();
    const before = (await readIds(dataFile)).enroll;
    const emails = Array.from({ length: 200 }, (_, index) => `same-course-${index}@example.com`);
    const tokens = await tokensFor(provider, emails);
    const requests = emails.map((email, index) =>
      enrollmentRequest(
        email,
        { _id: SEED_IDS.dataScienceCourse, price: 129 },
        tokens[index] ?? '',
      ),
    );
    const inserted = await enrollAtOnce(portOf(server.apiUrl), requests);
    const stored = new Set((await readIds(dataFile)).enroll);
    expect([...before, ...inserted].filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBe(before.length + requests.length);
  }, 60_000);

  it.each([
    ['a clean stop', 'SIGTERM'],
    ['SIGKILL right after the answers', 'SIGKILL'],
  ] as const)(
    'keeps 100 concurrent enrollments in 100 courses across %s and a restart',
    async (_name, signal) => {
      const server = await start();
      const tag = signal.toLowerCase();
      const emails = Array.from({ length: 100 }, (_, index) => `${tag}-${index}@example.com`);
      const targets = emails.map((_, index) => courses[index * 97] as Course);
      const tokens = await tokensFor(provider, emails);
      const ids = await enrollAtOnce(
        portOf(server.apiUrl),
        emails.map((email, index) =>
          enrollmentRequest(email, targets[index] as Course, tokens[index] ?? ''),
        ),
      );
      // Acknowledged means durable: the files hold them before the process is gone.
      const durable = new Set((await readIds(dataFile)).enroll);
      expect(ids.filter((id) => !durable.has(id))).toEqual([]);

      if (signal === 'SIGKILL') {
        const exited = new Promise((resolve) => server.child.once('exit', resolve));
        server.child.kill('SIGKILL');
        await exited;
      }
      await server.stop();
      const restarted = await start();
      expect(await readBack(portOf(restarted.apiUrl), ids, tokens)).toEqual(ids.map(() => 200));
      const stored = new Map((await loadDataFile(dataFile)).enroll.map((item) => [item._id, item]));
      expect(ids.map((id) => stored.get(id)?.courseId)).toEqual(
        targets.map((course) => course._id),
      );
    },
    60_000,
  );
});
