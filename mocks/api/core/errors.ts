/** The mock API's error texts, and the error a route throws to answer with a status. */
import { HttpError } from '../http';

export { HttpError };

export const API_ERRORS = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  validation: 'Validation failed',
  adminsOnly: 'Admins only',
  teachersOnly: 'Teachers or admins only',
  ownEmailOnly: 'You can only use your own email',
  ownRolesOnly: 'You can only read your own roles',
  ownEnrollmentsOnly: 'You can only read your own enrollments',
  ownEnrollmentOnly: 'This enrollment belongs to another user',
  noUser: 'No account with that email',
  noCourse: 'No course with that id',
  /** A withdrawn course (deleted while learners were enrolled): 410 to read, 409 to enroll or pay. */
  courseWithdrawn: 'This course is no longer offered',
  noEnrollment: 'No enrollment with that id',
  noLesson: 'No lesson with that id',
  enrollToOpen: 'Enroll to open this lesson',
  mediaAddress: 'This media address is not valid or has expired: open the lesson again',
  notALessonOfCourse: 'That lesson is not a lesson of this course',
  noReview: 'No review with that id',
  noAssignedCourse: 'No assigned course with that id',
  alreadyPaid: 'This enrollment is already paid',
  refundedEnrollment: 'This enrollment was refunded: enroll again to pay for the course',
  freeEnrollment: 'This enrollment is free: there is nothing to pay',
  notPaid: 'This enrollment is not paid: there is nothing to refund',
  alreadyRefunded: 'This enrollment is already refunded',
  noPayment: 'No payment is recorded for this enrollment',
  noReceipt: 'This enrollment has no receipt: it is not paid',
  paidNotCancelled: 'A paid enrollment cannot be cancelled: request a refund instead',
  refundedKept: 'A refunded enrollment is kept with its receipt and cannot be cancelled',
  idempotencyKey: 'Idempotency-Key must be 1 to 255 visible characters',
  idempotencyMismatch:
    'Keys for idempotent requests can only be used with the same parameters they were first used with',
  cardDeclined: 'Your card was declined.',
  internal: 'Internal server error',
  noCertificate: 'No certificate with that id',
  courseNotCompleted: 'The course is not completed yet: its certificate comes with completion',
  ownCertificateOnly: 'This certificate belongs to another learner',
  certificateRevoked: 'This certificate is already revoked',
  certificateWithdrawn: 'Your certificate for this course was revoked by an administrator',
} as const;

const dollars = (price: number): string => (price === 0 ? 'free' : `${price} $`);

/** 400 for an enrollment or payment naming a price that is not the catalogue's. */
export const priceIsNot = (courseName: string, price: number, asked: number): string =>
  `The price of ${courseName} is ${dollars(price)}, not ${dollars(asked)}`;

const inMinutes = (seconds: number): string => {
  const minutes = Math.ceil(seconds / 60);
  return minutes <= 1 ? 'a minute' : `${minutes} minutes`;
};

/** 429 for an account past one of its hourly limits (../rateLimit.ts), with Retry-After. */
export function tooManyWrites(what: string, max: number, retryAfterSeconds: number): HttpError {
  return new HttpError(
    429,
    {
      error: `You have ${what} ${max} times in the last hour: try again in ${inMinutes(retryAfterSeconds)}`,
      code: 'rate_limited',
    },
    { 'Retry-After': String(retryAfterSeconds) },
  );
}

/** 409 for a learner's refund of a course they have learned more than `max` percent of. */
export const progressOverRefundLimit = (max: number, percent: number): string =>
  `You have completed ${percent} % of this course: a course more than ${max} % complete cannot be refunded`;

/** 409 for a second enrollment in the same course. */
export const alreadyEnrolledIn = (courseName: string): string =>
  `You are already enrolled in ${courseName}`;

/** 409 for a learner's refund after the window; `closedAt` is an ISO date-time. */
export const refundWindowClosed = (hours: number, closedAt: string): string =>
  `The ${hours}-hour refund window for this payment closed at ${closedAt.slice(0, 16).replace('T', ' ')} UTC`;
