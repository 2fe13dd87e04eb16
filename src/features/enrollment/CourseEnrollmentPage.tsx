import { PageHeading } from '../../components/PageHeading';

export function CourseEnrollmentPage() {
  return <PageHeading title={'Enroll in this course'} />;
}
