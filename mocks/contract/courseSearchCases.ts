/**
 * The catalogue's query on the server (GET /courses, /courses/facets): q with close matches, the
 * category, the sort, the page and the category counts.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import { expectFieldError, expectStatus, list, record } from './expectations';
import type { ContractCase } from './expectations';
import { addCourses, idsOf, madeUpWord, removeCourses } from './catalogueHelpers';

export function courseSearchCases(): ContractCase[] {
  return [
    {
      name: 'GET /courses?q=: a name containing q is an exact match; a typo finds close matches and says so (X-Search-Match)',
      async run(t) {
        const word = madeUpWord(8);
        const ids = await addCourses(t, [
          { name: `${word} Basics`, price: 29, category: 'Technical' },
          { name: `Advanced ${word}`, price: 39, category: 'Academic' },
        ]);
        try {
          const exact = await call(t, 'GET', `/courses?q=${word.toLowerCase()}`);
          expectStatus(exact, 200, 'exact search');
          assert.equal(exact.headers.get('x-search-match'), 'exact');
          assert.equal(exact.headers.get('x-search-terms'), null, 'no matched words for exact');
          assert.deepEqual(idsOf(exact.json, 'exact').sort(), [...ids].sort());
          assert.equal(exact.headers.get('x-total-count'), '2');
          assert.match(
            exact.headers.get('access-control-expose-headers') ?? '',
            /x-search-match, x-search-terms/i,
            'the browser may read X-Search-Match and X-Search-Terms',
          );

          // One letter left out, then two swapped: no name contains either.
          const typos = [
            `${word.slice(0, 3)}${word.slice(4)}`,
            `${word.slice(0, 2)}${word[3] ?? ''}${word[2] ?? ''}${word.slice(4)}`,
          ];
          for (const typo of typos) {
            const close = await call(t, 'GET', `/courses?q=${encodeURIComponent(typo)}`);
            expectStatus(close, 200, `typo ${typo}`);
            assert.equal(close.headers.get('x-search-match'), 'fuzzy', `"${typo}" is a typo`);
            const found = idsOf(close.json, 'close matches');
            for (const id of ids) assert.ok(found.includes(id), `"${typo}" finds ${word}`);
            assert.ok(
              (close.headers.get('x-search-terms') ?? '')
                .split(',')
                .map(decodeURIComponent)
                .includes(word.toLowerCase()),
              `X-Search-Terms names the matched word ${word.toLowerCase()}`,
            );
          }

          const nothing = await call(t, 'GET', `/courses?q=${madeUpWord(12)}`);
          expectStatus(nothing, 200, 'no match');
          assert.deepEqual(list(nothing.json, 'no match'), []);
          assert.equal(nothing.headers.get('x-total-count'), '0');
        } finally {
          await removeCourses(t, ids);
        }
      },
    },
    {
      name: 'GET /courses: q, then category, then _sort/_order, then _page/_limit; unrated courses sort last',
      async run(t) {
        const word = madeUpWord(7);
        const ids = await addCourses(t, [
          { name: `${word} One`, price: 30, star: 4, category: 'Technical' },
          { name: `${word} Two`, price: 20, star: 3, category: 'Technical' },
          { name: `${word} Three`, price: 10, category: 'Technical' },
          { name: `${word} Four`, price: 5, star: 5, category: 'Academic' },
        ]);
        const [one, two, three, four] = ids;
        try {
          const base = `/courses?q=${word}&category=Technical`;
          const page1 = await call(t, 'GET', `${base}&_sort=price&_order=asc&_page=1&_limit=2`);
          expectStatus(page1, 200, 'page 1');
          assert.equal(page1.headers.get('x-total-count'), '3', 'total before paging');
          assert.deepEqual(idsOf(page1.json, 'page 1'), [three, two]);
          const page2 = await call(t, 'GET', `${base}&_sort=price&_order=asc&_page=2&_limit=2`);
          assert.deepEqual(idsOf(page2.json, 'page 2'), [one]);
          const desc = await call(t, 'GET', `${base}&_sort=price&_order=desc`);
          assert.deepEqual(idsOf(desc.json, 'price desc'), [one, two, three]);
          const byName = await call(t, 'GET', `/courses?q=${word}&_sort=name`);
          assert.deepEqual(idsOf(byName.json, 'by name'), [four, one, three, two]);
          for (const order of ['asc', 'desc']) {
            const byStar = idsOf(
              (await call(t, 'GET', `${base}&_sort=star&_order=${order}`)).json,
              `star ${order}`,
            );
            assert.equal(byStar.at(-1), three, `the unrated course is last (${order})`);
          }
        } finally {
          await removeCourses(t, ids);
        }
      },
    },
    {
      name: 'GET /courses/facets?q=: how many courses match q in each category',
      async run(t) {
        const word = madeUpWord(8);
        const ids = await addCourses(t, [
          { name: `${word} Writing`, price: 19, category: 'Academic' },
          { name: `${word} Essays`, price: 29, category: 'Academic' },
          { name: `${word} Ads`, price: 39, category: 'Marketing' },
          { name: `${word} Notes`, price: 0 },
        ]);
        try {
          const facets = await call(t, 'GET', `/courses/facets?q=${word}`);
          expectStatus(facets, 200, 'facets');
          const body = record(facets.json, 'facets');
          assert.deepEqual(body.categories, {
            Academic: 2,
            Technical: 0,
            Marketing: 1,
            Freelancing: 0,
          });
          assert.equal(body.total, 4, 'every match, with or without a category');
          assert.equal(body.match, 'exact');
          const typo = `${word.slice(0, 4)}${word.slice(5)}`;
          const close = record((await call(t, 'GET', `/courses/facets?q=${typo}`)).json, 'typo');
          assert.equal(close.match, 'fuzzy');
          assert.equal(record(close.categories, 'typo categories').Academic, 2);

          const everything = record((await call(t, 'GET', '/courses/facets')).json, 'no q');
          const all = await call(t, 'GET', '/courses');
          assert.equal(String(everything.total), all.headers.get('x-total-count'));
        } finally {
          await removeCourses(t, ids);
        }
      },
    },
    {
      name: 'GET /courses: a category, sort, order or page it cannot be is a 400 naming the parameter',
      async run(t) {
        const get = (query: string) => call(t, 'GET', `/courses?${query}`);
        expectFieldError(await get('category=Cooking'), 'category', 'unknown category', /category/);
        expectFieldError(await get('_sort=description'), '_sort', 'sort field', /_sort/);
        expectFieldError(await get('_sort=price&_order=up'), '_order', 'order', /_order/);
        expectFieldError(await get('_limit=101'), '_limit', 'limit over 100', /100/);
        expectFieldError(await get('_limit=0'), '_limit', 'limit 0', /_limit/);
        expectFieldError(await get('_limit=1e1'), '_limit', 'limit not whole', /_limit/);
        expectFieldError(await get('_page=0'), '_page', 'page 0', /_page/);
        const hundred = await get('_limit=100');
        expectStatus(hundred, 200, 'limit 100');
        assert.ok(list(hundred.json, 'limit 100').length <= 100);
        const pastTheEnd = await get('_page=100000&_limit=100');
        expectStatus(pastTheEnd, 200, 'a page past the end');
        assert.deepEqual(list(pastTheEnd.json, 'past the end'), []);
      },
    },
    {
      name: 'GET /courses without _page or _limit: the first 100 courses, with X-Total-Count of all',
      async run(t) {
        const before = await call(t, 'GET', '/courses');
        expectStatus(before, 200, 'the catalogue');
        const existing = Number(before.headers.get('x-total-count'));
        assert.ok(Number.isInteger(existing), 'X-Total-Count is a whole number');
        const word = madeUpWord(8);
        const missing = Math.max(0, 101 - existing);
        const ids = await addCourses(
          t,
          Array.from({ length: missing }, (_, index) => ({ name: `${word} ${index}`, price: 5 })),
        );
        try {
          const plain = await call(t, 'GET', '/courses');
          assert.equal(list(plain.json, 'no paging').length, 100, 'the first 100, not all');
          assert.equal(plain.headers.get('x-total-count'), String(existing + missing));
          const firstPage = await call(t, 'GET', '/courses?_page=1&_limit=100');
          assert.deepEqual(idsOf(plain.json, 'no paging'), idsOf(firstPage.json, 'page 1'));
          const onlyPage = await call(t, 'GET', '/courses?_page=2');
          assert.equal(
            list(onlyPage.json, 'page 2 of 100').length,
            Math.min(100, existing + missing - 100),
          );
        } finally {
          await removeCourses(t, ids);
        }
      },
    },
  ];
}
