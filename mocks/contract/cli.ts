/**
 * Run the contract cases outside jest:
 *   tsx mocks/contract/cli.ts                       (starts a json-server on free ports + temp data)
 *   tsx mocks/contract/cli.ts --base-url URL [--payment-url URL] [--email-origin URL] [--project-id ID]
 *   ... --dev-routes                                (the server at URL was started with its development
 *                                                    routes, as `npm start` does; without it the cases
 *                                                    check that /__dev/* answers 404)
 *   ... --grep TEXT                                 (only cases whose name contains TEXT)
 * Exit code 0 when every case passes, 1 otherwise.
 */
import { parseArgs } from 'node:util';
import { DEFAULT_PROJECT_ID } from '../api/tokens';
import { contractCases } from './cases';
import type { ContractTarget } from './client';
import { startJsonServerProcess, type JsonServerProcess } from './jsonServerProcess';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      'base-url': { type: 'string' },
      'payment-url': { type: 'string' },
      'email-origin': { type: 'string' },
      'project-id': { type: 'string' },
      'dev-routes': { type: 'boolean' },
      grep: { type: 'string' },
    },
  });
  let running: JsonServerProcess | null = null;
  let target: ContractTarget;
  const projectId = values['project-id'] ?? DEFAULT_PROJECT_ID;
  const baseUrl = values['base-url']?.replace(/\/+$/, '');
  if (baseUrl) {
    target = {
      apiUrl: baseUrl,
      paymentUrl: values['payment-url']?.replace(/\/+$/, '') ?? baseUrl,
      emailOrigin: values['email-origin']?.replace(/\/+$/, '') ?? baseUrl,
      projectId,
      devRoutes: values['dev-routes'] === true,
    };
  } else {
    running = await startJsonServerProcess({ devRoutes: true });
    target = {
      apiUrl: running.apiUrl,
      paymentUrl: running.paymentUrl,
      emailOrigin: running.apiUrl,
      projectId,
      devRoutes: true,
    };
  }
  console.log(
    `Contract cases against API ${target.apiUrl}, payment ${target.paymentUrl}, email ${target.emailOrigin}` +
      `, development routes ${target.devRoutes ? 'on' : 'off'}\n`,
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
  }
  console.log(
    `\n${cases.length - failed} passed, ${failed} failed (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return failed === 0 ? 0 : 1;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
