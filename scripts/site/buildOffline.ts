/**
 * `npm run build:offline`: the production build (prerendered pages included) configured for the
 * offline stack: the documented values of .env.example; the API under the site's own origin
 * (`/api`, which scripts/site/serve.ts routes to API_PORT, 5000: docs/decisions.md, "Serving the
 * site"), the payment endpoint at PAYMENT_PORT (7000) and the auth emulator at AUTH_EMULATOR_PORT
 * (9099). The course pages are written from the mock server on its seed (db.json), started for the
 * build on a free port. Serve it with `tsx scripts/start.ts --dist`.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { startMockServer } from '../../mocks/server/mockServer';
import { API_PATH } from './siteFiles';

const root = path.resolve(__dirname, '../..');

/** The build's APP_* variables for an offline stack on these ports. */
export function offlineBuildEnv(): NodeJS.ProcessEnv {
  const apiPort = process.env.API_PORT ?? '5000';
  const documented = parseEnv(readFileSync(path.join(root, '.env.example'), 'utf8'));
  return {
    ...process.env,
    ...documented,
    APP_API_URL: API_PATH,
    APP_PAYMENT_URL: `http://localhost:${process.env.PAYMENT_PORT ?? '7000'}`,
    APP_EMAILJS_API_ORIGIN: `http://localhost:${apiPort}`,
    APP_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? '9099'}`,
  };
}

export async function buildOffline(): Promise<void> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'build-offline-'));
  const api = await startMockServer({
    apiPort: 0,
    paymentPort: 0,
    host: '127.0.0.1',
    dataFile: path.join(dataDir, 'db.json'),
    fresh: true,
    logger: false,
  });
  try {
    const status = await new Promise<number | null>((resolve, reject) => {
      const child = spawn('npm', ['run', 'build'], {
        cwd: root,
        env: { ...offlineBuildEnv(), PRERENDER_API_URL: api.apiUrl },
        stdio: 'inherit',
      });
      child.on('error', reject);
      child.on('exit', resolve);
    });
    if (status !== 0) throw new Error('npm run build failed');
  } finally {
    await api.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (require.main === module) {
  buildOffline().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
