import { expect, test } from '@playwright/test';
import { openPage } from './support/navigation';

test.describe('site shell', () => {
  test('header links navigate between pages', async ({ page }) => {
    await openPage(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await nav.getByRole('link', { name: 'Contact' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await nav.getByRole('link', { name: 'Login' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByRole('link', { name: 'Learn Academy' }).first().click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('the footer shows the four course categories', async ({ page }) => {
    await openPage(page, '/about');
    const categories = page
      .getByRole('contentinfo')
      .getByRole('region', { name: 'Course categories' });
    await expect(categories.getByRole('link')).toHaveText([
      'Academic',
      'Technical',
      'Marketing',
      'Freelancing',
    ]);
  });

  test('an unknown route shows the 404 page and Go Back returns home', async ({ page }) => {
    await openPage(page, '/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toHaveCount(0);
  });
});
