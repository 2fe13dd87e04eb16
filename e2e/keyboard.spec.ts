import { expect, test, type Page } from '@playwright/test';
import {
  createAccount,
  createCourse,
  enrollSeededLearner,
  paidEnrollmentOfSeededLearner,
} from './support/a11y';
import { accounts, uniqueEmail } from './support/accounts';
import {
  expectAnnounced,
  expectFocusOn,
  logInWithKeyboard,
  logoutButton,
  mainNav,
  pressTab,
  tabTo,
  typeInto,
} from './support/keyboard';
import { openPage } from './support/navigation';

/*
 * Every flow with the keyboard alone: focus moves only by Tab / Shift+Tab (and arrows inside
 * widgets), controls are used with Enter, Space and Escape, and text is typed into the focused
 * field. No clicks and no fill(): a control the keyboard cannot reach fails the test. Every control
 * that Tab lands on must show a visible focus ring (support/keyboard.ts); when a dialog closes,
 * focus is back on the control that opened it, or on the page heading when that control is gone;
 * and the results of background work are announced in a live region.
 */

/** A short unique name (course and assigned-course names are at most 20 characters). */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-6)}`;

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const dashboardNav = (page: Page) => page.getByRole('navigation', { name: 'Dashboard' });

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
    await page.keyboard.type(email);
    await typeInto(page, page.getByLabel('Password', { exact: true }), password);
    await typeInto(page, page.getByLabel('Retype password'), password);
    await tabTo(page, page.getByRole('button', { name: 'Register', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expectAnnounced(page, 'Your account is ready. Welcome!');

    await tabTo(page, logoutButton(page));
    await page.keyboard.press('Enter');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

    await logInWithKeyboard(page, { email, password });
    await expect(page).toHaveURL(/\/home$/);
  });

  test('learner: sign in, search the catalogue, open a course, enroll, pay with the test card and read the receipt', async ({
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

    await typeInto(page, page.getByLabel('City'), 'Keyboard City');
    await tabTo(page, page.getByRole('button', { name: 'Enroll', exact: true }));
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Submit successfully');
    await tabTo(page, page.getByRole('link', { name: 'Go to My Courses' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(h1(page, 'My Courses')).toBeVisible();

    const row = page.getByRole('row', { name: new RegExp(`^${course.name}`) });
    const pay = row.getByRole('button', { name: 'Pay with 74 $' });
    await tabTo(page, pay);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: `PAY FOR ${course.name}` });
    await expect(dialog).toBeVisible();
    await typeInto(page, dialog.getByLabel('Card number'), '4242424242424242');
    await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await pressTab(page);
    await expect(dialog.getByLabel('Expiry (MM / YY)')).toBeFocused();
    await page.keyboard.type('1234');
    await pressTab(page);
    await expect(dialog.getByLabel('CVC')).toBeFocused();
    await page.keyboard.type('123');
    await tabTo(page, dialog.getByRole('button', { name: 'Pay 74 $' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    // The receipt opens in place of My Courses: focus goes to its heading.
    await expectFocusOn(h1(page, 'Receipt'));
    await expectAnnounced(page, `Payment received: ${course.name} is paid.`);
    const receipt = page.getByRole('article', { name: 'Payment receipt' });
    await expect(receipt.getByText('Visa ending in 4242')).toBeVisible();
    // (Print is only reached: pressing it would open the browser's print dialog.)
    await tabTo(page, receipt.getByRole('button', { name: 'Print' }));
    await tabTo(page, receipt.getByRole('link', { name: 'Back to My Courses' }));
    await page.keyboard.press('Enter');
    await expect(h1(page, 'My Courses')).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Request refund' })).toBeEnabled();
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
    await expect(row.getByText(/^Refunded on /)).toBeVisible();
    await expect(refund).toHaveCount(0);
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
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expectFocusOn(cancel);
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expectFocusOn(cancel);
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
    // Tabbing round the dialog never focuses anything of the page behind it. (Past the last
    // control the browser's own UI, seen here as the body, takes one stop before the dialog.)
    for (let presses = 0; presses < 16; presses += 1) {
      await pressTab(page);
      expect(
        await page.evaluate(
          () =>
            document.activeElement === document.body ||
            document.activeElement?.closest('[role="dialog"]') !== null,
        ),
      ).toBe(true);
    }
    await tabTo(page, dialog.getByLabel('Card number'));
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expectFocusOn(pay);

    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await tabTo(page, dialog.getByRole('button', { name: 'Cancel' }));
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expectFocusOn(pay);
  });

  test('give a review', async ({ page }) => {
    await logInWithKeyboard(page, accounts.learner);
    await openDashboardItem(page, 'Review', 'Give a Review About our product');
    await typeInto(page, page.getByLabel('Name'), uniqueName('Kb'));
    await pressTab(page);
    await expect(page.getByLabel('Comment')).toBeFocused();
    await page.keyboard.type('Reviewed with the keyboard alone.');
    await typeInto(page, page.getByLabel('Rating'), '4');
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Your review submit successfully');
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('admin adds a course, then finds and deletes it in Manage Course', async ({ page }) => {
    const course = uniqueName('KbCourse');
    await logInWithKeyboard(page, accounts.admin);
    await openDashboardItem(page, 'Add Course', 'Add a course');
    await typeInto(page, page.getByLabel('Name', { exact: true }), course);
    await typeInto(page, page.getByLabel(/^Price/), '42');
    await typeInto(page, page.getByLabel(/^Rating/), '4.5');
    // The category select: open with ArrowDown, move with arrows, choose with Enter.
    await tabTo(page, page.getByLabel('Category'));
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('.category-select')).toContainText('Technical');
    await tabTo(page, page.getByRole('button', { name: 'Add course', exact: true }));
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Added successfully');

    await openDashboardItem(page, 'Manage Course', 'Manage courses');
    await typeInto(page, page.getByLabel('Search courses'), course);
    const remove = page.getByRole('button', { name: `Delete ${course}` });
    await tabTo(page, remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Are you want to delete?' });
    await expect(confirm).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expectFocusOn(remove);

    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(remove).toHaveCount(0);
    await expectFocusOn(h1(page, 'Manage courses'));
    await expectAnnounced(page, 'Deleted successfully');
  });

  test('admin makes a user admin and another a teacher', async ({ page }) => {
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
  });

  test('teacher assigns a course in the instructor panel', async ({ page }) => {
    const assigned = uniqueName('KbAssign');
    await logInWithKeyboard(page, accounts.teacher);
    // Reach the panel through the header's Instructor link.
    await tabTo(page, mainNav(page).getByRole('link', { name: 'Instructor' }), { backwards: true });
    await page.keyboard.press('Enter');
    await expect(h1(page, 'Instructor panel')).toBeVisible();
    await typeInto(page, page.getByLabel('Name', { exact: true }), assigned);
    await pressTab(page);
    await expect(page.getByLabel('Description')).toBeFocused();
    await page.keyboard.type('Assigned with the keyboard alone.');
    await typeInto(page, page.getByLabel('Image URL'), '/images/courses/web-development.webp');
    await tabTo(page, page.getByRole('button', { name: 'Assign course' }));
    await page.keyboard.press('Enter');
    await expectAnnounced(page, 'Assigned successfully');
    await expect(
      page.getByRole('list', { name: 'Assigned courses' }).getByRole('heading', { name: assigned }),
    ).toBeVisible();
  });

  test('send the contact form and confirm with the keyboard', async ({ page }) => {
    await openPage(page, '/contact');
    await typeInto(page, page.getByLabel('Name', { exact: true }), 'Kira Keys');
    await pressTab(page);
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.type('kira@example.com');
    await typeInto(page, page.getByLabel('Subject', { exact: true }), `Keyboard ${Date.now()}`);
    await typeInto(page, page.getByLabel('Message', { exact: true }), 'Sent without a mouse.');
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
    const open = page.getByRole('button', { name: 'Open dashboard menu' });
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await tabTo(page, open);
    await page.keyboard.press('Enter');
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expectFocusOn(open);

    await page.keyboard.press('Space');
    await expect(drawer).toBeVisible();
    await tabTo(page, drawer.getByRole('button', { name: 'Close' }));
    await page.keyboard.press('Enter');
    await expect(drawer).toBeHidden();
    await expectFocusOn(open);

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

    // Ant Design's fields, buttons, table and dialog.
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
