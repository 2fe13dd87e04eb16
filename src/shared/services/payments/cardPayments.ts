import type { ComponentType } from 'react';
import type { CardSummary } from '../../domain/entities';

/**
 * The outcome of turning the card the user typed into a one-time token: the token, and the card's
 * brand and last four digits as the token reports them (Stripe's `token.card.brand`/`last4`).
 */
export type CardTokenResult = { token: string; card: CardSummary } | { error: string };

/** Turns the card currently typed into the card entry into a token; card data never leaves it. */
export interface CardTokenizer {
  createToken(cardholderName?: string): Promise<CardTokenResult>;
}

export interface CardEntryProps {
  /** Called with a tokenizer once the card entry is ready, and with null when it goes away. */
  onTokenizerChange: (tokenizer: CardTokenizer | null) => void;
  disabled?: boolean;
}

/**
 * A card payment provider: Stripe Elements in production, or the offline test card form that
 * accepts Stripe's test numbers. The dialog renders `CardEntry` and asks its tokenizer for a token.
 */
export interface CardPaymentProvider {
  readonly kind: 'stripe' | 'test-card';
  readonly CardEntry: ComponentType<CardEntryProps>;
}
