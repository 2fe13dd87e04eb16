/**
 * No catalogue request the API accepts costs the server more than CPU_BUDGET_MS of CPU at 100,000
 * generated courses: the costliest searches of ./costliestRequests.ts (the longest allowed `q`
 * shaped to do the most work, the widest substring search sorted and paged to the end, the
 * category counts), each the median of 5 runs with a different `q` (so that no run reads another's
 * cached matches, and one pause of the machine does not fail it); and a `q` longer than allowed
 * is refused before any work. `npx tsx mocks/server/hardening/costliestRequests.ts` prints these
 * figures and the other lists'.
 */
import { LIMITS } from '@/shared/domain/schemas';
import type { MockApi } from '../../api/api';
import { seededDatabase } from '../seedDb';
import { apiOver, catalogueKinds, CPU_BUDGET_MS, measureKind } from './costliestRequests';

const COURSES = 100_000;
const RUNS = 5;

let api: MockApi;

beforeAll(async () => {
  api = await apiOver(await seededDatabase(COURSES));
}, 300_000);

describe(`the catalogue at ${COURSES.toLocaleString('en-US')} courses`, () => {
  it(`refuses a q of more than ${LIMITS.searchMax} characters, naming it`, async () => {
    const q = `${'a'.repeat(LIMITS.searchMax)}b`;
    const refusal = {
      status: 400,
      body: {
        error: 'Validation failed',
        fields: { q: `q must be at most ${LIMITS.searchMax} characters` },
      },
    };
    for (const path of ['/courses', '/courses/facets']) {
      const response = await api.handle({ method: 'GET', path, query: new URLSearchParams({ q }) });
      expect({ path, ...response }).toMatchObject({ path, ...refusal });
    }
    const longest = await api.handle({
      method: 'GET',
      path: '/courses',
      query: new URLSearchParams({ q: `  ${'a'.repeat(LIMITS.searchMax)}  ` }),
    });
    expect(longest.status).toBe(200);
  });

  it.each(catalogueKinds().map((kind) => [kind.kind, kind] as const))(
    `%s: under ${CPU_BUDGET_MS} ms of CPU (median of ${RUNS})`,
    async (_name, kind) => {
      const measured = await measureKind(api, kind, RUNS);
      expect(measured.status).toBe(kind.status);
      expect(measured.medianMs).toBeLessThan(CPU_BUDGET_MS);
    },
    60_000,
  );
});
