import { expect, test, type Page } from '@playwright/test';
import { SEED_IDS } from '../mocks/seed';
import { accounts, apiUrl, logIn, siteApiUrl } from './support/accounts';
import {
  bearerOf,
  createCourse,
  enrollSeededLearner,
  paidEnrollmentOfSeededLearner,
  type TestCourse,
} from './support/a11y';
import { openPage } from './support/navigation';
import {
  paymentResponse,
  receiptOf,
  REFUND_WINDOW_MS,
  shownDate,
  storedEnrollment,
  storedEnrollmentsIn,
  storedReceipt,
  type StoredEnrollment,
} from './support/orders';

/*
 * Orders the server vouches for: the server takes a course's price from the catalogue and refuses
 * any other, charges an enrollment once and only when the card is accepted, and refunds a payment
 * only within 48 hours of it (for its learner). Everything is done as a learner does it, in the
 * browser against the mock API; the API is read directly only to check what was stored. (The
 * learner's flow itself, enroll, pay, receipt, refund, runs once, in keyboard.spec.ts.)
 */

/** The seed's learner row paid three days before the seed was restored (see mocks/seed). */
const PYTHON_PAID_DAYS_AGO = SEED_IDS.paidWindowClosed;

// Dates show in the visitor's time zone; the expected text is UTC.
test.use({ timezoneId: 'UTC' });

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const rowOf = (page: Page, courseName: string) =>
  page.getByRole('row', { name: new RegExp(`^${courseName}`) });

const logInAsLearner = (page: Page) =>
  logIn(page, accounts.learner.email, accounts.learner.password);

async function openMyCourses(page: Page) {
  await openPage(page, '/dashboard/myEnroll');
  await expect(h1(page, 'My Courses')).toBeVisible();
}

/** Opens the payment dialog of a course's row in My Courses and types a card into it. */
async function fillPaymentDialog(page: Page, course: TestCourse, cardNumber: string) {
  await rowOf(page, course.name)
    .getByRole('button', { name: `Pay with ${course.price} $` })
    .click();
  const dialog = page.getByRole('dialog', { name: `PAY FOR ${course.name}` });
  await dialog.getByLabel('Card number').fill(cardNumber);
  await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await dialog.getByLabel('CVC').fill('123');
  return dialog;
}

test.describe('orders the server vouches for', () => {
  test('a price changed in the request is refused with the real price, and nothing is stored', async ({
    page,
  }) => {
    const course = await createCourse(57, 'Tamper');
    await logInAsLearner(page);
    await openPage(page, `/${course._id}`);
    await expect(h1(page, `Enroll in ${course.name}`)).toBeVisible();

    // Someone edits the request on its way: the price the page sends becomes 1 $.
    const sentPrices: unknown[] = [];
    await page.route(`${siteApiUrl}/enroll`, async (route) => {
      const request = route.request();
      if (request.method() !== 'POST') return route.continue();
      const body = request.postDataJSON() as Record<string, unknown>;
      sentPrices.push(body.price);
      return route.continue({ postData: JSON.stringify({ ...body, price: 1 }) });
    });
    await page.getByRole('button', { name: 'Enroll' }).click();

    await expect(page.getByRole('alert')).toHaveText(
      `The price of ${course.name} is 57 $, not 1 $`,
    );
    expect(sentPrices).toEqual([57]);
    // The page still shows the catalogue's price, and no enrollment was made.
    await expect(
      page.getByRole('form', { name: 'Your enrollment' }).getByRole('definition'),
    ).toHaveText([course.name, '57 $']);
    await expect(page.getByText('Submit successfully')).toHaveCount(0);
    expect(await storedEnrollmentsIn(course._id)).toEqual([]);
  });

  test('a declined card shows the reason and charges nothing', async ({ page }) => {
    const { id, course } = await enrollSeededLearner(99);
    await logInAsLearner(page);
    await openMyCourses(page);
    const row = rowOf(page, course.name);
    await expect(row.getByText('Progressing')).toBeVisible();
    const dialog = await fillPaymentDialog(page, course, '4000 0000 0000 0002');
    await expect(dialog.getByText(`(charged as ${course.price * 100} cents)`)).toBeVisible();
    const declined = paymentResponse(page);
    await dialog.getByRole('button', { name: `Pay ${course.price} $` }).click();
    expect((await declined).status()).toBe(402);
    await expect(dialog.getByRole('alert')).toHaveText('Your card was declined.');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Progressing')).toBeVisible();
    await expect(row.getByRole('button', { name: `Pay with ${course.price} $` })).toBeEnabled();
    await expect(row.getByRole('link', { name: 'Receipt' })).toHaveCount(0);
    expect(await storedEnrollment(id)).toMatchObject({ status: 'Progressing' });
  });

  test('paying the same enrollment in two tabs charges it once', async ({ page }) => {
    const { id, course } = await enrollSeededLearner(63);
    await logInAsLearner(page);
    const otherTab = await page.context().newPage();
    await openMyCourses(page);
    await openMyCourses(otherTab);
    const firstDialog = await fillPaymentDialog(page, course, '4242 4242 4242 4242');
    const secondDialog = await fillPaymentDialog(otherTab, course, '4242 4242 4242 4242');

    const first = paymentResponse(page);
    await firstDialog.getByRole('button', { name: 'Pay 63 $' }).click();
    const firstAnswer = await first;
    expect(firstAnswer.status()).toBe(200);
    await expect(h1(page, 'Receipt')).toBeVisible();

    // The other tab still offers the payment; the server refuses to charge again.
    const second = paymentResponse(otherTab);
    await secondDialog.getByRole('button', { name: 'Pay 63 $' }).click();
    expect((await second).status()).toBe(409);
    await expect(secondDialog.getByRole('alert')).toHaveText('This enrollment is already paid');
    await expect(secondDialog).toBeVisible();

    // One charge: the receipt is the first payment's, and the enrollment was paid only then.
    const { receiptNumber } = (await firstAnswer.json()) as { receiptNumber: string };
    const stored = await storedReceipt(id);
    expect(stored.receiptNumber).toBe(receiptNumber);
    await expect(receiptOf(page).getByText(receiptNumber, { exact: true })).toBeVisible();
    const adminView = await fetch(
      `${apiUrl}/enroll?${new URLSearchParams({ status: 'Paid', q: course.name })}`,
      { headers: await bearerOf(accounts.admin) },
    );
    expect(adminView.status).toBe(200);
    const inCourse = ((await adminView.json()) as StoredEnrollment[]).filter(
      (enrollment) => enrollment.courseId === course._id,
    );
    expect(inCourse).toEqual([
      expect.objectContaining({ _id: id, status: 'Paid', paidAt: stored.paidAt }),
    ]);
    await otherTab.close();
  });
});

test.describe('refund window', () => {
  // The learner's refund inside the window runs in keyboard.spec.ts, on a payment of its own.
  test('after the window: the row says when it closed, and the server refuses a refund', async ({
    page,
  }) => {
    // A payment of its own, moved 72 hours back through the development route (as the admin):
    // other tests' enrollments push the seed's old rows off the first page of My Courses.
    const { id, course } = await paidEnrollmentOfSeededLearner(67);
    const moved = await fetch(`${apiUrl}/__dev/backdate-payment`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', ...(await bearerOf(accounts.admin)) },
      body: JSON.stringify({ enrollmentId: id, hours: 72 }),
    });
    expect(moved.status).toBe(200);
    const paidAt = (await storedEnrollment(id)).paidAt ?? '';
    expect(Date.now() - Date.parse(paidAt)).toBeGreaterThan(REFUND_WINDOW_MS);

    await logInAsLearner(page);
    await openMyCourses(page);
    const row = page.locator(`tr[data-row-key="${id}"]`);
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(
      row.getByText(`Refund window closed on ${shownDate(Date.parse(paidAt) + REFUND_WINDOW_MS)}`),
    ).toBeVisible();
    await expect(row.getByRole('button', { name: 'Request refund' })).toHaveCount(0);
    await expect(row.getByRole('link', { name: 'Receipt' })).toBeVisible();
    await expect(row).toContainText(course.name);

    // Asking the server directly, with the learner's own ID token, is refused too; so is a refund
    // of the seed's payment made three days before the seed was restored.
    for (const [enrollmentId, paidAtBefore] of [
      [id, paidAt],
      [PYTHON_PAID_DAYS_AGO, (await storedEnrollment(PYTHON_PAID_DAYS_AGO)).paidAt ?? ''],
    ] as const) {
      expect(Date.now() - Date.parse(paidAtBefore)).toBeGreaterThan(REFUND_WINDOW_MS);
      const refund = await fetch(`${apiUrl}/enroll/${enrollmentId}/refund`, {
        method: 'POST',
        headers: await bearerOf(accounts.learner),
      });
      expect(refund.status).toBe(409);
      expect(await refund.json()).toMatchObject({ code: 'refund_window_closed' });
      expect(await storedEnrollment(enrollmentId)).toMatchObject({
        status: 'Paid',
        paidAt: paidAtBefore,
      });
    }
  });
});
