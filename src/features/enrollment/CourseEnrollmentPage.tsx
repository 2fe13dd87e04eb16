import { useParams } from 'react-router';
import { RequireAuth } from '@/shared/auth/guards';
import { useAuth } from '@/shared/auth/useAuth';
import { describeApiError } from '@/shared/api/apiErrors';
import type { Course } from '@/shared/domain/entities';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { NotFoundPage } from '@/shared/components/feedback/NotFoundPage';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { PageHeading } from '@/shared/components/PageHeading';
import { CourseSummary } from './CourseSummary';
import { PurchaseForm } from './PurchaseForm';
import { useGetCourseQuery } from './enrollmentApi';
import './CourseEnrollmentPage.css';

function EnrollInCourse({ course, reload }: { course: Course; reload: () => void }) {
  const { user } = useAuth();
  return (
    <div className="course-enrollment">
      <PageHeading title={`Enroll in ${course.name}`} />
      <div className="course-enrollment__columns">
        <CourseSummary course={course} />
        <PurchaseForm course={course} user={user} onPriceChanged={reload} />
      </div>
    </div>
  );
}

/**
 * `/{bookId}` (docs/decisions.md#purchase-page): an unknown course is a 404 for everyone; a real one needs sign-in, then shows
 * the course and its purchase form.
 */
export function CourseEnrollmentPage() {
  const { bookId = '' } = useParams();
  const course = useGetCourseQuery(bookId);

  if (course.isLoading) return <PageLoading label="Loading the course…" />;
  if (course.isError) {
    if ('status' in course.error && course.error.status === 404) return <NotFoundPage />;
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
  return (
    <RequireAuth>
      <EnrollInCourse course={course.data} reload={() => void course.refetch()} />
    </RequireAuth>
  );
}
