import { expect, test, type Page } from '@playwright/test';
import { themeColors } from '../src/shared/theme/colors';
import { accounts, logIn } from './support/accounts';
import { openPage } from './support/navigation';

/*
 * The light and dark themes: the page follows the system setting, the header's Dark theme button
 * overrides it and the choice is kept, and no page paints in the wrong theme while it loads (the
 * shell's inline script picks the theme before the stylesheet and the app's scripts).
 */

/** An #rrggbb colour as getComputedStyle reports it. */
function rgb(hex: string): string {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

const { light, dark } = themeColors;

/** Keeps every script of the app from loading: the page stays as its HTML and CSS paint it. */
const holdBackScripts = (page: Page) => page.route(/\/js\/.*\.js$/, (route) => route.abort());

/** What the page shows before any of the app's scripts has run. */
async function firstPaint(page: Page, path: string) {
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return page.evaluate(() => ({
    theme: document.documentElement.getAttribute('data-theme'),
    background: getComputedStyle(document.body).backgroundColor,
    text: getComputedStyle(document.body).color,
    themeColor: document.querySelector('meta[name="theme-color"]')?.getAttribute('content'),
    appStarted: document.documentElement.hasAttribute('data-app-ready'),
  }));
}

const darkThemeButton = (page: Page) =>
  page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Dark theme' });

test.describe('colour themes', () => {
  test('a system set to dark gets the dark theme from the first paint, on every kind of page', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await holdBackScripts(page);
    // A prerendered page, a prerendered page built with Ant Design, and the app shell.
    for (const path of ['/', '/login', '/dashboard']) {
      expect(await firstPaint(page, path), path).toEqual({
        theme: 'dark',
        background: rgb(dark.bg),
        text: rgb(dark.text),
        themeColor: dark.themeColor,
        appStarted: false,
      });
    }
    // Ant Design's fields are dark before the app has hydrated them too.
    await page.goto('/login', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCSS(
      'background-color',
      rgb(dark.surface),
    );
    await context.close();
  });

  test('a system set to light gets the light theme, as before', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await holdBackScripts(page);
    expect(await firstPaint(page, '/login')).toEqual({
      theme: 'light',
      background: rgb(light.bg),
      text: rgb(light.text),
      themeColor: light.themeColor,
      appStarted: false,
    });
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCSS(
      'background-color',
      'rgb(255, 255, 255)',
    );
    await context.close();
  });

  test('without JavaScript the system setting still decides', async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: 'dark', javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/courses/6650a1c00000000000000001');
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(dark.bg));
    await context.close();
  });

  test('the header’s Dark theme button overrides the system setting, and the choice is kept', async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await openPage(page, '/about');
    const toggle = darkThemeButton(page);
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(dark.bg));
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute(
      'content',
      dark.themeColor,
    );

    // Another page, loaded afresh: dark from the first paint, before the app starts.
    await holdBackScripts(page);
    expect(await firstPaint(page, '/contact')).toMatchObject({
      theme: 'dark',
      background: rgb(dark.bg),
      appStarted: false,
    });
    await page.unrouteAll();

    // Once the app has started the button says so; the system setting no longer decides.
    await openPage(page, '/contact');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');

    // Back to light: kept over a reload, against a dark system.
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(light.bg));
    await context.close();
  });

  test('the theme follows the system setting as it changes, until the visitor chooses', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, '/login');
    const email = page.getByRole('textbox', { name: 'Email' });
    const password = page.getByLabel('Password', { exact: true });
    await expect(email).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(password).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(darkThemeButton(page)).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('body')).toHaveCSS('background-color', rgb(dark.bg));
    // The site's fields switch with the page.
    await expect(email).toHaveCSS('background-color', rgb(dark.surface));
    await expect(password).toHaveCSS('background-color', rgb(dark.surface));
  });

  test('Ant Design’s components are styled by the build’s stylesheet, in either theme, also after moving to them within the app', async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await logIn(page, accounts.learner.email, accounts.learner.password);
    await openPage(page, '/dashboard');
    const stylesheet = page.locator('link[rel="stylesheet"][data-precedence="antd"]');
    await expect(page.getByRole('heading', { level: 1, name: /^Welcome/ })).toBeVisible();
    // The dashboard is built with antd (its frame's buttons, its forms): it links the stylesheet
    // once, and moving within it to another page (the review form) links no second copy.
    await expect(stylesheet).toHaveCount(1);
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Review' })
      .click();
    const submit = page.getByRole('button', { name: 'Submit' });
    await expect(submit).toHaveCSS('background-color', rgb(light.brand));
    await expect(submit).toHaveCSS('border-radius', /^[1-9]/);
    await expect(stylesheet).toHaveCount(1);
    await expect(stylesheet).toHaveAttribute('href', /^\/css\/antd\.[0-9a-f]+\.css$/);
    // The theme's values are CSS variables that antd sets for the theme in use.
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(submit).toHaveCSS('background-color', rgb(dark.brand));
    // The same page loaded afresh gets the same stylesheet.
    await openPage(page, '/dashboard/givereview');
    await expect(stylesheet).toHaveCount(1);
    await expect(submit).toHaveCSS('background-color', rgb(dark.brand));
    // Forms of the site's own fields link none of it: login, contact.
    for (const [path, button] of [
      ['/login', 'Login'],
      ['/contact', 'Send Message'],
    ] as const) {
      await openPage(page, path);
      await expect(page.getByRole('button', { name: button, exact: true })).toHaveCSS(
        'background-color',
        rgb(dark.brand),
      );
      await expect(stylesheet).toHaveCount(0);
    }
  });

  test('the phone menu has the Dark theme button, named on screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.emulateMedia({ colorScheme: 'light' });
    await openPage(page, '/');
    await expect(darkThemeButton(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const toggle = darkThemeButton(page);
    await expect(toggle.getByText('Dark theme')).toBeVisible();
    await toggle.press('Enter');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  });
});
