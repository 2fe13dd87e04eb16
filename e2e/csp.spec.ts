import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { enrollSeededLearner } from './support/a11y';
import { accounts, logIn } from './support/accounts';
import { openPage, showRegion } from './support/navigation';

/*
 * The built site sends a Content-Security-Policy that allows only this site and the hosts it
 * needs, and the pages work under it: no violation while a learner browses, signs in, pays in the
 * dashboard and reads the receipt, or opens the contact form. Markup injected into the page cannot
 * run script.
 */

declare global {
  interface Window {
    cspViolations?: string[];
    injectedRan?: boolean;
  }
}

/**
 * The scripts written into a page (not data blocks such as JSON-LD): the policy must allow each by
 * its hash, or the browser would refuse to run it.
 */
const inlineScripts = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = '']) => !/type="?application\/(?:ld\+)?json/.test(attributes))
    .map(([, , text = '']) => text);

/** Records every CSP violation the page reports, from the first script on. */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
}

const violations = (page: Page) => page.evaluate(() => window.cspViolations ?? []);

test.describe('Content-Security-Policy of the built site', () => {
  test('every page is sent with a policy that allows only this site and the needed hosts', async ({
    request,
  }) => {
    for (const path of [
      '/',
      '/about',
      '/login',
      '/dashboard/myEnroll',
      '/dashboard/receipt/6650a4c00000000000000002',
      '/6650a1c00000000000000001',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy, path).toContain("default-src 'self'");
      // This site, the page's one inline script (which sets the colour theme) by its hash, and
      // named hosts.
      expect(policy, path).toMatch(/script-src 'self' 'sha256-[\w+/]+=*'( https:\/\/[\w.]+)*;/);
      expect(policy, path).not.toContain("'unsafe-eval'");
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      const html = await response.text();
      const scripts = inlineScripts(html);
      expect(scripts, path).toHaveLength(1);
      for (const script of scripts) {
        const hash = createHash('sha256').update(script).digest('base64');
        expect(policy, path).toContain(`'sha256-${hash}'`);
      }
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      // The same policy is in the page itself, for hosts that do not send headers.
      expect(html, path).toMatch(/http-equiv="?Content-Security-Policy/);
    }
  });

  test('a learner browses, signs in, pays in the dashboard and reads the receipt without a violation', async ({
    page,
  }) => {
    const { id, course } = await enrollSeededLearner(39);
    await recordViolations(page);
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const catalogue = await showRegion(page, 'Explore our courses');
    await expect(catalogue.getByRole('article').first()).toBeVisible();
    await logIn(page, accounts.learner.email, accounts.learner.password);
    await openPage(page, '/dashboard/myEnroll');
    await page
      .locator(`tr[data-row-key="${id}"]`)
      .getByRole('button', { name: 'Pay with 39 $' })
      .click();
    // The card goes to the payment endpoint, another origin the policy must allow.
    const dialog = page.getByRole('dialog', { name: `PAY FOR ${course.name}` });
    await dialog.getByLabel('Card number').fill('4242 4242 4242 4242');
    await dialog.getByLabel('Expiry (MM / YY)').fill('12 / 34');
    await dialog.getByLabel('CVC').fill('123');
    await dialog.getByRole('button', { name: 'Pay 39 $' }).click();
    await expect(
      page.getByRole('article', { name: 'Payment receipt' }).getByText('Visa ending in 4242'),
    ).toBeVisible();
    await openPage(page, '/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });

  test('markup injected into the page cannot run script', async ({ page }) => {
    await recordViolations(page);
    await openPage(page, '/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => {
      const container = document.createElement('div');
      container.innerHTML =
        '<img src="/images/logo.svg" onload="window.injectedRan = true" alt="">' +
        '<a id="injected-link" href="javascript:window.injectedRan = true">x</a>';
      document.body.append(container);
      const script = document.createElement('script');
      script.textContent = 'window.injectedRan = true;';
      document.body.append(script);
      document.getElementById('injected-link')?.click();
    });
    await expect.poll(() => violations(page)).not.toEqual([]);
    expect(await page.evaluate(() => window.injectedRan)).toBeUndefined();
  });
});
