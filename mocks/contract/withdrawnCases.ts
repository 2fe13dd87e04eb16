/**
 * Withdrawn courses: a course deleted while anyone is enrolled in it leaves the catalogue but is
 * kept for its learners. Only they, its instructors and admins still read it (410 for anyone
 * else); it takes no new enrollment and no payment (409), and its paid learners keep their
 * receipts. A course without enrollments is erased, as before.
 */
import assert from 'node:assert/strict';
import { API_ERRORS } from '../api/api';
import { call, type CallResult, type ContractTarget } from './client';
import {
  createCourse,
  enrollIn,
  expectError,
  expectStatus,
  list,
  nameInstructors,
  pay,
  payFor,
  PERSONAS,
  readEnrollment,
  record,
  uniqueEmail,
  validEnrollment,
  type ContractCase,
  type ContractCourse,
  type ContractEnrollment,
} from './expectations';

interface WithdrawnCourse {
  course: ContractCourse;
  /** A learner enrolled in it who has not paid. */
  unpaid: ContractEnrollment & { email: string };
  /** A learner enrolled in it who paid before it was withdrawn. */
  paid: ContractEnrollment & { email: string };
}

/** The course's 409 or 410: `This course is no longer offered`, code course_withdrawn. */
function expectWithdrawn(result: CallResult, status: 409 | 410, what: string): void {
  expectError(result, status, what, API_ERRORS.courseWithdrawn);
  assert.equal(record(result.json, what).code, 'course_withdrawn', `${what}: code`);
}

/** The category counts of the whole catalogue (GET /courses/facets without q). */
async function catalogueCounts(t: ContractTarget): Promise<Record<string, unknown>> {
  const facets = await call(t, 'GET', '/courses/facets');
  expectStatus(facets, 200, 'GET /courses/facets');
  return record(facets.json, 'facets');
}

/** A new course with an unpaid and a paid learner, not yet deleted. */
async function courseWithLearners(t: ContractTarget): Promise<WithdrawnCourse> {
  const course = await createCourse(t);
  const unpaidEmail = uniqueEmail('withdrawn-unpaid');
  const paidEmail = uniqueEmail('withdrawn-paid');
  const unpaid = {
    email: unpaidEmail,
    course,
    enrollmentId: await enrollIn(t, unpaidEmail, course._id),
  };
  const paid = { email: paidEmail, course, enrollmentId: await enrollIn(t, paidEmail, course._id) };
  await pay(t, paidEmail, paid);
  return { course, unpaid, paid };
}

/** The admin deletes the course: `deletedCount: 1`, as for any course. */
async function deleteCourse(t: ContractTarget, course: ContractCourse): Promise<void> {
  const deleted = await call(t, 'DELETE', `/courses/${course._id}`, { as: PERSONAS.admin });
  expectStatus(deleted, 200, 'admin deletes the course');
  assert.deepEqual(deleted.json, { acknowledged: true, deletedCount: 1 });
}

export function withdrawnCases(): ContractCase[] {
  return [
    {
      name: 'DELETE /courses/:id with enrollments: withdrawn, out of the catalogue, search and facets; 410 but to its learners, instructors and admins',
      async run(t) {
        const { course, unpaid, paid } = await courseWithLearners(t);
        await nameInstructors(t, course._id, [PERSONAS.teacher]);
        const before = await catalogueCounts(t);
        await deleteCourse(t, course);

        const after = await catalogueCounts(t);
        assert.equal(after.total, Number(before.total) - 1, 'one course fewer in the catalogue');
        assert.equal(
          record(after.categories, 'after').Academic,
          Number(record(before.categories, 'before').Academic) - 1,
          'one Academic course fewer',
        );
        const search = await call(t, 'GET', `/courses?q=${encodeURIComponent(course.name)}`);
        expectStatus(search, 200, 'search for its name');
        assert.ok(
          list(search.json, 'search').every((item) => item._id !== course._id),
          'a withdrawn course is not found by its name',
        );

        const read = (as: string | null) => call(t, 'GET', `/courses/${course._id}`, { as });
        expectWithdrawn(await read(null), 410, 'anonymous');
        expectWithdrawn(await read(uniqueEmail('outsider')), 410, 'a learner not enrolled');
        for (const [who, as] of [
          ['the unpaid learner', unpaid.email],
          ['the paid learner', paid.email],
          ['an admin', PERSONAS.admin],
          ['its instructor', PERSONAS.teacher],
        ] as const) {
          const answer = await read(as);
          expectStatus(answer, 200, who);
          const body = record(answer.json, who);
          assert.equal(body._id, course._id, `${who}: the course`);
          assert.equal(body.name, course.name, `${who}: its name`);
          assert.equal(body.withdrawn, true, `${who}: withdrawn`);
          assert.equal(typeof body.withdrawnAt, 'string', `${who}: withdrawnAt`);
        }
      },
    },
    {
      name: 'A withdrawn course takes no payment and no new enrollment (409); paid learners keep their receipts',
      async run(t) {
        const { course, unpaid, paid } = await courseWithLearners(t);
        await deleteCourse(t, course);

        expectWithdrawn(await payFor(t, unpaid.email, unpaid), 409, 'the unpaid learner pays');
        const stillUnpaid = await readEnrollment(t, unpaid.enrollmentId);
        assert.equal(stillUnpaid.status, 'Progressing', 'the unpaid enrollment is not paid');
        expectError(
          await call(t, 'GET', `/enroll/${unpaid.enrollmentId}/receipt`, { as: unpaid.email }),
          404,
          'nothing was charged: no receipt',
          API_ERRORS.noReceipt,
        );

        const newcomer = uniqueEmail('withdrawn-newcomer');
        expectWithdrawn(
          await call(t, 'POST', '/enroll', {
            as: newcomer,
            body: validEnrollment(newcomer, course._id),
          }),
          409,
          'a new enrollment',
        );

        const receipt = await call(t, 'GET', `/enroll/${paid.enrollmentId}/receipt`, {
          as: paid.email,
        });
        expectStatus(receipt, 200, 'the paid learner reads their receipt');
        assert.equal(record(receipt.json, 'receipt').courseName, course.name);
      },
    },
    {
      name: 'DELETE /courses/:id without enrollments: erased, not withdrawn (then 404 for everyone)',
      async run(t) {
        const course = await createCourse(t);
        await deleteCourse(t, course);
        for (const as of [null, PERSONAS.admin]) {
          expectError(
            await call(t, 'GET', `/courses/${course._id}`, { as }),
            404,
            `an erased course, read by ${as ?? 'anyone'}`,
            API_ERRORS.noCourse,
          );
        }
      },
    },
  ];
}
