import type {
  AssignedCourse,
  Course,
  Enrollment,
  OutboxMessage,
  PaymentRecord,
  Review,
  UserRecord,
} from '@/shared/domain/entities';
import type { Chapter, Lesson, ProgressRecord, QuizAttemptRecord } from '@/shared/domain/learning';
import type { CertificateRecord } from '@/shared/domain/certificates';

/** The mock server's whole database: one array per collection (json-server's db.json layout). */
export interface Database {
  /** The catalogue: the courses on offer. */
  courses: Course[];
  /**
   * Courses deleted while someone was enrolled in them (`withdrawn: true`): out of the catalogue,
   * still read by their learners, teachers and admins (resources/courseAccess.ts).
   */
  withdrawnCourses: Course[];
  enroll: Enrollment[];
  review: Review[];
  assigncourse: AssignedCourse[];
  users: UserRecord[];
  payments: PaymentRecord[];
  outbox: OutboxMessage[];
  /** Courses' chapters and lessons (each names its course). */
  chapters: Chapter[];
  lessons: Lesson[];
  /** Learners' progress, one record per account and course, and their quiz attempts. */
  progress: ProgressRecord[];
  quizAttempts: QuizAttemptRecord[];
  /** Certificates of completion, revoked ones included (never deleted: their ids stay answerable). */
  certificates: CertificateRecord[];
}

export type CollectionName = keyof Database;

export const COLLECTION_NAMES: readonly CollectionName[] = [
  'courses',
  'withdrawnCourses',
  'enroll',
  'review',
  'assigncourse',
  'users',
  'payments',
  'outbox',
  'chapters',
  'lessons',
  'progress',
  'quizAttempts',
  'certificates',
];

export function emptyDatabase(): Database {
  return {
    courses: [],
    withdrawnCourses: [],
    enroll: [],
    review: [],
    assigncourse: [],
    users: [],
    payments: [],
    outbox: [],
    chapters: [],
    lessons: [],
    progress: [],
    quizAttempts: [],
    certificates: [],
  };
}

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Read a database from parsed JSON (db.json or the working copy). Missing collections become empty;
 * a non-object or a collection that is not an array of objects is an error, with a clear message.
 * The records are copied unless `copy` is false (JSON parsed for this call alone: at 100,000
 * courses the copy would cost a few hundred milliseconds of start-up).
 */
export function parseDatabase(json: unknown, source = 'database', copy = true): Database {
  if (!isRecord(json))
    throw new Error(`${source}: expected a JSON object with one array per collection`);
  const db = emptyDatabase();
  for (const name of COLLECTION_NAMES) {
    const value = json[name];
    if (value === undefined) continue;
    if (!Array.isArray(value) || !value.every(isRecord)) {
      throw new Error(`${source}: "${name}" must be an array of objects`);
    }
    // The records were written by this server or by hand in the seed (checked by the seed test).
    Object.assign(db, { [name]: copy ? structuredClone(value) : value });
  }
  return db;
}
