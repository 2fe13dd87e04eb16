/**
 * Fuzz test: thousands of malformed requests against the real json-server process over
 * TCP. Every answer must be a 4xx in time, the server must still answer a good request afterwards,
 * and the data file must stay valid JSON with exactly the records it held before.
 */
import { startJsonServerProcess, type JsonServerProcess } from '../../contract/jsonServerProcess';
import { SEED_ACCOUNTS } from '../../seed/accounts';
import { startTestIdentityProvider, type TestIdentityProvider } from '../testIdentityProvider';
import { fuzzCases, fuzzTokens, type FuzzCase, type FuzzTokens } from './fuzzCases';
import { runPool, sendRaw, type RawResponse } from './rawHttp';
import { missingIds, readIds, type IdsByCollection } from './serverData';

const SEED = 20_260_508;
const CONCURRENCY = 12;

const portOf = (url: string): number => Number(new URL(url).port);

describe('mock server fuzz: malformed requests', () => {
  let running: JsonServerProcess;
  // The server checks signed tokens and looks their accounts up here (../testIdentityProvider.ts).
  let provider: TestIdentityProvider;
  let tokens: FuzzTokens;

  beforeAll(async () => {
    provider = await startTestIdentityProvider({ accounts: SEED_ACCOUNTS });
    tokens = await fuzzTokens((email) => provider.tokenFor(email));
    running = await startJsonServerProcess({ env: provider.env });
  }, 30_000);
  afterAll(async () => {
    await running?.stop();
    await provider?.close();
  });

  it('answers every malformed request with a 4xx, keeps every record and stays up', async () => {
    const cases = fuzzCases(SEED, tokens, 2_000);
    expect(cases.length).toBeGreaterThanOrEqual(2_000);
    const ports = { api: portOf(running.apiUrl), payment: portOf(running.paymentUrl) };
    const before: IdsByCollection = await readIds(running.dataFile);

    const started = performance.now();
    const outcomes = await runPool(cases, CONCURRENCY, async (item: FuzzCase, index) => {
      try {
        return { index, item, response: await sendRaw(ports[item.port], item.request, 10_000) };
      } catch (error) {
        return { index, item, error: error instanceof Error ? error.message : String(error) };
      }
    });
    const elapsedMs = performance.now() - started;

    const statuses = new Map<number, number>();
    const failures: string[] = [];
    for (const outcome of outcomes) {
      const response: RawResponse | undefined = outcome.response;
      if (response) statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (!response || response.status < 400 || response.status > 499) {
        failures.push(
          `#${outcome.index} ${outcome.item.kind}: ${outcome.item.request.method} ` +
            `${outcome.item.request.target.slice(0, 60)} -> ` +
            (response ? `${response.status} ${response.body.slice(0, 120)}` : outcome.error),
        );
      }
    }
    const kinds = new Set(cases.map((item) => item.kind));
    console.log(
      `fuzz: ${cases.length} requests (${kinds.size} kinds of defect, seed ${SEED}) in ` +
        `${Math.round(elapsedMs)} ms; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures).toEqual([]);

    const after = await readIds(running.dataFile);
    expect(missingIds(before, after)).toEqual([]);
    expect(after).toEqual(before); // and nothing malformed was stored

    const good = await sendRaw(ports.api, {
      method: 'POST',
      target: '/review',
      headers: {
        'Content-Type': 'application/json',
        Authorization: `Bearer ${tokens['learner@example.com']}`,
      },
      body: JSON.stringify({ name: 'After fuzz', comment: 'Still up', rating: 5 }),
    });
    expect(good.status).toBe(201);
    const { insertedId } = JSON.parse(good.body) as { insertedId: string };
    expect((await readIds(running.dataFile)).review).toContain(insertedId);
  }, 120_000);
});
