import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import { describeApiError, isCourseWithdrawn } from '@/shared/api/apiErrors';
import { selectAuth } from '@/shared/auth/authSlice';
import type { Course } from '@/shared/domain/entities';
import { isSafeImageUrl } from '@/shared/domain/imageUrl';
import { formatPrice } from '@/shared/domain/price';
import { dashboardPath, paths } from '@/shared/routing/paths';
import { useAppSelector } from '@/shared/state';
import { JsonLd } from '@/shared/components/JsonLd';
import { CourseNotFoundPage } from '@/shared/components/feedback/CourseNotFoundPage';
import { CourseWithdrawnPage } from '@/shared/components/feedback/CourseWithdrawnPage';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { Notice } from '@/shared/components/feedback/Notice';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { RatingStars } from '@/shared/components/RatingStars';
import { usePageMeta } from '@/shared/components/pageMeta';
import { CourseCard } from '../catalogue/CourseCard';
import { useGetRelatedCoursesQuery, useIsEnrolledInQuery } from '../courseApi';
import { courseJsonLd, coursePagePath, courseSummaryText } from './courseJsonLd';
import { SyllabusOutline, SyllabusPending, SyllabusSection } from './CourseSyllabus';
import { useGetCourseQuery, useGetCurriculumQuery } from '@/shared/api/courseResources';
import '../catalogue/CourseCatalogue.css';
import './CoursePage.css';

const CATALOGUE = `${paths.catalogue}#courses`;

/**
 * Enroll now, or, for a learner enrolled already, where to find the course; nothing more for a
 * withdrawn course (its note says why).
 */
function EnrollAction({ course }: { course: Course }) {
  const { user, isLoading } = useAppSelector(selectAuth);
  const email = !isLoading && user.email ? user.email : null;
  const enrolled = useIsEnrolledInQuery(email ? { email, courseId: course._id } : skipToken);
  if (enrolled.data) {
    return (
      <p className="course-page__enrolled">
        <strong>You are enrolled</strong> in this course.{' '}
        <Link to={dashboardPath('myEnroll')}>Go to My Courses</Link>
      </p>
    );
  }
  if (course.withdrawn) return null;
  return (
    <Link to={paths.course(course._id)} className="button button--primary course-page__enroll">
      Enroll now<span className="visually-hidden"> in {course.name}</span>
    </Link>
  );
}

function RelatedCourses({ course }: { course: Course }) {
  const headingId = useId();
  const category = course.category;
  const related = useGetRelatedCoursesQuery(
    category ? { category, courseId: course._id } : skipToken,
  );
  if (!category || !related.data?.length) return null;
  return (
    <section className="course-page__related" aria-labelledby={headingId}>
      <h2 id={headingId}>More {category} courses</h2>
      <ul className="catalogue__grid">
        {related.data.map((other) => (
          <li key={other._id}>
            <CourseCard course={other} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The course's syllabus, from its curriculum (part of a page written at build time); nothing when
 * the course went away meanwhile (404, or 410 withdrawn: the public sees no syllabus of it).
 */
function Syllabus({
  course,
  curriculum,
}: {
  course: Course;
  curriculum: ReturnType<typeof useGetCurriculumQuery>;
}) {
  const error = curriculum.isError ? curriculum.error : undefined;
  const gone = error && 'status' in error && (error.status === 404 || error.status === 410);
  if (!curriculum.data && gone) return null;
  return (
    <SyllabusSection>
      {curriculum.data ? (
        <SyllabusOutline courseId={course._id} curriculum={curriculum.data} />
      ) : (
        <SyllabusPending
          failure={error ? describeApiError(error) : undefined}
          onRetry={() => void curriculum.refetch()}
        />
      )}
    </SyllabusSection>
  );
}

function CourseDetails({ course }: { course: Course }) {
  const description = courseSummaryText(course);
  const curriculum = useGetCurriculumQuery(course._id);
  usePageMeta({
    title: course.name,
    description,
    path: coursePagePath(course._id),
    image: isSafeImageUrl(course.img) ? course.img : undefined,
    // A withdrawn course is shown only to its learners, teachers and admins: not for search.
    noindex: course.withdrawn === true,
  });
  return (
    <article className="course-page">
      <p className="course-page__back">
        <Link to={CATALOGUE}>All courses</Link>
      </p>
      <div className="course-page__hero">
        {course.img && isSafeImageUrl(course.img) && (
          <img
            className="course-page__image"
            src={course.img}
            alt={`${course.name} course`}
            width={640}
            height={400}
            fetchPriority="high"
          />
        )}
        <div className="course-page__summary">
          {course.category && <p className="course-page__category">{course.category}</p>}
          <h1>{course.name}</h1>
          <p className="course-page__description">{description}</p>
          <p className="course-page__price">
            <span className="visually-hidden">Price: </span>
            {formatPrice(course.price)}
          </p>
          <RatingStars value={course.star} />
          {course.withdrawn && (
            <Notice
              tone="info"
              className="course-page__withdrawn"
              title="This course is no longer offered to new learners"
            />
          )}
          <EnrollAction course={course} />
        </div>
      </div>
      <Syllabus course={course} curriculum={curriculum} />
      <RelatedCourses course={course} />
      {/* Its offer is over: no structured data to describe one. */}
      {!course.withdrawn && <JsonLd data={courseJsonLd(course, curriculum.data)} />}
    </article>
  );
}

/** A state of the page before (or instead of) the course: titled, not indexed. */
function CourseState({ children }: { children: ReactNode }) {
  usePageMeta({ title: 'Course', noindex: true });
  return children;
}

/**
 * A withdrawn course still answers its learners, teachers and admins: when it was refused (410)
 * before the session was known (a returning user's page asks at once), it is asked for again
 * once someone is signed in.
 */
function useAskAgainWhenSignedIn(refused: boolean, askAgain: () => void): void {
  const email = useAppSelector(selectAuth).user.email;
  const askedAs = useRef(email);
  useEffect(() => {
    if (!refused || !email || email === askedAs.current) return;
    askedAs.current = email;
    askAgain();
  }, [refused, email, askAgain]);
}

/**
 * `/courses/{id}`: a course's public page, readable signed out and by search engines (written as
 * HTML at build time for every course the API serves; rendered the same from the API for newer
 * ones). An unknown or removed course is "Course not found", kept out of search results; a
 * withdrawn one (410) says it is no longer offered, except to those the API still shows it to.
 */
export function CoursePage() {
  const { courseId = '' } = useParams();
  const course = useGetCourseQuery(courseId);
  const withdrawn = course.isError && isCourseWithdrawn(course.error);
  useAskAgainWhenSignedIn(withdrawn, course.refetch);
  if (course.data) return <CourseDetails course={course.data} />;
  if (course.isError) {
    if (withdrawn) return <CourseWithdrawnPage />;
    if ('status' in course.error && course.error.status === 404) {
      return <CourseNotFoundPage />;
    }
    return (
      <CourseState>
        <div className="course-page">
          <LoadError
            description={describeApiError(course.error)}
            onRetry={() => void course.refetch()}
          />
        </div>
      </CourseState>
    );
  }
  return (
    <CourseState>
      <PageLoading label="Loading the course…" />
    </CourseState>
  );
}
