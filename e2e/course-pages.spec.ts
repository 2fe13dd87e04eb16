import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { PRERENDERED_PATHS } from '../src/app/prerenderedPaths';
import { createCourse } from './support/a11y';
import { openPage } from './support/navigation';

/**
 * Course pages as people and search engines get them from the production build: written at build
 * time for every course of the seed (readable without JavaScript), listed in the sitemap; a course
 * added after the build renders from the API with the same head tags.
 */
const PUBLIC_URL = 'http://localhost:4173';
const seed = JSON.parse(readFileSync(path.join(__dirname, '../db.json'), 'utf8')) as {
  courses: { _id: string; name: string; price: number }[];
};
const DATA_SCIENCE = seed.courses[0];

const headMeta = (selector: string) => `head ${selector}`;

test.describe('course pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a course page shows the course, its price and its head tags', async ({ page }) => {
      await page.goto(`/courses/${DATA_SCIENCE?._id ?? ''}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(DATA_SCIENCE?.name ?? '');
      await expect(page.locator('.course-page__price')).toHaveText('Price: $129');
      await expect(page.getByRole('link', { name: 'Enroll now in Data Science' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'More Technical courses' })).toBeVisible();
      await expect(page).toHaveTitle('Data Science | Learn Academy');
      await expect(page.locator(headMeta('link[rel="canonical"]'))).toHaveAttribute(
        'href',
        `${PUBLIC_URL}/courses/${DATA_SCIENCE?._id ?? ''}`,
      );
      await expect(page.locator(headMeta('meta[property="og:title"]'))).toHaveAttribute(
        'content',
        'Data Science | Learn Academy',
      );
      const jsonLd = JSON.parse(
        (await page.locator('script[type="application/ld+json"]').textContent()) ?? '',
      ) as { '@type': string; offers: { price: number; priceCurrency: string } };
      expect(jsonLd['@type']).toBe('Course');
      expect(jsonLd.offers).toMatchObject({ price: 129, priceCurrency: 'USD' });
    });
  });

  test('the sitemap lists every public page and every course of the seed; robots.txt names it', async ({
    request,
  }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(listed.sort()).toEqual(
      [
        ...PRERENDERED_PATHS.map((pagePath) => `${PUBLIC_URL}${pagePath}`),
        ...seed.courses.map((course) => `${PUBLIC_URL}/courses/${course._id}`),
      ].sort(),
    );
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });

  test('a course added after the build renders from the API with its own title and description', async ({
    page,
  }) => {
    const course = await createCourse(42, 'Later');
    await openPage(page, `/courses/${course._id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(course.name);
    await expect(page.locator('.course-page__price')).toHaveText('Price: $42');
    await expect(page).toHaveTitle(`${course.name} | Learn Academy`);
    await expect(page.locator(headMeta('meta[name="description"]'))).toHaveAttribute(
      'content',
      'A course made by an end-to-end test.',
    );
    await expect(page.locator(headMeta('meta[name="description"]'))).toHaveCount(1);
  });

  test('an unknown course says Course not found, kept out of search results', async ({ page }) => {
    await openPage(page, '/courses/6650a1c0000000000000ffff');
    await expect(page.getByRole('heading', { level: 1, name: 'Course not found' })).toBeVisible();
    await expect(page.locator(headMeta('meta[name="robots"]'))).toHaveAttribute(
      'content',
      'noindex',
    );
    await page.getByRole('link', { name: 'Browse the catalogue' }).click();
    await expect(page).toHaveURL(/\/home#courses$/);
  });
});
