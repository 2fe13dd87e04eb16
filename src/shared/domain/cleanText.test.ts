/**
 * Clean text and exact prices in the shared schemas (./schemas.ts): names and titles trimmed, also
 * of invisible characters, and missing when nothing else is left; control characters and
 * direction overrides refused; every text field bounded; a price in whole cents, exactly.
 */
import {
  courseSchema,
  enrollmentSchema,
  LIMITS,
  newUserSchema,
  paymentRequestSchema,
  reviewSchema,
  roleChangeSchema,
  trimInvisible,
  validatePayload,
} from './schemas';

const course = { name: 'Calculus I', price: 79 };
const CLEAN = /must not contain control characters or direction overrides$/;

const fieldsOf = async (schema: Parameters<typeof validatePayload>[0], input: unknown) => {
  const outcome = await validatePayload(schema, input);
  return outcome.ok ? {} : outcome.fields;
};

describe('names and titles', () => {
  it.each([
    ['zero-width spaces', '\u200b\u200b\u200b'],
    ['joiners, word joiner and BOM', '\u200c\u200d\u2060\ufeff'],
    ['a soft hyphen between spaces', ' \u00ad '],
    ['tag characters', '\u{e0041}\u{e0042}'],
  ])('are missing when made only of %s', async (_what, name) => {
    expect(await fieldsOf(courseSchema, { ...course, name })).toEqual({
      name: 'Name is required',
    });
    expect(await fieldsOf(reviewSchema, { name, rating: 4 })).toEqual({
      name: 'Name is required',
    });
  });

  it('are trimmed of invisible characters at their ends, and keep those inside', async () => {
    expect(
      await validatePayload(courseSchema, { ...course, name: '\u200b Logic\u200d\ufeff' }),
    ).toEqual({ ok: true, value: { ...course, name: 'Logic' } });
    const joined = 'Emoji \u{1f469}\u200d\u{1f4bb}';
    expect(await validatePayload(courseSchema, { ...course, name: joined })).toEqual({
      ok: true,
      value: { ...course, name: joined },
    });
    // The limit counts what is left.
    const twenty = 'x'.repeat(LIMITS.nameMax);
    expect((await validatePayload(courseSchema, { ...course, name: `${twenty}\u200b` })).ok).toBe(
      true,
    );
  });

  it.each([
    ['NUL', 'A\u0000B'],
    ['a right-to-left override', 'Invoice\u202etxt.exe'],
    ['a left-to-right embedding', '\u202aName'],
    ['an isolate', 'Name\u2066'],
    ['a line feed', 'Two\nlines'],
    ['a tab', 'Tab\there'],
    ['a C1 control', 'Next\u0085line'],
    ['a line separator', 'Line\u2028separator'],
  ])('refuse %s', async (_what, name) => {
    expect(await fieldsOf(courseSchema, { ...course, name })).toEqual({
      name: 'Name must not contain control characters or direction overrides',
    });
  });

  it('take the direction marks (LRM, RLM, ALM) inside', async () => {
    for (const name of ['Ab\u200ecd', 'Ab\u200fcd', 'Ab\u061ccd']) {
      expect((await validatePayload(courseSchema, { ...course, name })).ok).toBe(true);
    }
  });
});

describe('every text field', () => {
  it('multi-line text keeps tabs and line feeds but refuses other controls and overrides', async () => {
    const description = 'First line\n\tSecond line';
    expect(await validatePayload(courseSchema, { ...course, description })).toEqual({
      ok: true,
      value: { ...course, description },
    });
    expect(await fieldsOf(courseSchema, { ...course, description: 'a\rb' })).toEqual({
      description: expect.stringMatching(CLEAN),
    });
    expect(await fieldsOf(reviewSchema, { name: 'A', rating: 3, comment: 'x\u202ey' })).toEqual({
      comment: expect.stringMatching(CLEAN),
    });
  });

  it('an optional text of invisible characters only is absent', async () => {
    expect(
      await validatePayload(courseSchema, { ...course, description: '\u200b \u200b' }),
    ).toEqual({ ok: true, value: course });
  });

  it('the enrollment, user and payment texts are clean and bounded', async () => {
    const enrollment = {
      courseId: '6650a1c00000000000000001',
      displayName: '\u200b',
      email: 'lena@example.com',
      address: '1 Main St\u0000',
      city: 'Dhaka\u202e',
    };
    expect(await fieldsOf(enrollmentSchema, enrollment)).toEqual({
      displayName: 'Name is required',
      address: expect.stringMatching(CLEAN),
      city: expect.stringMatching(CLEAN),
    });
    expect(
      await fieldsOf(enrollmentSchema, {
        ...enrollment,
        displayName: 'Lena',
        address: undefined,
        city: undefined,
        courseId: 'f'.repeat(LIMITS.idMax + 1),
      }),
    ).toEqual({ courseId: `Course id must be at most ${LIMITS.idMax} characters` });
    const longEmail = `${'a'.repeat(LIMITS.emailMax)}@example.com`;
    expect(await fieldsOf(newUserSchema, { email: longEmail })).toEqual({
      email: `Email must be at most ${LIMITS.emailMax} characters`,
    });
    expect(await fieldsOf(roleChangeSchema, { email: longEmail })).toEqual({
      email: `Email must be at most ${LIMITS.emailMax} characters`,
    });
    expect(
      await fieldsOf(newUserSchema, { email: 'a@example.com', displayName: 'A\u0007' }),
    ).toEqual({ displayName: expect.stringMatching(CLEAN) });
    const payment = {
      token: `tok_${'x'.repeat(LIMITS.cardTokenMax)}`,
      card: { brand: 'Vi\u202esa', last4: '4242' },
      enrollmentId: 'e'.repeat(LIMITS.idMax + 1),
      product: { name: '\u200b', price: 10, productBy: 'Learn\u0000Academy' },
    };
    expect(await fieldsOf(paymentRequestSchema, payment)).toEqual({
      token: `Token must be at most ${LIMITS.cardTokenMax} characters`,
      'card.brand': expect.stringMatching(CLEAN),
      enrollmentId: `Enrollment id must be at most ${LIMITS.idMax} characters`,
      'product.name': 'Product name is required',
      'product.productBy': expect.stringMatching(CLEAN),
    });
  });
});

describe('trimInvisible', () => {
  it('removes invisible characters and whitespace at both ends only, surrogate pairs whole', () => {
    expect(trimInvisible('\u200b a\u200bb \ufeff')).toBe('a\u200bb');
    expect(trimInvisible('\u{e0041}x\u{e0042}')).toBe('x');
    expect(trimInvisible('\u{1f600}')).toBe('\u{1f600}');
    expect(trimInvisible('\u202ex')).toBe('\u202ex');
    expect(trimInvisible(' '.repeat(100_000))).toBe('');
  });
});

describe('prices: whole cents, exactly', () => {
  it.each([19.99, 0.5, 10_000, 119, 9_999.99, 0.07 + 9.99])('takes %j', async (price) => {
    expect((await validatePayload(courseSchema, { ...course, price })).ok).toBe(true);
  });

  it.each([0.500000001, 19.999, 1.005, 1.1 + 2.2, 10.1 + 10.2])('refuses %j', async (price) => {
    expect(await fieldsOf(courseSchema, { ...course, price })).toEqual({
      price: 'Price must have at most two decimals',
    });
  });

  it('holds a payment to the same cents', async () => {
    const payment = {
      token: 'tok_visa',
      card: { brand: 'Visa', last4: '4242' },
      enrollmentId: 'abc',
      product: { name: 'X', price: 0.500000001 },
    };
    expect(await fieldsOf(paymentRequestSchema, payment)).toEqual({
      'product.price': 'Product price must have at most two decimals',
    });
  });
});
