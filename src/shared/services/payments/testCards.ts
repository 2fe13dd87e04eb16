import creditCardType from 'credit-card-type';
import type { CardSummary } from '../../domain/entities';

/**
 * The offline test card form's rules: Stripe's test card numbers, Stripe's wording for incomplete or
 * invalid cards, and the tokens the mock payment server understands.
 */

/** Stripe's test card that is always declined with `card_declined`. */
export const DECLINED_TEST_CARD = '4000000000000002';

/** Tokens with this prefix are declined by the mock payment server. */
export const DECLINED_TOKEN_PREFIX = 'tok_chargeDeclined';
export const SUCCESS_TOKEN_PREFIX = 'tok_visa';

/** Stripe Elements' own messages. */
export const CARD_ERRORS = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration date is invalid.",
  expiryInPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
} as const;

export interface TestCardInput {
  number: string;
  /** 'MM / YY', 'MM/YY' or 'MMYY'. */
  expiry: string;
  cvc: string;
}

export const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** The Luhn checksum every real card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** '4242424242424242' -> '4242 4242 4242 4242' (what the user sees while typing). */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** '1230' -> '12 / 30'. */
export function formatExpiry(value: string): string {
  const digits = digitsOf(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)} / ${digits.slice(2)}` : digits;
}

/** Three or four digits. */
export const formatCvc = (value: string): string => digitsOf(value).slice(0, 4);

/** Stripe's first complaint about the card, or null when it can be tokenized. */
export function cardError(card: TestCardInput, today: Date = new Date()): string | null {
  const number = digitsOf(card.number);
  if (number.length < 13) return CARD_ERRORS.numberIncomplete;
  if (number.length > 19 || !passesLuhn(number)) return CARD_ERRORS.numberInvalid;

  const expiry = digitsOf(card.expiry);
  if (expiry.length < 4) return CARD_ERRORS.expiryIncomplete;
  if (expiry.length > 4) return CARD_ERRORS.expiryMonthInvalid;
  const month = Number(expiry.slice(0, 2));
  const year = 2000 + Number(expiry.slice(2));
  if (month < 1 || month > 12) return CARD_ERRORS.expiryMonthInvalid;
  const thisMonth = today.getFullYear() * 12 + today.getMonth();
  if (year * 12 + (month - 1) < thisMonth) return CARD_ERRORS.expiryInPast;

  const cvc = digitsOf(card.cvc);
  if (cvc.length < 3 || cvc.length > 4 || cvc.length !== card.cvc.trim().length) {
    return CARD_ERRORS.cvcIncomplete;
  }
  return null;
}

const randomSuffix = (): string => Math.random().toString(36).slice(2, 14).padEnd(12, '0');

/** Stripe's `card.brand` names, by the card type that credit-card-type recognises. */
const STRIPE_BRANDS: Readonly<Record<string, string>> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  'american-express': 'American Express',
  discover: 'Discover',
  'diners-club': 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
};

/** The brand and last four digits of a card number, as Stripe's token reports them. */
export function cardSummary(number: string): CardSummary {
  const digits = digitsOf(number);
  const [type] = creditCardType(digits);
  return { brand: (type && STRIPE_BRANDS[type.type]) ?? 'Unknown', last4: digits.slice(-4) };
}

/** The one-time token for a valid test card: declined for Stripe's decline number, else a visa. */
export function testCardToken(number: string): string {
  const prefix =
    digitsOf(number) === DECLINED_TEST_CARD ? DECLINED_TOKEN_PREFIX : SUCCESS_TOKEN_PREFIX;
  return `${prefix}_${randomSuffix()}`;
}
