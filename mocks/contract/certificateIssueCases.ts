/**
 * Certificates: issued on completion (POST /courses/:courseId/certificate), one per learner and
 * course.
 */
import assert from 'node:assert/strict';
import { SEED_CERTIFICATES } from '../seed/accounts';
import { call } from './client';
import {
  enrollIn,
  expectError,
  expectStatus,
  PERSONAS,
  record,
  uniqueEmail,
  type ContractCase,
} from './expectations';
import {
  CERTIFICATE_ID,
  certificateOf,
  complete,
  expectCode,
  oneLessonCourse,
  progressRow,
  publicRead,
  PYTHON,
} from './certificateHelpers';

/** The name the contract registers its new accounts with (registerUser). */
const CONTRACT_NAME = 'Contract User';

export function certificateIssueCases(): ContractCase[] {
  return [
    {
      name: 'POST /courses/:courseId/certificate: 409 course_not_completed until the course is completed; then the certificate issued on completion, the same one each time (200); 401 anonymous, 403 enroll_required without access, 404 unknown course',
      async run(t) {
        const course = await oneLessonCourse(t);
        const email = uniqueEmail('certificate-learner');
        await enrollIn(t, email, course._id);
        const path = `/courses/${course._id}/certificate`;
        expectCode(
          await call(t, 'POST', path, { as: email }),
          409,
          'course_not_completed',
          'enrolled, not completed',
        );
        expectError(await call(t, 'POST', path), 401, 'anonymous');
        expectCode(
          await call(t, 'POST', path, { as: uniqueEmail('not-enrolled') }),
          403,
          'enroll_required',
          'not enrolled',
        );
        expectError(
          await call(t, 'POST', '/courses/ffffffffffffffffffffffff/certificate', { as: email }),
          404,
          'unknown course',
        );
        assert.equal((await progressRow(t, email, course._id))?.certificateId, undefined);

        const completedAt = await complete(t, email, course);
        // Completion issued it: the progress row names it, and the request answers it.
        const issued = (await progressRow(t, email, course._id))?.certificateId;
        assert.match(String(issued), CERTIFICATE_ID, 'the progress row names the certificate');
        const first = await certificateOf(t, email, course._id);
        assert.equal(first.id, issued, 'the certificate issued on completion');
        assert.equal(first.status, 'valid');
        assert.equal(first.learnerName, CONTRACT_NAME, "the account's name");
        assert.equal(first.courseId, course._id);
        assert.equal(first.courseTitle, course.name);
        assert.equal(first.completedAt, completedAt);
        assert.equal(first.hours, 0.1, 'one lesson of 6 minutes');
        assert.deepEqual(first.instructors, [], 'a course without instructors names none');
        assert.deepEqual(await certificateOf(t, email, course._id), first, 'asked again');
        assert.deepEqual(await publicRead(t, String(issued)), first, 'as anyone reads it');

        // The seeded learner's Python Programming: completed, its certificate seeded.
        for (const attempt of ['first', 'second']) {
          const seeded = await call(t, 'POST', `/courses/${PYTHON}/certificate`, {
            as: PERSONAS.learnerA,
          });
          expectStatus(seeded, 200, `the seeded learner's Python certificate, ${attempt} request`);
          assert.equal(record(seeded.json, 'seeded').id, SEED_CERTIFICATES.python);
        }
      },
    },
  ];
}
