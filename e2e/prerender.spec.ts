import { expect, test } from '@playwright/test';
import { accounts, logIn, siteApiUrl } from './support/accounts';
import { anHourAfterSigningIn, AUTH_SDK_SCRIPT, openPage, showRegion } from './support/navigation';

/*
 * The public pages are prerendered at build time: their content is in the HTML, readable without
 * JavaScript, and the app then hydrates it without a mismatch (React reports one as a console
 * error) and it works as usual.
 */

const PRERENDERED = [
  { path: '/', heading: 'Learn without limits' },
  { path: '/about', heading: 'About us' },
  { path: '/contact', heading: 'Contact us' },
  { path: '/teacher', heading: 'Our Instructors' },
  { path: '/login', heading: 'Login' },
  { path: '/register', heading: 'Register' },
];

test.describe('prerendered public pages', () => {
  test('the HTML of each page carries its heading and title', async ({ request }) => {
    for (const { path, heading } of PRERENDERED) {
      const html = await (await request.get(path)).text();
      expect(html, path).toContain(heading);
      expect(html, path).toMatch(/<title>[^<]+\| Learn Academy<\/title>/);
    }
  });

  test('the pages read without JavaScript', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const { path, heading } of PRERENDERED) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
    }
    await context.close();
  });

  test('each page hydrates without a mismatch and then works', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    for (const { path, heading } of PRERENDERED) {
      await openPage(page, path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    // Hydrated: the catalogue search filters, and the header menu navigates without a reload.
    await openPage(page, '/');
    const catalogue = page.getByRole('region', { name: 'Explore our courses' });
    await catalogue.getByRole('searchbox', { name: 'Search courses by name' }).fill('LEARN');
    await expect(catalogue.getByRole('article', { name: 'Machine Learning' })).toBeVisible();
    await expect(catalogue.getByRole('article', { name: 'Data Science', exact: true })).toHaveCount(
      0,
    );
    await page.evaluate(() => {
      (window as Window & { sameDocument?: boolean }).sameDocument = true;
    });
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'About' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    expect(
      await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument),
    ).toBe(true);
    expect(errors).toEqual([]);
  });

  test('the home page hydrates what lies below the first screen only as the reader nears it', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    const catalogueRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().split('?')[0] === `${siteApiUrl}/courses`) {
        catalogueRequests.push(request.url());
      }
    });
    await openPage(page, '/');
    await page.waitForLoadState('networkidle');
    // The first screen works at once; the catalogue is still its prerendered HTML.
    await expect(page.getByRole('button', { name: /next slide/i })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Explore our courses' }).getByText('Loading courses…'),
    ).toBeAttached();
    expect(catalogueRequests).toEqual([]);

    const catalogue = await showRegion(page, 'Explore our courses');
    await expect(catalogue.getByRole('article').first()).toBeVisible();
    expect(catalogueRequests).toHaveLength(1);
  });

  test('what a visitor typed before a part hydrated is kept', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openPage(page, '/');
    const search = page.getByRole('searchbox', { name: 'Search courses by name' });
    // Focus wakes the part up; the text typed meanwhile filters once it has hydrated.
    await search.fill('LEARN');
    const catalogue = page.getByRole('region', { name: 'Explore our courses' });
    await expect(catalogue.getByRole('article', { name: 'Machine Learning' })).toBeVisible();
    await expect(catalogue.getByRole('article', { name: 'Data Science', exact: true })).toHaveCount(
      0,
    );
    await expect(search).toHaveValue('LEARN');
  });

  test('a category chosen in the catalogue applies at once, with the rest of the page not yet hydrated', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    await openPage(page, '/');
    const catalogue = await showRegion(page, 'Explore our courses');
    await expect(catalogue.getByRole('article').first()).toBeVisible();
    // The category lives in the address: a navigation, which must not wait for the parts below.
    // (A click, not check(): the radio shows the address's category, so it turns checked once the
    // navigation commits, not in the same task as the click, which check() would require.)
    await catalogue.getByRole('radio', { name: 'Academic' }).click();
    await expect(page).toHaveURL(/[?&]category=Academic\b/);
    await expect(catalogue.getByRole('article', { name: 'Machine Learning' })).toHaveCount(0);
    await expect(catalogue.getByRole('article', { name: 'Academic Writing' })).toBeVisible();
    await expect(catalogue.getByRole('radio', { name: 'Academic' })).toBeChecked();
  });

  test('the scripts that start the home page arrive precompressed', async ({ page }) => {
    const scripts: { url: string; encoding: string | undefined }[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      scripts.push({ url: response.url(), encoding: response.headers()['content-encoding'] });
    });
    await openPage(page, '/');
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(3);
    // Compressed once at build time (brotli, since Chromium accepts it), not on every request.
    for (const { url, encoding } of scripts) expect(encoding, url).toBe('br');
    // The favicon is a PNG: an SVG icon is rendered as a document on the page's main thread.
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', /\.png$/);
  });

  test('when a script cannot be downloaded, the page says so and keeps its content', async ({
    page,
  }) => {
    await page.route(/\/js\/react-dom\.[0-9a-f]+\.chunk\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('alert')).toHaveText(
      'The site could not finish loading. Check your connection and reload the page.',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Learn without limits' }),
    ).toBeVisible();
  });
});

/*
 * A signed-in page (My Courses, the dashboard, a purchase page) shows its content once the app has
 * started and, for a returning user, the session is known: from the ID token the browser remembers
 * while it serves, else once Firebase Auth has restored it. Its HTML asks for the framework's and
 * the app's scripts at once, and its entry script asks for the SDK's when someone has signed in on
 * the browser and the remembered token no longer serves (scripts/site/signedInScripts.ts,
 * src/index.tsx, src/shared/services/auth/firebaseAuthClient.ts), instead of each only after the
 * one before has run. The public pages load the app after their first paint and ask for nothing
 * ahead.
 */
test.describe('the scripts a signed-in page asks for ahead', () => {
  const preloadedIn = (html: string): string[] =>
    [...html.matchAll(/<link rel="preload" as="script"[^>]* href="([^"]+)"/g)].map(
      ([, href]) => href ?? '',
    );
  const APP = /\/js\/app\.[0-9a-f]+\.chunk\.js$/;

  test('signed-in pages preload the app, not the auth SDK; public pages nothing', async ({
    request,
  }) => {
    for (const path of ['/dashboard', '/dashboard/myEnroll', '/6650a1c00000000000000002']) {
      const preloaded = preloadedIn(await (await request.get(path)).text());
      expect(
        preloaded.some((href) => APP.test(href)),
        path,
      ).toBe(true);
      expect(
        preloaded.some((href) => AUTH_SDK_SCRIPT.test(href)),
        path,
      ).toBe(false);
    }
    for (const path of ['/', '/about', '/login', '/courses/6650a1c00000000000000001']) {
      expect(preloadedIn(await (await request.get(path)).text()), path).toEqual([]);
    }
  });

  test('for a returning learner, My Courses shows its rows without the auth SDK, which loads at their first key press', async ({
    page,
  }) => {
    await logIn(page, accounts.learner.email, accounts.learner.password);
    const authSdkRequests: string[] = [];
    page.on('request', (request) => {
      if (AUTH_SDK_SCRIPT.test(request.url())) authSdkRequests.push(request.url());
    });
    await openPage(page, '/dashboard/myEnroll');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    const preloaded = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].map(
        (link) => link.href,
      ),
    );
    expect(preloaded.some((href) => APP.test(href))).toBe(true);
    expect(preloaded.some((href) => AUTH_SDK_SCRIPT.test(href))).toBe(false);
    expect(authSdkRequests).toEqual([]);

    await page.keyboard.press('Tab');
    await expect.poll(() => authSdkRequests.length).toBe(1);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
    ).toBeVisible();
  });

  test('an hour after signing in, My Courses asks for the auth SDK too, and runs each script it asked for, downloaded once', async ({
    page,
  }) => {
    await logIn(page, accounts.learner.email, accounts.learner.password);
    // The ID token remembered from the sign-in no longer serves: restoring the session needs the SDK.
    await anHourAfterSigningIn(page);
    // Every request of the page (the page's clock is Playwright's now: its performance entries
    // are not the browser's).
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    // Every script element the page adds: the chunks webpack loads (and runs) as the app needs them.
    await page.addInitScript(() => {
      const run: string[] = [];
      Object.assign(window, { scriptsRun: run });
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src) run.push(node.src);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await openPage(page, '/dashboard/myEnroll');
    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    const { preloaded, run } = await page.evaluate(() => ({
      preloaded: [
        ...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'),
      ].map((link) => link.href),
      run: (window as Window & { scriptsRun?: string[] }).scriptsRun ?? [],
    }));
    const downloads = preloaded.map((href) => requested.filter((url) => url === href).length);
    expect(preloaded.some((href) => APP.test(href))).toBe(true);
    expect(preloaded.some((href) => AUTH_SDK_SCRIPT.test(href))).toBe(true);
    // None asked for in vain, and the app's own requests took the preloaded copies.
    expect(preloaded.filter((href) => !run.includes(href))).toEqual([]);
    expect(downloads).toEqual(preloaded.map(() => 1));
  });

  test('a visitor nobody has signed in as here does not download the auth SDK', async ({
    page,
  }) => {
    const authSdkRequests: string[] = [];
    page.on('request', (request) => {
      if (AUTH_SDK_SCRIPT.test(request.url())) authSdkRequests.push(request.url());
    });
    await openPage(page, '/6650a1c00000000000000002');
    // Opened (openPage waits for the app to start), and nothing asked for the SDK on the way.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(authSdkRequests).toEqual([]);
  });
});
