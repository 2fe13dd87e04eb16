import { expect, test, type Page } from '@playwright/test';
import { openPage } from './support/navigation';

declare global {
  interface Window {
    /** The page's layout shifts so far (catalogue.spec.ts puts it there). */
    layoutShift?: () => number;
  }
}

/**
 * The catalogue asks the server for one page at a time; its search, category, sort and page live
 * in the address (src/features/courses/catalogue/useCatalogueParams.ts). On the seed's 16 courses.
 */
const catalogue = (page: Page) => page.getByRole('region', { name: 'Explore our courses' });
const searchBox = (page: Page) =>
  catalogue(page).getByRole('searchbox', { name: 'Search courses by name' });
const cardNames = (page: Page) => catalogue(page).getByRole('article').getByRole('heading');
const summary = (page: Page) =>
  catalogue(page).getByRole('region', { name: 'Course results' }).getByRole('status');

test.describe('catalogue on the server, in the address', () => {
  test('search, typo search with close matches, category with counts, sort and paging', async ({
    page,
  }) => {
    await openPage(page, '/home#courses');
    await expect(cardNames(page)).toHaveCount(12);
    await expect(summary(page)).toHaveText('Showing 1–12 of 16 courses');
    await expect(catalogue(page).getByRole('radio', { name: 'All 16' })).toBeChecked();

    // Search: the server's answer, the matched text marked.
    await searchBox(page).fill('learn');
    await expect(page).toHaveURL(/\/home\?q=learn#courses$/);
    await expect(cardNames(page)).toHaveText(['Machine Learning', 'Deep Learning']);
    await expect(catalogue(page).locator('mark')).toHaveText(['Learn', 'Learn']);
    await expect(catalogue(page).getByRole('radio', { name: 'Technical 2' })).toBeVisible();

    // A typo: close matches, said so.
    await searchBox(page).fill('pyhton');
    await expect(
      catalogue(page).getByText('No exact matches for “pyhton”. Showing close matches.'),
    ).toBeVisible();
    await expect(cardNames(page)).toHaveText(['Python Programming']);
    await expect(catalogue(page).locator('mark')).toHaveText(['Python']);

    // Category, then sort.
    await searchBox(page).fill('');
    await expect(page).toHaveURL(/\/home#courses$/);
    await catalogue(page)
      .getByRole('radio', { name: /^Marketing/ })
      .click();
    await expect(cardNames(page)).toHaveText([
      'Digital Marketing',
      'SEO Essentials',
      'Social Media Growth',
      'Content Marketing',
    ]);
    await catalogue(page).getByRole('combobox', { name: 'Sort by' }).selectOption('price');
    await expect(page).toHaveURL(/\?category=Marketing&sort=price#courses$/);
    await expect(cardNames(page)).toHaveText([
      'Social Media Growth',
      'SEO Essentials',
      'Content Marketing',
      'Digital Marketing',
    ]);

    // Paging: the second page of all courses.
    await catalogue(page).getByRole('radio', { name: /^All/ }).click();
    await catalogue(page)
      .getByRole('navigation', { name: 'Course pages' })
      .getByRole('button', { name: '2', exact: true })
      .click();
    await expect(page).toHaveURL(/\?sort=price&page=2#courses$/);
    await expect(summary(page)).toHaveText('Showing 13–16 of 16 courses');
    await expect(cardNames(page)).toHaveText([
      'Data Science',
      'Graphic Design',
      'Machine Learning',
      'Deep Learning',
    ]);
  });

  test('a shared link opens the same results; reload keeps them; Back and Forward restore them', async ({
    page,
  }) => {
    await openPage(page, '/home?q=ing&category=Technical&sort=name#courses');
    await expect(searchBox(page)).toHaveValue('ing');
    await expect(catalogue(page).getByRole('radio', { name: /^Technical/ })).toBeChecked();
    await expect(catalogue(page).getByRole('combobox', { name: 'Sort by' })).toHaveValue('name');
    await expect(cardNames(page)).toHaveText(['Deep Learning', 'Machine Learning']);

    await page.reload();
    await expect(searchBox(page)).toHaveValue('ing');
    await expect(cardNames(page)).toHaveText(['Deep Learning', 'Machine Learning']);

    await catalogue(page).getByRole('radio', { name: /^All/ }).click();
    await expect(cardNames(page)).toHaveCount(7);
    await searchBox(page).fill('marketing');
    await expect(cardNames(page)).toHaveText(['Content Marketing', 'Digital Marketing']);

    await page.goBack();
    await expect(searchBox(page)).toHaveValue('ing');
    await expect(cardNames(page)).toHaveCount(7);
    await page.goBack();
    await expect(catalogue(page).getByRole('radio', { name: /^Technical/ })).toBeChecked();
    await expect(cardNames(page)).toHaveText(['Deep Learning', 'Machine Learning']);
    await page.goForward();
    await page.goForward();
    await expect(searchBox(page)).toHaveValue('marketing');
    await expect(cardNames(page)).toHaveText(['Content Marketing', 'Digital Marketing']);
  });

  /**
   * Opens `path` on Lighthouse's phone with the category counts held back until the results have
   * shown, then lets them come: returns the layout shift (what CLS adds up) they caused.
   */
  async function shiftWhenCountsCome(page: Page, path: string, resultCount: number) {
    await page.setViewportSize({ width: 412, height: 823 });
    let releaseCounts = () => {};
    const countsHeld = new Promise<void>((resolve) => {
      releaseCounts = resolve;
    });
    await page.route(/\/courses\/facets/, async (route) => {
      await countsHeld;
      await route.continue();
    });
    await page.addInitScript(() => {
      let total = 0;
      const add = (entries: PerformanceEntryList) => {
        for (const entry of entries as unknown as { value: number }[]) total += entry.value;
      };
      const observer = new PerformanceObserver((list) => add(list.getEntries()));
      observer.observe({ type: 'layout-shift', buffered: true });
      // The shifts so far, including those not yet handed to the observer's callback.
      window.layoutShift = () => {
        add(observer.takeRecords());
        return total;
      };
    });
    // Two frames on: the last change has been laid out and its shift recorded.
    const layoutShift = () =>
      page.evaluate(
        () =>
          new Promise<number>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve(window.layoutShift?.() ?? Number.NaN)),
            ),
          ),
      );

    // Where each chip and the results are (a chip's radio covers it), to the pixel.
    const places = async () => ({
      chips: await catalogue(page)
        .getByRole('radio')
        .evaluateAll((radios) =>
          radios.map((radio) => {
            const { x, y, width } = radio.getBoundingClientRect();
            return [x, y, width].map(Math.round);
          }),
        ),
      results: await catalogue(page)
        .getByRole('region', { name: 'Course results' })
        .evaluate((region) => Math.round(region.getBoundingClientRect().y)),
    });

    await openPage(page, path);
    await expect(cardNames(page)).toHaveCount(resultCount);
    await expect(catalogue(page).getByRole('radio', { name: 'All', exact: true })).toBeChecked();
    const before = { shift: await layoutShift(), places: await places() };
    releaseCounts();
    await expect(catalogue(page).getByRole('radio', { name: /^All \d+$/ })).toBeChecked();
    const shift = (await layoutShift()) - before.shift;
    expect(await places(), `${path}: the chips and the results stay where they were`).toEqual(
      before.places,
    );
    return shift;
  }

  test('on a phone, nothing on the page moves when the category counts come', async ({ page }) => {
    // Counts of one digit (a search), then of two (All 16).
    expect(await shiftWhenCountsCome(page, '/home?q=python#courses', 1)).toBeLessThan(0.001);
    expect(await shiftWhenCountsCome(page, '/home#courses', 12)).toBeLessThan(0.001);
  });
});
