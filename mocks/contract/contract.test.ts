/**
 * The contract suite: the SAME cases against (a) MSW's handlers (the jest server from mocks/node,
 * without development routes, as a production-like server) and (b) the json-server process over
 * HTTP with a temp data file, started with its development routes as `npm start` does.
 * `tsx mocks/contract/cli.ts --base-url URL` runs them against any server.
 */
import { http, passthrough } from 'msw';
import { underBaseUrl } from '../handlers';
import { server, MOCK_URLS } from '../node';
import { loadDataFile } from '../api/fileStore';
import { DEFAULT_PROJECT_ID } from '../api/tokens';
import { SEED_ACCOUNTS } from '../seed/accounts';
import {
  startTestIdentityProvider,
  type TestIdentityProvider,
} from '../server/testIdentityProvider';
import { contractCases } from './cases';
import type { ContractTarget } from './client';
import { identityToolkitIdentity, testTokenIdentity } from './identity';
import { startJsonServerProcess, type JsonServerProcess } from './jsonServerProcess';

describe('contract: MSW handlers', () => {
  const target: ContractTarget = {
    ...MOCK_URLS,
    identity: testTokenIdentity(DEFAULT_PROJECT_ID),
    devRoutes: false,
  };
  it.each(contractCases().map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    await item.run(target);
  });
});

// The server checks real-project tokens (RS256, accounts looked up) against a sign-in service of
// the test's own (../server/testIdentityProvider.ts): the path a deployed server takes, offline.
describe('contract: json-server process', () => {
  let provider: TestIdentityProvider;
  let running: JsonServerProcess;
  let target: ContractTarget;

  beforeAll(async () => {
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
  }, 30_000);

  afterAll(async () => {
    await running?.stop();
    await provider?.close();
  });

  beforeEach(() => {
    // setupTests.ts starts MSW with onUnhandledRequest 'error': let requests to the real server through.
    server.use(
      http.all(underBaseUrl(running.apiUrl), () => passthrough()),
      http.all(underBaseUrl(running.paymentUrl), () => passthrough()),
      http.all(underBaseUrl(provider.url), () => passthrough()),
    );
  });

  it.each(contractCases().map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    await item.run(target);
  });

  it('keeps the seed file untouched and writes the working copy', async () => {
    const { readFile } = await import('node:fs/promises');
    const working = await loadDataFile(running.dataFile);
    const seed = JSON.parse(await readFile('db.json', 'utf8')) as { courses: unknown[] };
    expect(working.courses.length).toBeGreaterThan(seed.courses.length);
  });
});
