/**
 * Runs the whole product offline: the Firebase Auth emulator (demo project, seeded accounts), the
 * mock API (json-server) on API_PORT and PAYMENT_PORT, and the web app on PORT. One Ctrl-C stops all.
 *
 *   tsx scripts/start.ts            development: webpack dev server with hot reload
 *   tsx scripts/start.ts --msw      the app with MSW answering every API call (no API process)
 *   tsx scripts/start.ts --fresh    restore the seed database before starting (used by e2e tests)
 *   tsx scripts/start.ts --dist     serve the production build in dist/ (npm run build:offline)
 *                                   instead of the dev server, with its headers and the API under
 *                                   /api (scripts/site/serve.ts; the end-to-end tests)
 *   tsx scripts/start.ts --dist --https
 *                                   the same over HTTPS and HTTP/2, on a self-signed certificate
 *                                   (what npm run perf measures)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { concurrently, type ConcurrentlyCommandInput } from 'concurrently';
import { SEED_ACCOUNTS } from '../mocks/seed/accounts';
import { seedAuthEmulator, waitForUrl } from './authEmulator';
import { API_PATH } from './site/siteFiles';

const root = path.resolve(__dirname, '..');
const args = new Set(process.argv.slice(2));
const useMsw = args.has('--msw');
const fresh = args.has('--fresh');
const serveBuild = args.has('--dist');
const https = serveBuild && args.has('--https');

const webPort = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 5000);
const paymentPort = Number(process.env.PAYMENT_PORT ?? 7000);
const authPort = Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
const projectId = process.env.APP_FIREBASE_PROJECT_ID ?? 'demo-courses';

const authEmulatorUrl = `http://127.0.0.1:${authPort}`;
const webUrl = `${https ? 'https' : 'http'}://localhost:${webPort}`;

// The emulator's ports come from a generated config so that AUTH_EMULATOR_PORT can move it.
const dataDir = path.join(root, '.data');
mkdirSync(dataDir, { recursive: true });
// Per-port file names let several stacks (e.g. parallel test runs) start side by side.
const firebaseConfigPath = path.join(dataDir, `firebase-${authPort}.json`);
writeFileSync(
  firebaseConfigPath,
  JSON.stringify(
    {
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: authPort + 1 },
        logging: { host: '127.0.0.1', port: authPort + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    },
    null,
    2,
  ),
);

const appEnv: NodeJS.ProcessEnv = {
  APP_API_URL: `http://localhost:${apiPort}`,
  APP_PAYMENT_URL: `http://localhost:${paymentPort}`,
  APP_EMAILJS_API_ORIGIN: `http://localhost:${apiPort}`,
  APP_FIREBASE_PROJECT_ID: projectId,
  APP_FIREBASE_AUTH_EMULATOR_URL: authEmulatorUrl,
  ...process.env,
  PORT: String(webPort),
  ...(useMsw ? { APP_API_MOCKING: 'msw' } : {}),
};

const commands: ConcurrentlyCommandInput[] = [
  {
    name: 'auth',
    prefixColor: 'yellow',
    command: `firebase emulators:start --only auth --project ${projectId} --config "${firebaseConfigPath}"`,
    env: { ...process.env, FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true' },
  },
  {
    name: 'web',
    prefixColor: 'green',
    command: serveBuild
      ? `tsx scripts/site/serve.ts${https ? ' --https' : ''}`
      : 'webpack serve --mode development',
    env: { ...appEnv, API_PORT: String(apiPort) },
  },
];
if (!useMsw) {
  commands.push({
    name: 'api',
    prefixColor: 'cyan',
    // The development routes (/__dev/*, admins only) serve QA and the e2e tests.
    command: `tsx mocks/server/start.ts --dev-routes${fresh ? ' --fresh' : ''}`,
    env: {
      ...process.env,
      API_PORT: String(apiPort),
      PAYMENT_PORT: String(paymentPort),
      FIREBASE_PROJECT_ID: projectId,
      // The site server (scripts/site/serve.ts) routes /api here and names each client.
      ...(serveBuild ? { MOCK_TRUSTED_PROXIES: '127.0.0.1,::1' } : {}),
      // The addresses certificates name: their pages, and the issuer's DID and status list.
      PUBLIC_SITE_URL: webUrl,
      PUBLIC_API_URL: serveBuild ? `${webUrl}${API_PATH}` : `http://localhost:${apiPort}`,
      // The API asks this emulator about the accounts its unsigned tokens name.
      FIREBASE_AUTH_EMULATOR_HOST: new URL(authEmulatorUrl).host,
      MOCK_DB_FILE:
        process.env.MOCK_DB_FILE ??
        path.join(dataDir, apiPort === 5000 ? 'db.json' : `db-${apiPort}.json`),
    },
  });
}

const { result, commands: running } = concurrently(commands, {
  cwd: root,
  killOthersOn: ['failure', 'success'],
  prefix: 'name',
  padPrefix: true,
});

async function announce(): Promise<void> {
  await waitForUrl(`${authEmulatorUrl}/`, 240_000);
  await seedAuthEmulator({ emulatorUrl: authEmulatorUrl, projectId, accounts: SEED_ACCOUNTS });
  await waitForUrl(webUrl, 180_000);
  const lines = [
    '',
    '  The course site is running offline.',
    '',
    `  App:            ${webUrl}`,
    useMsw
      ? '  API:            answered in the browser by MSW (?scenario=empty|slow|error|offline)'
      : `  API:            http://localhost:${apiPort}${serveBuild ? ` (and ${webUrl}/api)` : ''}   payment: http://localhost:${paymentPort}`,
    `  Auth emulator:  ${authEmulatorUrl} (project ${projectId})`,
    '',
    '  Accounts:',
    ...SEED_ACCOUNTS.map((a) => `    ${a.role.padEnd(8)} ${a.email.padEnd(22)} ${a.password}`),
    '',
    '  Press Ctrl-C to stop everything.',
    '',
  ];
  console.log(lines.join('\n'));
}

announce().catch((error: unknown) => {
  console.error(`Start-up failed: ${error instanceof Error ? error.message : String(error)}`);
  for (const command of running) command.kill();
  process.exitCode = 1;
});

result.then(
  () => process.exit(process.exitCode ?? 0),
  () => process.exit(1),
);
