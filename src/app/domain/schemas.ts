/**
 * Yup schemas for every payload. The SAME schemas validate the app's forms (Formik) and the mock
 * server's request bodies, so a rule lives in exactly one place.
 *
 * - Numbers typed in an input arrive as strings: '12' is cast to 12, 'abc' (or null) fails with
 *   '<Field> must be a number', and '' counts as missing: '<Field> is required' for a required
 *   field, absent (or its default) for an optional one.
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
  cents: (label: string): string => `${label} must have at most two decimals`,
  email: 'Email must be a valid email address',
  category: `Category must be one of ${COURSE_CATEGORIES.join(', ')}`,
  imageUrl: 'Image URL must start with http://, https:// or a single /',
  phone: 'Phone must be 6 to 15 digits, optionally starting with +',
  paymentToken: `Token must be a card token starting with ${PAYMENT_TOKEN_PREFIX}`,
  object: 'Body must be a JSON object',
  text: (label: string): string => `${label} must be text`,
} as const;

const M = VALIDATION_MESSAGES;

/** Validate options: collect every error and drop unknown keys. */
export const VALIDATE_OPTIONS = { abortEarly: false, stripUnknown: true } as const;

const isBlankString = (value: unknown): boolean => typeof value === 'string' && value.trim() === '';

/**
 * A number field: '' or whitespace counts as missing; '12' becomes 12; 'abc' and null are type
 * errors.
 */
const numberField = (label: string) =>
  yup
    .number()
    .transform((value: number, original: unknown) => (isBlankString(original) ? undefined : value))
    .typeError(M.number(label))
    .nonNullable(M.number(label));

/** Whole cents: 19.99 passes, 19.999 does not (with a tolerance for binary fractions). */
const hasAtMostTwoDecimals = (value: number): boolean =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * A course price: optional, and a blank or absent price is 0, a free course. When given it is 0 or
 * from 0.50 to 10,000 dollars, in whole cents.
 */
const coursePriceField = () =>
  numberField('Price')
    .default(0)
    .test(
      'course-price-range',
      M.coursePrice,
      (value) => value === 0 || (value >= LIMITS.coursePriceMin && value <= LIMITS.coursePriceMax),
    )
    .test('course-price-cents', M.cents('Price'), hasAtMostTwoDecimals);

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
    name: yup.string().typeError(M.text('Course name')).trim().required(M.required('Course name')),
    price: numberField('Price').required(M.required('Price')).min(0, M.min('Price', 0)),
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
        price: numberField('Product price')
          .required(M.required('Product price'))
          .moreThan(0, M.positive('Product price')),
        productBy: optionalText('Product by', LIMITS.descriptionMax),
      })
      .noUnknown()
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
