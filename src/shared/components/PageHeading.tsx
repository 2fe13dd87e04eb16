import type { ReactNode } from 'react';
import { usePageTitle } from './pageMeta';

/** A page's h1, which also names the browser tab. */
export function PageHeading({ title, children }: { title: string; children?: ReactNode }) {
  usePageTitle(title);
  return (
    <header className="page-heading">
      <h1>{title}</h1>
      {children}
    </header>
  );
}
