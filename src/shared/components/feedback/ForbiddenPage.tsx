import { messages } from '../../messages';
import { StatusPage } from './StatusPage';

/** The 403 result shown to a signed-in user without the role a page needs (docs/decisions.md#guards). */
export function ForbiddenPage() {
  return <StatusPage code={403} title={messages.forbidden} pageTitle="Not authorized" />;
}
