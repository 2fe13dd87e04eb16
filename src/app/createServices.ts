import type { AppConfig } from './config';
import type { AppServices } from './services';
import { createFirebaseAuthClient } from '../lib/auth/firebaseAuthClient';
import { createEmailJsSender } from '../lib/email/emailJsSender';
import { createCardPaymentProvider } from '../lib/payments/createCardPaymentProvider';

/** The real third-party services of this build; each loads its SDK on first use. */
export function createServices(config: AppConfig): AppServices {
  return {
    auth: createFirebaseAuthClient(config.firebase),
    email: createEmailJsSender(config.emailjs),
    payments: createCardPaymentProvider(config.stripe),
  };
}
