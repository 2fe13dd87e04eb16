/** The mock API's error texts, and the error a route throws to answer with a status. */
export { HttpError } from '../http';

export const API_ERRORS = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  validation: 'Validation failed',
  adminsOnly: 'Admins only',
  teachersOnly: 'Teachers or admins only',
  ownEmailOnly: 'You can only use your own email',
  ownEnrollmentsOnly: 'You can only read your own enrollments',
  ownEnrollmentOnly: 'This enrollment belongs to another user',
  noUser: 'No user with that email',
  noCourse: 'No course with that id',
  noEnrollment: 'No enrollment with that id',
  noReview: 'No review with that id',
  noAssignedCourse: 'No assigned course with that id',
  alreadyPaid: 'This enrollment is already paid',
  freeEnrollment: 'This enrollment is free: there is nothing to pay',
  priceMismatch: 'The product price does not match the enrollment price',
  cardDeclined: 'Your card was declined.',
  internal: 'Internal server error',
} as const;
