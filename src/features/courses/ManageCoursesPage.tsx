import { Button, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { describeApiError } from '../../app/apiErrors';
import type { Course } from '../../app/domain/entities';
import { FREE_PRICE_LABEL, isFree } from '../../app/domain/price';
import { messages } from '../../app/messages';
import { SearchableTable } from '../../components/SearchableTable';
import { PageHeading } from '../../components/PageHeading';
import { useConfirmAction } from '../../components/useConfirmAction';
import { useDeleteCourseMutation, useGetCoursesQuery } from './courseApi';
import './admin/CourseAdmin.css';

const searchableTexts = (course: Course): string[] => [course.name, course.category ?? ''];

/** dashboard/managecourse: every course with a confirmed Delete (spec sections 2 and 7, D2, D3). */
export function ManageCoursesPage() {
  const confirmAction = useConfirmAction();
  const { data: courses, error, isLoading, refetch } = useGetCoursesQuery();
  const [deleteCourse] = useDeleteCourseMutation();

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
      dataIndex: 'img',
      width: 96,
      render: (img: string) =>
        img ? (
          <img className="course-admin__thumbnail" src={img} alt="" width={64} height={40} />
        ) : null,
    },
    {
      title: 'Name',
      dataIndex: 'name',
      sorter: (a, b) => a.name.localeCompare(b.name),
    },
    {
      title: 'Category',
      dataIndex: 'category',
      render: (category?: string) => category ?? '—',
      sorter: (a, b) => (a.category ?? '').localeCompare(b.category ?? ''),
    },
    {
      title: 'Price ($)',
      dataIndex: 'price',
      align: 'right',
      render: (price: number) => (isFree(price) ? FREE_PRICE_LABEL : price),
      sorter: (a, b) => a.price - b.price,
    },
    {
      title: 'Action',
      key: 'action',
      render: (_value, course) => (
        <Button
          danger
          icon={<DeleteOutlined aria-hidden="true" />}
          aria-label={`Delete ${course.name}`}
          onClick={() => confirmDelete(course)}
        >
          Delete
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeading title="Manage courses" />
      <SearchableTable<Course>
        rows={courses}
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        columns={columns}
        rowsName="courses"
        emptyDescription="There are no courses yet."
        searchPlaceholder="Name or category"
        searchableTexts={searchableTexts}
      />
    </>
  );
}
