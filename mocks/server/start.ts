/**
 * `tsx mocks/server/start.ts`: the mock product server (json-server) for dev and QA.
 * Env: API_PORT (5000), PAYMENT_PORT (7000), API_HOST (127.0.0.1), MOCK_DB_FILE
 * (.data/db.json), MOCK_SEED_FILE (db.json), FIREBASE_PROJECT_ID / APP_FIREBASE_PROJECT_ID
 * (demo-courses), the identity settings of ./identity.ts (FIREBASE_AUTH_EMULATOR_HOST, or
 * FIREBASE_API_KEY for a real project), MOCK_TRUSTED_PROXIES (addresses whose X-Forwarded-For names
 * the client, e.g. the site server's 127.0.0.1), MOCK_LOG=0 to silence request logs, MOCK_COMPACT_AFTER_BYTES (compact the data
 * file once its journal passes this size; tests set it low to compact all the time). `--fresh` restores the seed over the data
 * file first (scripts/start.ts --fresh, used by the e2e tests). `--dev-routes` adds the
 * development routes (/__dev/*, admins only), as `npm start` and the e2e stacks do; without it
 * (`npm run api`, a production-like run) they do not exist.
 */
import path from 'node:path';
import { EMAILJS_PATHS } from '../api/api';
import { startMockServer, type RunningMockServer } from './mockServer';
import { DEFAULT_DATA_FILE, DEFAULT_SEED_FILE, resolveFromCwd } from './paths';

function port(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > 65535) {
    throw new Error(`${name} must be a port number (0-65535), got "${raw}"`);
  }
  return value;
}

function positiveInteger(name: string): number | undefined {
  const raw = process.env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    throw new Error(`${name} must be a whole number of at least 1, got "${raw}"`);
  }
  return value;
}

async function main(): Promise<void> {
  const args = new Set(process.argv.slice(2));
  const devRoutes = args.has('--dev-routes');
  // The signals are heard before the server says it is ready: a stop sent right after that line
  // still closes it cleanly (its data compacted, its lock released).
  const started: { server?: RunningMockServer } = {};
  let stopping = false;
  const stop = (signal: string): void => {
    if (stopping) return;
    stopping = true;
    console.log(`\n${signal} received, stopping the mock API...`);
    (started.server?.close() ?? Promise.resolve()).then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  const server = await startMockServer({
    apiPort: port('API_PORT', 5000),
    paymentPort: port('PAYMENT_PORT', 7000),
    host: process.env.API_HOST || undefined,
    trustedProxies: process.env.MOCK_TRUSTED_PROXIES,
    dataFile: resolveFromCwd(process.env.MOCK_DB_FILE, DEFAULT_DATA_FILE),
    seedFile: resolveFromCwd(process.env.MOCK_SEED_FILE, DEFAULT_SEED_FILE),
    projectId: process.env.FIREBASE_PROJECT_ID || process.env.APP_FIREBASE_PROJECT_ID || undefined,
    logger: process.env.MOCK_LOG !== '0',
    fresh: args.has('--fresh'),
    devRoutes,
    compactAfterBytes: positiveInteger('MOCK_COMPACT_AFTER_BYTES'),
    siteUrl: process.env.PUBLIC_SITE_URL || undefined,
    publicApiUrl: process.env.PUBLIC_API_URL || undefined,
  });
  started.server = server;
  console.log(
    `Mock API (json-server) on ${server.apiUrl}  (data: ${path.relative(process.cwd(), server.dataFile)})`,
  );
  console.log(`Payment endpoint on ${server.paymentUrl}/payment`);
  console.log(`Accepts ${server.identity}`);
  console.log(
    `EmailJS endpoint on ${server.apiUrl}${EMAILJS_PATHS.sendForm}  (outbox: GET ${server.apiUrl}${EMAILJS_PATHS.outbox} as an admin, or /dashboard/outbox)`,
  );
  console.log(
    devRoutes
      ? `Development routes: POST ${server.apiUrl}/__dev/* as an admin   Reset: npm run db:reset`
      : 'Development routes: off (start with --dev-routes)   Reset: npm run db:reset',
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
