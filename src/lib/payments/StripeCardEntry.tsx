import type { ComponentType } from 'react';
import type { CardEntryProps } from './cardPayments';

/** Placeholder until Stripe Elements lands (issue: learner flows). */
export function createStripeCardEntry(_publishableKey: string): ComponentType<CardEntryProps> {
  return function StripeCardEntry() {
    return <p>Card payments are not available yet.</p>;
  };
}
