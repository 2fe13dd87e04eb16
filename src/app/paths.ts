/** Every route of the site (docs/decisions.md#routes). */
export const paths = {
  root: '/',
  home: '/home',
  about: '/about',
  contact: '/contact',
  login: '/login',
  register: '/register',
  instructor: '/instructor',
  teachers: '/teacher',
  profile: '/profile',
  dashboard: '/dashboard',
  /** The purchase page of a course (sign-in needed). */
  course: (id: string) => `/${encodeURIComponent(id)}`,
  /** The public page of a course. */
  coursePage: (id: string) => `/courses/${encodeURIComponent(id)}`,
  catalogueCategory: (category: string) => `/home?category=${encodeURIComponent(category)}#courses`,
} as const;

/** Dashboard subroutes, relative to /dashboard. */
export const dashboardPaths = {
  giveReview: 'givereview',
  myEnroll: 'myEnroll',
  assignCourse: 'assigncourse',
  assignedCourse: 'assignedcourse',
  makeAdmin: 'makeAdmin',
  allEnroll: 'allenroll',
  addCourse: 'addcourse',
  manageCourse: 'managecourse',
  addTeacher: 'addTeacher',
  outbox: 'outbox',
  receipt: 'receipt/:enrollmentId',
} as const;

export const dashboardPath = (sub: Exclude<keyof typeof dashboardPaths, 'receipt'>): string =>
  `/dashboard/${dashboardPaths[sub]}`;

/** The receipt of a paid (or refunded) enrollment. */
export const receiptPath = (enrollmentId: string): string =>
  `/dashboard/receipt/${encodeURIComponent(enrollmentId)}`;
