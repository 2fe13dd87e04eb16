import { messages } from '../../app/messages';
import { PageHeading } from '../../components/PageHeading';

export function InstructorsPage() {
  return <PageHeading title={messages.ourInstructors} />;
}
