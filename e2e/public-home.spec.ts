import { expect, test, type Page } from '@playwright/test';
import { accounts, logIn } from './support/accounts';
import { openPage, showRegion } from './support/navigation';

const catalogue = (page: Page) => page.getByRole('region', { name: 'Explore our courses' });

const courseCard = (page: Page, name: string) =>
  catalogue(page).getByRole('article', { name, exact: true });

test.describe('public home page', () => {
  test('search the catalogue and follow a course to enrolment after logging in', async ({
    page,
  }) => {
    await openPage(page, '/');
    await catalogue(page).getByRole('searchbox', { name: 'Search courses by name' }).fill('LEARN');
    await expect(courseCard(page, 'Machine Learning')).toBeVisible();
    await expect(courseCard(page, 'Deep Learning')).toBeVisible();
    await expect(courseCard(page, 'Data Science')).toHaveCount(0);

    await courseCard(page, 'Machine Learning')
      .getByRole('link', { name: 'Enroll in Machine Learning' })
      .click();
    // A signed-out visitor is sent to log in first and comes back afterwards.
    await expect(page).toHaveURL(/\/login$/);
    await logIn(page, accounts.learner.email, accounts.learner.password);
    await expect(page).toHaveURL(/\/6650a1c00000000000000002$/);
  });

  test("shows 'No results found!!' when the search matches nothing", async ({ page }) => {
    await openPage(page, '/home');
    await catalogue(page)
      .getByRole('searchbox', { name: 'Search courses by name' })
      .fill('no such course anywhere');
    await expect(catalogue(page).getByText('No results found!!')).toBeVisible();
  });

  test("the footer's category link opens the filtered catalogue", async ({ page }) => {
    await openPage(page, '/about');
    await page
      .getByRole('contentinfo')
      .getByRole('region', { name: 'Course categories' })
      .getByRole('link', { name: 'Marketing' })
      .click();
    await expect(page).toHaveURL(/\/home\?category=Marketing#courses$/);
    await expect(catalogue(page).getByRole('radio', { name: 'Marketing' })).toBeChecked();
    await expect(courseCard(page, 'Digital Marketing')).toBeVisible();
    await expect(courseCard(page, 'SEO Essentials')).toBeVisible();
    await expect(courseCard(page, 'Data Science')).toHaveCount(0);
    await expect(catalogue(page)).toBeInViewport();

    // The choice is kept in the URL, so the radio shows it once the navigation has run.
    await catalogue(page).getByRole('radio', { name: 'All' }).click();
    await expect(catalogue(page).getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(page).not.toHaveURL(/category=/);
    await expect(courseCard(page, 'Data Science')).toBeVisible();
  });

  test('the welcome video loads nothing until it is played', async ({ page }) => {
    const videoRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/media\/welcome\.(webm|mp4)$/.test(request.url())) videoRequests.push(request.url());
    });
    await openPage(page, '/');
    const banner = page.getByRole('region', { name: 'Welcome to Learn Academy' });
    const video = banner.locator('video');
    await expect(video).toHaveAttribute('preload', 'none');
    await expect(video).toHaveAttribute('poster', '/media/welcome-poster.webp');
    await page.waitForLoadState('networkidle');
    expect(videoRequests).toEqual([]);

    await banner.getByRole('button', { name: 'Play welcome video' }).click();
    await expect(banner.getByRole('button', { name: 'Pause welcome video' })).toBeVisible();
    await banner.getByRole('button', { name: 'Pause welcome video' }).click();
    await expect(banner.getByRole('button', { name: 'Play welcome video' })).toBeVisible();
  });

  test('the like button toggles the count', async ({ page }) => {
    await openPage(page, '/');
    const like = page.getByRole('button', { name: 'Like', exact: true });
    await expect(page.getByText('245 people like this')).toBeVisible();
    await like.click();
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('246 people like this')).toBeVisible();
    await like.click();
    await expect(page.getByText('245 people like this')).toBeVisible();
  });

  test("the hero's Learn More link goes to /about", async ({ page }) => {
    await openPage(page, '/');
    await page.getByRole('button', { name: 'Pause slide show' }).click();
    await page.getByRole('link', { name: 'Learn More' }).click();
    await expect(page).toHaveURL(/\/about$/);
  });

  for (const viewport of [
    { name: 'a phone', width: 375, height: 740 },
    { name: 'a desktop', width: 1280, height: 800 },
  ]) {
    test(`fits ${viewport.name} (${viewport.width}x${viewport.height}) without horizontal scrolling`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await openPage(page, '/');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Learn without limits' }),
      ).toBeInViewport();
      await expect(page.getByRole('link', { name: 'Learn More' })).toBeInViewport();
      // The prerendered catalogue loads its courses as the reader nears it.
      await showRegion(page, 'Explore our courses');
      await expect(catalogue(page).getByRole('article').first()).toBeVisible();
      await catalogue(page).getByRole('article').first().scrollIntoViewIfNeeded();
      await expect(catalogue(page).getByRole('article').first()).toBeInViewport();

      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);

      const nav = page.getByRole('navigation', { name: 'Main' });
      if (viewport.width < 768) {
        // Point 7: the header collapses into a menu that scrolls within 375px.
        await expect(nav.getByRole('link', { name: 'About' })).toBeHidden();
        await nav.getByRole('button', { name: 'Open menu' }).click();
        await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
        const menu = nav.getByRole('list');
        await expect(menu).toHaveCSS('max-height', '375px');
        await expect(menu).toHaveCSS('overflow-y', 'auto');
      } else {
        await expect(nav.getByRole('button', { name: 'Open menu' })).toBeHidden();
        await expect(nav.getByRole('link', { name: 'About' })).toBeVisible();
      }
    });
  }
});
