/**
 * `npx tsx mocks/seed/writeCurricula.ts`: writes the seed's learning data into db.json: every
 * course's chapters and lessons (./curriculum.ts), and the seeded learner's progress, which shows
 * every state: Web Development about 40 % done with a last lesson to resume, Python Programming
 * completed (its quizzes passed, its certificate issued), Data Science unpaid (previews only).
 * Maria Garcia completed Upwork Mastery before its refund, which revoked her certificate. Social
 * Media Growth is the free course. Run it after changing ./curricula or ./media; the seed test fails until it is run.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from '../api/database';
import type { Lesson, ProgressRecord } from '@/shared/domain/learning';
import { REFUND_REVOCATION_REASON } from '@/shared/domain/certificates';
import { SEED_CERTIFICATES, SEED_UIDS } from './accounts';
import { passingAttempt, seedCurricula } from './curriculum';

const DB_FILE = path.resolve(__dirname, '../../db.json');
const LEARNER = SEED_UIDS['learner@example.com'] ?? '';
const WEB_DEVELOPMENT = '6650a1c00000000000000006';
const PYTHON = '6650a1c00000000000000007';
const UPWORK_MASTERY = '6650a1c0000000000000000f';
const MARIA = SEED_UIDS['maria.garcia@example.com'] ?? '';
/** The free course QA uses. */
export const FREE_COURSE_ID = '6650a1c0000000000000000c';
const TEACHER = 'TeacherAccount00000000000002';
const TAUGHT_BY_TEACHER = ['6650a1c00000000000000006', '6650a1c00000000000000008'];

const at = (iso: string, minutes: number): string =>
  new Date(Date.parse(iso) + minutes * 60_000).toISOString();

/** The progress of having completed `lessons` one after another from `start`, a few minutes each. */
function progressThrough(
  id: string,
  courseId: string,
  lessons: Lesson[],
  start: string,
  uid: string = LEARNER,
): ProgressRecord {
  return {
    _id: id,
    uid,
    courseId,
    completed: lessons.map((lesson, index) => ({
      lessonId: lesson._id,
      at: at(start, 6 * (index + 1)),
    })),
    videos: lessons
      .filter((lesson) => lesson.kind === 'video' && lesson.video)
      .map((lesson) => {
        const seconds = lesson.video?.durationSeconds ?? 0;
        const index = lessons.indexOf(lesson);
        return {
          lessonId: lesson._id,
          position: seconds,
          played: [[0, seconds]] as [number, number][],
          openMs: Math.ceil(seconds * 1000) + 5000,
          updatedAt: at(start, 6 * (index + 1)),
        };
      }),
  };
}

const db = JSON.parse(readFileSync(DB_FILE, 'utf8')) as Database;
const { chapters, lessons } = seedCurricula();
db.chapters = chapters;
db.lessons = lessons;

const free = db.courses.find((course) => course._id === FREE_COURSE_ID);
if (free) free.price = 0;

// The seeded teacher teaches Web Development and Academic Writing (which holds their draft).
for (const course of db.courses) {
  if (TAUGHT_BY_TEACHER.includes(course._id)) course.instructorIds = [TEACHER];
  else delete course.instructorIds;
}

const ordered = (courseId: string): Lesson[] => {
  const chapterOrder = new Map(
    chapters
      .filter((chapter) => chapter.courseId === courseId)
      .map((chapter) => [chapter._id, chapter.position]),
  );
  return lessons
    .filter((lesson) => lesson.courseId === courseId)
    .sort(
      (a, b) =>
        (chapterOrder.get(a.chapterId) ?? 0) - (chapterOrder.get(b.chapterId) ?? 0) ||
        a.position - b.position,
    );
};

// Web Development: paid two hours before the seed's time; five of twelve lessons done since.
const web = ordered(WEB_DEVELOPMENT);
const webProgress = progressThrough(
  '6650a9c00000000000000001',
  WEB_DEVELOPMENT,
  web.slice(0, 5),
  '2026-11-23T10:05:00.000Z',
);
webProgress.lastLessonId = web[5]?._id;
webProgress.lastVisitedAt = '2026-11-23T10:40:00.000Z';

// Python Programming: paid three days before; every lesson done, so Completed.
const python = ordered(PYTHON);
const pythonStart = '2026-11-20T13:00:00.000Z';
const pythonProgress = progressThrough('6650a9c00000000000000002', PYTHON, python, pythonStart);
const pythonDone = pythonProgress.completed[pythonProgress.completed.length - 1]?.at ?? pythonStart;
pythonProgress.lastLessonId = python[python.length - 1]?._id;
pythonProgress.lastVisitedAt = pythonDone;
pythonProgress.completedAt = pythonDone;

// Upwork Mastery: Maria Garcia completed it the day she paid; the support refund the next
// morning revoked her certificate.
const upwork = ordered(UPWORK_MASTERY);
const upworkProgress = progressThrough(
  '6650a9c00000000000000003',
  UPWORK_MASTERY,
  upwork,
  '2026-11-13T12:30:00.000Z',
  MARIA,
);
const upworkDone = upworkProgress.completed[upworkProgress.completed.length - 1]?.at ?? '';
upworkProgress.lastLessonId = upwork[upwork.length - 1]?._id;
upworkProgress.lastVisitedAt = upworkDone;
upworkProgress.completedAt = upworkDone;

db.progress = [webProgress, pythonProgress, upworkProgress];

const hoursOf = (courseLessons: Lesson[]): number =>
  Math.round((courseLessons.reduce((sum, lesson) => sum + lesson.minutes, 0) / 60) * 10) / 10;
const courseName = (courseId: string): string =>
  db.courses.find((course) => course._id === courseId)?.name ?? '';
db.certificates = [
  {
    _id: SEED_CERTIFICATES.python,
    uid: LEARNER,
    courseId: PYTHON,
    learnerName: 'Lena Learner',
    courseTitle: courseName(PYTHON),
    instructors: [],
    completedAt: pythonDone,
    hours: hoursOf(python),
    issuedAt: pythonDone,
    statusListIndex: 0,
  },
  {
    _id: SEED_CERTIFICATES.revoked,
    uid: MARIA,
    courseId: UPWORK_MASTERY,
    learnerName: 'Maria Garcia',
    courseTitle: courseName(UPWORK_MASTERY),
    instructors: [],
    completedAt: upworkDone,
    hours: hoursOf(upwork),
    issuedAt: upworkDone,
    statusListIndex: 1,
    revokedAt: '2026-11-14T09:00:00.000Z',
    revocationReason: REFUND_REVOCATION_REASON,
    revokedBy: SEED_UIDS['admin@example.com'] ?? '',
    revokedByRefund: true,
  },
];
db.quizAttempts = python
  .filter((lesson) => lesson.kind === 'quiz')
  .map((lesson, index) =>
    passingAttempt(
      `6650aac0000000000000000${index + 1}`,
      LEARNER,
      lesson,
      pythonProgress.completed.find((item) => item.lessonId === lesson._id)?.at ?? pythonDone,
    ),
  );

writeFileSync(DB_FILE, `${JSON.stringify(db, null, 2)}\n`);
console.log(
  `db.json: ${chapters.length} chapters, ${lessons.length} lessons, ${db.progress.length} progress records, ${db.quizAttempts.length} quiz attempts, ${db.certificates.length} certificates`,
);
