import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { getMockDatabase, MOCK_URLS, server, setMockDatabase } from '../../../mocks/node';
import type { AssignedCourse } from '@/shared/domain/entities';
import { renderApp } from '@/test/renderApp';

const url = '/dashboard/assignedcourse';
const teacher = { email: 'teacher@example.com' };

/** Replaces the browser's clipboard. Call after renderApp: userEvent.setup() installs its own. */
function provideClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { value: clipboard, configurable: true });
}

describe('Assigned courses page', () => {
  it.each([
    ['name', 'Data Science'],
    ['description', 'Spring cohort, Monday and Wednesday evenings, taught by the teacher account.'],
    ['image URL', '/images/courses/data-science.webp'],
  ])('copies the %s and says Copied', async (what, expected) => {
    const writeText = jest.fn<Promise<void>, [string]>().mockResolvedValue(undefined);
    const { user } = renderApp(null, { url, user: teacher });
    provideClipboard({ writeText });
    await user.click(await screen.findByRole('button', { name: `Copy ${what} of Data Science` }));
    expect(writeText).toHaveBeenCalledWith(expected);
    expect(await screen.findByText('Copied')).toBeInTheDocument();
  });

  it('says so when the clipboard is unavailable', async () => {
    const { user } = renderApp(null, { url, user: teacher });
    provideClipboard(undefined);
    await user.click(await screen.findByRole('button', { name: 'Copy name of Data Science' }));
    expect(
      await screen.findByText(
        'Copying is not available in this browser. Select the text and copy it instead.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Copied')).not.toBeInTheDocument();
  });

  it('says so when the browser refuses to copy', async () => {
    const { user } = renderApp(null, { url, user: teacher });
    provideClipboard({ writeText: () => Promise.reject(new Error('NotAllowedError')) });
    await user.click(await screen.findByRole('button', { name: 'Copy name of Data Science' }));
    expect(
      await screen.findByText(
        'The browser did not allow copying. Select the text and copy it instead.',
      ),
    ).toBeInTheDocument();
  });

  it('lists the assigned courses newest first, with their total', async () => {
    renderApp(null, { url, user: teacher });
    const list = await screen.findByRole('list', { name: 'Assigned courses' });
    const names = getMockDatabase().assigncourse.map((course) => course.name);
    expect(within(list).getAllByRole('listitem')).toHaveLength(names.length);
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual([...names].reverse());
    expect(screen.getByText(`${names.length} assigned courses`)).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Assigned course pages' })).toBeNull();
  });

  it('asks the server for one page of 12 at a time and pages through 30', async () => {
    const cohorts: AssignedCourse[] = Array.from({ length: 30 }, (_, index) => ({
      _id: `6650a3c0000000000000${(index + 1).toString(16).padStart(4, '0')}`,
      name: `Cohort ${String(index + 1).padStart(2, '0')}`,
      description: '',
      img: '',
    }));
    setMockDatabase({ ...getMockDatabase(), assigncourse: cohorts });
    const queries: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const requested = new URL(request.url);
      if (requested.pathname === '/assigncourse') queries.push(requested.search);
    });
    const { user } = renderApp(null, { url, user: teacher });
    const list = await screen.findByRole('list', { name: 'Assigned courses' });
    const names = () =>
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    const cohortsNamed = (from: number, to: number) =>
      Array.from(
        { length: from - to + 1 },
        (_, index) => `Cohort ${String(from - index).padStart(2, '0')}`,
      );

    expect(names()).toEqual(cohortsNamed(30, 19));
    const summary = screen.getByText('Showing 1–12 of 30 assigned courses');
    // antd's pagination: a list of pages, each an item named by its number (or Previous/Next Page).
    const pager = screen.getByRole('list', { name: 'Assigned course pages' });

    await user.click(within(pager).getByRole('listitem', { name: 'Next Page' }));
    expect(await screen.findByText('Showing 13–24 of 30 assigned courses')).toHaveFocus();
    await waitFor(() => expect(names()).toEqual(cohortsNamed(18, 7)));

    await user.click(within(pager).getByRole('listitem', { name: '3' }));
    await waitFor(() => expect(names()).toEqual(cohortsNamed(6, 1)));
    expect(summary).toHaveTextContent('Showing 25–30 of 30 assigned courses');
    // The last page: there is no next one.
    expect(within(pager).getByRole('listitem', { name: 'Next Page' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(queries).toEqual([
      '?_sort=_id&_order=desc&_page=1&_limit=12',
      '?_sort=_id&_order=desc&_page=2&_limit=12',
      '?_sort=_id&_order=desc&_page=3&_limit=12',
    ]);
    server.events.removeAllListeners();
  });

  it('shows an empty state when nothing is assigned', async () => {
    setMockDatabase({ ...getMockDatabase(), assigncourse: [] });
    renderApp(null, { url, user: teacher });
    expect(await screen.findByText('No courses have been assigned yet.')).toBeInTheDocument();
  });

  it('shows an error with Retry when the list cannot load', async () => {
    server.use(http.get(`${MOCK_URLS.apiUrl}/assigncourse`, () => HttpResponse.error()));
    renderApp(null, { url, user: teacher });
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    expect(
      screen.getByText('We could not reach the server. Check your connection and try again.'),
    ).toBeInTheDocument();
  });
});
