import type { TableColumnsType } from 'antd';
import { describeApiError } from '@/shared/api/apiErrors';
import { messages } from '@/shared/messages';
import { PageHeading } from '@/shared/components/PageHeading';
import { EmptyState } from '@/shared/components/feedback/EmptyState';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { ScrollingTable } from '@/shared/components/table/ScrollingTable';
import { AntdTheme } from '@/shared/theme/AntdTheme';
import { useGetInstructorsQuery, type Instructor } from './instructorApi';
import './InstructorsPage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

const columns: TableColumnsType<Instructor> = [
  {
    title: 'Photo',
    key: 'pic',
    width: 80,
    render: (_value, instructor) => (
      <img
        src={instructor.pic}
        alt={instructor.name}
        width={48}
        height={48}
        loading="lazy"
        className="instructors__photo"
      />
    ),
  },
  { title: 'Name', dataIndex: 'name', key: 'name' },
  { title: 'Position', dataIndex: 'position', key: 'position' },
  { title: 'Location', dataIndex: 'Location', key: 'Location' },
];

function InstructorTable() {
  const { data, error, isLoading, isFetching, refetch } = useGetInstructorsQuery();
  if (isLoading) return <PageLoading label="Loading instructors…" />;
  if (error) {
    return <LoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
  }
  // A public page outside the antd routes: the table brings antd's theme and stylesheet with it.
  return (
    <AntdTheme>
      <ScrollingTable<Instructor>
        className="instructors__table"
        caption={messages.ourInstructors}
        hideCaption
        columns={columns}
        dataSource={data ?? []}
        rowKey={(instructor) => String(instructor.id)}
        loading={isFetching}
        pagination={false}
        size="middle"
        locale={{ emptyText: <EmptyState description="No instructors are listed yet." /> }}
      />
    </AntdTheme>
  );
}

/** /teacher: the instructors from the static teacher file. */
export function InstructorsPage() {
  return (
    <div className="instructors">
      <PageHeading title={SITE_PAGES.teachers.title}>
        <p className="instructors__lead">
          Every course is taught by a practitioner who uses the subject at work every day.
        </p>
      </PageHeading>
      <div className="instructors__body">
        <InstructorTable />
      </div>
    </div>
  );
}
