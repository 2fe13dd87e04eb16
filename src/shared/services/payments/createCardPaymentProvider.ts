import { lazy } from 'react';
import type { CardPaymentProvider } from './cardPayments';

export interface CardPaymentConfig {
  provider: 'stripe' | 'test-card';
  publishableKey: string;
}

/**
 * The configured card provider. Its card entry loads on demand (Stripe.js only when a payment
 * dialog opens), so no page pays for it up front.
 */
export function createCardPaymentProvider(config: CardPaymentConfig): CardPaymentProvider {
  if (config.provider === 'stripe') {
    const StripeEntry = lazy(() =>
      import(/* webpackChunkName: "payments" */ './StripeCardEntry').then((m) => ({
        default: m.createStripeCardEntry(config.publishableKey),
      })),
    );
    return { kind: 'stripe', CardEntry: StripeEntry };
  }
  const TestCardEntry = lazy(() =>
    import(/* webpackChunkName: "payments" */ './TestCardEntry').then((m) => ({
      default: m.TestCardEntry,
    })),
  );
  return { kind: 'test-card', CardEntry: TestCardEntry };
}
