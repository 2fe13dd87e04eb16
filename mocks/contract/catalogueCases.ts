/**
 * The catalogue's query on the server (mocks/api/courseSearch.ts): q on the name with close
 * matches when nothing contains it, the category, the sort, the page, X-Total-Count and
 * X-Search-Match, and the category counts of GET /courses/facets. Each case adds courses with a
 * made-up word in their names, so it finds only its own, and removes them after.
 */
import assert from 'node:assert/strict';
import { call, type ContractTarget } from './client';
import {
  expectError,
  expectFieldError,
  enrollInNewCourse,
  expectStatus,
  insertedId,
  list,
  PERSONAS,
  record,
  uniqueEmail,
  validEnrollment,
} from './expectations';
import type { ContractCase } from './expectations';

/** A made-up word of `length` letters no seeded or other course name contains. */
export function madeUpWord(length = 8): string {
  const letters = 'bcdfghjklmnpqrstvwxz';
  const vowels = 'aeiou';
  return Array.from({ length }, (_, index) => {
    const pool = index % 2 === 0 ? letters : vowels;
    return pool[Math.floor(Math.random() * pool.length)] ?? 'b';
  })
    .join('')
    .replace(/^./, (first) => first.toUpperCase());
}

interface NewCourse {
  name: string;
  price: number;
  star?: number;
  category?: string;
}

async function addCourses(t: ContractTarget, courses: NewCourse[]): Promise<string[]> {
  const ids: string[] = [];
  for (const course of courses) {
    const created = await call(t, 'POST', '/courses', {
      as: PERSONAS.admin,
      body: { description: 'Made by the catalogue contract cases', ...course },
    });
    expectStatus(created, 201, `admin adds ${course.name}`);
    ids.push(insertedId(created, 'POST /courses'));
  }
  return ids;
}

async function removeCourses(t: ContractTarget, ids: string[]): Promise<void> {
  for (const id of ids) {
    expectStatus(
      await call(t, 'DELETE', `/courses/${id}`, { as: PERSONAS.admin }),
      200,
      'remove a course',
    );
  }
}

const idsOf = (value: unknown, what: string): string[] =>
  list(value, what).map((course) => String(course._id));

export function catalogueCases(): ContractCase[] {
  return [
    {
      name: 'GET /enroll (admins): q over learner, email and course; status; _sort/_order; _page/_limit with X-Total-Count',
      async run(t) {
        const word = madeUpWord(8);
        const [courseId = ''] = await addCourses(t, [{ name: `${word} Lab`, price: 25 }]);
        const learners = ['Cora Quill', 'Abe Stone', 'Bea Marsh'].map((displayName) => ({
          displayName,
          email: uniqueEmail(displayName.split(' ')[0]?.toLowerCase() ?? 'x'),
        }));
        const ids: string[] = [];
        for (const learner of learners) {
          const created = await call(t, 'POST', '/enroll', {
            as: learner.email,
            body: { ...validEnrollment(learner.email, courseId), displayName: learner.displayName },
          });
          expectStatus(created, 201, `${learner.displayName} enrolls`);
          ids.push(insertedId(created, 'POST /enroll'));
        }
        const [cora, abe, bea] = ids;
        try {
          const get = (query: string) =>
            call(t, 'GET', `/enroll?q=${word.toLowerCase()}${query}`, { as: PERSONAS.admin });
          const byCourse = await get('');
          expectStatus(byCourse, 200, 'q finds the course');
          assert.equal(byCourse.headers.get('x-total-count'), '3');
          assert.deepEqual(idsOf(byCourse.json, 'by course').sort(), [...ids].sort());
          const byName = await call(t, 'GET', `/enroll?q=ABE%20st`, { as: PERSONAS.admin });
          assert.ok(idsOf(byName.json, 'by learner').includes(abe ?? ''), 'q finds the learner');
          const byEmail = await call(
            t,
            'GET',
            `/enroll?q=${encodeURIComponent(learners[2]?.email ?? '')}`,
            { as: PERSONAS.admin },
          );
          assert.deepEqual(idsOf(byEmail.json, 'by email'), [bea]);

          const sorted = await get('&_sort=displayName&_order=desc&_page=1&_limit=2');
          assert.equal(sorted.headers.get('x-total-count'), '3', 'total before paging');
          assert.deepEqual(idsOf(sorted.json, 'page 1'), [cora, bea]);
          const page2 = await get('&_sort=displayName&_order=desc&_page=2&_limit=2');
          assert.deepEqual(idsOf(page2.json, 'page 2'), [abe]);
          const progressing = await get('&status=Progressing');
          assert.equal(progressing.headers.get('x-total-count'), '3');
          const paid = await get('&status=Paid');
          assert.deepEqual(list(paid.json, 'none paid'), []);

          expectFieldError(await get('&status=Lost'), 'status', 'unknown status', /status/);
          expectFieldError(await get('&_sort=phone'), '_sort', 'sort field', /_sort/);
          expectFieldError(await get('&_limit=500'), '_limit', 'limit over 100', /100/);
          expectError(
            await call(t, 'GET', `/enroll?q=${word}`, { as: PERSONAS.teacher }),
            403,
            'only admins list every enrollment',
          );
        } finally {
          for (const id of ids) {
            expectStatus(
              await call(t, 'DELETE', `/enroll/${id}`, { as: PERSONAS.admin }),
              200,
              'remove an enrollment',
            );
          }
          await removeCourses(t, [courseId]);
        }
      },
    },
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
    {
      name: 'GET /enroll?email=&courseId=: a learner asks whether they are enrolled in one course',
      async run(t) {
        const email = uniqueEmail('course-filter');
        const first = await enrollInNewCourse(t, email, 19);
        await enrollInNewCourse(t, email, 29);
        const inFirst = await call(
          t,
          'GET',
          `/enroll?email=${encodeURIComponent(email)}&courseId=${first.course._id}`,
          { as: email },
        );
        expectStatus(inFirst, 200, 'the learner, in one course');
        assert.deepEqual(idsOf(inFirst.json, 'in one course'), [first.enrollmentId]);
        assert.equal(inFirst.headers.get('x-total-count'), '1');
        const all = await call(t, 'GET', `/enroll?email=${encodeURIComponent(email)}`, {
          as: email,
        });
        assert.equal(all.headers.get('x-total-count'), '2');
        const elsewhere = await call(
          t,
          'GET',
          `/enroll?email=${encodeURIComponent(email)}&courseId=ffffffffffffffffffffffff`,
          { as: email },
        );
        assert.deepEqual(list(elsewhere.json, 'another course'), []);
      },
    },
  ];
}
