import { useId } from 'react';
import { Link } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { describeApiError } from '@/shared/api/apiErrors';
import { formatDateTime } from '@/shared/domain/dateFormat';
import type { Curriculum } from '@/shared/domain/learning';
import { learnCoursePath, learnLessonPath } from '@/shared/routing/learnPaths';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { useGetLastCourseVisitedQuery, useGetOutlineForResumeQuery } from './continueLearningApi';

/** The lesson's title and its chapter's, when the course still publishes it. */
function lessonIn(
  curriculum: Curriculum | undefined,
  lessonId: string | undefined,
): { title: string; chapter: string } | undefined {
  for (const chapter of curriculum?.chapters ?? []) {
    const lesson = chapter.lessons.find((item) => item._id === lessonId);
    if (lesson) return { title: lesson.title, chapter: chapter.title };
  }
  return undefined;
}

/**
 * The dashboard's "Continue learning": the course the learner was last in, the lesson they were
 * at and how far along the course is, with the way back into it. Nothing until the learner is
 * known, nor for anyone without progress in a course they may learn from.
 */
export function ContinueLearning({ email }: { email: string }) {
  const headingId = useId();
  const courseId = useId();
  const last = useGetLastCourseVisitedQuery(email ? { email } : skipToken, {
    // The lesson player changes it: asked for again on every visit to the dashboard.
    refetchOnMountOrArgChange: true,
  });
  const row = last.data ?? undefined;
  // The title of the last lesson is the outline's (the progress names the lesson by its id only).
  const outline = useGetOutlineForResumeQuery(row?.lastLessonId ? row.courseId : skipToken);
  const lesson = lessonIn(outline.data, row?.lastLessonId);

  if (last.isError) {
    return (
      <section className="continue-learning" aria-labelledby={headingId}>
        <h2 id={headingId}>Continue learning</h2>
        <LoadError description={describeApiError(last.error)} onRetry={() => void last.refetch()} />
      </section>
    );
  }
  if (!row) return null;

  const completedAt = row.completedAt;
  const to =
    row.lastLessonId && !completedAt
      ? learnLessonPath(row.courseId, row.lastLessonId)
      : learnCoursePath(row.courseId);
  return (
    <section className="continue-learning" aria-labelledby={headingId}>
      <h2 id={headingId}>Continue learning</h2>
      <p id={courseId} className="continue-learning__course">
        {row.courseName}
      </p>
      {lesson && (
        <p className="continue-learning__lesson">
          Last lesson: <strong>{lesson.title}</strong>{' '}
          <span className="continue-learning__chapter">({lesson.chapter})</span>
        </p>
      )}
      <p className="continue-learning__progress">
        <progress value={row.percent} max={100} aria-label={`Progress in ${row.courseName}`} />
        <span aria-hidden="true">{row.percent}% complete</span>
      </p>
      {completedAt && (
        <p className="continue-learning__completed">Completed on {formatDateTime(completedAt)}</p>
      )}
      <Link
        to={to}
        className="button button--primary continue-learning__action"
        aria-describedby={courseId}
      >
        {completedAt ? 'Open the course' : 'Continue'}
      </Link>
    </section>
  );
}
