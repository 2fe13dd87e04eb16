/**
 * The catalogue's courses (/courses): the public reads, their query parameters, and an admin's
 * creating and deleting, with the rules a new course must meet.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import {
  createCourse,
  expectError,
  expectFieldError,
  expectStatus,
  insertedId,
  list,
  OBJECT_ID,
  PERSONAS,
  record,
  validCourse,
  type ContractCase,
} from './expectations';
import type { ContractFixtures } from './fixtures';

export function coursesCases({ learnerB }: ContractFixtures): ContractCase[] {
  return [
    {
      name: 'GET /courses and /courses/:id: public, course shape, 404 for unknown and malformed ids',
      async run(t) {
        const result = await call(t, 'GET', '/courses');
        expectStatus(result, 200, 'GET /courses');
        const courses = list(result.json, 'GET /courses');
        assert.ok(courses.length > 0, 'catalogue is not empty');
        for (const course of courses) {
          assert.match(String(course._id), OBJECT_ID);
          assert.equal(typeof course.name, 'string');
          assert.equal(typeof course.description, 'string');
          assert.equal(typeof course.price, 'number');
          // A course without a rating has no star at all.
          assert.ok(
            !('star' in course) || typeof course.star === 'number',
            `star is a number or absent: ${JSON.stringify(course)}`,
          );
          assert.equal(typeof course.img, 'string');
        }
        const first = courses[0];
        assert.ok(first);
        const one = await call(t, 'GET', `/courses/${String(first._id)}`);
        expectStatus(one, 200, 'GET /courses/:id');
        assert.deepEqual(one.json, first);
        expectError(
          await call(t, 'GET', '/courses/ffffffffffffffffffffffff'),
          404,
          'unknown course id',
        );
        expectError(await call(t, 'GET', '/courses/not-an-id'), 404, 'malformed course id');
        expectError(await call(t, 'GET', '/courses/%E0%A4%A'), 404, 'badly encoded id');
      },
    },
    {
      name: 'GET /courses: q (name), category, _sort/_order, _page/_limit with X-Total-Count',
      async run(t) {
        // The first 100 (the whole seed; a bigger catalogue is checked on what the page holds).
        const first = await call(t, 'GET', '/courses');
        const all = list(first.json, 'first 100 courses');
        const total = Number(first.headers.get('x-total-count'));
        const paged = await call(t, 'GET', '/courses?_page=1&_limit=2');
        expectStatus(paged, 200, 'paged courses');
        assert.equal(list(paged.json, 'page').length, Math.min(2, all.length));
        assert.equal(paged.headers.get('x-total-count'), String(total));
        assert.match(paged.headers.get('access-control-expose-headers') ?? '', /x-total-count/i);
        const page2 = list((await call(t, 'GET', '/courses?_page=2&_limit=2')).json, 'page 2');
        assert.deepEqual(page2, all.slice(2, 4));

        const target = all[0];
        assert.ok(target);
        const fragment = String(target.name).slice(1, 5).toUpperCase();
        const byQ = list(
          (await call(t, 'GET', `/courses?q=${encodeURIComponent(fragment)}`)).json,
          'q',
        );
        assert.ok(
          byQ.some((course) => course._id === target._id),
          'q finds the course',
        );
        // q looks in the name only.
        assert.ok(
          byQ.every((course) => String(course.name).toLowerCase().includes(fragment.toLowerCase())),
          'every match has q in its name',
        );

        const byCategory = await call(t, 'GET', '/courses?category=Technical');
        const technical = list(byCategory.json, 'category');
        assert.ok(technical.every((course) => course.category === 'Technical'));
        const technicalInFirst = all.filter((course) => course.category === 'Technical').length;
        if (total <= 100) assert.equal(technical.length, technicalInFirst);
        else assert.ok(Number(byCategory.headers.get('x-total-count')) >= technicalInFirst);

        const sorted = list(
          (await call(t, 'GET', '/courses?_sort=price&_order=desc')).json,
          'sorted',
        );
        const prices = sorted.map((course) => Number(course.price));
        assert.deepEqual(
          prices,
          [...prices].sort((a, b) => b - a),
        );
        expectStatus(await call(t, 'GET', '/courses?_page=0'), 400, '_page=0');
      },
    },
    {
      name: 'POST /courses: admin only (anonymous 401, learners and teacher 403) -> InsertResult',
      async run(t) {
        expectError(await call(t, 'POST', '/courses', { body: validCourse }), 401, 'anonymous');
        expectError(
          await call(t, 'POST', '/courses', { as: PERSONAS.learnerA, body: validCourse }),
          403,
          'learner A',
          'Admins only',
        );
        expectError(
          await call(t, 'POST', '/courses', { as: learnerB, body: validCourse }),
          403,
          'learner B',
        );
        expectError(
          await call(t, 'POST', '/courses', { as: PERSONAS.teacher, body: validCourse }),
          403,
          'teacher',
        );
        const created = await call(t, 'POST', '/courses', {
          as: PERSONAS.admin,
          body: { ...validCourse, price: 49, star: 4, secret: 'dropped' },
        });
        expectStatus(created, 201, 'admin');
        const id = insertedId(created, 'POST /courses');
        const stored = record((await call(t, 'GET', `/courses/${id}`)).json, 'stored course');
        assert.equal(stored.price, 49);
        assert.equal(stored.star, 4);
        assert.equal(stored.name, validCourse.name);
        assert.equal(stored.category, 'Academic');
        assert.equal('secret' in stored, false, 'unknown field dropped');
      },
    },
    {
      name: 'POST /courses validation: every rule gives 400 {error, fields}',
      async run(t) {
        const post = (body: Record<string, unknown>) =>
          call(t, 'POST', '/courses', { as: PERSONAS.admin, body: { ...validCourse, ...body } });
        expectFieldError(await post({ name: '' }), 'name', 'name required');
        expectFieldError(await post({ name: 'x'.repeat(21) }), 'name', 'name max 20');
        expectFieldError(
          await post({ description: 'd'.repeat(1001) }),
          'description',
          'description max 1000',
        );
        expectFieldError(await post({ price: 'abc' }), 'price', 'price not a number');
        expectFieldError(await post({ price: null }), 'price', 'price null');
        for (const price of [-1, 0.01, 0.49, 10_000.01, 1e9]) {
          expectFieldError(await post({ price }), 'price', `price ${price} out of range`, /Price/);
        }
        expectFieldError(await post({ price: 19.999 }), 'price', 'price with 3 decimals', /Price/);
        expectFieldError(await post({ star: 6 }), 'star', 'star > 5', /Rating/);
        expectFieldError(await post({ star: -0.5 }), 'star', 'star < 0');
        expectFieldError(await post({ star: 'five' }), 'star', 'star not a number');
        expectFieldError(await post({ category: 'Cooking' }), 'category', 'unknown category');
        for (const img of [
          'javascript:alert(1)',
          'data:image/png;base64,AAAA',
          '//evil.example/x.png',
          '/\\evil.example',
          'ftp://x.example/a.png',
        ]) {
          expectFieldError(await post({ img }), 'img', `img ${img}`);
        }
        expectStatus(await post({ img: 'https://cdn.example.com/a.webp' }), 201, 'https image');
        expectStatus(
          await post({ name: 'x'.repeat(20), img: '/images/courses/seo-essentials.webp' }),
          201,
          'name of 20 and a site path',
        );
        expectError(
          await call(t, 'POST', '/courses', {
            as: PERSONAS.admin,
            rawBody: '{"name":',
            headers: { 'Content-Type': 'application/json' },
          }),
          400,
          'bad JSON',
        );
      },
    },
    {
      name: 'POST /courses: only the name is required; no price is a free course (0), no rating stays absent; a blank price or rating is refused',
      async run(t) {
        const post = (body: Record<string, unknown>) =>
          call(t, 'POST', '/courses', { as: PERSONAS.admin, body });
        const stored = async (body: Record<string, unknown>, what: string) => {
          const created = await post(body);
          expectStatus(created, 201, what);
          const id = insertedId(created, what);
          return record((await call(t, 'GET', `/courses/${id}`)).json, `${what}: stored`);
        };
        const nameOnly = await stored({ name: 'Contract Free' }, 'only a name');
        assert.equal(nameOnly.price, 0, 'no price is stored as 0');
        assert.equal('star' in nameOnly, false, 'no rating is stored absent');
        assert.equal(nameOnly.name, 'Contract Free');
        assert.equal(typeof nameOnly.description, 'string');
        assert.equal(typeof nameOnly.img, 'string');
        const blanks = await stored(
          { name: 'Contract Blank', description: '', img: '', category: '' },
          'blank optional text fields',
        );
        assert.equal(blanks.price, 0, 'no price is stored as 0');
        assert.equal('category' in blanks, false, 'a blank category is stored absent');
        // A number is a JSON number: a blank one is not "no price" (leave the field out for that).
        expectFieldError(await post({ name: 'Contract Blank', price: '' }), 'price', 'price ""');
        expectFieldError(await post({ name: 'Contract Blank', star: ' ' }), 'star', 'star " "');
        for (const [price, star] of [
          [0, 0],
          [0.5, 5],
          [19.99, 2.5],
          [10_000, 4],
          [1234.5, 3],
        ] as const) {
          const course = await stored({ name: 'Contract Range', price, star }, `price ${price}`);
          assert.equal(course.price, price, `price ${price} stored`);
          assert.equal(course.star, star, `star ${star} stored`);
        }
      },
    },
    {
      name: 'DELETE /courses/:id: admin only -> DeleteResult; 404 for unknown or malformed ids',
      async run(t) {
        const { _id: id } = await createCourse(t);
        expectError(await call(t, 'DELETE', `/courses/${id}`), 401, 'anonymous');
        expectError(
          await call(t, 'DELETE', `/courses/${id}`, { as: PERSONAS.learnerA }),
          403,
          'learner',
        );
        expectError(
          await call(t, 'DELETE', `/courses/${id}`, { as: PERSONAS.teacher }),
          403,
          'teacher',
        );
        const deleted = await call(t, 'DELETE', `/courses/${id}`, { as: PERSONAS.admin });
        expectStatus(deleted, 200, 'admin deletes');
        assert.deepEqual(deleted.json, { acknowledged: true, deletedCount: 1 });
        expectError(await call(t, 'GET', `/courses/${id}`), 404, 'deleted course is gone');
        expectError(
          await call(t, 'DELETE', `/courses/${id}`, { as: PERSONAS.admin }),
          404,
          'delete twice',
        );
        expectError(
          await call(t, 'DELETE', '/courses/123', { as: PERSONAS.admin }),
          404,
          'malformed id',
        );
      },
    },
  ];
}
