/**
 * `npx tsx mocks/server/hardening/costliestRequests.ts [--courses N] [--runs N]`: the server's CPU
 * time for the most expensive requests the API still accepts, at 100,000 generated courses (and
 * their 50,000 enrollments, 10,000 reviews and 2,000 assigned courses, as `npm run db:seed` makes
 * them): searches with the longest allowed `q` shaped to do the most work (many short words, each
 * matching much of the catalogue; misspelt words; one long word), the last pages of the largest
 * lists sorted by text, and the admin's lists. Each kind runs `--runs` times (default 5), each time
 * with another `q` or page (the catalogue keeps its last searches' matches, so a repeated `q` would
 * measure that cache), after one warm-up run; printed: the status and the median and largest CPU
 * time of one request (`process.cpuUsage()` around the API's `handle`, in process, over the memory
 * store, with the search indexes built first as the server builds them at start). The target is
 * at most 100 ms each. A benchmark, not a test: it exits non-zero only when a request gets an
 * unexpected status; ./costliestRequests.test.ts asserts the catalogue's figures.
 *
 * Admin requests are signed by a verifier of this script's own (one token, the seed's admin), so
 * the figures do not depend on how the hosts check tokens.
 */
import type { UserRecord } from '@/shared/domain/entities';
import { LIMITS } from '@/shared/domain/schemas';
import { createMockApi, type MockApi, type MockApiOptions } from '../../api/api';
import { prepareCourseSearch } from '../../api/courseSearch';
import type { Database } from '../../api/database';
import { MAX_URL_LENGTH, type MockRequest } from '../../api/http';
import { MAX_PAGE_SIZE } from '../../api/listParams';
import { seededRandom } from '../../api/seededRandom';
import { createMemoryStore } from '../../api/store';
import { seededDatabase } from '../seedDb';

/** The CPU time one request may cost the server. */
export const CPU_BUDGET_MS = 100;

const ADMIN_TOKEN = 'costliest-requests-admin';

/** The API over a memory store of `db`, its search indexes built (as the server does at start). */
export async function apiOver(db: Database): Promise<MockApi> {
  const store = createMemoryStore(db);
  const admin: UserRecord | undefined = db.users.find((user) => user.admin);
  const identity: MockApiOptions['identity'] = {
    description: 'one token: the seed admin (costliest requests)',
    verify: (token) =>
      Promise.resolve(
        token === ADMIN_TOKEN && admin
          ? { ok: true, identity: { uid: admin.uid, email: admin.email } }
          : { ok: false, error: 'Unknown token' },
      ),
  };
  prepareCourseSearch((await store.read()).courses);
  return createMockApi(store, { identity });
}

/** What one kind of request asks, run by run (`run` 0 is the warm-up). */
export interface CostlyKind {
  kind: string;
  /** The status every run must get. */
  status: number;
  admin?: boolean;
  /** The path and query string of run `run`. */
  target(run: number): string;
}

const LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** `words` joined by spaces and repeated up to `LIMITS.searchMax` characters. */
function fill(words: readonly string[]): string {
  const one = words.join(' ');
  let text = one;
  while (text.length + 1 + one.length <= LIMITS.searchMax) text += ` ${one}`;
  for (const word of words) {
    if (text.length + 1 + word.length > LIMITS.searchMax) break;
    text += ` ${word}`;
  }
  return text;
}

const query = (params: Record<string, string | number>): string =>
  new URLSearchParams(
    Object.entries(params).map(([name, value]): [string, string] => [name, String(value)]),
  ).toString();

/**
 * The catalogue's costliest searches: `q` at its longest, shaped to do the most work, and the
 * substring search that matches the most, sorted and paged to the end. Different every run.
 */
export function catalogueKinds(): CostlyKind[] {
  const random = seededRandom(2026);
  const pick = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const chosen: T[] = [];
    while (chosen.length < count && pool.length > 0) {
      chosen.push(pool.splice(Math.floor(random() * pool.length), 1)[0] as T);
    }
    return chosen;
  };
  const randomLetters = (length: number): string =>
    Array.from({ length }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join('');
  // What most words of the generated names begin with (each, the words of thousands of courses):
  // one character (a digit or a letter) and two.
  const initials = ['1', 'p', 's', '2', 'b', 'a', '3', '4', 'c', 't', 'e', 'g'];
  const starts = ['pr', 'ba', 'se', 'ma', 'wo', 'ad', 'up', 'de', 'co', 'st', 're', 'pp'];
  // Its commonest words, each misspelt twice (so that no name contains them).
  const common = ['basics', 'essentials', 'fundamentals', 'beginners', 'masterclass', 'advanced'];
  const misspelt = (word: string): string => {
    const at = 1 + Math.floor(random() * (word.length - 3));
    return `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}x`;
  };
  const wholeMatch = 'aeinorst';
  const lastPage = 400;
  return [
    {
      kind: 'GET /courses?q= ten one-character words (the commonest initials), repeated',
      status: 200,
      target: () => `/courses?${query({ q: fill(pick(initials, 10)), _limit: 100 })}`,
    },
    {
      kind: 'GET /courses?q= eleven one-letter words (more words than a close match may have)',
      status: 200,
      target: () => `/courses?${query({ q: fill(pick([...LETTERS], 11)), _limit: 100 })}`,
    },
    {
      kind: 'GET /courses?q= ten starts of the commonest words, repeated',
      status: 200,
      target: () => `/courses?${query({ q: fill(pick(starts, 10)), _limit: 100 })}`,
    },
    {
      kind: 'GET /courses?q= the commonest words misspelt, to 100 characters',
      status: 200,
      target: () =>
        `/courses?${query({ q: fill(common.map(misspelt)).slice(0, 100).trim(), _limit: 100 })}`,
    },
    {
      kind: 'GET /courses?q= ten numbers, repeated',
      status: 200,
      target: () =>
        `/courses?${query({ q: fill(pick(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12'], 10)), _limit: 100 })}`,
    },
    {
      kind: 'GET /courses?q= one 100-letter word',
      status: 200,
      target: () => `/courses?${query({ q: randomLetters(100), _limit: 100 })}`,
    },
    {
      kind: 'GET /courses?q= 100 random letters and spaces',
      status: 200,
      target: () =>
        `/courses?${query({
          q: Array.from({ length: 100 }, () =>
            random() < 0.25 ? ' ' : LETTERS[Math.floor(random() * 26)],
          )
            .join('')
            .trim()
            .replace(/\s+/g, ' '),
          _limit: 100,
        })}`,
    },
    {
      kind: 'GET /courses?q= one letter (most matches), by name descending, a late page',
      status: 200,
      target: (run) =>
        `/courses?${query({ q: wholeMatch[run % wholeMatch.length] as string, _sort: 'name', _order: 'desc', _page: lastPage - run, _limit: MAX_PAGE_SIZE })}`,
    },
    {
      kind: 'GET /courses?q= one letter, a category, by price descending',
      status: 200,
      target: (run) =>
        `/courses?${query({ q: wholeMatch[(run + 3) % wholeMatch.length] as string, category: 'Technical', _sort: 'price', _order: 'desc', _page: 50 + run, _limit: MAX_PAGE_SIZE })}`,
    },
    {
      kind: 'GET /courses (no q) by name descending, a late page',
      status: 200,
      target: (run) =>
        `/courses?${query({ _sort: 'name', _order: 'desc', _page: 900 - run, _limit: MAX_PAGE_SIZE })}`,
    },
    {
      kind: 'GET /courses/facets?q= ten one-character words (the commonest initials), repeated',
      status: 200,
      target: () => `/courses/facets?${query({ q: fill(pick(initials, 10)) })}`,
    },
    {
      kind: 'GET /courses/facets?q= one letter (most matches)',
      status: 200,
      target: (run) =>
        `/courses/facets?${query({ q: `${wholeMatch[(run + 5) % wholeMatch.length] as string}` })}`,
    },
  ];
}

/** The other lists' costliest reads (the largest lists, sorted by text, searched, paged late). */
export function listKinds(db: Database): CostlyKind[] {
  const longest = 'e'.repeat(LIMITS.searchMax);
  const vowels = 'aeiou';
  const learner = db.enroll[db.enroll.length - 1]?.email ?? 'learner@example.com';
  return [
    {
      kind: 'GET /courses/:id',
      status: 200,
      target: (run) => `/courses/${db.courses[db.courses.length - 1 - run]?._id ?? ''}`,
    },
    {
      kind: 'GET /review?q= one letter, by name descending, a late page',
      status: 200,
      target: (run) =>
        `/review?${query({ q: vowels[run % vowels.length] as string, _sort: 'name', _order: 'desc', _page: 20 + run, _limit: MAX_PAGE_SIZE })}`,
    },
    {
      kind: 'GET /review?q= 100 characters (no match, every comment read)',
      status: 200,
      target: (run) => `/review?${query({ q: `${longest.slice(0, 99)}${run}` })}`,
    },
    {
      kind: 'GET /assigncourse?q= one letter, by name',
      status: 200,
      target: (run) =>
        `/assigncourse?${query({ q: vowels[run % vowels.length] as string, _sort: 'name', _page: 2 + run })}`,
    },
    {
      kind: 'GET /enroll (admin) by learner name descending, a late page',
      status: 200,
      admin: true,
      target: (run) =>
        `/enroll?${query({ _sort: 'displayName', _order: 'desc', _page: 400 - run, _limit: MAX_PAGE_SIZE })}`,
    },
    {
      kind: 'GET /enroll (admin) ?q= one letter, by course name',
      status: 200,
      admin: true,
      target: (run) =>
        `/enroll?${query({ q: vowels[run % vowels.length] as string, _sort: 'name', _page: 100 + run, _limit: MAX_PAGE_SIZE })}`,
    },
    {
      kind: 'GET /enroll (admin) ?q= 100 characters, by email',
      status: 200,
      admin: true,
      target: (run) =>
        `/enroll?${query({ q: `${longest.slice(0, 99)}${run}`, _sort: 'email', _order: 'desc' })}`,
    },
    {
      kind: "GET /enroll (admin) ?email= a learner's, by payment time",
      status: 200,
      admin: true,
      target: () => `/enroll?${query({ email: learner, status: 'Paid', _sort: 'paidAt' })}`,
    },
    {
      kind: 'GET /users (admin) ?q=, by display name',
      status: 200,
      admin: true,
      target: () => `/users?${query({ q: 'a', _sort: 'displayName', _order: 'desc' })}`,
    },
  ];
}

/** Requests over a limit: refused before any work. */
export function refusedKinds(): CostlyKind[] {
  return [
    {
      kind: 'GET /courses?q= 101 characters: 400',
      status: 400,
      target: (run) => `/courses?${query({ q: `${'a'.repeat(LIMITS.searchMax)}${run}` })}`,
    },
    {
      kind: `GET /courses/<id of ${MAX_URL_LENGTH} characters>: 414`,
      status: 414,
      target: (run) => `/courses/${'f'.repeat(MAX_URL_LENGTH)}${run}`,
    },
  ];
}

export interface Measured {
  kind: string;
  status: number;
  medianMs: number;
  maxMs: number;
}

const cpuMs = (): number => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1000;
};

/** One request's CPU time (ms) and status. */
export async function measure(
  api: MockApi,
  target: string,
  admin = false,
): Promise<{ ms: number; status: number }> {
  const [path = '/', search = ''] = target.split(/\?(.*)/s);
  const request: MockRequest = {
    method: 'GET',
    path,
    query: new URLSearchParams(search),
    headers: admin ? { authorization: `Bearer ${ADMIN_TOKEN}` } : {},
  };
  const before = cpuMs();
  const response = await api.handle(request);
  return { ms: cpuMs() - before, status: response.status };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
};

/** Runs `kind` once to warm up, then `runs` times: its status and CPU times. */
export async function measureKind(api: MockApi, kind: CostlyKind, runs: number): Promise<Measured> {
  await measure(api, kind.target(0), kind.admin);
  const samples: number[] = [];
  let status = kind.status;
  for (let run = 1; run <= runs; run += 1) {
    const result = await measure(api, kind.target(run), kind.admin);
    if (result.status !== kind.status) status = result.status;
    samples.push(result.ms);
  }
  return { kind: kind.kind, status, medianMs: median(samples), maxMs: Math.max(...samples) };
}

/**
 * A yardstick for the machine: the CPU time of sorting 50,000 random numbers with a comparator
 * (median of 5), printed with the figures so that they can be compared across machines.
 */
export function referenceSortMs(): number {
  const random = seededRandom(7);
  const samples = Array.from({ length: 5 }, () => {
    const numbers = Array.from({ length: 50_000 }, () => random());
    const before = cpuMs();
    numbers.sort((a, b) => a - b);
    return cpuMs() - before;
  });
  return median(samples);
}

function argument(name: string, fallback: number): number {
  const index = process.argv.indexOf(name);
  return index > 0 ? Number(process.argv[index + 1]) : fallback;
}

async function main(): Promise<void> {
  const courses = argument('--courses', 100_000);
  const runs = argument('--runs', 5);
  const started = performance.now();
  const db = await seededDatabase(courses);
  const api = await apiOver(db);
  console.log(
    `${db.courses.length} courses, ${db.enroll.length} enrollments, ${db.review.length} reviews, ` +
      `${db.assigncourse.length} assigned courses; data and indexes in ` +
      `${((performance.now() - started) / 1000).toFixed(1)} s. CPU per request, ${runs} runs each:`,
  );
  const results: Measured[] = [];
  for (const kind of [...catalogueKinds(), ...listKinds(db), ...refusedKinds()]) {
    const measured = await measureKind(api, kind, runs);
    results.push(measured);
    const flag = measured.maxMs > CPU_BUDGET_MS ? '  OVER BUDGET' : '';
    const wrong = measured.status !== kind.status ? `  (expected ${kind.status})` : '';
    console.log(
      `  ${measured.kind}: ${measured.status}${wrong}, median ${measured.medianMs.toFixed(1)} ms, ` +
        `max ${measured.maxMs.toFixed(1)} ms${flag}`,
    );
    if (wrong) process.exitCode = 1;
  }
  const worst = results.reduce((a, b) => (b.maxMs > a.maxMs ? b : a));
  console.log(
    `\nCostliest: ${worst.kind}, max ${worst.maxMs.toFixed(1)} ms (budget ${CPU_BUDGET_MS} ms).` +
      `\nYardstick: sorting 50,000 numbers with a comparator took ${referenceSortMs().toFixed(1)} ms ` +
      'of CPU on this machine.',
  );
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
