import { describeApiError } from '@/shared/api/apiErrors';
import { messages } from '@/shared/messages';
import { PageHeading } from '@/shared/components/PageHeading';
import { EmptyState } from '@/shared/components/feedback/EmptyState';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { DataTable, type DataColumn } from '@/shared/components/table/DataTable';
import { useGetInstructorsQuery, type Instructor } from './instructorApi';
import './InstructorsPage.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

const columns: DataColumn<Instructor>[] = [
  {
    title: 'Photo',
    key: 'pic',
    width: 80,
    render: (instructor) => (
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
  { title: 'Name', key: 'name', render: (instructor) => instructor.name },
  { title: 'Position', key: 'position', render: (instructor) => instructor.position },
  { title: 'Location', key: 'Location', render: (instructor) => instructor.Location },
];

function InstructorTable() {
  const { data, error, isLoading, isFetching, refetch } = useGetInstructorsQuery();
  if (isLoading) return <PageLoading label="Loading instructors…" />;
  if (error) {
    return <LoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
  }
  return (
    <DataTable<Instructor>
      className="instructors__table"
      caption={<span className="visually-hidden">{messages.ourInstructors}</span>}
      columns={columns}
      rows={data ?? []}
      rowKey={(instructor) => String(instructor.id)}
      busy={isFetching}
      empty={<EmptyState description="No instructors are listed yet." />}
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
