import type { AppConfig } from '@/shared/config/config';
import type { AppServices } from '@/shared/services/services';
import { createFirebaseAuthClient } from '@/shared/services/auth/firebaseAuthClient';
import { createEmailJsSender } from '@/shared/services/email/emailJsSender';
import { createCardPaymentProvider } from '@/shared/services/payments/createCardPaymentProvider';

/** The real third-party services of this build; each loads its SDK on first use. */
export function createServices(config: AppConfig): AppServices {
  return {
    auth: createFirebaseAuthClient(config.firebase),
    email: createEmailJsSender(config.emailjs),
    payments: createCardPaymentProvider(config.stripe),
  };
}
