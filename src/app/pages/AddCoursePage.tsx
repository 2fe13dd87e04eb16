import { PageHeading } from '@/shared/components/PageHeading';
import { AssignedCourseList } from '@/features/instructorPanel/AssignedCourseList';
import { CourseForm } from '@/features/courses/admin/CourseForm';
import { SITE_PAGES } from '@/shared/routing/siteMap';

/** dashboard/addcourse, composed of two features: the add-course form, with the assigned courses below it. */
export function AddCoursePage() {
  return (
    <>
      <PageHeading title={SITE_PAGES.addCourse.title} />
      <CourseForm />
      <section className="course-admin__section" aria-labelledby="add-course-assigned">
        <h2 id="add-course-assigned">Assigned courses</h2>
        <AssignedCourseList itemHeading="h3" />
      </section>
    </>
  );
}
