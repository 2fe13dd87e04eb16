import { PageHeading } from '../../components/PageHeading';
import { AssignCourseForm } from './AssignCourseForm';
import { SITE_PAGES } from '../../app/siteMap';

export function AssignCoursePage() {
  return (
    <>
      <PageHeading title={SITE_PAGES.assignCourse.title} />
      <AssignCourseForm />
    </>
  );
}
