import { messages } from '../../app/messages';
import { PageHeading } from '../../components/PageHeading';

export function AssignCoursePage() {
  return <PageHeading title={messages.assignCourseHeading} />;
}
