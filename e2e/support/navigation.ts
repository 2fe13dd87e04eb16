import type { Page } from '@playwright/test';

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
