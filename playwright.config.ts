import { defineConfig, devices, type PlaywrightTestConfig } from '@playwright/test';

const webPort = Number(process.env.PORT ?? 3000);
const baseURL = process.env.E2E_BASE_URL ?? `http://localhost:${webPort}`;

/**
 * What every suite shares: Debian's Chromium headless shell (no browser download), the timeouts,
 * and one retry in CI (a test that needs it is a bug to fix, not a pass).
 *
 * The headless shell (Debian's `chromium-headless-shell`, /usr/bin/chromium-headless-shell) is
 * Chromium's old headless mode, the browser Playwright itself runs headless tests in: without the
 * full browser's UI layers it takes markedly less CPU, so the suites run faster on a small machine.
 * Lighthouse (lighthouserc.cjs) and the catalogue benchmark measure what users run, the full
 * browser (CHROME_PATH); CHROMIUM_PATH picks the suites' browser.
 *
 * A trace is recorded only when a test runs again after failing (in CI; locally, pass
 * `--retries 1` or `--trace on`): recording one for every test, to keep it on failure, makes the
 * browser take a screencast and DOM snapshots after each action, which slows every suite. The
 * figures for both choices are in docs/performance.md, "The end-to-end suites".
 */
export const sharedConfig = (suite: string): PlaywrightTestConfig => ({
  timeout: 60_000,
  expect: { timeout: 10_000 },
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${suite}` }]]
    : 'list',
  use: {
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
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
});

export const desktopChrome = devices['Desktop Chrome'];

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, { command: string }>;

/**
 * A suite's stack (scripts/start.ts), started by Playwright unless one already answers at `url`
 * outside CI, its output piped, stopped with SIGINT so that it shuts down cleanly.
 */
export const stackServer = (
  options: Pick<WebServer, 'command' | 'url' | 'timeout' | 'env'>,
): WebServer => ({
  ...options,
  reuseExistingServer: !process.env.CI,
  stdout: 'pipe',
  stderr: 'pipe',
  gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
});

/**
 * The dev server's smoke suite (e2e-dev/): `npm start`'s stack (auth emulator, mock API from a
 * fresh seed, webpack dev server) starts, the home page renders the catalogue from the mock API,
 * and a sign-in works. Every flow and check runs once, on the production build:
 * playwright.dist.config.ts. Unless E2E_BASE_URL points at a running site, Playwright starts the
 * stack, runs, and stops it.
 */
export default defineConfig({
  ...sharedConfig('dev'),
  testDir: './e2e-dev',
  globalSetup: './e2e/support/globalSetup.ts',
  // One results folder per stack, so runs side by side do not delete each other's results.
  outputDir: `test-results/dev-${webPort}`,
  workers: 1,
  use: { ...sharedConfig('dev').use, baseURL },
  projects: [{ name: 'dev server', use: desktopChrome }],
  webServer: process.env.E2E_BASE_URL
    ? undefined
    : stackServer({ command: 'tsx scripts/start.ts --fresh', url: baseURL, timeout: 240_000 }),
});
