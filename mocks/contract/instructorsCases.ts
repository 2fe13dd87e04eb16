/**
 * Authoring: who may write a course (its instructors and admins), and admins naming its instructors.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import {
  enrollIn,
  expectError,
  expectFieldError,
  expectStatus,
  PERSONAS,
  record,
  uniqueEmail,
  type ContractCase,
} from './expectations';
import { taughtCourse } from './authoringHelpers';

const DATA_SCIENCE = '6650a1c00000000000000001';

export function instructorsCases(): ContractCase[] {
  return [
    {
      name: 'Authoring: a course’s instructors and admins only (403 not_an_instructor, 401 anonymous); admins name instructors, teachers only (400)',
      async run(t) {
        const { course } = await taughtCourse(t);
        const path = `/courses/${course._id}/authoring`;
        expectStatus(await call(t, 'GET', path, { as: PERSONAS.teacher }), 200, 'its instructor');
        expectStatus(await call(t, 'GET', path, { as: PERSONAS.admin }), 200, 'an admin');
        for (const [who, as] of [
          ['a learner', PERSONAS.learnerA],
          ['a teacher of other courses', PERSONAS.teacher],
        ] as const) {
          const other = who === 'a learner' ? path : `/courses/${DATA_SCIENCE}/authoring`;
          const refused = await call(t, 'GET', other, { as });
          expectError(refused, 403, who);
          assert.equal(record(refused.json, who).code, 'not_an_instructor');
        }
        expectError(await call(t, 'GET', path), 401, 'anonymous');
        const taught = await call(t, 'GET', '/teaching', { as: PERSONAS.teacher });
        expectStatus(taught, 200, 'GET /teaching');
        assert.ok(
          (taught.json as { _id: string }[]).some((row) => row._id === course._id),
          'the course is among those the teacher teaches',
        );
        const learner = uniqueEmail('not-a-teacher');
        await enrollIn(t, learner, course._id);
        const users = await call(t, 'GET', `/users?q=${encodeURIComponent(learner)}`, {
          as: PERSONAS.admin,
        });
        const uid = String(record((users.json as unknown[])[0], 'user').uid);
        const teachersOnly = await call(
          t,
          'GET',
          `/users?teacher=true&q=${encodeURIComponent(learner)}`,
          { as: PERSONAS.admin },
        );
        expectStatus(teachersOnly, 200, 'GET /users?teacher=true');
        assert.deepEqual(teachersOnly.json, [], 'a learner is not among the teachers');
        expectFieldError(
          await call(t, 'PUT', `/courses/${course._id}/instructors`, {
            as: PERSONAS.admin,
            body: { instructorIds: [uid] },
          }),
          'instructorIds',
          'a learner named instructor',
        );
        expectError(
          await call(t, 'PUT', `/courses/${course._id}/instructors`, {
            as: PERSONAS.teacher,
            body: { instructorIds: [] },
          }),
          403,
          'a teacher names instructors',
        );
        const catalogue = await call(t, 'GET', `/courses/${course._id}`);
        assert.equal(record(catalogue.json, 'course').instructorIds, undefined, 'no account ids');
      },
    },
  ];
}
