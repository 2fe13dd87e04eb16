/**
 * Every list pages the same way (mocks/api/listParams.ts): `q` over the list's own texts,
 * `_sort`/`_order` among its sort fields, `_page`/`_limit` (at most 100; without them the first
 * 100), a plain JSON array with every match counted in X-Total-Count, and a 400 naming the
 * parameter a list cannot take. Here for reviews, assigned courses, users and the contact outbox
 * (courses and enrollments: catalogueCases.ts). Each case adds rows with a made-up word of its own,
 * so it finds only those; reviews, assigned courses and users cannot be removed, so they stay.
 */
import assert from 'node:assert/strict';
import { EMAILJS_PATHS } from '../api/api';
import { MAX_PAGE_SIZE } from '../api/listParams';
import { madeUpWord } from './catalogueHelpers';
import { call, type CallOptions, type CallResult, type ContractTarget } from './client';
import {
  expectError,
  expectFieldError,
  expectStatus,
  insertedId,
  list,
  PERSONAS,
  readOutbox,
  record,
  registerUser,
  resetRateLimits,
  sendContactMessage,
  uniqueEmail,
  type ContractCase,
} from './expectations';

const idsOf = (result: CallResult, what: string): string[] => {
  expectStatus(result, 200, what);
  return list(result.json, what).map((item) => String(item._id));
};

const totalOf = (result: CallResult, what: string): number => {
  const header = result.headers.get('x-total-count');
  assert.match(header ?? '', /^\d+$/, `${what}: X-Total-Count, got ${String(header)}`);
  return Number(header);
};

/** A list and who may read it. */
interface ListUnderTest {
  path: string;
  as?: string;
  base?: CallOptions['base'];
}

const LISTS: readonly ListUnderTest[] = [
  { path: '/review' },
  { path: '/assigncourse' },
  { path: '/users', as: PERSONAS.admin },
  { path: EMAILJS_PATHS.outbox, as: PERSONAS.admin, base: 'email' },
  { path: `/enroll?email=${encodeURIComponent(PERSONAS.learnerA)}`, as: PERSONAS.learnerA },
];

const get = (t: ContractTarget, { path, as, base }: ListUnderTest, query = '') =>
  call(t, 'GET', query ? `${path}${path.includes('?') ? '&' : '?'}${query}` : path, { as, base });

/** Posts each body to `path` as `as`: the new ids, in order. */
async function addAll(
  t: ContractTarget,
  path: string,
  as: string,
  bodies: readonly Record<string, unknown>[],
): Promise<string[]> {
  const ids: string[] = [];
  for (const body of bodies) {
    const created = await call(t, 'POST', path, { as, body });
    expectStatus(created, 201, `POST ${path} ${String(body.name)}`);
    ids.push(insertedId(created, `POST ${path}`));
  }
  return ids;
}

export function listCases(): ContractCase[] {
  return [
    {
      name: 'GET /review (public): q over name and comment; _sort _id (newest), rating or name; _page/_limit with X-Total-Count',
      async run(t) {
        const word = madeUpWord(6);
        const [cy = '', ann = '', bo = ''] = await addAll(t, '/review', PERSONAS.learnerA, [
          { name: `${word} Cy`, comment: 'Clear lessons', rating: 5 },
          { name: 'Ann', comment: `The ${word.toLowerCase()} labs`, rating: 3 },
          { name: `${word} Bo`, comment: '', rating: 4 },
        ]);
        const ofWord = (query = '') => call(t, 'GET', `/review?q=${word.toUpperCase()}${query}`);

        const found = await ofWord();
        assert.deepEqual(idsOf(found, 'q').sort(), [cy, ann, bo].sort(), 'q: name or comment');
        assert.equal(totalOf(found, 'q'), 3);
        assert.deepEqual(idsOf(await ofWord('&_sort=_id&_order=desc'), 'newest'), [bo, ann, cy]);
        assert.deepEqual(idsOf(await ofWord('&_sort=_id'), 'oldest'), [cy, ann, bo]);
        assert.deepEqual(idsOf(await ofWord('&_sort=rating&_order=desc'), 'rating'), [cy, bo, ann]);
        assert.deepEqual(idsOf(await ofWord('&_sort=name'), 'name'), [ann, bo, cy]);
        const page2 = await ofWord('&_sort=rating&_order=desc&_page=2&_limit=2');
        assert.deepEqual(idsOf(page2, 'page 2'), [ann]);
        assert.equal(totalOf(page2, 'page 2'), 3, 'the total counts every match');
        const phrase = await call(t, 'GET', `/review?q=${encodeURIComponent(`${word} bo`)}`);
        assert.deepEqual(idsOf(phrase, 'q with a space'), [bo]);

        // What the home page asks for: the nine newest, the one just written first.
        const newest = await call(t, 'GET', '/review?_sort=_id&_order=desc&_limit=9');
        const nine = idsOf(newest, 'newest nine');
        assert.equal(nine.length, Math.min(9, totalOf(newest, 'newest nine')));
        assert.deepEqual(nine.slice(0, 3), [bo, ann, cy]);
      },
    },
    {
      name: 'GET /assigncourse (public): q over name and description; _sort _id (newest) or name; _page/_limit with X-Total-Count',
      async run(t) {
        const word = madeUpWord(6);
        const [night = '', ann = '', day = ''] = await addAll(
          t,
          '/assigncourse',
          PERSONAS.teacher,
          [
            { name: `${word} Night`, description: 'Evening class' },
            { name: 'Ann Cohort', description: `Taught in ${word.toLowerCase()} hall` },
            { name: `${word} Day`, description: '' },
          ],
        );
        const ofWord = (query = '') => call(t, 'GET', `/assigncourse?q=${word}${query}`);

        const found = await ofWord();
        assert.deepEqual(idsOf(found, 'q').sort(), [night, ann, day].sort());
        assert.equal(totalOf(found, 'q'), 3);
        assert.deepEqual(idsOf(await ofWord('&_sort=_id&_order=desc'), 'newest'), [
          day,
          ann,
          night,
        ]);
        assert.deepEqual(idsOf(await ofWord('&_sort=name'), 'name'), [ann, day, night]);
        assert.deepEqual(idsOf(await ofWord('&_sort=name&_order=desc'), 'name desc'), [
          night,
          day,
          ann,
        ]);
        const page = await ofWord('&_sort=name&_page=1&_limit=2');
        assert.deepEqual(idsOf(page, 'page 1'), [ann, day]);
        assert.equal(totalOf(page, 'page 1'), 3);
        const latest = idsOf(
          await call(t, 'GET', '/assigncourse?_sort=_id&_order=desc&_limit=1'),
          'latest',
        );
        assert.deepEqual(latest, [day], 'the newest first');
      },
    },
    {
      name: 'GET /users (admins only: 401, 403): q over email and display name; _sort _id, email or displayName; _page/_limit with X-Total-Count',
      async run(t) {
        const word = madeUpWord(6);
        const lower = word.toLowerCase();
        const people = [
          { email: uniqueEmail(`${lower}-cy`), displayName: 'Cy Quill' },
          { email: uniqueEmail('ann'), displayName: `Ann ${word}` },
          { email: uniqueEmail(`${lower}-bo`), displayName: 'Bo Reed' },
        ];
        const ids: string[] = [];
        for (const person of people) {
          const created = await call(t, 'POST', '/users', { as: person.email, body: person });
          expectStatus(created, 201, `register ${person.email}`);
          ids.push(String(record(created.json, 'POST /users').upsertedId));
        }
        const [cy, ann, bo] = ids;

        expectError(await call(t, 'GET', `/users?q=${word}`), 401, 'anonymous');
        for (const other of [PERSONAS.learnerA, PERSONAS.teacher]) {
          expectError(await call(t, 'GET', `/users?q=${word}`, { as: other }), 403, other);
        }
        const ofWord = (query = '') =>
          call(t, 'GET', `/users?q=${word}${query}`, { as: PERSONAS.admin });
        const found = await ofWord();
        assert.deepEqual(idsOf(found, 'q').sort(), [...ids].sort(), 'q: email or display name');
        assert.equal(totalOf(found, 'q'), 3);
        assert.deepEqual(idsOf(await ofWord('&_sort=displayName'), 'by name'), [ann, bo, cy]);
        assert.deepEqual(idsOf(await ofWord('&_sort=email&_order=desc'), 'by email'), [
          cy,
          bo,
          ann,
        ]);
        assert.deepEqual(idsOf(await ofWord('&_sort=_id&_order=desc'), 'newest'), [bo, ann, cy]);
        const page2 = await ofWord('&_sort=displayName&_page=2&_limit=2');
        assert.deepEqual(idsOf(page2, 'page 2'), [cy]);
        assert.equal(totalOf(page2, 'page 2'), 3);
        const byName = await call(t, 'GET', `/users?q=${encodeURIComponent(`ann ${lower}`)}`, {
          as: PERSONAS.admin,
        });
        assert.deepEqual(idsOf(byName, 'display name'), [ann]);
      },
    },
    {
      name: 'GET the contact outbox (admins only: 401, 403): q over sender, subject and message; _sort receivedAt; _page/_limit with X-Total-Count',
      async run(t) {
        const outbox = EMAILJS_PATHS.outbox;
        const query = `?q=a&_sort=receivedAt&_order=desc&_limit=5`;
        expectError(await call(t, 'GET', `${outbox}${query}`, { base: 'email' }), 401, 'anonymous');
        for (const other of [PERSONAS.learnerA, PERSONAS.teacher]) {
          expectError(
            await call(t, 'GET', `${outbox}${query}`, { as: other, base: 'email' }),
            403,
            other,
          );
        }

        const subject = `List ${madeUpWord(8)}`;
        await resetRateLimits(t);
        let sent: CallResult;
        try {
          sent = await sendContactMessage(t, subject);
        } finally {
          await resetRateLimits(t);
        }
        // Without the development routes earlier messages may have used up the rate limit.
        if (t.devRoutes || sent.status !== 429) {
          expectStatus(sent, 200, 'send a message');
          const { result, messages } = await readOutbox(t, `?q=${encodeURIComponent(subject)}`);
          assert.equal(totalOf(result, 'q'), 1, 'q finds the subject');
          assert.equal(record(messages[0]?.params, 'params').subject, subject);
        }

        const newest = await readOutbox(t, '?_sort=receivedAt&_order=desc&_limit=4');
        const total = totalOf(newest.result, 'newest');
        assert.equal(newest.messages.length, Math.min(4, total));
        const times = newest.messages.map((message) => String(message.receivedAt));
        assert.deepEqual(times, [...times].sort().reverse(), 'newest first');
        const oldest = await readOutbox(t, '?_sort=receivedAt&_limit=1');
        assert.ok(
          String(oldest.messages[0]?.receivedAt) <= String(times.at(-1)),
          'ascending starts with the oldest',
        );
        const page2 = await readOutbox(t, '?_sort=receivedAt&_order=desc&_page=2&_limit=2');
        assert.deepEqual(
          page2.messages.map((message) => message._id),
          newest.messages.slice(2, 4).map((message) => message._id),
          'page 2 of 2 holds the third and fourth',
        );
      },
    },
    {
      name: `Every list without _page and _limit answers exactly its first ${MAX_PAGE_SIZE} rows, with X-Total-Count of all`,
      async run(t) {
        // Users are listed to admins only: filling that list past one page shows no one anything.
        const users = LISTS.find((item) => item.path === '/users');
        assert.ok(users);
        const before = totalOf(await get(t, users, '_limit=1'), 'users');
        for (let count = before; count <= MAX_PAGE_SIZE; count += 1) {
          await registerUser(t, uniqueEmail('list-filler'));
        }
        const all = await get(t, users);
        const total = totalOf(all, 'every user');
        assert.ok(total > MAX_PAGE_SIZE, `more than ${MAX_PAGE_SIZE} users, got ${total}`);
        const first = idsOf(all, 'users');
        assert.equal(first.length, MAX_PAGE_SIZE, `exactly the first ${MAX_PAGE_SIZE}`);
        assert.deepEqual(idsOf(await get(t, users, '_page=1&_limit=100'), 'page 1'), first);
        const rest = idsOf(await get(t, users, '_page=2'), 'page 2 (100 a page)');
        assert.equal(rest.length, Math.min(MAX_PAGE_SIZE, total - MAX_PAGE_SIZE));
        assert.ok(
          rest.every((id) => !first.includes(id)),
          'page 2 starts where page 1 ended',
        );

        for (const item of LISTS) {
          const whole = await get(t, item);
          const count = totalOf(whole, item.path);
          assert.equal(idsOf(whole, item.path).length, Math.min(MAX_PAGE_SIZE, count), item.path);
          assert.match(
            whole.headers.get('access-control-expose-headers') ?? '',
            /x-total-count/i,
            `${item.path}: the browser may read X-Total-Count`,
          );
        }
      },
    },
    {
      name: 'Every list refuses a sort, order or page it cannot take (and _start/_end) with a 400 naming the parameter',
      async run(t) {
        for (const item of LISTS) {
          const refused = async (query: string, field: string, names: RegExp) =>
            expectFieldError(await get(t, item, query), field, `${item.path} ${query}`, names);
          await refused('_sort=nothing', '_sort', /_sort/);
          await refused('_sort=_id&_order=up', '_order', /_order/);
          await refused(`_limit=${MAX_PAGE_SIZE + 1}`, '_limit', /100/);
          await refused('_limit=0', '_limit', /_limit/);
          await refused('_limit=ten', '_limit', /_limit/);
          await refused('_page=0', '_page', /_page/);
          await refused('_page=-1', '_page', /_page/);
          await refused('_start=0&_end=10', '_start', /_page and _limit/);
          await refused('_end=10', '_end', /_page and _limit/);
          const full = await get(t, item, `_limit=${MAX_PAGE_SIZE}`);
          expectStatus(full, 200, `${item.path} _limit=${MAX_PAGE_SIZE}`);
          const past = await get(t, item, '_page=100000&_limit=100');
          assert.deepEqual(idsOf(past, `${item.path} past the end`), []);
        }
      },
    },
  ];
}
