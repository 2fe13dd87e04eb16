import { messages } from '../../app/messages';
import { PageHeading } from '../../components/PageHeading';

export function GiveReviewPage() {
  return <PageHeading title={messages.reviewTitle} />;
}
