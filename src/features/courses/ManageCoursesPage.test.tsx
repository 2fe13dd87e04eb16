import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  getMockDatabase,
  MOCK_URLS,
  seedManyCourses,
  server,
  setMockDatabase,
} from '../../../mocks/node';
import { findAnnouncement } from '../../test/announcements';
import { dataRows, renderAsAdmin } from '../../test/adminTables';
import { renderApp } from '../../test/renderApp';

const url = '/dashboard/managecourse';

// The whole app renders, and its lazy route chunks compile on first import: slow on a busy machine.
jest.setTimeout(40_000);
const firstLoad = { timeout: 20_000 };

/** The open confirmation (antd repeats its title for assistive technology). */
async function findConfirmation(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog', { hidden: true });
  expect(dialog).toHaveTextContent('Are you want to delete?');
  return dialog;
}

const courseNames = () => getMockDatabase().courses.map((course) => course.name);

/** The Delete button of a course: its accessible name is 'Delete <course name>'. */
const deleteButton = (name: string) =>
  screen.findByLabelText(`Delete ${name}`, { selector: 'button' }, firstLoad);

describe('Manage Course page', () => {
  it('lists the courses with image, name, category and price, 10 per page', async () => {
    renderAsAdmin(url);
    const rows = await dataRows();
    expect(rows).toHaveLength(10);
    expect(rows[0]).toBe('Data ScienceTechnical129Delete');
    expect(screen.getByText(`${getMockDatabase().courses.length} courses`)).toBeInTheDocument();
    const table = screen.getByRole('table', { hidden: true });
    expect(within(table).getAllByRole('presentation', { hidden: true })[0]).toHaveAttribute(
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
    expect(rows[0]).toBe('Logic Basics—FreeDelete');
    expect(rows[1]).toBe('Data ScienceTechnical129Delete');
  });

  it('deletes a course after OK: its row goes, focus moves to the heading, it is announced', async () => {
    const { user } = renderAsAdmin(url);
    await user.click(await deleteButton('Data Science'));
    await user.click(within(await findConfirmation()).getByText('OK'));
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
    await user.click(within(await findConfirmation()).getByText('Cancel'));
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
    await user.click(within(await findConfirmation()).getByText('OK'));
    expect(await findAnnouncement('Admins only', 'assertive')).toBeInTheDocument();
    expect((await dataRows())[0]).toMatch(/^Data Science/);
  });

  it('searches names and categories, ignoring case', async () => {
    const { user } = renderAsAdmin(url);
    await dataRows();
    const search = screen.getByLabelText('Search courses');
    await user.click(search);
    await user.paste('MACHINE');
    await waitFor(async () =>
      expect(await dataRows()).toEqual(['Machine LearningTechnical149Delete']),
    );
    await user.clear(search);
    await user.paste('freelancing');
    const freelancing = getMockDatabase().courses.filter((c) => c.category === 'Freelancing');
    await waitFor(async () => expect(await dataRows()).toHaveLength(freelancing.length));
    await user.clear(search);
    await user.paste('no such course');
    expect(await screen.findByText('No results found!!')).toBeInTheDocument();
  });

  it('pages through a large catalogue', async () => {
    seedManyCourses(500);
    const { user } = renderAsAdmin(url);
    expect(await dataRows()).toHaveLength(10);
    expect(screen.getByText(`${getMockDatabase().courses.length} courses`)).toBeInTheDocument();
    await user.click(screen.getByTitle('Next Page'));
    // Page 2: the last 6 of the 16 seeded courses, then the first generated ones.
    await waitFor(async () => expect((await dataRows())[6]).toMatch(/^Course 1[^0-9]/));
  });

  it('shows an error with Retry, and Retry loads the courses', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/courses`, () => HttpResponse.json({}, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderAsAdmin(url);
    expect(
      await screen.findByText('The server had a problem. Try again in a moment.', {}, firstLoad),
    ).toBeInTheDocument();
    await user.click(screen.getByText('Retry'));
    expect(await dataRows()).toHaveLength(10);
  });

  it('shows an empty state when there are no courses', async () => {
    setMockDatabase({ ...getMockDatabase(), courses: [] });
    renderAsAdmin(url);
    expect(await screen.findByText('There are no courses yet.', {}, firstLoad)).toBeInTheDocument();
  });

  it('shows a 403 result to a learner', async () => {
    renderApp(null, { url, user: { email: 'learner@example.com' } });
    expect(
      await screen.findByText('Sorry, you are not authorized to access this page.', {}, firstLoad),
    ).toBeInTheDocument();
  });
});
