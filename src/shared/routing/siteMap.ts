/**
 * The one table of the site's pages: path, who may open it, where it shows in the header or the
 * dashboard's sidebar, and its title. The router and its guards (src/app/routes.tsx), the header
 * (src/shared/components/layout/SiteHeader.tsx) and the sidebar (src/features/dashboard/DashboardLayout.tsx)
 * all read it. The screens are attached in src/app/routes.tsx by the same keys. docs/decisions.md#routes
 * and #guards say why each page is open to whom.
 */
import { messages } from '../messages';

/** Who may open a page; anyone else is sent to sign in (signed out) or shown a 403 (signed in). */
export type Access = 'everyone' | 'signedIn' | 'teacherOrAdmin' | 'admin';

/** Who sees a page's link in a menu (a link may be hidden from some who may open the page). */
export type Audience =
  'everyone' | 'signedOut' | 'signedIn' | 'teacherOrAdmin' | 'admin' | 'notAdmin';

export interface SitePage {
  /** Absolute path; `:name` segments are parameters. */
  path: string;
  access: Access;
  /** The document title and h1 of a page whose title does not depend on its data. */
  title?: string;
  /** A link in the site header, in table order. */
  header?: { label: string; shownTo: Audience };
  /** A link in the dashboard's sidebar, in table order. */
  sidebar?: { label: string; shownTo: Audience };
}

const DASHBOARD = '/dashboard';

export const SITE_PAGES = {
  home: {
    path: '/',
    access: 'everyone',
    header: { label: 'Home', shownTo: 'everyone' },
  },
  /**
   * The home page again, at the catalogue's address: the catalogue keeps its query here
   * (`/home?q=…#courses`), and links to the courses, sign-in and sign-out land here.
   */
  catalogue: { path: '/home', access: 'everyone' },
  about: {
    path: '/about',
    access: 'everyone',
    title: 'About us',
    header: { label: 'About', shownTo: 'everyone' },
  },
  contact: {
    path: '/contact',
    access: 'everyone',
    title: 'Contact us',
    header: { label: 'Contact', shownTo: 'everyone' },
  },
  teachers: { path: '/teacher', access: 'everyone', title: messages.ourInstructors },
  profile: { path: '/profile', access: 'everyone', title: 'Your profile' },
  login: {
    path: '/login',
    access: 'everyone',
    title: 'Login',
    header: { label: 'Login', shownTo: 'signedOut' },
  },
  register: { path: '/register', access: 'everyone', title: 'Register' },
  coursePage: { path: '/courses/:courseId', access: 'everyone' },
  instructor: {
    path: '/instructor',
    access: 'teacherOrAdmin',
    title: 'Instructor panel',
    header: { label: 'Instructor', shownTo: 'teacherOrAdmin' },
  },
  /** A course's curriculum editor: its instructors and admins (the server decides per course). */
  curriculumEditor: { path: '/instructor/courses/:courseId', access: 'teacherOrAdmin' },
  /** A course's figures (learners, completion, where they stop): its instructors and admins. */
  courseFigures: { path: '/instructor/courses/:courseId/figures', access: 'teacherOrAdmin' },
  /** A lesson's editor, with its preview; the title is the lesson's. */
  lessonEditor: { path: '/instructor/lessons/:lessonId', access: 'teacherOrAdmin' },
  dashboard: {
    path: DASHBOARD,
    access: 'signedIn',
    header: { label: 'Dashboard', shownTo: 'signedIn' },
    sidebar: { label: 'Dashboard', shownTo: 'everyone' },
  },
  myEnroll: {
    path: `${DASHBOARD}/myEnroll`,
    access: 'signedIn',
    title: messages.myCourses,
    sidebar: { label: 'My Enroll', shownTo: 'notAdmin' },
  },
  giveReview: {
    path: `${DASHBOARD}/givereview`,
    access: 'signedIn',
    title: messages.reviewTitle,
    sidebar: { label: 'Review', shownTo: 'notAdmin' },
  },
  assignedCourse: {
    path: `${DASHBOARD}/assignedcourse`,
    access: 'signedIn',
    title: 'Assigned courses',
  },
  receipt: { path: `${DASHBOARD}/receipt/:enrollmentId`, access: 'signedIn', title: 'Receipt' },
  assignCourse: {
    path: `${DASHBOARD}/assigncourse`,
    access: 'teacherOrAdmin',
    title: messages.assignCourseHeading,
  },
  makeAdmin: {
    path: `${DASHBOARD}/makeAdmin`,
    access: 'admin',
    title: 'Make an admin',
    sidebar: { label: 'Make Admin', shownTo: 'admin' },
  },
  allEnroll: {
    path: `${DASHBOARD}/allenroll`,
    access: 'admin',
    title: 'All enrollments',
    sidebar: { label: 'All Enroll', shownTo: 'admin' },
  },
  manageCourse: {
    path: `${DASHBOARD}/managecourse`,
    access: 'admin',
    title: 'Manage courses',
    sidebar: { label: 'Manage Course', shownTo: 'admin' },
  },
  addCourse: {
    path: `${DASHBOARD}/addcourse`,
    access: 'admin',
    title: 'Add a course',
    sidebar: { label: 'Add Course', shownTo: 'admin' },
  },
  addTeacher: {
    path: `${DASHBOARD}/addTeacher`,
    access: 'admin',
    title: 'Add a teacher',
    sidebar: { label: 'Add Teacher', shownTo: 'admin' },
  },
  outbox: {
    path: `${DASHBOARD}/outbox`,
    access: 'admin',
    title: 'Outbox',
    sidebar: { label: 'Outbox', shownTo: 'admin' },
  },
  /** The lesson player at where the learner left off in a course, else its first lesson. */
  learnCourse: { path: '/learn/:courseId', access: 'everyone' },
  /**
   * A lesson beside its course's outline. Open to everyone at the router: preview lessons are
   * everyone's, and the server refuses the others (403) to anyone without access, whom the page
   * sends to enroll (docs/decisions.md#learning). Its title is the lesson's.
   */
  learnLesson: { path: '/learn/:courseId/:lessonId', access: 'everyone' },
  /**
   * A certificate's public page (docs/decisions.md, "Certificates"): anyone checks it by its id;
   * not indexed by search engines. Its title is the certificate's.
   */
  certificate: { path: '/certificates/:certificateId', access: 'everyone' },
  /**
   * The purchase page of a course. Open to everyone at the router: the page itself is a 404 for an
   * unknown course, then asks for sign-in (docs/decisions.md#purchase-page). Every named path above
   * wins over it.
   */
  coursePurchase: { path: '/:courseId', access: 'everyone' },
} as const satisfies Record<string, SitePage>;

export type SitePageKey = keyof typeof SITE_PAGES;

/** What a menu needs to know about the person looking at it. */
export interface Viewer {
  signedIn: boolean;
  admin: boolean;
  teacher: boolean;
  /** The roles are not known yet: links shown by role (admin, teacher, not admin) wait for them. */
  rolesPending?: boolean;
}

export function isShownTo(audience: Audience, viewer: Viewer): boolean {
  const byRole = audience === 'teacherOrAdmin' || audience === 'admin' || audience === 'notAdmin';
  if (byRole && viewer.rolesPending) return false;
  switch (audience) {
    case 'everyone':
      return true;
    case 'signedOut':
      return !viewer.signedIn;
    case 'signedIn':
      return viewer.signedIn;
    case 'teacherOrAdmin':
      return viewer.signedIn && (viewer.teacher || viewer.admin);
    case 'admin':
      return viewer.signedIn && viewer.admin;
    case 'notAdmin':
      return viewer.signedIn && !viewer.admin;
  }
}

export interface NavLinkItem {
  key: SitePageKey;
  path: string;
  label: string;
}

/** The links of a menu ('header' or 'sidebar') that `viewer` sees, in table order. */
export function menuFor(menu: 'header' | 'sidebar', viewer: Viewer): NavLinkItem[] {
  const items: NavLinkItem[] = [];
  for (const [key, page] of Object.entries(SITE_PAGES) as [SitePageKey, SitePage][]) {
    const link = page[menu];
    if (link && isShownTo(link.shownTo, viewer))
      items.push({ key, path: page.path, label: link.label });
  }
  return items;
}

/** The roles a page's access needs, for the role guard; none for 'everyone' and 'signedIn'. */
export const rolesFor = (access: Access): readonly ('admin' | 'teacher')[] =>
  access === 'admin' ? ['admin'] : access === 'teacherOrAdmin' ? ['teacher', 'admin'] : [];
