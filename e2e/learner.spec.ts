import { expect, test, type Locator, type Page } from '@playwright/test';
import { accounts, apiUrl, logIn } from './support/accounts';
import { createCourse, type TestCourse } from './support/a11y';

interface ReviewRecord {
  name: string;
  comment: string;
  rating: number;
}

const logInAsLearner = (page: Page) =>
  logIn(page, accounts.learner.email, accounts.learner.password);

/*
 * A learner has at most one open enrollment per course, so each test enrolls in a course of its own
 * (added by the admin through the API, with a unique name): the tests do not depend on each other,
 * on their order, or on what an earlier run left in the database.
 */

/** The course and price the purchase form shows as text, in that order. */
const orderFacts = (page: Page) =>
  page.getByRole('form', { name: 'Your enrollment' }).getByRole('definition');

/** Enrolls the signed-in learner through the course's purchase page. */
async function enrollThroughPage(page: Page, course: TestCourse) {
  await page.goto(`/${course._id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Enroll in ${course.name}` }),
  ).toBeVisible();
  await expect(orderFacts(page)).toHaveText([course.name, `${course.price} $`]);
  await page.getByRole('button', { name: 'Enroll' }).click();
  await expect(page.getByText('Submit successfully')).toBeVisible();
}

/** The row of My Courses for a course (each test's course has a name of its own). */
const rowOf = (page: Page, courseName: string) =>
  page.getByRole('row', { name: new RegExp(`^${courseName}`) });

async function openMyCourses(page: Page) {
  await page.goto('/dashboard/myEnroll');
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
}

async function openPaymentDialog(page: Page, course: TestCourse) {
  const row = rowOf(page, course.name);
  await expect(row.getByText('Progressing')).toBeVisible();
  await row.getByRole('button', { name: `Pay with ${course.price} $` }).click();
  const dialog = page.getByRole('dialog', { name: `PAY FOR ${course.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`(charged as ${course.price * 100} cents)`)).toBeVisible();
  return { row, dialog };
}

async function enterCard(dialog: Locator, cardNumber: string) {
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
}

test.describe('learner flows', () => {
  test('enroll from the catalogue and find the course in My Courses', async ({ page }) => {
    const course = await createCourse(149, 'Catalogue');
    await logInAsLearner(page);
    await page.goto('/home');
    const catalogue = page.locator('#courses');
    await catalogue.getByRole('searchbox').fill(course.name);
    await catalogue.getByRole('link', { name: `Enroll in ${course.name}` }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: `Enroll in ${course.name}` }),
    ).toBeVisible();
    // The course and its price are the catalogue's, shown as text: the learner cannot change them.
    await expect(orderFacts(page)).toHaveText([course.name, '149 $']);
    await expect(page.getByRole('textbox', { name: 'Course name' })).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(accounts.learner.email);
    await page.getByRole('textbox', { name: 'City' }).fill('Khulna');
    await page.getByRole('button', { name: 'Enroll' }).click();
    await expect(page.getByText('Submit successfully')).toBeVisible();
    await expect(page.getByText(`You are enrolled in ${course.name}.`)).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('');

    // A second enrollment in the same course is refused, with the way to the first one.
    await page.getByRole('button', { name: 'Enroll' }).click();
    const refusal = page
      .getByRole('alert')
      .filter({ hasText: `You are already enrolled in ${course.name}` });
    await refusal.getByRole('link', { name: 'Go to My Courses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
    const row = rowOf(page, course.name);
    await expect(row).toHaveCount(1);
    await expect(row.getByRole('button', { name: 'Pay with 149 $' })).toBeEnabled();
    await expect(row.getByText('Progressing')).toBeVisible();
  });

  test('pay with 4242 4242 4242 4242, see the receipt, and the row is Paid', async ({ page }) => {
    const course = await createCourse(97, 'Pay');
    await logInAsLearner(page);
    await enrollThroughPage(page, course);
    await openMyCourses(page);

    const { dialog } = await openPaymentDialog(page, course);
    await enterCard(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: `Pay ${course.price} $` }).click();

    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Receipt' })).toBeVisible();
    const receipt = page.getByRole('article', { name: 'Payment receipt' });
    await expect(receipt).toContainText(course.name);
    await expect(receipt).toContainText('Visa ending in 4242');

    await receipt.getByRole('link', { name: 'Back to My Courses' }).click();
    const row = rowOf(page, course.name);
    await expect(row.getByText('Paid')).toBeVisible();
    await expect(row.getByRole('link', { name: 'Receipt' })).toBeVisible();
    await expect(row.getByRole('button', { name: 'Request refund' })).toBeEnabled();
    await expect(row.getByRole('button', { name: /^Pay with|^Cancel$/ })).toHaveCount(0);
  });

  test('a declined card shows the reason and charges nothing', async ({ page }) => {
    const course = await createCourse(99, 'Declined');
    await logInAsLearner(page);
    await enrollThroughPage(page, course);
    await openMyCourses(page);

    const { row, dialog } = await openPaymentDialog(page, course);
    await enterCard(dialog, '4000 0000 0000 0002');
    await dialog.getByRole('button', { name: `Pay ${course.price} $` }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Progressing')).toBeVisible();
    await expect(row.getByRole('button', { name: `Pay with ${course.price} $` })).toBeEnabled();
    await expect(row.getByRole('link', { name: 'Receipt' })).toHaveCount(0);
  });

  test('cancel an enrollment', async ({ page }) => {
    const course = await createCourse(89, 'Cancel');
    await logInAsLearner(page);
    await enrollThroughPage(page, course);
    await openMyCourses(page);
    const row = rowOf(page, course.name);
    await expect(row).toHaveCount(1);

    await row.getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you want to delete?' });
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Deleted succesfully')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('leave a review', async ({ page, request }) => {
    const review = {
      name: `Rev ${Date.now() % 1e8}`,
      comment: `Clear lessons and friendly mentors (${Date.now()}).`,
      rating: '4',
    };
    await logInAsLearner(page);
    await page.goto('/dashboard/givereview');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Give a Review About our product' }),
    ).toBeVisible();
    await page.getByPlaceholder('Your Name').fill(review.name);
    await page.getByPlaceholder('Write your comment').fill(review.comment);
    await page.getByPlaceholder('rating us 0-5').fill(review.rating);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page.getByText('Your review submit successfully')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('');
    const written = await request.get(`${apiUrl}/review`, { params: { q: review.name } });
    const reviews = (await written.json()) as ReviewRecord[];
    expect(reviews).toContainEqual(
      expect.objectContaining({ name: review.name, comment: review.comment, rating: 4 }),
    );
  });

  test('the dashboard menu is a drawer on a phone', async ({ page }) => {
    await logInAsLearner(page);
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto('/dashboard');
    const sidebar = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(sidebar).toBeHidden();

    await page.getByRole('button', { name: 'Open dashboard menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Dashboard menu' });
    await expect(drawer).toBeVisible();
    const drawerBox = await drawer.boundingBox();
    // Sub-pixel layout: 199.99... is the drawer's 200 px width.
    expect(drawerBox?.width).toBeCloseTo(200, 0);
    await expect(drawer.getByRole('link', { name: 'Review' })).toBeVisible();
    await drawer.getByRole('link', { name: 'My Enroll' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
    await expect(drawer).toBeHidden();
  });
});
