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

/** A region of the page (by its accessible name), scrolled into view as a reader would. */
export async function showRegion(page: Page, name: string): Promise<Locator> {
  const region = page.getByRole('region', { name });
  await region.scrollIntoViewIfNeeded();
  return region;
}
