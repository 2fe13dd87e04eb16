import { messages } from '../../app/messages';
import { PageHeading } from '../../components/PageHeading';

export function MyCoursesPage() {
  return <PageHeading title={messages.myCourses} />;
}
