import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { OutboxMessage } from '../src/shared/domain/entities';
import { accounts, apiUrl, logIn } from './support/accounts';
import { idTokenOf } from './support/a11y';
import { openPage } from './support/navigation';

const main = (page: Page) => page.getByRole('main');

/** The messages of the mock server's contact outbox (which only admins read) about `subject`. */
async function outbox(request: APIRequestContext, subject: string): Promise<OutboxMessage[]> {
  const response = await request.get(`${apiUrl}/api/v1.0/email/outbox`, {
    headers: { Authorization: `Bearer ${await idTokenOf(accounts.admin)}` },
    params: { q: subject },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as OutboxMessage[];
}

test.describe('about, contact, instructors and profile', () => {
  test('Cancel in the confirmation sends nothing and keeps the fields', async ({
    page,
    request,
  }) => {
    const subject = `Never sent ${Date.now()}`;
    await openPage(page, '/contact');
    await page.getByLabel('Name', { exact: true }).fill('Nora Nosend');
    await page.getByLabel('Email', { exact: true }).fill('nora@example.com');
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page.getByLabel('Message', { exact: true }).fill('I changed my mind.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    const dialog = page.getByRole('dialog', { name: 'Do You want to submit?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue(subject);

    expect((await outbox(request, subject)).some((item) => item.params.subject === subject)).toBe(
      false,
    );
  });

  test('the instructors table lists the eight instructors with their photos', async ({ page }) => {
    await openPage(page, '/teacher');
    await expect(page.getByRole('heading', { level: 1, name: 'Our Instructors' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Our Instructors' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Photo',
      'Name',
      'Position',
      'Location',
    ]);
    const rows = table.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect(rows).toHaveCount(8);
    await expect(rows.first()).toContainText('Dr. Priya Nair');
    await expect(rows.first()).toContainText('Senior Instructor, Data Science');
    await expect(rows.first()).toContainText('Bengaluru, India');

    const photo = table.getByRole('img', { name: 'Samuel Mensah' });
    await photo.scrollIntoViewIfNeeded();
    await expect
      .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
  });

  test('the about page tells the story and leads to the courses and instructors', async ({
    page,
  }) => {
    await openPage(page, '/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    for (const title of ['Our mission', 'How our courses work', 'What we value']) {
      await expect(main(page).getByRole('heading', { level: 2, name: title })).toBeVisible();
    }
    await expect(main(page).getByRole('link', { name: 'Browse the courses' })).toHaveAttribute(
      'href',
      '/home#courses',
    );
    await main(page).getByRole('link', { name: 'Meet our instructors' }).click();
    await expect(page).toHaveURL(/\/teacher$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Our Instructors' })).toBeVisible();
  });

  test("the profile shows the signed-in learner's details and the sample plan", async ({
    page,
  }) => {
    await openPage(page, '/profile');
    await expect(page.getByText('You are not signed in')).toBeVisible();
    await page.getByRole('link', { name: 'Log in to see your profile' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, accounts.learner.email, accounts.learner.password);
    await expect(page).toHaveURL(/\/profile$/);
    const personal = page.getByRole('region', { name: 'Personal info' });
    await expect(personal.getByText('Lena Learner')).toBeVisible();
    await expect(personal.getByText(accounts.learner.email)).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Subscription info' }).getByText('$100/month'),
    ).toBeVisible();
    await expect(page.getByText('You are not signed in')).toHaveCount(0);
  });
});
