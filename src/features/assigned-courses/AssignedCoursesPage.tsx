import { PageHeading } from '../../components/PageHeading';

export function AssignedCoursesPage() {
  return <PageHeading title={'Assigned courses'} />;
}
