import { PageHeading } from '@/shared/components/PageHeading';
import { AssignCourseForm } from './AssignCourseForm';
import { SITE_PAGES } from '@/shared/routing/siteMap';

export function AssignCoursePage() {
  return (
    <>
      <PageHeading title={SITE_PAGES.assignCourse.title} />
      <AssignCourseForm />
    </>
  );
}
