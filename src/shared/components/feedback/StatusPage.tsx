import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../messages';
import { paths } from '../../routing/paths';
import { usePageMeta } from '../pageMeta';
import './StatusPage.css';

/**
 * A status page (404, 403): the code, a heading, an optional explanation and a way back (default
 * Go Back to /home). Kept out of search results.
 */
export function StatusPage({
  code,
  title,
  pageTitle = title,
  children,
  back = { to: paths.catalogue, label: messages.goBack },
}: {
  code: number;
  title: string;
  /** The document title, when it should be shorter than the heading. */
  pageTitle?: string;
  children?: ReactNode;
  back?: { to: string; label: string };
}) {
  usePageMeta({ title: pageTitle, noindex: true });
  const headingId = useId();
  return (
    <section className="status-page" aria-labelledby={headingId}>
      <p className="status-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 id={headingId}>{title}</h1>
      {children}
      <Link to={back.to} className="button button--primary">
        {back.label}
      </Link>
    </section>
  );
}
