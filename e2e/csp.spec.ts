import { expect, test, type Page } from '@playwright/test';
import { accounts, apiUrl, logIn } from './support/accounts';
import { openPage, showRegion } from './support/navigation';

/*
 * The built site sends a Content-Security-Policy that allows only this site and the hosts it
 * needs, and the pages work under it: no violation while a learner browses, signs in, opens the
 * dashboard and the payment dialog, or sends the contact form. Markup injected into the page cannot
 * run script.
 */

declare global {
  interface Window {
    cspViolations?: string[];
    injectedRan?: boolean;
  }
}

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
      '/6650a1c00000000000000001',
    ]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      const policy = response.headers()['content-security-policy'] ?? '';
      expect(policy, path).toContain("default-src 'self'");
      expect(policy, path).toMatch(/script-src 'self'( https:\/\/[\w.]+)*;/);
      expect(policy, path).not.toContain("'unsafe-eval'");
      expect(policy, path).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(policy, path).toContain("object-src 'none'");
      expect(policy, path).toContain("frame-ancestors 'none'");
      expect(policy, path).toContain(new URL(apiUrl).origin);
      // The same policy is in the page itself, for hosts that do not send headers.
      expect(await response.text(), path).toMatch(/http-equiv="?Content-Security-Policy/);
    }
  });

  test('a learner browses, signs in, opens the dashboard and the payment dialog without a violation', async ({
    page,
  }) => {
    await recordViolations(page);
    await openPage(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const catalogue = await showRegion(page, 'Explore our courses');
    await expect(catalogue.getByRole('article').first()).toBeVisible();
    await logIn(page, accounts.learner.email, accounts.learner.password);
    await openPage(page, '/dashboard/myEnroll');
    await page
      .getByRole('button', { name: /^Pay with/ })
      .and(page.locator(':enabled'))
      .first()
      .click();
    await expect(page.getByRole('dialog')).toBeVisible();
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
