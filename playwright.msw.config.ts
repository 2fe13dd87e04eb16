import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config';

const webPort = Number(process.env.MSW_PORT ?? 3600);

/**
 * The app in MSW mode (`npm run start:msw`): the service worker answers every API call, with QA
 * scenarios. Runs on its own ports beside the main e2e stack.
 */
export default defineConfig({
  ...baseConfig,
  testDir: './e2e-msw',
  globalSetup: undefined,
  use: { ...baseConfig.use, baseURL: `http://localhost:${webPort}` },
  webServer: {
    command: 'tsx scripts/start.ts --msw',
    url: `http://localhost:${webPort}`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    stdout: 'pipe',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 10_000 },
    env: {
      PORT: String(webPort),
      API_PORT: '5600',
      PAYMENT_PORT: '7600',
      AUTH_EMULATOR_PORT: '9690',
    },
  },
});
