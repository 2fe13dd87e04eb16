/**
 * Every user-visible text that the specification quotes, verbatim, typos included (docs/decisions.md#texts).
 * Change a wording here and nowhere else.
 */
export const messages = {
  passwordMismatch: 'Your password did not macth',
  noResults: 'No results found!!',
  pageNotFound: 'Page not found',
  goBack: 'Go Back',
  waitPlease: 'Wait please.....',
  confirmDelete: 'Are you want to delete?',
  confirmContactSubmit: 'Do You want to submit?',
  courseAdded: 'Added successfully',
  courseDeleted: 'Deleted successfully',
  enrollmentCancelled: 'Deleted succesfully',
  enrollmentSubmitted: 'Submit successfully',
  courseAssigned: 'Assigned successfully',
  reviewSubmitted: 'Your review submit successfully',
  teacherMade: 'Teacher made successfully',
  adminAdded: 'Admin added successfully',
  copied: 'Copied',
  myCourses: 'My Courses',
  cancelColumn: 'Cancelaion',
  progressing: 'Progressing',
  paid: 'Paid',
  refunded: 'Refunded',
  reviewTitle: 'Give a Review About our product',
  assignCourseHeading: 'Assign a course',
  ourInstructors: 'Our Instructors',
  forbidden: 'Sorry, you are not authorized to access this page.',
  loadFailed: 'We could not load this. Check your connection and try again.',
  actionFailed: 'That could not be done. Check your connection and try again.',
  retry: 'Retry',
} as const;

/** "1 course", "3 courses": a count with its noun in the singular or the plural. */
export const countOf = (count: number, one: string, other: string): string =>
  `${count} ${count === 1 ? one : other}`;
export const payWith = (price: number | string): string => `Pay with ${price} $`;
export const payFor = (courseName: string): string => `PAY FOR ${courseName}`;
