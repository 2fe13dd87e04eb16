import { useParams } from 'react-router';
import { RequireAuth } from '../../app/auth/guards';
import { useAuth } from '../../app/auth/useAuth';
import { describeApiError } from '../../app/apiErrors';
import type { Course } from '../../app/domain/entities';
import { LoadError } from '../../components/feedback/LoadError';
import { NotFoundPage } from '../../components/feedback/NotFoundPage';
import { PageLoading } from '../../components/feedback/PageLoading';
import { PageHeading } from '../../components/PageHeading';
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
