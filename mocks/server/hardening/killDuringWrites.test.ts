/**
 * Killing the json-server process during writes (issue 8): SIGKILL it while reviews are being
 * posted, then the data file must parse and hold every review whose 201 arrived before the kill.
 * 5,000 generated courses make each write rewrite a ~2 MB file, so the kill most likely lands in
 * the middle of one. The file store writes a temp file and renames it over the data file, so the
 * file is always a whole old or a whole new version; a new server starts on it and removes the
 * dead one's temp file.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { mintEmulatorToken } from '../../api/tokens';
import { startJsonServerProcess } from '../../contract/jsonServerProcess';
import { sendRaw } from './rawHttp';
import { readIds } from './serverData';

const WRITERS = 16;
const token = mintEmulatorToken({ email: 'learner@example.com' });
const adminToken = mintEmulatorToken({ email: 'admin@example.com' });

function reviewRequest(index: number) {
  return {
    method: 'POST',
    target: '/review',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({ name: `Kill ${index}`, comment: 'Written while dying', rating: 4 }),
  };
}

const tempFiles = (dir: string): string[] =>
  readdirSync(dir).filter((name) => name.endsWith('.tmp'));

describe('mock server killed during writes', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'mock-kill-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each([[250], [900]])(
    'SIGKILL %i ms into a stream of writes keeps a valid file with every acknowledged write',
    async (killAfterMs) => {
      const dataFile = path.join(dir, `db-${killAfterMs}.json`);
      const running = await startJsonServerProcess({
        env: { MOCK_DB_FILE: dataFile },
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
      const before = await readIds(dataFile);
      const acknowledged: string[] = [];
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
          try {
            const response = await sendRaw(port, reviewRequest(sent), 10_000);
            expect(response.status).toBe(201);
            acknowledged.push((JSON.parse(response.body) as { insertedId: string }).insertedId);
          } catch (error) {
            if (!killed) throw error;
            cutOff += 1; // never acknowledged: the server died first
          }
        }
      };
      await Promise.all(Array.from({ length: WRITERS }, writer));
      clearTimeout(timer);
      await exited;

      const leftovers = tempFiles(dir);
      const after = await readIds(dataFile); // throws if the file is not valid JSON
      expect(after.review).toEqual(expect.arrayContaining([...before.review, ...acknowledged]));
      expect(after.courses).toEqual(before.courses);
      console.log(
        `kill at ${killAfterMs} ms: ${sent} writes sent, ${acknowledged.length} acknowledged, ` +
          `${after.review.length - before.review.length} stored, ${cutOff} cut off, ` +
          `${leftovers.length} temp file(s) left by the killed process`,
      );

      const restarted = await startJsonServerProcess({ env: { MOCK_DB_FILE: dataFile } });
      try {
        const response = await sendRaw(Number(new URL(restarted.apiUrl).port), {
          method: 'GET',
          target: '/review?_limit=1',
        });
        expect(response.status).toBe(200);
        expect(tempFiles(dir)).toEqual([]);
      } finally {
        await restarted.stop();
      }
    },
    60_000,
  );
});
