import { useId } from 'react';
import { Link } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { describeApiError } from '@/shared/api/apiErrors';
import { formatDateTime } from '@/shared/domain/dateFormat';
import type { Curriculum } from '@/shared/domain/learning';
import { certificatePath } from '@/shared/routing/certificatePaths';
import { learnCoursePath, learnLessonPath } from '@/shared/routing/learnPaths';
import { paths } from '@/shared/routing/paths';
import { AntdLoadError } from '@/shared/components/feedback/AntdLoadError';
import { useGetCurriculumQuery } from '@/shared/api/courseResources';
import { useGetLastCourseVisitedQuery } from './continueLearningApi';

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
 * at and how far along the course is, with the way back into it (and, once the course is
 * completed, to its certificate); the catalogue for someone who has not started a course. Its box
 * is there from the first paint, at the height of its fullest state (DashboardHome.css), so that
 * nothing under it moves when the answers come in.
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
  const outline = useGetCurriculumQuery(row?.lastLessonId ? row.courseId : skipToken);
  const lesson = lessonIn(outline.data, row?.lastLessonId);

  if (last.isError) {
    return (
      <section className="continue-learning" aria-labelledby={headingId}>
        <h2 id={headingId}>Continue learning</h2>
        <AntdLoadError
          description={describeApiError(last.error)}
          onRetry={() => void last.refetch()}
        />
      </section>
    );
  }
  // The card fills in at once, with the last lesson's title when it has one (nothing moves in it).
  if (!row || outline.isLoading) {
    const settled = Boolean(email) && !last.isFetching && !outline.isLoading;
    return (
      <section className="continue-learning" aria-labelledby={headingId} aria-busy={!settled}>
        <h2 id={headingId}>Continue learning</h2>
        {settled && (
          <>
            <p>You have not started a course yet.</p>
            <Link
              to={`${paths.catalogue}#courses`}
              className="button button--primary continue-learning__action"
            >
              Browse the courses
            </Link>
          </>
        )}
      </section>
    );
  }

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
      <div className="continue-learning__actions">
        <Link to={to} className="button button--primary" aria-describedby={courseId}>
          {completedAt ? 'Open the course' : 'Continue'}
        </Link>
        {completedAt && row.certificateId && (
          <Link
            to={certificatePath(row.certificateId)}
            className="button"
            aria-describedby={courseId}
          >
            Certificate
          </Link>
        )}
      </div>
    </section>
  );
}
