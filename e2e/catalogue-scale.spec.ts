import { expect, test, type Page } from '@playwright/test';
import { accounts, apiUrl } from './support/accounts';
import { idTokenOf } from './support/a11y';
import { openPage, showRegion } from './support/navigation';

/**
 * Issue 8.2: with 10,000 extra courses (seeded on demand through the mock server's dev route, as
 * an admin), each keystroke in the catalogue search shows matching results within 100 ms. Timed
 * in the page: from the keydown event's timestamp to the first moment (checked on every DOM
 * mutation and every animation frame) the summary and the first card show the results for the new
 * query.
 */
const GENERATED = 10_000;
const QUERY = 'data science';
const BUDGET_MS = 100;

interface CatalogueCourse {
  name: string;
}

interface ExpectedResults {
  summary: string;
  firstCard: string | null;
}

/** What the catalogue must show for `query` (the rules of catalogueFilter.ts, 12 per page). */
function expectedFor(courses: CatalogueCourse[], query: string): ExpectedResults {
  const needle = query.trim().toLocaleLowerCase();
  const matches = courses.filter(
    (course) => !needle || course.name.toLocaleLowerCase().includes(needle),
  );
  const total = matches.length;
  const summary =
    total === 0
      ? 'No results found!!'
      : total <= 12
        ? `${total} ${total === 1 ? 'course' : 'courses'}`
        : `Showing 1–12 of ${total} courses`;
  return { summary, firstCard: matches[0]?.name ?? null };
}

/** Arms a timer in the page for the next keydown on the search box; resolves with the latency. */
function armKeystrokeTimer(page: Page, expected: ExpectedResults): Promise<void> {
  return page.evaluate((want) => {
    const section = document.querySelector('section#courses');
    const search = section?.querySelector('input[type="search"]');
    if (!section || !search) throw new Error('catalogue not found');
    const shows = (): boolean => {
      const summary = section.querySelector('[role="status"]')?.textContent?.trim() ?? '';
      const first = section.querySelector('.catalogue__grid article h3');
      const firstName = first?.textContent?.trim() ?? null;
      return (
        summary.includes(want.summary) && (want.firstCard === null || firstName === want.firstCard)
      );
    };
    const state = window as unknown as { __keystroke?: Promise<number> };
    state.__keystroke = new Promise<number>((resolve) => {
      search.addEventListener(
        'keydown',
        (event) => {
          const keyAt = event.timeStamp;
          let done = false;
          const finish = (): void => {
            if (done || !shows()) return;
            done = true;
            observer.disconnect();
            resolve(performance.now() - keyAt);
          };
          const observer = new MutationObserver(finish);
          observer.observe(section, { subtree: true, childList: true, characterData: true });
          const frame = (): void => {
            finish();
            if (!done) requestAnimationFrame(frame);
          };
          // Checked only after the key has been handled: the old results never count.
          setTimeout(frame, 0);
        },
        { once: true },
      );
    });
  }, expected);
}

test.describe('catalogue of 10,000 courses', () => {
  // The development routes answer admins only.
  const asAdmin = async () => ({ Authorization: `Bearer ${await idTokenOf(accounts.admin)}` });

  test.beforeAll(async ({ request }) => {
    const seeded = await request.post(`${apiUrl}/__dev/seed-courses`, {
      data: { count: GENERATED },
      headers: await asAdmin(),
    });
    expect(seeded.status()).toBe(201);
  });

  test.afterAll(async ({ request }) => {
    const reset = await request.post(`${apiUrl}/__dev/reset`, { headers: await asAdmin() });
    expect(reset.status()).toBe(200);
  });

  test(`each search keystroke shows its results within ${BUDGET_MS} ms`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const courses = (await (await request.get(`${apiUrl}/courses`)).json()) as CatalogueCourse[];
    expect(courses.length).toBeGreaterThanOrEqual(GENERATED);

    await openPage(page, '/');
    const catalogue = await showRegion(page, 'Explore our courses');
    await expect(catalogue.getByRole('status')).toHaveText(expectedFor(courses, '').summary, {
      timeout: 30_000,
    });
    // Typing starts once the catalogue and the parts around it have loaded and hydrated.
    await page.waitForLoadState('networkidle');
    const search = catalogue.getByRole('searchbox', { name: 'Search courses by name' });
    await search.click();

    const keys = [...QUERY.split(''), ...QUERY.split('').map(() => 'Backspace')];
    const timings: { key: string; query: string; ms: number }[] = [];
    let query = '';
    for (const key of keys) {
      query = key === 'Backspace' ? query.slice(0, -1) : query + key;
      await armKeystrokeTimer(page, expectedFor(courses, query));
      await page.keyboard.press(key === ' ' ? 'Space' : key);
      const ms = await page.evaluate(
        () => (window as unknown as { __keystroke: Promise<number> }).__keystroke,
      );
      timings.push({ key, query, ms: Math.round(ms * 10) / 10 });
    }
    await expect(search).toHaveValue('');

    const sorted = timings.map((item) => item.ms).sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
    const max = sorted[sorted.length - 1] ?? 0;
    console.log(
      `catalogue of ${courses.length} courses: ${timings.length} keystrokes, ` +
        `median ${median} ms, max ${max} ms\n` +
        timings
          .map((item) => `  ${JSON.stringify(item.query).padEnd(16)} ${item.ms} ms`)
          .join('\n'),
    );
    for (const item of timings) {
      expect(item.ms, `keystroke to ${JSON.stringify(item.query)}`).toBeLessThanOrEqual(BUDGET_MS);
    }
  });
});
