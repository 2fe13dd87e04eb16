/**
 * What no request may exceed (./core/queryLimits.ts, the router's URL bound in ./http.ts) and the
 * helpers that keep the largest allowed requests cheap: the collation keys and counting sort of the
 * lists (./listParams.ts) and the bounded typo search of the catalogue (./courseSearch.ts).
 */
import type { Course } from '@/shared/domain/entities';
import { LIMITS } from '@/shared/domain/limits';
import { seedDatabase } from '../seed';
import { createMockApi } from './api';
import { BoundedSearchParams, queryParam } from './core/queryLimits';
import { MAX_FUZZY_TERMS, parseCourseQuery, searchCourses } from './courseSearch';
import { HttpError, MAX_URL_LENGTH, URL_TOO_LONG, type MockRequest } from './http';
import { collationKey, compareField, sortByField } from './listParams';
import { seededRandom } from './seededRandom';
import { createMemoryStore } from './store';

/** The field and message of the 400 `read` throws (it must throw one). */
function refusal(read: () => unknown): Record<string, string> {
  try {
    read();
  } catch (error) {
    if (error instanceof HttpError && error.status === 400 && typeof error.body !== 'string') {
      return error.body.fields ?? {};
    }
    throw error;
  }
  throw new Error('not refused');
}

describe('query parameters: each at most its length', () => {
  it(`q is at most ${LIMITS.searchMax} characters once trimmed; 400 naming it above`, () => {
    const longest = 'a'.repeat(LIMITS.searchMax);
    expect(queryParam(new URLSearchParams({ q: `  ${longest}  ` }), 'q')).toBe(`  ${longest}  `);
    expect(refusal(() => queryParam(new URLSearchParams({ q: `${longest}a` }), 'q'))).toEqual({
      q: `q must be at most ${LIMITS.searchMax} characters`,
    });
  });

  it('bounds every read of a BoundedSearchParams, and only what is read', () => {
    const params = new BoundedSearchParams(
      new URLSearchParams({ email: 'e'.repeat(LIMITS.emailMax + 1), other: 'x'.repeat(5000) }),
    );
    expect(refusal(() => params.get('email'))).toEqual({
      email: `email must be at most ${LIMITS.emailMax} characters`,
    });
    expect(refusal(() => params.getAll('other'))).toEqual({
      other: 'other must be at most 100 characters',
    });
    expect(params.has('other')).toBe(true);
    expect(params.get('absent')).toBeNull();
  });
});

describe('the API refuses what is too long before any work', () => {
  const api = createMockApi(createMemoryStore(seedDatabase()), {
    identity: {
      description: 'no tokens (anonymous reads only)',
      verify: () => Promise.resolve({ ok: false, error: 'No tokens here' }),
    },
  });
  const get = (path: string, query?: Record<string, string>) => {
    const request: MockRequest = {
      method: 'GET',
      path,
      ...(query ? { query: new URLSearchParams(query) } : {}),
    };
    return api.handle(request);
  };

  it(`answers 414 to a URL of more than ${MAX_URL_LENGTH} characters, path or query`, async () => {
    const long = 'f'.repeat(MAX_URL_LENGTH);
    for (const response of [
      await get(`/courses/${long}`),
      await get('/courses', { unread: long }),
      await get(`/courses?unread=${long}`),
      await get(`/no-such-path/${long}`),
    ]) {
      expect(response).toMatchObject({ status: 414, body: { error: URL_TOO_LONG } });
    }
    expect((await get(`/courses/${'f'.repeat(MAX_URL_LENGTH - 20)}`)).status).toBe(404);
  });

  it('answers 400 naming q on the catalogue, its counts and the lists', async () => {
    const q = 'a'.repeat(LIMITS.searchMax + 1);
    for (const path of ['/courses', '/courses/facets', '/review', '/assigncourse']) {
      expect({ path, ...(await get(path, { q })) }).toMatchObject({
        path,
        status: 400,
        body: { fields: { q: `q must be at most ${LIMITS.searchMax} characters` } },
      });
    }
    expect((await get('/courses', { q: q.slice(1) })).status).toBe(200);
  });

  it('ignores a long parameter no route reads', async () => {
    expect((await get('/courses', { unread: 'u'.repeat(1000) })).status).toBe(200);
  });
});

describe('sorting lists by text: collation keys', () => {
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  const random = seededRandom(11);
  const alphabets = [
    Array.from({ length: 95 }, (_, index) => String.fromCharCode(0x20 + index)).join(''),
    'aAbB 019-_.',
    '0123456789 x',
    'aZ0 \'-_@.+!#$%&*()[]{}:;,/\\|~^`<>=?"',
  ];
  const text = (): string => {
    const alphabet = alphabets[Math.floor(random() * alphabets.length)] as string;
    return Array.from(
      { length: Math.floor(random() * 9) },
      () => alphabet[Math.floor(random() * alphabet.length)],
    ).join('');
  };

  it("orders printable ASCII text exactly as the collator does (case aside, '9' before '10')", () => {
    const disagreements: string[] = [];
    for (let round = 0; round < 50_000; round += 1) {
      const a = text();
      const b = text();
      const x = collationKey(a) as string;
      const y = collationKey(b) as string;
      const order = x < y ? -1 : x > y ? 1 : 0;
      if (order !== Math.sign(collator.compare(a, b))) disagreements.push(`${a} | ${b}`);
    }
    expect(disagreements).toEqual([]);
    expect(collationKey('José')).toBeUndefined();
  });

  it.each(['asc', 'desc'] as const)(
    'sorts %s as a stable sort with compareField would: text, other scripts, numbers, absent',
    (order) => {
      const rows = Array.from({ length: 3000 }, (_, id) => {
        const kind = random();
        const value =
          kind < 0.1 ? undefined : kind < 0.15 ? `Zoë ${text()}` : kind < 0.2 ? 'ÉCOLE' : text();
        return { id, value, price: kind < 0.1 ? undefined : Math.round(kind * 50) / 2 };
      });
      type Row = (typeof rows)[number];
      const expected = (pick: (row: Row) => string | number | undefined) =>
        [...rows].sort(compareField(pick, order)).map((row) => row.id);
      const sorted = (pick: (row: Row) => string | number | undefined) =>
        sortByField(rows, pick, order).map((row) => row.id);
      expect(sorted((row) => row.value)).toEqual(expected((row) => row.value));
      expect(sorted((row) => row.price)).toEqual(expected((row) => row.price));
    },
  );
});

describe('the typo search stays bounded', () => {
  let next = 0;
  const course = (name: string): Course => {
    next += 1;
    return {
      _id: next.toString(16).padStart(24, '0'),
      name,
      description: '',
      price: 49,
      img: '',
      category: 'Technical',
    };
  };
  const catalogue = [
    ...['JavaScript Basics', 'Python Data 12', 'SEO Essentials', 'Upwork Profiles 7'].map(course),
    ...Array.from({ length: 2000 }, (_, index) => course(`Basics ${index} Bootcamp`)),
  ];
  const search = (q: string) =>
    searchCourses(catalogue, parseCourseQuery(new URLSearchParams({ q })));

  it('still forgives typos', () => {
    expect(search('javscript basics').items.map((item) => item.name)).toEqual([
      'JavaScript Basics',
    ]);
    expect(search('upwrok profile')).toMatchObject({ match: 'fuzzy' });
  });

  it(`finds no close match for more than ${MAX_FUZZY_TERMS} different words`, () => {
    // Each word begins or is close to a word of 'Basics … Bootcamp'.
    const words = 'b ba bas basi basic bo boo boot bootc bootca basicz'.split(' ');
    expect(words).toHaveLength(MAX_FUZZY_TERMS + 1);
    expect(search(words.slice(0, MAX_FUZZY_TERMS).join(' ')).total).toBe(2000);
    expect(search(words.join(' ')).items).toEqual([]);
  });

  it('takes a single letter as it is (no edits): the initial of a word, not any short word', () => {
    expect(search('javscript q').items).toEqual([]);
    expect(search('javscript b').items.map((item) => item.name)).toEqual(['JavaScript Basics']);
  });
});
