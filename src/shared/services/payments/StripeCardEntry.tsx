import { useEffect, useId, useState, type ComponentType } from 'react';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { Notice } from '@/shared/components/feedback/Notice';
import type { CardEntryProps, CardTokenizer } from './cardPayments';
import './CardEntry.css';

export const STRIPE_UNAVAILABLE =
  'Card payments are unavailable: the card form from Stripe could not be loaded. Check your connection and try again.';

type StripeState =
  { status: 'loading' } | { status: 'ready'; stripe: Stripe } | { status: 'failed' };

/** Stripe Elements' card field; its tokenizer asks Stripe for a token of the typed card. */
function StripeCardField({ onTokenizerChange, disabled }: CardEntryProps) {
  const stripe = useStripe();
  const elements = useElements();
  const labelId = useId();
  const [focused, setFocused] = useState(false);

  useEffect(() => {
    if (!stripe || !elements) return undefined;
    const tokenizer: CardTokenizer = {
      async createToken(cardholderName) {
        const card = elements.getElement(CardElement);
        if (!card) return { error: 'The card form is not ready yet. Try again.' };
        const result = await stripe.createToken(card, { name: cardholderName });
        if (result.token) {
          const { brand = 'Unknown', last4 = '' } = result.token.card ?? {};
          return { token: result.token.id, card: { brand, last4 } };
        }
        return { error: result.error.message ?? 'Your card could not be read. Try again.' };
      },
    };
    onTokenizerChange(tokenizer);
    return () => onTokenizerChange(null);
  }, [stripe, elements, onTokenizerChange]);

  return (
    <div>
      <div id={labelId} className="card-entry__stripe-label">
        Card details
      </div>
      <div
        role="group"
        aria-labelledby={labelId}
        className={`card-entry__stripe-field${focused ? ' card-entry__stripe-field--focused' : ''}`}
      >
        <CardElement
          options={{ disabled, hidePostalCode: true }}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
        />
      </div>
    </div>
  );
}

/**
 * The production card entry: Stripe Elements with the publishable key. Stripe.js is fetched from
 * Stripe the first time a payment dialog opens (never on page load).
 */
export function createStripeCardEntry(publishableKey: string): ComponentType<CardEntryProps> {
  let stripePromise: Promise<Stripe | null> | undefined;
  const getStripe = (): Promise<Stripe | null> => {
    stripePromise ??= loadStripe(publishableKey).catch((error: unknown) => {
      // Let the next dialog try again, e.g. once the connection is back.
      stripePromise = undefined;
      throw error;
    });
    return stripePromise;
  };

  return function StripeCardEntry(props: CardEntryProps) {
    const [state, setState] = useState<StripeState>({ status: 'loading' });

    useEffect(() => {
      let active = true;
      getStripe().then(
        (stripe) => {
          if (active) setState(stripe ? { status: 'ready', stripe } : { status: 'failed' });
        },
        () => {
          if (active) setState({ status: 'failed' });
        },
      );
      return () => {
        active = false;
      };
    }, []);

    if (state.status === 'failed') {
      return <Notice tone="error" role="alert" title={STRIPE_UNAVAILABLE} />;
    }
    if (state.status === 'loading') {
      return (
        <p role="status" aria-live="polite">
          Loading the card form…
        </p>
      );
    }
    return (
      <Elements stripe={state.stripe}>
        <StripeCardField {...props} />
      </Elements>
    );
  };
}
