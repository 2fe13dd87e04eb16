import { PageHeading } from '../../components/PageHeading';

export function ManageCoursesPage() {
  return <PageHeading title={'Manage courses'} />;
}
