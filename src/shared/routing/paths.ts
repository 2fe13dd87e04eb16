/** Links to the site's pages, from the one table of pages (./siteMap.ts). */
import { SITE_PAGES } from './siteMap';

export const paths = {
  /** The home page. */
  home: SITE_PAGES.home.path,
  /** The home page at the catalogue's address, where the catalogue keeps its query. */
  catalogue: SITE_PAGES.catalogue.path,
  about: SITE_PAGES.about.path,
  contact: SITE_PAGES.contact.path,
  login: SITE_PAGES.login.path,
  register: SITE_PAGES.register.path,
  instructor: SITE_PAGES.instructor.path,
  teachers: SITE_PAGES.teachers.path,
  profile: SITE_PAGES.profile.path,
  dashboard: SITE_PAGES.dashboard.path,
  /** The purchase page of a course (sign-in needed). */
  course: (id: string) => `/${encodeURIComponent(id)}`,
  /** The public page of a course. */
  coursePage: (id: string) => `/courses/${encodeURIComponent(id)}`,
  catalogueCategory: (category: string) =>
    `${SITE_PAGES.catalogue.path}?category=${encodeURIComponent(category)}#courses`,
} as const;

type DashboardPage =
  | 'giveReview'
  | 'myEnroll'
  | 'assignCourse'
  | 'assignedCourse'
  | 'makeAdmin'
  | 'allEnroll'
  | 'addCourse'
  | 'manageCourse'
  | 'addTeacher'
  | 'outbox';

export const dashboardPath = (page: DashboardPage): string => SITE_PAGES[page].path;

/** The receipt of a paid (or refunded) enrollment. */
export const receiptPath = (enrollmentId: string): string =>
  SITE_PAGES.receipt.path.replace(':enrollmentId', encodeURIComponent(enrollmentId));
