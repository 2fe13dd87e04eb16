import { expect, test, type Locator, type Page } from '@playwright/test';
import { testTokenFor } from '../mocks/seed/accounts';
import { apiUrl, siteApiUrl } from './support/accounts';
import { openPage, showRegion } from './support/navigation';

/**
 * Stored content never runs as script. A course whose image URL is `javascript:` (the
 * API refuses to store one, so the test serves it with page.route) and a review whose text is
 * markup (the API stores text as text) show as inert text and images: no dialog opens and the
 * page's window.__xss stays undefined.
 */
const SCRIPT_REVIEW = '<script>window.__xss=1</script><img src=x onerror="window.__xss=2">';

/** Fails the test on any alert/confirm/prompt the page opens. */
function failOnDialogs(page: Page): string[] {
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(`${dialog.type()}: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return dialogs;
}

/**
 * Every image in `region` has loaded or failed, so that an onload or onerror handler an image
 * carried would have run by now.
 */
const imagesSettled = (region: Locator) =>
  expect
    .poll(() =>
      region
        .locator('img')
        .evaluateAll((images) => images.every((image) => (image as HTMLImageElement).complete)),
    )
    .toBe(true);

const xssMarker = (page: Page) =>
  page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss);

test.describe('stored content never runs', () => {
  test('a course whose stored image URL is javascript: shows without running it', async ({
    page,
  }) => {
    const dialogs = failOnDialogs(page);
    const courseName = 'Safe Images';
    await page.route(
      (url) => `${url.origin}${url.pathname}` === `${siteApiUrl}/courses`,
      async (route) => {
        const response = await route.fetch();
        const courses = (await response.json()) as Record<string, unknown>[];
        await route.fulfill({
          response,
          json: [
            {
              _id: 'ffff00000000000000000001',
              name: courseName,
              description: 'Its image URL is a script.',
              price: 10,
              star: 4,
              img: 'javascript:alert(1)',
              category: 'Technical',
            },
            ...courses,
          ],
        });
      },
    );
    await openPage(page, '/');
    const catalogue = await showRegion(page, 'Explore our courses');
    const card = catalogue.getByRole('article', { name: courseName, exact: true });
    await expect(card).toBeVisible();
    await imagesSettled(card);
    expect(await xssMarker(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  test('a review whose text is markup shows as text and never runs', async ({ page, request }) => {
    const dialogs = failOnDialogs(page);
    // The Auth emulator's shape, unsigned, with the seeded learner's account id: the stack's
    // server accepts it because the emulator holds that account.
    const token = testTokenFor('learner@example.com');
    const name = `Markup ${Date.now().toString(36)}`.slice(0, 20);
    const posted = await request.post(`${apiUrl}/review`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { name, comment: SCRIPT_REVIEW, rating: 4 },
    });
    expect(posted.status()).toBe(201);

    await openPage(page, '/');
    const reviews = await showRegion(page, 'What our students say');
    await expect(reviews.getByText(SCRIPT_REVIEW, { exact: true })).toBeVisible();
    await imagesSettled(reviews);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await xssMarker(page)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
