import type { ReactNode } from 'react';
import './StatusMark.css';
import './Notice.css';

type Tone = 'error' | 'info' | 'success';

/**
 * A message beside a form or on a page: a refusal (error), news to act on (info) or a result
 * (success), with its title, an optional description and an optional action (a link). Plain
 * markup in the site's colours, so the pages that show one need no component library. `role`
 * "alert" announces it as it appears; without it, it is read in place.
 */
export function Notice({
  tone,
  title,
  description,
  action,
  role,
  className,
}: {
  tone: Tone;
  title: ReactNode;
  description?: ReactNode;
  action?: ReactNode;
  role?: 'alert' | 'status';
  className?: string;
}) {
  return (
    <div className={`notice notice--${tone}${className ? ` ${className}` : ''}`} role={role}>
      {/* Its mark (!, i, ✓) is drawn by the stylesheet: not part of the notice's text. */}
      <span className="status-mark notice__icon" aria-hidden="true" />
      <div className="notice__text">
        <p className="notice__title">{title}</p>
        {description && <p className="notice__description">{description}</p>}
      </div>
      {action && <div className="notice__action">{action}</div>}
    </div>
  );
}
