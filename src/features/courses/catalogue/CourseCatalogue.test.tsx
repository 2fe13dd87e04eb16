import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  getMockDatabase,
  MOCK_URLS,
  seedManyCourses,
  server,
  setMockDatabase,
} from '../../../../mocks/node';
import { renderApp } from '@/test/renderApp';
import { CourseCatalogue } from './CourseCatalogue';

const openCatalogue = (url = '/home') => renderApp(<CourseCatalogue />, { url });

/** The names of the course cards on screen, in order. */
const shownCourses = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

const waitForCourses = async () => {
  await screen.findAllByRole('article');
};

const searchBox = () => screen.getByRole('searchbox', { name: 'Search courses by name' });

/** The region of the results (busy while a page loads). */
const results = () => screen.getByRole('region', { name: 'Course results' });

/** The catalogue page requests (GET /courses) the app sends from now on. */
function watchCourseRequests(): URL[] {
  const urls: URL[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/courses') urls.push(url);
  });
  return urls;
}

/**
 * Holds back the answers to GET /courses requests that `matches` picks until the returned
 * function is called; the server then answers them as usual.
 */
function holdCourseRequests(matches: (url: URL) => boolean): () => void {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  server.use(
    http.get(`${MOCK_URLS.apiUrl}/courses`, async ({ request }) => {
      if (matches(new URL(request.url))) await released;
      // Nothing returned: the usual handler answers.
      return undefined;
    }),
  );
  return () => release();
}

afterEach(() => server.events.removeAllListeners());

describe('course catalogue', () => {
  it('shows a card per course with picture, price, stars and an Enroll link', async () => {
    openCatalogue();
    const card = await screen.findByRole('article', { name: 'Data Science' });
    const picture = within(card).getByRole('img', { name: 'Data Science course' });
    expect(picture).toHaveAttribute('src', '/images/courses/data-science.webp');
    expect(picture).toHaveAttribute(
      'srcset',
      '/images/courses/data-science-320.webp 320w, /images/courses/data-science.webp 640w',
    );
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(within(card).getByText(/Learn to collect, clean and analyse data/)).toBeInTheDocument();
    expect(within(card).getByText('$129')).toBeInTheDocument();
    expect(within(card).getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Enroll in Data Science' })).toHaveAttribute(
      'href',
      '/6650a1c00000000000000001',
    );
  });

  it("shows a free course as Free and an unrated one as 'No rating yet', without stars", async () => {
    const db = getMockDatabase();
    const base = { description: 'New', img: '/images/courses/calculus.webp' };
    db.courses = [
      { ...base, _id: '6650a1c000000000000000f1', name: 'Logic Basics', price: 0 },
      { ...base, _id: '6650a1c000000000000000f2', name: 'Free Rated', price: 0, star: 4 },
      { ...base, _id: '6650a1c000000000000000f3', name: 'Paid Unrated', price: 0.5 },
    ];
    setMockDatabase(db);
    openCatalogue();
    const free = await screen.findByRole('article', { name: 'Logic Basics' });
    expect(within(free).getByText('Free')).toBeInTheDocument();
    expect(within(free).getByText('No rating yet')).toBeInTheDocument();
    expect(within(free).queryByRole('img', { name: /^Rated/ })).not.toBeInTheDocument();

    const freeRated = screen.getByRole('article', { name: 'Free Rated' });
    expect(within(freeRated).getByText('Free')).toBeInTheDocument();
    expect(within(freeRated).getByRole('img', { name: 'Rated 4 out of 5' })).toBeInTheDocument();
    expect(within(freeRated).queryByText('No rating yet')).not.toBeInTheDocument();

    const paidUnrated = screen.getByRole('article', { name: 'Paid Unrated' });
    expect(within(paidUnrated).getByText('$0.5')).toBeInTheDocument();
    expect(within(paidUnrated).queryByText('Free')).not.toBeInTheDocument();
    expect(within(paidUnrated).getByText('No rating yet')).toBeInTheDocument();
  });

  it('searches by name on the server, ignoring case, and marks what matched', async () => {
    const { user, router } = openCatalogue();
    await waitForCourses();
    const requests = watchCourseRequests();
    await user.type(searchBox(), 'LEARN');
    await waitFor(() => expect(shownCourses()).toEqual(['Machine Learning', 'Deep Learning']));
    expect(screen.getByRole('status')).toHaveTextContent('2 courses');
    expect(router.state.location.search).toBe('?q=LEARN');
    // Typing is sent when it pauses: one request for the five keys, not five.
    expect(requests.filter((url) => url.searchParams.get('q') === 'LEARN')).toHaveLength(1);
    expect(requests.filter((url) => url.searchParams.has('q'))).toHaveLength(1);
    // (jsdom spaces the name around the mark, as browsers do not: find the card by its place.)
    const [card] = screen.getAllByRole('article');
    expect(within(card ?? document.body).getByText('Learn', { selector: 'mark' })).toHaveClass(
      'search-match',
    );
    expect(card).toHaveTextContent('Machine Learning');
  });

  it('finds close matches of a mistyped search, says so and marks the matched words', async () => {
    const { user, router } = openCatalogue();
    await waitForCourses();
    await user.type(searchBox(), 'pyhton');
    expect(
      await screen.findByText('No exact matches for “pyhton”. Showing close matches.'),
    ).toBeVisible();
    expect(shownCourses()).toEqual(['Python Programming']);
    const card = screen.getByRole('article', { name: 'Python Programming' });
    expect(within(card).getByText('Python', { selector: 'mark' })).toBeInTheDocument();

    await user.clear(searchBox());
    await user.type(searchBox(), 'python');
    // (Typing slowly, the cleared field may be searched first. Once the address holds "python",
    // its answer is the next to show: "pyhton"'s stays on screen, notice included, until then.)
    await waitFor(() => expect(router.state.location.search).toBe('?q=python'));
    await waitFor(() => expect(screen.queryByText(/No exact matches/)).not.toBeInTheDocument());
    expect(shownCourses()).toEqual(['Python Programming']);
  });

  it("says 'No results found!!' when nothing matches, even closely", async () => {
    const { user } = openCatalogue();
    await waitForCourses();
    await user.type(searchBox(), 'quantum');
    expect(await screen.findByText('No results found!!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('filters by category with counts on the chips, in the URL, combined with the search', async () => {
    const { user, router } = openCatalogue();
    await waitForCourses();
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(await within(categories).findByRole('radio', { name: 'All 16' })).toBeChecked();
    expect(within(categories).getByRole('radio', { name: 'Marketing 4' })).not.toBeChecked();

    await user.click(within(categories).getByRole('radio', { name: /^Marketing/ }));
    await waitFor(() =>
      expect(shownCourses()).toEqual([
        'Digital Marketing',
        'SEO Essentials',
        'Social Media Growth',
        'Content Marketing',
      ]),
    );
    expect(router.state.location.search).toBe('?category=Marketing');

    await user.type(searchBox(), 'media');
    await waitFor(() => expect(shownCourses()).toEqual(['Social Media Growth']));
    // The counts follow the search.
    expect(await within(categories).findByRole('radio', { name: 'Marketing 1' })).toBeChecked();
    expect(within(categories).getByRole('radio', { name: 'Technical 0' })).toBeInTheDocument();

    await user.click(within(categories).getByRole('radio', { name: /^All/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=media'));
    expect(shownCourses()).toEqual(['Social Media Growth']);
  });

  it('sorts on the server and keeps the sort in the URL', async () => {
    const { user, router } = openCatalogue('/home?category=Freelancing');
    await waitForCourses();
    expect(shownCourses()).toEqual(['Freelancing 101', 'Upwork Mastery', 'Graphic Design']);
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Sort by' }),
      'Price: high to low',
    );
    await waitFor(() =>
      expect(shownCourses()).toEqual(['Graphic Design', 'Upwork Mastery', 'Freelancing 101']),
    );
    expect(router.state.location.search).toBe('?category=Freelancing&sort=price-desc');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest rated');
    await waitFor(() =>
      expect(shownCourses()).toEqual(['Graphic Design', 'Freelancing 101', 'Upwork Mastery']),
    );
  });

  it('opens a shared link on the same search, category, sort and page', async () => {
    seedManyCourses(100);
    const requests = watchCourseRequests();
    openCatalogue('/home?q=course&category=Technical&sort=name&page=2#courses');
    await waitForCourses();
    expect(searchBox()).toHaveValue('course');
    expect(screen.getByRole('radio', { name: /^Technical/ })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    const page = requests[0];
    expect(Object.fromEntries(page?.searchParams ?? [])).toEqual({
      q: 'course',
      category: 'Technical',
      _sort: 'name',
      _order: 'asc',
      _page: '2',
      _limit: '12',
    });
    const pager = screen.getByRole('navigation', { name: 'Course pages' });
    expect(within(pager).getByRole('button', { name: '2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  it('Back and Forward restore the search, the category and the page', async () => {
    const { user, router } = openCatalogue();
    await waitForCourses();
    await user.type(searchBox(), 'ing');
    await waitFor(() => expect(router.state.location.search).toBe('?q=ing'));
    await user.click(screen.getByRole('radio', { name: /^Technical/ }));
    await waitFor(() => expect(shownCourses()).toEqual(['Machine Learning', 'Deep Learning']));

    await act(() => router.navigate(-1));
    await waitFor(() => expect(shownCourses()).toHaveLength(7));
    expect(searchBox()).toHaveValue('ing');
    expect(screen.getByRole('radio', { name: /^All/ })).toBeChecked();

    // The typed search was one history entry: one step back is the whole catalogue.
    await act(() => router.navigate(-1));
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    await waitFor(() => expect(shownCourses()).toHaveLength(12));

    await act(() => router.navigate(1));
    await waitFor(() => expect(searchBox()).toHaveValue('ing'));
    await waitFor(() => expect(shownCourses()).toHaveLength(7));
  });

  it('opens on the category named in the URL, as the footer links do', async () => {
    openCatalogue('/home?category=Freelancing');
    await waitForCourses();
    expect(screen.getByRole('radio', { name: /^Freelancing/ })).toBeChecked();
    expect(shownCourses()).toEqual(['Freelancing 101', 'Upwork Mastery', 'Graphic Design']);
  });

  it('shows 12 courses per page and asks the server for the next page', async () => {
    const { user, router } = openCatalogue();
    await waitForCourses();
    expect(shownCourses()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–12 of 16 courses');

    const pager = screen.getByRole('navigation', { name: 'Course pages' });
    await user.click(within(pager).getByRole('button', { name: '2' }));
    await waitFor(() =>
      expect(shownCourses()).toEqual([
        'Content Marketing',
        'Freelancing 101',
        'Upwork Mastery',
        'Graphic Design',
      ]),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Showing 13–16 of 16 courses');
    expect(router.state.location.search).toBe('?page=2');

    // A new search starts again from page 1.
    await user.type(searchBox(), 'e');
    await waitFor(() => expect(router.state.location.search).toBe('?q=e'));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Showing 1–12 of 13 courses'),
    );
  });

  it('keeps the current page on screen while the next loads', async () => {
    const release = holdCourseRequests((url) => url.searchParams.get('_page') === '2');
    const { user } = openCatalogue();
    await waitForCourses();
    const pager = screen.getByRole('navigation', { name: 'Course pages' });
    await user.click(within(pager).getByRole('button', { name: '2' }));
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'true'));
    expect(shownCourses()).toHaveLength(12);
    release();
    await waitFor(() => expect(shownCourses()).toHaveLength(4));
    expect(results()).toHaveAttribute('aria-busy', 'false');
  });

  it('never lets a slow older answer replace a newer one', async () => {
    const release = holdCourseRequests((url) => url.searchParams.get('q') === 'dat');
    const { user, router } = openCatalogue();
    await waitForCourses();
    await user.type(searchBox(), 'dat');
    await waitFor(() => expect(router.state.location.search).toBe('?q=dat'));
    await user.type(searchBox(), 'a science');
    await waitFor(() => expect(shownCourses()).toEqual(['Data Science']));
    release();
    // The answer for "dat" arrives last: the results stay those of "data science".
    await waitFor(() => expect(results()).toHaveAttribute('aria-busy', 'false'));
    expect(shownCourses()).toEqual(['Data Science']);
    expect(searchBox()).toHaveValue('data science');
  });

  it('opens on the page named in the URL, and goes to the last page when it is past the end', async () => {
    const { router } = openCatalogue('/home?page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?page=2'));
    await waitFor(() => expect(shownCourses()).toHaveLength(4));
  });

  it('pages 10,000 more courses on the server, and finds one by name', async () => {
    seedManyCourses(10_000);
    const { user } = openCatalogue();
    await waitForCourses();
    expect(shownCourses()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–12 of 10,016 courses');
    await user.type(searchBox(), 'course 9999');
    await waitFor(() => expect(shownCourses()).toEqual(['Course 9999']));
  });

  it('shows loading, then an error with Retry that loads the catalogue', async () => {
    server.use(
      http.get(
        `${MOCK_URLS.apiUrl}/courses`,
        () => HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
        { once: true },
      ),
    );
    const { user } = openCatalogue();
    expect(screen.getByRole('status')).toHaveTextContent('Loading courses…');
    expect(await screen.findByText('Internal server error')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Data Science' })).toBeVisible();
    expect(screen.queryByText('Internal server error')).not.toBeInTheDocument();
  });

  it('shows an empty state when there are no courses at all', async () => {
    setMockDatabase({ ...getMockDatabase(), courses: [] });
    openCatalogue();
    expect(await screen.findByText(/No courses are open for enrolment yet/)).toBeVisible();
    expect(screen.queryByText('No results found!!')).not.toBeInTheDocument();
  });
});
