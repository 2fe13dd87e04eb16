import { useMemo, useState } from 'react';
import { Empty, Table, type TableColumnsType } from 'antd';
import { describeApiError } from '../../app/apiErrors';
import type { Enrollment, EnrollmentStatus } from '../../app/domain/entities';
import { messages } from '../../app/messages';
import { AdminTableSearch } from '../../components/AdminTableSearch';
import { LoadError } from '../../components/feedback/LoadError';
import { PageLoading } from '../../components/feedback/PageLoading';
import { PageHeading } from '../../components/PageHeading';
import { EnrollmentStatusLabel } from './EnrollmentStatusLabel';
import { useGetAllEnrollmentsQuery } from './enrollmentApi';

const PAGE_SIZE = 10;

const byText = (pick: (enrollment: Enrollment) => string) => (a: Enrollment, b: Enrollment) =>
  pick(a).localeCompare(pick(b), undefined, { sensitivity: 'base' });

const columns: TableColumnsType<Enrollment> = [
  {
    title: 'Learner',
    dataIndex: 'displayName',
    sorter: byText((enrollment) => enrollment.displayName),
  },
  { title: 'Email', dataIndex: 'email', sorter: byText((enrollment) => enrollment.email) },
  { title: 'Course', dataIndex: 'name', sorter: byText((enrollment) => enrollment.name) },
  {
    title: 'Price ($)',
    dataIndex: 'price',
    align: 'right',
    sorter: (a, b) => a.price - b.price,
  },
  {
    title: 'Status',
    dataIndex: 'status',
    sorter: byText((enrollment) => enrollment.status),
    render: (status: EnrollmentStatus) => <EnrollmentStatusLabel status={status} />,
  },
];

/** Learner, email or course contains the query, ignoring case. */
const matches = (enrollment: Enrollment, query: string): boolean =>
  [enrollment.displayName, enrollment.email, enrollment.name].some((text) =>
    text.toLowerCase().includes(query),
  );

/** dashboard/allenroll: every enrollment, sortable, searchable and paginated (spec section 2). */
export function AllEnrollmentsPage() {
  const { data: enrollments, error, isLoading, refetch } = useGetAllEnrollmentsQuery();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);

  const query = search.trim().toLowerCase();
  const shown = useMemo(
    () => (enrollments ?? []).filter((enrollment) => !query || matches(enrollment, query)),
    [enrollments, query],
  );

  const body = () => {
    if (isLoading) return <PageLoading label="Loading enrollments…" />;
    if (error || !enrollments) {
      return <LoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
    }
    if (enrollments.length === 0) return <Empty description="Nobody has enrolled yet." />;
    return (
      <>
        <AdminTableSearch
          label="Search enrollments"
          value={search}
          placeholder="Learner, email or course"
          onChange={(value) => {
            setSearch(value);
            setPage(1);
          }}
        />
        <Table<Enrollment>
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
            showTotal: (total) => `${total} enrollments`,
          }}
        />
      </>
    );
  };

  return (
    <>
      <PageHeading title="All enrollments" />
      {body()}
    </>
  );
}
