/**
 * The contract: one list of cases that any implementation of the product API must pass: MSW (jest),
 * the json-server process, or any base URL (cli.ts). Each case is independent and creates the data
 * it changes (a case that enrolls creates its own course first), so it also runs against a server
 * that is not fresh. The cases rely on the seeded accounts (admin@example.com admin,
 * teacher@example.com teacher, learner@example.com learner), in one case of orderCases.ts on the
 * seeded learner's payment made three days before the seed was restored, and in certificateCases.ts
 * on the seed's two certificates (all read, never changed).
 * The runners run the cases one after another (jest's cases of one file, cli.ts's loop).
 */
import assert from 'node:assert/strict';
import { API_ERRORS, EMAILJS_PATHS } from '../api/api';
import { CONTACT_RATE_LIMIT } from '../api/rateLimit';
import { call, type CallResult } from './client';
import {
  createCourse,
  describeResult,
  enroll,
  enrollInNewCourse,
  enrollmentsOf,
  expectError,
  expectFieldError,
  expectStatus,
  insertedId,
  list,
  OBJECT_ID,
  payFor,
  PERSONAS,
  readEnrollment,
  readOutbox,
  record,
  registerUser,
  resetRateLimits,
  sendContactMessage,
  uniqueEmail,
  validCourse,
  validEnrollment,
  type ContractCase,
} from './expectations';
import { openDataCases } from './openDataCases';
import { catalogueCases } from './catalogueCases';
import { listCases } from './listCases';
import { orderCases } from './orderCases';
import { identityCases } from './identityCases';
import { withdrawnCases } from './withdrawnCases';
import { limitsCases } from './limitsCases';
import { boundsCases } from './boundsCases';
import { learningCases } from './learningCases';
import { authoringCases } from './authoringCases';
import { certificateCases } from './certificateCases';

export type { ContractCase } from './expectations';

export function contractCases(): ContractCase[] {
  const learnerB = uniqueEmail('learner-b');
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
    {
      name: 'GET /enroll: all only for admins; ?email= for that user or an admin',
      async run(t) {
        await enroll(t, PERSONAS.learnerA);
        expectError(await call(t, 'GET', '/enroll'), 401, 'anonymous all', 'Sign in required');
        expectError(await call(t, 'GET', '/enroll', { as: PERSONAS.learnerA }), 403, 'learner all');
        expectError(await call(t, 'GET', '/enroll', { as: PERSONAS.teacher }), 403, 'teacher all');
        const all = await call(t, 'GET', '/enroll', { as: PERSONAS.admin });
        expectStatus(all, 200, 'admin all');
        assert.ok(list(all.json, 'all').length > 0);
        const mineUrl = `/enroll?email=${encodeURIComponent(PERSONAS.learnerA)}`;
        expectError(await call(t, 'GET', mineUrl), 401, 'anonymous by email');
        const mine = await call(t, 'GET', mineUrl, { as: PERSONAS.learnerA });
        expectStatus(mine, 200, 'own enrollments');
        const items = list(mine.json, 'own');
        assert.ok(items.length > 0);
        for (const item of items) {
          assert.equal(String(item.email).toLowerCase(), PERSONAS.learnerA);
          assert.match(String(item._id), OBJECT_ID);
          assert.equal(typeof item.name, 'string');
          assert.equal(typeof item.price, 'number');
          assert.match(String(item.courseId), OBJECT_ID, 'names its course by id');
          assert.ok(
            ['Progressing', 'Paid', 'Refunded'].includes(String(item.status)),
            `status: ${String(item.status)}`,
          );
        }
        expectError(await call(t, 'GET', mineUrl, { as: learnerB }), 403, 'learner B reads A');
        expectStatus(await call(t, 'GET', mineUrl, { as: PERSONAS.admin }), 200, 'admin reads A');
      },
    },
    {
      name: 'POST /enroll: signed in, own email unless admin; status Progressing set by the server',
      async run(t) {
        const course = await createCourse(t, 129);
        const body = validEnrollment(learnerB, course._id);
        await registerUser(t, learnerB);
        expectError(await call(t, 'POST', '/enroll', { body }), 401, 'anonymous');
        expectError(
          await call(t, 'POST', '/enroll', { as: PERSONAS.learnerA, body }),
          403,
          'learner A for B',
        );
        const created = await call(t, 'POST', '/enroll', {
          as: learnerB,
          body: {
            ...body,
            price: 129,
            status: 'Paid',
            paidAt: '2026-01-01T00:00:00.000Z',
            name: 'Another name',
            extra: 1,
          },
        });
        expectStatus(created, 201, 'learner B for self');
        const id = insertedId(created, 'POST /enroll');
        const stored = (await enrollmentsOf(t, learnerB)).find((item) => item._id === id);
        assert.ok(stored, 'enrollment stored');
        assert.equal(stored.status, 'Progressing');
        assert.equal(stored.courseId, course._id);
        assert.equal(stored.name, course.name, "the course's name, not the client's");
        assert.equal(stored.price, 129);
        assert.equal(stored.phone, '+8801712345678');
        assert.equal('extra' in stored, false);
        assert.equal('paidAt' in stored, false);
        const other = await createCourse(t, 59);
        expectStatus(
          await call(t, 'POST', '/enroll', {
            as: PERSONAS.admin,
            body: validEnrollment(learnerB, other._id),
          }),
          201,
          'admin for B',
        );
      },
    },
    {
      name: 'POST /enroll validation: every rule gives 400 {error, fields}',
      async run(t) {
        const course = await createCourse(t, 129);
        await registerUser(t, learnerB);
        const post = (body: Record<string, unknown>) =>
          call(t, 'POST', '/enroll', {
            as: PERSONAS.admin,
            body: { ...validEnrollment(learnerB, course._id), ...body },
          });
        expectFieldError(await post({ courseId: '' }), 'courseId', 'course id required');
        expectFieldError(await post({ courseId: ['x'] }), 'courseId', 'course id not text');
        expectFieldError(await post({ price: '' }), 'price', 'price blank');
        expectFieldError(await post({ price: 'abc' }), 'price', 'price not a number');
        expectFieldError(await post({ displayName: '' }), 'displayName', 'displayName required');
        expectFieldError(
          await post({ displayName: 'x'.repeat(21) }),
          'displayName',
          'displayName max 20',
        );
        expectFieldError(await post({ email: 'not-an-email' }), 'email', 'email invalid');
        expectFieldError(
          await post({ email: `${'x'.repeat(45)}@example.com` }),
          'email',
          'email max 50',
        );
        expectFieldError(await post({ address: 'a'.repeat(101) }), 'address', 'address max 100');
        expectFieldError(await post({ city: 'c'.repeat(101) }), 'city', 'city max 100');
        expectFieldError(await post({ phone: 'abc123' }), 'phone', 'phone digits');
        expectFieldError(await post({ phone: '12345' }), 'phone', 'phone too short');
        expectStatus(
          await post({ phone: 1712345678, address: '', city: '' }),
          201,
          'numeric phone, empty optional fields',
        );
      },
    },
    {
      name: 'DELETE /enroll/:id: owner or admin -> DeleteResult',
      async run(t) {
        const id = await enroll(t, PERSONAS.learnerA);
        expectError(await call(t, 'DELETE', `/enroll/${id}`), 401, 'anonymous');
        expectError(await call(t, 'DELETE', `/enroll/${id}`, { as: learnerB }), 403, 'learner B');
        expectError(
          await call(t, 'DELETE', `/enroll/${id}`, { as: PERSONAS.teacher }),
          403,
          'teacher',
        );
        const deleted = await call(t, 'DELETE', `/enroll/${id}`, { as: PERSONAS.learnerA });
        expectStatus(deleted, 200, 'owner');
        assert.deepEqual(deleted.json, { acknowledged: true, deletedCount: 1 });
        expectError(
          await call(t, 'DELETE', `/enroll/${id}`, { as: PERSONAS.learnerA }),
          404,
          'twice',
        );
        expectError(
          await call(t, 'DELETE', '/enroll/zzz', { as: PERSONAS.learnerA }),
          404,
          'malformed',
        );
        const other = await enroll(t, PERSONAS.learnerA);
        const byAdmin = await call(t, 'DELETE', `/enroll/${other}`, { as: PERSONAS.admin });
        expectStatus(byAdmin, 200, 'admin');
        assert.deepEqual(byAdmin.json, { acknowledged: true, deletedCount: 1 });
      },
    },
    {
      name: 'GET /review (public) and POST /review (signed in) with validation',
      async run(t) {
        const reviews = await call(t, 'GET', '/review');
        expectStatus(reviews, 200, 'GET /review');
        for (const review of list(reviews.json, 'reviews')) {
          assert.equal(typeof review.name, 'string');
          assert.equal(typeof review.rating, 'number');
          assert.ok(Number(review.rating) >= 0 && Number(review.rating) <= 5);
        }
        const body = { name: 'Contract', comment: 'Great course', rating: 4 };
        expectError(await call(t, 'POST', '/review', { body }), 401, 'anonymous');
        const created = await call(t, 'POST', '/review', {
          as: learnerB,
          body: { ...body, spam: true },
        });
        expectStatus(created, 201, 'learner B');
        const id = insertedId(created, 'POST /review');
        const newest = await call(t, 'GET', '/review?_sort=_id&_order=desc');
        const stored = list(newest.json, 'reviews').find((item) => item._id === id);
        assert.deepEqual(stored, { _id: id, name: 'Contract', comment: 'Great course', rating: 4 });
        const post = (patch: Record<string, unknown>) =>
          call(t, 'POST', '/review', { as: learnerB, body: { ...body, ...patch } });
        expectFieldError(await post({ name: '' }), 'name', 'name required');
        expectFieldError(await post({ name: 'n'.repeat(21) }), 'name', 'name max 20');
        expectFieldError(await post({ rating: 6 }), 'rating', 'rating > 5');
        expectFieldError(await post({ rating: -1 }), 'rating', 'rating < 0');
        expectFieldError(await post({ rating: 'abc' }), 'rating', 'rating not a number');
        expectFieldError(await post({ rating: '' }), 'rating', 'rating blank');
        expectFieldError(await post({ rating: '4' }), 'rating', 'rating as text');
        expectFieldError(await post({ rating: undefined }), 'rating', 'rating required');
        expectFieldError(await post({ comment: 'c'.repeat(1001) }), 'comment', 'comment max 1000');
        expectStatus(
          await post({ comment: '<script>alert(1)</script>', rating: 0 }),
          201,
          'text is stored as text',
        );
      },
    },
    {
      name: 'GET /assigncourse (public) and POST /assigncourse (teacher or admin) with validation',
      async run(t) {
        const assigned = await call(t, 'GET', '/assigncourse');
        expectStatus(assigned, 200, 'GET /assigncourse');
        list(assigned.json, 'assigned');
        const body = {
          name: 'Contract Cohort',
          description: 'Evening class',
          img: 'https://cdn.example.com/c.png',
        };
        expectError(await call(t, 'POST', '/assigncourse', { body }), 401, 'anonymous');
        expectError(
          await call(t, 'POST', '/assigncourse', { as: PERSONAS.learnerA, body }),
          403,
          'learner',
          'Teachers or admins only',
        );
        const byTeacher = await call(t, 'POST', '/assigncourse', { as: PERSONAS.teacher, body });
        expectStatus(byTeacher, 201, 'teacher');
        insertedId(byTeacher, 'POST /assigncourse');
        expectStatus(
          await call(t, 'POST', '/assigncourse', {
            as: PERSONAS.admin,
            body: { name: 'Admin Cohort' },
          }),
          201,
          'admin, name only',
        );
        const post = (patch: Record<string, unknown>) =>
          call(t, 'POST', '/assigncourse', { as: PERSONAS.teacher, body: { ...body, ...patch } });
        expectFieldError(await post({ name: '' }), 'name', 'name required');
        expectFieldError(await post({ name: 'n'.repeat(21) }), 'name', 'name max 20');
        expectFieldError(await post({ img: 'javascript:alert(1)' }), 'img', 'img scheme');
      },
    },
    {
      name: 'POST /users: idempotent upsert of the signed-in user',
      async run(t) {
        const email = uniqueEmail('register');
        expectError(
          await call(t, 'POST', '/users', { body: { email, displayName: 'New' } }),
          401,
          'anonymous',
        );
        expectError(
          await call(t, 'POST', '/users', {
            as: PERSONAS.learnerA,
            body: { email, displayName: 'New' },
          }),
          403,
          'someone else',
        );
        expectFieldError(
          await call(t, 'POST', '/users', { as: email, body: { email: 'nope' } }),
          'email',
          'invalid email',
        );
        const first = await call(t, 'POST', '/users', {
          as: email,
          body: { email, displayName: 'New', admin: true },
        });
        expectStatus(first, 201, 'first registration');
        const firstBody = record(first.json, 'first');
        assert.equal(firstBody.acknowledged, true);
        assert.equal(firstBody.upsertedCount, 1);
        assert.match(String(firstBody.upsertedId), OBJECT_ID);
        const again = await call(t, 'POST', '/users', {
          as: email,
          body: { email, displayName: 'New' },
        });
        expectStatus(again, 200, 'second registration');
        assert.deepEqual(again.json, {
          acknowledged: true,
          matchedCount: 1,
          modifiedCount: 0,
          upsertedCount: 0,
          upsertedId: null,
        });
        const renamed = await call(t, 'POST', '/users', {
          as: email,
          body: { email: email.toUpperCase(), displayName: 'Renamed' },
        });
        expectStatus(renamed, 200, 'same email in capitals');
        assert.equal(record(renamed.json, 'renamed').modifiedCount, 1);
        const users = list(
          (
            await call(t, 'GET', `/users?q=${encodeURIComponent(email)}`, {
              as: PERSONAS.admin,
            })
          ).json,
          'users',
        );
        assert.equal(users.length, 1, 'one record per email');
        assert.equal(users[0]?.admin, false, 'roles cannot be self-assigned');
        const flag = await call(t, 'GET', `/users/${encodeURIComponent(email)}`, { as: email });
        assert.deepEqual(flag.json, { admin: false });
      },
    },
    ...(['admin', 'teacher'] as const).map((role): ContractCase => ({
      name: `PUT ${role === 'admin' ? '/users/admin' : '/user/teacher'}: admin only; 404 unknown user; modifiedCount 0 when already ${role}`,
      async run(t) {
        const path = role === 'admin' ? '/users/admin' : '/user/teacher';
        const flagPath = role === 'admin' ? '/users/' : '/user/';
        const email = uniqueEmail(`promote-${role}`);
        await registerUser(t, email);
        expectError(await call(t, 'PUT', path, { body: { email } }), 401, 'anonymous');
        expectError(
          await call(t, 'PUT', path, { as: PERSONAS.learnerA, body: { email } }),
          403,
          'learner',
          'Admins only',
        );
        expectError(
          await call(t, 'PUT', path, { as: PERSONAS.teacher, body: { email } }),
          403,
          'teacher',
        );
        expectError(
          await call(t, 'PUT', path, { as: PERSONAS.admin, body: { email: uniqueEmail('ghost') } }),
          404,
          'unknown user',
          'No account with that email',
        );
        expectFieldError(
          await call(t, 'PUT', path, { as: PERSONAS.admin, body: { email: 'not-an-email' } }),
          'email',
          'invalid email',
        );
        const promoted = await call(t, 'PUT', path, { as: PERSONAS.admin, body: { email } });
        expectStatus(promoted, 200, 'admin promotes');
        assert.deepEqual(promoted.json, { acknowledged: true, matchedCount: 1, modifiedCount: 1 });
        const flag = await call(t, 'GET', `${flagPath}${encodeURIComponent(email)}`, { as: email });
        assert.deepEqual(flag.json, { [role]: true });
        const again = await call(t, 'PUT', path, { as: PERSONAS.admin, body: { email } });
        expectStatus(again, 200, 'already has the role');
        assert.deepEqual(again.json, { acknowledged: true, matchedCount: 1, modifiedCount: 0 });
      },
    })),
    {
      name: 'POST /payment: owner pays once; declined cards 402; price must match; works on both URLs',
      async run(t) {
        const enrollment = await enrollInNewCourse(t, PERSONAS.learnerA, 129);
        const { enrollmentId, course } = enrollment;
        const pay = (
          as: string | null,
          patch: Record<string, unknown> = {},
          base: 'api' | 'payment' = 'payment',
        ) => payFor(t, as, enrollment, { patch, base });
        expectError(await pay(null), 401, 'anonymous');
        expectError(await pay(learnerB), 403, 'not the owner');
        expectFieldError(
          await pay(PERSONAS.learnerA, { token: 'card_4242' }),
          'token',
          'token prefix',
        );
        expectFieldError(
          await pay(PERSONAS.learnerA, { product: { name: course.name, price: 0 } }),
          'product.price',
          'price of 0',
        );
        expectFieldError(
          await pay(PERSONAS.learnerA, { enrollmentId: '' }),
          'enrollmentId',
          'enrollment id required',
        );
        const noCard = await pay(PERSONAS.learnerA, { card: undefined });
        expectStatus(noCard, 400, 'no card');
        assert.ok(
          Object.keys(record(record(noCard.json, 'no card').fields, 'fields')).some((field) =>
            field.startsWith('card'),
          ),
          `no card: a card field error, got ${noCard.text}`,
        );
        expectFieldError(
          await pay(PERSONAS.learnerA, { card: { brand: 'Visa', last4: '42' } }),
          'card.last4',
          'last4 of 2 digits',
        );
        expectFieldError(
          await pay(PERSONAS.learnerA, { card: { brand: '', last4: '4242' } }),
          'card.brand',
          'no brand',
        );
        const mismatch = await pay(PERSONAS.learnerA, {
          product: { name: course.name, price: 10 },
        });
        expectFieldError(mismatch, 'product.price', 'price mismatch', /129/);
        expectError(
          await pay(PERSONAS.learnerA, { enrollmentId: 'ffffffffffffffffffffffff' }),
          404,
          'unknown enrollment',
        );
        const declined = await pay(PERSONAS.learnerA, { token: 'tok_chargeDeclined' });
        expectError(declined, 402, 'declined', 'Your card was declined.');
        assert.equal(record(declined.json, 'declined').code, 'card_declined');
        assert.equal(
          (await enrollmentsOf(t, PERSONAS.learnerA)).find((item) => item._id === enrollmentId)
            ?.status,
          'Progressing',
        );
        const paid = await pay(PERSONAS.learnerA, { cardNumber: '4242424242424242' });
        expectStatus(paid, 200, 'pays');
        const result = record(paid.json, 'payment result');
        assert.equal(result.acknowledged, true);
        assert.equal(result.paid, true);
        assert.equal(result.enrollmentId, enrollmentId);
        assert.match(String(result.chargeId), /^ch_/);
        assert.equal(typeof result.receiptNumber, 'string');
        assert.equal(result.amount, 12900, 'amount in cents');
        const stored = (await enrollmentsOf(t, PERSONAS.learnerA)).find(
          (item) => item._id === enrollmentId,
        );
        assert.equal(stored?.status, 'Paid');
        assert.equal(typeof stored?.paidAt, 'string');
        expectError(await pay(PERSONAS.learnerA), 409, 'paid twice', API_ERRORS.alreadyPaid);
        const asAdmin = await call(t, 'GET', `/enroll?email=${PERSONAS.learnerA}`, {
          as: PERSONAS.admin,
        });
        assert.equal(asAdmin.text.includes('4242424242424242'), false, 'no card number kept');

        const second = await enrollInNewCourse(t, PERSONAS.learnerA, 59);
        const onApi = await payFor(t, PERSONAS.learnerA, second, { base: 'api' });
        expectStatus(onApi, 200, 'POST /payment on the API base URL');
        expectError(
          await call(t, 'GET', '/courses', { base: 'payment' }),
          404,
          'payment URL only serves /payment',
        );
      },
    },
    {
      name: 'POST /payment: a free enrollment (price 0) needs no payment and is refused with 409',
      async run(t) {
        const enrollment = await enrollInNewCourse(t, PERSONAS.learnerA, 0);
        const pay = (price: number) =>
          payFor(t, PERSONAS.learnerA, enrollment, {
            patch: { product: { name: enrollment.course.name, price } },
          });
        const refused = await pay(10);
        expectError(refused, 409, 'paying for a free enrollment', API_ERRORS.freeEnrollment);
        expectFieldError(await pay(0), 'product.price', 'a payment of 0');
        const stored = await readEnrollment(t, enrollment.enrollmentId, PERSONAS.learnerA);
        assert.equal(stored.status, 'Progressing', 'still unpaid');
        assert.equal('paidAt' in stored, false, 'no payment date');
        const cancelled = await call(t, 'DELETE', `/enroll/${enrollment.enrollmentId}`, {
          as: PERSONAS.learnerA,
        });
        expectStatus(cancelled, 200, 'a free enrollment can be cancelled');
      },
    },
    {
      name: 'Errors and CORS: 404 unknown route, 405 wrong method, 400 bad JSON, 413 large body, preflight',
      async run(t) {
        expectError(await call(t, 'GET', '/no-such-route'), 404, 'unknown route');
        expectError(await call(t, 'GET', '/courses/a/b'), 404, 'deeper unknown route');
        expectStatus(
          await call(t, 'PATCH', '/courses', { as: PERSONAS.admin, body: {} }),
          405,
          'wrong method',
        );
        expectError(
          await call(t, 'POST', '/review', {
            as: PERSONAS.learnerA,
            rawBody: 'not json',
            headers: { 'Content-Type': 'application/json' },
          }),
          400,
          'bad JSON',
        );
        const large = { name: 'Big', rating: 3, comment: 'x'.repeat(101 * 1024) };
        expectStatus(
          await call(t, 'POST', '/review', { as: PERSONAS.learnerA, body: large }),
          413,
          'body over 100 KB',
        );
        const get = await call(t, 'GET', '/courses', {
          headers: { Origin: 'http://localhost:3000' },
        });
        assert.ok(
          get.headers.get('access-control-allow-origin'),
          'Access-Control-Allow-Origin on responses',
        );
        const preflight = await call(t, 'OPTIONS', '/courses', {
          headers: {
            Origin: 'http://localhost:3000',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization,content-type',
          },
        });
        assert.ok(
          preflight.status === 200 || preflight.status === 204,
          `preflight: ${describeResult(preflight)}`,
        );
        assert.ok(preflight.headers.get('access-control-allow-origin'));
        assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/i);
      },
    },
    {
      name: 'EmailJS send-form: multipart, urlencoded or JSON; missing ids give EmailJS texts; outbox',
      async run(t) {
        // Messages sent earlier from this machine count against the contact rate limit.
        await resetRateLimits(t);
        const subject = `Contract ${Date.now()}`;
        const form = new FormData();
        for (const [key, value] of Object.entries({
          lib_version: '3.2.0',
          service_id: 'service_offline',
          template_id: 'template_contact',
          user_id: 'offline-public-key',
          name: 'Ana',
          email: 'ana@example.com',
          subject,
          message: 'Hello there',
        })) {
          form.append(key, value);
        }
        const sent = await call(t, 'POST', '/api/v1.0/email/send-form', {
          base: 'email',
          rawBody: form,
        });
        expectStatus(sent, 200, 'multipart send-form');
        assert.equal(sent.text, 'OK');
        const { messages: outbox } = await readOutbox(t, `?q=${encodeURIComponent(subject)}`);
        const message = outbox.find((item) => record(item.params, 'params').subject === subject);
        assert.ok(message, 'message in the outbox');
        assert.deepEqual(message.params, {
          name: 'Ana',
          email: 'ana@example.com',
          subject,
          message: 'Hello there',
        });
        assert.equal(message.serviceId, 'service_offline');
        assert.equal(message.templateId, 'template_contact');

        const fields = {
          lib_version: '3.2.0',
          service_id: 's',
          template_id: 't',
          user_id: 'u',
          name: 'B',
          email: 'b@example.com',
          subject: 'S',
          message: 'M',
        };
        const urlencoded = await call(t, 'POST', '/api/v1.0/email/send-form', {
          base: 'email',
          rawBody: new URLSearchParams(fields),
        });
        expectStatus(urlencoded, 200, 'urlencoded');
        expectStatus(
          await call(t, 'POST', '/api/v1.0/email/send-form', { base: 'email', body: fields }),
          200,
          'JSON',
        );
        const missing = async (key: string, text: RegExp) => {
          const without = Object.fromEntries(
            Object.entries(fields).filter(([name]) => name !== key),
          );
          const result = await call(t, 'POST', '/api/v1.0/email/send-form', {
            base: 'email',
            rawBody: new URLSearchParams(without),
          });
          expectStatus(result, 400, `missing ${key}`);
          assert.match(result.text, text);
        };
        await missing('user_id', /user ID is required/);
        await missing('service_id', /service ID is required/);
        await missing('template_id', /template ID is required/);
      },
    },
    {
      name: `EmailJS send-form: ${CONTACT_RATE_LIMIT.max} messages per client per window, then 429 with Retry-After`,
      async run(t) {
        // Subjects of this run only: the outbox may hold messages of earlier runs.
        const run = Math.random().toString(36).slice(2, 8);
        const send = (index: number) => sendContactMessage(t, `Rate limit ${run} ${index}`);
        // With the development routes the window starts empty, so exactly the limit is taken;
        // without them earlier messages from this client may already count.
        await resetRateLimits(t);
        try {
          let accepted = 0;
          let limited: CallResult | undefined;
          while (!limited && accepted <= CONTACT_RATE_LIMIT.max) {
            const sent = await send(accepted + 1);
            if (sent.status === 429) limited = sent;
            else {
              expectStatus(sent, 200, `message ${accepted + 1}`);
              accepted += 1;
            }
          }
          if (t.devRoutes) assert.equal(accepted, CONTACT_RATE_LIMIT.max, 'messages accepted');
          assert.ok(limited, `message ${CONTACT_RATE_LIMIT.max + 1} in a window is refused`);
          const retryAfter = Number(limited.headers.get('retry-after'));
          assert.ok(
            Number.isInteger(retryAfter) &&
              retryAfter > 0 &&
              retryAfter <= CONTACT_RATE_LIMIT.windowMs / 1000,
            `Retry-After in seconds, got ${limited.headers.get('retry-after')}`,
          );
          assert.match(limited.headers.get('content-type') ?? '', /^text\/plain/);
          assert.match(limited.text, /^Too many messages: .*try again in \d+ minutes?\.$/i);
          const { messages: outbox } = await readOutbox(
            t,
            `?q=${encodeURIComponent(`Rate limit ${run}`)}`,
          );
          const subjects = outbox.map((item) => record(item.params, 'params').subject);
          assert.ok(!subjects.includes(`Rate limit ${run} ${accepted + 1}`), 'not stored');
          // Refused messages do not count: a missing id is still a 400, not a 429.
          const missingId = await call(t, 'POST', EMAILJS_PATHS.sendForm, {
            base: 'email',
            rawBody: new URLSearchParams({ service_id: 's', template_id: 't' }),
          });
          expectStatus(missingId, 400, 'missing user id while limited');
        } finally {
          await resetRateLimits(t);
        }
        if (t.devRoutes) {
          expectStatus(await send(0), 200, 'after the reset');
          await resetRateLimits(t);
        }
      },
    },
    ...openDataCases(),
    ...orderCases(),
    ...catalogueCases(),
    ...listCases(),
    ...identityCases(),
    ...withdrawnCases(),
    ...limitsCases(),
    ...boundsCases(),
    ...learningCases(),
    ...authoringCases(),
    ...certificateCases(),
  ];
}
