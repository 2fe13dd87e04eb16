import { screen, within } from '@testing-library/react';
import type { Course as SchemaCourse, Syllabus, WithContext } from 'schema-dts';
import { getMockDatabase, MOCK_URLS } from '../../mocks/node';
import type { Curriculum } from '@/shared/domain/learning';
import { prerenderCoursePage } from '@/prerender';
import { structuredDataBlocks } from '@/test/documentHead';
import { PRELOADED_DATA_ID, type PreloadedData } from './preloadedData';

const WEB_DEVELOPMENT = '6650a1c00000000000000006';

/** The course page as the build writes it (scripts/site/prerender.ts): course, catalogue, curriculum. */
async function prerenderedWebDevelopment() {
  const { courses } = getMockDatabase();
  const course = courses.find((item) => item._id === WEB_DEVELOPMENT);
  if (!course) throw new Error('The seed has no Web Development course');
  const response = await fetch(`${MOCK_URLS.apiUrl}/courses/${WEB_DEVELOPMENT}/curriculum`);
  const curriculum = (await response.json()) as Curriculum;
  const { html, data } = await prerenderCoursePage(course, courses, curriculum);
  // The HTML as it is served, before any script runs.
  document.body.innerHTML = `<div id="root">${html}</div>${data}`;
  return { dataBlock: data, curriculum };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a course page written at build time', () => {
  it('carries the syllabus in its HTML: totals, chapters, lessons, preview links', async () => {
    await prerenderedWebDevelopment();
    const syllabus = screen.getByRole('region', { name: 'Syllabus' });
    expect(within(syllabus).getByText('12 lessons')).toBeInTheDocument();
    expect(within(syllabus).getByText('1.3 hours')).toBeInTheDocument();
    expect(
      within(syllabus)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual([
      'Getting started with HTML',
      'Styling with CSS',
      'JavaScript and React',
      'APIs and deployment',
    ]);
    expect(
      within(syllabus)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['How this course works', `/learn/${WEB_DEVELOPMENT}/6650a8c00000000000000034`],
      ['Welcome to Web Development', `/learn/${WEB_DEVELOPMENT}/6650a8c00000000000000035`],
    ]);
  });

  it('describes the syllabus in its structured data', async () => {
    await prerenderedWebDevelopment();
    const [data] = structuredDataBlocks<WithContext<SchemaCourse>>();
    const sections = (data?.syllabusSections ?? []) as Syllabus[];
    expect(sections.map((section) => section.name)).toEqual([
      'Getting started with HTML',
      'Styling with CSS',
      'JavaScript and React',
      'APIs and deployment',
    ]);
    expect(data?.timeRequired).toBe('PT1H16M');
    expect(data?.hasCourseInstance).toMatchObject({
      courseMode: 'online',
      courseWorkload: 'PT1H16M',
    });
  });

  it('hands the browser the curriculum it was written with, so that the first render matches it', async () => {
    const { dataBlock, curriculum } = await prerenderedWebDevelopment();
    // The JSON data block the browser reads (src/app/preloadedData.ts), without its element.
    expect(dataBlock).toMatch(
      new RegExp(`^<script type="application/json" id="${PRELOADED_DATA_ID}">`),
    );
    const data = JSON.parse(
      dataBlock.replace(/^<script[^>]*>/, '').replace(/<\/script>$/, ''),
    ) as PreloadedData;
    expect(data.feature).toBe('courses');
    expect(data.entries).toContainEqual({
      endpointName: 'getCurriculum',
      arg: WEB_DEVELOPMENT,
      value: curriculum,
    });
  });
});
