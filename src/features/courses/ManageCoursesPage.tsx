import { useMemo, useState } from 'react';
import { App as AntApp, Button, Empty, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { describeApiError } from '../../app/apiErrors';
import type { Course } from '../../app/domain/entities';
import { messages } from '../../app/messages';
import { LoadError } from '../../components/feedback/LoadError';
import { PageLoading } from '../../components/feedback/PageLoading';
import { AdminTableSearch } from '../../components/AdminTableSearch';
import { PageHeading } from '../../components/PageHeading';
import { useDeleteCourseMutation, useGetCoursesQuery } from './courseApi';
import './admin/CourseAdmin.css';

const PAGE_SIZE = 10;

const matches = (course: Course, query: string): boolean =>
  [course.name, course.category ?? ''].some((text) => text.toLowerCase().includes(query));

/** dashboard/managecourse: every course with a confirmed Delete (spec sections 2 and 7, D2, D3). */
export function ManageCoursesPage() {
  const { message, modal } = AntApp.useApp();
  const { data: courses, error, isLoading, refetch } = useGetCoursesQuery();
  const [deleteCourse] = useDeleteCourseMutation();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const query = search.trim().toLowerCase();
  const shown = useMemo(
    () => (courses ?? []).filter((course) => !query || matches(course, query)),
    [courses, query],
  );

  const confirmDelete = (course: Course) => {
    modal.confirm({
      title: messages.confirmDelete,
      content: `${course.name} will be removed from the catalogue.`,
      okText: 'OK',
      cancelText: 'Cancel',
      onOk: async () => {
        const outcome = await deleteCourse(course._id);
        if ('error' in outcome) {
          void message.error(describeApiError(outcome.error));
        } else if (outcome.data.deletedCount) {
          void message.success(messages.courseDeleted);
        } else {
          void message.error(`${course.name} was not deleted. Try again.`);
        }
      },
    });
  };

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

  const body = () => {
    if (isLoading) return <PageLoading label="Loading courses…" />;
    if (error || !courses) {
      return <LoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
    }
    if (courses.length === 0) return <Empty description="There are no courses yet." />;
    return (
      <>
        <AdminTableSearch
          label="Search courses"
          value={search}
          placeholder="Name or category"
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Table<Course>
          rowKey="_id"
          columns={columns}
          dataSource={shown}
          scroll={{ x: 'max-content' }}
          locale={{ emptyText: <Empty description={messages.noResults} /> }}
          pagination={{
            current: page,
            pageSize: PAGE_SIZE,
            onChange: setPage,
            showSizeChanger: false,
            showTotal: (total) => `${total} courses`,
          }}
        />
      </>
    );
  };

  return (
    <>
      <PageHeading title="Manage courses" />
      {body()}
    </>
  );
}
