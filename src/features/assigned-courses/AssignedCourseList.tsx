import type { ReactNode } from 'react';
import { Empty } from 'antd';
import { describeApiError } from '../../app/apiErrors';
import type { AssignedCourse } from '../../app/domain/entities';
import { LoadError } from '../../components/feedback/LoadError';
import { PageLoading } from '../../components/feedback/PageLoading';
import { useGetAssignedCoursesQuery } from './assignedCourseApi';
import './AssignedCourses.css';

interface AssignedCourseListProps {
  /** The heading level of each course's name, one below the section's heading. */
  itemHeading: 'h2' | 'h3';
  /** Extra controls for a course (e.g. copy buttons). */
  renderActions?: (course: AssignedCourse) => ReactNode;
}

/** Every assigned course (name, description, image) with loading, error and empty states (D3). */
export function AssignedCourseList({
  itemHeading: ItemHeading,
  renderActions,
}: AssignedCourseListProps) {
  const { data: courses, error, isLoading, refetch } = useGetAssignedCoursesQuery();

  if (isLoading) return <PageLoading label="Loading assigned courses…" />;
  if (error || !courses) {
    return <LoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
  }
  if (courses.length === 0) return <Empty description="No courses have been assigned yet." />;

  return (
    <ul className="assigned-course-list" aria-label="Assigned courses">
      {courses.map((course) => (
        <li key={course._id} className="assigned-course">
          {course.img ? (
            <img
              className="assigned-course__image"
              src={course.img}
              alt=""
              width={120}
              height={80}
            />
          ) : (
            <span
              className="assigned-course__image assigned-course__image--none"
              aria-hidden="true"
            />
          )}
          <div className="assigned-course__body">
            <ItemHeading className="assigned-course__name">{course.name}</ItemHeading>
            {course.description && (
              <p className="assigned-course__description">{course.description}</p>
            )}
            {renderActions?.(course)}
          </div>
        </li>
      ))}
    </ul>
  );
}
