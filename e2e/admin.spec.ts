import { expect, test, type Browser, type Page } from '@playwright/test';
import { accounts, apiUrl, logIn, uniqueEmail } from './support/accounts';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** A short unique course name (names are at most 20 characters). */
const uniqueCourseName = () => `E2E ${Date.now().toString(36).slice(-6)}`;

async function courseNamesOnServer(page: Page): Promise<string[]> {
  const response = await page.request.get(`${apiUrl}/courses`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { name: string }[]).map((course) => course.name);
}

/** Registers a new account through the UI in a fresh browser context and returns its page. */
async function registerNewUser(browser: Browser, email: string, password: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto('/register');
  await page.getByLabel('Name').fill('Tess Promoted');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Retype password').fill(password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  return page;
}

test.describe('admin and instructor flows', () => {
  test('the admin adds a course, finds it in the catalogue, then deletes it', async ({ page }) => {
    const name = uniqueCourseName();
    await logIn(page, accounts.admin.email, accounts.admin.password);
    await page.goto('/dashboard/addcourse');
    await expect(page.getByRole('heading', { level: 1, name: 'Add a course' })).toBeVisible();
    await page.getByLabel('Name').fill(name);
    await page.getByLabel('Description').fill('Added by the end-to-end test.');
    await page.getByLabel('Price ($)').fill('42');
    await page.getByLabel('Rating (0-5)').fill('4.2');
    await page.getByLabel('Category').click();
    // antd lists each option twice: a hidden one for assistive technology and the visible one.
    await page.getByTitle('Technical', { exact: true }).click();
    await page.getByLabel('Image URL').fill('/images/courses/data-science.webp');
    await expect(page.getByAltText('Course preview')).toBeVisible();
    await page.getByRole('button', { name: 'Add course' }).click();
    await expect(page.getByText('Added successfully')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');

    await expect.poll(() => courseNamesOnServer(page)).toContain(name);

    await page.goto('/dashboard/managecourse');
    await page.getByLabel('Search courses').fill(name);
    const deleteButton = page.getByRole('button', { name: `Delete ${name}` });
    await deleteButton.click();
    const confirmation = page.getByRole('dialog').filter({ hasText: 'Are you want to delete?' });
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
    await expect(deleteButton).toBeVisible();

    await deleteButton.click();
    await confirmation.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Deleted successfully')).toBeVisible();
    await expect(deleteButton).toHaveCount(0);
    await expect.poll(() => courseNamesOnServer(page)).not.toContain(name);
  });

  test('a course added with only a name is free and unrated in the catalogue', async ({ page }) => {
    const name = uniqueCourseName();
    await logIn(page, accounts.admin.email, accounts.admin.password);
    await page.goto('/dashboard/addcourse');
    await page.getByLabel('Name').fill(name);
    await page.getByRole('button', { name: 'Add course' }).click();
    await expect(page.getByText('Added successfully')).toBeVisible();

    await page.goto('/home');
    await page.getByRole('searchbox', { name: 'Search courses by name' }).fill(name);
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Price: Free');
    await expect(card).toContainText('No rating yet');
    await expect(card.getByRole('img', { name: /^Rated/ })).toHaveCount(0);

    await page.goto('/dashboard/managecourse');
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
    await expect.poll(() => courseNamesOnServer(page)).not.toContain(name);
  });

  test('a newly promoted teacher sees the Instructor link and assigns a course', async ({
    page,
    browser,
  }) => {
    const email = uniqueEmail('teacher');
    const password = 'Teach-2026!';
    const teacherPage = await registerNewUser(browser, email, password);
    await expect(mainNav(teacherPage).getByRole('link', { name: 'Instructor' })).toHaveCount(0);

    await logIn(page, accounts.admin.email, accounts.admin.password);
    await page.goto('/dashboard/addTeacher');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Make teacher' }).click();
    await expect(page.getByText('Teacher made successfully')).toBeVisible();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Make teacher' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: `${email} is already a teacher` }),
    ).toBeVisible();

    // The promoted user's flags are read again when they sign in.
    await teacherPage.reload();
    await mainNav(teacherPage).getByRole('link', { name: 'Instructor' }).click();
    await expect(
      teacherPage.getByRole('heading', { level: 1, name: 'Instructor panel' }),
    ).toBeVisible();
    const assigned = uniqueCourseName();
    await teacherPage.getByLabel('Name').fill(assigned);
    await teacherPage.getByLabel('Description').fill('Assigned by the end-to-end test.');
    await teacherPage.getByLabel('Image URL').fill('/images/courses/web-development.webp');
    await teacherPage.getByRole('button', { name: 'Assign course' }).click();
    await expect(teacherPage.getByText('Assigned successfully')).toBeVisible();
    await expect(
      teacherPage
        .getByRole('list', { name: 'Assigned courses' })
        .getByRole('heading', { name: assigned }),
    ).toBeVisible();
    await teacherPage.context().close();
  });

  test('a learner opening an admin page sees the 403 result', async ({ page }) => {
    await logIn(page, accounts.learner.email, accounts.learner.password);
    await page.goto('/dashboard/makeAdmin');
    await expect(
      page.getByText('Sorry, you are not authorized to access this page.'),
    ).toBeVisible();
    await expect(page.getByLabel('Email')).toHaveCount(0);
  });
});
