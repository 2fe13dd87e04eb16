/**
 * `npm run build:offline`: the production build (prerendered pages included) configured for the
 * offline stack: the documented values of .env.example, pointed at API_PORT (5000), PAYMENT_PORT
 * (7000) and AUTH_EMULATOR_PORT (9099). Serve it with `tsx scripts/start.ts --dist`.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';

const root = path.resolve(__dirname, '../..');

/** The build's APP_* variables for an offline stack on these ports. */
export function offlineBuildEnv(): NodeJS.ProcessEnv {
  const apiPort = process.env.API_PORT ?? '5000';
  const documented = parseEnv(readFileSync(path.join(root, '.env.example'), 'utf8'));
  return {
    ...process.env,
    ...documented,
    APP_API_URL: `http://localhost:${apiPort}`,
    APP_PAYMENT_URL: `http://localhost:${process.env.PAYMENT_PORT ?? '7000'}`,
    APP_EMAILJS_API_ORIGIN: `http://localhost:${apiPort}`,
    APP_FIREBASE_AUTH_EMULATOR_URL: `http://127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? '9099'}`,
  };
}

export function buildOffline(): void {
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    env: offlineBuildEnv(),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('npm run build failed');
}

if (require.main === module) {
  try {
    buildOffline();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
