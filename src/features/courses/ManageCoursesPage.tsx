import { Button } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useAllowedQueryArg } from '@/shared/auth/guards';
import { DeleteOutlined } from '@ant-design/icons';
import type { TableColumnsType } from 'antd';
import { describeApiError } from '@/shared/api/apiErrors';
import type { Course } from '@/shared/domain/entities';
import { FREE_PRICE_LABEL, isFree } from '@/shared/domain/price';
import { messages } from '@/shared/messages';
import type { TableQuery } from '@/shared/api/paging';
import { initialTableQuery, ServerTable } from '@/shared/components/ServerTable';
import { PageHeading } from '@/shared/components/PageHeading';
import { useConfirmAction } from '@/shared/components/useConfirmAction';
import { useDeleteCourseMutation, useGetCoursePageQuery, type CourseSortKey } from './courseApi';
import './admin/CourseAdmin.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

/**
 * dashboard/managecourse: the courses, a page at a time as the server searches (by name), sorts and
 * pages them, each with a confirmed Delete.
 */
/** Ant Design and the dialog load when an admin opens a course's instructors. */
const InstructorsDialog = lazy(() =>
  import(/* webpackChunkName: "instructors-dialog" */ './admin/InstructorsDialog').then((m) => ({
    default: m.InstructorsDialogInShell,
  })),
);

export function ManageCoursesPage() {
  const confirmAction = useConfirmAction();
  const [instructorsOf, setInstructorsOf] = useState<Course | null>(null);
  const [query, setQuery] = useState<TableQuery<CourseSortKey>>(initialTableQuery);
  // Rendered ahead of the sign-in's confirmation (src/shared/auth/guards.tsx), it asks nothing yet.
  const page = useGetCoursePageQuery(useAllowedQueryArg(query));
  const { currentData, isFetching } = page;
  const [deleteCourse] = useDeleteCourseMutation();
  // A delete refetches the page; when that left a later page empty, show the one before it.
  if (currentData?.items.length === 0 && query.page > 1 && !isFetching) {
    setQuery({ ...query, page: query.page - 1 });
  }

  const confirmDelete = (course: Course) =>
    confirmAction({
      title: messages.confirmDelete,
      content: `${course.name} will be removed from the catalogue.`,
      run: async () => {
        const result = await deleteCourse(course._id);
        if ('error' in result) return { done: false, text: describeApiError(result.error) };
        return result.data.deletedCount
          ? { done: true, text: messages.courseDeleted }
          : { done: false, text: `${course.name} was not deleted. Try again.` };
      },
    });

  const columns: TableColumnsType<Course> = [
    {
      title: 'Image',
      key: 'img',
      width: 96,
      render: (_, course) =>
        course.img ? (
          <img className="course-admin__thumbnail" src={course.img} alt="" width={64} height={40} />
        ) : null,
    },
    { title: 'Name', key: 'name', sorter: true, render: (_, course) => course.name },
    { title: 'Category', key: 'category', render: (_, course) => course.category ?? '—' },
    {
      title: 'Price ($)',
      key: 'price',
      align: 'right',
      sorter: true,
      render: (_, course) => (isFree(course.price) ? FREE_PRICE_LABEL : course.price),
    },
    {
      title: 'Action',
      key: 'action',
      render: (_, course) => (
        <span className="course-admin__actions">
          <Button
            aria-label={`Instructors of ${course.name}`}
            aria-haspopup="dialog"
            onClick={() => setInstructorsOf(course)}
          >
            Instructors
          </Button>
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${course.name}`}
            onClick={() => confirmDelete(course)}
          >
            Delete
          </Button>
        </span>
      ),
    },
  ];

  return (
    <>
      <PageHeading title={SITE_PAGES.manageCourse.title} />
      <ServerTable<Course, CourseSortKey>
        result={page}
        columns={columns}
        query={query}
        setQuery={setQuery}
        rowsName="courses"
        caption="Courses"
        emptyDescription="There are no courses yet."
        searchPlaceholder="Course name"
      />
      {instructorsOf && (
        <Suspense fallback={null}>
          <InstructorsDialog course={instructorsOf} onClose={() => setInstructorsOf(null)} />
        </Suspense>
      )}
    </>
  );
}
