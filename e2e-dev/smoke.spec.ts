import { expect, test } from '@playwright/test';
import { accounts, apiUrl, logIn } from '../e2e/support/accounts';
import { openPage, showRegion } from '../e2e/support/navigation';

/*
 * A smoke test of `npm start`'s stack (webpack dev server, the mock API on a fresh seed, the auth
 * emulator): the dev server serves the app, the app gets its data from the mock API, and a sign-in
 * against the emulator works. Every flow runs once, on the production build (e2e/).
 */
test.describe('the dev server', () => {
  test('serves the home page, which renders the catalogue from the mock API', async ({ page }) => {
    const courses = page.waitForResponse(
      (response) => response.url().startsWith(`${apiUrl}/courses?`) && response.ok(),
    );
    await openPage(page, '/home');
    const catalogue = await showRegion(page, 'Explore our courses');
    await courses;
    await expect(catalogue.getByRole('article')).toHaveCount(12);
    await expect(
      catalogue.getByRole('region', { name: 'Course results' }).getByRole('status'),
    ).toHaveText('Showing 1–12 of 16 courses');
    await expect(
      catalogue.getByRole('article', { name: 'Data Science', exact: true }),
    ).toBeVisible();
  });

  test('serves a deep link, and the seeded learner signs in and sees their enrollments', async ({
    page,
  }) => {
    await openPage(page, '/dashboard/myEnroll');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, accounts.learner.email, accounts.learner.password);
    await expect(page).toHaveURL(/\/dashboard\/myEnroll$/);
    await expect(page.getByRole('row', { name: /^Data Science/ })).toBeVisible();
  });
});
