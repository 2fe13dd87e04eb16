/**
 * Yup schemas for every payload. The SAME schemas validate the app's forms (Formik) and the mock
 * server's request bodies, so a rule lives in exactly one place.
 *
 * - Numbers are strict: a number field takes only a finite JSON number (not '12', true, null or
 *   1e999), else '<Field> must be a number'. The forms turn what their inputs hold into numbers
 *   before they validate and submit (`numbersFromText`): '' becomes absent, '12' becomes 12.
 * - Text is trimmed; '' in an optional text field counts as absent. Text a person typed (names,
 *   descriptions, comments, addresses) is also trimmed of invisible characters at its ends, so a
 *   name made only of zero-width spaces is empty, and it may not hold control characters or
 *   direction overrides (`textField`).
 * - Every text field has a maximum length (LIMITS), and so does every query parameter the API
 *   reads (`LIMITS.searchMax` for `q`; the others in mocks/api/core/queryLimits.ts).
 * - Unknown keys are removed: validate with `VALIDATE_OPTIONS` (stripUnknown) and the schemas are
 *   `.noUnknown()`, so unknown fields are never stored.
 */
import { REVOCATION_REASON_MAX } from './certificates';
import * as yup from 'yup';
import { isSafeImageUrl } from './imageUrl';
import { LIMITS } from './limits';
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

import type { LessonEdit, MoveDirection } from './authoring';
import { LEARNING_LIMITS, LESSON_KINDS, type LessonKind } from './learning';
import { UPLOAD_FILE_NAME_MAX, UPLOAD_KINDS, type UploadStart } from './uploads';

export { LIMITS };

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
  cleanText: (label: string): string =>
    `${label} must not contain control characters or direction overrides`,
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

/**
 * Whole cents, as a JSON number is written: the value must be the number its two-decimal form
 * reads as, so 19.99 and 0.5 pass and 19.999, 0.500000001 or 0.1 + 0.2 (0.30000000000000004) do not.
 */
const hasAtMostTwoDecimals = (value: number | undefined): boolean =>
  value === undefined || Number(value.toFixed(2)) === value;

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

// ---- Text a person typed ----

/** C0 controls, DEL and the C1 controls. */
const CONTROLS = String.raw`\u0000-\u001f\u007f-\u009f`;
/** The same without tab (U+0009) and line feed (U+000A), which a multi-line text may hold. */
const CONTROLS_BUT_TAB_AND_LINE_FEED = String.raw`\u0000-\u0008\u000b-\u001f\u007f-\u009f`;
/** The line and paragraph separators: line breaks, so not in one line of text. */
const LINE_SEPARATORS = String.raw`\u2028\u2029`;
/**
 * Direction controls that reorder the text around them: the embeddings and overrides (LRE, RLE,
 * PDF, LRO, RLO) and the isolates (LRI, RLI, FSI, PDI), with which 'exe.txt' can be shown as
 * 'txt.exe'. The marks (LRM U+200E, RLM U+200F, ALM U+061C) stay allowed: each acts as one
 * invisible letter of its direction and reorders nothing else, and right-to-left writing needs them.
 */
const DIRECTION_CONTROLS = String.raw`\u202a-\u202e\u2066-\u2069`;

/** One line of text: no control characters, line breaks or direction controls. */
export const ONE_LINE_TEXT = new RegExp(`^[^${CONTROLS}${LINE_SEPARATORS}${DIRECTION_CONTROLS}]*$`);
/** Multi-line text (a description, a comment): tabs and line breaks allowed, the rest as above. */
export const MULTI_LINE_TEXT = new RegExp(
  `^[^${CONTROLS_BUT_TAB_AND_LINE_FEED}${DIRECTION_CONTROLS}]*$`,
);

/**
 * Characters that show nothing: whitespace and the invisible format characters (soft hyphen,
 * zero-width space, joiners and non-joiner, the direction marks, word joiner and invisible
 * operators, byte-order mark, Hangul fillers, variation selectors, tag characters), as ranges of
 * code points. Inside a text they may be needed (a joiner inside an emoji, a non-joiner in Persian);
 * at its ends they are trimmed, so a text made only of them is empty. Controls other than
 * whitespace and the direction controls are not here: they are refused wherever they are.
 */
const INVISIBLE_RANGES: readonly (readonly [number, number])[] = [
  [0x0009, 0x000d],
  [0x0020, 0x0020],
  [0x00a0, 0x00a0],
  [0x00ad, 0x00ad],
  [0x034f, 0x034f],
  [0x061c, 0x061c],
  [0x115f, 0x1160],
  [0x1680, 0x1680],
  [0x17b4, 0x17b5],
  [0x180b, 0x180f],
  [0x2000, 0x200f],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x2064],
  [0x206a, 0x206f],
  [0x3000, 0x3000],
  [0x3164, 0x3164],
  [0xfe00, 0xfe0f],
  [0xfeff, 0xfeff],
  [0xffa0, 0xffa0],
  [0x1d173, 0x1d17a],
  [0xe0000, 0xe007f],
  [0xe0100, 0xe01ef],
];

const isInvisible = (codePoint: number): boolean =>
  INVISIBLE_RANGES.some(([first, last]) => codePoint >= first && codePoint <= last);

/**
 * `value` without the invisible characters at its start and end (a loop, not a regular
 * expression: `[...]+$` would backtrack over a long run of spaces).
 */
export function trimInvisible(value: string): string {
  let start = 0;
  while (start < value.length) {
    const codePoint = value.codePointAt(start) as number;
    if (!isInvisible(codePoint)) break;
    start += codePoint > 0xffff ? 2 : 1;
  }
  let end = value.length;
  while (end > start) {
    const low = value.charCodeAt(end - 1);
    const high = end - 2 >= start ? value.charCodeAt(end - 2) : 0;
    const pair = low >= 0xdc00 && low <= 0xdfff && high >= 0xd800 && high <= 0xdbff;
    const codePoint = pair ? (value.codePointAt(end - 2) as number) : low;
    if (!isInvisible(codePoint)) break;
    end -= pair ? 2 : 1;
  }
  return start === 0 && end === value.length ? value : value.slice(start, end);
}

type TextKind = 'one line' | 'multi-line';

/**
 * Text a person typed, of at most `max` characters: trimmed, invisible characters at its ends
 * removed (so a name of zero-width spaces is empty), and refused when it holds a control character
 * or a direction control (tab and line feed are allowed in multi-line text). Absent is allowed.
 */
const textField = (label: string, max: number, kind: TextKind = 'one line') =>
  yup
    .string()
    .typeError(M.text(label))
    .trim()
    .transform((value: string | undefined) =>
      typeof value === 'string' ? trimInvisible(value) : value,
    )
    .max(max, M.maxLength(label, max))
    .matches(kind === 'one line' ? ONE_LINE_TEXT : MULTI_LINE_TEXT, M.cleanText(label));

/** Optional typed text: '' (and text of only invisible characters) becomes undefined. */
const optionalText = (label: string, max: number, kind: TextKind = 'one line') =>
  textField(label, max, kind).transform((value: string | undefined) =>
    value === '' ? undefined : value,
  );

/** Required typed text: '' (and text of only invisible characters) is `<Label> is required`. */
const requiredText = (label: string, max: number, kind: TextKind = 'one line') =>
  textField(label, max, kind).required(M.required(label));

/**
 * Text checked by its own rule (an id, a token, a phone number, an image URL): trimmed, '' is
 * absent, at most `max` characters.
 */
const plainText = (label: string, max: number) =>
  yup
    .string()
    .typeError(M.text(label))
    .trim()
    .transform((value: string | undefined) => (value === '' ? undefined : value))
    .max(max, M.maxLength(label, max));

/** A required id of at most LIMITS.idMax characters. */
const idField = (label: string) => plainText(label, LIMITS.idMax).required(M.required(label));

const imageUrlField = () =>
  plainText('Image URL', LIMITS.imgMax).test(
    'safe-image-url',
    M.imageUrl,
    (value) => value === undefined || isSafeImageUrl(value),
  );

const emailField = (max: number = LIMITS.emailMax) =>
  yup
    .string()
    .typeError(M.text('Email'))
    .trim()
    .required(M.required('Email'))
    .email(M.email)
    .max(max, M.maxLength('Email', max));

export const courseSchema: yup.ObjectSchema<NewCourse> = yup
  .object({
    name: requiredText('Name', LIMITS.nameMax),
    description: optionalText('Description', LIMITS.descriptionMax, 'multi-line'),
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
    description: optionalText('Description', LIMITS.descriptionMax, 'multi-line'),
    img: imageUrlField(),
  })
  .noUnknown()
  .typeError(M.object);

export const enrollmentSchema: yup.ObjectSchema<NewEnrollment> = yup
  .object({
    courseId: idField('Course id'),
    // The price the learner was shown; the server compares it with the catalogue's.
    price: coursePriceField(),
    displayName: requiredText('Name', LIMITS.nameMax),
    email: emailField(LIMITS.enrollmentEmailMax),
    address: optionalText('Address', LIMITS.addressMax),
    city: optionalText('City', LIMITS.addressMax),
    phone: plainText('Phone', LIMITS.phoneMaxDigits + 1).matches(/^\+?\d{6,15}$/, M.phone),
  })
  .noUnknown()
  .typeError(M.object);

export const reviewSchema: yup.ObjectSchema<NewReview> = yup
  .object({
    name: requiredText('Name', LIMITS.nameMax),
    comment: optionalText('Comment', LIMITS.commentMax, 'multi-line'),
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

/** An admin's revocation of a certificate (POST /certificates/{certificateId}/revocation). */
export const revocationSchema: yup.ObjectSchema<{ reason: string }> = yup
  .object({ reason: requiredText('Reason', REVOCATION_REASON_MAX, 'multi-line') })
  .noUnknown()
  .typeError(M.object);

export const paymentRequestSchema: yup.ObjectSchema<PaymentRequest> = yup
  .object({
    token: plainText('Token', LIMITS.cardTokenMax)
      .required(M.required('Token'))
      .test('card-token', M.paymentToken, (value) => value.startsWith(PAYMENT_TOKEN_PREFIX)),
    card: yup
      .object({
        brand: requiredText('Card brand', LIMITS.cardBrandMax),
        last4: plainText('Card last4', 4)
          .required(M.required('Card last4'))
          .matches(/^\d{4}$/, M.last4),
      })
      .noUnknown()
      // Without this default a missing card would be {} and fail field by field.
      .default(undefined)
      .required(M.required('Card'))
      .typeError(M.object),
    enrollmentId: idField('Enrollment id'),
    product: yup
      .object({
        // The course's name as the learner was shown it.
        name: requiredText('Product name', LIMITS.nameMax),
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
    const value = schema.validateSync(input ?? {}, VALIDATE_OPTIONS);
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

/** A chapter's title (POST /courses/{id}/chapters, PATCH /chapters/{id}). */
export const chapterSchema: yup.ObjectSchema<{ title: string }> = yup
  .object({ title: requiredText('Title', LIMITS.curriculumTitleMax) })
  .noUnknown()
  .typeError(M.object);

/** A new lesson in a chapter: its title and kind (POST /chapters/{id}/lessons). */
export const newLessonSchema: yup.ObjectSchema<{ title: string; kind: LessonKind }> = yup
  .object({
    title: requiredText('Title', LIMITS.curriculumTitleMax),
    kind: yup
      .mixed<LessonKind>()
      .required(M.required('Kind'))
      .oneOf([...LESSON_KINDS], `Kind must be one of ${LESSON_KINDS.join(', ')}`),
  })
  .noUnknown()
  .typeError(M.object);

/** Move up or Move down (POST /chapters/{id}/move, POST /lessons/{id}/move). */
export const moveSchema: yup.ObjectSchema<{ direction: MoveDirection }> = yup
  .object({
    direction: yup
      .mixed<MoveDirection>()
      .required(M.required('Direction'))
      .oneOf(['up', 'down'], 'Direction must be up or down'),
  })
  .noUnknown()
  .typeError(M.object);

/** The course's instructors, by account id (PUT /courses/{id}/instructors, admins). */
export const instructorsSchema: yup.ObjectSchema<{ instructorIds: string[] }> = yup
  .object({
    instructorIds: yup
      .array(idField('Instructor'))
      .typeError(M.text('Instructors'))
      .required(M.required('Instructors'))
      .max(LIMITS.instructorsMax, `A course has at most ${LIMITS.instructorsMax} instructors`),
  })
  .noUnknown()
  .typeError(M.object);

/** The rules of a quiz, as the editor shows them beside its fields. */
export const QUIZ_RULES = {
  questions: `A quiz has ${LEARNING_LIMITS.quizQuestionsMin} to ${LEARNING_LIMITS.quizQuestionsMax} questions`,
  options: `A question has ${LEARNING_LIMITS.quizOptionsMin} to ${LEARNING_LIMITS.quizOptionsMax} options`,
  correct: 'Mark at least one option as correct',
  singleCorrect: 'A single-choice question has exactly one correct option',
  passMark: `Pass mark must be a whole number from ${LIMITS.quizPassMarkMin} to ${LIMITS.quizPassMarkMax}`,
} as const;

const quizOptionSchema = yup
  .object({
    id: plainText('Option id', LIMITS.idMax).required(M.required('Option id')),
    text: requiredText('Option', LIMITS.quizOptionMax),
  })
  .noUnknown()
  .typeError(M.object);

const quizQuestionSchema = yup
  .object({
    id: plainText('Question id', LIMITS.idMax).required(M.required('Question id')),
    prompt: requiredText('Question', LIMITS.quizPromptMax, 'multi-line'),
    multiple: yup
      .boolean()
      .strict()
      .typeError('Multiple must be true or false')
      .required(M.required('Multiple')),
    options: yup
      .array(quizOptionSchema)
      .required(QUIZ_RULES.options)
      .min(LEARNING_LIMITS.quizOptionsMin, QUIZ_RULES.options)
      .max(LEARNING_LIMITS.quizOptionsMax, QUIZ_RULES.options)
      .test('unique-options', 'Options must have different ids', (options) =>
        options ? new Set(options.map((option) => option.id)).size === options.length : true,
      ),
    correct: yup
      .array(plainText('Correct option', LIMITS.idMax).required())
      .required(QUIZ_RULES.correct)
      .min(1, QUIZ_RULES.correct)
      .test(
        'known-options',
        'A correct option must be one of the question’s options',
        function (correct) {
          const parent = this.parent as { options?: { id: string }[] };
          const ids = new Set((parent.options ?? []).map((option) => option.id));
          return (correct ?? []).every((id) => ids.has(id));
        },
      )
      .test('single', QUIZ_RULES.singleCorrect, function (correct) {
        const parent = this.parent as { multiple?: boolean };
        return parent.multiple === true || (correct ?? []).length <= 1;
      }),
    explanation: requiredText('Explanation', LIMITS.quizExplanationMax, 'multi-line'),
  })
  .noUnknown()
  .typeError(M.object);

const lessonQuizSchema = yup
  .object({
    passMark: numberField('Pass mark')
      .required(M.required('Pass mark'))
      .integer(QUIZ_RULES.passMark)
      .min(LIMITS.quizPassMarkMin, QUIZ_RULES.passMark)
      .max(LIMITS.quizPassMarkMax, QUIZ_RULES.passMark),
    questions: yup
      .array(quizQuestionSchema)
      .required(QUIZ_RULES.questions)
      .min(LEARNING_LIMITS.quizQuestionsMin, QUIZ_RULES.questions)
      .max(LEARNING_LIMITS.quizQuestionsMax, QUIZ_RULES.questions)
      .test('unique-questions', 'Questions must have different ids', (questions) =>
        questions
          ? new Set(questions.map((question) => question.id)).size === questions.length
          : true,
      ),
  })
  .noUnknown()
  .typeError(M.object);

/**
 * A lesson's fields as its author saves them (PUT /lessons/{id}/edit). A draft may be unfinished
 * (an empty body, a quiz still short of questions is refused only on publishing: see
 * `publishableProblems`), but every field within its bounds.
 */
/** POST /lessons/{lessonId}/uploads: what an author is about to send. */
export const uploadStartSchema: yup.ObjectSchema<UploadStart> = yup
  .object({
    kind: yup
      .mixed<UploadStart['kind']>()
      .oneOf([...UPLOAD_KINDS], 'Kind must be video, poster or captions')
      .required(M.required('Kind')),
    fileName: requiredText('File name', UPLOAD_FILE_NAME_MAX),
    size: numberField('Size')
      .required(M.required('Size'))
      .integer('Size must be a whole number of bytes')
      // Over its kind's limit (UPLOAD_RULES) it is refused as too large (413), not as invalid.
      .min(1, 'The file is empty'),
    type: yup
      .string()
      .strict()
      .typeError(M.text('Type'))
      .defined(M.required('Type'))
      .max(100, M.maxLength('Type', 100)),
  })
  .noUnknown()
  .typeError(M.object);

export const lessonEditSchema: yup.ObjectSchema<LessonEdit> = yup
  .object({
    title: requiredText('Title', LIMITS.curriculumTitleMax),
    minutes: numberField('Minutes')
      .required(M.required('Minutes'))
      .integer(M.between('Minutes', LIMITS.lessonMinutesMin, LIMITS.lessonMinutesMax))
      .min(
        LIMITS.lessonMinutesMin,
        M.between('Minutes', LIMITS.lessonMinutesMin, LIMITS.lessonMinutesMax),
      )
      .max(
        LIMITS.lessonMinutesMax,
        M.between('Minutes', LIMITS.lessonMinutesMin, LIMITS.lessonMinutesMax),
      ),
    preview: yup
      .boolean()
      .strict()
      .typeError('Preview must be true or false')
      .required(M.required('Preview')),
    // Markdown keeps its own spacing: only its length and control characters are checked.
    body: yup
      .string()
      .typeError(M.text('Body'))
      .max(LIMITS.lessonBodyMax, M.maxLength('Body', LIMITS.lessonBodyMax))
      .matches(MULTI_LINE_TEXT, M.cleanText('Body')),
    quiz: lessonQuizSchema.default(undefined),
    transcript: optionalText('Transcript', LIMITS.videoTranscriptMax, 'multi-line'),
  })
  .noUnknown()
  .typeError(M.object);
