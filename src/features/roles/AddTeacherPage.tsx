import { PageHeading } from '../../components/PageHeading';

export function AddTeacherPage() {
  return <PageHeading title={'Add a teacher'} />;
}
