import { Link } from 'react-router';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { usePageTitle } from '../usePageTitle';
import './StatusPage.css';

/** The 404 page: 'Page not found' with a Go Back link to /home. */
export function NotFoundPage() {
  usePageTitle(messages.pageNotFound);
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title">{messages.pageNotFound}</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <Link to={paths.home} className="button button--primary">
        {messages.goBack}
      </Link>
    </section>
  );
}
