/**
 * The seed database (D13). `db.json` at the repo root is the single source: the json-server process
 * copies it to its working file, MSW (jest and the browser) loads it from here.
 */
import seedJson from '../../db.json';
import { cloneDatabase, parseDatabase, type Database } from '../api/database';

const SEED: Database = parseDatabase(seedJson, 'db.json');

/** A fresh deep copy of the seed database. */
export function seedDatabase(): Database {
  return cloneDatabase(SEED);
}

/** Seed ids that tests and QA scripts refer to. */
export const SEED_IDS = {
  learnerEnrollments: ['6650a4c00000000000000001', '6650a4c00000000000000002'],
  paidEnrollment: '6650a4c00000000000000003',
  dataScienceCourse: '6650a1c00000000000000001',
} as const;

export { SEED_ACCOUNTS, SEED_PASSWORDS } from './accounts';
