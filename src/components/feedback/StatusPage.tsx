import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { messages } from '../../app/messages';
import { paths } from '../../app/paths';
import { usePageTitle } from '../usePageTitle';
import './StatusPage.css';

/** A status page (404, 403): the code, a heading, an optional explanation and Go Back to /home. */
export function StatusPage({
  code,
  title,
  pageTitle = title,
  children,
}: {
  code: number;
  title: string;
  /** The document title, when it should be shorter than the heading. */
  pageTitle?: string;
  children?: ReactNode;
}) {
  usePageTitle(pageTitle);
  const headingId = useId();
  return (
    <section className="status-page" aria-labelledby={headingId}>
      <p className="status-page__code" aria-hidden="true">
        {code}
      </p>
      <h1 id={headingId}>{title}</h1>
      {children}
      <Link to={paths.home} className="button button--primary">
        {messages.goBack}
      </Link>
    </section>
  );
}
