import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, enrollSeededLearner, idTokenOf } from './support/a11y';
import { accounts, apiUrl, uniqueEmail } from './support/accounts';
import { openPage } from './support/navigation';

/*
 * Every flow with the keyboard alone: focus moves only by Tab / Shift+Tab (and arrows inside
 * widgets), controls are used with Enter, Space and Escape, and text is typed into the focused
 * field. No clicks and no fill(): a control the keyboard cannot reach fails the test.
 */

const MAX_TABS = 120;

/** Presses Tab (or Shift+Tab) until `target` has focus; fails if it never gets it. */
async function tabTo(
  page: Page,
  target: Locator,
  { backwards = false }: { backwards?: boolean } = {},
): Promise<void> {
  const element = await target.elementHandle();
  if (!element) throw new Error(`Nothing to tab to: ${target.toString()}`);
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await element.evaluate((node) => node === document.activeElement)) break;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

/** Tabs to a field and types into it. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** The focused control shows a focus indicator: an outline or a box shadow (on it or its frame). */
async function expectVisibleFocus(control: Locator): Promise<void> {
  await expect(control).toBeFocused();
  await expect
    .poll(() =>
      control.evaluate((node) => {
        const frame = node.closest(
          '.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker',
        );
        return [node, frame].some((element) => {
          if (!element) return false;
          const style = getComputedStyle(element);
          const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
          return outline || style.boxShadow !== 'none';
        });
      }),
    )
    .toBe(true);
}

const mainNav = (page: Page) => page.getByRole('navigation', { name: 'Main' });
const logoutButton = (page: Page) => mainNav(page).getByRole('button', { name: 'Logout' });

async function logInWithKeyboard(page: Page, email: string, password: string): Promise<void> {
  await openPage(page, '/login');
  await typeInto(page, page.getByLabel('Email'), email);
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Password')).toBeFocused();
  await page.keyboard.type(password);
  await page.keyboard.press('Enter');
  await expect(logoutButton(page)).toBeVisible();
}

/** A short unique name (course and assigned-course names are at most 20 characters). */
const uniqueName = (prefix: string) => `${prefix} ${Date.now().toString(36).slice(-6)}`;

test.describe('keyboard only', () => {
  test('the skip link is the first stop, is visible when focused and moves focus to main', async ({
    page,
  }) => {
    await openPage(page, '/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About us' })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await expectVisibleFocus(skip);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
    // The next Tab continues inside the page, not in the header.
    await page.keyboard.press('Tab');
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null))
      .toBe(true);
  });

  test('register, log out and log in again', async ({ page }) => {
    const email = uniqueEmail('kb-register');
    const password = 'Keyboard#2026';
    await openPage(page, '/register');
    const name = page.getByLabel('Name');
    await typeInto(page, name, 'Kim Keys');
    await expectVisibleFocus(name);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email')).toBeFocused();
    await page.keyboard.type(email);
    await typeInto(page, page.getByLabel('Password', { exact: true }), password);
    await typeInto(page, page.getByLabel('Retype password'), password);
    const register = page.getByRole('button', { name: 'Register', exact: true });
    await tabTo(page, register);
    await expectVisibleFocus(register);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/$/);
    await expect(logoutButton(page)).toBeVisible();

    await tabTo(page, logoutButton(page));
    await expectVisibleFocus(logoutButton(page));
    await page.keyboard.press('Enter');
    await expect(mainNav(page).getByRole('link', { name: 'Login' })).toBeVisible();

    await logInWithKeyboard(page, email, password);
    await expect(page).toHaveURL(/\/home$/);
  });

  test('search the catalogue, open a course, enroll, pay with the test card and cancel', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await logInWithKeyboard(page, accounts.learner.email, accounts.learner.password);
    await openPage(page, '/home');
    const search = page.getByLabel('Search courses by name');
    await typeInto(page, search, 'deep');
    await expectVisibleFocus(search);
    const enroll = page.getByRole('link', { name: 'Enroll in Deep Learning' });
    await expect(page.getByRole('link', { name: /^Enroll in / })).toHaveCount(1);
    await tabTo(page, enroll);
    await expectVisibleFocus(enroll);
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Enroll in Deep Learning' }),
    ).toBeVisible();

    // A unique city tells this enrollment apart from others of the same learner and course.
    const city = `Keyboard City ${Date.now()}`;
    await typeInto(page, page.getByLabel('City'), city);
    const enrollButton = page.getByRole('button', { name: 'Enroll', exact: true });
    await tabTo(page, enrollButton);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Submit successfully')).toBeVisible();
    const myCourses = page.getByRole('link', { name: 'Go to My Courses' });
    await tabTo(page, myCourses, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();

    const enrollments = (await (
      await page.request.get(`${apiUrl}/enroll`, {
        headers: { Authorization: `Bearer ${await idTokenOf(accounts.admin)}` },
      })
    ).json()) as { _id: string; city?: string; price: number }[];
    const mine = enrollments.find((enrollment) => enrollment.city === city);
    if (!mine) throw new Error('The enrollment was not stored');
    const row = page.locator(`tr[data-row-key="${mine._id}"]`);

    // Pay in the dialog with the test card.
    const pay = row.getByRole('button', { name: `Pay with ${mine.price} $` });
    await tabTo(page, pay);
    await expectVisibleFocus(pay);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'PAY FOR Deep Learning' });
    await expect(dialog).toBeVisible();
    await typeInto(page, dialog.getByLabel('Card number'), '4242424242424242');
    await expect(dialog.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('Expiry (MM / YY)')).toBeFocused();
    await page.keyboard.type('1234');
    await page.keyboard.press('Tab');
    await expect(dialog.getByLabel('CVC')).toBeFocused();
    await page.keyboard.type('123');
    const payButton = dialog.getByRole('button', { name: `Pay ${mine.price} $` });
    await tabTo(page, payButton);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Paid')).toBeVisible();
    await expect(pay).toBeDisabled();

    // Cancel it: the confirmation dialog, answered with the keyboard.
    const cancel = row.getByRole('button', { name: 'Cancel' });
    await tabTo(page, cancel);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Are you want to delete?' });
    await expect(confirm).toBeVisible();
    // Escape closes it and changes nothing.
    await page.keyboard.press('Escape');
    await expect(confirm).toBeHidden();
    await expect(row).toBeVisible();
    await expect(cancel).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Deleted succesfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('the payment dialog traps focus and closes with Escape', async ({ page }) => {
    await logInWithKeyboard(page, accounts.learner.email, accounts.learner.password);
    const enrollmentId = await enrollSeededLearner(59);
    await openPage(page, '/dashboard/myEnroll');
    const row = page.locator(`tr[data-row-key="${enrollmentId}"]`);
    const pay = row.getByRole('button', { name: 'Pay with 59 $' });
    await tabTo(page, pay);
    await page.keyboard.press('Space');
    const dialog = page.getByRole('dialog', { name: 'PAY FOR Deep Learning' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Card number')).toBeVisible();
    // Tabbing round the dialog never focuses anything of the page behind it. (Past the last
    // control the browser's own UI, seen here as the body, takes one stop before the dialog.)
    for (let presses = 0; presses < 16; presses += 1) {
      await page.keyboard.press('Tab');
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
    await expect(pay).toBeFocused();
  });

  test('give a review', async ({ page }) => {
    await logInWithKeyboard(page, accounts.learner.email, accounts.learner.password);
    await openPage(page, '/dashboard/givereview');
    const name = uniqueName('Kb');
    await typeInto(page, page.getByLabel('Name'), name);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Comment')).toBeFocused();
    await page.keyboard.type('Reviewed with the keyboard alone.');
    const rating = page.getByLabel('Rating');
    await typeInto(page, rating, '4');
    await expectVisibleFocus(rating);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Your review submit successfully')).toBeVisible();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('admin adds a course, then finds and deletes it', async ({ page }) => {
    test.setTimeout(120_000);
    const course = uniqueName('KbCourse');
    await logInWithKeyboard(page, accounts.admin.email, accounts.admin.password);
    await openPage(page, '/dashboard/addcourse');
    await typeInto(page, page.getByLabel('Name', { exact: true }), course);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Description')).toBeFocused();
    await page.keyboard.type('Added with the keyboard alone.');
    await typeInto(page, page.getByLabel('Price ($)'), '42');
    await typeInto(page, page.getByLabel('Rating (0-5)'), '4.5');
    // The category select: open with ArrowDown, move with arrows, choose with Enter.
    const category = page.getByLabel('Category');
    await tabTo(page, category);
    await expectVisibleFocus(category);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('listbox')).toBeAttached();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page.locator('.category-select')).toContainText('Technical');
    await typeInto(page, page.getByLabel('Image URL'), '/images/courses/web-development.webp');
    const add = page.getByRole('button', { name: 'Add course', exact: true });
    await tabTo(page, add);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Added successfully')).toBeVisible();

    await openPage(page, '/dashboard/managecourse');
    await typeInto(page, page.getByLabel('Search courses'), course);
    const remove = page.getByRole('button', { name: `Delete ${course}` });
    await tabTo(page, remove);
    await expectVisibleFocus(remove);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Are you want to delete?' });
    await expect(confirm).toBeVisible();
    await tabTo(page, confirm.getByRole('button', { name: 'OK' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Deleted successfully')).toBeVisible();
    await expect(remove).toHaveCount(0);
  });

  test('admin makes a user admin and another a teacher', async ({ page }) => {
    const futureAdmin = await createAccount('Ada Keys');
    const futureTeacher = await createAccount('Tom Keys');
    await logInWithKeyboard(page, accounts.admin.email, accounts.admin.password);
    for (const [path, email, button, success] of [
      ['/dashboard/makeAdmin', futureAdmin, 'Make admin', 'Admin added successfully'],
      ['/dashboard/addTeacher', futureTeacher, 'Make teacher', 'Teacher made successfully'],
    ] as const) {
      await openPage(page, path);
      await typeInto(page, page.getByLabel('Email'), email);
      await tabTo(page, page.getByRole('button', { name: button }));
      await page.keyboard.press('Enter');
      await expect(page.getByText(success)).toBeVisible();
    }
  });

  test('teacher assigns a course in the instructor panel', async ({ page }) => {
    const assigned = uniqueName('KbAssign');
    await logInWithKeyboard(page, accounts.teacher.email, accounts.teacher.password);
    // Reach the panel through the header's Instructor link.
    const instructor = mainNav(page).getByRole('link', { name: 'Instructor' });
    await tabTo(page, instructor, { backwards: true });
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Instructor panel' })).toBeVisible();
    await typeInto(page, page.getByLabel('Name', { exact: true }), assigned);
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Description')).toBeFocused();
    await page.keyboard.type('Assigned with the keyboard alone.');
    await typeInto(page, page.getByLabel('Image URL'), '/images/courses/web-development.webp');
    await tabTo(page, page.getByRole('button', { name: 'Assign course' }));
    await page.keyboard.press('Enter');
    await expect(page.getByText('Assigned successfully')).toBeVisible();
    await expect(
      page.getByRole('list', { name: 'Assigned courses' }).getByRole('heading', { name: assigned }),
    ).toBeVisible();
  });

  test('send the contact form and confirm with the keyboard', async ({ page }) => {
    await openPage(page, '/contact');
    await typeInto(page, page.getByLabel('Name', { exact: true }), 'Kira Keys');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Email', { exact: true })).toBeFocused();
    await page.keyboard.type('kira@example.com');
    await typeInto(page, page.getByLabel('Subject', { exact: true }), `Keyboard ${Date.now()}`);
    await typeInto(page, page.getByLabel('Message', { exact: true }), 'Sent without a mouse.');
    const send = page.getByRole('button', { name: 'Send Message' });
    await tabTo(page, send);
    await expectVisibleFocus(send);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Do You want to submit?' });
    await expect(confirm).toBeVisible();
    const ok = confirm.getByRole('button', { name: 'OK' });
    await tabTo(page, ok);
    await expectVisibleFocus(ok);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Thank you! Your message has been sent.')).toBeVisible();
    await expect(page.getByLabel('Subject', { exact: true })).toHaveValue('');
  });

  test('open and close the mobile menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/about');
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggle);
    await expectVisibleFocus(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const close = page.getByRole('button', { name: 'Close menu' });
    await expect(close).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(mainNav(page).getByRole('link', { name: 'Home' })).toBeFocused();
    await page.keyboard.press('Shift+Tab');
    await expect(close).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(mainNav(page).getByRole('link', { name: 'Contact' })).toBeHidden();

    // Open again and follow a link: the menu closes on navigation.
    await page.keyboard.press('Enter');
    await tabTo(page, mainNav(page).getByRole('link', { name: 'Contact' }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('open the dashboard drawer, close it with Escape, and navigate from it', async ({
    page,
  }) => {
    await logInWithKeyboard(page, accounts.learner.email, accounts.learner.password);
    await page.setViewportSize({ width: 375, height: 812 });
    await openPage(page, '/dashboard');
    const open = page.getByRole('button', { name: 'Open dashboard menu' });
    await tabTo(page, open);
    await expectVisibleFocus(open);
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(drawer).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(open).toBeFocused();

    await page.keyboard.press('Space');
    await expect(drawer).toBeVisible();
    const myEnroll = drawer.getByRole('link', { name: 'My Enroll' });
    await tabTo(page, myEnroll);
    await expectVisibleFocus(myEnroll);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});
