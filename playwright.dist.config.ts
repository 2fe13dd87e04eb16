import { defineConfig } from '@playwright/test';
import baseConfig, { PRODUCTION_BUILD_SPECS } from './playwright.config';

const webPort = Number(process.env.DIST_PORT ?? 4173);

/**
 * The production build as users get it: prerendered pages, minified code, the
 * Content-Security-Policy. Builds for the offline stack (`npm run build:offline`), serves dist/
 * with the mock API and the auth emulator on their usual ports, and runs the accessibility,
 * keyboard, hardening and CSP specs. Run after the main suite, not beside it (same API port).
 */
export default defineConfig({
  ...baseConfig,
  testIgnore: undefined,
  outputDir: `test-results/dist-${webPort}`,
  // A static build serves pages cheaply: two browsers at a time. The specs use their own accounts
  // and records.
  workers: 2,
  fullyParallel: true,
  use: { ...baseConfig.use, baseURL: `http://localhost:${webPort}` },
  projects: [
    {
      name: 'production build',
      testMatch: PRODUCTION_BUILD_SPECS,
      use: baseConfig.projects?.[0]?.use,
    },
  ],
  webServer: {
    command: 'tsx scripts/site/buildOffline.ts && tsx scripts/start.ts --dist --fresh',
    url: `http://localhost:${webPort}`,
    timeout: 420_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
    env: { PORT: String(webPort) },
  },
});
