import type { ReactNode } from 'react';
import { Button } from '@/shared/components/button/Button';

/** An auth form's submit: the site's primary button across the card, busy while it sends. */
export function AuthSubmit({ loading, children }: { loading: boolean; children: ReactNode }) {
  return (
    <Button
      variant="primary"
      type="submit"
      size="large"
      className="auth-card__submit"
      loading={loading}
    >
      {children}
    </Button>
  );
}
