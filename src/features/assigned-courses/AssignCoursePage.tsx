import { messages } from '../../app/messages';
import { PageHeading } from '../../components/PageHeading';
import { AssignCourseForm } from './AssignCourseForm';

export function AssignCoursePage() {
  return (
    <>
      <PageHeading title={messages.assignCourseHeading} />
      <AssignCourseForm />
    </>
  );
}
