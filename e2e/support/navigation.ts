import type { Locator, Page } from '@playwright/test';

/**
 * Opens a page and waits until the app has started on it: a prerendered page is readable at once
 * but only reacts to input once hydrated (<html data-app-ready>, set by AppProviders).
 */
export async function openPage(
  page: Page,
  path: string,
  options?: Parameters<Page['goto']>[1],
): ReturnType<Page['goto']> {
  const response = await page.goto(path, options);
  await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  return response;
}

/**
 * A region of the page (by its accessible name), scrolled into view as a reader would. On a
 * prerendered page the parts below the first screen hydrate as they come near the viewport
 * (HydrateWhenVisible): their data loads and they react to input from then on.
 */
export async function showRegion(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name });
  await region.scrollIntoViewIfNeeded();
  return region;
}

/** Scrolls through the whole page, top to bottom, then back to the top: every part hydrates. */
export async function readThrough(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight / 2));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    }
    window.scrollTo(0, 0);
  });
}

/** The Firebase Auth SDK's script (its chunk, `webpackChunkName: "firebase"`; hashed in a build). */
export const AUTH_SDK_SCRIPT = /\/js\/firebase\.(?:[0-9a-f]+\.)?chunk\.js$/;

/**
 * The Auth SDK's script fails to download, as offline, until the returned function lets it
 * through (back online).
 */
export async function cutOffAuthSdk(page: Page): Promise<() => void> {
  let offline = true;
  await page.route(AUTH_SDK_SCRIPT, (route) =>
    offline ? route.abort('internetdisconnected') : route.continue(),
  );
  return () => {
    offline = false;
  };
}

/**
 * Sets the page's clock an hour and a minute ahead, as for a learner who comes back that long after
 * signing in: the ID token this browser remembers (an hour's) no longer serves, so a signed-in page
 * needs the Auth SDK to restore the session (src/shared/services/auth/sessionHint.ts).
 */
export async function anHourAfterSigningIn(page: Page): Promise<void> {
  await page.clock.setSystemTime(Date.now() + 61 * 60 * 1000);
}
