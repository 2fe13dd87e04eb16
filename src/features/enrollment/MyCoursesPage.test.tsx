import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, MOCK_URLS, server, setMockDatabase } from '../../../mocks/node';
import { findAnnouncement } from '../../test/announcements';
import { renderApp } from '../../test/renderApp';
import {
  buttonIn,
  findCourseRow,
  findDialog,
  FIRST_LOAD_TIMEOUT,
  queryCourseRow,
} from './testQueries';

jest.setTimeout(60_000);

const FIRST_LOAD = { timeout: FIRST_LOAD_TIMEOUT };

const learner = { email: 'learner@example.com', displayName: 'Lena Learner' };

type AppUser = ReturnType<typeof renderApp>['user'];

const openMyCourses = () => renderApp(null, { url: '/dashboard/myEnroll', user: learner });

async function openPaymentFor(user: AppUser, course: string, price: number) {
  await user.click(buttonIn(await findCourseRow(course), `Pay with ${price} $`));
  return findDialog(`PAY FOR ${course}`);
}

async function enterCard(user: AppUser, dialog: HTMLElement, number: string) {
  await user.type(await within(dialog).findByLabelText('Card number'), number);
  await user.type(within(dialog).getByLabelText('Expiry (MM / YY)'), '1234');
  await user.type(within(dialog).getByLabelText('CVC'), '123');
}

async function answerCancelConfirmation(user: AppUser, course: string, answer: 'OK' | 'Cancel') {
  await user.click(buttonIn(await findCourseRow(course), 'Cancel'));
  await user.click(buttonIn(await findDialog('Are you want to delete?'), answer));
}

const paidCourseNames = () => getMockDatabase().payments.map((payment) => payment.productName);

describe('My Courses', () => {
  it("lists the learner's enrollments under the spec's header row", async () => {
    openMyCourses();
    const dataScience = await findCourseRow('Data Science');
    expect(screen.getByText('My Courses', { selector: 'h1' })).toBeVisible();
    const headers = screen.getAllByRole('columnheader', { hidden: true });
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'CourseName',
      'Pay Now',
      'Cancelaion',
      'Status',
    ]);

    expect(buttonIn(dataScience, 'Pay with 129 $')).toBeEnabled();
    expect(buttonIn(dataScience, 'Cancel')).toBeEnabled();
    expect(within(dataScience).getByText('Progressing')).toBeInTheDocument();
    const webDevelopment = await findCourseRow('Web Development');
    expect(buttonIn(webDevelopment, 'Pay with 119 $')).toBeEnabled();
    expect(within(webDevelopment).getByText('Progressing')).toBeInTheDocument();
    // Two enrollments under the header row; another learner's enrollment is not listed.
    expect(screen.getAllByRole('row', { hidden: true })).toHaveLength(3);
    expect(screen.queryByText('Freelancing 101')).not.toBeInTheDocument();
  });

  it('shows an empty state with a link to the catalogue', async () => {
    renderApp(null, { url: '/dashboard/myEnroll', user: { email: 'teacher@example.com' } });
    expect(
      await screen.findByText('You have not enrolled in any course yet.', {}, FIRST_LOAD),
    ).toBeVisible();
    expect(screen.getByText('Browse the courses')).toHaveAttribute('href', '/home#courses');
  });

  it('shows a load error with Retry, which loads the list', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/enroll`, () =>
        HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = openMyCourses();
    expect(await screen.findByText('Internal server error', {}, FIRST_LOAD)).toBeVisible();
    server.resetHandlers();
    await user.click(buttonIn(document.body, 'Retry'));
    expect(await findCourseRow('Data Science')).toBeInTheDocument();
  });

  it('cancels an enrollment after OK: its row goes, focus moves to the heading, it is announced', async () => {
    const { user } = openMyCourses();
    await answerCancelConfirmation(user, 'Data Science', 'OK');

    expect(await findAnnouncement('Deleted succesfully')).toBeInTheDocument();
    expect(screen.getByText('My Courses', { selector: 'h1' })).toHaveFocus();
    await waitFor(() => expect(queryCourseRow('Data Science')).toBeUndefined());
    expect(queryCourseRow('Web Development')).toBeDefined();
    expect(getMockDatabase().enroll.map((item) => item.name)).not.toContain('Data Science');
  });

  it('keeps the enrollment when the confirmation is cancelled, focus back on its Cancel', async () => {
    const { user } = openMyCourses();
    await answerCancelConfirmation(user, 'Data Science', 'Cancel');

    await waitFor(() => expect(screen.queryAllByText('Are you want to delete?')).toHaveLength(0));
    await waitFor(async () =>
      expect(buttonIn(await findCourseRow('Data Science'), 'Cancel')).toHaveFocus(),
    );
    expect(queryCourseRow('Data Science')).toBeDefined();
    expect(screen.queryByText('Deleted succesfully')).not.toBeInTheDocument();
    expect(getMockDatabase().enroll.map((item) => item.name)).toContain('Data Science');
  });

  it('shows Free instead of a pay button for a free enrollment, which can still be cancelled', async () => {
    const db = getMockDatabase();
    db.enroll.push({
      _id: '6650a4c000000000000000f1',
      name: 'Logic Basics',
      price: 0,
      displayName: 'Lena Learner',
      email: learner.email,
      status: 'Progressing',
    });
    setMockDatabase(db);
    const { user } = openMyCourses();
    const free = await findCourseRow('Logic Basics');
    expect(within(free).getByText('Free')).toBeVisible();
    expect(within(free).queryByText(/^Pay with/)).not.toBeInTheDocument();
    expect(
      within(free)
        .getAllByRole('button', { hidden: true })
        .map((b) => b.textContent),
    ).toEqual(['Cancel']);
    // The paid enrollments keep their pay buttons.
    expect(buttonIn(await findCourseRow('Data Science'), 'Pay with 129 $')).toBeEnabled();

    await answerCancelConfirmation(user, 'Logic Basics', 'OK');
    expect(await screen.findByText('Deleted succesfully')).toBeInTheDocument();
    await waitFor(() => expect(queryCourseRow('Logic Basics')).toBeUndefined());
    expect(getMockDatabase().enroll.map((item) => item.name)).not.toContain('Logic Basics');
    expect(getMockDatabase().payments.map((payment) => payment.productName)).not.toContain(
      'Logic Basics',
    );
  });

  it('shows why a cancellation failed and keeps the row', async () => {
    server.use(
      http.delete(`${MOCK_URLS.apiUrl}/enroll/:id`, () =>
        HttpResponse.json({ error: 'This enrollment belongs to another user' }, { status: 403 }),
      ),
    );
    const { user } = openMyCourses();
    await answerCancelConfirmation(user, 'Data Science', 'OK');

    expect(
      await findAnnouncement('This enrollment belongs to another user', 'assertive'),
    ).toBeInTheDocument();
    expect(queryCourseRow('Data Science')).toBeDefined();
  });
});

describe('card payment', () => {
  afterEach(() => server.events.removeAllListeners());

  it('pays with 4242 4242 4242 4242: Paid, pay button disabled, only the token sent', async () => {
    const paymentBodies: Promise<string>[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(MOCK_URLS.paymentUrl)) paymentBodies.push(request.clone().text());
    });
    const { user } = openMyCourses();
    const dialog = await openPaymentFor(user, 'Data Science', 129);
    expect(within(dialog).getByText(/12900 cents/)).toBeInTheDocument();
    expect(await within(dialog).findByText(/test card form/i)).toBeInTheDocument();
    await enterCard(user, dialog, '4242 4242 4242 4242');
    await user.click(buttonIn(dialog, 'Pay 129 $'));

    await waitFor(() => expect(screen.queryByText('PAY FOR Data Science')).toBeNull());
    // Its Pay button is disabled now: focus goes to the heading, and the payment is announced.
    expect(await findAnnouncement('Payment received: Data Science is paid.')).toBeInTheDocument();
    expect(screen.getByText('My Courses', { selector: 'h1' })).toHaveFocus();
    await waitFor(async () =>
      expect(within(await findCourseRow('Data Science')).getByText('Paid')).toBeInTheDocument(),
    );
    expect(buttonIn(await findCourseRow('Data Science'), 'Pay with 129 $')).toBeDisabled();
    expect(within(await findCourseRow('Web Development')).getByText('Progressing')).toBeVisible();

    expect(getMockDatabase().payments.at(-1)).toMatchObject({
      productName: 'Data Science',
      amount: 12900,
    });
    expect(paymentBodies).toHaveLength(1);
    const body = await paymentBodies[0];
    expect(JSON.parse(body ?? '{}')).toMatchObject({
      token: expect.stringMatching(/^tok_visa_/),
      product: { name: 'Data Science', price: 129, productBy: expect.any(String) },
    });
    expect(body).not.toContain('4242');
  });

  it('shows the decline reason for 4000 0000 0000 0002 and stays Progressing', async () => {
    const { user } = openMyCourses();
    const dialog = await openPaymentFor(user, 'Web Development', 119);
    await enterCard(user, dialog, '4000000000000002');
    await user.click(buttonIn(dialog, 'Pay 119 $'));

    expect(await within(dialog).findByText('Your card was declined.')).toBeVisible();
    expect(screen.getByText('PAY FOR Web Development')).toBeInTheDocument();
    expect(paidCourseNames()).not.toContain('Web Development');

    await user.click(buttonIn(dialog, 'Cancel'));
    await waitFor(() => expect(screen.queryByText('PAY FOR Web Development')).toBeNull());
    const row = await findCourseRow('Web Development');
    expect(within(row).getByText('Progressing')).toBeInTheDocument();
    expect(buttonIn(row, 'Pay with 119 $')).toBeEnabled();
  });

  it('refuses an incomplete or invalid card in the dialog without charging', async () => {
    const { user } = openMyCourses();
    const dialog = await openPaymentFor(user, 'Data Science', 129);
    await user.type(await within(dialog).findByLabelText('Card number'), '4242 4242');
    await user.click(buttonIn(dialog, 'Pay 129 $'));
    expect(await within(dialog).findByText('Your card number is incomplete.')).toBeVisible();

    await user.type(within(dialog).getByLabelText('Card number'), '4242 4243');
    await user.click(buttonIn(dialog, 'Pay 129 $'));
    expect(await within(dialog).findByText('Your card number is invalid.')).toBeVisible();
    expect(paidCourseNames()).not.toContain('Data Science');
  });
});
