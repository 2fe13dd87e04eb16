import type { CardEntryProps } from './cardPayments';

/** Placeholder until the offline test card form lands (issue: learner flows). */
export function TestCardEntry(_props: CardEntryProps) {
  return <p>Card payments are not available yet.</p>;
}
