import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { accounts, apiUrl, uniqueEmail } from './accounts';

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
 * Every WCAG 2.2 A and AA violation on the page as it is now, of any impact (minor ones too).
 * Pass `include` to check only part of the page (e.g. an open dialog).
 */
export async function axeViolations(
  page: Page,
  options: { include?: string } = {},
): Promise<AxeViolation[]> {
  // Only violations are read: skipping the detail of passes makes each run markedly faster.
  // (options() replaces every option, so it comes before withTags().)
  let builder = new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .withTags([...WCAG_AA_TAGS]);
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations.map((violation) => ({
    id: violation.id,
    impact: violation.impact ?? '',
    help: violation.help,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
}

/*
 * Test data for the accessibility and keyboard specs, made through the API so that a check does
 * not depend on what other tests did to the shared database.
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

/** A new unpaid Deep Learning enrollment of the seeded learner at `price`; returns its id. */
export async function enrollSeededLearner(price: number): Promise<string> {
  const response = await fetch(`${apiUrl}/enroll`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${await idTokenOf(accounts.learner)}`,
    },
    body: JSON.stringify({
      name: 'Deep Learning',
      price,
      displayName: 'Lena Learner',
      email: accounts.learner.email,
    }),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { insertedId: string }).insertedId;
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
