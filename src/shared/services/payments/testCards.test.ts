import {
  CARD_ERRORS,
  cardError,
  formatCardNumber,
  cardSummary,
  formatExpiry,
  passesLuhn,
  testCardToken,
} from './testCards';

const today = new Date(2026, 10, 22);
const valid = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

describe('test card rules', () => {
  it("accepts Stripe's test numbers and other Luhn-valid numbers", () => {
    expect(passesLuhn('4242424242424242')).toBe(true);
    expect(passesLuhn('4000000000000002')).toBe(true);
    expect(passesLuhn('5555555555554444')).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(cardError(valid, today)).toBeNull();
  });

  it('words every problem the way Stripe does', () => {
    expect(cardError({ ...valid, number: '4242 4242' }, today)).toBe(CARD_ERRORS.numberIncomplete);
    expect(cardError({ ...valid, number: '4242 4242 4242 4241' }, today)).toBe(
      CARD_ERRORS.numberInvalid,
    );
    expect(cardError({ ...valid, expiry: '12' }, today)).toBe(CARD_ERRORS.expiryIncomplete);
    expect(cardError({ ...valid, expiry: '13 / 30' }, today)).toBe(CARD_ERRORS.expiryMonthInvalid);
    expect(cardError({ ...valid, expiry: '10 / 26' }, today)).toBe(CARD_ERRORS.expiryInPast);
    expect(cardError({ ...valid, expiry: '11 / 26' }, today)).toBeNull();
    expect(cardError({ ...valid, cvc: '12' }, today)).toBe(CARD_ERRORS.cvcIncomplete);
    expect(cardError({ ...valid, cvc: '1234' }, today)).toBeNull();
  });

  it('gives declined tokens for 4000 0000 0000 0002 and visa tokens otherwise', () => {
    expect(testCardToken('4000 0000 0000 0002')).toMatch(/^tok_chargeDeclined_[a-z0-9]{12}$/);
    expect(testCardToken('4242 4242 4242 4242')).toMatch(/^tok_visa_[a-z0-9]{12}$/);
    expect(testCardToken('5555 5555 5555 4444')).toMatch(/^tok_visa_/);
    expect(testCardToken(valid.number)).not.toBe(testCardToken(valid.number));
  });

  it('formats what the user types', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatExpiry('1230')).toBe('12 / 30');
    expect(formatExpiry('1')).toBe('1');
  });

  it("reports the card's brand and last four digits as Stripe's token does", () => {
    expect(cardSummary('4242 4242 4242 4242')).toEqual({ brand: 'Visa', last4: '4242' });
    expect(cardSummary('5555555555554444')).toEqual({ brand: 'MasterCard', last4: '4444' });
    expect(cardSummary('3782 822463 10005')).toEqual({ brand: 'American Express', last4: '0005' });
    expect(cardSummary('6011111111111117')).toEqual({ brand: 'Discover', last4: '1117' });
    expect(cardSummary('1234567812345670')).toEqual({ brand: 'Unknown', last4: '5670' });
  });
});
