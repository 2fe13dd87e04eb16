/**
 * Orders: enrollments (/enroll) as orders. The server takes the name and price from the course; one
 * open enrollment per learner and course; paid and refunded enrollments are kept; admins filter them
 * by status. Four lists, each run where orderCases.ts places it, so the cases keep their order.
 */
import assert from 'node:assert/strict';
import { alreadyEnrolledIn, API_ERRORS, priceIsNot } from '../api/api';
import { call, type ContractTarget } from './client';
import {
  createCourse,
  enrollIn,
  enrollInNewCourse,
  enrollmentsOf,
  expectError,
  expectFieldError,
  expectStatus,
  insertedId,
  list,
  OBJECT_ID,
  paidEnrollment,
  pay,
  PERSONAS,
  readEnrollment,
  uniqueEmail,
  validEnrollment,
  type ContractCase,
  type ContractEnrollment,
} from './expectations';
import { expectConflict, expectRefunded, refund } from './orderHelpers';

/** The enrollments of `email` in the course `courseId`, as an admin lists them. */
async function enrollmentsIn(
  t: ContractTarget,
  email: string,
  courseId: string,
): Promise<Record<string, unknown>[]> {
  return (await enrollmentsOf(t, email)).filter((item) => item.courseId === courseId);
}

export function enrollPriceCases(): ContractCase[] {
  return [
    {
      name: "POST /enroll: name and price come from the course; a price that is not the catalogue's is refused with 400 naming the course's price",
      async run(t) {
        const learner = uniqueEmail('priced');
        const course = await createCourse(t, 129.5);
        const post = (patch: Record<string, unknown>) =>
          call(t, 'POST', '/enroll', {
            as: learner,
            body: { ...validEnrollment(learner, course._id), ...patch },
          });
        for (const price of [1, 0, 129, 129.49, 10_000]) {
          const tampered = await post({ price });
          const message = priceIsNot(course.name, 129.5, price);
          expectFieldError(tampered, 'price', `price ${price}`, /129\.5/);
          expectError(tampered, 400, `price ${price}`, message);
        }
        assert.deepEqual(await enrollmentsIn(t, learner, course._id), [], 'nothing stored');

        const created = await post({ price: 129.5, name: 'Cheap copy', status: 'Paid' });
        expectStatus(created, 201, 'the shown price is the catalogue price');
        const stored = await readEnrollment(t, insertedId(created, 'POST /enroll'), learner);
        assert.equal(stored.courseId, course._id);
        assert.equal(stored.name, course.name, "the course's name, not the client's");
        assert.equal(stored.price, 129.5, "the course's price");
        assert.equal(stored.status, 'Progressing');

        // Without a price the server still takes the course's.
        const other = await createCourse(t, 49.99);
        const unpriced = await readEnrollment(t, await enrollIn(t, learner, other._id), learner);
        assert.equal(unpriced.price, 49.99);
        assert.equal(unpriced.name, other.name);

        const free = await createCourse(t, 0);
        const notFree = await call(t, 'POST', '/enroll', {
          as: learner,
          body: { ...validEnrollment(learner, free._id), price: 5 },
        });
        expectFieldError(notFree, 'price', 'a price for a free course', /free/);
        const freeEnrollment = await call(t, 'POST', '/enroll', {
          as: learner,
          body: { ...validEnrollment(learner, free._id), price: 0 },
        });
        expectStatus(freeEnrollment, 201, 'a free course at price 0');
        assert.equal(
          (await readEnrollment(t, insertedId(freeEnrollment, 'free'), learner)).price,
          0,
        );
      },
    },
    {
      name: 'POST /enroll: an unknown, malformed or deleted course id is a 404 and stores nothing',
      async run(t) {
        const learner = uniqueEmail('nocourse');
        const deleted = await createCourse(t);
        expectStatus(
          await call(t, 'DELETE', `/courses/${deleted._id}`, { as: PERSONAS.admin }),
          200,
          'admin deletes the course',
        );
        for (const courseId of ['ffffffffffffffffffffffff', 'not-an-id', deleted._id, '../1']) {
          expectError(
            await call(t, 'POST', '/enroll', {
              as: learner,
              body: { ...validEnrollment(learner, courseId), price: 129 },
            }),
            404,
            `course ${courseId}`,
            API_ERRORS.noCourse,
          );
        }
        assert.deepEqual(await enrollmentsOf(t, learner), [], 'nothing stored');
      },
    },
  ];
}

export function enrollOnceCases(): ContractCase[] {
  return [
    {
      name: 'POST /enroll: one open enrollment per learner and course (409 already_enrolled); after a cancellation or a refund the learner may enroll again',
      async run(t) {
        const learner = uniqueEmail('twice');
        const course = await createCourse(t, 49);
        const enrollment: ContractEnrollment = {
          enrollmentId: await enrollIn(t, learner, course._id),
          course,
        };
        const again = (as: string, email = learner) =>
          call(t, 'POST', '/enroll', { as, body: validEnrollment(email, course._id) });
        const message = alreadyEnrolledIn(course.name);
        expectConflict(await again(learner), 'while Progressing', message, 'already_enrolled');
        expectConflict(await again(PERSONAS.admin), 'admin for the learner', message);
        const upper = learner.toUpperCase();
        expectConflict(await again(upper, upper), 'the same email in capitals', message);
        expectStatus(await again(uniqueEmail('other')), 403, 'another learner for this one');
        const otherLearner = uniqueEmail('other');
        await enrollIn(t, otherLearner, course._id);

        expectStatus(
          await call(t, 'DELETE', `/enroll/${enrollment.enrollmentId}`, { as: learner }),
          200,
          'the learner cancels',
        );
        const second = await enrollIn(t, learner, course._id);
        await pay(t, learner, { enrollmentId: second, course });
        expectConflict(await again(learner), 'while Paid', message, 'already_enrolled');

        expectRefunded(await refund(t, second, learner), second, 4900, 'the learner refunds');
        const third = await enrollIn(t, learner, course._id);
        const mine = await enrollmentsIn(t, learner, course._id);
        assert.deepEqual(
          mine.map((item) => [item._id, item.status]),
          [
            [second, 'Refunded'],
            [third, 'Progressing'],
          ],
          'the refunded enrollment is kept beside the new one',
        );
        expectConflict(await again(learner), 'after enrolling again', message);
      },
    },
  ];
}

export function keptEnrollmentCases(): ContractCase[] {
  return [
    {
      name: 'DELETE /enroll/:id: a paid or refunded enrollment is kept (409 for the learner and admins)',
      async run(t) {
        const paid = await paidEnrollment(t, 25);
        const id = paid.enrollmentId;
        for (const as of [paid.email, PERSONAS.admin]) {
          expectConflict(
            await call(t, 'DELETE', `/enroll/${id}`, { as }),
            `${as} cancels a paid one`,
            API_ERRORS.paidNotCancelled,
          );
        }
        expectRefunded(await refund(t, id, paid.email), id, 2500, 'the learner refunds');
        for (const as of [paid.email, PERSONAS.admin]) {
          expectConflict(
            await call(t, 'DELETE', `/enroll/${id}`, { as }),
            `${as} cancels a refunded one`,
            API_ERRORS.refundedKept,
          );
        }
        assert.equal((await readEnrollment(t, id, paid.email)).status, 'Refunded', 'kept');
      },
    },
  ];
}

export function enrollStatusCases(): ContractCase[] {
  return [
    {
      name: 'GET /enroll?status=: admins filter every enrollment by status; a learner filters their own',
      async run(t) {
        const learner = uniqueEmail('status');
        const unpaid = await enrollInNewCourse(t, learner, 15);
        const paid = await enrollInNewCourse(t, learner, 16);
        await pay(t, learner, paid);
        const refunded = await enrollInNewCourse(t, learner, 17);
        await pay(t, learner, refunded);
        expectRefunded(
          await refund(t, refunded.enrollmentId, learner),
          refunded.enrollmentId,
          1700,
          'refund',
        );
        const mineBy = new Map([
          ['Progressing', unpaid.enrollmentId],
          ['Paid', paid.enrollmentId],
          ['Refunded', refunded.enrollmentId],
        ]);
        for (const [status, id] of mineBy) {
          // The learner's email as q: a page of everyone's would not always hold their one.
          const all = await call(
            t,
            'GET',
            `/enroll?status=${status}&q=${encodeURIComponent(learner)}`,
            {
              as: PERSONAS.admin,
            },
          );
          expectStatus(all, 200, `admin, status ${status}`);
          const items = list(all.json, `status ${status}`);
          assert.ok(
            items.every((item) => item.status === status),
            `only ${status}: ${all.text.slice(0, 200)}`,
          );
          const ours = items.filter((item) => String(item.email) === learner).map((i) => i._id);
          assert.deepEqual(ours, [id], `admin, status ${status}: the learner's one`);
          const own = await call(
            t,
            'GET',
            `/enroll?email=${encodeURIComponent(learner)}&status=${status}`,
            { as: learner },
          );
          expectStatus(own, 200, `learner, status ${status}`);
          assert.deepEqual(
            list(own.json, 'own').map((item) => item._id),
            [id],
            `learner, status ${status}`,
          );
        }
        expectError(
          await call(t, 'GET', '/enroll?status=Paid', { as: learner }),
          403,
          "a learner filters everyone's",
          API_ERRORS.adminsOnly,
        );
        for (const item of await enrollmentsOf(t, learner)) {
          assert.match(String(item.courseId), OBJECT_ID);
        }
      },
    },
  ];
}
