import { defineConfig } from '@playwright/test';
import { desktopChrome, sharedConfig, stackServer } from './playwright.config';

const webPort = Number(process.env.DIST_PORT ?? 4173);
const baseURL = `http://localhost:${webPort}`;

/** Specs that need the seed's catalogue as it is: they run before any other test adds a course. */
const SEED_CATALOGUE_SPECS = ['catalogue.spec.ts'];

/**
 * The suite: every flow and check (e2e/), on the production build as users get it: prerendered
 * pages, minified code, the Content-Security-Policy. Serves dist/ with the mock API (a fresh seed)
 * and the auth emulator (`tsx scripts/start.ts --dist --fresh`). dist/ must be built for the same
 * ports (`npm run build:offline`): this config builds it first unless E2E_NO_BUILD is set, as CI
 * does after building it once in a step of its own.
 */
export default defineConfig({
  ...sharedConfig('dist'),
  testDir: './e2e',
  globalSetup: './e2e/support/globalSetup.ts',
  outputDir: `test-results/dist-${webPort}`,
  // A static build serves pages cheaply, and each test waits on the network and the auth emulator
  // part of the time, so three browsers at a time beat two even on two cores (docs/performance.md,
  // "The end-to-end suites"). Each test makes the accounts, courses and enrollments it changes
  // (e2e/support/a11y.ts) and reads the seed's rows only.
  workers: 3,
  fullyParallel: true,
  use: { ...sharedConfig('dist').use, baseURL },
  projects: [
    { name: 'seed catalogue', testMatch: SEED_CATALOGUE_SPECS, use: desktopChrome },
    {
      name: 'production build',
      testIgnore: SEED_CATALOGUE_SPECS,
      dependencies: ['seed catalogue'],
      use: desktopChrome,
    },
  ],
  webServer: stackServer({
    command: `${process.env.E2E_NO_BUILD ? '' : 'tsx scripts/site/buildOffline.ts && '}tsx scripts/start.ts --dist --fresh`,
    url: baseURL,
    timeout: 420_000,
    env: { PORT: String(webPort) },
  }),
});
