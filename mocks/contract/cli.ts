/**
 * Run the contract cases outside jest:
 *   tsx mocks/contract/cli.ts          starts a json-server on free ports and temp data, checking
 *                                      tokens against a sign-in service of its own (real-project mode)
 *   tsx mocks/contract/cli.ts --base-url URL [--payment-url URL] [--email-origin URL] [--project-id ID]
 *     and how the cases sign in, one of:
 *     --auth-emulator URL              the Auth emulator the server asks (`npm start`: http://127.0.0.1:9099);
 *                                      the seeded accounts, new accounts made for the other cases
 *     --identity-toolkit-url URL       a real project (https://identitytoolkit.googleapis.com), with
 *                                      FIREBASE_API_KEY (its web API key) and the test accounts as
 *                                      CONTRACT_ADMIN, CONTRACT_TEACHER, CONTRACT_LEARNER
 *                                      ("email:password" each: an admin, a teacher and a learner
 *                                      with a paid enrollment, as db.json seeds them); email and
 *                                      password sign-up must be on, for the cases' new accounts
 *   ... --dev-routes                   the server at URL was started with its development routes, as
 *                                      `npm start` does; without it the cases check that /__dev/*
 *                                      answers 404
 *   ... --grep TEXT                    only cases whose name contains TEXT
 * Exit code 0 when every case passes, 1 otherwise.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PROJECT_ID } from '../api/tokens';
import { SEED_ACCOUNTS } from '../seed/accounts';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../server/testIdentityProvider';
import { contractCases } from './cases';
import type { ContractTarget } from './client';
import { PERSONAS } from './expectations';
import { identityToolkitIdentity, type ContractIdentity } from './identity';
import { startJsonServerProcess, type JsonServerProcess } from './jsonServerProcess';

const USAGE = `Usage: npm run test:contract -- [options]
  (no --base-url)                 starts a json-server on free ports and temp data, checking tokens
                                  against a sign-in service of its own (real-project mode)
  --base-url URL                  the API to check; then say how the cases sign in, one of:
    --auth-emulator URL           the Auth emulator that server asks (npm start: http://127.0.0.1:9099)
    --identity-toolkit-url URL    a real project (https://identitytoolkit.googleapis.com), with
                                  FIREBASE_API_KEY (the project's web API key) and its test accounts
                                  CONTRACT_ADMIN, CONTRACT_TEACHER, CONTRACT_LEARNER, each
                                  "email:password" (an admin, a teacher, and a learner with db.json's
                                  enrollments); email/password sign-up must be on for new accounts
  --payment-url URL               the payment endpoint (default: the API's URL)
  --email-origin URL              the EmailJS-compatible origin (default: the API's URL)
  --project-id ID                 the Firebase project (default demo-courses)
  --dev-routes                    the server has its development routes (npm start's)
  --grep TEXT                     only the cases whose name contains TEXT`;

const withoutSlash = (url: string | undefined): string | undefined => url?.replace(/\/+$/, '');

/** The test accounts of a real project, from CONTRACT_ADMIN/TEACHER/LEARNER. */
function projectPasswords(): Record<string, string> {
  const passwords: Record<string, string> = {};
  for (const role of ['ADMIN', 'TEACHER', 'LEARNER']) {
    const value = process.env[`CONTRACT_${role}`] ?? '';
    const colon = value.indexOf(':');
    if (colon < 1) throw new Error(`CONTRACT_${role} must be "email:password"`);
    passwords[value.slice(0, colon).toLowerCase()] = value.slice(colon + 1);
  }
  return passwords;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'payment-url': { type: 'string' },
      'email-origin': { type: 'string' },
      'project-id': { type: 'string' },
      'auth-emulator': { type: 'string' },
      'identity-toolkit-url': { type: 'string' },
      'dev-routes': { type: 'boolean' },
      grep: { type: 'string' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  let running: JsonServerProcess | null = null;
  let provider: TestIdentityProvider | null = null;
  let target: ContractTarget;
  const projectId = values['project-id'] ?? DEFAULT_PROJECT_ID;
  const baseUrl = withoutSlash(values['base-url']);
  if (baseUrl) {
    const emulator = withoutSlash(values['auth-emulator']);
    const toolkit = withoutSlash(values['identity-toolkit-url']);
    let identity: ContractIdentity;
    if (emulator) {
      identity = identityToolkitIdentity({
        baseUrl: `${emulator}/identitytoolkit.googleapis.com`,
        apiKey: 'contract-suite',
        projectId,
        emulator: true,
      });
    } else if (toolkit) {
      const apiKey = process.env.FIREBASE_API_KEY ?? '';
      if (!apiKey) throw new Error('--identity-toolkit-url needs FIREBASE_API_KEY');
      identity = identityToolkitIdentity({
        baseUrl: toolkit,
        apiKey,
        projectId,
        passwords: projectPasswords(),
      });
    } else {
      throw new Error(
        'With --base-url, say how to sign in: --auth-emulator or --identity-toolkit-url',
      );
    }
    target = {
      apiUrl: baseUrl,
      paymentUrl: withoutSlash(values['payment-url']) ?? baseUrl,
      emailOrigin: withoutSlash(values['email-origin']) ?? baseUrl,
      identity,
      devRoutes: values['dev-routes'] === true,
    };
  } else {
    provider = await startTestIdentityProvider({ accounts: SEED_ACCOUNTS });
    running = await startJsonServerProcess({ devRoutes: true, env: provider.env });
    target = {
      apiUrl: running.apiUrl,
      paymentUrl: running.paymentUrl,
      emailOrigin: running.apiUrl,
      identity: identityToolkitIdentity({
        baseUrl: provider.url,
        apiKey: provider.apiKey,
        projectId: provider.projectId,
        sign: provider.sign,
      }),
      devRoutes: true,
    };
  }
  console.log(
    `Contract cases against API ${target.apiUrl}, payment ${target.paymentUrl}, email ${target.emailOrigin}` +
      `, development routes ${target.devRoutes ? 'on' : 'off'}; signing in through ${target.identity.description} as ${PERSONAS.admin}, ${PERSONAS.teacher}, ${PERSONAS.learnerA}\n`,
  );
  let failed = 0;
  const started = Date.now();
  const cases = contractCases().filter((item) => !values.grep || item.name.includes(values.grep));
  try {
    for (const item of cases) {
      try {
        await item.run(target);
        console.log(`  ok    ${item.name}`);
      } catch (error) {
        failed += 1;
        console.log(
          `  FAIL  ${item.name}\n        ${error instanceof Error ? error.message.replace(/\n/g, '\n        ') : String(error)}`,
        );
      }
    }
  } finally {
    await running?.stop();
    await provider?.close();
  }
  console.log(
    `\n${cases.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
