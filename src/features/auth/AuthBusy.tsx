import type { ReactNode } from 'react';
import { Spinner } from '@/shared/components/feedback/Spinner';

/**
 * The login and register forms while a sign-in is under way: marked busy, covered by a veil that
 * takes no presses, with "Please wait…" and the site's spinner over them.
 */
export function AuthBusy({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <div className="auth-card__busy-area" aria-busy={busy || undefined}>
      {children}
      {busy && (
        <div className="auth-card__busy" role="status">
          <Spinner />
          <span>Please wait…</span>
        </div>
      )}
    </div>
  );
}
