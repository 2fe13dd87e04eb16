import type { RouteObject } from 'react-router';
import { SiteLayout } from '../components/layout/SiteLayout';
import { NotFoundPage } from '../components/feedback/NotFoundPage';
import { RouteErrorPage } from '../components/feedback/RouteErrorPage';
import { PageLoading } from '../components/feedback/PageLoading';
import { dashboardPaths } from './paths';
import { RequireAuth, RequireRole } from './auth/guards';

/*
 * Every route of the site (docs/decisions.md#routes). Pages load on demand in one chunk per route group:
 * "public" (visitor pages), "account" (login and registration), "dashboard" and "instructor".
 */

const publicPage = {
  home: () =>
    import(/* webpackChunkName: "home" */ './pages/HomePage').then((m) => ({
      Component: m.HomePage,
    })),
  about: () =>
    import(/* webpackChunkName: "public" */ '../features/about/AboutPage').then((m) => ({
      Component: m.AboutPage,
    })),
  contact: () =>
    import(/* webpackChunkName: "public" */ '../features/contact/ContactPage').then((m) => ({
      Component: m.ContactPage,
    })),
  teachers: () =>
    import(/* webpackChunkName: "public" */ '../features/instructors/InstructorsPage').then(
      (m) => ({ Component: m.InstructorsPage }),
    ),
  profile: () =>
    import(/* webpackChunkName: "public" */ '../features/profile/ProfilePage').then((m) => ({
      Component: m.ProfilePage,
    })),
  coursePage: () =>
    import(/* webpackChunkName: "course-page" */ '../features/courses/page/CoursePage').then(
      (m) => ({ Component: m.CoursePage }),
    ),
  course: () =>
    import(/* webpackChunkName: "public" */ '../features/enrollment/CourseEnrollmentPage').then(
      (m) => ({ Component: m.CourseEnrollmentPage }),
    ),
};

const antdShell = () =>
  import(/* webpackChunkName: "antd-shell" */ './AntdShell').then((m) => ({
    Component: m.AntdShell,
  }));

const accountPage = {
  login: () =>
    import(/* webpackChunkName: "account" */ '../features/auth/LoginPage').then((m) => ({
      Component: m.LoginPage,
    })),
  register: () =>
    import(/* webpackChunkName: "account" */ '../features/auth/RegisterPage').then((m) => ({
      Component: m.RegisterPage,
    })),
};

const dashboardPage = {
  layout: () =>
    import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardLayout').then(
      (m) => ({ Component: m.DashboardLayout }),
    ),
  home: () =>
    import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardHome').then((m) => ({
      Component: m.DashboardHome,
    })),
  giveReview: () =>
    import(/* webpackChunkName: "dashboard" */ '../features/reviews/GiveReviewPage').then((m) => ({
      Component: m.GiveReviewPage,
    })),
  myEnroll: () =>
    import(/* webpackChunkName: "dashboard" */ '../features/enrollment/MyCoursesPage').then(
      (m) => ({ Component: m.MyCoursesPage }),
    ),
  allEnroll: () =>
    import(/* webpackChunkName: "dashboard" */ '../features/enrollment/AllEnrollmentsPage').then(
      (m) => ({ Component: m.AllEnrollmentsPage }),
    ),
  assignCourse: () =>
    import(
      /* webpackChunkName: "dashboard" */ '../features/assigned-courses/AssignCoursePage'
    ).then((m) => ({ Component: m.AssignCoursePage })),
  assignedCourse: () =>
    import(
      /* webpackChunkName: "dashboard" */ '../features/assigned-courses/AssignedCoursesPage'
    ).then((m) => ({ Component: m.AssignedCoursesPage })),
  makeAdmin: () =>
    import(/* webpackChunkName: "dashboard" */ '../features/roles/MakeAdminPage').then((m) => ({
      Component: m.MakeAdminPage,
    })),
  addTeacher: () =>
    import(/* webpackChunkName: "dashboard" */ '../features/roles/AddTeacherPage').then((m) => ({
      Component: m.AddTeacherPage,
    })),
  addCourse: () =>
    import(/* webpackChunkName: "dashboard" */ './pages/AddCoursePage').then((m) => ({
      Component: m.AddCoursePage,
    })),
  manageCourse: () =>
    import(/* webpackChunkName: "dashboard" */ '../features/courses/ManageCoursesPage').then(
      (m) => ({ Component: m.ManageCoursesPage }),
    ),
  outbox: () =>
    import(/* webpackChunkName: "dashboard" */ '../features/outbox/OutboxPage').then((m) => ({
      Component: m.OutboxPage,
    })),
  receipt: () =>
    import(/* webpackChunkName: "dashboard" */ '../features/enrollment/ReceiptPage').then((m) => ({
      Component: m.ReceiptPage,
    })),
};

const instructorPage = () =>
  import(
    /* webpackChunkName: "instructor" */ '../features/assigned-courses/InstructorPanelPage'
  ).then((m) => ({ Component: m.InstructorPanelPage }));

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: SiteLayout,
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <PageLoading />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, lazy: publicPage.home },
          { path: 'home', lazy: publicPage.home },
          { path: 'about', lazy: publicPage.about },
          { path: 'courses/:courseId', lazy: publicPage.coursePage },
          {
            // Pages built with Ant Design: its theme and message context load with them.
            lazy: antdShell,
            children: [
              { path: 'contact', lazy: publicPage.contact },
              { path: 'teacher', lazy: publicPage.teachers },
              { path: 'profile', lazy: publicPage.profile },
              { path: 'login', lazy: accountPage.login },
              { path: 'register', lazy: accountPage.register },
              {
                path: 'instructor',
                element: <RequireRole anyOf={['teacher', 'admin']} />,
                children: [{ index: true, lazy: instructorPage }],
              },
              {
                path: 'dashboard',
                element: <RequireAuth />,
                children: [
                  {
                    lazy: dashboardPage.layout,
                    children: [
                      { index: true, lazy: dashboardPage.home },
                      { path: dashboardPaths.giveReview, lazy: dashboardPage.giveReview },
                      { path: dashboardPaths.myEnroll, lazy: dashboardPage.myEnroll },
                      { path: dashboardPaths.assignedCourse, lazy: dashboardPage.assignedCourse },
                      // The server shows a receipt to its learner and to admins only.
                      { path: dashboardPaths.receipt, lazy: dashboardPage.receipt },
                      {
                        element: <RequireRole anyOf={['teacher', 'admin']} />,
                        children: [
                          { path: dashboardPaths.assignCourse, lazy: dashboardPage.assignCourse },
                        ],
                      },
                      {
                        element: <RequireRole anyOf={['admin']} />,
                        children: [
                          { path: dashboardPaths.makeAdmin, lazy: dashboardPage.makeAdmin },
                          { path: dashboardPaths.allEnroll, lazy: dashboardPage.allEnroll },
                          { path: dashboardPaths.addCourse, lazy: dashboardPage.addCourse },
                          { path: dashboardPaths.manageCourse, lazy: dashboardPage.manageCourse },
                          { path: dashboardPaths.addTeacher, lazy: dashboardPage.addTeacher },
                          { path: dashboardPaths.outbox, lazy: dashboardPage.outbox },
                        ],
                      },
                      { path: '*', Component: NotFoundPage },
                    ],
                  },
                ],
              },
              { path: ':bookId', lazy: publicPage.course },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];
