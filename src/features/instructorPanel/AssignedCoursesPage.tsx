import { PageHeading } from '@/shared/components/PageHeading';
import { AssignedCourseList } from './AssignedCourseList';
import { CopyCourseDetails } from './CopyCourseDetails';
import { SITE_PAGES } from '@/shared/routing/siteMap';

export function AssignedCoursesPage() {
  return (
    <>
      <PageHeading title={SITE_PAGES.assignedCourse.title} />
      <AssignedCourseList
        itemHeading="h2"
        renderActions={(course) => <CopyCourseDetails course={course} />}
      />
    </>
  );
}
