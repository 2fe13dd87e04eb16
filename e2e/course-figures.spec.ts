import { expect, test } from '@playwright/test';
import type { Curriculum } from '../src/shared/domain/learning';
import { accounts, apiUrl, logIn } from './support/accounts';

/*
 * The course figures screen on the production build: the seeded teacher opens Courses you teach,
 * follows Figures for Web Development, and the chart is drawn while the table lists the course's
 * lessons. The chart's library (its chunks, src/features/authoring/figures/CourseFiguresPage.tsx)
 * downloads on this screen only. Other specs' learners may make progress in Web Development at the
 * same time: the figures themselves are jest's part (CourseFiguresPage.test.tsx).
 */

const WEB_DEVELOPMENT = '6650a1c00000000000000006';

/** The chart's own chunk (`webpackChunkName: "funnel-chart"`; hashed in a build). */
const CHART_SCRIPT = /\/js\/funnel-chart\.(?:[0-9a-f]+\.)?chunk\.js$/;

/** The titles of the course's published lessons, in curriculum order, as learners see them. */
async function lessonTitlesOf(courseId: string): Promise<string[]> {
  const response = await fetch(`${apiUrl}/courses/${courseId}/curriculum`);
  expect(response.status).toBe(200);
  const curriculum = (await response.json()) as Curriculum;
  return curriculum.chapters.flatMap((chapter) => chapter.lessons.map((lesson) => lesson.title));
}

test('a teacher follows Figures from Courses you teach: the chart is drawn and the table lists the lessons', async ({
  page,
}) => {
  const chartScripts: string[] = [];
  page.on('request', (request) => {
    if (CHART_SCRIPT.test(new URL(request.url()).pathname)) chartScripts.push(request.url());
  });
  await logIn(page, accounts.teacher.email, accounts.teacher.password);
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Instructor' })
    .click();
  const taught = page.getByRole('region', { name: 'Courses you teach' });
  const figuresLink = taught.getByRole('link', { name: 'Figures of Web Development' });
  await expect(figuresLink).toBeVisible();
  expect(chartScripts).toEqual([]);

  await figuresLink.click();
  await expect(page).toHaveURL(`/instructor/courses/${WEB_DEVELOPMENT}/figures`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Figures: Web Development' }),
  ).toBeVisible();

  // The chart: a canvas inside the figure, with a size, on which something has been painted.
  const figure = page.getByRole('figure', { name: /The table below holds the same figures/ });
  const canvas = figure.locator('canvas');
  await expect(canvas).toBeVisible();
  const box = await canvas.boundingBox();
  expect(box?.width).toBeGreaterThan(0);
  expect(box?.height).toBeGreaterThan(0);
  await expect
    .poll(() =>
      canvas.evaluate((element: HTMLCanvasElement) => {
        const pixels = element
          .getContext('2d')
          ?.getImageData(0, 0, element.width, element.height).data;
        let painted = 0;
        for (let alpha = 3; pixels && alpha < pixels.length; alpha += 4) {
          if (pixels[alpha] !== 0) painted += 1;
        }
        return painted;
      }),
    )
    .toBeGreaterThan(0);
  expect(chartScripts).toHaveLength(1);

  // The same figures as a table: one row per published lesson, in curriculum order.
  const titles = await lessonTitlesOf(WEB_DEVELOPMENT);
  expect(titles.length).toBeGreaterThan(0);
  const table = page.getByRole('region', { name: 'Where learners stop' }).getByRole('table');
  // Each lesson's cell links to its editor.
  await expect(table.getByRole('link')).toHaveText(
    titles.map((title, index) => `${index + 1}. ${title}`),
  );
  await expect(table.getByText('Biggest drop')).toHaveCount(1);
});
