import { useState } from 'react';
import { Radio, type TableColumnsType } from 'antd';
import { useAllowedQueryArg } from '@/shared/auth/guards';
import {
  ENROLLMENT_STATUSES,
  type Enrollment,
  type EnrollmentStatus,
} from '@/shared/domain/entities';
import { formatDateTime } from '@/shared/domain/dateFormat';
import { FREE_PRICE_LABEL, isFree } from '@/shared/domain/price';
import type { TableQuery } from '@/shared/api/paging';
import { initialTableQuery, ServerTable } from '@/shared/components/ServerTable';
import { PageHeading } from '@/shared/components/PageHeading';
import { EnrollmentStatusLabel } from './EnrollmentStatusLabel';
import { useGetAllEnrollmentsQuery, type EnrollmentSortKey } from './enrollmentApi';
import './AllEnrollmentsPage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

const dateCell = (value: string | undefined) => (value ? formatDateTime(value) : '—');

const columns: TableColumnsType<Enrollment> = [
  { title: 'Learner', dataIndex: 'displayName', key: 'displayName', sorter: true },
  { title: 'Email', dataIndex: 'email', key: 'email', sorter: true },
  { title: 'Course', dataIndex: 'name', key: 'name', sorter: true },
  {
    title: 'Price ($)',
    dataIndex: 'price',
    key: 'price',
    align: 'right',
    render: (price: number) => (isFree(price) ? FREE_PRICE_LABEL : price),
    sorter: true,
  },
  {
    title: 'Status',
    dataIndex: 'status',
    key: 'status',
    sorter: true,
    render: (status: EnrollmentStatus) => <EnrollmentStatusLabel status={status} />,
  },
  { title: 'Paid', dataIndex: 'paidAt', key: 'paidAt', render: dateCell, sorter: true },
  {
    title: 'Refunded',
    dataIndex: 'refundedAt',
    key: 'refundedAt',
    render: dateCell,
    sorter: true,
  },
];

type StatusFilter = EnrollmentStatus | 'All';

/**
 * dashboard/allenroll: every enrollment with its status and its paid and refunded dates, a page at a
 * time as the server filters (by status), searches (learner, email, course), sorts and pages them.
 */
export function AllEnrollmentsPage() {
  const [status, setStatus] = useState<StatusFilter>('All');
  const [query, setQuery] = useState<TableQuery<EnrollmentSortKey>>(initialTableQuery);
  // Each change asks the server again: enrollments change while the page is open.
  // Rendered ahead of the sign-in's confirmation (src/shared/auth/guards.tsx), it asks nothing yet.
  const page = useGetAllEnrollmentsQuery(
    useAllowedQueryArg(status === 'All' ? query : { ...query, status }),
    { refetchOnMountOrArgChange: true },
  );

  const filters = (
    <fieldset className="all-enrollments__filter">
      <legend className="all-enrollments__filter-legend">Status</legend>
      <Radio.Group
        optionType="button"
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as StatusFilter);
          setQuery((previous) => ({ ...previous, page: 1 }));
        }}
        options={['All', ...ENROLLMENT_STATUSES].map((value) => ({ value, label: value }))}
      />
    </fieldset>
  );

  return (
    <>
      <PageHeading title={SITE_PAGES.allEnroll.title} />
      <ServerTable<Enrollment, EnrollmentSortKey>
        result={page}
        columns={columns}
        query={query}
        setQuery={setQuery}
        rowsName="enrollments"
        emptyDescription="Nobody has enrolled yet."
        searchPlaceholder="Learner, email or course"
        filters={filters}
        filtered={status !== 'All'}
      />
    </>
  );
}
