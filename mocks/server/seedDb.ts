/**
 * `npm run db:seed -- --courses N`: write the working copy (.data/db.json, or MOCK_DB_FILE) as the
 * small seed (db.json, or MOCK_SEED_FILE, its times as of now) plus N generated courses with their
 * curricula, and their enrollments, payments, learners' progress, reviews and assigned courses
 * (../seed/generate.ts), atomically. The same N gives the same records. `npm run db:reset` goes back
 * to the small seed.
 */
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { COLLECTION_NAMES, type Database } from '../api/database';
import { readSeedFile, writeNewSnapshot } from '../api/fileStore';
import { generateSeedAdditions, MAX_SEED_COURSES } from '../seed/generate';
import { DEFAULT_DATA_FILE, DEFAULT_SEED_FILE, resolveFromCwd } from './paths';

const USAGE = `Usage: npm run db:seed -- --courses N   (N from 1 to ${MAX_SEED_COURSES.toLocaleString('en-US')})`;

/** The course count from `--courses N` or `--courses=N`. */
export function parseCourseCount(args: readonly string[]): number {
  const index = args.findIndex((arg) => arg === '--courses' || arg.startsWith('--courses='));
  const arg = args[index];
  if (arg === undefined) throw new Error(USAGE);
  const raw = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : args[index + 1];
  const count = Number(raw?.replace(/_/g, ''));
  if (raw === undefined || !/^\d[\d_]*$/.test(raw) || count < 1 || count > MAX_SEED_COURSES) {
    throw new Error(`--courses must be a whole number from 1 to ${MAX_SEED_COURSES}\n${USAGE}`);
  }
  return count;
}

/** A path as typed from here: relative inside the working directory, absolute outside it. */
function shown(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

/** The seed in `seedFile` (its times as of `now`) plus `count` generated courses and their records. */
export async function seededDatabase(
  count: number,
  seedFile: string = DEFAULT_SEED_FILE,
  now: number = Date.now(),
): Promise<Database> {
  const seed = await readSeedFile(seedFile, now);
  const additions = generateSeedAdditions(count, now, seed);
  return Object.fromEntries(
    COLLECTION_NAMES.map((name) => [name, [...seed[name], ...additions[name]]]),
  ) as unknown as Database;
}

async function main(): Promise<void> {
  const count = parseCourseCount(process.argv.slice(2));
  const seedFile = resolveFromCwd(process.env.MOCK_SEED_FILE, DEFAULT_SEED_FILE);
  const dataFile = resolveFromCwd(process.env.MOCK_DB_FILE, DEFAULT_DATA_FILE);
  const started = performance.now();
  const db = await seededDatabase(count, seedFile);
  // A new snapshot, as db:reset writes: a running server loads it on its next request.
  await writeNewSnapshot(dataFile, db);
  const { size } = await fs.stat(dataFile);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const counts = COLLECTION_NAMES.filter((name) => db[name].length > 0)
    .map((name) => `${db[name].length.toLocaleString('en-US')} ${name}`)
    .join(', ');
  console.log(
    `Seeded ${shown(dataFile)} from ${shown(seedFile)} ` +
      `plus ${count.toLocaleString('en-US')} generated courses: ${counts} ` +
      `(${(size / 1_000_000).toFixed(1)} MB in ${seconds} s). npm run db:reset goes back to the seed.`,
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
