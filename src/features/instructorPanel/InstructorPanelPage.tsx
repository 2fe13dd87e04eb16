import { PageHeading } from '@/shared/components/PageHeading';
import { AssignCourseForm } from './AssignCourseForm';
import { AssignedCourseList } from './AssignedCourseList';
import { TaughtCourses } from './TaughtCourses';
import './AssignedCourses.css';
import { SITE_PAGES } from '@/shared/routing/siteMap';

export function InstructorPanelPage() {
  return (
    <>
      <PageHeading title={SITE_PAGES.instructor.title} />
      <div className="container instructor-panel">
        <section aria-labelledby="courses-you-teach">
          <h2 id="courses-you-teach">Courses you teach</h2>
          <TaughtCourses />
        </section>
        <section aria-labelledby="assign-new-course">
          <h2 id="assign-new-course">Assign a new course</h2>
          <AssignCourseForm />
        </section>
        <section aria-labelledby="assigned-courses">
          <h2 id="assigned-courses">Assigned courses</h2>
          <AssignedCourseList itemHeading="h3" />
        </section>
      </div>
    </>
  );
}
