/**
 * 200 enrollments at once (issue 8): every one is answered 2xx by the json-server process and every
 * one is in the data file afterwards (the store serialises read-modify-write, so none is lost).
 */
import { mintEmulatorToken } from '../../api/tokens';
import { SEED_IDS } from '../../seed';
import { startJsonServerProcess, type JsonServerProcess } from '../../contract/jsonServerProcess';
import { runPool, sendRaw } from './rawHttp';
import { readIds } from './serverData';

const ENROLLMENTS = 200;

function enrollmentRequest(index: number) {
  const email = `concurrent-${index}@example.com`;
  return {
    method: 'POST',
    target: '/enroll',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${mintEmulatorToken({ email })}`,
    },
    body: JSON.stringify({
      courseId: SEED_IDS.dataScienceCourse,
      price: 129,
      displayName: `Learner ${index}`,
      email,
      phone: '+15550100',
    }),
  };
}

describe('mock server under concurrent enrollments', () => {
  let running: JsonServerProcess;

  beforeAll(async () => {
    running = await startJsonServerProcess();
  }, 30_000);
  afterAll(() => running?.stop());

  it(`stores all ${ENROLLMENTS} enrollments sent at the same time`, async () => {
    const port = Number(new URL(running.apiUrl).port);
    const before = (await readIds(running.dataFile)).enroll;
    const started = performance.now();
    const responses = await runPool(
      Array.from({ length: ENROLLMENTS }, (_, index) => index),
      ENROLLMENTS,
      (index) => sendRaw(port, enrollmentRequest(index), 30_000),
    );
    const elapsedMs = Math.round(performance.now() - started);
    const slowest = Math.round(Math.max(...responses.map((response) => response.elapsedMs)));
    console.log(
      `${ENROLLMENTS} concurrent enrollments answered in ${elapsedMs} ms (slowest ${slowest} ms)`,
    );

    expect(responses.map((response) => response.status)).toEqual(
      Array.from({ length: ENROLLMENTS }, () => 201),
    );
    const inserted = responses.map(
      (response) => (JSON.parse(response.body) as { insertedId: string }).insertedId,
    );
    expect(new Set(inserted).size).toBe(ENROLLMENTS);
    const stored = (await readIds(running.dataFile)).enroll;
    expect(stored).toEqual(expect.arrayContaining([...before, ...inserted]));
    expect(stored).toHaveLength(before.length + ENROLLMENTS);
  }, 60_000);
});
