import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { Enrollment } from '@/shared/domain/entities';
import { formatDateTime } from '@/shared/domain/dateFormat';
import {
  getMockDatabase,
  MOCK_URLS,
  SEED_UIDS,
  server,
  setMockDatabase,
} from '../../../mocks/node';
import { SEED_CERTIFICATES } from '../../../mocks/seed/accounts';
import {
  columnHeader,
  dataRows,
  lastQuery,
  pageItem,
  recordQueries,
  renderAsAdmin,
} from '@/test/adminTables';
import { findAnnouncement } from '@/test/announcements';
import { renderApp } from '@/test/renderApp';

const url = '/dashboard/allenroll';

const enrollment = (
  n: number,
  fields: Partial<Enrollment> & Pick<Enrollment, 'displayName'>,
): Enrollment => ({
  _id: `6650a4c0000000000000${String(n).padStart(4, '0')}`,
  courseId: '6650a1c00000000000000001',
  name: 'Data Science',
  price: 129,
  uid: `Account${String(n).padStart(21, '0')}`,
  email: `${fields.displayName.split(' ')[0]?.toLowerCase() ?? 'someone'}@example.org`,
  status: 'Progressing',
  ...fields,
});

const PAID_AT = '2026-11-20T09:30:00.000Z';
const REFUNDED_AT = '2026-11-21T10:00:00.000Z';

const threeEnrollments: Enrollment[] = [
  enrollment(1, {
    displayName: 'Zed Zimmer',
    name: 'Web Development',
    price: 119,
    status: 'Paid',
    paidAt: PAID_AT,
  }),
  enrollment(2, { displayName: 'amy Adams', name: 'Data Science', price: 129 }),
  enrollment(3, {
    displayName: 'Mia Moss',
    name: 'Marketing 101',
    price: 49,
    status: 'Refunded',
    paidAt: PAID_AT,
    refundedAt: REFUNDED_AT,
  }),
];

function useEnrollments(enrollments: Enrollment[]) {
  setMockDatabase({ ...getMockDatabase(), enroll: enrollments });
}

async function expectLearners(names: string[]) {
  await waitFor(async () => {
    const rows = await dataRows();
    expect(rows.map((row) => names.find((name) => row.startsWith(name)))).toEqual(names);
  });
}

const twentyThree = (): Enrollment[] =>
  Array.from({ length: 23 }, (_, index) =>
    enrollment(index + 1, { displayName: `Learner ${String(index + 1).padStart(2, '0')}` }),
  );

afterEach(() => server.events.removeAllListeners());

describe('All Enroll page', () => {
  it('lists every enrollment with learner, email, course, price, status and its dates', async () => {
    useEnrollments(threeEnrollments);
    renderAsAdmin(url);
    const rows = await dataRows();
    const paid = formatDateTime(PAID_AT);
    // None of them has a certificate.
    expect(rows).toEqual([
      `Zed Zimmerzed@example.orgWeb Development119Paid${paid}——`,
      'amy Adamsamy@example.orgData Science129Progressing———',
      `Mia Mossmia@example.orgMarketing 10149Refunded${paid}${formatDateTime(REFUNDED_AT)}—`,
    ]);
    expect(
      within(screen.getByRole('table'))
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual([
      'Learner',
      'Email',
      'Course',
      'Price ($)',
      'Status',
      'Paid',
      'Refunded',
      'Certificate',
    ]);
  });

  it('filters by status on the server, and says when none has that status', async () => {
    useEnrollments(threeEnrollments);
    const statuses: (string | null)[] = [];
    server.events.on('request:start', ({ request }) => {
      const requested = new URL(request.url);
      if (requested.pathname === '/enroll') statuses.push(requested.searchParams.get('status'));
    });
    const { user } = renderAsAdmin(url);
    await dataRows();
    const filter = screen.getByRole('group', { name: 'Status' });
    expect(within(filter).getByLabelText('All')).toBeChecked();

    await user.click(within(filter).getByLabelText('Refunded'));
    await expectLearners(['Mia Moss']);
    await user.click(within(filter).getByLabelText('Paid'));
    await expectLearners(['Zed Zimmer']);
    await user.click(within(filter).getByLabelText('Progressing'));
    await expectLearners(['amy Adams']);
    expect(statuses).toEqual([null, 'Refunded', 'Paid', 'Progressing']);
    server.events.removeAllListeners();

    useEnrollments(threeEnrollments.filter((item) => item.status !== 'Refunded'));
    await user.click(within(filter).getByLabelText('Refunded'));
    expect(await screen.findByText('No results found!!')).toBeInTheDocument();
    expect(within(filter).getByLabelText('Refunded')).toBeChecked();
    await user.click(within(filter).getByLabelText('All'));
    await expectLearners(['Zed Zimmer', 'amy Adams']);
  });

  it('shows a free enrollment as Free in the price column', async () => {
    useEnrollments([
      ...threeEnrollments,
      enrollment(4, { displayName: 'Fay Free', name: 'Logic Basics', price: 0 }),
    ]);
    renderAsAdmin(url);
    expect((await dataRows()).at(-1)).toBe('Fay Freefay@example.orgLogic BasicsFreeProgressing———');
  });

  it('sorts by learner, price and paid date on the server', async () => {
    useEnrollments(threeEnrollments);
    const queries = recordQueries('/enroll');
    const { user } = renderAsAdmin(url);
    await dataRows();
    await user.click(columnHeader('Learner'));
    await expectLearners(['amy Adams', 'Mia Moss', 'Zed Zimmer']);
    expect(columnHeader('Learner')).toHaveAttribute('aria-sort', 'ascending');
    expect(lastQuery(queries)).toEqual({
      _page: '1',
      _limit: '10',
      _sort: 'displayName',
      _order: 'asc',
    });
    await user.click(columnHeader('Price ($)'));
    await expectLearners(['Mia Moss', 'Zed Zimmer', 'amy Adams']);
    expect(columnHeader('Learner')).not.toHaveAttribute('aria-sort');
    expect(lastQuery(queries)).toMatchObject({ _sort: 'price', _order: 'asc' });
    await user.click(columnHeader('Price ($)'));
    await expectLearners(['amy Adams', 'Zed Zimmer', 'Mia Moss']);
    expect(columnHeader('Price ($)')).toHaveAttribute('aria-sort', 'descending');
    expect(lastQuery(queries)).toMatchObject({ _sort: 'price', _order: 'desc' });
    await user.click(columnHeader('Paid'));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ _sort: 'paidAt' }));
    // Never paid sorts last.
    await waitFor(async () => expect((await dataRows())[2]).toMatch(/^amy Adams/));
  });

  it('searches learner, email and course on the server, ignoring case', async () => {
    useEnrollments(threeEnrollments);
    const queries = recordQueries('/enroll');
    const { user } = renderAsAdmin(url);
    await dataRows();
    const search = screen.getByLabelText('Search enrollments');
    await user.click(search);
    await user.paste('MIA');
    await expectLearners(['Mia Moss']);
    expect(lastQuery(queries)).toEqual({ _page: '1', _limit: '10', q: 'MIA' });
    await user.clear(search);
    await user.click(search);
    await user.paste('zed@');
    await expectLearners(['Zed Zimmer']);
    await user.clear(search);
    await user.click(search);
    await user.paste('data sc');
    await expectLearners(['amy Adams']);
    expect(lastQuery(queries)).toMatchObject({ q: 'data sc' });
    await user.clear(search);
    await user.click(search);
    await user.paste('nothing like this');
    expect(await screen.findByText('No results found!!')).toBeInTheDocument();
  });

  it('asks for one page of 10 and shows the total the server counts', async () => {
    useEnrollments(twentyThree());
    const queries = recordQueries('/enroll');
    const { user } = renderAsAdmin(url);
    expect(await dataRows()).toHaveLength(10);
    expect(screen.getByText('23 enrollments')).toBeInTheDocument();
    await user.click(pageItem('enrollments', 3));
    await waitFor(async () => expect(await dataRows()).toHaveLength(3));
    expect((await dataRows())[0]).toMatch(/^Learner 21/);
    expect(queries.map((query) => query.toString())).toEqual([
      '_page=1&_limit=10',
      '_page=3&_limit=10',
    ]);
  });

  it('goes back to page 1 when the status filter or the search changes', async () => {
    useEnrollments(twentyThree());
    const queries = recordQueries('/enroll');
    const { user } = renderAsAdmin(url);
    await dataRows();
    await user.click(pageItem('enrollments', 3));
    await waitFor(async () => expect(await dataRows()).toHaveLength(3));

    const filter = screen.getByRole('group', { name: 'Status' });
    await user.click(within(filter).getByLabelText('Progressing'));
    await waitFor(() =>
      expect(lastQuery(queries)).toEqual({ _page: '1', _limit: '10', status: 'Progressing' }),
    );
    // The rows of the answer, once it has come and rendered.
    await waitFor(async () => expect(await dataRows()).toHaveLength(10));

    await user.click(pageItem('enrollments', 2));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ _page: '2' }));
    await user.click(screen.getByLabelText('Search enrollments'));
    await user.paste('learner 2');
    await expectLearners(['Learner 20', 'Learner 21', 'Learner 22', 'Learner 23']);
    expect(lastQuery(queries)).toEqual({
      _page: '1',
      _limit: '10',
      q: 'learner 2',
      status: 'Progressing',
    });
    expect(screen.getByText('4 enrollments')).toBeInTheDocument();
  });

  it('keeps the page on screen, marked busy, while the next one loads', async () => {
    useEnrollments(twentyThree());
    const { user } = renderAsAdmin(url);
    const firstPage = await dataRows();
    server.use(
      http.get(
        `${MOCK_URLS.apiUrl}/enroll`,
        async () => {
          await delay(400);
        },
        { once: true },
      ),
    );
    await user.click(pageItem('enrollments', 2));
    expect(await dataRows()).toEqual(firstPage);
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    await waitFor(async () => expect((await dataRows())[0]).toMatch(/^Learner 11/));
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'false');
  });

  it('shows a loading state, then the enrollments', async () => {
    server.use(
      http.get(
        `${MOCK_URLS.apiUrl}/enroll`,
        async () => {
          await delay(300);
          return HttpResponse.json(threeEnrollments);
        },
        { once: true },
      ),
    );
    renderAsAdmin(url);
    expect(await screen.findByText('Loading enrollments…')).toBeInTheDocument();
    expect(await dataRows()).toHaveLength(3);
  });

  it('shows an error with Retry, and Retry loads the list', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/enroll`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderAsAdmin(url);
    // By text: a role query by name is slow under antd in jsdom.
    await user.click(await screen.findByText('Retry'));
    expect(await dataRows()).toHaveLength(Math.min(10, getMockDatabase().enroll.length));
  });

  it('shows an empty state when nobody has enrolled', async () => {
    useEnrollments([]);
    renderAsAdmin(url);
    expect(await screen.findByText('Nobody has enrolled yet.')).toBeInTheDocument();
  });

  it('shows a 403 result to a learner', async () => {
    renderApp(null, { url, user: { email: 'learner@example.com' } });
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});

describe('certificates on All Enroll', () => {
  const REVOKE_PYTHON = 'Revoke certificate of Lena Learner for Python Programming';
  const VIEW_PYTHON = 'View certificate of Lena Learner for Python Programming';
  const DIALOG_TITLE = 'Revoke certificate: Python Programming';

  const certificateOnServer = (id: string) =>
    getMockDatabase().certificates.find((certificate) => certificate._id === id);

  /** The row of a learner's enrollment in a course, once the list has loaded. */
  const findRow = (learner: string, course: string) =>
    screen.findByRole('row', { name: new RegExp(`^${learner}.*${course}`) });

  /** Records every revocation the app sends. */
  function recordRevocations(): Request[] {
    const sent: Request[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname.endsWith('/revocation')) sent.push(request.clone());
    });
    return sent;
  }

  it('shows a revoked certificate as revoked, with a link to its page, and none where there is none', async () => {
    renderAsAdmin(url);
    const upwork = await findRow('Maria Garcia', 'Upwork Mastery');
    expect(within(upwork).getByText('Certificate revoked')).toBeVisible();
    expect(
      within(upwork).getByRole('link', {
        name: 'View certificate of Maria Garcia for Upwork Mastery',
      }),
    ).toHaveAttribute('href', `/certificates/${SEED_CERTIFICATES.revoked}`);
    expect(within(upwork).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    // A course not completed has no certificate: nothing to revoke.
    const dataScience = await findRow('Lena Learner', 'Data Science');
    expect(within(dataScience).queryByRole('button', { name: /^Revoke/ })).not.toBeInTheDocument();
    expect(within(dataScience).queryByText('Certificate revoked')).not.toBeInTheDocument();
  });

  it('revokes a certificate with a reason: the dialog closes, it is said, the row and the server show it revoked', async () => {
    const sent = recordRevocations();
    const { user } = renderAsAdmin(url);
    const python = await findRow('Lena Learner', 'Python Programming');
    await user.click(within(python).getByRole('button', { name: REVOKE_PYTHON }));
    const dialog = await screen.findByRole('dialog', { name: DIALOG_TITLE });
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveFocus());
    expect(reason).toHaveAttribute('aria-required', 'true');
    expect(reason).toHaveAttribute('maxlength', '200');
    expect(reason).toHaveAccessibleDescription(
      "Shown on the certificate's page. At most 200 characters.",
    );
    expect(within(dialog).getByText('0 / 200')).toBeInTheDocument();

    await user.type(reason, 'Issued in error');
    expect(within(dialog).getByText('15 / 200')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    expect(await findAnnouncement('Certificate revoked')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DIALOG_TITLE })).not.toBeInTheDocument(),
    );
    const link = await within(python).findByRole('link', { name: VIEW_PYTHON });
    expect(link).toHaveAttribute('href', `/certificates/${SEED_CERTIFICATES.python}`);
    expect(within(python).getByText('Certificate revoked')).toBeVisible();
    expect(within(python).queryByRole('button', { name: REVOKE_PYTHON })).not.toBeInTheDocument();
    // Its button has gone: focus is on the link in its place.
    await waitFor(() => expect(link).toHaveFocus());

    expect(sent).toHaveLength(1);
    expect(await sent[0]?.json()).toEqual({ reason: 'Issued in error' });
    expect(certificateOnServer(SEED_CERTIFICATES.python)).toMatchObject({
      revokedAt: expect.any(String),
      revocationReason: 'Issued in error',
      revokedBy: SEED_UIDS['admin@example.com'],
    });
  });

  it('refuses an empty reason beside the field and sends nothing', async () => {
    const sent = recordRevocations();
    const { user } = renderAsAdmin(url);
    const python = await findRow('Lena Learner', 'Python Programming');
    await user.click(within(python).getByRole('button', { name: REVOKE_PYTHON }));
    const dialog = await screen.findByRole('dialog', { name: DIALOG_TITLE });
    await user.type(within(dialog).getByLabelText('Reason'), '   ');
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));

    const reason = within(dialog).getByLabelText('Reason');
    expect(await within(dialog).findByText('Reason is required')).toBeVisible();
    expect(reason).toHaveAttribute('aria-invalid', 'true');
    expect(reason).toHaveAccessibleDescription('Reason is required');
    expect(sent).toHaveLength(0);
    expect(certificateOnServer(SEED_CERTIFICATES.python)?.revokedAt).toBeUndefined();
  });

  it('closes on Cancel without revoking, focus back on its button', async () => {
    const { user } = renderAsAdmin(url);
    const python = await findRow('Lena Learner', 'Python Programming');
    const revoke = within(python).getByRole('button', { name: REVOKE_PYTHON });
    await user.click(revoke);
    const dialog = await screen.findByRole('dialog', { name: DIALOG_TITLE });
    await user.type(within(dialog).getByLabelText('Reason'), 'Not sure');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: DIALOG_TITLE })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(revoke).toHaveFocus());
    expect(certificateOnServer(SEED_CERTIFICATES.python)?.revokedAt).toBeUndefined();
    expect(within(python).queryByText('Certificate revoked')).not.toBeInTheDocument();
    // Nothing was said: only Maria Garcia's row says "Certificate revoked".
    expect(screen.getAllByText('Certificate revoked')).toHaveLength(1);
  });

  it('is done with the keyboard alone: Tab to the button, Enter, the reason, Tab to Revoke, Enter', async () => {
    const { user } = renderAsAdmin(url);
    const python = await findRow('Lena Learner', 'Python Programming');
    const revoke = within(python).getByRole('button', { name: REVOKE_PYTHON });
    // From the page's start, through the site's header, the sidebar and the table's rows.
    for (let presses = 0; presses < 80 && !revoke.matches(':focus'); presses += 1) {
      await user.tab();
    }
    expect(revoke).toHaveFocus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: DIALOG_TITLE });
    const reason = within(dialog).getByLabelText('Reason');
    await waitFor(() => expect(reason).toHaveFocus());
    await user.keyboard('Duplicate of another certificate');
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.tab();
    expect(within(dialog).getByRole('button', { name: 'Revoke' })).toHaveFocus();
    await user.keyboard('{Enter}');

    expect(await findAnnouncement('Certificate revoked')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(python).getByRole('link', { name: VIEW_PYTHON })).toHaveFocus(),
    );
    expect(certificateOnServer(SEED_CERTIFICATES.python)?.revocationReason).toBe(
      'Duplicate of another certificate',
    );
  });

  it("shows the server's refusals in the dialog and keeps the reason typed", async () => {
    const { user } = renderAsAdmin(url);
    const python = await findRow('Lena Learner', 'Python Programming');
    await user.click(within(python).getByRole('button', { name: REVOKE_PYTHON }));
    const dialog = await screen.findByRole('dialog', { name: DIALOG_TITLE });
    const reason = within(dialog).getByLabelText('Reason');
    await user.type(reason, 'Plagiarised answers');

    // A field message from the server goes beside the field.
    server.use(
      http.post(
        `${MOCK_URLS.apiUrl}/certificates/:certificateId/revocation`,
        () =>
          HttpResponse.json(
            { error: 'Validation failed', fields: { reason: 'Reason must be plain text' } },
            { status: 400 },
          ),
        { once: true },
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('Reason must be plain text')).toBeVisible();
    expect(within(dialog).getByText('Validation failed')).toBeVisible();
    expect(reason).toHaveValue('Plagiarised answers');

    // Revoked meanwhile (in another tab): the server's 409 is said in the dialog.
    const db = getMockDatabase();
    const stored = db.certificates.find((item) => item._id === SEED_CERTIFICATES.python);
    if (stored) {
      stored.revokedAt = new Date().toISOString();
      stored.revocationReason = 'Revoked elsewhere';
    }
    setMockDatabase(db);
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await within(dialog).findByText('This certificate is already revoked')).toBeVisible();
    expect(reason).toHaveValue('Plagiarised answers');
    expect(certificateOnServer(SEED_CERTIFICATES.python)?.revocationReason).toBe(
      'Revoked elsewhere',
    );
    // The list came again meanwhile: the row says revoked, and closing puts focus on its link.
    expect(await within(python).findByText('Certificate revoked')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(within(python).getByRole('link', { name: VIEW_PYTHON })).toHaveFocus(),
    );
  });
});
