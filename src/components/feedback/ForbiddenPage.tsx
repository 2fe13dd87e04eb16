import { Link } from 'react-router';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { usePageTitle } from '../usePageTitle';
import './StatusPage.css';

/** The 403 result shown to a signed-in user without the role a page needs (D6). */
export function ForbiddenPage() {
  usePageTitle('Not authorized');
  return (
    <section className="status-page" aria-labelledby="forbidden-title">
      <p className="status-page__code" aria-hidden="true">
        403
      </p>
      <h1 id="forbidden-title">{messages.forbidden}</h1>
      <Link to={paths.home} className="button button--primary">
        {messages.goBack}
      </Link>
    </section>
  );
}
