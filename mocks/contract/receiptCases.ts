/**
 * Orders: the receipt of a paid enrollment (/enroll/:id/receipt), what it says and who reads it.
 */
import assert from 'node:assert/strict';
import { API_ERRORS } from '../api/api';
import { call } from './client';
import {
  enrollInNewCourse,
  expectError,
  expectStatus,
  paidEnrollment,
  pay,
  PERSONAS,
  readEnrollment,
  uniqueEmail,
  type ContractCase,
} from './expectations';
import { readReceipt, receipt } from './orderHelpers';

export function receiptCases(): ContractCase[] {
  return [
    {
      name: 'GET /enroll/:id/receipt: what was paid, when, by whom, with the card brand and last 4 digits; never a card number',
      async run(t) {
        const learner = uniqueEmail('receipt');
        const enrollment = await enrollInNewCourse(t, learner, 249.5);
        const cardNumber = '5555555555554444';
        const result = await pay(t, learner, enrollment, {
          patch: {
            card: { brand: 'MasterCard', last4: '4444', number: cardNumber, cvc: '123' },
            cardNumber,
          },
        });
        const enrollmentNow = await readEnrollment(t, enrollment.enrollmentId, learner);
        const read = await receipt(t, enrollment.enrollmentId, learner);
        expectStatus(read, 200, 'the learner reads the receipt');
        assert.deepEqual(read.json, {
          receiptNumber: result.receiptNumber,
          enrollmentId: enrollment.enrollmentId,
          courseName: enrollment.course.name,
          amount: 24950,
          currency: 'usd',
          paidAt: enrollmentNow.paidAt,
          learnerName: 'Lena Learner',
          email: learner,
          card: { brand: 'MasterCard', last4: '4444' },
        });
        assert.match(String(result.receiptNumber), /\S/, 'a receipt number');
        const everyone = await call(t, 'GET', '/enroll', { as: PERSONAS.admin });
        for (const [what, text] of [
          ['receipt', read.text],
          ['enrollment', JSON.stringify(enrollmentNow)],
          ['enrollment list', everyone.text],
        ] as const) {
          assert.equal(text.includes(cardNumber), false, `no card number in the ${what}`);
          assert.equal(text.includes('"cvc"'), false, `no cvc in the ${what}`);
        }
      },
    },
    {
      name: 'GET /enroll/:id/receipt: the learner who paid and admins (401 anonymous, 403 others); 404 for an unpaid, free or unknown enrollment',
      async run(t) {
        const paid = await paidEnrollment(t, 59);
        const id = paid.enrollmentId;
        expectError(await receipt(t, id, null), 401, 'anonymous');
        for (const other of [uniqueEmail('other'), PERSONAS.teacher, PERSONAS.learnerA]) {
          expectError(await receipt(t, id, other), 403, other, API_ERRORS.ownEnrollmentOnly);
        }
        const own = await readReceipt(t, id, paid.email);
        assert.deepEqual(await readReceipt(t, id, PERSONAS.admin), own, 'an admin reads the same');
        assert.equal(own.receiptNumber, paid.payment.receiptNumber);

        const unpaid = await enrollInNewCourse(t, paid.email, 59);
        const free = await enrollInNewCourse(t, paid.email, 0);
        for (const [what, enrollmentId] of [
          ['unpaid', unpaid.enrollmentId],
          ['free', free.enrollmentId],
        ] as const) {
          expectError(await receipt(t, enrollmentId, paid.email), 404, what, API_ERRORS.noReceipt);
        }
        for (const unknown of ['ffffffffffffffffffffffff', 'not-an-id']) {
          expectError(await receipt(t, unknown, PERSONAS.admin), 404, `enrollment ${unknown}`);
        }
      },
    },
  ];
}
