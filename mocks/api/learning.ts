/**
 * The rules of learning the resources share (docs/decisions.md, "Learning"): who may open a
 * course's lessons, a course's published outline, and a learner's percent, computed here only.
 */
import type { Course } from '@/shared/domain/entities';
import { isFree } from '@/shared/domain/price';
import {
  LEARNING_LIMITS,
  type Chapter,
  type CourseProgress,
  type Lesson,
  type ProgressRecord,
  type QuizAttemptRecord,
  type VideoProgress,
} from '@/shared/domain/learning';
import { rolesIn } from './core/auth';
import type { DataView, Frozen } from './store';

export interface CourseAccess {
  /** May keep progress and open every lesson: a Paid enrollment, or one in a free course. */
  learner: boolean;
  /** Opens every lesson without keeping progress: admins and the course's instructors. */
  staff: boolean;
}

/** Whether the account teaches the course: one of the instructors an admin named on it. */
export const teaches = (course: Frozen<Course>, uid: string): boolean =>
  course.instructorIds?.includes(uid) ?? false;

/** Whether the account may write the course's curriculum and read its figures. */
export const mayAuthor = (data: Pick<DataView, 'where'>, course: Frozen<Course>, uid: string) =>
  rolesIn(data, uid).admin || teaches(course, uid);

/** What the account `uid` (null: nobody signed in) may do with the lessons of `course`. */
export function accessTo(
  data: Pick<DataView, 'where'>,
  course: Frozen<Course>,
  uid: string | null,
): CourseAccess {
  if (uid === null) return { learner: false, staff: false };
  const learner = data
    .where('enroll', 'courseId', course._id)
    .some(
      (enrollment) =>
        enrollment.uid === uid &&
        (enrollment.status === 'Paid' ||
          (enrollment.status === 'Progressing' && isFree(enrollment.price))),
    );
  return { learner, staff: mayAuthor(data, course, uid) };
}

/** The course's published chapters and lessons, in order. */
export function publishedOutline(
  data: Pick<DataView, 'where'>,
  courseId: string,
): { chapter: Frozen<Chapter>; lessons: Frozen<Lesson>[] }[] {
  const lessons = data.where('lessons', 'courseId', courseId).filter((lesson) => lesson.published);
  return [...data.where('chapters', 'courseId', courseId)]
    .sort((a, b) => a.position - b.position)
    .map((chapter) => ({
      chapter,
      lessons: lessons
        .filter((lesson) => lesson.chapterId === chapter._id)
        .sort((a, b) => a.position - b.position),
    }))
    .filter((section) => section.lessons.length > 0);
}

export const publishedLessonIds = (data: Pick<DataView, 'where'>, courseId: string): Set<string> =>
  new Set(
    data
      .where('lessons', 'courseId', courseId)
      .filter((lesson) => lesson.published)
      .map((lesson) => lesson._id),
  );

/** The account's progress record in the course, if it has one. */
export const progressOf = (
  data: Pick<DataView, 'where'>,
  uid: string,
  courseId: string,
): Frozen<ProgressRecord> | undefined =>
  data.where('progress', 'uid', uid).find((record) => record.courseId === courseId);

/** 0 to 100 over the published lessons: 0 without lessons (never NaN), 100 once Completed. */
export function percentOf(
  record: Frozen<ProgressRecord> | undefined,
  published: ReadonlySet<string>,
): number {
  if (record?.completedAt) return 100;
  if (!record || published.size === 0) return 0;
  const done = record.completed.filter((item) => published.has(item.lessonId)).length;
  return Math.floor((done / published.size) * 100);
}

/** Whether every published lesson is complete (a course without lessons never is). */
export const allComplete = (
  completed: readonly { lessonId: string }[],
  published: ReadonlySet<string>,
): boolean =>
  published.size > 0 &&
  [...published].every((id) => completed.some((item) => item.lessonId === id));

/** Ranges sorted and merged where they touch or overlap. */
export function mergeRanges(ranges: readonly (readonly [number, number])[]): [number, number][] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of sorted) {
    const last = merged[merged.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export const secondsIn = (ranges: readonly (readonly [number, number])[]): number =>
  ranges.reduce((sum, [start, end]) => sum + (end - start), 0);

/** Whether the played ranges cover enough of a video of `duration` seconds to complete it. */
export const videoWatched = (played: readonly [number, number][], duration: number): boolean =>
  duration > 0 && secondsIn(played) >= LEARNING_LIMITS.videoCompleteShare * duration;

/** The progress as the learner reads it. */
export function courseProgressOf(
  courseId: string,
  record: Frozen<ProgressRecord> | undefined,
  published: ReadonlySet<string>,
  attempts: readonly Frozen<QuizAttemptRecord>[],
): CourseProgress {
  const videos: Record<string, VideoProgress> = {};
  for (const video of record?.videos ?? []) {
    videos[video.lessonId] = {
      position: video.position,
      played: video.played.map((range): [number, number] => [range[0] ?? 0, range[1] ?? 0]),
    };
  }
  const bestAttempts: CourseProgress['bestAttempts'] = {};
  for (const attempt of attempts) {
    const best = bestAttempts[attempt.lessonId];
    if (!best || attempt.score > best.score) {
      bestAttempts[attempt.lessonId] = { score: attempt.score, passed: attempt.passed };
    }
  }
  return {
    courseId,
    completedLessonIds: (record?.completed ?? [])
      .filter((item) => published.has(item.lessonId))
      .map((item) => item.lessonId),
    ...(record?.lastLessonId ? { lastLessonId: record.lastLessonId } : {}),
    percent: percentOf(record, published),
    ...(record?.completedAt ? { completedAt: record.completedAt } : {}),
    videos,
    bestAttempts,
  };
}
