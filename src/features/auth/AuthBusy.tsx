import type { ReactNode } from 'react';
import { Spinner } from '@/shared/components/feedback/Spinner';

/**
 * The login and register forms while a sign-in is under way: marked busy and covered by a veil
 * that takes no presses, with the site's spinner and "Please wait…". The words are in a status
 * line that is always there, outside the busy part, so that they are read out when they appear.
 */
export function AuthBusy({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="auth-card__busy-area">
      <div aria-busy={busy || undefined}>{children}</div>
      <div className={busy ? 'auth-card__busy' : 'visually-hidden'} role="status">
        {busy && (
          <>
            <Spinner />
            <span>Please wait…</span>
          </>
        )}
      </div>
    </div>
  );
}
