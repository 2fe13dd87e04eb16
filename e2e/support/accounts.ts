import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { openPage } from './navigation';

export const accounts = {
  admin: { email: 'admin@example.com', password: 'Admin#2026' },
  teacher: { email: 'teacher@example.com', password: 'Teacher#2026' },
  learner: { email: 'learner@example.com', password: 'Learner#2026' },
  maria: { email: 'maria.garcia@example.com', password: 'Maria#2026' },
} as const;

/** The API server itself, for what a test asks it directly. */
export const apiUrl = process.env.E2E_API_URL ?? `http://localhost:${process.env.API_PORT ?? 5000}`;
/**
 * The API as the site's pages call it: under the site's own origin (scripts/site/serve.ts routes
 * /api to the API server; the build's APP_API_URL is /api, scripts/site/buildOffline.ts).
 */
export const siteApiUrl =
  process.env.E2E_SITE_API_URL ?? `http://localhost:${process.env.DIST_PORT ?? 4173}/api`;
export const paymentUrl =
  process.env.E2E_PAYMENT_URL ?? `http://localhost:${process.env.PAYMENT_PORT ?? 7000}`;

/** A fresh email for a test that creates an account. */
export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/**
 * Signs in through the login page (opened unless the page is on it already, e.g. sent there by a
 * guard) once the app has started on it, and waits until the header shows Logout.
 */
export async function logIn(page: Page, email: string, password: string): Promise<void> {
  if (page.url().includes('/login')) {
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  } else {
    await openPage(page, '/login');
  }
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Logout' }),
  ).toBeVisible();
}
