import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import type { Enrollment } from '../../app/domain/entities';
import { getMockDatabase, MOCK_URLS, server, setMockDatabase } from '../../../mocks/node';
import { dataRows, renderAsAdmin } from '../../test/adminTables';
import { renderApp } from '../../test/renderApp';

const url = '/dashboard/allenroll';

// The whole app renders, and its lazy route chunks compile on first import: slow on a busy machine.
jest.setTimeout(40_000);
const firstLoad = { timeout: 20_000 };

const enrollment = (
  n: number,
  fields: Partial<Enrollment> & Pick<Enrollment, 'displayName'>,
): Enrollment => ({
  _id: `6650a4c0000000000000${String(n).padStart(4, '0')}`,
  name: 'Data Science',
  price: 129,
  email: `${fields.displayName.split(' ')[0]?.toLowerCase() ?? 'someone'}@example.org`,
  status: 'Progressing',
  ...fields,
});

const threeEnrollments: Enrollment[] = [
  enrollment(1, { displayName: 'Zed Zimmer', name: 'Web Development', price: 119, status: 'Paid' }),
  enrollment(2, { displayName: 'amy Adams', name: 'Data Science', price: 129 }),
  enrollment(3, { displayName: 'Mia Moss', name: 'Marketing 101', price: 49 }),
];

function useEnrollments(enrollments: Enrollment[]) {
  setMockDatabase({ ...getMockDatabase(), enroll: enrollments });
}

/** A sortable column's header cell (it is labelled by its title). */
const columnHeader = (title: string): HTMLElement => screen.getByLabelText(title);

async function expectLearners(names: string[]) {
  await waitFor(async () => {
    const rows = await dataRows();
    expect(rows.map((row) => names.find((name) => row.startsWith(name)))).toEqual(names);
  });
}

describe('All Enroll page', () => {
  it('lists every enrollment with learner, email, course, price and status', async () => {
    useEnrollments(threeEnrollments);
    renderAsAdmin(url);
    const rows = await dataRows();
    expect(rows).toEqual([
      'Zed Zimmerzed@example.orgWeb Development119Paid',
      'amy Adamsamy@example.orgData Science129Progressing',
      'Mia Mossmia@example.orgMarketing 10149Progressing',
    ]);
    expect(
      within(screen.getByRole('table', { hidden: true }))
        .getAllByRole('columnheader', { hidden: true })
        .map((cell) => cell.textContent),
    ).toEqual(['Learner', 'Email', 'Course', 'Price ($)', 'Status']);
  });

  it('shows a free enrollment as Free in the price column', async () => {
    useEnrollments([
      ...threeEnrollments,
      enrollment(4, { displayName: 'Fay Free', name: 'Logic Basics', price: 0 }),
    ]);
    renderAsAdmin(url);
    expect((await dataRows()).at(-1)).toBe('Fay Freefay@example.orgLogic BasicsFreeProgressing');
  });

  it('sorts by learner and by price', async () => {
    useEnrollments(threeEnrollments);
    const { user } = renderAsAdmin(url);
    await dataRows();
    await user.click(columnHeader('Learner'));
    await expectLearners(['amy Adams', 'Mia Moss', 'Zed Zimmer']);
    await user.click(columnHeader('Price ($)'));
    await expectLearners(['Mia Moss', 'Zed Zimmer', 'amy Adams']);
  });

  it('searches learner, email and course, ignoring case', async () => {
    useEnrollments(threeEnrollments);
    const { user } = renderAsAdmin(url);
    await dataRows();
    const search = screen.getByLabelText('Search enrollments');
    await user.click(search);
    await user.paste('MIA');
    await expectLearners(['Mia Moss']);
    await user.clear(search);
    await user.click(search);
    await user.paste('zed@');
    await expectLearners(['Zed Zimmer']);
    await user.clear(search);
    await user.click(search);
    await user.paste('data sc');
    await expectLearners(['amy Adams']);
    await user.clear(search);
    await user.click(search);
    await user.paste('nothing like this');
    expect(await screen.findByText('No results found!!')).toBeInTheDocument();
  });

  it('shows 10 enrollments per page with the total', async () => {
    useEnrollments(
      Array.from({ length: 23 }, (_, index) =>
        enrollment(index + 1, { displayName: `Learner ${String(index + 1).padStart(2, '0')}` }),
      ),
    );
    const { user } = renderAsAdmin(url);
    expect(await dataRows()).toHaveLength(10);
    expect(screen.getByText('23 enrollments')).toBeInTheDocument();
    await user.click(screen.getByTitle('3'));
    await waitFor(async () => expect(await dataRows()).toHaveLength(3));
    expect((await dataRows())[0]).toMatch(/^Learner 21/);
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
    expect(await screen.findByText('Loading enrollments…', {}, firstLoad)).toBeInTheDocument();
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
    await user.click(await screen.findByText('Retry', {}, firstLoad));
    expect(await dataRows()).toHaveLength(getMockDatabase().enroll.length);
  });

  it('shows an empty state when nobody has enrolled', async () => {
    useEnrollments([]);
    renderAsAdmin(url);
    expect(await screen.findByText('Nobody has enrolled yet.', {}, firstLoad)).toBeInTheDocument();
  });

  it('shows a 403 result to a learner', async () => {
    renderApp(null, { url, user: { email: 'learner@example.com' } });
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.', {}, firstLoad),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
