/**
 * Certificates: revocation, by an admin (/certificates/:certificateId/revocation) or by a refund, for
 * good.
 */
import assert from 'node:assert/strict';
import { call, type ContractTarget } from './client';
import {
  enrollIn,
  enrollmentsOf,
  expectError,
  expectFieldError,
  expectStatus,
  pay,
  PERSONAS,
  record,
  uniqueEmail,
  type ContractCase,
} from './expectations';
import {
  CERTIFICATE_ID,
  certificateOf,
  complete,
  credentialOf,
  expectCode,
  isDateTime,
  oneLessonCourse,
  progressRow,
  publicRead,
  REVOKED_FIELDS,
  sortedKeys,
  verdictOn,
} from './certificateHelpers';

/**
 * A new learner who completed a new course of their own, and their certificate's id. Asked for,
 * it is answered whether completion issued it (200, checked by the first case) or the request
 * does (201), so that the cases built on it test what they name.
 */
async function certifiedLearner(t: ContractTarget, label: string) {
  const course = await oneLessonCourse(t);
  const email = uniqueEmail(label);
  await enrollIn(t, email, course._id);
  await complete(t, email, course);
  const answer = await call(t, 'POST', `/courses/${course._id}/certificate`, { as: email });
  assert.ok([200, 201].includes(answer.status), `the certificate: ${answer.status} ${answer.text}`);
  const certificateId = String(record(answer.json, 'certificate').id);
  assert.match(certificateId, CERTIFICATE_ID);
  return { course, email, certificateId };
}

export function revocationCases(): ContractCase[] {
  return [
    {
      name: 'POST /certificates/:certificateId/revocation: admins only (403 its learner), a reason of 1 to 200 characters (400), 200 revoked, 409 certificate_revoked the second time; the certificate, the enrollment list, progress and the status list say so',
      async run(t) {
        const { course, email, certificateId } = await certifiedLearner(t, 'revoked-learner');
        const path = `/certificates/${certificateId}/revocation`;
        const revoke = (as: string | null, body: unknown) => call(t, 'POST', path, { as, body });
        const reason = `Issued in error. ${'r'.repeat(183)}`;
        assert.equal(reason.length, 200);
        expectError(await revoke(null, { reason }), 401, 'anonymous');
        expectError(await revoke(email, { reason }), 403, 'its learner', 'Admins only');
        expectError(await revoke(PERSONAS.teacher, { reason }), 403, 'a teacher');
        for (const [body, what] of [
          [{}, 'no reason'],
          [{ reason: '' }, 'an empty reason'],
          [{ reason: ' \n ' }, 'a blank reason'],
          [{ reason: `${reason}r` }, 'a reason of 201 characters'],
        ] as const) {
          expectFieldError(await revoke(PERSONAS.admin, body), 'reason', what);
        }
        expectCode(
          await call(t, 'POST', '/certificates/AAAAAAAAAAAAAAAAAAAAAA/revocation', {
            as: PERSONAS.admin,
            body: { reason },
          }),
          404,
          'certificate_not_found',
          'an unknown certificate',
        );
        assert.equal(
          (await publicRead(t, certificateId)).status,
          'valid',
          'refusals change nothing',
        );

        const revoked = await revoke(PERSONAS.admin, { reason });
        expectStatus(revoked, 200, 'an admin revokes it');
        const answer = record(revoked.json, 'revoked');
        assert.deepEqual(sortedKeys(answer), REVOKED_FIELDS);
        assert.equal(answer.id, certificateId);
        assert.equal(answer.status, 'revoked');
        assert.equal(answer.revocationReason, reason);
        assert.ok(isDateTime(answer.revokedAt), 'revokedAt');
        assert.deepEqual(await publicRead(t, certificateId), answer, 'as anyone reads it now');

        expectCode(
          await revoke(PERSONAS.admin, { reason: 'Again' }),
          409,
          'certificate_revoked',
          'revoked twice',
        );
        assert.deepEqual(await publicRead(t, certificateId), answer, 'the first revocation stays');

        const row = (await enrollmentsOf(t, email)).find((item) => item.courseId === course._id);
        assert.deepEqual(
          row?.certificate,
          { id: certificateId, status: 'revoked' },
          'the admins’ enrollment list',
        );
        assert.equal(
          (await progressRow(t, email, course._id))?.certificateId,
          undefined,
          'progress names valid certificates only',
        );
        // An admin's revocation is for good: completing again issues nothing new.
        expectError(
          await call(t, 'POST', `/courses/${course._id}/certificate`, { as: email }),
          409,
          'asked again after the revocation',
        );
        const credential = await credentialOf(t, certificateId, email);
        assert.equal(await verdictOn(t, credential, certificateId), 'revoked', 'the status list');
      },
    },
    {
      name: 'A refund revokes the certificate (“The course was refunded”); enrolling and paying again with the course complete issues a new one at once, the old one stays revoked',
      async run(t) {
        const paid = await oneLessonCourse(t, 59);
        const email = uniqueEmail('refunded-learner');
        const enrollmentId = await enrollIn(t, email, paid._id);
        await pay(t, email, { enrollmentId, course: paid });
        await complete(t, email, paid);
        const first = String((await certificateOf(t, email, paid._id)).id);

        const refund = await call(t, 'POST', `/enroll/${enrollmentId}/refund`, {
          as: PERSONAS.admin,
        });
        expectStatus(refund, 200, 'an admin refunds the completed course');
        const revoked = await publicRead(t, first);
        assert.equal(revoked.status, 'revoked');
        assert.equal(revoked.revocationReason, 'The course was refunded');
        expectCode(
          await call(t, 'POST', `/courses/${paid._id}/certificate`, { as: email }),
          403,
          'enroll_required',
          'refunded: no access, no certificate',
        );

        const again = await enrollIn(t, email, paid._id);
        const rows = await enrollmentsOf(t, email);
        assert.deepEqual(
          rows.find((row) => row._id === again)?.certificate,
          { id: first, status: 'revoked' },
          'the list names the newest certificate, still the revoked one',
        );
        await pay(t, email, { enrollmentId: again, course: paid });
        const second = (await progressRow(t, email, paid._id))?.certificateId;
        assert.match(String(second), CERTIFICATE_ID, 'a new certificate at once');
        assert.notEqual(second, first);
        const renewed = await publicRead(t, String(second));
        assert.equal(renewed.status, 'valid');
        assert.equal((await publicRead(t, first)).status, 'revoked', 'the old one stays revoked');
        assert.equal(String((await certificateOf(t, email, paid._id)).id), second);
        assert.deepEqual(
          (await enrollmentsOf(t, email)).find((row) => row._id === again)?.certificate,
          { id: second, status: 'valid' },
        );
      },
    },
  ];
}
