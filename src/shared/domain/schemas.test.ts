import {
  assignedCourseSchema,
  courseSchema,
  enrollmentSchema,
  isSafeImageUrl,
  newUserSchema,
  numbersFromText,
  paymentRequestSchema,
  reviewSchema,
  roleChangeSchema,
  validatePayload,
  validationErrorToFields,
  VALIDATE_OPTIONS,
} from './schemas';
import { ValidationError } from 'yup';

const course = { name: 'Calculus I', price: 79, star: 4.2 };

describe('courseSchema', () => {
  it('takes only finite JSON numbers, and strips unknown keys', async () => {
    const value = await courseSchema.validate({ ...course, price: 12, hack: 1 }, VALIDATE_OPTIONS);
    expect(value).toEqual({ name: 'Calculus I', price: 12, star: 4.2 });
    for (const price of ['12', '', ' ', true, null, NaN, Infinity, -Infinity, 1e308, [12], {}]) {
      const outcome = await validatePayload(courseSchema, { ...course, price });
      expect(outcome).toEqual({ ok: false, fields: { price: expect.stringMatching(/^Price /) } });
    }
    for (const star of ['4', true, null, NaN, Infinity]) {
      expect(await validatePayload(courseSchema, { ...course, star })).toEqual({
        ok: false,
        fields: { star: expect.stringMatching(/^Rating /) },
      });
    }
  });

  it('gives human-readable messages for each rule', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '' }, 'name', 'Name is required'],
      [{ name: 'x'.repeat(21) }, 'name', 'Name must be at most 20 characters'],
      [{ price: 'abc' }, 'price', 'Price must be a number'],
      [{ price: '12' }, 'price', 'Price must be a number'],
      [{ price: null }, 'price', 'Price must be a number'],
      [{ price: Infinity }, 'price', 'Price must be a number'],
      [{ price: -1 }, 'price', 'Price must be 0 (free) or from 0.50 to 10,000'],
      [{ price: 0.2 }, 'price', 'Price must be 0 (free) or from 0.50 to 10,000'],
      [{ price: 0.49 }, 'price', 'Price must be 0 (free) or from 0.50 to 10,000'],
      [{ price: 10000.01 }, 'price', 'Price must be 0 (free) or from 0.50 to 10,000'],
      [{ price: 1e308 }, 'price', 'Price must be 0 (free) or from 0.50 to 10,000'],
      [{ price: 19.999 }, 'price', 'Price must have at most two decimals'],
      [{ price: 1.005 }, 'price', 'Price must have at most two decimals'],
      [{ star: 5.5 }, 'star', 'Rating must be between 0 and 5'],
      [{ star: -0.1 }, 'star', 'Rating must be between 0 and 5'],
      [{ star: 'five' }, 'star', 'Rating must be a number'],
      [
        { category: 'Cooking' },
        'category',
        'Category must be one of Academic, Technical, Marketing, Freelancing',
      ],
      [
        { img: 'javascript:alert(1)' },
        'img',
        'Image URL must start with http://, https:// or a single /',
      ],
    ];
    for (const [patch, field, message] of cases) {
      const outcome = await validatePayload(courseSchema, { ...course, ...patch });
      expect(outcome).toEqual({ ok: false, fields: expect.objectContaining({ [field]: message }) });
    }
  });

  it('needs only a name: no price and no rating stay absent (the server stores price 0)', async () => {
    expect(await validatePayload(courseSchema, { name: 'Logic' })).toEqual({
      ok: true,
      value: { name: 'Logic' },
    });
  });

  it.each([
    [0, 0],
    [0.5, 0.5],
    [19.99, 19.99],
    [0.07 + 9.99, 10.06],
    [10_000, 10_000],
  ])('accepts the price %j', async (price, stored) => {
    const outcome = await validatePayload(courseSchema, { ...course, price });
    expect(outcome).toEqual({ ok: true, value: { ...course, price: expect.closeTo(stored, 9) } });
  });

  it.each([0, 2.5, 5])('accepts the rating %j', async (star) => {
    expect(await validatePayload(courseSchema, { ...course, star })).toEqual({
      ok: true,
      value: { ...course, star },
    });
  });

  it('treats empty optional fields as missing', async () => {
    const outcome = await validatePayload(courseSchema, {
      ...course,
      img: '',
      category: '',
      description: '  ',
    });
    expect(outcome).toEqual({ ok: true, value: course });
  });

  it('rejects a body that is not an object', async () => {
    expect(await validatePayload(courseSchema, [1, 2])).toEqual({
      ok: false,
      fields: { _: 'Body must be a JSON object' },
    });
  });
});

describe('numbersFromText (what a form sends for its number inputs)', () => {
  it("turns '' into absent, number text into numbers, other text into NaN; other fields stay", () => {
    expect(
      numbersFromText({ name: ' Logic ', price: '', star: ' 4.5 ', note: '12' }, ['price', 'star']),
    ).toEqual({ name: ' Logic ', star: 4.5, note: '12' });
    expect(numbersFromText({ price: 'abc' }, ['price'])).toEqual({ price: NaN });
    expect(numbersFromText({ price: 7 }, ['price'])).toEqual({ price: 7 });
  });

  it('lets the strict schema read a form: blank is free, bad text is "must be a number"', async () => {
    const form = (values: Record<string, string>) =>
      validatePayload(courseSchema, numbersFromText(values, ['price', 'star']));
    expect(await form({ name: 'Logic', price: ' ', star: '' })).toEqual({
      ok: true,
      value: { name: 'Logic' },
    });
    expect(await form({ name: 'Logic', price: '19.99', star: '5' })).toEqual({
      ok: true,
      value: { name: 'Logic', price: 19.99, star: 5 },
    });
    expect(await form({ name: 'Logic', price: 'abc' })).toEqual({
      ok: false,
      fields: { price: 'Price must be a number' },
    });
  });
});

describe('isSafeImageUrl', () => {
  it.each([
    '/images/courses/calculus.webp',
    'https://cdn.example.com/a.png',
    'http://localhost:3000/x.webp',
  ])('accepts %s', (url) => expect(isSafeImageUrl(url)).toBe(true));
  it.each([
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    'data:image/png;base64,AAAA',
    '//evil.example/a.png',
    '/\\evil.example',
    'images/relative.png',
    'ftp://example.com/a.png',
    'https://',
    'https://exa mple.com/a.png',
    '/images/a.png\nSet-Cookie',
  ])('rejects %s', (url) => expect(isSafeImageUrl(url)).toBe(false));
});

describe('enrollmentSchema', () => {
  const enrollment = {
    courseId: '6650a1c00000000000000001',
    price: 129,
    displayName: 'Lena',
    email: 'lena@example.com',
  };
  it('stores a numeric phone as text and trims text', async () => {
    const value = await enrollmentSchema.validate(
      { ...enrollment, phone: 1712345678, city: '  Dhaka ' },
      VALIDATE_OPTIONS,
    );
    expect(value).toEqual({ ...enrollment, phone: '1712345678', city: 'Dhaka' });
  });
  it.each([
    [{ phone: '+8801712345678' }, true],
    [{ phone: '12345' }, false],
    [{ phone: '1234567890123456' }, false],
    [{ phone: '12-34-56' }, false],
    [{ email: `${'a'.repeat(39)}@example.com` }, false],
    [{ email: `${'a'.repeat(38)}@example.com` }, true],
    [{ displayName: 'x'.repeat(20) }, true],
    [{ displayName: 'x'.repeat(21) }, false],
    [{ price: undefined }, true],
    [{ price: 0 }, true],
    [{ price: '129' }, false],
    [{ price: 1e308 }, false],
    [{ price: -1 }, false],
    [{ courseId: '' }, false],
  ])('%j valid: %s', async (patch, valid) => {
    expect((await validatePayload(enrollmentSchema, { ...enrollment, ...patch })).ok).toBe(valid);
  });
});

describe('other schemas', () => {
  it('review rating is a number from 0 to 5', async () => {
    expect((await validatePayload(reviewSchema, { name: 'A', rating: 0 })).ok).toBe(true);
    expect(await validatePayload(reviewSchema, { name: 'A', rating: '4' })).toEqual({
      ok: false,
      fields: { rating: 'Rating must be a number' },
    });
    expect((await validatePayload(reviewSchema, { name: 'A', rating: 5 })).ok).toBe(true);
    expect(await validatePayload(reviewSchema, { name: 'A', rating: 5.1 })).toEqual({
      ok: false,
      fields: { rating: 'Rating must be between 0 and 5' },
    });
    expect(await validatePayload(reviewSchema, { name: 'A' })).toEqual({
      ok: false,
      fields: { rating: 'Rating is required' },
    });
  });

  it('assigned course, new user and role change', async () => {
    expect((await validatePayload(assignedCourseSchema, { name: 'Cohort' })).ok).toBe(true);
    expect(await validatePayload(assignedCourseSchema, { name: 'x'.repeat(21) })).toEqual({
      ok: false,
      fields: { name: 'Name must be at most 20 characters' },
    });
    expect(await validatePayload(newUserSchema, { email: 'a@example.com', admin: true })).toEqual({
      ok: true,
      value: { email: 'a@example.com' },
    });
    expect(await validatePayload(roleChangeSchema, { email: 'nope' })).toEqual({
      ok: false,
      fields: { email: 'Email must be a valid email address' },
    });
  });

  it('payment request needs a tok_ token, the card summary, an enrollment id and a payable price', async () => {
    const payment = {
      token: 'tok_visa',
      card: { brand: 'Visa', last4: '4242' },
      enrollmentId: 'abc',
      product: { name: 'X', price: 10, productBy: 'Learn Academy' },
    };
    expect(await validatePayload(paymentRequestSchema, payment)).toEqual({
      ok: true,
      value: payment,
    });
    const bad = await validatePayload(paymentRequestSchema, {
      token: 'card_1',
      card: { brand: 'Visa', last4: '42' },
      enrollmentId: '',
      product: { name: 'X', price: 0 },
    });
    expect(bad).toEqual({
      ok: false,
      fields: {
        token: 'Token must be a card token starting with tok_',
        'card.last4': 'Card last4 must be 4 digits',
        enrollmentId: 'Enrollment id is required',
        'product.price': 'Product price must be from 0.50 to 10,000',
      },
    });
    expect(await validatePayload(paymentRequestSchema, { ...payment, card: undefined })).toEqual({
      ok: false,
      fields: { card: 'Card is required' },
    });
    expect(
      await validatePayload(paymentRequestSchema, {
        ...payment,
        product: { name: 'X', price: '10' },
      }),
    ).toMatchObject({ ok: false, fields: { 'product.price': 'Product price must be a number' } });
  });
});

describe('validationErrorToFields', () => {
  it('keeps the first message per field', () => {
    const error = new ValidationError([
      new ValidationError('Name is required', '', 'name'),
      new ValidationError('Second message', '', 'name'),
      new ValidationError('Price must be a number', '', 'price'),
    ]);
    expect(validationErrorToFields(error)).toEqual({
      name: 'Name is required',
      price: 'Price must be a number',
    });
  });
});
