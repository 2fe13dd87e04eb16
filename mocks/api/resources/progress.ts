/**
 * A learner's progress, kept by the server per account and course with the time of each event
 * (docs/decisions.md, "Learning"): visits (the last lesson), text lessons marked complete, the
 * ranges of each video played (complete at 90 % of its length, across visits), and quiz attempts
 * graded here (the right answers never leave the server before). Only the course's learners keep
 * progress; it outlives a refund, hidden while their access is gone.
 */
import {
  FASTEST_PLAYBACK_RATE,
  type Lesson,
  type ProgressRecord,
  type QuizAttempt,
  type QuizAttemptRecord,
} from '@/shared/domain/learning';
import { API_ERRORS, HttpError } from '../core/errors';
import type { ApiDeps } from '../core/deps';
import { json, type Context } from '../core/routing';
import { isRecord } from '../core/validation';
import { isObjectId, newObjectId } from '../ids';
import {
  accessTo,
  allComplete,
  courseProgressOf,
  mergeRanges,
  percentOf,
  progressOf,
  publishedLessonIds,
  secondsIn,
  videoWatched,
} from '../learning';
import { issueCertificateIfCompleted, validCertificateOf } from '../certificates';
import { listed, type ListFields } from '../listParams';
import type { DataView, Frozen, Transaction } from '../store';
import { findCourse } from './courseAccess';
import { idempotencyKeyOf } from './payments';
import { enrollRequired } from './lessons';

/** The most played ranges one report may carry. */
const MAX_RANGES = 500;

const fieldError = (field: string, message: string): HttpError =>
  new HttpError(400, { error: API_ERRORS.validation, fields: { [field]: message } });

/** The learner's course (404 unknown) when they may keep progress in it (403 otherwise). */
function learnerCourse(data: DataView, courseId: string, uid: string): void {
  const found = findCourse(data, courseId);
  if (!found) throw new HttpError(404, { error: API_ERRORS.noCourse });
  if (!accessTo(data, found.course, uid).learner) throw enrollRequired();
}

/** A published lesson of the course named in the body's `lessonId`; 400 naming it otherwise. */
function lessonOfCourse(data: DataView, courseId: string, lessonId: unknown): Frozen<Lesson> {
  const lesson =
    typeof lessonId === 'string' && isObjectId(lessonId)
      ? data.get('lessons', lessonId)
      : undefined;
  if (!lesson || !lesson.published || lesson.courseId !== courseId) {
    throw fieldError('lessonId', API_ERRORS.notALessonOfCourse);
  }
  return lesson;
}

const emptyRecord = (uid: string, courseId: string, time: number): ProgressRecord => ({
  _id: newObjectId(time),
  uid,
  courseId,
  completed: [],
  videos: [],
});

/**
 * Applies `change` to the account's record in the course (made if it has none), completing the
 * course when every published lesson is complete; returns the record as stored.
 */
function saveProgress(
  tx: Transaction,
  uid: string,
  courseId: string,
  time: number,
  change: (record: ProgressRecord) => void,
): ProgressRecord {
  const existing = progressOf(tx, uid, courseId);
  const record: ProgressRecord = existing
    ? (JSON.parse(JSON.stringify(existing)) as ProgressRecord)
    : emptyRecord(uid, courseId, time);
  change(record);
  const completesNow =
    !record.completedAt && allComplete(record.completed, publishedLessonIds(tx, courseId));
  if (completesNow) record.completedAt = new Date(time).toISOString();
  if (existing) {
    const { _id: _unchanged, ...fields } = record;
    tx.patch('progress', existing._id, fields);
  } else tx.insert('progress', record);
  if (completesNow) {
    issueCertificateIfCompleted(tx, uid, courseId, time, { completedAt: record.completedAt });
  }
  return record;
}

const completeLesson = (record: ProgressRecord, lessonId: string, time: number): void => {
  if (!record.completed.some((item) => item.lessonId === lessonId)) {
    record.completed.push({ lessonId, at: new Date(time).toISOString() });
  }
};

/** A finite number of at least 0, else a 400 naming `field`. */
function seconds(value: unknown, field: string): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) {
    throw fieldError(field, `${field} must be a finite number of seconds, at least 0`);
  }
  return value;
}

function playedRanges(value: unknown, duration: number): [number, number][] {
  if (!Array.isArray(value) || value.length > MAX_RANGES) {
    throw fieldError(
      'played',
      `played must be a list of at most ${MAX_RANGES} [start, end] ranges`,
    );
  }
  return value.map((range, index): [number, number] => {
    if (!Array.isArray(range) || range.length !== 2) {
      throw fieldError(`played[${index}]`, 'each range must be [start, end] in seconds');
    }
    const start = seconds(range[0], `played[${index}]`);
    const end = seconds(range[1], `played[${index}]`);
    // Half a second of slack for how players report the last frame.
    if (end < start || end > duration + 0.5) {
      throw fieldError(`played[${index}]`, `each range must lie within the video's ${duration} s`);
    }
    return [start, Math.min(end, duration)];
  });
}

const certificateIdOf = (certificate: { _id: string } | undefined) =>
  certificate ? { certificateId: certificate._id } : {};

const PROGRESS_LIST: ListFields<
  { _id: string; lastVisitedAt?: string; percent: number },
  'lastVisitedAt' | 'percent'
> = {
  searchIn: () => [],
  sortFields: {
    lastVisitedAt: (item) => item.lastVisitedAt,
    percent: (item) => item.percent,
  },
};

/** The attempt as the learner reads it. */
const attemptOf = (record: Frozen<QuizAttemptRecord>): QuizAttempt => ({
  _id: record._id,
  lessonId: record.lessonId,
  submittedAt: record.submittedAt,
  score: record.score,
  passed: record.passed,
  passMark: record.passMark,
  results: record.results.map((result) => ({
    ...result,
    chosen: [...result.chosen],
    correctOptionIds: [...result.correctOptionIds],
  })),
});

export function registerProgress({ route, store, now, auth }: ApiDeps): void {
  const progressAnswer = (data: DataView, uid: string, courseId: string) =>
    json(
      200,
      courseProgressOf(
        courseId,
        progressOf(data, uid, courseId),
        publishedLessonIds(data, courseId),
        data.where('quizAttempts', 'uid', uid).filter((attempt) => attempt.courseId === courseId),
      ),
    );

  /** Runs a change to the caller's progress in the route's course, then answers the progress. */
  const changeProgress = async (
    context: Context,
    change: (tx: Transaction, uid: string, courseId: string, body: Record<string, unknown>) => void,
  ) => {
    const { uid } = await auth.identityOf(context);
    const courseId = context.params.courseId ?? '';
    const body = await context.body();
    await store.update((tx) => {
      learnerCourse(tx, courseId, uid);
      change(tx, uid, courseId, isRecord(body) ? body : {});
    });
    return progressAnswer(await store.view(), uid, courseId);
  };

  // Every course the learner keeps progress in and still has access to, the last visited first
  // with `_sort=lastVisitedAt&_order=desc` (the dashboard's "Continue learning").
  route('GET /progress', async (context) => {
    const { uid } = await auth.identityOf(context);
    const data = await store.view();
    const rows = data.where('progress', 'uid', uid).flatMap((record) => {
      const found = findCourse(data, record.courseId);
      if (!found || !accessTo(data, found.course, uid).learner) return [];
      const published = publishedLessonIds(data, record.courseId);
      return [
        {
          _id: record._id,
          courseId: record.courseId,
          courseName: found.course.name,
          percent: percentOf(record, published),
          ...(record.lastLessonId ? { lastLessonId: record.lastLessonId } : {}),
          ...(record.lastVisitedAt ? { lastVisitedAt: record.lastVisitedAt } : {}),
          ...(record.completedAt ? { completedAt: record.completedAt } : {}),
          ...certificateIdOf(validCertificateOf(data, uid, record.courseId)),
        },
      ];
    });
    return listed(rows, context.query, PROGRESS_LIST);
  });

  route('GET /progress/:courseId', async (context) => {
    const { uid } = await auth.identityOf(context);
    const courseId = context.params.courseId ?? '';
    const data = await store.view();
    learnerCourse(data, courseId, uid);
    return progressAnswer(data, uid, courseId);
  });

  route('POST /progress/:courseId/visits', (context) =>
    changeProgress(context, (tx, uid, courseId, body) => {
      const lesson = lessonOfCourse(tx, courseId, body.lessonId);
      const time = now();
      saveProgress(tx, uid, courseId, time, (record) => {
        record.lastLessonId = lesson._id;
        record.lastVisitedAt = new Date(time).toISOString();
        if (lesson.kind !== 'video') return;
        const video = record.videos.find((item) => item.lessonId === lesson._id);
        if (!video) {
          record.videos.push({
            lessonId: lesson._id,
            position: 0,
            played: [],
            openMs: 0,
            visitStartedAt: new Date(time).toISOString(),
            updatedAt: new Date(time).toISOString(),
          });
          return;
        }
        // The visit before counts up to its last report.
        if (video.visitStartedAt) {
          video.openMs += Math.max(
            0,
            Date.parse(video.updatedAt) - Date.parse(video.visitStartedAt),
          );
        }
        video.visitStartedAt = new Date(time).toISOString();
        video.updatedAt = video.visitStartedAt;
      });
    }),
  );

  route('POST /progress/:courseId/completions', (context) =>
    changeProgress(context, (tx, uid, courseId, body) => {
      const lesson = lessonOfCourse(tx, courseId, body.lessonId);
      if (lesson.kind !== 'text') {
        throw fieldError(
          'lessonId',
          'Only a text lesson is marked complete: a video is watched, a quiz passed',
        );
      }
      const time = now();
      saveProgress(tx, uid, courseId, time, (record) => completeLesson(record, lesson._id, time));
    }),
  );

  route('PUT /progress/:courseId/videos/:lessonId', (context) =>
    changeProgress(context, (tx, uid, courseId, body) => {
      const lesson = lessonOfCourse(tx, courseId, context.params.lessonId);
      const duration = lesson.video?.durationSeconds ?? 0;
      if (lesson.kind !== 'video' || duration <= 0) {
        throw fieldError('lessonId', 'That lesson is not a video');
      }
      const position = seconds(body.position, 'position');
      if (position > duration + 0.5) {
        throw fieldError('position', `position must be within the video's ${duration} s`);
      }
      const reported = playedRanges(body.played, duration);
      if (secondsIn(mergeRanges(reported)) > duration + 0.5) {
        throw fieldError('played', `played claims more than the video's ${duration} s`);
      }
      const time = now();
      saveProgress(tx, uid, courseId, time, (record) => {
        const video = record.videos.find((item) => item.lessonId === lesson._id);
        if (!video || !video.visitStartedAt) {
          throw fieldError('lessonId', 'Open the lesson before reporting what was played');
        }
        const played = mergeRanges([...video.played, ...reported]);
        const openSeconds = (video.openMs + (time - Date.parse(video.visitStartedAt))) / 1000;
        const newlyPlayed = secondsIn(played) - secondsIn(video.played);
        if (secondsIn(played) > openSeconds * FASTEST_PLAYBACK_RATE + 1 && newlyPlayed > 0) {
          throw fieldError(
            'played',
            'played claims more than the lesson was open for, even at the fastest speed',
          );
        }
        video.played = played;
        video.position = Math.min(position, duration);
        video.updatedAt = new Date(time).toISOString();
        if (videoWatched(played, duration)) completeLesson(record, lesson._id, time);
      });
    }),
  );

  route('GET /lessons/:id/attempts', async (context) => {
    const { uid } = await auth.identityOf(context);
    const id = context.params.id ?? '';
    const data = await store.view();
    const attempts = data
      .where('quizAttempts', 'uid', uid)
      .filter((attempt) => attempt.lessonId === id)
      .map(attemptOf)
      .reverse();
    return json(200, attempts.slice(0, 100), { 'X-Total-Count': String(attempts.length) });
  });

  route('POST /lessons/:id/attempts', async (context) => {
    const { uid } = await auth.identityOf(context);
    const key = idempotencyKeyOf(context);
    const id = context.params.id ?? '';
    const body = await context.body();
    const outcome = await store.update((tx): { attempt: QuizAttempt; created: boolean } => {
      const earlier =
        key === undefined
          ? undefined
          : tx.where('quizAttempts', 'uid', uid).find((attempt) => attempt.idempotencyKey === key);
      if (earlier) {
        if (earlier.lessonId !== id) {
          throw new HttpError(400, {
            error: API_ERRORS.idempotencyMismatch,
            code: 'idempotency_error',
          });
        }
        return { attempt: attemptOf(earlier), created: false };
      }
      const lesson = isObjectId(id) ? tx.get('lessons', id) : undefined;
      if (!lesson || !lesson.published || !lesson.quiz) {
        throw new HttpError(404, { error: API_ERRORS.noLesson });
      }
      learnerCourse(tx, lesson.courseId, uid);
      const answers = isRecord(body) ? body.answers : undefined;
      if (!Array.isArray(answers) || answers.length > lesson.quiz.questions.length) {
        throw fieldError('answers', 'answers must be a list with at most one answer per question');
      }
      const chosen = new Map<string, string[]>();
      answers.forEach((answer: unknown, index) => {
        const questionId = isRecord(answer) ? answer.questionId : undefined;
        const optionIds = isRecord(answer) ? answer.optionIds : undefined;
        const question = lesson.quiz?.questions.find((item) => item.id === questionId);
        if (!question || chosen.has(question.id)) {
          throw fieldError(
            `answers[${index}].questionId`,
            'Not a question of this quiz, or answered twice',
          );
        }
        if (
          !Array.isArray(optionIds) ||
          optionIds.length > question.options.length ||
          !optionIds.every((option) => question.options.some((item) => item.id === option)) ||
          new Set(optionIds).size !== optionIds.length ||
          (!question.multiple && optionIds.length > 1)
        ) {
          throw fieldError(
            `answers[${index}].optionIds`,
            question.multiple
              ? 'Choose options of this question, each once'
              : 'Choose one option of this question',
          );
        }
        chosen.set(question.id, optionIds as string[]);
      });
      const results = lesson.quiz.questions.map((question) => {
        const picked = chosen.get(question.id) ?? [];
        const correct =
          picked.length === question.correct.length &&
          picked.every((option) => question.correct.includes(option));
        return {
          questionId: question.id,
          correct,
          chosen: picked,
          correctOptionIds: [...question.correct],
          explanation: question.explanation,
        };
      });
      const score = Math.round(
        (results.filter((result) => result.correct).length / results.length) * 100,
      );
      const time = now();
      const record: QuizAttemptRecord = {
        _id: newObjectId(time),
        uid,
        courseId: lesson.courseId,
        lessonId: lesson._id,
        submittedAt: new Date(time).toISOString(),
        score,
        passed: score >= lesson.quiz.passMark,
        passMark: lesson.quiz.passMark,
        answers: [...chosen].map(([questionId, optionIds]) => ({ questionId, optionIds })),
        results,
        ...(key === undefined ? {} : { idempotencyKey: key }),
      };
      tx.insert('quizAttempts', record);
      if (record.passed) {
        saveProgress(tx, uid, lesson.courseId, time, (progress) =>
          completeLesson(progress, lesson._id, time),
        );
      }
      return { attempt: attemptOf(record), created: true };
    });
    return json(outcome.created ? 201 : 200, outcome.attempt);
  });
}
