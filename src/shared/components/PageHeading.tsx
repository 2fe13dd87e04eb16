import type { ReactNode } from 'react';
import { usePageMeta } from './pageMeta';

/**
 * A page's h1, which also names the browser tab; `noindex` keeps the page out of search results
 * (a page for signed-in users that a crawler could still read).
 */
export function PageHeading({
  title,
  noindex,
  children,
}: {
  title: string;
  noindex?: boolean;
  children?: ReactNode;
}) {
  usePageMeta({ title, noindex });
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
