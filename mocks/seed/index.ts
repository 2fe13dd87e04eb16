/**
 * The seed database. `db.json` at the repo root is the single source: the json-server process
 * copies it to its working file, MSW (jest and the browser) loads it from here; both move its times
 * to the moment of restoring (../api/seedTimes.ts).
 */
import seedJson from '../../db.json';
import { parseDatabase, type Database } from '../api/database';
import { seedAsOf } from '../api/seedTimes';

const SEED: Database = parseDatabase(seedJson, 'db.json');

/** A fresh deep copy of the seed database, its times as of `now` (ms). */
export function seedDatabase(now: number = Date.now()): Database {
  return seedAsOf(SEED, now);
}

/** Seed ids that tests and QA scripts refer to. */
export const SEED_IDS = {
  /** learner@example.com: Data Science (129 $), not paid yet. */
  unpaidEnrollment: '6650a4c00000000000000001',
  /** learner@example.com: Web Development (119 $), paid two hours before the seed was restored. */
  paidInWindow: '6650a4c00000000000000002',
  /** learner@example.com: Python Programming (69 $), paid three days before: no refund by now. */
  paidWindowClosed: '6650a4c00000000000000004',
  /** Maria Garcia (not an account): Freelancing 101, paid. */
  paidEnrollment: '6650a4c00000000000000003',
  /** Maria Garcia: Upwork Mastery, paid then refunded. */
  refundedEnrollment: '6650a4c00000000000000005',
  dataScienceCourse: '6650a1c00000000000000001',
} as const;

export { SEED_ACCOUNTS, SEED_PASSWORDS } from './accounts';
