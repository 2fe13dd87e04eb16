import { expect, test, type Page } from '@playwright/test';
import { mswApiPort } from '../playwright.msw.config';

const apiUrl = `http://localhost:${mswApiPort}`;

/** What the page's own fetch of the course list gets (answered by the service worker). */
const fetchCourses = (page: Page) =>
  page.evaluate(async (url) => {
    try {
      const response = await fetch(`${url}/courses`);
      const body = (await response.json()) as unknown;
      return { status: response.status, count: Array.isArray(body) ? body.length : -1 };
    } catch {
      return { status: 0, count: -1 };
    }
  }, apiUrl);

test.describe('MSW mode: the service worker answers every API call', () => {
  test('normal scenario serves the seed catalogue with no API process running', async ({
    page,
  }) => {
    await page.goto('/?scenario=normal');
    await expect(page.getByLabel('Mock scenario')).toHaveValue('normal');
    await expect
      .poll(() => fetchCourses(page), { timeout: 30_000 })
      .toEqual({ status: 200, count: 16 });
  });

  test('QA switches scenarios from the dev panel without code changes', async ({ page }) => {
    await page.goto('/?scenario=normal');
    const panel = page.getByLabel('Mock scenario');
    await expect(panel).toBeVisible();

    await panel.selectOption('empty');
    await page.waitForURL(/scenario=empty/, { waitUntil: 'commit' });
    await expect
      .poll(() => fetchCourses(page), { timeout: 30_000 })
      .toEqual({ status: 200, count: 0 });

    await page.getByLabel('Mock scenario').selectOption('error');
    await page.waitForURL(/scenario=error/, { waitUntil: 'commit' });
    await expect.poll(() => fetchCourses(page), { timeout: 30_000 }).toMatchObject({ status: 500 });

    await page.getByLabel('Mock scenario').selectOption('offline');
    await page.waitForURL(/scenario=offline/, { waitUntil: 'commit' });
    await expect.poll(() => fetchCourses(page), { timeout: 30_000 }).toMatchObject({ status: 0 });
  });

  test('the slow scenario delays answers by about two seconds', async ({ page }) => {
    await page.goto('/?scenario=slow');
    await expect(page.getByLabel('Mock scenario')).toHaveValue('slow');
    const elapsed = await page.evaluate(async (url) => {
      const started = performance.now();
      await fetch(`${url}/courses?_limit=1`);
      return performance.now() - started;
    }, apiUrl);
    expect(elapsed).toBeGreaterThanOrEqual(1900);
  });
});
