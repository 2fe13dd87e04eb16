import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';
import { accounts, apiUrl, paymentUrl, uniqueEmail } from './accounts';

/**
 * Every WCAG 2.0, 2.1 and 2.2 level A and AA rule axe has (wcag22aa brings in target-size, 24 px
 * targets). `wcag22a` has no rule yet; it is listed so that one axe adds is checked at once.
 */
export const WCAG_AA_TAGS = [
  'wcag2a',
  'wcag2aa',
  'wcag21a',
  'wcag21aa',
  'wcag22a',
  'wcag22aa',
] as const;

/** One failing rule, in a form that reads well in a failed `toEqual([])`. */
export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * The WCAG A and AA rules that depend on the colours, i.e. on the theme: text contrast (1.4.3) and
 * links told apart from the text around them (1.4.1). axe has no rule for the contrast of non-text
 * parts (1.4.11); the keyboard spec checks focus rings against their surface in both themes.
 */
export const THEME_RULES = ['color-contrast', 'link-in-text-block'] as const;

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * Every WCAG 2.2 A and AA violation on the page as it is now, of any impact (minor ones too).
 * Pass `include` to check only part of the page (e.g. an open dialog), `rules` to run only those
 * rules (e.g. THEME_RULES once the same page has been checked in full in the other theme).
 *
 * axe-core (1.5 MB of script) goes into a page once and runs there on each call: checking a state
 * at two widths and in two themes then costs four runs, not four injections, and no blank page for
 * each (what @axe-core/playwright's analyze() does, to merge results across frames). A page with
 * frames, which axe.run alone would not enter, is checked with AxeBuilder.
 */
export async function axeViolations(
  page: Page,
  options: { include?: string; rules?: readonly string[] } = {},
): Promise<AxeViolation[]> {
  const runOnly: axe.RunOnly = options.rules
    ? { type: 'rule', values: [...options.rules] }
    : { type: 'tag', values: [...WCAG_AA_TAGS] };
  let violations: axe.Result[];
  if (page.frames().length > 1) {
    // Only violations are read: skipping the detail of passes makes each run markedly faster.
    // (options() replaces every option, so it comes before withTags() and withRules().)
    let builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
    builder =
      runOnly.type === 'rule'
        ? builder.withRules(runOnly.values as string[])
        : builder.withTags(runOnly.values as string[]);
    if (options.include) builder = builder.include(options.include);
    ({ violations } = await builder.analyze());
  } else {
    if (!(await page.evaluate(() => typeof window.axe?.run === 'function'))) {
      await page.evaluate(axe.source);
    }
    violations = await page.evaluate(
      async ({ include, runOnly }) => {
        if (!window.axe) throw new Error('axe-core is not in the page');
        const context = include ? { include: [include] } : document;
        return (await window.axe.run(context, { resultTypes: ['violations'], runOnly })).violations;
      },
      { include: options.include, runOnly },
    );
  }
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? '',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/*
 * Test data for the accessibility, keyboard, order and other specs, made through the API so that
 * a check does not depend on what other tests did to the shared database.
 */

const authEmulatorUrl = `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;

/** A Firebase ID token from the auth emulator, for calling the mock API directly. */
export async function idTokenOf(account: { email: string; password: string }): Promise<string> {
  const response = await fetch(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=e2e`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...account, returnSecureToken: true }),
    },
  );
  expect(response.ok).toBe(true);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Authorization header of a seeded account, for calling the mock API directly. */
export async function bearerOf(account: { email: string; password: string }) {
  return { Authorization: `Bearer ${await idTokenOf(account)}` };
}

/**
 * A unique course name of at most 20 characters (the catalogue's limit): `prefix` and a suffix made
 * of the time and a random part, so that workers running side by side never share a course.
 */
export function uniqueCourseName(prefix: string): string {
  const suffix = `${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36 ** 3)
    .toString(36)
    .padStart(3, '0')}`;
  return `${prefix.slice(0, 20 - suffix.length - 1)} ${suffix}`;
}

export interface TestCourse {
  _id: string;
  name: string;
  price: number;
}

/** A new course in the catalogue at `price` dollars, added by the seeded admin through the API. */
export async function createCourse(price: number, prefix = 'Order'): Promise<TestCourse> {
  const name = uniqueCourseName(prefix);
  const response = await fetch(`${apiUrl}/courses`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await bearerOf(accounts.admin)) },
    body: JSON.stringify({
      name,
      price,
      description: 'A course made by an end-to-end test.',
      img: '/images/courses/web-development.webp',
      category: 'Technical',
    }),
  });
  expect(response.status).toBe(201);
  const { insertedId } = (await response.json()) as { insertedId: string };
  return { _id: insertedId, name, price };
}

/** Enrolls the seeded learner in `course` through the API (the server takes its name and price). */
export async function enrollThroughApi(course: TestCourse): Promise<string> {
  const response = await fetch(`${apiUrl}/enroll`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await bearerOf(accounts.learner)) },
    body: JSON.stringify({
      courseId: course._id,
      price: course.price,
      displayName: 'Lena Learner',
      email: accounts.learner.email,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
}

export interface LearnerEnrollment {
  /** The enrollment's id (its My Courses row is `tr[data-row-key=id]`). */
  id: string;
  course: TestCourse;
}

/**
 * A new unpaid enrollment of the seeded learner at `price`, in a course of its own: a learner has
 * at most one open enrollment per course, so each call adds a course (as the admin) first.
 */
export async function enrollSeededLearner(price: number): Promise<LearnerEnrollment> {
  const course = await createCourse(price);
  return { id: await enrollThroughApi(course), course };
}

/**
 * Pays an enrollment with Stripe's Visa test token, through the API, as its learner (the seeded
 * learner unless another account is named).
 */
export async function payThroughApi(
  { id, course }: LearnerEnrollment,
  learner: { email: string; password: string } = accounts.learner,
): Promise<void> {
  const response = await fetch(`${paymentUrl}/payment`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(await bearerOf(learner)) },
    body: JSON.stringify({
      token: 'tok_visa_e2e',
      card: { brand: 'Visa', last4: '4242' },
      enrollmentId: id,
      product: { name: course.name, price: course.price },
    }),
  });
  expect(response.status).toBe(200);
}

/** A new enrollment of the seeded learner at `price`, paid just now: refundable for 48 hours. */
export async function paidEnrollmentOfSeededLearner(price: number): Promise<LearnerEnrollment> {
  const enrollment = await enrollSeededLearner(price);
  await payThroughApi(enrollment);
  return enrollment;
}

/** A new account on the auth emulator, registered on the API as the app does; returns its email. */
export async function createAccount(displayName: string): Promise<string> {
  const email = uniqueEmail('a11y');
  const signUp = await fetch(
    `${authEmulatorUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=e2e`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: 'Keyboard#2026', returnSecureToken: true }),
    },
  );
  expect(signUp.ok).toBe(true);
  const { idToken } = (await signUp.json()) as { idToken: string };
  const register = await fetch(`${apiUrl}/users`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
    body: JSON.stringify({ email, displayName }),
  });
  expect(register.ok).toBe(true);
  return email;
}
