import { useEffect, useId, useRef, useState, type ChangeEvent } from 'react';
import type { CardEntryProps, CardTokenizer } from './cardPayments';
import {
  cardError,
  cardSummary,
  formatCardNumber,
  formatCvc,
  formatExpiry,
  testCardToken,
  type TestCardInput,
} from './testCards';
import './CardEntry.css';

const EMPTY_CARD: TestCardInput = { number: '', expiry: '', cvc: '' };

/**
 * The offline card form of development and tests: accepts Stripe's test card numbers and yields a
 * `tok_` token. Like Stripe Elements, the card data stays inside this component; only the token
 * leaves it.
 */
export function TestCardEntry({ onTokenizerChange, disabled }: CardEntryProps) {
  const id = useId();
  const [card, setCard] = useState<TestCardInput>(EMPTY_CARD);
  // The tokenizer reads the latest card without being recreated on every keystroke.
  const latestCard = useRef<TestCardInput>(EMPTY_CARD);
  useEffect(() => {
    latestCard.current = card;
  }, [card]);

  useEffect(() => {
    const tokenizer: CardTokenizer = {
      createToken: () => {
        const { number } = latestCard.current;
        const error = cardError(latestCard.current);
        return Promise.resolve(
          error ? { error } : { token: testCardToken(number), card: cardSummary(number) },
        );
      },
    };
    onTokenizerChange(tokenizer);
    return () => onTokenizerChange(null);
  }, [onTokenizerChange]);

  const onInput =
    (field: keyof TestCardInput, format: (value: string) => string) =>
    (event: ChangeEvent<HTMLInputElement>) => {
      const value = format(event.target.value);
      setCard((current) => ({ ...current, [field]: value }));
    };

  return (
    <fieldset className="card-entry" disabled={disabled}>
      <legend className="card-entry__legend">Card details</legend>
      <p className="card-entry__notice" id={`${id}-notice`}>
        Test card form: no real card is charged. Use 4242 4242 4242 4242 to pay, or 4000 0000 0000
        0002 to see a declined card, with any future expiry and any CVC.
      </p>
      <div className="card-entry__field card-entry__field--number">
        <label htmlFor={`${id}-number`}>Card number</label>
        <input
          id={`${id}-number`}
          className="card-entry__input"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          aria-describedby={`${id}-notice`}
          value={card.number}
          onChange={onInput('number', formatCardNumber)}
        />
      </div>
      <div className="card-entry__field">
        <label htmlFor={`${id}-expiry`}>Expiry (MM / YY)</label>
        <input
          id={`${id}-expiry`}
          className="card-entry__input"
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={card.expiry}
          onChange={onInput('expiry', formatExpiry)}
        />
      </div>
      <div className="card-entry__field">
        <label htmlFor={`${id}-cvc`}>CVC</label>
        <input
          id={`${id}-cvc`}
          className="card-entry__input"
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="CVC"
          value={card.cvc}
          onChange={onInput('cvc', formatCvc)}
        />
      </div>
    </fieldset>
  );
}
