/**
 * Yup schemas for every payload. The SAME schemas validate the app's forms (Formik) and the mock
 * server's request bodies, so a rule lives in exactly one place.
 *
 * - Numbers are strict: a number field takes only a finite JSON number (not '12', true, null or
 *   1e999), else '<Field> must be a number'. The forms turn what their inputs hold into numbers
 *   before they validate and submit (`numbersFromText`): '' becomes absent, '12' becomes 12.
 * - Text is trimmed; '' in an optional text field counts as absent.
 * - Unknown keys are removed: validate with `VALIDATE_OPTIONS` (stripUnknown) and the schemas are
 *   `.noUnknown()`, so unknown fields are never stored.
 */
import * as yup from 'yup';
import { IMAGE_URL_MAX_LENGTH, isSafeImageUrl } from './imageUrl';
import { formatCount } from './numberFormat';

export { isSafeImageUrl };
import {
  COURSE_CATEGORIES,
  type CourseCategory,
  type NewAssignedCourse,
  type NewCourse,
  type NewEnrollment,
  type NewReview,
  type NewUser,
  type PaymentRequest,
  type RoleChange,
} from './entities';

export const LIMITS = {
  nameMax: 20,
  descriptionMax: 1000,
  commentMax: 1000,
  enrollmentEmailMax: 50,
  userDisplayNameMax: 50,
  addressMax: 100,
  starMin: 0,
  starMax: 5,
  /** A paid course costs from coursePriceMin to coursePriceMax dollars; 0 is a free course. */
  coursePriceMin: 0.5,
  coursePriceMax: 10_000,
  ratingMin: 0,
  ratingMax: 5,
  phoneMinDigits: 6,
  phoneMaxDigits: 15,
  cardBrandMax: 30,
  /** Longest accepted image URL. */
  imgMax: IMAGE_URL_MAX_LENGTH,
} as const;

export const PAYMENT_TOKEN_PREFIX = 'tok_';

/** Human-readable validation messages, one place for wording. */
export const VALIDATION_MESSAGES = {
  required: (label: string): string => `${label} is required`,
  maxLength: (label: string, max: number): string => `${label} must be at most ${max} characters`,
  number: (label: string): string => `${label} must be a number`,
  min: (label: string, min: number): string => `${label} must be at least ${min}`,
  max: (label: string, max: number): string => `${label} must be at most ${max}`,
  between: (label: string, min: number, max: number): string =>
    `${label} must be between ${min} and ${max}`,
  positive: (label: string): string => `${label} must be greater than 0`,
  coursePrice: `Price must be 0 (free) or from ${LIMITS.coursePriceMin.toFixed(2)} to ${formatCount(LIMITS.coursePriceMax)}`,
  paidPrice: (label: string): string =>
    `${label} must be from ${LIMITS.coursePriceMin.toFixed(2)} to ${formatCount(LIMITS.coursePriceMax)}`,
  cents: (label: string): string => `${label} must have at most two decimals`,
  email: 'Email must be a valid email address',
  category: `Category must be one of ${COURSE_CATEGORIES.join(', ')}`,
  imageUrl: 'Image URL must start with http://, https:// or a single /',
  phone: 'Phone must be 6 to 15 digits, optionally starting with +',
  paymentToken: `Token must be a card token starting with ${PAYMENT_TOKEN_PREFIX}`,
  last4: 'Card last4 must be 4 digits',
  object: 'Body must be a JSON object',
  text: (label: string): string => `${label} must be text`,
} as const;

const M = VALIDATION_MESSAGES;

/** Validate options: collect every error and drop unknown keys. */
export const VALIDATE_OPTIONS = { abortEarly: false, stripUnknown: true } as const;

const isBlankString = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';

/**
 * A number field: only a finite JSON number passes (strict: no casting of '12', true or null).
 * Absent is allowed unless `.required()`.
 */
const numberField = (label: string) =>
  yup
    .number()
    .strict()
    .typeError(M.number(label))
    .nonNullable(M.number(label))
    .test('finite', M.number(label), (value) => value === undefined || Number.isFinite(value));

/** Whole cents: 19.99 passes, 19.999 does not (with a tolerance for binary fractions). */
const hasAtMostTwoDecimals = (value: number | undefined): boolean =>
  value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

const isPaidPrice = (value: number): boolean =>
  value >= LIMITS.coursePriceMin && value <= LIMITS.coursePriceMax;

/**
 * A course price in dollars: 0 (a free course), or from 0.50 (Stripe's smallest US dollar charge)
 * to 10,000, in whole cents. Optional: an absent price on a new course is 0.
 */
const coursePriceField = () =>
  numberField('Price')
    .test(
      'course-price-range',
      M.coursePrice,
      (value) => value === undefined || value === 0 || isPaidPrice(value),
    )
    .test('course-price-cents', M.cents('Price'), hasAtMostTwoDecimals);

/** A price to charge: from 0.50 to 10,000 dollars in whole cents (a free course is never paid). */
const paidPriceField = (label: string) =>
  numberField(label)
    .test(
      'paid-price-range',
      M.paidPrice(label),
      (value) => value === undefined || isPaidPrice(value),
    )
    .test('paid-price-cents', M.cents(label), hasAtMostTwoDecimals);

/** An optional text field: '' and whitespace become undefined. */
const optionalText = (label: string, max: number) =>
  yup
    .string()
    .typeError(M.text(label))
    .trim()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .max(max, M.maxLength(label, max));

const requiredText = (label: string, max: number) =>
  yup
    .string()
    .typeError(M.text(label))
    .trim()
    .required(M.required(label))
    .max(max, M.maxLength(label, max));

const imageUrlField = () =>
  optionalText('Image URL', LIMITS.imgMax).test(
    'safe-image-url',
    M.imageUrl,
    (value) => value === undefined || isSafeImageUrl(value),
  );

const emailField = (max?: number) => {
  const field = yup
    .string()
    .typeError(M.text('Email'))
    .trim()
    .required(M.required('Email'))
    .email(M.email);
  return max === undefined ? field : field.max(max, M.maxLength('Email', max));
};

export const courseSchema: yup.ObjectSchema<NewCourse> = yup
  .object({
    name: requiredText('Name', LIMITS.nameMax),
    description: optionalText('Description', LIMITS.descriptionMax),
    price: coursePriceField(),
    // Optional: a course without a rating stores none and shows 'No rating yet'.
    star: numberField('Rating')
      .min(LIMITS.starMin, M.between('Rating', LIMITS.starMin, LIMITS.starMax))
      .max(LIMITS.starMax, M.between('Rating', LIMITS.starMin, LIMITS.starMax)),
    img: imageUrlField(),
    category: yup
      .mixed<CourseCategory>()
      .transform((value: unknown) => (isBlankString(value) ? undefined : value))
      .oneOf([...COURSE_CATEGORIES], M.category),
  })
  .noUnknown()
  .typeError(M.object);

export const assignedCourseSchema: yup.ObjectSchema<NewAssignedCourse> = yup
  .object({
    name: requiredText('Name', LIMITS.nameMax),
    description: optionalText('Description', LIMITS.descriptionMax),
    img: imageUrlField(),
  })
  .noUnknown()
  .typeError(M.object);

export const enrollmentSchema: yup.ObjectSchema<NewEnrollment> = yup
  .object({
    courseId: yup.string().typeError(M.text('Course id')).trim().required(M.required('Course id')),
    // The price the learner was shown; the server compares it with the catalogue's.
    price: coursePriceField(),
    displayName: requiredText('Name', LIMITS.nameMax),
    email: emailField(LIMITS.enrollmentEmailMax),
    address: optionalText('Address', LIMITS.addressMax),
    city: optionalText('City', LIMITS.addressMax),
    phone: optionalText('Phone', LIMITS.phoneMaxDigits + 1).matches(/^\+?\d{6,15}$/, M.phone),
  })
  .noUnknown()
  .typeError(M.object);

export const reviewSchema: yup.ObjectSchema<NewReview> = yup
  .object({
    name: requiredText('Name', LIMITS.nameMax),
    comment: optionalText('Comment', LIMITS.commentMax),
    rating: numberField('Rating')
      .required(M.required('Rating'))
      .min(LIMITS.ratingMin, M.between('Rating', LIMITS.ratingMin, LIMITS.ratingMax))
      .max(LIMITS.ratingMax, M.between('Rating', LIMITS.ratingMin, LIMITS.ratingMax)),
  })
  .noUnknown()
  .typeError(M.object);

export const newUserSchema: yup.ObjectSchema<NewUser> = yup
  .object({
    email: emailField(),
    displayName: optionalText('Display name', LIMITS.userDisplayNameMax),
  })
  .noUnknown()
  .typeError(M.object);

export const roleChangeSchema: yup.ObjectSchema<RoleChange> = yup
  .object({ email: emailField() })
  .noUnknown()
  .typeError(M.object);

export const paymentRequestSchema: yup.ObjectSchema<PaymentRequest> = yup
  .object({
    token: yup
      .string()
      .typeError(M.text('Token'))
      .trim()
      .required(M.required('Token'))
      .test('card-token', M.paymentToken, (value) => value.startsWith(PAYMENT_TOKEN_PREFIX)),
    card: yup
      .object({
        brand: requiredText('Card brand', LIMITS.cardBrandMax),
        last4: yup
          .string()
          .typeError(M.text('Card last4'))
          .trim()
          .required(M.required('Card last4'))
          .matches(/^\d{4}$/, M.last4),
      })
      .noUnknown()
      // Without this default a missing card would be {} and fail field by field.
      .default(undefined)
      .required(M.required('Card'))
      .typeError(M.object),
    enrollmentId: yup
      .string()
      .typeError(M.text('Enrollment id'))
      .trim()
      .required(M.required('Enrollment id')),
    product: yup
      .object({
        name: yup
          .string()
          .typeError(M.text('Product name'))
          .trim()
          .required(M.required('Product name')),
        price: paidPriceField('Product price').required(M.required('Product price')),
        productBy: optionalText('Product by', LIMITS.descriptionMax),
      })
      .noUnknown()
      .default(undefined)
      .required(M.required('Product'))
      .typeError(M.object),
  })
  .noUnknown()
  .typeError(M.object);

/** Turn a Yup ValidationError into `{ field: message }` (first message per field). */
export function validationErrorToFields(error: yup.ValidationError): Record<string, string> {
  const fields: Record<string, string> = {};
  const errors = error.inner.length > 0 ? error.inner : [error];
  for (const item of errors) {
    const key = item.path && item.path !== '' ? item.path : '_';
    if (!(key in fields)) fields[key] = item.message;
  }
  return fields;
}

export type ValidationOutcome<T> =
  { ok: true; value: T } | { ok: false; fields: Record<string, string> };

/** Validate and cast `input` with `schema` (unknown keys stripped). Never throws for bad input. */
export async function validatePayload<T extends yup.AnyObject>(
  schema: yup.ObjectSchema<T>,
  input: unknown,
): Promise<ValidationOutcome<T>> {
  try {
    const value = await schema.validate(input ?? {}, VALIDATE_OPTIONS);
    return { ok: true, value: value as T };
  } catch (error) {
    if (error instanceof yup.ValidationError)
      return { ok: false, fields: validationErrorToFields(error) };
    throw error;
  }
}

/**
 * What a form's number inputs hold, turned into what the API takes: '' (or spaces) becomes absent,
 * '12' becomes 12, and text that is not a number becomes NaN, which the schema reports as
 * '<Field> must be a number'. Other fields are left as they are.
 */
export function numbersFromText<V extends object>(
  values: V,
  numberFields: readonly (keyof V & string)[],
): Record<string, unknown> {
  const numeric = new Set<string>(numberFields);
  const entries = Object.entries(values).flatMap(([key, value]): [string, unknown][] => {
    if (!numeric.has(key) || typeof value !== 'string') return [[key, value]];
    const text = value.trim();
    return text === '' ? [] : [[key, Number(text)]];
  });
  return Object.fromEntries(entries);
}
