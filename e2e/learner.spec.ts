import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accounts, apiUrl, logIn } from './support/accounts';

interface CourseSummary {
  _id: string;
  name: string;
  price: number;
}

interface ReviewRecord {
  name: string;
  comment: string;
  rating: number;
}

async function courseNamed(request: APIRequestContext, name: string): Promise<CourseSummary> {
  const courses = (await (await request.get(`${apiUrl}/courses`)).json()) as CourseSummary[];
  const course = courses.find((item) => item.name === name);
  if (!course) throw new Error(`The seed has no course named ${name}`);
  return course;
}

const logInAsLearner = (page: Page) =>
  logIn(page, accounts.learner.email, accounts.learner.password);

/** Enrolls the signed-in learner through the course's purchase page. */
async function enrollThroughPage(page: Page, course: CourseSummary) {
  await page.goto(`/${course._id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `Enroll in ${course.name}` }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Enroll' }).click();
  await expect(page.getByText('Submit successfully')).toBeVisible();
}

/** The rows of My Courses for a course; an enrollment a test just made is the last of them. */
const rowsOf = (page: Page, courseName: string) =>
  page.getByRole('row', { name: new RegExp(`^${courseName}`) });

async function openMyCourses(page: Page) {
  await page.goto('/dashboard/myEnroll');
  await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
}

async function openPaymentDialog(page: Page, course: CourseSummary) {
  const row = rowsOf(page, course.name).last();
  await expect(row.getByText('Progressing')).toBeVisible();
  await row.getByRole('button', { name: `Pay with ${course.price} $` }).click();
  const dialog = page.getByRole('dialog', { name: `PAY FOR ${course.name}` });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(`(charged as ${course.price * 100} cents)`)).toBeVisible();
  return { row, dialog };
}

async function enterCard(dialog: ReturnType<Page['getByRole']>, cardNumber: string) {
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
}

test.describe('learner flows', () => {
  test('enroll from the catalogue and find the course in My Courses', async ({ page }) => {
    await logInAsLearner(page);
    await page.goto('/home');
    const catalogue = page.locator('#courses');
    await catalogue.getByRole('searchbox').fill('Machine Learning');
    await catalogue.getByRole('link', { name: 'Enroll in Machine Learning' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Enroll in Machine Learning' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Course name' })).toHaveValue(
      'Machine Learning',
    );
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(accounts.learner.email);
    await page.getByRole('textbox', { name: 'City' }).fill('Khulna');
    await page.getByRole('button', { name: 'Enroll' }).click();
    await expect(page.getByText('Submit successfully')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'City' })).toHaveValue('');

    await page.getByRole('link', { name: 'Go to My Courses' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'My Courses' })).toBeVisible();
    const row = rowsOf(page, 'Machine Learning').last();
    await expect(row.getByRole('button', { name: 'Pay with 149 $' })).toBeEnabled();
    await expect(row.getByText('Progressing')).toBeVisible();
  });

  test('pay with 4242 4242 4242 4242 and see Paid', async ({ page, request }) => {
    const course = await courseNamed(request, 'Deep Learning');
    await logInAsLearner(page);
    await enrollThroughPage(page, course);
    await openMyCourses(page);

    const { row, dialog } = await openPaymentDialog(page, course);
    await enterCard(dialog, '4242 4242 4242 4242');
    await dialog.getByRole('button', { name: `Pay ${course.price} $` }).click();

    await expect(dialog).toBeHidden();
    await expect(row.getByText('Paid')).toBeVisible();
    await expect(row.getByRole('button', { name: `Pay with ${course.price} $` })).toBeDisabled();
  });

  test('a declined card shows the reason and charges nothing', async ({ page, request }) => {
    const course = await courseNamed(request, 'AI Foundations');
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
  });

  test('cancel an enrollment', async ({ page, request }) => {
    const course = await courseNamed(request, 'IoT Fundamentals');
    await logInAsLearner(page);
    await enrollThroughPage(page, course);
    await openMyCourses(page);
    const rows = rowsOf(page, course.name);
    await expect(rows.last()).toBeVisible();
    const before = await rows.count();

    await rows.last().getByRole('button', { name: 'Cancel' }).click();
    const confirm = page.getByRole('dialog', { name: 'Are you want to delete?' });
    await confirm.getByRole('button', { name: 'OK' }).click();
    await expect(page.getByText('Deleted succesfully')).toBeVisible();
    await expect(rows).toHaveCount(before - 1);
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
    const reviews = (await (await request.get(`${apiUrl}/review`)).json()) as ReviewRecord[];
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
