import type { TableColumnsType } from 'antd';
import type { Enrollment, EnrollmentStatus } from '../../app/domain/entities';
import { FREE_PRICE_LABEL, isFree } from '../../app/domain/price';
import { SearchableTable } from '../../components/SearchableTable';
import { PageHeading } from '../../components/PageHeading';
import { EnrollmentStatusLabel } from './EnrollmentStatusLabel';
import { useGetAllEnrollmentsQuery } from './enrollmentApi';

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
    render: (price: number) => (isFree(price) ? FREE_PRICE_LABEL : price),
    sorter: (a, b) => a.price - b.price,
  },
  {
    title: 'Status',
    dataIndex: 'status',
    sorter: byText((enrollment) => enrollment.status),
    render: (status: EnrollmentStatus) => <EnrollmentStatusLabel status={status} />,
  },
];

/** The search looks in the learner, the email and the course. */
const searchableTexts = (enrollment: Enrollment): string[] => [
  enrollment.displayName,
  enrollment.email,
  enrollment.name,
];

/** dashboard/allenroll: every enrollment, sortable, searchable and paginated (spec section 2). */
export function AllEnrollmentsPage() {
  const { data: enrollments, error, isLoading, refetch } = useGetAllEnrollmentsQuery();

  return (
    <>
      <PageHeading title="All enrollments" />
      <SearchableTable<Enrollment>
        rows={enrollments}
        isLoading={isLoading}
        error={error}
        onRetry={() => void refetch()}
        columns={columns}
        rowsName="enrollments"
        emptyDescription="Nobody has enrolled yet."
        searchPlaceholder="Learner, email or course"
        searchableTexts={searchableTexts}
      />
    </>
  );
}
