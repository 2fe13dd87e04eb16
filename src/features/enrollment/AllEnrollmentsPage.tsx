import { useState } from 'react';
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
import type { DataColumn } from '@/shared/components/table/DataTable';
import { PageHeading } from '@/shared/components/PageHeading';
import { ChoiceChips } from '@/shared/components/choice/ChoiceChips';
import { EnrollmentStatusLabel } from './EnrollmentStatusLabel';
import { useGetAllEnrollmentsQuery, type EnrollmentSortKey } from './enrollmentApi';
import './AllEnrollmentsPage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

const dateCell = (value: string | undefined) => (value ? formatDateTime(value) : '—');

const columns: DataColumn<Enrollment>[] = [
  { title: 'Learner', key: 'displayName', sortable: true, render: (row) => row.displayName },
  { title: 'Email', key: 'email', sortable: true, render: (row) => row.email },
  { title: 'Course', key: 'name', sortable: true, render: (row) => row.name },
  {
    title: 'Price ($)',
    key: 'price',
    align: 'right',
    sortable: true,
    render: (row) => (isFree(row.price) ? FREE_PRICE_LABEL : row.price),
  },
  {
    title: 'Status',
    key: 'status',
    sortable: true,
    render: (row) => <EnrollmentStatusLabel status={row.status} />,
  },
  { title: 'Paid', key: 'paidAt', sortable: true, render: (row) => dateCell(row.paidAt) },
  {
    title: 'Refunded',
    key: 'refundedAt',
    sortable: true,
    render: (row) => dateCell(row.refundedAt),
  },
];

type StatusFilter = EnrollmentStatus | 'All';

const STATUS_OPTIONS = (['All', ...ENROLLMENT_STATUSES] as const).map((value) => ({
  value,
  label: value,
}));

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
    <ChoiceChips<StatusFilter>
      legend="Status"
      className="all-enrollments__filter"
      options={STATUS_OPTIONS}
      value={status}
      onChange={(next) => {
        setStatus(next);
        setQuery((previous) => ({ ...previous, page: 1 }));
      }}
    />
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
        caption="Enrollments"
        emptyDescription="Nobody has enrolled yet."
        searchPlaceholder="Learner, email or course"
        filters={filters}
        filtered={status !== 'All'}
      />
    </>
  );
}
