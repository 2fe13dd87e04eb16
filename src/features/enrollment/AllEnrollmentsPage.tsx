import { useState } from 'react';
import { Radio, type TableColumnsType } from 'antd';
import {
  ENROLLMENT_STATUSES,
  type Enrollment,
  type EnrollmentStatus,
} from '../../app/domain/entities';
import { formatDateTime } from '../../app/domain/dateFormat';
import { FREE_PRICE_LABEL, isFree } from '../../app/domain/price';
import { SearchableTable } from '../../components/SearchableTable';
import { PageHeading } from '../../components/PageHeading';
import { EnrollmentStatusLabel } from './EnrollmentStatusLabel';
import { useGetAllEnrollmentsQuery } from './enrollmentApi';
import './AllEnrollmentsPage.css';

const byText = (pick: (enrollment: Enrollment) => string) => (a: Enrollment, b: Enrollment) =>
  pick(a).localeCompare(pick(b), undefined, { sensitivity: 'base' });

/** Earliest first; enrollments without the date last. */
const byDate =
  (pick: (enrollment: Enrollment) => string | undefined) => (a: Enrollment, b: Enrollment) =>
    (pick(a) ?? '\uffff').localeCompare(pick(b) ?? '\uffff');

const dateCell = (value: string | undefined) => (value ? formatDateTime(value) : '—');

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
    render: (price: number) => (isFree(price) ? FREE_PRICE_LABEL : price),
    sorter: (a, b) => a.price - b.price,
  },
  {
    title: 'Status',
    dataIndex: 'status',
    sorter: byText((enrollment) => enrollment.status),
    render: (status: EnrollmentStatus) => <EnrollmentStatusLabel status={status} />,
  },
  {
    title: 'Paid',
    dataIndex: 'paidAt',
    render: dateCell,
    sorter: byDate((enrollment) => enrollment.paidAt),
  },
  {
    title: 'Refunded',
    dataIndex: 'refundedAt',
    render: dateCell,
    sorter: byDate((enrollment) => enrollment.refundedAt),
  },
];

/** The search looks in the learner, the email and the course. */
const searchableTexts = (enrollment: Enrollment): string[] => [
  enrollment.displayName,
  enrollment.email,
  enrollment.name,
];

type StatusFilter = EnrollmentStatus | 'All';

/**
 * dashboard/allenroll: every enrollment with its status and its paid and refunded dates; the server
 * filters by status, and the table sorts, searches and pages.
 */
export function AllEnrollmentsPage() {
  const [status, setStatus] = useState<StatusFilter>('All');
  // Each filter asks the server again: enrollments change while the page is open.
  const { data, error, isLoading, refetch } = useGetAllEnrollmentsQuery(
    status === 'All' ? {} : { status },
    { refetchOnMountOrArgChange: true },
  );

  const filters = (
    <fieldset className="all-enrollments__filter">
      <legend className="all-enrollments__filter-legend">Status</legend>
      <Radio.Group
        optionType="button"
        value={status}
        onChange={(event) => setStatus(event.target.value as StatusFilter)}
        options={['All', ...ENROLLMENT_STATUSES].map((value) => ({ value, label: value }))}
      />
    </fieldset>
  );

  return (
    <>
      <PageHeading title="All enrollments" />
      <SearchableTable<Enrollment>
        rows={data}
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        columns={columns}
        rowsName="enrollments"
        emptyDescription="Nobody has enrolled yet."
        searchPlaceholder="Learner, email or course"
        searchableTexts={searchableTexts}
        filters={filters}
        filtered={status !== 'All'}
      />
    </>
  );
}
