/** `npm run db:reset`: copy the seed (db.json) over the working copy (.data/db.json) atomically. */
import path from 'node:path';
import { resetDataFile } from '../api/fileStore';
import { DEFAULT_DATA_FILE, DEFAULT_SEED_FILE, resolveFromCwd } from './paths';

const seedFile = resolveFromCwd(process.env.MOCK_SEED_FILE, DEFAULT_SEED_FILE);
const dataFile = resolveFromCwd(process.env.MOCK_DB_FILE, DEFAULT_DATA_FILE);

resetDataFile(seedFile, dataFile).then(
  () =>
    console.log(
      `Reset ${path.relative(process.cwd(), dataFile)} from ${path.relative(process.cwd(), seedFile)}`,
    ),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
