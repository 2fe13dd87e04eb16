import { PageHeading } from '../../components/PageHeading';
import { AssignedCourseList } from './AssignedCourseList';
import { CopyCourseDetails } from './CopyCourseDetails';

export function AssignedCoursesPage() {
  return (
    <>
      <PageHeading title="Assigned courses" />
      <AssignedCourseList
        itemHeading="h2"
        renderActions={(course) => <CopyCourseDetails course={course} />}
      />
    </>
  );
}
