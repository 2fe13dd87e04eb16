import { screen, within } from '@testing-library/react';
import { getMockDatabase, SEED_IDS } from '../../../mocks/node';
import { formatDateTime } from '@/shared/domain/dateFormat';
import { renderApp } from '@/test/renderApp';

const learner = { email: 'learner@example.com', displayName: 'Lena Learner' };

const openReceipt = (enrollmentId: string, user: { email: string } = learner) =>
  renderApp(null, { url: `/dashboard/receipt/${enrollmentId}`, user });

const chargeOf = (enrollmentId: string) =>
  getMockDatabase().payments.find(
    (payment) => payment.enrollmentId === enrollmentId && payment.status === 'succeeded',
  );

/** The receipt's value for `term`, read from its description list. */
async function receiptFacts(): Promise<Record<string, string>> {
  const receipt = await screen.findByRole('article');
  const terms = within(receipt).getAllByRole('term');
  const values = within(receipt).getAllByRole('definition');
  return Object.fromEntries(
    terms.map((term, index) => [term.textContent ?? '', values[index]?.textContent ?? '']),
  );
}

describe('receipt page', () => {
  it("shows a paid enrollment's receipt: number, date, course, amount, learner, card", async () => {
    openReceipt(SEED_IDS.paidInWindow);
    const charge = chargeOf(SEED_IDS.paidInWindow);
    expect(await receiptFacts()).toEqual({
      'Receipt number': charge?.receiptNumber,
      Date: formatDateTime(charge?.createdAt ?? ''),
      Course: 'Web Development',
      'Amount paid': '119 $ (USD)',
      Learner: 'Lena Learner',
      Email: 'learner@example.com',
      Card: 'Visa ending in 4242',
    });
    expect(screen.getByText('Receipt', { selector: 'h1' })).toBeVisible();
    expect(screen.getByText('Print')).toBeInTheDocument();
    expect(screen.getByText('Back to My Courses')).toHaveAttribute('href', '/dashboard/myEnroll');
    expect(screen.queryByText('This payment was refunded.')).not.toBeInTheDocument();
  });

  it('shows the refund on a refunded payment, for an admin too', async () => {
    openReceipt(SEED_IDS.refundedEnrollment, { email: 'admin@example.com' });
    const refund = chargeOf(SEED_IDS.refundedEnrollment)?.refund;
    const facts = await receiptFacts();
    expect(facts).toMatchObject({
      Course: 'Upwork Mastery',
      'Amount paid': '59 $ (USD)',
      Learner: 'Maria Garcia',
      Refunded: '59 $',
      'Refund date': formatDateTime(refund?.refundedAt ?? ''),
    });
    expect(screen.getByText('This payment was refunded.')).toBeVisible();
  });

  it("refuses another learner's receipt", async () => {
    openReceipt(SEED_IDS.paidEnrollment);
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.'),
    ).toBeVisible();
    expect(screen.queryByText('Freelancing 101')).not.toBeInTheDocument();
  });

  it('says an unpaid enrollment has no receipt', async () => {
    openReceipt(SEED_IDS.unpaidEnrollment);
    expect(await screen.findByText('This enrollment has no receipt: it is not paid')).toBeVisible();
  });
});
