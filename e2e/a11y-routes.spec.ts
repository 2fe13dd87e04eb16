import {
  expect,
  test,
  type Browser,
  type BrowserContext,
  type Locator,
  type Page,
} from '@playwright/test';
import { SEED_IDS } from '../mocks/seed';
import { SEED_CERTIFICATES } from '../mocks/seed/accounts';
import {
  axeViolations,
  bearerOf,
  enrollSeededLearner,
  paidEnrollmentOfSeededLearner,
  THEME_RULES,
} from './support/a11y';
import { accounts, logIn, siteApiUrl } from './support/accounts';
import { anHourAfterSigningIn, cutOffAuthSdk, openPage, readThrough } from './support/navigation';

/*
 * axe-core (every WCAG 2.0/2.1/2.2 A and AA rule, any impact, target-size included) on every route,
 * signed out and as each role that sees something different there, at phone (390 px) and desktop
 * (1280 px) widths, and in the open states that matter: menus, drawers, dialogs and forms with
 * errors. Each state is opened once and checked in the light theme with every rule, then the same
 * page is switched to the dark theme (the system setting changes; the site follows it live) and
 * checked again with the rules that depend on the colours (THEME_RULES), at each width. One row per
 * check: add a route by adding a row to CHECKS.
 */

type Visitor = 'visitor' | 'learner' | 'teacher' | 'admin';
type Width = 'phone' | 'desktop';

const VIEWPORTS: Record<Width, { width: number; height: number }> = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1280, height: 800 },
};

interface RouteCheck {
  /** What the report calls it. */
  name: string;
  as: Visitor;
  /** The page; a function makes the record the page shows first (e.g. a new paid enrollment). */
  path: string | (() => Promise<string>);
  /** Visible once the page has loaded its content; the page's h1 when omitted. */
  ready?: (page: Page) => Locator;
  /** Brings the page into the state to check (open a menu, submit an empty form...). */
  open?: (page: Page) => Promise<Locator | void>;
  /** Both unless the state exists at one width only (the phone menu, the dashboard drawer). */
  widths?: Width[];
  /** Restores what a change of width undoes (a hover, once the control has moved). */
  afterResize?: (page: Page) => Promise<void>;
  /**
   * The state goes away by itself (a notice shown for a few seconds): it is opened again once the
   * page is dark, and `shown` must be visible before each check.
   */
  fades?: { shown: (page: Page) => Locator };
}

const SEED_COURSE_ID = '6650a1c00000000000000001'; // Data Science
const UNKNOWN_COURSE_ID = '6650a1c0000000000000ffff';
const WEB_COURSE_ID = '6650a1c00000000000000006'; // Web Development: paid by the seeded learner

const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const forbidden = (page: Page) =>
  page.getByText('Sorry, you are not authorized to access this page.');
/**
 * Submits a form by pressing Enter on its submit button, so the pointer does not hover it: hover
 * colours have rows of their own (see `hover`).
 */
const submitWithKeyboard = async (page: Page, button: string) => {
  await page.getByRole('button', { name: button, exact: true }).focus();
  await page.keyboard.press('Enter');
};
const submitEmpty = (button: string, invalidField: string) => async (page: Page) => {
  await submitWithKeyboard(page, button);
  await expect(page.getByRole('textbox', { name: invalidField, exact: true })).toHaveAttribute(
    'aria-invalid',
    'true',
  );
};
/** Rests the pointer on a control, to check its hover colours (again after a change of width). */
const hover = (control: (page: Page) => Locator) => {
  const rest = async (page: Page) => {
    await control(page).hover();
  };
  return { open: rest, afterResize: rest };
};

const openMobileMenu = async (page: Page) => {
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' });
  await expect(menu).toBeVisible();
};
const openDashboardDrawer = async (page: Page) => {
  await page.getByRole('button', { name: 'Open dashboard menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
  await expect(drawer.getByRole('link', { name: 'Dashboard' })).toBeVisible();
  return drawer;
};

/** Every page of the site (docs/decisions.md#routes, #guards), for whoever may (or may not) use it. */
const DASHBOARD_FOR_EVERYONE = ['givereview', 'myEnroll', 'assignedcourse'] as const;
const DASHBOARD_FOR_TEACHERS = ['assigncourse'] as const;
const DASHBOARD_FOR_ADMINS = [
  'makeAdmin',
  'allenroll',
  'addcourse',
  'managecourse',
  'addTeacher',
  'outbox',
] as const;
const DASHBOARD_HEADINGS: Record<string, string> = {
  givereview: 'Give a Review About our product',
  myEnroll: 'My Courses',
  assignedcourse: 'Assigned courses',
  assigncourse: 'Assign a course',
  makeAdmin: 'Make an admin',
  allenroll: 'All enrollments',
  addcourse: 'Add a course',
  managecourse: 'Manage courses',
  addTeacher: 'Add a teacher',
  outbox: 'Outbox',
};

const dashboardPage = (as: Visitor, sub: string): RouteCheck => ({
  name: `/dashboard/${sub}`,
  as,
  path: `/dashboard/${sub}`,
  ready: (page) => h1(page, DASHBOARD_HEADINGS[sub] ?? sub),
});
const forbiddenPage = (as: Visitor, path: string): RouteCheck => ({
  name: `${path} (403)`,
  as,
  path,
  ready: forbidden,
});

/**
 * A certificate's page (/certificates/{id}) in each of its states: the seed's valid certificate
 * signed out and as its learner (who has its credential's buttons), the seed's revoked one, an id
 * that names none, and the verdict of a check of a credential, genuine or altered.
 */
const certificatePage = (id: string) => `/certificates/${id}`;
const qrCode = (page: Page) =>
  page.getByRole('img', { name: "QR code to this certificate's page" });
const checkVerdict = (page: Page, verdict: string) =>
  page.getByRole('status').getByText(verdict, { exact: true });
const CERTIFICATE_CHECKS: RouteCheck[] = [
  {
    name: '/certificates/{id}, valid',
    as: 'visitor',
    path: certificatePage(SEED_CERTIFICATES.python),
    ready: qrCode,
  },
  {
    name: '/certificates/{id}, valid, its learner',
    as: 'learner',
    path: certificatePage(SEED_CERTIFICATES.python),
    ready: (page) => page.getByRole('button', { name: 'Download credential' }),
    open: async (page) => {
      await expect(qrCode(page)).toBeVisible();
    },
  },
  {
    name: '/certificates/{id}, its learner’s credential checked: Verified',
    as: 'learner',
    path: certificatePage(SEED_CERTIFICATES.python),
    ready: (page) => page.getByRole('button', { name: 'Check my credential' }),
    open: async (page) => {
      await expect(qrCode(page)).toBeVisible();
      await submitWithKeyboard(page, 'Check my credential');
      await expect(checkVerdict(page, 'Verified')).toBeVisible();
    },
  },
  {
    name: '/certificates/{id}, an altered credential checked',
    as: 'visitor',
    path: certificatePage(SEED_CERTIFICATES.python),
    ready: qrCode,
    open: async (page) => {
      // The learner's credential, its name changed by one letter.
      const response = await fetch(
        `${siteApiUrl}/certificates/${SEED_CERTIFICATES.python}/credential`,
        { headers: await bearerOf(accounts.learner) },
      );
      expect(response.status).toBe(200);
      const credential = (await response.text()).replace('"Lena Learner"', '"Lena Learnar"');
      expect(credential).toContain('"Lena Learnar"');
      await page.getByLabel('Credential file (.json), or drop it on this field').setInputFiles({
        name: 'altered.credential.json',
        mimeType: 'application/json',
        buffer: Buffer.from(credential),
      });
      await expect(checkVerdict(page, 'This file was altered')).toBeVisible();
    },
  },
  {
    name: '/certificates/{id}, revoked',
    as: 'visitor',
    path: certificatePage(SEED_CERTIFICATES.revoked),
    ready: (page) => page.getByText(/^Revoked on /),
    open: async (page) => {
      await expect(qrCode(page)).toBeVisible();
    },
  },
  {
    name: '/certificates/{id}, not found',
    as: 'visitor',
    path: certificatePage('AAAAAAAAAAAAAAAAAAAAAA'),
    ready: (page) => h1(page, 'Certificate not found'),
  },
];

const CHECKS: RouteCheck[] = [
  // Signed out.
  {
    name: '/',
    as: 'visitor',
    path: '/',
    ready: (page) =>
      page.getByRole('region', { name: 'What our students say' }).getByRole('listitem').first(),
  },
  {
    name: '/home',
    as: 'visitor',
    path: '/home',
    ready: (page) =>
      page.getByRole('region', { name: 'Explore our courses' }).getByRole('article').first(),
  },
  {
    name: '/home, a search with close matches',
    as: 'visitor',
    path: '/home?q=pyhton#courses',
    ready: (page) => page.getByText('No exact matches for “pyhton”. Showing close matches.'),
  },
  {
    name: '/courses/{id}',
    as: 'visitor',
    path: '/courses/6650a1c00000000000000001',
    ready: (page) =>
      page.getByRole('region', { name: 'More Technical courses' }).getByRole('article').first(),
  },
  {
    name: '/courses/{id}, enrolled',
    as: 'learner',
    path: '/courses/6650a1c00000000000000001',
    ready: (page) => page.getByText('You are enrolled'),
  },
  {
    name: '/courses/{id}, not found',
    as: 'visitor',
    path: '/courses/6650a1c0000000000000ffff',
    ready: (page) => h1(page, 'Course not found'),
  },
  {
    name: '/learn, a text lesson (a preview)',
    as: 'visitor',
    path: `/learn/${WEB_COURSE_ID}/6650a8c00000000000000035`,
    ready: (page) => h1(page, 'Welcome to Web Development'),
  },
  {
    name: '/learn, a video lesson',
    as: 'learner',
    path: `/learn/${WEB_COURSE_ID}/6650a8c00000000000000034`,
    ready: (page) => page.getByRole('heading', { name: 'Transcript' }),
  },
  {
    name: '/learn, a quiz and its result',
    as: 'learner',
    path: `/learn/${WEB_COURSE_ID}/6650a8c00000000000000039`,
    ready: (page) => page.getByRole('button', { name: 'Submit answers' }),
    open: async (page) => {
      for (const group of await page.getByRole('group').all()) {
        await group.getByRole('radio').or(group.getByRole('checkbox')).first().check();
      }
      await page.getByRole('button', { name: 'Submit answers' }).click();
      await expect(page.getByText(/Your score: \d+%/)).toBeVisible();
    },
  },
  {
    name: '/learn, the outline drawer',
    as: 'learner',
    path: `/learn/${WEB_COURSE_ID}/6650a8c00000000000000036`,
    widths: ['phone'],
    open: async (page) => {
      await page.getByRole('button', { name: 'Course outline' }).click();
      return page.getByRole('dialog', { name: 'Course outline' });
    },
  },
  {
    name: '/learn, a lesson to enroll for',
    as: 'visitor',
    path: `/learn/${WEB_COURSE_ID}/6650a8c00000000000000036`,
    ready: (page) => page.getByText('Enroll to open this lesson'),
  },
  { name: '/about', as: 'visitor', path: '/about', ready: (page) => h1(page, 'About us') },
  { name: '/contact', as: 'visitor', path: '/contact', ready: (page) => h1(page, 'Contact us') },
  {
    name: '/contact with errors',
    as: 'visitor',
    path: '/contact',
    open: submitEmpty('Send Message', 'Name'),
  },
  {
    name: '/teacher',
    as: 'visitor',
    path: '/teacher',
    ready: (page) => page.getByRole('table').getByText('Samuel Mensah'),
  },
  {
    name: '/profile',
    as: 'visitor',
    path: '/profile',
    ready: (page) => page.getByText('$100/month'),
  },
  {
    name: '/contact, submit confirmation',
    as: 'visitor',
    path: '/contact',
    ready: (page) => h1(page, 'Contact us'),
    open: async (page) => {
      await page.getByRole('textbox', { name: 'Name' }).fill('Ada Lovelace');
      await page.getByRole('textbox', { name: 'Email' }).fill('ada@example.com');
      await page.getByRole('textbox', { name: 'Subject' }).fill('Course dates');
      await page.getByRole('textbox', { name: 'Message' }).fill('When does the next term start?');
      await submitWithKeyboard(page, 'Send Message');
      const dialog = page.getByRole('dialog', { name: 'Do You want to submit?' });
      await expect(dialog.getByRole('button', { name: 'OK' })).toBeVisible();
      return dialog;
    },
  },
  { name: '/login', as: 'visitor', path: '/login', ready: (page) => h1(page, 'Login') },
  {
    name: '/login, Google sign-in dialog',
    as: 'visitor',
    path: '/login',
    ready: (page) => h1(page, 'Login'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Sign in with Google' }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign in with Google (test account)' });
      await expect(dialog.getByRole('textbox', { name: 'Google email' })).toBeVisible();
      return dialog;
    },
  },
  {
    name: '/login with errors',
    as: 'visitor',
    path: '/login',
    open: submitEmpty('Login', 'Email'),
  },
  {
    name: '/login, Login button hovered',
    as: 'visitor',
    path: '/login',
    ...hover((page) => page.getByRole('button', { name: 'Login', exact: true })),
  },
  { name: '/register', as: 'visitor', path: '/register', ready: (page) => h1(page, 'Register') },
  {
    name: '/register with errors',
    as: 'visitor',
    path: '/register',
    open: submitEmpty('Register', 'Name'),
  },
  {
    name: '/no-such-page (404)',
    as: 'visitor',
    path: '/no-such/page',
    ready: (page) => h1(page, 'Page not found'),
  },
  {
    name: '/{unknown id} (404)',
    as: 'visitor',
    path: `/${UNKNOWN_COURSE_ID}`,
    ready: (page) => h1(page, 'Page not found'),
  },
  {
    name: '/{id} signed out -> /login',
    as: 'visitor',
    path: `/${SEED_COURSE_ID}`,
    ready: (page) => h1(page, 'Login'),
  },
  {
    name: '/dashboard signed out -> /login',
    as: 'visitor',
    path: '/dashboard',
    ready: (page) => h1(page, 'Login'),
  },
  {
    name: '/about, phone menu open',
    as: 'visitor',
    path: '/about',
    widths: ['phone'],
    open: openMobileMenu,
  },

  // Learner.
  { name: '/dashboard', as: 'learner', path: '/dashboard', ready: (page) => h1(page, /^Welcome/) },
  ...DASHBOARD_FOR_EVERYONE.map((sub) => dashboardPage('learner', sub)),
  // The 403 page looks the same on every page it guards: once in the dashboard, once outside it.
  forbiddenPage('learner', '/dashboard/makeAdmin'),
  forbiddenPage('learner', '/instructor'),
  {
    name: '/dashboard/no-such-page (404)',
    as: 'learner',
    path: '/dashboard/no-such-page',
    ready: (page) => h1(page, 'Page not found'),
  },
  {
    name: '/{id}',
    as: 'learner',
    path: `/${SEED_COURSE_ID}`,
    ready: (page) => h1(page, 'Enroll in Data Science'),
  },
  {
    name: '/{id} with errors',
    as: 'learner',
    path: `/${SEED_COURSE_ID}`,
    ready: (page) => h1(page, 'Enroll in Data Science'),
    open: async (page) => {
      await page.getByRole('textbox', { name: 'Your name' }).clear();
      await submitEmpty('Enroll', 'Your name')(page);
    },
  },
  {
    name: '/dashboard/givereview with errors',
    as: 'learner',
    path: '/dashboard/givereview',
    open: submitEmpty('Submit', 'Name'),
  },
  {
    name: '/dashboard/myEnroll, the session could not be restored',
    as: 'learner',
    path: '/dashboard/myEnroll',
    ready: (page) => h1(page, 'My Courses'),
    open: async (page) => {
      // An hour later, the Auth SDK's script cannot be downloaded: the learner is sent to sign in,
      // and told why.
      await anHourAfterSigningIn(page);
      await cutOffAuthSdk(page);
      await page.reload();
      await expect(
        page.getByRole('alert').filter({ hasText: 'We could not restore your sign-in.' }),
      ).toBeVisible();
      await expect(h1(page, 'Login')).toBeVisible();
    },
  },
  {
    name: '/dashboard/myEnroll, payment dialog',
    as: 'learner',
    path: '/dashboard/myEnroll',
    ready: (page) => h1(page, 'My Courses'),
    open: async (page) => {
      const { id, course } = await enrollSeededLearner(89);
      await page.reload();
      const row = page.locator(`tr[data-row-key="${id}"]`);
      await row.getByRole('button', { name: 'Pay with 89 $' }).click();
      const dialog = page.getByRole('dialog', { name: `PAY FOR ${course.name}` });
      await expect(dialog.getByLabel('Card number')).toBeVisible();
      return dialog;
    },
  },
  {
    name: '/dashboard/myEnroll, payment declined',
    as: 'learner',
    path: '/dashboard/myEnroll',
    ready: (page) => h1(page, 'My Courses'),
    open: async (page) => {
      const { id, course } = await enrollSeededLearner(79);
      await page.reload();
      const row = page.locator(`tr[data-row-key="${id}"]`);
      await row.getByRole('button', { name: 'Pay with 79 $' }).click();
      const dialog = page.getByRole('dialog', { name: `PAY FOR ${course.name}` });
      await dialog.getByLabel('Card number').fill('4000 0000 0000 0002');
      await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34');
      await dialog.getByLabel('CVC').fill('123');
      await dialog.getByRole('button', { name: 'Pay 79 $' }).click();
      await expect(dialog.getByRole('alert')).toBeVisible();
      return dialog;
    },
  },
  {
    name: '/dashboard/myEnroll, cancel confirmation',
    as: 'learner',
    path: '/dashboard/myEnroll',
    ready: (page) => h1(page, 'My Courses'),
    open: async (page) => {
      const { id } = await enrollSeededLearner(69);
      await page.reload();
      const row = page.locator(`tr[data-row-key="${id}"]`);
      await row.getByRole('button', { name: 'Cancel' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you want to delete?' });
      await expect(dialog.getByRole('button', { name: 'OK' })).toBeVisible();
      return dialog;
    },
  },
  {
    name: '/dashboard/myEnroll, refund confirmation',
    as: 'learner',
    path: '/dashboard/myEnroll',
    ready: (page) => h1(page, 'My Courses'),
    open: async (page) => {
      const { id, course } = await paidEnrollmentOfSeededLearner(49);
      await page.reload();
      const row = page.locator(`tr[data-row-key="${id}"]`);
      await row.getByRole('button', { name: 'Request refund' }).click();
      const dialog = page.getByRole('dialog', { name: `Refund 49 $ for ${course.name}?` });
      await expect(dialog.getByRole('button', { name: 'Refund 49 $' })).toBeVisible();
      return dialog;
    },
  },
  {
    name: '/dashboard/receipt/{id}',
    as: 'learner',
    path: async () => `/dashboard/receipt/${(await paidEnrollmentOfSeededLearner(47)).id}`,
    ready: (page) => page.getByRole('article', { name: 'Payment receipt' }),
  },
  {
    name: '/dashboard, drawer open',
    as: 'learner',
    path: '/dashboard',
    widths: ['phone'],
    ready: (page) => h1(page, /^Welcome/),
    open: openDashboardDrawer,
  },
  {
    name: '/home, phone menu open',
    as: 'learner',
    path: '/home',
    widths: ['phone'],
    ready: (page) => page.getByRole('heading', { name: 'Explore our courses' }),
    open: openMobileMenu,
  },
  {
    name: '/profile',
    as: 'learner',
    path: '/profile',
    ready: (page) => page.getByText('$100/month'),
  },

  // Teacher.
  { name: '/dashboard', as: 'teacher', path: '/dashboard', ready: (page) => h1(page, /^Welcome/) },
  ...[...DASHBOARD_FOR_EVERYONE, ...DASHBOARD_FOR_TEACHERS].map((sub) =>
    dashboardPage('teacher', sub),
  ),
  forbiddenPage('teacher', '/dashboard/allenroll'),
  {
    name: '/instructor',
    as: 'teacher',
    path: '/instructor',
    ready: (page) => h1(page, 'Instructor panel'),
  },
  {
    name: '/instructor/courses/{id} (the curriculum editor)',
    as: 'teacher',
    path: '/instructor/courses/6650a1c00000000000000008',
    ready: (page) => h1(page, 'Curriculum: Academic Writing'),
  },
  {
    name: '/instructor/courses/{id}, a delete confirm open',
    as: 'teacher',
    path: '/instructor/courses/6650a1c00000000000000008',
    widths: ['phone'],
    ready: (page) => h1(page, 'Curriculum: Academic Writing'),
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete Writing a strong conclusion' }).click();
      await page.getByRole('dialog', { name: 'Delete “Writing a strong conclusion”?' }).waitFor();
    },
  },
  {
    name: '/instructor/courses/{id}/figures (a course’s figures, its chart drawn)',
    as: 'teacher',
    path: `/instructor/courses/${WEB_COURSE_ID}/figures`,
    ready: (page) =>
      page
        .getByRole('figure', { name: /The table below holds the same figures/ })
        .locator('canvas'),
  },
  {
    name: '/instructor/courses/{id}/figures, no learners yet',
    as: 'teacher',
    path: '/instructor/courses/6650a1c00000000000000008/figures',
    ready: (page) => page.getByText('No learners yet: the figures appear once someone enrolls'),
  },
  {
    name: '/instructor/courses/{id}/figures of a course they do not teach (403)',
    as: 'teacher',
    path: `/instructor/courses/${SEED_COURSE_ID}/figures`,
    ready: (page) => page.getByText('You do not teach this course'),
  },
  {
    name: '/instructor/lessons/{id} (a text lesson’s editor)',
    as: 'teacher',
    path: '/instructor/lessons/6650a8c0000000000000d001',
    ready: (page) => h1(page, 'Edit: Writing a strong conclusion'),
  },
  {
    name: '/instructor/lessons/{id} (a quiz’s editor)',
    as: 'teacher',
    path: '/instructor/lessons/6650a8c00000000000000039',
    ready: (page) => h1(page, 'Edit: Quiz: HTML and CSS'),
  },
  {
    name: '/instructor/lessons/{id} (a video lesson’s editor: its files, a refused one)',
    as: 'teacher',
    path: '/instructor/lessons/6650a8c0000000000000003d',
    ready: (page) => h1(page, 'Edit: How the web works'),
    // The page's own check refuses a file of the wrong type, so nothing is uploaded.
    open: async (page) => {
      await page.getByLabel('Poster image').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('Not an image'),
      });
      return page.getByRole('group', { name: 'Poster' }).getByRole('alert');
    },
  },
  {
    name: '/instructor with errors',
    as: 'teacher',
    path: '/instructor',
    open: submitEmpty('Assign course', 'Name'),
  },
  {
    name: '/dashboard/assignedcourse, copied',
    as: 'teacher',
    path: '/dashboard/assignedcourse',
    ready: (page) => h1(page, 'Assigned courses'),
    open: async (page) => {
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await page
        .getByRole('button', { name: /^Copy name/ })
        .first()
        .focus();
      await page.keyboard.press('Enter');
      await expect(page.getByText('Copied').first()).toBeVisible();
      // The notice fades in: check its colours once it is fully opaque.
      await expect
        .poll(() =>
          page
            .getByText('Copied')
            .first()
            .evaluate((element) => {
              let opacity = 1;
              for (let node: Element | null = element; node; node = node.parentElement) {
                opacity *= Number(getComputedStyle(node).opacity);
              }
              return opacity;
            }),
        )
        .toBe(1);
    },
    fades: { shown: (page) => page.getByText('Copied').first() },
  },
  {
    name: '/dashboard/assignedcourse, Copy button hovered',
    as: 'teacher',
    path: '/dashboard/assignedcourse',
    ready: (page) => page.getByRole('button', { name: /^Copy name/ }).first(),
    ...hover((page) => page.getByRole('button', { name: /^Copy name/ }).first()),
  },
  {
    name: '/dashboard, drawer open',
    as: 'teacher',
    path: '/dashboard',
    widths: ['phone'],
    ready: (page) => h1(page, /^Welcome/),
    open: openDashboardDrawer,
  },

  // Admin.
  { name: '/dashboard', as: 'admin', path: '/dashboard', ready: (page) => h1(page, /^Welcome/) },
  ...[...DASHBOARD_FOR_ADMINS, ...DASHBOARD_FOR_TEACHERS, ...DASHBOARD_FOR_EVERYONE].map((sub) =>
    dashboardPage('admin', sub),
  ),
  {
    name: '/instructor',
    as: 'admin',
    path: '/instructor',
    ready: (page) => h1(page, 'Instructor panel'),
  },
  {
    name: '/{id}',
    as: 'admin',
    path: `/${SEED_COURSE_ID}`,
    ready: (page) => h1(page, 'Enroll in Data Science'),
  },
  {
    name: '/dashboard/receipt/{id}, refunded',
    as: 'admin',
    path: `/dashboard/receipt/${SEED_IDS.refundedEnrollment}`,
    ready: (page) => page.getByText('This payment was refunded.'),
  },
  {
    name: '/dashboard/allenroll, Refunded only',
    as: 'admin',
    path: '/dashboard/allenroll',
    ready: (page) => page.getByRole('cell', { name: 'Upwork Mastery', exact: true }),
    open: async (page) => {
      // The visible chip is the radio button's label (antd hides the input itself).
      await page
        .getByRole('group', { name: 'Status' })
        .getByText('Refunded', { exact: true })
        .click();
      await expect(page.getByRole('radio', { name: 'Refunded' })).toBeChecked();
      await expect(page.getByRole('cell', { name: 'Freelancing 101' })).toHaveCount(0);
    },
  },
  {
    // The search holding text (the browser's clear button shows); the empty state under the header.
    name: '/dashboard/allenroll, a search that matches nothing',
    as: 'admin',
    path: '/dashboard/allenroll',
    ready: (page) => page.getByRole('cell', { name: 'Upwork Mastery', exact: true }),
    open: async (page) => {
      await page.getByRole('searchbox', { name: 'Search enrollments' }).fill('no such learner');
      await expect(page.getByText('No results found!!')).toBeVisible();
    },
  },
  {
    name: '/dashboard/addcourse with errors',
    as: 'admin',
    path: '/dashboard/addcourse',
    open: submitEmpty('Add course', 'Name'),
  },
  ...(['makeAdmin', 'addTeacher'] as const).map((sub): RouteCheck => ({
    name: `/dashboard/${sub} with errors`,
    as: 'admin',
    path: `/dashboard/${sub}`,
    open: submitEmpty(sub === 'makeAdmin' ? 'Make admin' : 'Make teacher', 'Email'),
  })),
  {
    name: '/dashboard/managecourse, delete confirmation',
    as: 'admin',
    path: '/dashboard/managecourse',
    ready: (page) => page.getByRole('button', { name: 'Delete Data Science' }),
    open: async (page) => {
      await page.getByRole('button', { name: 'Delete Data Science' }).click();
      const dialog = page.getByRole('dialog', { name: 'Are you want to delete?' });
      await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeVisible();
      return dialog;
    },
  },
  {
    name: '/dashboard/managecourse, the instructors of a course',
    as: 'admin',
    path: '/dashboard/managecourse',
    ready: (page) => page.getByRole('button', { name: 'Instructors of Data Science' }),
    open: async (page) => {
      await page.getByRole('button', { name: 'Instructors of Data Science' }).click();
      const dialog = page.getByRole('dialog', { name: 'Instructors of Data Science' });
      await expect(dialog.getByText('No instructors yet.')).toBeVisible();
      return dialog;
    },
  },
  {
    name: '/dashboard, drawer open',
    as: 'admin',
    path: '/dashboard',
    widths: ['phone'],
    ready: (page) => h1(page, /^Welcome/),
    open: openDashboardDrawer,
  },

  // Certificates.
  ...CERTIFICATE_CHECKS,
];

/**
 * One browser context per visitor, shared by its checks: signing in once and keeping the HTTP cache
 * make each check a page load, not a cold start. Each page sets its own viewport and starts in the
 * light theme (the system setting the page emulates, which the site follows).
 */
const contexts = new Map<Visitor, Promise<BrowserContext>>();

async function newContextFor(browser: Browser, as: Visitor) {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, colorScheme: 'light' });
  if (as !== 'visitor') {
    // Sign in at desktop width, where Logout shows in the header; the session then serves both.
    const page = await context.newPage();
    await logIn(page, accounts[as].email, accounts[as].password);
    await page.close();
  }
  return context;
}

function contextFor(browser: Browser, as: Visitor): Promise<BrowserContext> {
  let context = contexts.get(as);
  if (!context) {
    context = newContextFor(browser, as);
    contexts.set(as, context);
  }
  return context;
}

/** Waits until nothing is loading and no transition (modal fade, drawer slide) is running. */
async function settle(page: Page): Promise<void> {
  await expect(page.locator('.ant-spin-spinning, [aria-busy="true"]')).toHaveCount(0);
  // Finite animations only: a carousel's or spinner's endless ones never finish.
  await expect
    .poll(() =>
      page.evaluate(
        () =>
          document
            .getAnimations()
            .filter(
              (animation) =>
                animation.playState === 'running' &&
                animation.effect?.getTiming().iterations !== Infinity,
            ).length,
      ),
    )
    .toBe(0);
  // Transitions that CSS runs without the Web Animations API (antd motion classes).
  await expect(page.locator('[class*="-appear-active"], [class*="-enter-active"]')).toHaveCount(0);
}

/**
 * Opens the page in the check's state once at its first width and checks it with every rule at
 * each width in turn, resizing the same page in between (the layout follows the width through CSS
 * and the app's breakpoint hooks). Then the system setting turns dark, the site follows it on the
 * same page, and the colour rules run at each width again, from the last one back.
 */
async function checkInBothThemes(browser: Browser, check: RouteCheck, widths: readonly Width[]) {
  const page = await (await contextFor(browser, check.as)).newPage();
  const html = page.locator('html');
  try {
    await page.setViewportSize(VIEWPORTS[widths[0] ?? 'desktop']);
    const path = typeof check.path === 'string' ? check.path : await check.path();
    await openPage(page, path, { waitUntil: 'domcontentloaded' });
    await expect(html).toHaveAttribute('data-theme', 'light');
    // The home page hydrates its lower parts as a reader nears them: check them hydrated.
    if (path === '/' || path === '/home') await readThrough(page);
    const ready = check.ready ?? ((p: Page) => p.getByRole('heading', { level: 1 }));
    await expect(ready(page)).toBeVisible();
    if (check.as !== 'visitor') {
      await expect(
        page.getByRole('button', { name: 'Logout', includeHidden: true }).first(),
      ).toBeAttached();
    }
    const opened = check.open ? await check.open(page) : undefined;

    const checkAt = async (width: Width, resize: boolean, rules?: readonly string[]) => {
      if (resize) {
        await page.setViewportSize(VIEWPORTS[width]);
        await check.afterResize?.(page);
      }
      // Sticky-header overlap is a scrolling artefact; check the page from its top.
      if (!opened) await page.evaluate(() => window.scrollTo(0, 0));
      await settle(page);
      if (check.fades) await expect(check.fades.shown(page)).toBeVisible();
      expect(
        await axeViolations(page, { rules }),
        `${width} (${VIEWPORTS[width].width} px)`,
      ).toEqual([]);
    };

    for (const [index, width] of widths.entries()) {
      await test.step(`light, ${width}, every rule`, () => checkAt(width, index > 0));
    }
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveAttribute('data-theme', 'dark');
    if (check.fades) await check.open?.(page);
    for (const [index, width] of [...widths].reverse().entries()) {
      await test.step(`dark, ${width}, ${THEME_RULES.join(' and ')}`, () =>
        checkAt(width, index > 0, THEME_RULES));
    }
  } finally {
    await page.close();
  }
}

test.describe('accessibility of every route (axe, WCAG 2.2 A and AA, any impact), light then dark', () => {
  for (const check of CHECKS) {
    const widths = check.widths ?? (['phone', 'desktop'] as const);
    test(`${check.as}: ${check.name} [${widths.join(', ')}]`, async ({ browser }) => {
      await checkInBothThemes(browser, check, widths);
    });
  }

  test.afterAll(async () => {
    for (const context of contexts.values()) await (await context).close();
    contexts.clear();
  });
});
