import type { ReactElement } from 'react';
import type { RouteObject } from 'react-router';
import { SiteLayout } from '@/shared/components/layout/SiteLayout';
import { NotFoundPage } from '@/shared/components/feedback/NotFoundPage';
import { RouteErrorPage } from '@/shared/components/feedback/RouteErrorPage';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { RequireAuth, RequireRole, type WhilePending } from '@/shared/auth/guards';
import { rolesFor, SITE_PAGES, type Access, type SitePageKey } from '@/shared/routing/siteMap';

/*
 * Every route of the site (docs/decisions.md#routes). Each page loads on demand in a chunk of its
 * own (named after it), so that a page downloads only what it uses; what pages share, webpack
 * splits into shared chunks.
 */

const publicPage = {
  home: () =>
    import(/* webpackChunkName: "home" */ './pages/HomePage').then((m) => ({
      Component: m.HomePage,
    })),
  about: () =>
    import(/* webpackChunkName: "about" */ '@/features/about/AboutPage').then((m) => ({
      Component: m.AboutPage,
    })),
  contact: () =>
    import(/* webpackChunkName: "contact" */ '@/features/contact/ContactPage').then((m) => ({
      Component: m.ContactPage,
    })),
  teachers: () =>
    import(
      /* webpackChunkName: "instructors-directory" */ '@/features/instructorsDirectory/InstructorsPage'
    ).then((m) => ({
      Component: m.InstructorsPage,
    })),
  profile: () =>
    import(/* webpackChunkName: "profile" */ '@/features/profile/ProfilePage').then((m) => ({
      Component: m.ProfilePage,
    })),
  coursePage: () =>
    import(/* webpackChunkName: "course-page" */ '@/features/courses/page/CoursePage').then(
      (m) => ({ Component: m.CoursePage }),
    ),
  course: () =>
    import(/* webpackChunkName: "purchase" */ '@/features/enrollment/CourseEnrollmentPage').then(
      (m) => ({ Component: m.CourseEnrollmentPage }),
    ),
  learnCourse: () =>
    import(
      /* webpackChunkName: "lesson-player" */ '@/features/learning/player/LessonPlayerPage'
    ).then((m) => ({ Component: m.ResumeCoursePage })),
  learnLesson: () =>
    import(
      /* webpackChunkName: "lesson-player" */ '@/features/learning/player/LessonPlayerPage'
    ).then((m) => ({ Component: m.LessonPlayerPage })),
  certificate: () =>
    import(/* webpackChunkName: "certificate" */ '@/features/certificates/CertificatePage').then(
      (m) => ({ Component: m.CertificatePage }),
    ),
};

const antdShell = () =>
  import(/* webpackChunkName: "antd-shell" */ './AntdShell').then((m) => ({
    Component: m.AntdShell,
  }));

const accountPage = {
  login: () =>
    import(/* webpackChunkName: "login" */ '@/features/auth/LoginPage').then((m) => ({
      Component: m.LoginPage,
    })),
  register: () =>
    import(/* webpackChunkName: "register" */ '@/features/auth/RegisterPage').then((m) => ({
      Component: m.RegisterPage,
    })),
};

const dashboardPage = {
  layout: () =>
    import(/* webpackChunkName: "dashboard" */ '@/features/dashboard/DashboardLayout').then(
      (m) => ({ Component: m.DashboardLayout }),
    ),
  home: () =>
    import(/* webpackChunkName: "dashboard-home" */ '@/features/dashboard/DashboardHome').then(
      (m) => ({
        Component: m.DashboardHome,
      }),
    ),
  giveReview: () =>
    import(/* webpackChunkName: "give-review" */ '@/features/reviews/GiveReviewPage').then((m) => ({
      Component: m.GiveReviewPage,
    })),
  myEnroll: () =>
    import(/* webpackChunkName: "my-courses" */ '@/features/enrollment/MyCoursesPage').then(
      (m) => ({
        Component: m.MyCoursesPage,
      }),
    ),
  allEnroll: () =>
    import(
      /* webpackChunkName: "all-enrollments" */ '@/features/enrollment/AllEnrollmentsPage'
    ).then((m) => ({ Component: m.AllEnrollmentsPage })),
  assignCourse: () =>
    import(
      /* webpackChunkName: "assign-course" */ '@/features/instructorPanel/AssignCoursePage'
    ).then((m) => ({ Component: m.AssignCoursePage })),
  assignedCourse: () =>
    import(
      /* webpackChunkName: "assigned-courses" */ '@/features/instructorPanel/AssignedCoursesPage'
    ).then((m) => ({ Component: m.AssignedCoursesPage })),
  makeAdmin: () =>
    import(/* webpackChunkName: "make-admin" */ '@/features/roles/MakeAdminPage').then((m) => ({
      Component: m.MakeAdminPage,
    })),
  addTeacher: () =>
    import(/* webpackChunkName: "add-teacher" */ '@/features/roles/AddTeacherPage').then((m) => ({
      Component: m.AddTeacherPage,
    })),
  addCourse: () =>
    import(/* webpackChunkName: "add-course" */ './pages/AddCoursePage').then((m) => ({
      Component: m.AddCoursePage,
    })),
  manageCourse: () =>
    import(/* webpackChunkName: "manage-courses" */ '@/features/courses/ManageCoursesPage').then(
      (m) => ({ Component: m.ManageCoursesPage }),
    ),
  outbox: () =>
    import(/* webpackChunkName: "outbox" */ '@/features/outbox/OutboxPage').then((m) => ({
      Component: m.OutboxPage,
    })),
  receipt: () =>
    import(/* webpackChunkName: "receipt" */ '@/features/enrollment/ReceiptPage').then((m) => ({
      Component: m.ReceiptPage,
    })),
};

const authoringPage = {
  curriculum: () =>
    import(
      /* webpackChunkName: "curriculum-editor" */ '@/features/authoring/CurriculumEditorPage'
    ).then((m) => ({ Component: m.CurriculumEditorPage })),
  // Its chart library loads with the chart alone (figures/FunnelChart.tsx), in a chunk of its own.
  figures: () =>
    import(
      /* webpackChunkName: "course-figures" */ '@/features/authoring/figures/CourseFiguresPage'
    ).then((m) => ({ Component: m.CourseFiguresPage })),
  lesson: () =>
    import(/* webpackChunkName: "lesson-editor" */ '@/features/authoring/LessonEditorPage').then(
      (m) => ({ Component: m.LessonEditorPage }),
    ),
};

const instructorPage = () =>
  import(
    /* webpackChunkName: "instructor-panel" */ '@/features/instructorPanel/InstructorPanelPage'
  ).then((m) => ({ Component: m.InstructorPanelPage }));

type LazyRoute = NonNullable<RouteObject['lazy']>;

const DASHBOARD = SITE_PAGES.dashboard.path;

/**
 * The guard a page's access in the table needs, if any. `whilePending: 'render'` (a page that can
 * render before the user is known: see WhilePending in src/shared/auth/guards.tsx) renders it ahead
 * for a returning user; this is what the signed-in pages prerendered at build time show.
 */
function guardFor(access: Access, whilePending: WhilePending = 'wait'): ReactElement | null {
  if (access === 'everyone') return null;
  if (access === 'signedIn') return <RequireAuth whilePending={whilePending} />;
  return <RequireRole anyOf={rolesFor(access)} whilePending={whilePending} />;
}

/** The route of page `key` of the table, below `base` ('' for the site's root), behind its guard. */
function page(
  key: SitePageKey,
  lazy: LazyRoute,
  base = '',
  whilePending: WhilePending = 'wait',
): RouteObject {
  const { path, access } = SITE_PAGES[key];
  const relative = path === base ? '' : path.slice(base.length + 1);
  const guard = guardFor(access, whilePending);
  const route: RouteObject = relative ? { path: relative, lazy } : { index: true, lazy };
  if (!guard) return route;
  return relative
    ? { path: relative, element: guard, children: [{ index: true, lazy }] }
    : { element: guard, children: [{ index: true, lazy }] };
}

/** Freezes a table of routes and every route in it. */
function frozen(table: RouteObject[]): readonly RouteObject[] {
  for (const route of table) {
    if (route.children) frozen(route.children);
    Object.freeze(route);
  }
  return Object.freeze(table);
}

/**
 * Every route of the site, frozen: the browser's router, the prerender step and the tests all read
 * this one table, so none may change it. Whoever needs routes changed builds a new table from it
 * (src/app/App.tsx puts the loaded pages in place of their lazy routes).
 */
export const routes: readonly RouteObject[] = frozen([
  {
    path: '/',
    Component: SiteLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          page('home', publicPage.home),
          page('catalogue', publicPage.home),
          page('about', publicPage.about),
          page('coursePage', publicPage.coursePage),
          page('teachers', publicPage.teachers),
          page('contact', publicPage.contact),
          page('learnCourse', publicPage.learnCourse),
          page('learnLesson', publicPage.learnLesson),
          page('certificate', publicPage.certificate),
          page('coursePurchase', publicPage.course),
          page('login', accountPage.login),
          page('register', accountPage.register),
          page('profile', publicPage.profile),
          {
            // Pages built with Ant Design: its theme loads with them.
            lazy: antdShell,
            children: [
              page('instructor', instructorPage),
              page('curriculumEditor', authoringPage.curriculum),
              page('courseFigures', authoringPage.figures),
              page('lessonEditor', authoringPage.lesson),
            ],
          },
          {
            path: DASHBOARD.slice(1),
            // The frame renders ahead for a returning user; each page's own guard decides for it.
            element: guardFor(SITE_PAGES.dashboard.access, 'render'),
            children: [
              {
                // The frame, its pages and their dialogs are built with Ant Design, so each screen
                // uses one kit: its theme loads with the frame.
                lazy: antdShell,
                children: [
                  {
                    lazy: dashboardPage.layout,
                    children: [
                      page('dashboard', dashboardPage.home, DASHBOARD, 'render'),
                      page('myEnroll', dashboardPage.myEnroll, DASHBOARD, 'render'),
                      page('allEnroll', dashboardPage.allEnroll, DASHBOARD, 'render'),
                      page('manageCourse', dashboardPage.manageCourse, DASHBOARD, 'render'),
                      page('outbox', dashboardPage.outbox, DASHBOARD),
                      page('giveReview', dashboardPage.giveReview, DASHBOARD),
                      page('assignedCourse', dashboardPage.assignedCourse, DASHBOARD),
                      // The server shows a receipt to its learner and to admins only.
                      page('receipt', dashboardPage.receipt, DASHBOARD),
                      page('assignCourse', dashboardPage.assignCourse, DASHBOARD),
                      page('makeAdmin', dashboardPage.makeAdmin, DASHBOARD),
                      page('addCourse', dashboardPage.addCourse, DASHBOARD),
                      page('addTeacher', dashboardPage.addTeacher, DASHBOARD),
                      { path: '*', Component: NotFoundPage },
                    ],
                  },
                ],
              },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
]);
