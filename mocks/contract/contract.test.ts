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
import { contractCases } from './cases';
import type { ContractTarget } from './client';
import { startJsonServerProcess, type JsonServerProcess } from './jsonServerProcess';

describe('contract: MSW handlers', () => {
  const target: ContractTarget = { ...MOCK_URLS, projectId: DEFAULT_PROJECT_ID, devRoutes: false };
  it.each(contractCases().map((item) => [item.name, item] as const))('%s', async (_name, item) => {
    await item.run(target);
  });
});

describe('contract: json-server process', () => {
  let running: JsonServerProcess;
  let target: ContractTarget;

  beforeAll(async () => {
    running = await startJsonServerProcess({ devRoutes: true });
    target = {
      apiUrl: running.apiUrl,
      paymentUrl: running.paymentUrl,
      emailOrigin: running.apiUrl,
      projectId: DEFAULT_PROJECT_ID,
      devRoutes: true,
    };
  }, 30_000);

  afterAll(async () => {
    await running?.stop();
  });

  beforeEach(() => {
    // setupTests.ts starts MSW with onUnhandledRequest 'error': let requests to the real server through.
    server.use(
      http.all(underBaseUrl(running.apiUrl), () => passthrough()),
      http.all(underBaseUrl(running.paymentUrl), () => passthrough()),
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
