import { screen, waitFor, within } from '@testing-library/react';
import type { Course as SchemaCourse, WithContext } from 'schema-dts';
import { getMockDatabase } from '../../../../mocks/node';
import { headMetaContent, structuredDataBlocks } from '@/test/documentHead';
import { renderApp } from '@/test/renderApp';

const DATA_SCIENCE = '6650a1c00000000000000001';
const MACHINE_LEARNING = '6650a1c00000000000000002';

const openCoursePage = (id: string, user?: { email: string }) =>
  renderApp(null, { url: `/courses/${id}`, user });

/** The page's schema.org data (one JSON-LD block). */
function structuredData(): WithContext<SchemaCourse> {
  const blocks = structuredDataBlocks<WithContext<SchemaCourse>>();
  expect(blocks).toHaveLength(1);
  return blocks[0] as WithContext<SchemaCourse>;
}

const metaContent = headMetaContent;

describe('course page', () => {
  it('shows the course to a visitor, with its price, rating, Enroll now and others of its category', async () => {
    const { user, router } = openCoursePage(MACHINE_LEARNING);
    const heading = await screen.findByRole('heading', { level: 1, name: 'Machine Learning' });
    expect(heading).toBeVisible();
    expect(screen.getByRole('img', { name: 'Machine Learning course' })).toBeVisible();
    expect(screen.getByText('Technical', { selector: '.course-page__category' })).toBeVisible();
    expect(screen.getByText('$149')).toBeVisible();
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeVisible();

    const related = await screen.findByRole('region', { name: 'More Technical courses' });
    const names = within(related)
      .getAllByRole('heading', { level: 3 })
      .map((item) => item.textContent);
    expect(names).toEqual(['Data Science', 'Deep Learning', 'AI Foundations', 'IoT Fundamentals']);

    expect(document.title).toBe('Machine Learning | Learn Academy');
    expect(metaContent('meta[name="description"]')).toMatch(
      /^Supervised and unsupervised learning/,
    );
    expect(metaContent('meta[property="og:url"]')).toBe(
      `http://localhost:4173/courses/${MACHINE_LEARNING}`,
    );
    expect(metaContent('meta[name="robots"]')).toBeUndefined();

    await user.click(screen.getByRole('link', { name: 'Enroll now in Machine Learning' }));
    // A visitor is asked to sign in first (and comes back afterwards).
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('describes the course as schema.org Course data with its offer in US dollars', async () => {
    openCoursePage(DATA_SCIENCE);
    await screen.findByRole('heading', { level: 1, name: 'Data Science' });
    const data = structuredData();
    const course = getMockDatabase().courses.find((item) => item._id === DATA_SCIENCE);
    expect(data).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Course',
      name: 'Data Science',
      description: course?.description,
      url: `http://localhost:4173/courses/${DATA_SCIENCE}`,
      image: 'http://localhost:4173/images/courses/data-science.webp',
      about: 'Technical',
      provider: { '@type': 'Organization', name: 'Learn Academy', url: 'http://localhost:4173/' },
      offers: {
        '@type': 'Offer',
        price: 129,
        priceCurrency: 'USD',
        category: 'Paid',
        url: `http://localhost:4173/courses/${DATA_SCIENCE}`,
      },
    });
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('tells an enrolled learner so, with a link to My Courses, instead of Enroll now', async () => {
    openCoursePage(DATA_SCIENCE, { email: 'learner@example.com' });
    expect(await screen.findByText('You are enrolled')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to My Courses' })).toHaveAttribute(
      'href',
      '/dashboard/myEnroll',
    );
    expect(screen.queryByRole('link', { name: /Enroll now/ })).not.toBeInTheDocument();
  });

  it('offers Enroll now to a learner not enrolled in the course', async () => {
    openCoursePage(MACHINE_LEARNING, { email: 'learner@example.com' });
    expect(
      await screen.findByRole('link', { name: 'Enroll now in Machine Learning' }),
    ).toHaveAttribute('href', `/${MACHINE_LEARNING}`);
    expect(screen.queryByText('You are enrolled')).not.toBeInTheDocument();
  });

  it('says "Course not found" for an unknown course, with the way back, kept out of search results', async () => {
    const { user, router } = openCoursePage('6650a1c000000000000000ff');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Course not found' }),
    ).toBeVisible();
    expect(metaContent('meta[name="robots"]')).toBe('noindex');
    await user.click(screen.getByRole('link', { name: 'Browse the catalogue' }));
    expect(router.state.location.pathname).toBe('/home');
    expect(router.state.location.hash).toBe('#courses');
  });

  it('is where a catalogue card’s name and picture lead', async () => {
    const { user, router } = renderApp(null, { url: '/home' });
    const card = await screen.findByRole('article', { name: 'Deep Learning' });
    expect(within(card).getByRole('link', { name: 'Deep Learning course' })).toHaveAttribute(
      'href',
      '/courses/6650a1c00000000000000003',
    );
    await user.click(within(card).getByRole('link', { name: 'Deep Learning' }));
    expect(router.state.location.pathname).toBe('/courses/6650a1c00000000000000003');
    expect(await screen.findByRole('heading', { level: 1, name: 'Deep Learning' })).toBeVisible();
  });
});
