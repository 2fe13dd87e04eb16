import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import {
  getMockDatabase,
  MOCK_URLS,
  seedManyCourses,
  server,
  setMockDatabase,
} from '../../../../mocks/node';
import { renderApp } from '../../../test/renderApp';
import { CourseCatalogue } from './CourseCatalogue';

const openCatalogue = (url = '/home') => renderApp(<CourseCatalogue />, { url });

/** The names of the course cards on screen, in order. */
const shownCourses = () =>
  screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);

const waitForCourses = async () => {
  await screen.findAllByRole('article');
};

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

  it('searches by name, ignoring case, anywhere in the name', async () => {
    const { user } = openCatalogue();
    await waitForCourses();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses by name' }), 'LEARN');
    await waitFor(() => expect(shownCourses()).toEqual(['Machine Learning', 'Deep Learning']));
    expect(screen.getByRole('status')).toHaveTextContent('2 courses');
  });

  it("says 'No results found!!' when nothing matches", async () => {
    const { user } = openCatalogue();
    await waitForCourses();
    await user.type(screen.getByRole('searchbox', { name: 'Search courses by name' }), 'quantum');
    expect(await screen.findByText('No results found!!')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('filters by category, keeps it in the URL and combines it with the search', async () => {
    const { user, router } = openCatalogue();
    await waitForCourses();
    const categories = screen.getByRole('group', { name: 'Category' });
    expect(within(categories).getByRole('radio', { name: 'All' })).toBeChecked();

    await user.click(within(categories).getByRole('radio', { name: 'Marketing' }));
    expect(shownCourses()).toEqual([
      'Digital Marketing',
      'SEO Essentials',
      'Social Media Growth',
      'Content Marketing',
    ]);
    expect(router.state.location.search).toBe('?category=Marketing');

    await user.click(screen.getByRole('searchbox', { name: 'Search courses by name' }));
    await user.paste('media');
    await waitFor(() => expect(shownCourses()).toEqual(['Social Media Growth']));

    await user.click(within(categories).getByRole('radio', { name: 'All' }));
    await waitFor(() => expect(shownCourses()).toEqual(['Social Media Growth']));
    expect(router.state.location.search).toBe('');
  });

  it('opens on the category named in the URL, as the footer links do', async () => {
    openCatalogue('/home?category=Freelancing');
    await waitForCourses();
    expect(screen.getByRole('radio', { name: 'Freelancing' })).toBeChecked();
    expect(shownCourses()).toEqual(['Freelancing 101', 'Upwork Mastery', 'Graphic Design']);
  });

  it('shows 12 courses per page and the rest on the next page', async () => {
    const { user, router } = openCatalogue();
    await waitForCourses();
    expect(shownCourses()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–12 of 16 courses');

    const pager = screen.getByRole('navigation', { name: 'Course pages' });
    await user.click(within(pager).getByText('2'));
    expect(shownCourses()).toEqual([
      'Content Marketing',
      'Freelancing 101',
      'Upwork Mastery',
      'Graphic Design',
    ]);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 13–16 of 16 courses');
    expect(router.state.location.search).toBe('?page=2');

    // A new search starts again from page 1.
    await user.type(screen.getByRole('searchbox', { name: 'Search courses by name' }), 'e');
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–12 of 13 courses');
  });

  it('opens on the page named in the URL', async () => {
    openCatalogue('/home?page=2');
    await waitForCourses();
    expect(shownCourses()).toHaveLength(4);
  });

  it('stays on 12 cards with 10,000 more courses, and finds one by name', async () => {
    seedManyCourses(10_000);
    const { user } = openCatalogue();
    await waitForCourses();
    expect(shownCourses()).toHaveLength(12);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1–12 of 10016 courses');
    await user.click(screen.getByRole('searchbox', { name: 'Search courses by name' }));
    await user.paste('course 9999');
    await waitFor(() => expect(shownCourses()).toEqual(['Course 9999']));
  }, 30_000);

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
