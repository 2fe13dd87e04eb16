import { useRef, useState, type ReactNode } from 'react';
import { Empty, Pagination } from 'antd';
import { describeApiError } from '@/shared/api/apiErrors';
import { countOf } from '@/shared/messages';
import type { AssignedCourse } from '@/shared/domain/entities';
import { AntdLoadError } from '@/shared/components/feedback/AntdLoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { useGetAssignedCoursesQuery } from './assignedCourseApi';
import './AssignedCourses.css';

/** Assigned courses per page. */
export const ASSIGNED_COURSES_PAGE_SIZE = 12;

function summary(total: number, page: number): string {
  if (total <= ASSIGNED_COURSES_PAGE_SIZE) {
    return countOf(total, 'assigned course', 'assigned courses');
  }
  const first = (page - 1) * ASSIGNED_COURSES_PAGE_SIZE + 1;
  const last = Math.min(total, page * ASSIGNED_COURSES_PAGE_SIZE);
  return `Showing ${first}–${last} of ${total} assigned courses`;
}

interface AssignedCourseListProps {
  /** The heading level of each course's name, one below the section's heading. */
  itemHeading: 'h2' | 'h3';
  /** Extra controls for a course (e.g. copy buttons). */
  renderActions?: (course: AssignedCourse) => ReactNode;
}

/**
 * The assigned courses (name, description, image), newest first, one page at a time as the server
 * pages them, with the total, antd's pagination, and loading, error and empty states.
 */
export function AssignedCourseList({
  itemHeading: ItemHeading,
  renderActions,
}: AssignedCourseListProps) {
  const [page, setPage] = useState(1);
  const summaryRef = useRef<HTMLParagraphElement>(null);
  const { data, error, isLoading, isFetching, refetch } = useGetAssignedCoursesQuery({
    page,
    pageSize: ASSIGNED_COURSES_PAGE_SIZE,
  });
  if (isLoading) return <PageLoading label="Loading assigned courses…" />;
  if (!data) {
    return <AntdLoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
  }
  if (data.total === 0) return <Empty description="No courses have been assigned yet." />;
  return (
    <>
      <p ref={summaryRef} className="assigned-course-list__summary" role="status" tabIndex={-1}>
        {summary(data.total, page)}
      </p>
      {error ? (
        <AntdLoadError description={describeApiError(error)} onRetry={() => void refetch()} />
      ) : (
        <ul className="assigned-course-list" aria-label="Assigned courses" aria-busy={isFetching}>
          {data.items.map((course) => (
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
      )}
      <div className="assigned-course-list__pager">
        {/* Assigned courses are only ever added, so the page asked for never runs past the last one. */}
        <Pagination
          aria-label="Assigned course pages"
          current={page}
          pageSize={ASSIGNED_COURSES_PAGE_SIZE}
          total={data.total}
          showSizeChanger={false}
          // The summary above says the total; one page needs no pages.
          hideOnSinglePage
          onChange={(next) => {
            setPage(next);
            // Take the reader (and screen reader focus) back to the top of the new page.
            summaryRef.current?.focus();
          }}
        />
      </div>
    </>
  );
}
