/**
 * Enrollments (/enroll): who reads whose, who enrolls whom, the rules of a new enrollment, and
 * who cancels one.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import {
  createCourse,
  enroll,
  enrollmentsOf,
  expectError,
  expectFieldError,
  expectStatus,
  insertedId,
  list,
  OBJECT_ID,
  PERSONAS,
  registerUser,
  validEnrollment,
  type ContractCase,
} from './expectations';
import type { ContractFixtures } from './fixtures';

export function enrollCases({ learnerB }: ContractFixtures): ContractCase[] {
  return [
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
  ];
}
