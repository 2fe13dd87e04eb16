import { expect, type Locator, type Page } from '@playwright/test';
import { bearerOf } from './a11y';
import { accounts, apiUrl, paymentUrl } from './accounts';

/*
 * Enrollments, payments and receipts as the mock API stores them, read with the seeded learner's
 * own ID token to check what a flow in the browser left behind.
 */

export interface StoredEnrollment {
  _id: string;
  courseId: string;
  name: string;
  price: number;
  status: 'Progressing' | 'Paid' | 'Refunded';
  paidAt?: string;
  refundedAt?: string;
}

export interface StoredReceipt {
  receiptNumber: string;
  paidAt: string;
  amount: number;
  refund?: { amount: number; refundedAt: string };
}

export const REFUND_WINDOW_MS = 48 * 60 * 60 * 1000;

/** One enrollment of the seeded learner as stored. */
export async function storedEnrollment(id: string): Promise<StoredEnrollment> {
  const response = await fetch(`${apiUrl}/enroll/${id}`, {
    headers: await bearerOf(accounts.learner),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredEnrollment;
}

/** The seeded learner's enrollments in one course, as stored. */
export async function storedEnrollmentsIn(courseId: string): Promise<StoredEnrollment[]> {
  const query = new URLSearchParams({ email: accounts.learner.email, courseId });
  const response = await fetch(`${apiUrl}/enroll?${query.toString()}`, {
    headers: await bearerOf(accounts.learner),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredEnrollment[];
}

/** The receipt of one of the seeded learner's payments, as stored. */
export async function storedReceipt(enrollmentId: string): Promise<StoredReceipt> {
  const response = await fetch(`${apiUrl}/enroll/${enrollmentId}/receipt`, {
    headers: await bearerOf(accounts.learner),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as StoredReceipt;
}

/*
 * Dates show in the visitor's time zone as "Nov 23, 2026, 2:05 PM". Specs that check them put the
 * browser in UTC (test.use({ timezoneId: 'UTC' })), so the expected text is written from the
 * stored time.
 */
export const shownDate = (time: string | number): string =>
  new Intl.DateTimeFormat('en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(new Date(time));

export const receiptOf = (page: Page): Locator =>
  page.getByRole('article', { name: 'Payment receipt' });

/** The receipt's facts, term by term (the same order on screen and in print). */
export async function expectReceiptFacts(
  receipt: Locator,
  facts: [string, string | RegExp][],
): Promise<void> {
  await expect(receipt.getByRole('term')).toHaveText(facts.map(([term]) => term));
  await expect(receipt.getByRole('definition')).toHaveText(facts.map(([, value]) => value));
}

/** The answer to the next payment the page sends. */
export const paymentResponse = (page: Page) =>
  page.waitForResponse(
    (response) =>
      response.url() === `${paymentUrl}/payment` && response.request().method() === 'POST',
  );
