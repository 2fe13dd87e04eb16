import { expect, test, type Locator, type Page } from '@playwright/test';
import { SEED_IDS } from '../mocks/seed';
import { accounts, apiUrl, logIn, paymentUrl } from './support/accounts';
import { bearerOf, createCourse, enrollSeededLearner, type TestCourse } from './support/a11y';

/*
 * Orders the server vouches for: the server takes a course's price from the catalogue and refuses
 * any other, charges an enrollment once, keeps a receipt of each payment, and refunds a payment
 * only within 48 hours of it (for its learner). Everything is done as a learner does it, in the
 * browser against the mock API; the API is read directly only to check what was stored.
 */

interface StoredEnrollment {
  _id: string;
  courseId: string;
  name: string;
  price: number;
  status: 'Progressing' | 'Paid' | 'Refunded';
  paidAt?: string;
  refundedAt?: string;
}

interface StoredReceipt {
  receiptNumber: string;
  paidAt: string;
  amount: number;
  refund?: { amount: number; refundedAt: string };
}

const REFUND_WINDOW_MS = 48 * 60 * 60 * 1000;

/** The seed's learner rows (see mocks/seed): paid two hours ago, and three days ago. */
const WEB_DEVELOPMENT = { id: SEED_IDS.paidInWindow, name: 'Web Development', price: 119 };
const PYTHON = { id: SEED_IDS.paidWindowClosed, name: 'Python Programming', price: 69 };

/*
 * Dates show in the visitor's time zone as "Nov 23, 2026, 2:05 PM". The browser is put in UTC, so
 * the expected text is written here from the stored time.
 */
test.use({ timezoneId: 'UTC' });
const shownDate = (time: string | number): string =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(time));

const h1 = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
const rowOf = (page: Page, courseName: string) =>
  page.getByRole('row', { name: new RegExp(`^${courseName}`) });
const receiptOf = (page: Page) => page.getByRole('article', { name: 'Payment receipt' });

const logInAsLearner = (page: Page) =>
  logIn(page, accounts.learner.email, accounts.learner.password);

async function openMyCourses(page: Page) {
  await page.goto('/dashboard/myEnroll');
  await expect(h1(page, 'My Courses')).toBeVisible();
}

/** The learner's newest 100 enrollments as stored, read with the learner's own ID token. */
async function learnersEnrollments(page: Page): Promise<StoredEnrollment[]> {
  const response = await page.request.get(`${apiUrl}/enroll`, {
    params: { email: accounts.learner.email, _sort: '_id', _order: 'desc' },
    headers: await bearerOf(accounts.learner),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredEnrollment[];
}

async function storedReceipt(page: Page, enrollmentId: string): Promise<StoredReceipt> {
  const response = await page.request.get(`${apiUrl}/enroll/${enrollmentId}/receipt`, {
    headers: await bearerOf(accounts.learner),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as StoredReceipt;
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

const paymentResponse = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url() === `${paymentUrl}/payment` && response.request().method() === 'POST',
  );

/** The receipt's facts, term by term (the same order on screen and in print). */
async function expectReceiptFacts(receipt: Locator, facts: [string, string | RegExp][]) {
  await expect(receipt.getByRole('term')).toHaveText(facts.map(([term]) => term));
  await expect(receipt.getByRole('definition')).toHaveText(facts.map(([, value]) => value));
}

test.describe('orders the server vouches for', () => {
  test('a price changed in the request is refused with the real price, and nothing is stored', async ({
    page,
  }) => {
    const course = await createCourse(57, 'Tamper');
    await logInAsLearner(page);
    await page.goto(`/${course._id}`);
    await expect(h1(page, `Enroll in ${course.name}`)).toBeVisible();

    // Someone edits the request on its way: the price the page sends becomes 1 $.
    const sentPrices: unknown[] = [];
    await page.route(`${apiUrl}/enroll`, async (route) => {
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
    const stored = await learnersEnrollments(page);
    expect(stored.filter((enrollment) => enrollment.courseId === course._id)).toEqual([]);
  });

  test('pay with 4242 4242 4242 4242, land on the receipt, and print it alone', async ({
    page,
  }) => {
    const course = await createCourse(83, 'Receipt');
    await logInAsLearner(page);
    await page.goto(`/${course._id}`);
    await page.getByRole('button', { name: 'Enroll' }).click();
    await expect(page.getByText(`You are enrolled in ${course.name}.`)).toBeVisible();
    await page.getByRole('link', { name: 'Go to My Courses' }).click();
    await expect(h1(page, 'My Courses')).toBeVisible();

    const dialog = await fillPaymentDialog(page, course, '4242 4242 4242 4242');
    const paid = paymentResponse(page);
    await dialog.getByRole('button', { name: 'Pay 83 $' }).click();
    expect((await paid).status()).toBe(200);

    await expect(h1(page, 'Receipt')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard\/receipt\/[0-9a-f]{24}$/);
    const enrollmentId = new URL(page.url()).pathname.split('/').pop() ?? '';
    const stored = await storedReceipt(page, enrollmentId);
    expect(stored.amount).toBe(8300);
    const receipt = receiptOf(page);
    await expectReceiptFacts(receipt, [
      ['Receipt number', stored.receiptNumber],
      ['Date', shownDate(stored.paidAt)],
      ['Course', course.name],
      ['Amount paid', '83 $ (USD)'],
      ['Learner', 'Lena Learner'],
      ['Email', accounts.learner.email],
      ['Card', 'Visa ending in 4242'],
    ]);
    const print = receipt.getByRole('button', { name: 'Print' });
    const siteParts = [
      page.getByRole('banner'),
      page.getByRole('contentinfo'),
      page.getByRole('navigation', { name: 'Dashboard' }),
      h1(page, 'Receipt'),
      print,
      receipt.getByRole('link', { name: 'Back to My Courses' }),
    ];
    for (const part of siteParts) await expect(part).toBeVisible();

    // Printed, the receipt stands alone: no site header, footer, menu, page heading or buttons.
    await page.emulateMedia({ media: 'print' });
    for (const part of siteParts) await expect(part).toBeHidden();
    await expect(receipt).toBeVisible();
    await expect(receipt.getByText('Visa ending in 4242')).toBeVisible();
    await expect(receipt.getByText(course.name)).toBeVisible();

    await page.emulateMedia({ media: 'screen' });
    await expect(print).toBeVisible();
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
    const stored = await storedReceipt(page, id);
    expect(stored.receiptNumber).toBe(receiptNumber);
    await expect(receiptOf(page).getByText(receiptNumber, { exact: true })).toBeVisible();
    const adminView = await page.request.get(`${apiUrl}/enroll`, {
      params: { status: 'Paid', q: course.name },
      headers: await bearerOf(accounts.admin),
    });
    expect(adminView.status()).toBe(200);
    const inCourse = ((await adminView.json()) as StoredEnrollment[]).filter(
      (enrollment) => enrollment.courseId === course._id,
    );
    expect(inCourse).toEqual([
      expect.objectContaining({ _id: id, status: 'Paid', paidAt: stored.paidAt }),
    ]);
    await otherTab.close();
  });
});

/*
 * These two use the seed's paid rows of the learner (Web Development paid two hours before the seed
 * was restored, Python Programming three days before), and the first refunds one of them. So the
 * group restores the seed through the mock server's development route (as the admin) before it
 * runs, which also moves the seed's times to now, and again afterwards, leaving the database as
 * the rest of the suite expects it. Serial mode: a retry runs the whole group again, seed reset
 * included. (The dev-server suite runs one spec file at a time, so no other spec sees the reset.)
 */
test.describe('refunds of the seeded payments', () => {
  test.describe.configure({ mode: 'serial' });

  const resetSeed = async () => {
    const response = await fetch(`${apiUrl}/__dev/reset`, {
      method: 'POST',
      headers: await bearerOf(accounts.admin),
    });
    expect(response.status).toBe(200);
  };
  test.beforeAll(resetSeed);
  test.afterAll(resetSeed);

  test('inside the 48-hour window: Request refund, confirm, and the row and receipt show it', async ({
    page,
  }) => {
    await logInAsLearner(page);
    await openMyCourses(page);
    const row = rowOf(page, WEB_DEVELOPMENT.name);
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Request refund' }).click();

    const confirm = page.getByRole('dialog', { name: 'Refund 119 $ for Web Development?' });
    await expect(confirm).toContainText('goes back to the card you paid with');
    await confirm.getByRole('button', { name: 'Refund 119 $' }).click();
    await expect(confirm).toBeHidden();
    await expect(
      page.getByText('Refunded 119 $ for Web Development.', { exact: true }),
    ).toBeVisible();

    const [stored] = (await learnersEnrollments(page)).filter(
      (enrollment) => enrollment._id === WEB_DEVELOPMENT.id,
    );
    expect(stored?.status).toBe('Refunded');
    const refundedAt = stored?.refundedAt ?? '';
    await expect(row.getByText('Refunded', { exact: true })).toBeVisible();
    await expect(row.getByText(`Refunded on ${shownDate(refundedAt)}`)).toBeVisible();
    await expect(row.getByRole('button', { name: 'Request refund' })).toHaveCount(0);

    await row.getByRole('link', { name: 'Receipt' }).click();
    const receipt = receiptOf(page);
    await expect(receipt.getByText('This payment was refunded.')).toBeVisible();
    const { receiptNumber, paidAt } = await storedReceipt(page, WEB_DEVELOPMENT.id);
    await expectReceiptFacts(receipt, [
      ['Receipt number', receiptNumber],
      ['Date', shownDate(paidAt)],
      ['Course', WEB_DEVELOPMENT.name],
      ['Amount paid', '119 $ (USD)'],
      ['Learner', 'Lena Learner'],
      ['Email', accounts.learner.email],
      ['Card', 'Visa ending in 4242'],
      ['Refunded', '119 $'],
      ['Refund date', shownDate(refundedAt)],
    ]);
  });

  test('after the window: the row says when it closed, and the server refuses a refund', async ({
    page,
  }) => {
    await logInAsLearner(page);
    await openMyCourses(page);
    const [stored] = (await learnersEnrollments(page)).filter(
      (enrollment) => enrollment._id === PYTHON.id,
    );
    const paidAt = stored?.paidAt ?? '';
    expect(Date.now() - Date.parse(paidAt)).toBeGreaterThan(REFUND_WINDOW_MS);
    const row = rowOf(page, PYTHON.name);
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();
    await expect(
      row.getByText(`Refund window closed on ${shownDate(Date.parse(paidAt) + REFUND_WINDOW_MS)}`),
    ).toBeVisible();
    await expect(row.getByRole('button', { name: 'Request refund' })).toHaveCount(0);
    await expect(row.getByRole('link', { name: 'Receipt' })).toBeVisible();

    // Asking the server directly, with the learner's own ID token, is refused too.
    const refund = await page.request.post(`${apiUrl}/enroll/${PYTHON.id}/refund`, {
      headers: await bearerOf(accounts.learner),
    });
    expect(refund.status()).toBe(409);
    expect(await refund.json()).toMatchObject({ code: 'refund_window_closed' });
    const [after] = (await learnersEnrollments(page)).filter(
      (enrollment) => enrollment._id === PYTHON.id,
    );
    expect(after).toMatchObject({ status: 'Paid', paidAt });
  });
});
