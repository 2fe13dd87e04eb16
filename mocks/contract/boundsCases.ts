/**
 * What no request may exceed, and clean text: every query parameter a route reads has a maximum
 * length (`q` at most LIMITS.searchMax characters) and a longer one is a 400 naming it; a request
 * URL over MAX_URL_LENGTH is a 414; a name made only of invisible characters is missing, control
 * characters and direction overrides are refused, and a price has at most two decimals. The
 * courses a case creates are removed after it.
 */
import assert from 'node:assert/strict';
import { LIMITS } from '@/shared/domain/limits';
import { MAX_URL_LENGTH, URL_TOO_LONG } from '../api/http';
import { call, type ContractTarget } from './client';
import {
  expectError,
  expectFieldError,
  expectStatus,
  insertedId,
  list,
  PERSONAS,
  record,
  uniqueCourseName,
  uniqueEmail,
  validCourse,
  type ContractCase,
} from './expectations';

const tooLong = (name: string, max: number): RegExp =>
  new RegExp(`^${name} must be at most ${max} characters$`);

/** POST /courses as the admin with `patch` over a valid course. */
const postCourse = (t: ContractTarget, patch: Record<string, unknown>) =>
  call(t, 'POST', '/courses', {
    as: PERSONAS.admin,
    body: { ...validCourse, name: uniqueCourseName(), ...patch },
  });

/** Creates the course (201), returns it as stored, and removes it. */
async function createdAndRemoved(
  t: ContractTarget,
  patch: Record<string, unknown>,
  what: string,
): Promise<Record<string, unknown>> {
  const created = await postCourse(t, patch);
  expectStatus(created, 201, what);
  const id = insertedId(created, what);
  try {
    const read = await call(t, 'GET', `/courses/${id}`);
    expectStatus(read, 200, `${what}: read back`);
    return record(read.json, what);
  } finally {
    expectStatus(
      await call(t, 'DELETE', `/courses/${id}`, { as: PERSONAS.admin }),
      200,
      `${what}: removed`,
    );
  }
}

export function boundsCases(): ContractCase[] {
  return [
    {
      name: `bounds: q of at most ${LIMITS.searchMax} characters on the catalogue, its counts and the lists; a longer one is a 400 naming q`,
      async run(t) {
        const longest = 'q'.repeat(LIMITS.searchMax);
        const over = `${longest}q`;
        const search = await call(t, 'GET', `/courses?q=${longest}`);
        expectStatus(search, 200, `q of ${LIMITS.searchMax} characters`);
        list(search.json, 'the search');
        // Spaces around it are trimmed before it is measured.
        expectStatus(
          await call(t, 'GET', `/courses?q=${encodeURIComponent(`  ${longest}  `)}`),
          200,
          'q of the longest length between spaces',
        );
        const message = tooLong('q', LIMITS.searchMax);
        expectFieldError(await call(t, 'GET', `/courses?q=${over}`), 'q', 'q too long', message);
        const refused = await call(t, 'GET', `/courses?q=${over}`);
        assert.deepEqual(record(refused.json, 'the refusal'), {
          error: 'Validation failed',
          fields: { q: `q must be at most ${LIMITS.searchMax} characters` },
        });
        expectStatus(
          await call(t, 'GET', `/courses/facets?q=${longest}`),
          200,
          'facets, longest q',
        );
        expectFieldError(
          await call(t, 'GET', `/courses/facets?q=${over}`),
          'q',
          'facets: q too long',
          message,
        );
        expectFieldError(await call(t, 'GET', `/review?q=${over}`), 'q', 'reviews', message);
        expectFieldError(
          await call(t, 'GET', `/assigncourse?q=${over}`),
          'q',
          'assigned courses',
          message,
        );
        expectFieldError(
          await call(t, 'GET', `/enroll?q=${over}`, { as: PERSONAS.admin }),
          'q',
          'enrollments',
          message,
        );
      },
    },
    {
      name: 'bounds: an over-long _sort, _order, category, _page, email or courseId is a 400 naming it',
      async run(t) {
        const long = 'x'.repeat(33);
        const get = (query: string) => call(t, 'GET', `/courses?${query}`);
        expectFieldError(await get(`_sort=${long}`), '_sort', '_sort', tooLong('_sort', 32));
        expectFieldError(await get(`_order=${long}`), '_order', '_order', tooLong('_order', 32));
        expectFieldError(
          await get(`category=${long}`),
          'category',
          'category',
          tooLong('category', 32),
        );
        expectFieldError(await get(`_page=${'9'.repeat(17)}`), '_page', '_page', /_page/);
        const email = `${'e'.repeat(LIMITS.emailMax)}@example.com`;
        expectFieldError(
          await call(t, 'GET', `/enroll?email=${email}`, { as: PERSONAS.admin }),
          'email',
          'email',
          tooLong('email', LIMITS.emailMax),
        );
        expectFieldError(
          await call(t, 'GET', `/enroll?courseId=${'f'.repeat(LIMITS.idMax + 1)}`, {
            as: PERSONAS.admin,
          }),
          'courseId',
          'courseId',
          tooLong('courseId', LIMITS.idMax),
        );
      },
    },
    {
      name: `bounds: a request URL over ${MAX_URL_LENGTH} characters is a 414`,
      async run(t) {
        const long = 'f'.repeat(MAX_URL_LENGTH);
        expectError(await call(t, 'GET', `/courses/${long}`), 414, 'a long path', URL_TOO_LONG);
        expectError(
          await call(t, 'GET', `/courses?category=Academic&unread=${long}`),
          414,
          'a long query string',
          URL_TOO_LONG,
        );
        // A parameter no route reads is ignored while the URL is within bounds.
        expectStatus(
          await call(t, 'GET', `/courses?unread=${'u'.repeat(1000)}`),
          200,
          'an unread parameter',
        );
      },
    },
    {
      name: 'bounds: a course name of invisible characters only is missing; trimmed of them at its ends',
      async run(t) {
        for (const name of ['\u200b\u200b\u200b', '\u200c\u200d\u2060\ufeff', ' \u00ad\u200b ']) {
          expectFieldError(
            await postCourse(t, { name }),
            'name',
            `name ${JSON.stringify(name)}`,
            /^Name is required$/,
          );
        }
        const name = uniqueCourseName();
        const stored = await createdAndRemoved(
          t,
          { name: `\u200b${name}\ufeff` },
          'a name between zero-width characters',
        );
        assert.equal(stored.name, name, 'the name is stored without them');
      },
    },
    {
      name: 'bounds: control characters and direction overrides are refused in names and text',
      async run(t) {
        const refused = /must not contain control characters or direction overrides$/;
        for (const name of ['Invoice\u202Etxt.exe', 'A\u0000B', 'Line\nbreak', 'Iso\u2066late']) {
          expectFieldError(
            await postCourse(t, { name }),
            'name',
            `name ${JSON.stringify(name)}`,
            refused,
          );
        }
        expectFieldError(
          await postCourse(t, { description: 'Right\u202eto left' }),
          'description',
          'a description with an override',
          refused,
        );
        const learner = uniqueEmail('bounds');
        expectFieldError(
          await call(t, 'POST', '/review', {
            as: learner,
            body: { name: 'Nul\u0000Name', rating: 4, comment: 'Fine' },
          }),
          'name',
          'a review name with NUL',
          refused,
        );
        // Multi-line text keeps its line breaks and tabs; a direction mark is allowed.
        const unique = uniqueCourseName();
        const marked = `${unique.slice(0, 8)}\u200f${unique.slice(8)}`;
        const stored = await createdAndRemoved(
          t,
          { name: marked, description: 'First line\n\tSecond line' },
          'a description on two lines, a name with a direction mark',
        );
        assert.equal(stored.description, 'First line\n\tSecond line');
        assert.equal(stored.name, marked);
      },
    },
    {
      name: 'bounds: a price has at most two decimals (0.500000001 is a 400 naming price)',
      async run(t) {
        for (const price of [0.500000001, 19.999, 1.1 + 2.2]) {
          expectFieldError(
            await postCourse(t, { price }),
            'price',
            `price ${price}`,
            /^Price must have at most two decimals$/,
          );
        }
        for (const price of [0.5, 19.99]) {
          const stored = await createdAndRemoved(t, { price }, `price ${price}`);
          assert.equal(stored.price, price);
        }
      },
    },
  ];
}
