import type { AuthClient } from './auth/authClient';
import type { EmailSender } from './email/emailSender';
import type { CardPaymentProvider } from './payments/cardPayments';

/**
 * The third-party services the app talks to, each behind a small interface in src/lib.
 * The store passes them to thunks and to RTK Query as the `extra` argument; components reach them
 * with useServices().
 */
export interface AppServices {
  auth: AuthClient;
  email: EmailSender;
  payments: CardPaymentProvider;
}
