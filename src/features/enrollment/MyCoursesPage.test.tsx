import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  getMockDatabase,
  loseNextPaymentAnswer,
  MOCK_URLS,
  SEED_IDS,
  SEED_UIDS,
  server,
  setMockDatabase,
} from '../../../mocks/node';
import { SEED_CERTIFICATES } from '../../../mocks/seed/accounts';
import { formatDateTime } from '@/shared/domain/dateFormat';
import { refundWindowClosesAt } from '@/shared/domain/refundWindow';
import { findAnnouncement } from '@/test/announcements';
import { renderApp } from '@/test/renderApp';
import { buttonIn, findCourseRow, findDialog, queryCourseRow } from './testQueries';

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

/** The names of the courses with a succeeded charge on the server. */
const paidCourseNames = () =>
  getMockDatabase()
    .payments.filter((payment) => payment.status === 'succeeded')
    .map((payment) => payment.productName);

const enrollmentOnServer = (id: string) => getMockDatabase().enroll.find((item) => item._id === id);

/** Adds enrollments of the learner's, still in progress and unpaid, to the mock server. */
function addLearnerEnrollments(
  ...enrollments: { _id: string; courseId: string; name: string; price: number }[]
): void {
  const db = getMockDatabase();
  for (const enrollment of enrollments) {
    db.enroll.push({
      ...enrollment,
      uid: SEED_UIDS[learner.email] ?? '',
      displayName: learner.displayName,
      email: learner.email,
      status: 'Progressing',
    });
  }
  setMockDatabase(db);
}

describe('My Courses', () => {
  it("lists the learner's enrollments with their status under the spec's header row", async () => {
    openMyCourses();
    const dataScience = await findCourseRow('Data Science');
    expect(screen.getByText('My Courses', { selector: 'h1' })).toBeVisible();
    const headers = screen.getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'CourseName',
      'Pay Now',
      'Cancelaion',
      'Status',
    ]);

    // Not paid yet: pay or cancel.
    expect(buttonIn(dataScience, 'Pay with 129 $')).toBeEnabled();
    expect(buttonIn(dataScience, 'Cancel')).toBeEnabled();
    expect(within(dataScience).getByText('Progressing')).toBeInTheDocument();
    // Paid two hours ago: its receipt, and a refund can be requested instead of a cancel.
    const webDevelopment = await findCourseRow('Web Development');
    expect(within(webDevelopment).getByText('Paid')).toBeInTheDocument();
    expect(within(webDevelopment).getByText('Receipt')).toHaveAttribute(
      'href',
      `/dashboard/receipt/${SEED_IDS.paidInWindow}`,
    );
    expect(buttonIn(webDevelopment, 'Request refund')).toBeEnabled();
    expect(within(webDevelopment).queryByText(/^Pay with|^Cancel$/)).not.toBeInTheDocument();
    // Paid three days ago: the row says when the 48-hour refund window closed.
    const python = await findCourseRow('Python Programming');
    const paidAt = enrollmentOnServer(SEED_IDS.paidWindowClosed)?.paidAt ?? '';
    expect(
      within(python).getByText(
        `Refund window closed on ${formatDateTime(refundWindowClosesAt(paidAt))}`,
      ),
    ).toBeInTheDocument();
    expect(within(python).queryByText('Request refund')).not.toBeInTheDocument();
    expect(within(python).getByText('Receipt')).toBeInTheDocument();
    // Three enrollments under the header row; another learner's enrollments are not listed.
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.queryByText('Freelancing 101')).not.toBeInTheDocument();
  });

  it('asks the server for one page of 10 at a time, newest first, with the total; a cancel on the last page goes back a page', async () => {
    // 18 enrollments newer than the learner's three seeded ones: 21 in all, three pages.
    addLearnerEnrollments(
      ...Array.from({ length: 18 }, (_, index) => {
        const n = index + 1;
        return {
          _id: `6650a4c00000000000010${n.toString(16).padStart(3, '0')}`,
          courseId: `6650a1c00000000000010${n.toString(16).padStart(3, '0')}`,
          name: `Course ${String(n).padStart(2, '0')}`,
          price: 20 + n,
        };
      }),
    );
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const requested = new URL(request.url);
      if (request.method === 'GET' && requested.pathname === '/enroll') {
        queries.push(requested.search);
      }
    });
    const courseNames = () =>
      screen
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    try {
      const { user } = openMyCourses();
      await findCourseRow('Course 18');
      expect(courseNames()).toEqual(
        [18, 17, 16, 15, 14, 13, 12, 11, 10, 9].map((n) => `Course ${String(n).padStart(2, '0')}`),
      );
      expect(screen.getByText('21 courses')).toBeInTheDocument();

      // antd's pagination: a list of pages, each an item named by its number.
      const pages = screen.getByRole('list', { name: 'Pages of your courses' });
      await user.click(within(pages).getByRole('listitem', { name: '3' }));
      await waitFor(() => expect(courseNames()).toEqual(['Data Science']));
      await answerCancelConfirmation(user, 'Data Science', 'OK');
      expect(await findAnnouncement('Deleted succesfully')).toBeInTheDocument();
      expect(screen.getByText('My Courses', { selector: 'h1' })).toHaveFocus();
      // Page 3 has gone: page 2, now the last, shows the oldest of the 20 left.
      await waitFor(() => expect(courseNames().at(-1)).toBe('Web Development'));
      expect(courseNames()).toHaveLength(10);
      expect(screen.getByText('20 courses')).toBeInTheDocument();
      const page = (n: number) =>
        `?email=learner%40example.com&_sort=_id&_order=desc&_page=${n}&_limit=10`;
      expect(queries[0]).toBe(page(1));
      expect(queries).toContain(page(3));
      expect(queries.at(-1)).toBe(page(2));
    } finally {
      server.events.removeAllListeners();
    }
  });

  it('shows an empty state with a link to the catalogue', async () => {
    renderApp(null, { url: '/dashboard/myEnroll', user: { email: 'teacher@example.com' } });
    expect(await screen.findByText('You have not enrolled in any course yet.')).toBeVisible();
    expect(screen.getByText('Browse the courses')).toHaveAttribute('href', '/home#courses');
  });

  it('shows a load error with Retry, which loads the list', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/enroll`, () =>
        HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = openMyCourses();
    expect(await screen.findByText('Internal server error')).toBeVisible();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await findCourseRow('Data Science')).toBeInTheDocument();
  });

  it('cancels an enrollment after OK: its row goes, focus moves to the heading, it is announced', async () => {
    const { user } = openMyCourses();
    await answerCancelConfirmation(user, 'Data Science', 'OK');

    expect(await findAnnouncement('Deleted succesfully')).toBeInTheDocument();
    expect(screen.getByText('My Courses', { selector: 'h1' })).toHaveFocus();
    await waitFor(() => expect(queryCourseRow('Data Science')).toBeUndefined());
    expect(queryCourseRow('Web Development')).toBeDefined();
    expect(enrollmentOnServer(SEED_IDS.unpaidEnrollment)).toBeUndefined();
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
    addLearnerEnrollments({
      _id: '6650a4c000000000000000f1',
      courseId: '6650a1c000000000000000f1',
      name: 'Logic Basics',
      price: 0,
    });
    const { user } = openMyCourses();
    const free = await findCourseRow('Logic Basics');
    expect(within(free).getByText('Free')).toBeVisible();
    expect(within(free).queryByText(/^Pay with/)).not.toBeInTheDocument();
    expect(
      within(free)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Cancel']);
    // The paid enrollments keep their pay buttons.
    expect(buttonIn(await findCourseRow('Data Science'), 'Pay with 129 $')).toBeEnabled();

    await answerCancelConfirmation(user, 'Logic Basics', 'OK');
    expect(await screen.findByText('Deleted succesfully')).toBeInTheDocument();
    await waitFor(() => expect(queryCourseRow('Logic Basics')).toBeUndefined());
    expect(getMockDatabase().enroll.map((item) => item.name)).not.toContain('Logic Basics');
    expect(paidCourseNames()).not.toContain('Logic Basics');
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

describe('learning progress', () => {
  const WEB_DEVELOPMENT = '6650a1c00000000000000006';
  const PYTHON = '6650a1c00000000000000007';
  const SOCIAL_MEDIA_GROWTH = '6650a1c0000000000000000c';

  const progressOnServer = (courseId: string) =>
    getMockDatabase().progress.find((record) => record.courseId === courseId);

  it('shows each course the learner may learn from its progress and where to go next, beside its status', async () => {
    openMyCourses();
    const webDevelopment = await findCourseRow('Web Development');
    const webProgress = await within(webDevelopment).findByRole('progressbar', {
      name: 'Progress in Web Development',
    });
    expect(webProgress).toHaveAttribute('value', '41');
    expect(within(webDevelopment).getByText('41%')).toBeVisible();
    // Where the learner left off: the last lesson they were in.
    expect(within(webDevelopment).getByRole('link', { name: 'Continue' })).toHaveAttribute(
      'href',
      `/learn/${WEB_DEVELOPMENT}/${progressOnServer(WEB_DEVELOPMENT)?.lastLessonId ?? '?'}`,
    );
    // The enrollment's status stays, beside the progress (LearningProgress.tsx).
    expect(within(webDevelopment).getByText('Paid')).toBeVisible();

    const python = await findCourseRow('Python Programming');
    const completedAt = progressOnServer(PYTHON)?.completedAt ?? '';
    expect(
      within(python).getByRole('progressbar', { name: 'Progress in Python Programming' }),
    ).toHaveAttribute('value', '100');
    expect(within(python).getByText('100%')).toBeVisible();
    expect(
      within(python).getByRole('link', { name: `Completed on ${formatDateTime(completedAt)}` }),
    ).toHaveAttribute('href', `/learn/${PYTHON}`);
    expect(within(python).getByText('Paid')).toBeVisible();

    // Not paid yet: it cannot be learned from, so no progress.
    const dataScience = await findCourseRow('Data Science');
    expect(within(dataScience).getByText('Progressing')).toBeVisible();
    expect(within(dataScience).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(dataScience).queryByRole('link')).not.toBeInTheDocument();
  });

  it('offers Start on a free course not begun yet, whose enrollment stays Progressing', async () => {
    addLearnerEnrollments({
      _id: '6650a4c000000000000000f3',
      courseId: SOCIAL_MEDIA_GROWTH,
      name: 'Social Media Growth',
      price: 0,
    });
    openMyCourses();
    const free = await findCourseRow('Social Media Growth');
    expect(
      await within(free).findByRole('progressbar', { name: 'Progress in Social Media Growth' }),
    ).toHaveAttribute('value', '0');
    expect(within(free).getByText('0%')).toBeVisible();
    expect(within(free).getByRole('link', { name: 'Start' })).toHaveAttribute(
      'href',
      `/learn/${SOCIAL_MEDIA_GROWTH}`,
    );
    expect(within(free).getByText('Progressing')).toBeVisible();
  });

  it('shows no progress for a refunded course: it cannot be learned from any more', async () => {
    const db = getMockDatabase();
    const enrollment = db.enroll.find((item) => item._id === SEED_IDS.paidInWindow);
    if (enrollment) {
      enrollment.status = 'Refunded';
      enrollment.refundedAt = new Date().toISOString();
    }
    setMockDatabase(db);
    openMyCourses();
    const webDevelopment = await findCourseRow('Web Development');
    expect(within(webDevelopment).getByText('Refunded')).toBeVisible();
    // The other rows' progress has come.
    await within(await findCourseRow('Python Programming')).findByRole('progressbar');
    expect(within(webDevelopment).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(
      within(webDevelopment).queryByRole('link', { name: 'Continue' }),
    ).not.toBeInTheDocument();
  });

  it('keeps the list when the progress did not load, says so, and loads it on Retry', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/progress`, () =>
        HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = openMyCourses();
    expect(await screen.findByText(/^Your learning progress did not load\./)).toBeVisible();
    const webDevelopment = await findCourseRow('Web Development');
    expect(within(webDevelopment).getByText('Paid')).toBeVisible();
    expect(within(webDevelopment).queryByRole('progressbar')).not.toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await within(webDevelopment).findByRole('progressbar', {
        name: 'Progress in Web Development',
      }),
    ).toHaveAttribute('value', '41');
    expect(screen.queryByText(/^Your learning progress did not load/)).not.toBeInTheDocument();
  });
});

describe('refund', () => {
  it('refunds a payment inside the 48-hour window after a confirm that names the amount', async () => {
    const { user } = openMyCourses();
    await user.click(buttonIn(await findCourseRow('Web Development'), 'Request refund'));
    const confirm = await findDialog('Refund 119 $ for Web Development?');
    expect(within(confirm).getByText(/goes back to the card you paid with/)).toBeInTheDocument();
    await user.click(buttonIn(confirm, 'Refund 119 $'));

    expect(await findAnnouncement('Refunded 119 $ for Web Development.')).toBeInTheDocument();
    expect(screen.getByText('My Courses', { selector: 'h1' })).toHaveFocus();
    await waitFor(async () =>
      expect(within(await findCourseRow('Web Development')).getByText('Refunded')).toBeVisible(),
    );
    const row = await findCourseRow('Web Development');
    expect(within(row).getByText(/^Refunded on /)).toBeInTheDocument();
    expect(within(row).queryByText('Request refund')).not.toBeInTheDocument();
    expect(within(row).getByText('Receipt')).toBeInTheDocument();
    const stored = enrollmentOnServer(SEED_IDS.paidInWindow);
    expect(stored?.status).toBe('Refunded');
    expect(
      getMockDatabase().payments.find((payment) => payment.enrollmentId === SEED_IDS.paidInWindow)
        ?.refund,
    ).toMatchObject({
      amount: 11900,
      refundedBy: SEED_UIDS[learner.email],
      supportOverride: false,
    });
  });

  it('keeps the payment when the confirm is cancelled', async () => {
    const { user } = openMyCourses();
    await user.click(buttonIn(await findCourseRow('Web Development'), 'Request refund'));
    await user.click(buttonIn(await findDialog('Refund 119 $ for Web Development?'), 'Cancel'));
    await waitFor(async () =>
      expect(buttonIn(await findCourseRow('Web Development'), 'Request refund')).toHaveFocus(),
    );
    expect(enrollmentOnServer(SEED_IDS.paidInWindow)?.status).toBe('Paid');
  });

  it('offers no refund for a course the learner has completed more than half of, and says why', async () => {
    const WEB_DEVELOPMENT_ID = '6650a1c00000000000000006';
    const db = getMockDatabase();
    const progress = db.progress.find(
      (item) => item.uid === SEED_UIDS[learner.email] && item.courseId === WEB_DEVELOPMENT_ID,
    );
    if (!progress) throw new Error('The seed has no progress in Web Development');
    const completed = new Set(progress.completed.map((entry) => entry.lessonId));
    for (const lesson of db.lessons.filter((item) => item.courseId === WEB_DEVELOPMENT_ID)) {
      if (completed.size >= 7) break;
      if (completed.has(lesson._id)) continue;
      completed.add(lesson._id);
      progress.completed.push({ lessonId: lesson._id, at: new Date().toISOString() });
    }
    setMockDatabase(db);
    openMyCourses();
    const row = await findCourseRow('Web Development');
    expect(
      await within(row).findByText('No refund: more than 50 % of the course completed'),
    ).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Request refund' })).not.toBeInTheDocument();
    expect(within(row).getByRole('progressbar')).toHaveAttribute('value', '58');
  });

  it("shows the server's refusal when the window closed while the page was open", async () => {
    const { user } = openMyCourses();
    const row = await findCourseRow('Web Development');
    // The payment is now older than 48 hours on the server, though the page still offers a refund.
    const db = getMockDatabase();
    const enrollment = db.enroll.find((item) => item._id === SEED_IDS.paidInWindow);
    if (enrollment) enrollment.paidAt = new Date(Date.now() - 49 * 3_600_000).toISOString();
    setMockDatabase(db);
    await user.click(buttonIn(row, 'Request refund'));
    await user.click(
      buttonIn(await findDialog('Refund 119 $ for Web Development?'), 'Refund 119 $'),
    );

    expect(
      await findAnnouncement(/^The 48-hour refund window for this payment closed at /, 'assertive'),
    ).toBeInTheDocument();
    expect(enrollmentOnServer(SEED_IDS.paidInWindow)?.status).toBe('Paid');
  });
});

describe('card payment', () => {
  afterEach(() => server.events.removeAllListeners());

  it('opens one payment dialog, for the first row pressed, when Pay is pressed twice in a row', async () => {
    addLearnerEnrollments({
      _id: '6650a4c000000000000000f2',
      courseId: '6650a1c000000000000000f2',
      name: 'Logic Basics',
      price: 35,
    });
    openMyCourses();
    const first = buttonIn(await findCourseRow('Data Science'), 'Pay with 129 $');
    const second = buttonIn(await findCourseRow('Logic Basics'), 'Pay with 35 $');
    // Both presses land before the dialog's code has loaded.
    fireEvent.click(first);
    fireEvent.click(second);
    expect(await findDialog('PAY FOR Data Science')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('pays with 4242 4242 4242 4242, then shows the receipt; only the token and card summary are sent', async () => {
    const payments: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(MOCK_URLS.paymentUrl)) payments.push(request.clone());
    });
    const { user } = openMyCourses();
    const dialog = await openPaymentFor(user, 'Data Science', 129);
    expect(within(dialog).getByText(/12900 cents/)).toBeInTheDocument();
    expect(await within(dialog).findByText(/test card form/i)).toBeInTheDocument();
    await enterCard(user, dialog, '4242 4242 4242 4242');
    await user.click(buttonIn(dialog, 'Pay 129 $'));

    // The receipt opens, its heading focused, and the payment is announced.
    expect(await findAnnouncement('Payment received: Data Science is paid.')).toBeInTheDocument();
    const heading = await screen.findByText('Receipt', { selector: 'h1' });
    await waitFor(() => expect(heading).toHaveFocus());
    const receipt = screen.getByRole('article');
    const charge = getMockDatabase().payments.at(-1);
    expect(within(receipt).getByText('Payment receipt')).toBeInTheDocument();
    const facts: [string, string][] = [
      ['Receipt number', charge?.receiptNumber ?? '?'],
      ['Date', formatDateTime(charge?.createdAt ?? '')],
      ['Course', 'Data Science'],
      ['Amount paid', '129 $ (USD)'],
      ['Learner', 'Lena Learner'],
      ['Email', learner.email],
      ['Card', 'Visa ending in 4242'],
    ];
    for (const [term, value] of facts) {
      expect(within(receipt).getByText(term, { selector: 'dt' })).toBeInTheDocument();
      expect(within(receipt).getByText(value, { selector: 'dd' })).toBeInTheDocument();
    }
    expect(within(receipt).getByText('Print')).toBeInTheDocument();
    expect(charge).toMatchObject({
      productName: 'Data Science',
      amount: 12900,
      status: 'succeeded',
      card: { brand: 'Visa', last4: '4242' },
    });
    expect(enrollmentOnServer(SEED_IDS.unpaidEnrollment)?.status).toBe('Paid');

    expect(payments).toHaveLength(1);
    const [request] = payments;
    expect(request?.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f]{32}$/);
    const body = (await request?.text()) ?? '';
    expect(JSON.parse(body)).toMatchObject({
      token: expect.stringMatching(/^tok_visa_/),
      card: { brand: 'Visa', last4: '4242' },
      product: { name: 'Data Science', price: 129, productBy: expect.any(String) },
    });
    expect(body).not.toMatch(/4242 ?4242/);

    // Back in My Courses the row is paid, with its receipt and a refund instead of a cancel.
    await user.click(screen.getByText('Back to My Courses'));
    const row = await findCourseRow('Data Science');
    expect(within(row).getByText('Paid')).toBeInTheDocument();
    expect(within(row).getByText('Receipt')).toBeInTheDocument();
    expect(buttonIn(row, 'Request refund')).toBeEnabled();
  });

  it('retries a payment whose answer was lost with the same Idempotency-Key, and is charged once', async () => {
    const keys: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.startsWith(MOCK_URLS.paymentUrl)) {
        keys.push(request.headers.get('Idempotency-Key'));
      }
    });
    loseNextPaymentAnswer();
    const { user } = openMyCourses();
    const dialog = await openPaymentFor(user, 'Data Science', 129);
    await enterCard(user, dialog, '4242 4242 4242 4242');
    await user.click(buttonIn(dialog, 'Pay 129 $'));

    expect(await screen.findByText('Receipt', { selector: 'h1' })).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
    const charges = getMockDatabase().payments.filter(
      (payment) => payment.enrollmentId === SEED_IDS.unpaidEnrollment,
    );
    expect(charges).toHaveLength(1);
    expect(await screen.findByText(charges[0]?.receiptNumber ?? '?')).toBeInTheDocument();
  });

  it("says so when the enrollment was paid meanwhile (in another tab) and doesn't charge again", async () => {
    const { user } = openMyCourses();
    const dialog = await openPaymentFor(user, 'Data Science', 129);
    const db = getMockDatabase();
    const enrollment = db.enroll.find((item) => item._id === SEED_IDS.unpaidEnrollment);
    if (enrollment) enrollment.status = 'Paid';
    setMockDatabase(db);
    await enterCard(user, dialog, '4242 4242 4242 4242');
    await user.click(buttonIn(dialog, 'Pay 129 $'));

    expect(await within(dialog).findByText('This enrollment is already paid')).toBeVisible();
    expect(paidCourseNames()).not.toContain('Data Science');
  });

  it('shows the decline reason for 4000 0000 0000 0002 and stays Progressing', async () => {
    const { user } = openMyCourses();
    const dialog = await openPaymentFor(user, 'Data Science', 129);
    await enterCard(user, dialog, '4000000000000002');
    await user.click(buttonIn(dialog, 'Pay 129 $'));

    expect(await within(dialog).findByText('Your card was declined.')).toBeVisible();
    expect(screen.getByText('PAY FOR Data Science')).toBeInTheDocument();
    expect(paidCourseNames()).not.toContain('Data Science');
    // The declined charge is recorded, as Stripe records it.
    expect(getMockDatabase().payments.at(-1)).toMatchObject({
      status: 'failed',
      failureCode: 'card_declined',
      card: { brand: 'Visa', last4: '0002' },
    });

    await user.click(buttonIn(dialog, 'Cancel'));
    await waitFor(() => expect(screen.queryByText('PAY FOR Data Science')).toBeNull());
    const row = await findCourseRow('Data Science');
    expect(within(row).getByText('Progressing')).toBeInTheDocument();
    expect(buttonIn(row, 'Pay with 129 $')).toBeEnabled();
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

describe('certificate', () => {
  const pageUrl = `${window.location.origin}/certificates/${SEED_CERTIFICATES.python}`;

  const certificateOnServer = (id: string) =>
    getMockDatabase().certificates.find((certificate) => certificate._id === id);

  /** Replaces the browser's clipboard. Call after renderApp: userEvent.setup() installs its own. */
  function provideClipboard(clipboard: Partial<Clipboard> | undefined) {
    Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
  }

  it('offers the certificate of a completed course: its page, Add to LinkedIn and Copy link', async () => {
    const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
    const { user } = openMyCourses();
    provideClipboard({ writeText });
    const python = await findCourseRow('Python Programming');

    const certificate = await within(python).findByRole('link', { name: 'Certificate' });
    expect(certificate).toHaveAttribute('href', `/certificates/${SEED_CERTIFICATES.python}`);
    expect(certificate).toHaveAccessibleDescription('Python Programming');

    const linkedIn = within(python).getByRole('link', {
      name: 'Add to LinkedIn (opens in a new tab)',
    });
    expect(linkedIn).toHaveAttribute('target', '_blank');
    expect(linkedIn).toHaveAttribute('rel', 'noopener noreferrer');
    expect(linkedIn).toHaveAccessibleDescription('Python Programming');
    const added = new URL(linkedIn.getAttribute('href') ?? '');
    expect(`${added.origin}${added.pathname}`).toBe('https://www.linkedin.com/profile/add');
    const completedAt = new Date(certificateOnServer(SEED_CERTIFICATES.python)?.completedAt ?? '');
    expect(Object.fromEntries(added.searchParams)).toEqual({
      startTask: 'CERTIFICATION_NAME',
      name: 'Python Programming',
      organizationName: 'Learn Academy',
      issueYear: String(completedAt.getUTCFullYear()),
      issueMonth: String(completedAt.getUTCMonth() + 1),
      certUrl: pageUrl,
      certId: SEED_CERTIFICATES.python,
    });

    const copy = within(python).getByRole('button', { name: 'Copy link' });
    expect(copy).toHaveAccessibleDescription('Python Programming');
    await user.click(copy);
    expect(writeText).toHaveBeenCalledWith(pageUrl);
    expect(await findAnnouncement('Link copied')).toBeInTheDocument();

    // A course not completed has none.
    const webDevelopment = await findCourseRow('Web Development');
    expect(within(webDevelopment).queryByRole('link', { name: 'Certificate' })).toBeNull();
    expect(within(webDevelopment).queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('says the address when the link cannot be copied', async () => {
    const { user } = openMyCourses();
    provideClipboard({ writeText: () => Promise.reject(new Error('Not allowed')) });
    await user.click(
      await within(await findCourseRow('Python Programming')).findByRole('button', {
        name: 'Copy link',
      }),
    );
    expect(
      await findAnnouncement(`The link could not be copied. Its address: ${pageUrl}`, 'assertive'),
    ).toBeInTheDocument();
  });

  it('offers none once the certificate is revoked; the course stays completed', async () => {
    const db = getMockDatabase();
    const stored = db.certificates.find((item) => item._id === SEED_CERTIFICATES.python);
    if (!stored) throw new Error('The seed has no certificate in Python Programming');
    stored.revokedAt = new Date().toISOString();
    stored.revocationReason = 'Issued in error';
    setMockDatabase(db);
    openMyCourses();
    const python = await findCourseRow('Python Programming');
    expect(await within(python).findByRole('link', { name: /^Completed on / })).toBeVisible();
    expect(within(python).queryByRole('link', { name: 'Certificate' })).toBeNull();
    expect(within(python).queryByRole('link', { name: /^Add to LinkedIn/ })).toBeNull();
    expect(within(python).queryByRole('button', { name: 'Copy link' })).toBeNull();
  });
});
