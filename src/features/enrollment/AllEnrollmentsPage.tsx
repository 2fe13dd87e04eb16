import { PageHeading } from '../../components/PageHeading';

export function AllEnrollmentsPage() {
  return <PageHeading title={'All enrollments'} />;
}
