import { useState } from 'react';
import { Link } from 'react-router';
import { Space, Table, type TableColumnsType } from 'antd';
import { describeApiError } from '@/shared/api/apiErrors';
import type { TaughtCourse } from '@/shared/domain/authoring';
import { AntdLoadError } from '@/shared/components/feedback/AntdLoadError';
import { courseFiguresPath, curriculumEditorPath } from '@/shared/routing/authoringPaths';
import { paths } from '@/shared/routing/paths';
import { useGetTaughtCoursesQuery } from './teachingApi';

const PAGE_SIZE = 10;

/**
 * "Courses you teach": the courses that name the signed-in teacher as an instructor (an admin:
 * every course), a page at a time as the server pages them, each with its curriculum editor and
 * its figures.
 */
export function TaughtCourses() {
  const [page, setPage] = useState(1);
  const taught = useGetTaughtCoursesQuery({ page, pageSize: PAGE_SIZE });
  if (taught.isError) {
    return (
      <AntdLoadError
        description={describeApiError(taught.error)}
        onRetry={() => void taught.refetch()}
      />
    );
  }
  const columns: TableColumnsType<TaughtCourse> = [
    {
      title: 'Course',
      key: 'name',
      render: (_value, course) => <Link to={paths.coursePage(course._id)}>{course.name}</Link>,
    },
    { title: 'Published lessons', dataIndex: 'lessonCount', key: 'lessonCount' },
    { title: 'Drafts', dataIndex: 'draftCount', key: 'draftCount' },
    {
      // One column for both links: the panel gives this table a narrow column of its own.
      title: 'Curriculum and figures',
      key: 'edit',
      render: (_value, course) => (
        <Space orientation="vertical" size="small">
          <Link to={curriculumEditorPath(course._id)}>
            Edit the curriculum<span className="visually-hidden"> of {course.name}</span>
          </Link>
          <Link to={courseFiguresPath(course._id)}>
            Figures<span className="visually-hidden"> of {course.name}</span>
          </Link>
        </Space>
      ),
    },
  ];
  return (
    <Table<TaughtCourse>
      rowKey="_id"
      columns={columns}
      dataSource={taught.data?.items ?? []}
      loading={taught.isFetching}
      locale={{ emptyText: 'No course names you as its instructor yet: an admin sets them.' }}
      pagination={{
        current: page,
        pageSize: PAGE_SIZE,
        total: taught.data?.total ?? 0,
        hideOnSinglePage: true,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}
