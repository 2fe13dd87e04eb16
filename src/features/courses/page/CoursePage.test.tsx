import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { Course as SchemaCourse, Syllabus, WithContext } from 'schema-dts';
import { getMockDatabase, MOCK_URLS, server } from '../../../../mocks/node';
import { headMetaContent, structuredDataBlocks } from '@/test/documentHead';
import { renderApp } from '@/test/renderApp';

const DATA_SCIENCE = '6650a1c00000000000000001';
const MACHINE_LEARNING = '6650a1c00000000000000002';
const WEB_DEVELOPMENT = '6650a1c00000000000000006';

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

  it('describes the course as schema.org Course data with its offer in US dollars, its syllabus and its instance', async () => {
    openCoursePage(DATA_SCIENCE);
    await screen.findByRole('heading', { level: 1, name: 'Data Science' });
    await screen.findByRole('heading', { level: 3, name: 'Telling the story' });
    const data = structuredData();
    const course = getMockDatabase().courses.find((item) => item._id === DATA_SCIENCE);
    // Typed as schema-dts has it: the compiler checks the shape Google's Course info reads.
    const expected: WithContext<SchemaCourse> = {
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
      syllabusSections: [
        {
          '@type': 'Syllabus',
          name: 'Getting started with data',
          description:
            '3 lessons: How this course works; Welcome to Data Science; Loading and inspecting data with pandas',
          timeRequired: 'PT13M',
        },
        {
          '@type': 'Syllabus',
          name: 'Cleaning, querying and exploring',
          description:
            '4 lessons: Cleaning messy data; Querying data with SQL; Exploring data with summary statistics; Quiz: working with data',
          timeRequired: 'PT27M',
        },
        {
          '@type': 'Syllabus',
          name: 'Telling the story',
          description:
            '3 lessons: Telling stories with charts; What data science is; Final quiz: analysis and storytelling',
          timeRequired: 'PT13M',
        },
      ],
      timeRequired: 'PT53M',
      hasCourseInstance: {
        '@type': 'CourseInstance',
        courseMode: 'online',
        courseWorkload: 'PT53M',
      },
    };
    expect(data).toEqual(expected);
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('gives the syllabus sections and the time required of a course over an hour in ISO 8601', async () => {
    openCoursePage(WEB_DEVELOPMENT);
    await screen.findByRole('heading', { level: 3, name: 'APIs and deployment' });
    const data = structuredData();
    const sections = (data.syllabusSections ?? []) as Syllabus[];
    expect(sections.map((section) => section.name)).toEqual([
      'Getting started with HTML',
      'Styling with CSS',
      'JavaScript and React',
      'APIs and deployment',
    ]);
    expect(sections.map((section) => section.timeRequired)).toEqual([
      'PT13M',
      'PT21M',
      'PT25M',
      'PT17M',
    ]);
    expect(data.timeRequired).toBe('PT1H16M');
    expect(data.hasCourseInstance).toEqual({
      '@type': 'CourseInstance',
      courseMode: 'online',
      courseWorkload: 'PT1H16M',
    });
  });

  it('shows the syllabus: the totals, each chapter with its lessons’ titles, kinds and minutes, previews as links', async () => {
    openCoursePage(DATA_SCIENCE);
    const syllabus = await screen.findByRole('region', { name: 'Syllabus' });
    expect(await within(syllabus).findByText('10 lessons')).toBeVisible();
    expect(within(syllabus).getByText('53 minutes')).toBeVisible();
    expect(
      within(syllabus)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Getting started with data',
      'Cleaning, querying and exploring',
      'Telling the story',
    ]);

    // Each chapter's lessons are a list named by its heading.
    const firstChapter = within(syllabus).getByRole('list', { name: 'Getting started with data' });
    const lessons = within(firstChapter).getAllByRole('listitem');
    expect(lessons.map((lesson) => lesson.textContent)).toEqual([
      'How this course works Video 1 min Free preview',
      'Welcome to Data Science Reading 5 min Free preview',
      'Loading and inspecting data with pandas Reading 7 min',
    ]);
    // A preview lesson opens in the lesson player, for anyone; the others are not links.
    expect(
      within(firstChapter).getByRole('link', { name: 'Welcome to Data Science' }),
    ).toHaveAttribute('href', `/learn/${DATA_SCIENCE}/6650a8c00000000000000002`);
    expect(within(syllabus).getAllByRole('link')).toHaveLength(2);
    const telling = within(syllabus).getByRole('list', { name: 'Telling the story' });
    expect(within(telling).getByText('Final quiz: analysis and storytelling')).toBeVisible();
    expect(within(telling).getByText('Quiz')).toBeVisible();
    expect(within(telling).queryByRole('link')).not.toBeInTheDocument();
  });

  it('gives a course of an hour or more its length in hours', async () => {
    openCoursePage(WEB_DEVELOPMENT);
    const syllabus = await screen.findByRole('region', { name: 'Syllabus' });
    expect(await within(syllabus).findByText('12 lessons')).toBeVisible();
    expect(within(syllabus).getByText('1.3 hours')).toBeVisible();
  });

  it('says why the syllabus did not load, with Retry, and keeps the course on the page', async () => {
    server.use(
      http.get(`${MOCK_URLS.apiUrl}/courses/:id/curriculum`, () =>
        HttpResponse.json({ error: 'Internal server error' }, { status: 500 }),
      ),
    );
    const { user } = openCoursePage(DATA_SCIENCE);
    const syllabus = await screen.findByRole('region', { name: 'Syllabus' });
    expect(await within(syllabus).findByText('Internal server error')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Data Science' })).toBeVisible();
    // Until it loads, the structured data has no syllabus.
    expect(structuredData()).not.toHaveProperty('syllabusSections');
    server.resetHandlers();
    await user.click(within(syllabus).getByRole('button', { name: 'Retry' }));
    expect(await within(syllabus).findByText('10 lessons')).toBeVisible();
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
