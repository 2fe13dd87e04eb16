import { defineConfig, devices } from '@playwright/test';

const webPort = Number(process.env.PORT ?? 3000);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${webPort}`;

/**
 * End-to-end tests in Debian's Chromium (/usr/bin/chromium; no browser download). Unless
 * E2E_BASE_URL points at a running site, `npm run test:e2e` starts the whole offline product
 * (auth emulator, mock API from a fresh seed, dev server), runs, and stops it.
 */
/** Specs that run against the production build (playwright.dist.config.ts), not the dev server. */
export const PRODUCTION_BUILD_SPECS = [
  'a11y-routes.spec.ts',
  'keyboard.spec.ts',
  'hardening.spec.ts',
  'csp.spec.ts',
  'prerender.spec.ts',
  'prerender-input.spec.ts',
  'html-validity.spec.ts',
  'course-pages.spec.ts',
  'theme.spec.ts',
];

export default defineConfig({
  testDir: './e2e',
  testIgnore: PRODUCTION_BUILD_SPECS,
  globalSetup: './e2e/support/globalSetup.ts',
  // One results folder per stack, so runs side by side do not delete each other's results.
  outputDir: `test-results/port-${webPort}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : {
        command: 'tsx scripts/start.ts --fresh',
        url: baseURL,
        timeout: 240_000,
        reuseExistingServer: !process.env.CI,
        stdout: 'pipe',
        stderr: 'pipe',
        gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
      },
});
