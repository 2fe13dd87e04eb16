import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import {
  getMockDatabase,
  MOCK_URLS,
  seedManyCourses,
  server,
  setMockDatabase,
} from '../../../mocks/node';
import type { Course } from '@/shared/domain/entities';
import { findAnnouncement } from '@/test/announcements';
import {
  columnHeader,
  dataRows,
  lastQuery,
  pageItem,
  recordQueries,
  renderAsAdmin,
} from '@/test/adminTables';
import { renderApp } from '@/test/renderApp';

const url = '/dashboard/managecourse';

/** The open confirmation. */
const findConfirmation = (): Promise<HTMLElement> =>
  screen.findByRole('dialog', { name: 'Are you want to delete?' });

const courseNames = () => getMockDatabase().courses.map((course) => course.name);

/** The Delete button of a course: its accessible name is 'Delete <course name>'. */
const deleteButton = (name: string) => screen.findByRole('button', { name: `Delete ${name}` });

/** The names of the catalogue's courses in the server's order for that comparison. */
const namesBy = (compare: (a: Course, b: Course) => number): string[] =>
  [...getMockDatabase().courses].sort(compare).map((course) => course.name);

/**
 * Enter on a focused element, as a browser sends it: antd's sort headers read the event's keyCode,
 * which user-event does not set.
 */
const pressEnter = (element: HTMLElement) => {
  expect(element).toHaveFocus();
  fireEvent.keyDown(element, { key: 'Enter', code: 'Enter', keyCode: 13 });
};

afterEach(() => server.events.removeAllListeners());

describe('Manage Course page', () => {
  it('lists the courses with image, name, category and price, 10 per page', async () => {
    renderAsAdmin(url);
    const rows = await dataRows();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toBe('Data ScienceTechnical129InstructorsDelete');
    expect(screen.getByText(`${getMockDatabase().courses.length} courses`)).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getAllByRole('presentation')[0]).toHaveAttribute(
      'src',
      '/images/courses/data-science.webp',
    );
  });

  it('shows a free course as Free in the price column', async () => {
    const db = getMockDatabase();
    db.courses.unshift({
      _id: '6650a1c000000000000000f1',
      name: 'Logic Basics',
      description: '',
      price: 0,
      img: '',
    });
    setMockDatabase(db);
    renderAsAdmin(url);
    const rows = await dataRows();
    expect(rows[0]).toBe('Logic Basics—FreeInstructorsDelete');
    expect(rows[1]).toBe('Data ScienceTechnical129InstructorsDelete');
  });

  it('deletes a course after OK: its row goes, focus moves to the heading, it is announced', async () => {
    const { user } = renderAsAdmin(url);
    await user.click(await deleteButton('Data Science'));
    await user.click(within(await findConfirmation()).getByRole('button', { name: 'OK' }));
    expect(await findAnnouncement('Deleted successfully')).toBeInTheDocument();
    expect(screen.getByText('Manage courses', { selector: 'h1' })).toHaveFocus();
    await waitFor(async () =>
      expect((await dataRows()).some((row) => row.startsWith('Data Science'))).toBe(false),
    );
    expect(courseNames()).not.toContain('Data Science');
  });

  it('keeps the course when the confirmation is cancelled', async () => {
    const { user } = renderAsAdmin(url);
    await user.click(await deleteButton('Data Science'));
    await user.click(within(await findConfirmation()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryAllByText('Are you want to delete?')).toHaveLength(0));
    expect(screen.queryByText('Deleted successfully')).not.toBeInTheDocument();
    expect(courseNames()).toContain('Data Science');
    expect((await dataRows())[0]).toMatch(/^Data Science/);
  });

  it("shows the server's message when a delete fails and keeps the course", async () => {
    server.use(
      http.delete(`${MOCK_URLS.apiUrl}/courses/:id`, () =>
        HttpResponse.json({ error: 'Admins only' }, { status: 403 }),
      ),
    );
    const { user } = renderAsAdmin(url);
    await user.click(await deleteButton('Data Science'));
    await user.click(within(await findConfirmation()).getByRole('button', { name: 'OK' }));
    expect(await findAnnouncement('Admins only', 'assertive')).toBeInTheDocument();
    expect((await dataRows())[0]).toMatch(/^Data Science/);
  });

  it('asks the server for one page of 10 and shows its total', async () => {
    const queries = recordQueries('/courses');
    renderAsAdmin(url);
    expect(await dataRows()).toHaveLength(10);
    expect(queries.map((query) => query.toString())).toEqual(['_page=1&_limit=10']);
  });

  it('searches course names on the server, ignoring case, from page 1', async () => {
    seedManyCourses(20);
    const queries = recordQueries('/courses');
    const { user } = renderAsAdmin(url);
    await dataRows();
    await user.click(pageItem('courses', 2));
    await waitFor(() => expect(lastQuery(queries)).toMatchObject({ _page: '2' }));

    const search = screen.getByLabelText('Search courses');
    await user.click(search);
    await user.paste('MACHINE');
    await waitFor(async () =>
      expect(await dataRows()).toEqual(['Machine LearningTechnical149InstructorsDelete']),
    );
    expect(lastQuery(queries)).toEqual({ _page: '1', _limit: '10', q: 'MACHINE' });
    expect(screen.getByText('1 courses')).toBeInTheDocument();

    await user.clear(search);
    await user.paste('machne');
    expect(
      await screen.findByText('No exact matches for "machne". Showing close matches.'),
    ).toBeInTheDocument();
    expect(await dataRows()).toEqual(['Machine LearningTechnical149InstructorsDelete']);

    await user.clear(search);
    await user.paste('zzzz qqqq');
    expect(await screen.findByText('No results found!!')).toBeInTheDocument();
    expect(lastQuery(queries)).toMatchObject({ q: 'zzzz qqqq' });
  });

  it('waits for a pause in typing before it searches', async () => {
    const queries = recordQueries('/courses');
    const { user } = renderAsAdmin(url);
    await dataRows();
    await user.type(screen.getByLabelText('Search courses'), 'data');
    await waitFor(async () =>
      expect(await dataRows()).toEqual(['Data ScienceTechnical129InstructorsDelete']),
    );
    const searches = queries.map((query) => query.get('q')).filter((q) => q !== null);
    expect(searches.at(-1)).toBe('data');
    // Debounced: not one request per keystroke.
    expect(searches).not.toEqual(['d', 'da', 'dat', 'data']);
  });

  it('sorts by price and by name on the server', async () => {
    const queries = recordQueries('/courses');
    const { user } = renderAsAdmin(url);
    await dataRows();

    await user.click(columnHeader('Price ($)'));
    const cheapest = namesBy((a, b) => a.price - b.price)[0] ?? '';
    await waitFor(async () => expect((await dataRows())[0]).toMatch(new RegExp(`^${cheapest}`)));
    expect(lastQuery(queries)).toEqual({ _page: '1', _limit: '10', _sort: 'price', _order: 'asc' });

    await user.click(columnHeader('Price ($)'));
    const dearest = namesBy((a, b) => b.price - a.price)[0] ?? '';
    await waitFor(async () => expect((await dataRows())[0]).toMatch(new RegExp(`^${dearest}`)));
    expect(lastQuery(queries)).toMatchObject({ _sort: 'price', _order: 'desc' });

    await user.click(columnHeader('Name'));
    const first = namesBy((a, b) => a.name.localeCompare(b.name))[0] ?? '';
    await waitFor(async () => expect((await dataRows())[0]).toMatch(new RegExp(`^${first}`)));
    expect(lastQuery(queries)).toMatchObject({ _sort: 'name', _order: 'asc' });
  });

  it('sorts from the keyboard: a sortable header is a Tab stop, and Enter sorts by it on the server', async () => {
    const queries = recordQueries('/courses');
    const { user } = renderAsAdmin(url);
    await dataRows();
    const price = columnHeader('Price ($)');
    await user.click(screen.getByLabelText('Search courses'));
    // From the search, past the table's scroll box and the Name header.
    for (let presses = 0; presses < 5 && !price.matches(':focus'); presses += 1) {
      await user.tab();
    }
    expect(price).toHaveFocus();
    pressEnter(columnHeader('Price ($)'));
    await waitFor(() =>
      expect(lastQuery(queries)).toEqual({
        _page: '1',
        _limit: '10',
        _sort: 'price',
        _order: 'asc',
      }),
    );
    await waitFor(() =>
      expect(columnHeader('Price ($)')).toHaveAttribute('aria-sort', 'ascending'),
    );
    pressEnter(columnHeader('Price ($)'));
    await waitFor(() =>
      expect(lastQuery(queries)).toMatchObject({ _sort: 'price', _order: 'desc' }),
    );
    await waitFor(() =>
      expect(columnHeader('Price ($)')).toHaveAttribute('aria-sort', 'descending'),
    );
    // A third time: unsorted again (the first page, unsorted, comes from the cache).
    pressEnter(columnHeader('Price ($)'));
    await waitFor(async () => expect((await dataRows())[0]).toMatch(/^Data Science/));
    await waitFor(() => expect(columnHeader('Price ($)')).not.toHaveAttribute('aria-sort'));
  });

  it('pages a 500-course catalogue without downloading it', async () => {
    seedManyCourses(500);
    const queries = recordQueries('/courses');
    const { user } = renderAsAdmin(url);
    expect(await dataRows()).toHaveLength(10);
    expect(screen.getByText('516 courses')).toBeInTheDocument();
    expect(pageItem('courses', 52)).toBeInTheDocument();
    await user.click(pageItem('courses', 2));
    await user.click(pageItem('courses', 3));
    // Page 3 of the catalogue's order: courses 21 to 30, the generated ones from "Course 5".
    await waitFor(async () => expect((await dataRows())[0]).toMatch(/^Course 5[^0-9]/));
    expect(lastQuery(queries)).toEqual({ _page: '3', _limit: '10' });
    expect(queries.every((query) => query.get('_limit') === '10')).toBe(true);
  });

  it('keeps the page on screen while the next one loads', async () => {
    seedManyCourses(20);
    const { user } = renderAsAdmin(url);
    const firstPage = await dataRows();
    server.use(
      http.get(
        `${MOCK_URLS.apiUrl}/courses`,
        async () => {
          await delay(400);
        },
        { once: true },
      ),
    );
    await user.click(pageItem('courses', 2));
    expect(await dataRows()).toEqual(firstPage);
    await waitFor(async () => expect(await dataRows()).not.toEqual(firstPage));
    expect(await dataRows()).toHaveLength(10);
  });

  it('goes back a page when a delete empties the last one', async () => {
    seedManyCourses(5);
    const queries = recordQueries('/courses');
    const { user } = renderAsAdmin(url);
    await dataRows();
    expect(screen.getByText('21 courses')).toBeInTheDocument();
    await user.click(pageItem('courses', 3));
    await waitFor(async () =>
      expect(await dataRows()).toEqual([expect.stringMatching(/^Course 5[^0-9]/)]),
    );
    await user.click(await deleteButton('Course 5'));
    await user.click(within(await findConfirmation()).getByRole('button', { name: 'OK' }));
    expect(await findAnnouncement('Deleted successfully')).toBeInTheDocument();
    await waitFor(async () => expect(await dataRows()).toHaveLength(10));
    expect(screen.getByText('20 courses')).toBeInTheDocument();
    expect(lastQuery(queries)).toMatchObject({ _page: '2' });
  });

  it('shows an error with Retry, and Retry loads the courses', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/courses`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderAsAdmin(url);
    expect(
      await screen.findByText('The server had a problem. Try again in a moment.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await dataRows()).toHaveLength(10);
  });

  it('shows an empty state when there are no courses', async () => {
    setMockDatabase({ ...getMockDatabase(), courses: [] });
    renderAsAdmin(url);
    expect(await screen.findByText('There are no courses yet.')).toBeInTheDocument();
  });

  it('shows a 403 result to a learner', async () => {
    renderApp(null, { url, user: { email: 'learner@example.com' } });
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.'),
    ).toBeInTheDocument();
  });
});

describe('a course’s instructors', () => {
  it('lists them, removes one, adds a teacher found by name, and saves them', async () => {
    const { user } = renderAsAdmin(url);
    await user.click(await screen.findByRole('button', { name: 'Instructors of Web Development' }));
    const dialog = await screen.findByRole('dialog', { name: 'Instructors of Web Development' });
    await user.click(
      await within(dialog).findByRole('button', {
        name: 'Remove Tariq Teacher (teacher@example.com)',
      }),
    );
    expect(within(dialog).getByText('No instructors yet.')).toBeVisible();
    // Only teachers are found: the learner is not, the teacher is.
    const search = within(dialog).getByLabelText('Add a teacher (search by name or email)');
    await user.type(search, 'Lena');
    expect(await screen.findByText('No teacher found')).toBeVisible();
    await user.clear(search);
    await user.type(search, 'Tariq');
    // The option as the list shows it (its accessible twin is antd's hidden listbox).
    await user.click(await screen.findByTitle('Tariq Teacher (teacher@example.com)'));
    expect(
      within(dialog).getByRole('button', { name: 'Remove Tariq Teacher (teacher@example.com)' }),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findAnnouncement('Saved the instructors of Web Development.')).toBeInTheDocument();
    const web = getMockDatabase().courses.find((course) => course.name === 'Web Development');
    expect(web?.instructorIds).toEqual(['TeacherAccount00000000000002']);
  });
});
