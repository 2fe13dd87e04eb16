/**
 * A course's figures for its instructors and admins (docs/decisions.md, "Authoring"), computed in
 * one request from the course's own records (its enrollments, progress and quiz attempts, each
 * read through an index by course): how many learn, how many finish, and where they stop.
 */
import type { CourseFigures, LessonFigure, QuizFigure } from '@/shared/domain/authoring';
import { isFree } from '@/shared/domain/price';
import { rolesIn } from '../core/auth';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError } from '../core/errors';
import { json } from '../core/routing';
import { mayAuthor, percentOf, publishedLessonIds, publishedOutline, teaches } from '../learning';
import { notAnInstructor } from './authoring';
import { findCourse } from './courseAccess';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** A whole percent of `part` in `whole` (0 when there is nothing to count). */
const share = (part: number, whole: number): number =>
  whole === 0 ? 0 : Math.round((part / whole) * 100);

export function registerFigures({ route, store, now, auth }: ApiDeps): void {
  route('GET /courses/:id/figures', async (context) => {
    const identity = await auth.identityOf(context);
    const data = await store.view();
    const found = findCourse(data, context.params.id ?? '');
    if (!found) throw new HttpError(404, { error: API_ERRORS.noCourse });
    const course = found.course;
    if (!mayAuthor(data, course, identity.uid)) throw notAnInstructor();

    // Who counts: a Paid enrollment, or one in a free course; not admins, not its instructors.
    const learners = new Set<string>();
    for (const enrollment of data.where('enroll', 'courseId', course._id)) {
      const learning =
        enrollment.status === 'Paid' ||
        (enrollment.status === 'Progressing' && isFree(enrollment.price));
      if (!learning || teaches(course, enrollment.uid)) continue;
      if (rolesIn(data, enrollment.uid).admin) continue;
      learners.add(enrollment.uid);
    }
    const published = publishedLessonIds(data, course._id);
    const records = data
      .where('progress', 'courseId', course._id)
      .filter((record) => learners.has(record.uid));
    const weekAgo = now() - WEEK_MS;
    const lastActivity = (record: (typeof records)[number]): number =>
      Math.max(
        record.lastVisitedAt ? Date.parse(record.lastVisitedAt) : 0,
        ...record.completed.map((entry) => Date.parse(entry.at)),
      );
    const completions = new Map<string, number>();
    for (const record of records) {
      for (const entry of record.completed) {
        completions.set(entry.lessonId, (completions.get(entry.lessonId) ?? 0) + 1);
      }
    }
    const percentSum = records.reduce((sum, record) => sum + percentOf(record, published), 0);

    const ordered = publishedOutline(data, course._id).flatMap((section) => section.lessons);
    const lessons: LessonFigure[] = ordered.map((lesson) => ({
      lessonId: lesson._id,
      title: lesson.title,
      kind: lesson.kind,
      completions: completions.get(lesson._id) ?? 0,
      completedShare: share(completions.get(lesson._id) ?? 0, learners.size),
      biggestDrop: false,
    }));
    let drop = 0;
    let dropAt = -1;
    lessons.forEach((lesson, index) => {
      const before = lessons[index - 1];
      const fall = before ? before.completedShare - lesson.completedShare : 0;
      if (fall > drop) {
        drop = fall;
        dropAt = index;
      }
    });
    const marked = lessons[dropAt];
    if (marked) marked.biggestDrop = true;

    const attempts = data
      .where('quizAttempts', 'courseId', course._id)
      .filter((attempt) => learners.has(attempt.uid));
    const quizzes: QuizFigure[] = ordered
      .filter((lesson) => lesson.kind === 'quiz')
      .map((lesson) => {
        const mine = attempts.filter((attempt) => attempt.lessonId === lesson._id);
        const tried = new Set(mine.map((attempt) => attempt.uid));
        const passed = new Set(mine.filter((a) => a.passed).map((attempt) => attempt.uid));
        let hardest: QuizFigure['hardestQuestion'];
        for (const question of lesson.quiz?.questions ?? []) {
          const answers = mine.flatMap((attempt) =>
            attempt.results.filter((result) => result.questionId === question.id),
          );
          if (answers.length === 0) continue;
          const rightShare = share(
            answers.filter((result) => result.correct).length,
            answers.length,
          );
          if (!hardest || rightShare < hardest.rightShare) {
            hardest = { questionId: question.id, prompt: question.prompt, rightShare };
          }
        }
        return {
          lessonId: lesson._id,
          title: lesson.title,
          learnersAttempted: tried.size,
          passRate: share(passed.size, tried.size),
          ...(hardest ? { hardestQuestion: hardest } : {}),
        };
      });

    const figures: CourseFigures = {
      courseId: course._id,
      courseName: course.name,
      learners: learners.size,
      activeLast7Days: records.filter((record) => lastActivity(record) >= weekAgo).length,
      completionRate: share(records.filter((record) => record.completedAt).length, learners.size),
      averageProgress: learners.size === 0 ? 0 : Math.round(percentSum / learners.size),
      lessons,
      quizzes,
    };
    return json(200, figures);
  });
}
