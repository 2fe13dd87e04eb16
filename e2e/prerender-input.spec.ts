import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, uniqueEmail } from './support/accounts';

/*
 * A prerendered page shows its fields before the app has hydrated it. What a visitor types, ticks
 * or chooses in that moment must still be there once the app has taken over, and be what the app
 * acts on. Each test holds back the app's own script (as a slow connection would), types into the
 * fields as soon as they appear, checks that the app had not hydrated the page yet, then lets the
 * app start and uses the page.
 */

const APP_SCRIPT = /\/js\/app\.[0-9a-f]+\.chunk\.js$/;

/** Holds back the app's script until the returned function is called. */
async function holdBackTheApp(page: Page): Promise<() => void> {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPT, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The app marks <html data-app-ready> once it has hydrated the page (AppProviders). */
const hydrated = (page: Page) => page.locator('html[data-app-ready]');

async function expectNotHydratedYet(page: Page): Promise<void> {
  expect(await hydrated(page).count(), 'the app had already hydrated the page').toBe(0);
}

/**
 * Console errors and uncaught exceptions, hydration mismatches among them. An image of another site
 * that does not load is left out: the contract suite, running beside these tests, adds a course
 * whose picture is on a host that does not exist here.
 */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    const elsewhere = url !== '' && new URL(url).origin !== new URL(page.url()).origin;
    if (elsewhere && message.text().startsWith('Failed to load resource')) return;
    errors.push(`${message.text()} (${url})`);
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/**
 * Opens `path` with the app held back, types each text into its field the moment the fields
 * appear (checking the app has not hydrated before or during the typing), then lets the app start
 * and checks every field still holds what was typed.
 */
async function typeBeforeHydration(
  page: Page,
  path: string,
  fields: (page: Page) => readonly (readonly [Locator, string])[],
): Promise<void> {
  const startTheApp = await holdBackTheApp(page);
  await page.goto(path, { waitUntil: 'commit' });
  const typed = fields(page);
  await typed[0]?.[0].waitFor();
  await expectNotHydratedYet(page);
  for (const [field, text] of typed) await field.pressSequentially(text);
  await expectNotHydratedYet(page);

  startTheApp();
  await hydrated(page).waitFor({ state: 'attached' });
  // The sign-in check (where there is one) has finished and the form has rendered again since.
  await expect(page.getByText('Please wait…')).toBeHidden();
  for (const [field, text] of typed) await expect(field).toHaveValue(text);
}

test.describe('what a visitor types before the app has hydrated the page is kept', () => {
  test('login: the typed email and password sign in', async ({ page }) => {
    const errors = collectErrors(page);
    await typeBeforeHydration(page, '/login', (p) => [
      [p.getByLabel('Email', { exact: true }), accounts.learner.email],
      [p.getByLabel('Password', { exact: true }), accounts.learner.password],
    ]);

    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page).toHaveURL(/\/home$/);
    expect(errors).toEqual([]);
  });

  test('register: the typed details create the account', async ({ page }) => {
    const errors = collectErrors(page);
    const newEmail = uniqueEmail('early');
    await typeBeforeHydration(page, '/register', (p) => [
      [p.getByLabel('Name', { exact: true }), 'Early Typist'],
      [p.getByLabel('Email', { exact: true }), newEmail],
      [p.getByLabel('Password', { exact: true }), 'secret-123'],
      [p.getByLabel('Retype password', { exact: true }), 'secret-123'],
    ]);

    await page.getByRole('button', { name: 'Register', exact: true }).click();
    // Registered and signed in, on the home page.
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(errors).toEqual([]);
  });

  test('contact: the typed message is sent', async ({ page }) => {
    const errors = collectErrors(page);
    await typeBeforeHydration(page, '/contact', (p) => [
      [p.getByLabel('Name', { exact: true }), 'Early Writer'],
      [p.getByLabel('Email', { exact: true }), 'early.writer@example.com'],
      [p.getByLabel('Subject', { exact: true }), `Written early ${Date.now()}`],
      [p.getByLabel('Message', { exact: true }), 'Typed before the page had hydrated.'],
    ]);

    await page.getByRole('button', { name: 'Send Message' }).click();
    const confirm = page.getByRole('dialog', { name: 'Do You want to submit?' });
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('home: the typed search and the chosen category filter the catalogue', async ({ page }) => {
    const errors = collectErrors(page);
    await page.setViewportSize({ width: 412, height: 823 });
    const startTheApp = await holdBackTheApp(page);
    await page.goto('/', { waitUntil: 'commit' });
    const catalogue = page.getByRole('region', { name: 'Explore our courses' });
    const search = catalogue.getByRole('searchbox', { name: 'Search courses by name' });
    const academic = catalogue.getByRole('radio', { name: 'Academic' });
    await search.waitFor();
    await expectNotHydratedYet(page);
    await search.pressSequentially('ing');
    await academic.check();
    await expectNotHydratedYet(page);

    startTheApp();
    await hydrated(page).waitFor({ state: 'attached' });
    // The visitor is left where they were reading; the catalogue, on screen, hydrates and loads.
    await expect(academic).toBeInViewport();
    await expect(catalogue.getByRole('article', { name: 'Academic Writing' })).toBeVisible();
    await expect(catalogue.getByRole('article', { name: 'Python Programming' })).toBeVisible();
    await expect(catalogue.getByRole('article', { name: 'Calculus I' })).toHaveCount(0);
    await expect(catalogue.getByRole('article', { name: 'Machine Learning' })).toHaveCount(0);
    await expect(search).toHaveValue('ing');
    await expect(academic).toBeChecked();
    await expect(page).toHaveURL(/[?&]category=Academic\b/);
    expect(errors).toEqual([]);
  });
});
