import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../routing/paths';
import { NotFoundPage } from './NotFoundPage';
import './StatusPage.css';

/** Shown when a page fails to load or render, instead of a blank screen. */
export function RouteErrorPage() {
  const error = useRouteError();
  useEffect(() => {
    console.error('Route error:', error);
  }, [error]);
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const chunkFailed =
    error instanceof Error && /chunk|dynamically imported module/i.test(error.message);
  return (
    <section className="status-page" role="alert">
      <h1>Something went wrong</h1>
      <p>
        {chunkFailed
          ? 'Part of the site could not be downloaded. Check your connection, then reload the page.'
          : 'This page hit an unexpected problem. Reload the page, or go back home.'}
      </p>
      <div className="status-page__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
        <Link to={paths.catalogue} className="button">
          Go home
        </Link>
      </div>
    </section>
  );
}
