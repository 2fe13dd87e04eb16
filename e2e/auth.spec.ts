import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, apiUrl, logIn, siteApiUrl, uniqueEmail } from './support/accounts';
import { idTokenOf } from './support/a11y';
import { anHourAfterSigningIn, cutOffAuthSdk, openPage } from './support/navigation';

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });

/** The users the server knows with that email, as an admin reads them (GET /users is admin-only). */
async function usersWithEmail(
  request: APIRequestContext,
  email: string,
): Promise<{ email: string; displayName: string }[]> {
  const response = await request.get(`${apiUrl}/users`, {
    params: { q: email },
    headers: { Authorization: `Bearer ${await idTokenOf(accounts.admin)}` },
  });
  expect(response.status()).toBe(200);
  const users = (await response.json()) as { email: string; displayName: string }[];
  return users.filter((user) => user.email.toLowerCase() === email.toLowerCase());
}

test.describe('sign-in and registration against the auth emulator', () => {
  test('mismatched passwords are refused with the spec text', async ({ page }) => {
    await openPage(page, '/register');
    await page.getByLabel('Name').fill('Mia Match');
    await page.getByLabel('Email').fill(uniqueEmail('mismatch'));
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Retype password').fill('secret-999');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByText('Your password did not macth')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('a wrong password shows an error a person understands', async ({ page }) => {
    await openPage(page, '/login');
    await page.getByLabel('Email').fill(accounts.learner.email);
    await page.getByLabel('Password').fill('wrong-password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: /not correct/ })).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('when the sign-in service cannot be loaded, logging in says so and works on the next try', async ({
    page,
  }) => {
    // The Firebase Auth SDK's script, loaded on the first sign-in (nobody has signed in here yet).
    const backOnline = await cutOffAuthSdk(page);
    await openPage(page, '/login');
    await page.getByLabel('Email').fill(accounts.learner.email);
    await page.getByLabel('Password').fill(accounts.learner.password);
    const login = page.getByRole('button', { name: 'Login', exact: true });
    await login.click();
    await expect(page.getByRole('alert').filter({ hasText: 'could not reach' })).toHaveText(
      'We could not reach the sign-in service. Check your connection and try again.',
    );
    // Back online, the same form signs in without reloading the page.
    backOnline();
    await login.click();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('a returning learner whose session cannot be restored reads why, and Try again restores it and returns to the page', async ({
    page,
  }) => {
    await logIn(page, accounts.learner.email, accounts.learner.password);
    // Next visit, an hour later: the browser has the session, but the Auth SDK's script, which
    // restoring it now needs, cannot be downloaded.
    await anHourAfterSigningIn(page);
    const backOnline = await cutOffAuthSdk(page);
    await openPage(page, '/dashboard/myEnroll');
    const notice = page
      .getByRole('alert')
      .filter({ hasText: 'We could not restore your sign-in.' });
    await expect(notice).toContainText('You have not been signed out');
    await expect(page).toHaveURL(/\/login$/);
    // Back online, its button restores the session without reloading the page, and the learner
    // is back on the page first asked for.
    backOnline();
    await notice.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/myEnroll$/);
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(notice).toHaveCount(0);
  });

  test('a returning learner sees their page without the sign-in service, until they need it', async ({
    page,
  }) => {
    await logIn(page, accounts.learner.email, accounts.learner.password);
    // Next visit, within the hour: the Auth SDK's script cannot be downloaded, and the page does
    // not need it to show the learner's enrollments.
    await cutOffAuthSdk(page);
    await openPage(page, '/dashboard/myEnroll');
    await expect(page.getByRole('heading', { name: 'My Courses', level: 1 })).toBeVisible();
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    // Signing out does need it: offline, the learner is told, and stays signed in.
    await mainNav(page).getByRole('button', { name: 'Logout' }).click();
    await expect(
      page.getByText(
        'We could not reach the sign-in service. Check your connection and try again.',
      ),
    ).toBeVisible();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('signing out in one tab signs the others out', async ({ page, context }) => {
    await logIn(page, accounts.learner.email, accounts.learner.password);
    await openPage(page, '/dashboard/myEnroll');
    await expect(page.getByRole('table').getByRole('row').nth(1)).toBeVisible();

    const other = await context.newPage();
    await openPage(other, '/dashboard');
    await mainNav(other).getByRole('button', { name: 'Logout' }).click();
    await expect(mainNav(other).getByRole('link', { name: 'Login' })).toBeVisible();

    // The first tab, untouched since, follows: its guarded page sends the learner to sign in.
    await expect(page).toHaveURL(/\/login$/);
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toHaveCount(0);
  });

  test('logging in returns to the page first asked for, and a reload keeps the session', async ({
    page,
  }) => {
    await openPage(page, '/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, accounts.learner.email, accounts.learner.password);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.reload();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Google sign-in through the emulator dialog registers the user', async ({
    page,
    request,
  }) => {
    const email = uniqueEmail('google');
    await openPage(page, '/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with Google (test account)' });
    await dialog.getByLabel('Google email').fill(email);
    await dialog.getByLabel('Name').fill('Gina Google');
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(page).toHaveURL(/\/home$/);
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await expect.poll(async () => (await usersWithEmail(request, email)).length).toBe(1);
  });

  test('the Firebase ID token reaches the mock server, which accepts it', async ({
    page,
    request,
  }) => {
    const withToken = page.waitForRequest(
      (req) =>
        req.url().startsWith(siteApiUrl) &&
        (req.headers()['authorization'] ?? '').startsWith('Bearer '),
    );
    await logIn(page, accounts.learner.email, accounts.learner.password);
    const token = (await withToken).headers()['authorization'] ?? '';
    const mine = await request.get(`${apiUrl}/enroll?email=${accounts.learner.email}`, {
      headers: { Authorization: token },
    });
    expect(mine.status()).toBe(200);
    const others = await request.get(`${apiUrl}/enroll?email=${accounts.admin.email}`, {
      headers: { Authorization: token },
    });
    expect(others.status()).toBe(403);
  });

  test("a Google sign-in with a seeded account's verified email is that account, and its password still works", async ({
    page,
  }) => {
    await openPage(page, '/login');
    await page.getByRole('button', { name: 'Sign in with Google' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in with Google (test account)' });
    await dialog.getByLabel('Google email').fill(accounts.maria.email);
    await dialog.getByLabel('Name').fill('Maria Garcia');
    await dialog.getByRole('button', { name: 'Continue with Google' }).click();
    await expect(mainNav(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await openPage(page, '/dashboard/myEnroll');
    await expect(page.getByRole('cell', { name: 'Freelancing 101' })).toBeVisible();
    // The same account: its password signs in as before.
    expect(await idTokenOf(accounts.maria)).toMatch(/^ey/);
  });

  test("registering someone else's email gets nothing of theirs: the email is taken", async ({
    page,
  }) => {
    await openPage(page, '/register');
    await page.getByLabel('Name').fill('Not Maria');
    await page.getByLabel('Email').fill(accounts.maria.email);
    await page.getByLabel('Password', { exact: true }).fill('secret-123');
    await page.getByLabel('Retype password').fill('secret-123');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect(page.getByRole('alert').filter({ hasText: /already/i })).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });
});
