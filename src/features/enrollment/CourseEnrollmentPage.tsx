import { useDeferredValue } from 'react';
import { useParams } from 'react-router';
import { RequireAuth, useAccessPending } from '@/shared/auth/guards';
import { messages } from '@/shared/messages';
import { useAuth } from '@/shared/auth/useAuth';
import { describeApiError, isCourseWithdrawn } from '@/shared/api/apiErrors';
import type { Course } from '@/shared/domain/entities';
import { CourseWithdrawnPage } from '@/shared/components/feedback/CourseWithdrawnPage';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { NotFoundPage } from '@/shared/components/feedback/NotFoundPage';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { PageHeading } from '@/shared/components/PageHeading';
import { CourseSummary } from './CourseSummary';
import { PurchaseForm } from './PurchaseForm';
import { useGetCourseQuery } from '@/shared/api/courseResources';
import './CourseEnrollmentPage.css';

function EnrollInCourse({ course, reload }: { course: Course; reload: () => void }) {
  const { user } = useAuth();
  // Rendered ahead of the sign-in's confirmation (src/shared/auth/guards.tsx), the course shows and
  // the form, which starts from the learner's name and email, waits for them.
  // Once confirmed, the form mounts in a deferred render, which React splits into short tasks
  // (mounted with the update that confirmed the sign-in, it was a long task that held up input).
  // The guard passes the confirmation on in a deferred render already; this keeps the form's
  // mounting deferred whatever renders the change.
  const formShown = useDeferredValue(!useAccessPending());
  return (
    <div className="course-enrollment">
      {/* Written at build time for every course, readable without signing in: not for search. */}
      <PageHeading title={`Enroll in ${course.name}`} noindex />
      <div className="course-enrollment__columns">
        <CourseSummary course={course} />
        {formShown ? (
          <PurchaseForm course={course} user={user} onPriceChanged={reload} />
        ) : (
          <PageLoading label={messages.waitPlease} />
        )}
      </div>
    </div>
  );
}

/**
 * `/{courseId}` (docs/decisions.md#purchase-page): an unknown course is a 404 for everyone; a real one needs sign-in, then shows
 * the course and its purchase form. A withdrawn course (410, or `withdrawn` for those the API
 * still shows it to) says it is no longer offered: no form.
 */
export function CourseEnrollmentPage() {
  const { courseId = '' } = useParams();
  const course = useGetCourseQuery(courseId);

  if (course.isLoading) return <PageLoading label="Loading the course…" />;
  if (course.isError) {
    if ('status' in course.error && course.error.status === 404) return <NotFoundPage />;
    if (isCourseWithdrawn(course.error)) return <CourseWithdrawnPage />;
    return (
      <div className="course-enrollment">
        <PageHeading title="Enroll in a course" />
        <LoadError
          description={describeApiError(course.error)}
          onRetry={() => void course.refetch()}
        />
      </div>
    );
  }
  if (!course.data) return <NotFoundPage />;
  if (course.data.withdrawn) return <CourseWithdrawnPage />;
  return (
    <RequireAuth whilePending="render">
      <EnrollInCourse course={course.data} reload={() => void course.refetch()} />
    </RequireAuth>
  );
}
