/**
 * The enrollments query (GET /enroll): q, status, sort and page for admins, and a learner asking
 * about one course. Two lists, each run where catalogueCases.ts places it, so the cases keep their
 * order.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import {
  expectError,
  expectFieldError,
  enrollInNewCourse,
  expectStatus,
  insertedId,
  list,
  PERSONAS,
  uniqueEmail,
  validEnrollment,
} from './expectations';
import type { ContractCase } from './expectations';
import { addCourses, idsOf, madeUpWord, removeCourses } from './catalogueHelpers';

export function enrollSearchCases(): ContractCase[] {
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
  ];
}

export function enrolledInCases(): ContractCase[] {
  return [
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
