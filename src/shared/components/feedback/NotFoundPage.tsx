import { messages } from '../../messages';
import { StatusPage } from './StatusPage';

/** The 404 page: 'Page not found' with a Go Back link to /home. */
export function NotFoundPage() {
  return (
    <StatusPage code={404} title={messages.pageNotFound}>
      <p>The page you asked for does not exist or has moved.</p>
    </StatusPage>
  );
}
