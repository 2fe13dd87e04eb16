import { PageHeading } from '../../components/PageHeading';

export function InstructorPanelPage() {
  return <PageHeading title={'Instructor panel'} />;
}
