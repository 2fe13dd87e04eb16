import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from './api/database';
import { openFileStore, readSeedFile, writeNewSnapshot } from './api/fileStore';
import { generateSeedAdditions } from './seed/generate';
import { DEFAULT_SEED_FILE } from './server/paths';
async function main() {
  const dir = mkdtempSync(path.join(tmpdir(), 'tx100k-'));
  const file = path.join(dir, 'db.json');
  const now = Date.now();
  const seed = await readSeedFile(DEFAULT_SEED_FILE, now);
  const a = generateSeedAdditions(100_000, now, seed);
  const db: Database = { ...seed, courses: [...seed.courses, ...a.courses], enroll: [...seed.enroll, ...a.enroll], payments: [...seed.payments, ...a.payments], review: [...seed.review, ...a.review], assigncourse: [...seed.assigncourse, ...a.assigncourse] };
  await writeNewSnapshot(file, db);
  const store = await openFileStore(file, { log: () => undefined });
  const courses = (await store.read()).courses;
  const t0 = performance.now();
  (await store.view()).get('courses', 'x'); (await store.view()).where('enroll', 'courseId', 'x');
  console.log('indexes', (performance.now() - t0).toFixed(1));
  for (let round = 0; round < 3; round++) {
    const t = performance.now();
    const lat: number[] = [];
    await Promise.all(Array.from({ length: 100 }, async (_, i) => {
      const s = performance.now();
      const c = courses[1000 + round * 100 + i]!;
      await store.update((tx) => {
        const course = tx.get('courses', c._id)!;
        const taken = tx.where('enroll', 'courseId', course._id).find((e) => e.email === `x${i}@example.com`);
        if (taken) throw new Error('taken');
        tx.insert('enroll', { _id: `${round}-${i}-${Math.random()}`, courseId: course._id, name: course.name, price: course.price, displayName: 'X', email: `x${i}@example.com`, status: 'Progressing' });
      });
      lat.push(performance.now() - s);
    }));
    lat.sort((x, y) => x - y);
    console.log('100 concurrent tx', (performance.now() - t).toFixed(1), 'ms; max', lat[99]!.toFixed(1), 'flushes', store.stats().flushes);
  }
  await store.close({ compact: false });
}
void main();
