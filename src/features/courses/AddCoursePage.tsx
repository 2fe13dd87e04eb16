import { PageHeading } from '../../components/PageHeading';

export function AddCoursePage() {
  return <PageHeading title={'Add a course'} />;
}
