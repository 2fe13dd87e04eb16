import { expect, test, type Page } from '@playwright/test';
import { accounts, apiUrl, logIn } from './support/accounts';
import { openPage } from './support/navigation';

/** A short unique course name (names are at most 20 characters). */
const uniqueCourseName = () => `E2E ${Date.now().toString(36).slice(-6)}`;

/** The names of the courses whose name contains `name`, as the API lists them. */
async function courseNamesOnServer(page: Page, name: string): Promise<string[]> {
  const response = await page.request.get(`${apiUrl}/courses`, { params: { q: name } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { name: string }[]).map((course) => course.name);
}

test.describe('admin pages', () => {
  test('a course added with only a name is free and unrated in the catalogue', async ({ page }) => {
    const name = uniqueCourseName();
    await logIn(page, accounts.admin.email, accounts.admin.password);
    await openPage(page, '/dashboard/addcourse');
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Add course' }).click();
    await expect(page.getByText('Added successfully')).toBeVisible();

    await openPage(page, '/home');
    await page.getByRole('searchbox', { name: 'Search courses by name' }).fill(name);
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Price: Free');
    await expect(card).toContainText('No rating yet');
    await expect(card.getByRole('img', { name: /^Rated/ })).toHaveCount(0);

    await openPage(page, '/dashboard/managecourse');
    await page.getByLabel('Search courses').fill(name);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row.getByRole('cell', { name: 'Free', exact: true })).toBeVisible();
    await row.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog')
      .filter({ hasText: 'Are you want to delete?' })
      .getByRole('button', { name: 'OK' })
      .click();
    await expect(page.getByText('Deleted successfully')).toBeVisible();
    await expect.poll(() => courseNamesOnServer(page, name)).not.toContain(name);
  });

  test('a learner opening an admin page sees the 403 result', async ({ page }) => {
    await logIn(page, accounts.learner.email, accounts.learner.password);
    await openPage(page, '/dashboard/makeAdmin');
    await expect(
      page.getByText('Sorry, you are not authorized to access this page.'),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
  });
});
