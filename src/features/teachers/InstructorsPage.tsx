import { Empty, Table, type TableColumnsType } from 'antd';
import { describeApiError } from '@/shared/api/apiErrors';
import { messages } from '@/shared/messages';
import { PageHeading } from '@/shared/components/PageHeading';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { useGetInstructorsQuery, type Instructor } from './instructorApi';
import './InstructorsPage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

const columns: TableColumnsType<Instructor> = [
  {
    title: 'Photo',
    dataIndex: 'pic',
    key: 'pic',
    width: 80,
    render: (pic: string, instructor) => (
      <img
        src={pic}
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
  return (
    <Table<Instructor>
      className="instructors__table"
      caption={<span className="visually-hidden">{messages.ourInstructors}</span>}
      columns={columns}
      dataSource={data ?? []}
      rowKey="id"
      loading={isFetching}
      pagination={false}
      size="middle"
      locale={{ emptyText: <Empty description="No instructors are listed yet." /> }}
    />
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
