import type { ReactNode } from 'react';
import './EmptyState.css';

/** "Nothing here" for a list or a search, with an optional action (docs/decisions.md#feedback). No component library. */
export function EmptyState({
  description,
  children,
}: {
  description: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      <svg
        className="empty-state__icon"
        viewBox="0 0 64 41"
        width="64"
        height="41"
        aria-hidden="true"
      >
        <g fill="none" fillRule="evenodd" transform="translate(0 1)">
          <ellipse className="empty-state__shadow" cx="32" cy="33" rx="32" ry="7" />
          <g className="empty-state__outline" fillRule="nonzero">
            <path d="M55 12.8 44.9 1.3C44.4.5 43.7 0 43 0H21c-.7 0-1.4.5-1.9 1.3L9 12.8V22h46v-9.2z" />
            <path
              d="M41.6 15.9c0-1.6 1-2.9 2.2-2.9H55v18.1c0 2.1-1.3 3.9-3 3.9H12c-1.7 0-3-1.8-3-3.9V13h11.2c1.2 0 2.2 1.3 2.2 2.9 0 1.6 1 2.9 2.2 2.9h14.8c1.2 0 2.2-1.3 2.2-2.9z"
              className="empty-state__tray"
            />
          </g>
        </g>
      </svg>
      <p className="empty-state__description">{description}</p>
      {children}
    </div>
  );
}
