import { defineConfig } from '@playwright/test';
import { desktopChrome, sharedConfig, stackServer } from './playwright.config';

const webPort = Number(process.env.MSW_PORT ?? 3600);
/** The API's address the app is built with (MSW answers it in the browser; nothing listens). */
export const mswApiPort = process.env.MSW_API_PORT ?? '5600';

/**
 * The app in MSW mode (`npm run start:msw`): the service worker answers every API call, with QA
 * scenarios (e2e-msw/). Runs on ports of its own (MSW_PORT, MSW_API_PORT, MSW_PAYMENT_PORT,
 * MSW_AUTH_EMULATOR_PORT) beside the other suites' stacks.
 */
export default defineConfig({
  ...sharedConfig('msw'),
  testDir: './e2e-msw',
  outputDir: `test-results/msw-${webPort}`,
  workers: 1,
  use: { ...sharedConfig('msw').use, baseURL: `http://localhost:${webPort}` },
  projects: [{ name: 'MSW mode', use: desktopChrome }],
  webServer: stackServer({
    command: 'tsx scripts/start.ts --msw',
    url: `http://localhost:${webPort}`,
    timeout: 300_000,
    env: {
      PORT: String(webPort),
      API_PORT: mswApiPort,
      PAYMENT_PORT: process.env.MSW_PAYMENT_PORT ?? '7600',
      AUTH_EMULATOR_PORT: process.env.MSW_AUTH_EMULATOR_PORT ?? '9690',
    },
  }),
});
