import { expect, test, type Page } from '@playwright/test';
import type { OutboxMessage } from '../src/shared/domain/entities';
import {
  bearerOf,
  createAccount,
  createCourse,
  enrollSeededLearner,
  paidEnrollmentOfSeededLearner,
} from './support/a11y';
import { accounts, apiUrl, uniqueEmail } from './support/accounts';
import {
  expectAnnounced,
  expectEscapeAndCancelClose,
  expectFocusOn,
  logInWithKeyboard,
  logoutButton,
  mainNav,
  pressTab,
  tabTo,
  typeInto,
  enterText,
} from './support/keyboard';
import { openPage } from './support/navigation';
import {
  expectReceiptFacts,
  paymentResponse,
  receiptOf,
  shownDate,
  storedEnrollment,
  storedReceipt,
} from './support/orders';

/*
 * Every flow with the keyboard alone: focus moves only by Tab / Shift+Tab (and arrows inside
 * widgets), controls are used with Enter, Space and Escape, and text is typed into the focused
 * field. No clicks and no fill(): a control the keyboard cannot reach fails the test. Every control
 * that Tab lands on must show a visible focus ring (support/keyboard.ts); when a dialog closes,
 * focus is back on the control that opened it, or on the page heading when that control is gone;
 * and the results of background work are announced in a live region.
 *
 * These are also the suite's one run of each flow: each test checks what the flow leaves on screen
 * and on the server as well (no mouse-driven copy of the same flow exists).
 */

// Receipts and My Courses show dates in the visitor's time zone; the expected text is UTC.
test.use({ timezoneId: 'UTC' });

/** A short unique name (course and assigned-course names are at most 20 characters). */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-6)}`;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });
const main = (page: Page) => page.getByRole('main');

/** GET on the mock API as the seeded admin (users, courses and the outbox are read this way). */
async function asAdmin<T>(path: string, params: Record<string, string>): Promise<T> {
  const response = await fetch(`${apiUrl}${path}?${new URLSearchParams(params).toString()}`, {
    headers: await bearerOf(accounts.admin),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as T;
}

const usersNamed = async (email: string) =>
  (await asAdmin<{ email: string; displayName: string }[]>('/users', { q: email })).filter(
    (user) => user.email.toLowerCase() === email.toLowerCase(),
  );
const courseNamesLike = async (name: string) =>
  (await asAdmin<{ name: string }[]>('/courses', { q: name })).map((course) => course.name);

/** From anywhere signed in: the header's Dashboard link, then an item of the dashboard's sidebar. */
async function openDashboardItem(page: Page, item: string, heading: string): Promise<void> {
  if (!/\/dashboard/.test(page.url())) {
    const dashboard = mainNav(page).getByRole('link', { name: 'Dashboard' });
    await tabTo(page, dashboard, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(dashboardNav(page)).toBeVisible();
  }
  const link = dashboardNav(page).getByRole('link', { name: item, exact: true });
  await tabTo(page, link, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(h1(page, heading)).toBeVisible();
}

test.describe('keyboard only', () => {
  test('the skip link is the first stop, is visible when focused and moves focus to main', async ({
    page,
  }) => {
    await openPage(page, '/about');
    await expect(h1(page, 'About us')).toBeVisible();
    await pressTab(page);
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expectFocusOn(skip);
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside the page, not in the header.
    await pressTab(page);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null))
      .toBe(true);
  });

  test('register, log out and log in again', async ({ page }) => {
    const email = uniqueEmail('kb-register');
    const password = 'Keyboard#2026';
    await openPage(page, '/register');
    await typeInto(page, page.getByLabel('Name'), 'Kim Keys');
    await pressTab(page);
    await expect(page.getByLabel('Email')).toBeFocused();
    await enterText(page, email);
    await typeInto(page, page.getByLabel('Password', { exact: true }), password);
    await typeInto(page, page.getByLabel('Retype password'), password);
    await tabTo(page, page.getByRole('button', { name: 'Register', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expectAnnounced(page, 'Your account is ready. Welcome!');
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    // The server knows the new user (POST /users).
    await expect.poll(async () => (await usersNamed(email))[0]?.displayName).toBe('Kim Keys');

    await tabTo(page, logoutButton(page));
    await page.keyboard.press('Enter');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toHaveCount(0);

    await logInWithKeyboard(page, { email, password });
    await expect(page).toHaveURL(/\/home$/);
  });

  test('learner: sign in, search the catalogue, open a course, enroll (once), pay with the test card, read and print the receipt', async ({
    page,
  }) => {
    // A course of its own: a learner has at most one open enrollment per course.
    const course = await createCourse(74, 'Kb Pay');
    await logInWithKeyboard(page, accounts.learner);
    await expect(page).toHaveURL(/\/home$/);
    await typeInto(page, page.getByLabel('Search courses by name'), course.name);
    await expect(page.getByRole('link', { name: /^Enroll in / })).toHaveCount(1);
    await tabTo(page, page.getByRole('link', { name: `Enroll in ${course.name}` }));
    await page.keyboard.press('Enter');
    await expect(h1(page, `Enroll in ${course.name}`)).toBeVisible();
    // The course and its price are the catalogue's, shown as text: the learner cannot change them.
    await expect(
      page.getByRole('form', { name: 'Your enrollment' }).getByRole('definition'),
    ).toHaveText([course.name, '74 $']);
    await expect(page.getByRole('textbox', { name: 'Course name' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(accounts.learner.email);

    await typeInto(page, page.getByLabel('City'), 'Keyboard City');
    const enroll = page.getByRole('button', { name: 'Enroll', exact: true });
    await tabTo(page, enroll);
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Submit successfully');
    await expect(page.getByText(`You are enrolled in ${course.name}.`)).toBeVisible();
    await expect(page.getByLabel('City')).toHaveValue('');
    // A second enrollment in the same course is refused, with the way to the first one.
    await tabTo(page, enroll);
    await page.keyboard.press('Enter');
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: `You are already enrolled in ${course.name}` });
    await expect(refusal).toBeVisible();
    await tabTo(page, refusal.getByRole('link', { name: 'Go to My Courses' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(h1(page, 'My Courses')).toBeVisible();

    const row = page.getByRole('row', { name: new RegExp(`^${course.name}`) });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Progressing')).toBeVisible();
    const pay = row.getByRole('button', { name: 'Pay with 74 $' });
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `PAY FOR ${course.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText('(charged as 7400 cents)')).toBeVisible();
    await typeInto(page, dialog.getByLabel('Card number'), '4242424242424242');
    await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await pressTab(page);
    await expect(dialog.getByLabel('Expiry (MM / YY)')).toBeFocused();
    await page.keyboard.type('1234');
    await pressTab(page);
    await expect(dialog.getByLabel('CVC')).toBeFocused();
    await page.keyboard.type('123');
    await tabTo(page, dialog.getByRole('button', { name: 'Pay 74 $' }));
    const paid = paymentResponse(page);
    await page.keyboard.press('Enter');
    expect((await paid).status()).toBe(200);
    await expect(dialog).toBeHidden();
    // The receipt opens in place of My Courses: focus goes to its heading.
    await expectFocusOn(h1(page, 'Receipt'));
    await expectAnnounced(page, `Payment received: ${course.name} is paid.`);
    await expect(page).toHaveURL(/\/dashboard\/receipt\/[0-9a-f]{24}$/);
    const enrollmentId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const stored = await storedReceipt(enrollmentId);
    expect(stored.amount).toBe(7400);
    const receipt = receiptOf(page);
    await expectReceiptFacts(receipt, [
      ['Receipt number', stored.receiptNumber],
      ['Date', shownDate(stored.paidAt)],
      ['Course', course.name],
      ['Amount paid', '74 $ (USD)'],
      ['Learner', 'Lena Learner'],
      ['Email', accounts.learner.email],
      ['Card', 'Visa ending in 4242'],
    ]);

    // Printed, the receipt stands alone: no site header, footer, menu, page heading or buttons.
    const print = receipt.getByRole('button', { name: 'Print' });
    const siteParts = [
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      dashboardNav(page),
      h1(page, 'Receipt'),
      print,
      receipt.getByRole('link', { name: 'Back to My Courses' }),
    ];
    for (const part of siteParts) await expect(part).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    for (const part of siteParts) await expect(part).toBeHidden();
    await expect(receipt).toBeVisible();
    await expect(receipt.getByText('Visa ending in 4242')).toBeVisible();
    await expect(receipt.getByText(course.name)).toBeVisible();
    await page.emulateMedia({ media: 'screen' });

    // (Print is only reached: pressing it would open the browser's print dialog.)
    await tabTo(page, print);
    await tabTo(page, receipt.getByRole('link', { name: 'Back to My Courses' }));
    await page.keyboard.press('Enter');
    await expect(h1(page, 'My Courses')).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByRole('link', { name: 'Receipt' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Request refund' })).toBeEnabled();
    await expect(row.getByRole('button', { name: /^Pay with|^Cancel$/ })).toHaveCount(0);
  });

  test('learner: request a refund from My Courses; Escape keeps the payment, the confirm refunds it', async ({
    page,
  }) => {
    const { id, course } = await paidEnrollmentOfSeededLearner(58);
    await logInWithKeyboard(page, accounts.learner);
    await openDashboardItem(page, 'My Enroll', 'My Courses');
    const row = page.locator(`tr[data-row-key="${id}"]`);
    const refund = row.getByRole('button', { name: 'Request refund' });
    await tabTo(page, refund);
    const confirm = page.getByRole('dialog', { name: `Refund 58 $ for ${course.name}?` });

    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await expect(confirm).toContainText('goes back to the card you paid with');
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expectFocusOn(refund);
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Refund 58 $' }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    // The Request refund button has gone with the refund: focus moves to the page heading.
    await expectFocusOn(h1(page, 'My Courses'));
    await expectAnnounced(page, `Refunded 58 $ for ${course.name}.`);
    const stored = await storedEnrollment(id);
    expect(stored.status).toBe('Refunded');
    const refundedAt = stored.refundedAt ?? '';
    await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(row.getByText(`Refunded on ${shownDate(refundedAt)}`)).toBeVisible();
    await expect(refund).toHaveCount(0);

    // The receipt says so too.
    await tabTo(page, row.getByRole('link', { name: 'Receipt' }));
    await page.keyboard.press('Enter');
    const receipt = receiptOf(page);
    await expect(receipt.getByText('This payment was refunded.')).toBeVisible();
    const { receiptNumber, paidAt } = await storedReceipt(id);
    await expectReceiptFacts(receipt, [
      ['Receipt number', receiptNumber],
      ['Date', shownDate(paidAt)],
      ['Course', course.name],
      ['Amount paid', '58 $ (USD)'],
      ['Learner', 'Lena Learner'],
      ['Email', accounts.learner.email],
      ['Card', 'Visa ending in 4242'],
      ['Refunded', '58 $'],
      ['Refund date', shownDate(refundedAt)],
    ]);
  });

  test('learner: cancel an enrollment from My Courses; Escape and Cancel keep it, OK removes it', async ({
    page,
  }) => {
    const { id } = await enrollSeededLearner(61);
    await logInWithKeyboard(page, accounts.learner);
    await openDashboardItem(page, 'My Enroll', 'My Courses');
    const row = page.locator(`tr[data-row-key="${id}"]`);
    const cancel = row.getByRole('button', { name: 'Cancel' });
    await tabTo(page, cancel);
    const confirm = page.getByRole('dialog', { name: 'Are you want to delete?' });

    // Escape, then the dialog's Cancel button: each closes it, changes nothing, and focus is back
    // on the row's Cancel button.
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    // Focus starts on the choice that changes nothing.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectEscapeAndCancelClose(page, confirm, cancel);
    await expect(row).toBeVisible();

    // OK cancels the enrollment: its row goes, focus moves to the page heading, and it is announced.
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    await expectFocusOn(h1(page, 'My Courses'));
    await expectAnnounced(page, 'Deleted succesfully');
  });

  test('the payment dialog traps focus; Escape and Cancel return focus to its Pay button', async ({
    page,
  }) => {
    const { id, course } = await enrollSeededLearner(59);
    await logInWithKeyboard(page, accounts.learner);
    await openPage(page, '/dashboard/myEnroll');
    const row = page.locator(`tr[data-row-key="${id}"]`);
    const pay = row.getByRole('button', { name: 'Pay with 59 $' });
    await tabTo(page, pay);
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: `PAY FOR ${course.name}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Card number')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Close' })).toBeFocused();
    // Tabbing round the dialog never leaves it: past its last control, Tab goes to its first.
    for (let presses = 0; presses < 16; presses += 1) {
      await pressTab(page);
      expect(
        await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') !== null),
      ).toBe(true);
    }
    await tabTo(page, dialog.getByLabel('Card number'));
    await expectEscapeAndCancelClose(page, dialog, pay);
  });

  test('give a review; the server stores it', async ({ page }) => {
    const review = {
      name: uniqueName('Kb'),
      comment: `Reviewed with the keyboard (${Date.now()}).`,
    };
    await logInWithKeyboard(page, accounts.learner);
    await openDashboardItem(page, 'Review', 'Give a Review About our product');
    await expect(page.getByLabel('Name')).toHaveAttribute('placeholder', 'Your Name');
    await expect(page.getByLabel('Comment')).toHaveAttribute('placeholder', 'Write your comment');
    await expect(page.getByLabel('Rating')).toHaveAttribute('placeholder', 'rating us 0-5');
    await typeInto(page, page.getByLabel('Name'), review.name);
    await pressTab(page);
    await expect(page.getByLabel('Comment')).toBeFocused();
    await enterText(page, review.comment);
    await typeInto(page, page.getByLabel('Rating'), '4');
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Your review submit successfully');
    await expect(page.getByLabel('Name')).toHaveValue('');
    const written = await fetch(`${apiUrl}/review?${new URLSearchParams({ q: review.name })}`);
    expect(await written.json()).toContainEqual(expect.objectContaining({ ...review, rating: 4 }));
  });

  test('admin adds a course, then finds and deletes it in Manage Course', async ({ page }) => {
    const course = uniqueName('KbCourse');
    await logInWithKeyboard(page, accounts.admin);
    await openDashboardItem(page, 'Add Course', 'Add a course');
    await typeInto(page, page.getByLabel('Name', { exact: true }), course);
    await typeInto(page, page.getByLabel('Description'), 'Added with the keyboard alone.');
    await typeInto(page, page.getByLabel(/^Price/), '42');
    await typeInto(page, page.getByLabel(/^Rating/), '4.5');
    // The category select: open with ArrowDown, move with arrows, choose with Enter.
    await tabTo(page, page.getByLabel('Category'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('.category-select')).toContainText('Technical');
    await typeInto(page, page.getByLabel('Image URL'), '/images/courses/data-science.webp');
    await expect(page.getByAltText('Course preview')).toBeVisible();
    await tabTo(page, page.getByRole('button', { name: 'Add course', exact: true }));
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Added successfully');
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue('');
    await expect.poll(() => courseNamesLike(course)).toContain(course);

    await openDashboardItem(page, 'Manage Course', 'Manage courses');
    await typeInto(page, page.getByLabel('Search courses'), course);
    const remove = page.getByRole('button', { name: `Delete ${course}` });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Are you want to delete?' });
    await expect(confirm).toBeVisible();
    // Escape, then Cancel: each keeps the course.
    await expectEscapeAndCancelClose(page, confirm, remove);

    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(remove).toHaveCount(0);
    await expectFocusOn(h1(page, 'Manage courses'));
    await expectAnnounced(page, 'Deleted successfully');
    await expect.poll(() => courseNamesLike(course)).not.toContain(course);
  });

  test('admin makes a user admin and another a teacher; asked again, the server says so', async ({
    page,
  }) => {
    const futureAdmin = await createAccount('Ada Keys');
    const futureTeacher = await createAccount('Tom Keys');
    await logInWithKeyboard(page, accounts.admin);
    for (const [item, heading, email, button, success] of [
      ['Make Admin', 'Make an admin', futureAdmin, 'Make admin', 'Admin added successfully'],
      ['Add Teacher', 'Add a teacher', futureTeacher, 'Make teacher', 'Teacher made successfully'],
    ] as const) {
      await openDashboardItem(page, item, heading);
      await typeInto(page, page.getByLabel('Email'), email);
      await tabTo(page, page.getByRole('button', { name: button }));
      await page.keyboard.press('Enter');
      await expectAnnounced(page, success);
      await expect(page.getByLabel('Email')).toHaveValue('');
    }
    // Asked again, the server says so.
    await typeInto(page, page.getByLabel('Email'), futureTeacher);
    await tabTo(page, page.getByRole('button', { name: 'Make teacher' }));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('alert').filter({ hasText: `${futureTeacher} is already a teacher` }),
    ).toBeVisible();
    // The server keeps both roles (an admin may ask about anyone's).
    const asAdmin = await bearerOf(accounts.admin);
    const flag = async (path: string) =>
      (await fetch(`${apiUrl}${path}`, { headers: asAdmin })).json() as Promise<
        Record<string, boolean>
      >;
    expect(await flag(`/users/${encodeURIComponent(futureAdmin)}`)).toEqual({ admin: true });
    expect(await flag(`/user/${encodeURIComponent(futureTeacher)}`)).toEqual({ teacher: true });
  });

  test('a learner made teacher while signed in has the Instructor link once the app starts again, and assigns a course', async ({
    page,
  }) => {
    // Signed in as a learner; an admin makes them a teacher meanwhile (the flow above, through
    // the API here).
    const futureTeacher = await createAccount('Tom Keys');
    await logInWithKeyboard(page, { email: futureTeacher, password: 'Keyboard#2026' });
    await expect(mainNav(page).getByRole('link', { name: 'Dashboard' })).toBeVisible();
    await expect(mainNav(page).getByRole('link', { name: 'Instructor' })).toHaveCount(0);
    const promoted = await fetch(`${apiUrl}/user/teacher`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json', ...(await bearerOf(accounts.admin)) },
      body: JSON.stringify({ email: futureTeacher }),
    });
    expect(promoted.ok).toBe(true);

    // The promoted user's flags are read again when the app starts: the header's Instructor link.
    await page.reload();
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
    const assigned = uniqueName('KbAssign');
    const instructor = mainNav(page).getByRole('link', { name: 'Instructor' });
    await tabTo(page, instructor);
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Instructor panel')).toBeVisible();
    await typeInto(page, page.getByLabel('Name', { exact: true }), assigned);
    await pressTab(page);
    await expect(page.getByLabel('Description')).toBeFocused();
    await enterText(page, 'Assigned with the keyboard alone.');
    await typeInto(page, page.getByLabel('Image URL'), '/images/courses/web-development.webp');
    await tabTo(page, page.getByRole('button', { name: 'Assign course' }));
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Assigned successfully');
    await expect(
      page.getByRole('list', { name: 'Assigned courses' }).getByRole('heading', { name: assigned }),
    ).toBeVisible();
  });

  test('send the contact form and confirm with the keyboard; an admin reads it in the Outbox', async ({
    page,
  }) => {
    const form = {
      name: 'Kira Keys',
      email: 'kira@example.com',
      subject: `Keyboard ${Date.now()}`,
      message: 'Sent without a mouse.',
    };
    await openPage(page, '/contact');
    await expect(h1(page, 'Contact us')).toBeVisible();
    await expect(main(page).getByRole('link', { name: '+1 (617) 555-0142' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /linkedin/i })).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('type', 'email');
    await typeInto(page, page.getByLabel('Name', { exact: true }), form.name);
    await pressTab(page);
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await enterText(page, form.email);
    await typeInto(page, page.getByLabel('Subject', { exact: true }), form.subject);
    await typeInto(page, page.getByLabel('Message', { exact: true }), form.message);
    const send = page.getByRole('button', { name: 'Send Message' });
    await tabTo(page, send);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Do You want to submit?' });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expectFocusOn(send);
    await expectAnnounced(page, 'Thank you! Your message has been sent.');
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('');
    // It reached the mock server's outbox, which only admins read.
    await expect
      .poll(async () =>
        (await asAdmin<OutboxMessage[]>('/api/v1.0/email/outbox', { q: form.subject })).find(
          (item) => item.params.subject === form.subject,
        ),
      )
      .toMatchObject({ params: form });

    // Admins (and QA) read it on the dashboard's Outbox page. (Newest first, on a page of its own
    // among messages other tests send meanwhile: OutboxPage.test checks the order.)
    await logInWithKeyboard(page, accounts.admin);
    await openDashboardItem(page, 'Outbox', 'Outbox');
    const sent = page.getByRole('table').getByRole('row').filter({ hasText: form.subject });
    await expect(sent).toContainText(form.email);
    await expect(sent).toContainText(form.message);
  });

  test('the phone menu: Escape, its button and following a link close it, focus back on its button', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await pressTab(page);
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeHidden();
    await expectFocusOn(toggle);

    await page.keyboard.press('Enter');
    await pressTab(page);
    await pressTab(page, { backwards: true });
    await expectFocusOn(close);
    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeHidden();
    await expectFocusOn(toggle);

    // Open again and follow a link: the menu closes on navigation, focus back on its button.
    await page.keyboard.press('Enter');
    await tabTo(page, mainNav(page).getByRole('link', { name: 'Contact' }));
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Contact us')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expectFocusOn(toggle);
  });

  test('the dashboard drawer: Escape, its Close button and following a link close it, focus back on its button', async ({
    page,
  }) => {
    await logInWithKeyboard(page, accounts.learner);
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/dashboard');
    // On a phone the sidebar gives way to a drawer, 200 px wide.
    await expect(dashboardNav(page)).toBeHidden();
    const open = page.getByRole('button', { name: 'Open dashboard menu' });
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    // Sub-pixel layout: 199.99... is the drawer's 200 px width.
    expect((await drawer.boundingBox())?.width).toBeCloseTo(200, 0);
    await expect(drawer.getByRole('link', { name: 'Review' })).toBeVisible();
    await expectEscapeAndCancelClose(page, drawer, open, { close: 'Close', reopenKey: 'Space' });

    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('link', { name: 'My Enroll' }));
    await page.keyboard.press('Enter');
    await expect(h1(page, 'My Courses')).toBeVisible();
    await expect(drawer).toBeHidden();
    await expectFocusOn(open);
  });
});

test.describe('keyboard only, in the dark theme', () => {
  // A system set to dark: the site follows it.
  test.use({ colorScheme: 'dark' });

  test('every control on the way shows its focus ring on the dark surfaces, and the theme switch works by keyboard', async ({
    page,
  }) => {
    const { id } = await enrollSeededLearner(57);
    await openPage(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    // The header (with the Dark theme button), the hero, the welcome video and the catalogue.
    await typeInto(page, page.getByLabel('Search courses by name'), 'Data');
    await tabTo(page, page.getByRole('link', { name: 'Enroll in Data Science' }));

    // Ant Design's fields, buttons and dialog, and the site's table.
    await logInWithKeyboard(page, accounts.learner);
    await openDashboardItem(page, 'My Enroll', 'My Courses');
    const pay = page
      .locator(`tr[data-row-key="${id}"]`)
      .getByRole('button', { name: 'Pay with 57 $' });
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /^PAY FOR / });
    await typeInto(page, dialog.getByLabel('Card number'), '4242424242424242');
    await tabTo(page, dialog.getByRole('button', { name: 'Pay 57 $' }));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusOn(pay);

    // The theme switch: pressed while dark; Enter switches to light, and focus stays on it.
    const darkTheme = mainNav(page).getByRole('button', { name: 'Dark theme' });
    await tabTo(page, darkTheme, { backwards: true });
    await expect(darkTheme).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Enter');
    await expect(darkTheme).toHaveAttribute('aria-pressed', 'false');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await expectFocusOn(darkTheme);
    await page.keyboard.press('Space');
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expectFocusOn(darkTheme);
  });
});
