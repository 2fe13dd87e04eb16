/**
 * Orders: payments (/payment) charge the enrollment's own price once, with Idempotency-Key replays
 * and declined cards; a refunded enrollment is not paid again. Two lists, each run where
 * orderCases.ts places it, so the cases keep their order.
 */
import assert from 'node:assert/strict';
import { API_ERRORS, priceIsNot } from '../api/api';
import { call } from './client';
import {
  enrollIn,
  enrollInNewCourse,
  expectError,
  expectFieldError,
  expectStatus,
  list,
  paidEnrollment,
  pay,
  payFor,
  PERSONAS,
  readEnrollment,
  record,
  uniqueEmail,
  type ContractCase,
} from './expectations';
import { expectConflict, expectRefunded, readReceipt, receipt, refund, show } from './orderHelpers';

export function chargeCases(): ContractCase[] {
  return [
    {
      name: 'POST /payment: charges the enrollment price once (amount in cents from the server); the shown price must match; a second payment is 409',
      async run(t) {
        const learner = uniqueEmail('once');
        const enrollment = await enrollInNewCourse(t, learner, 19.99);
        const mismatch = await payFor(t, learner, enrollment, {
          patch: { product: { name: enrollment.course.name, price: 19.98 } },
        });
        expectFieldError(mismatch, 'product.price', 'a shown price of 19.98', /19\.99/);
        expectError(
          mismatch,
          400,
          'price mismatch',
          priceIsNot(enrollment.course.name, 19.99, 19.98),
        );
        // The product's name is the client's label only: the course's name is what is recorded.
        const result = await pay(t, learner, enrollment, {
          patch: {
            product: { name: 'Any label', price: 19.99, productBy: 'Learn Academy' },
          },
        });
        assert.equal(result.amount, 1999, '19.99 $ is 1999 cents');
        assert.equal(result.enrollmentId, enrollment.enrollmentId);
        const paid = await readEnrollment(t, enrollment.enrollmentId, learner);
        assert.equal(paid.status, 'Paid');
        assert.ok(!Number.isNaN(Date.parse(String(paid.paidAt))), 'paidAt');
        for (const attempt of ['second', 'third']) {
          expectConflict(
            await payFor(t, learner, enrollment),
            `a ${attempt} payment`,
            API_ERRORS.alreadyPaid,
          );
        }
        const stored = await readReceipt(t, enrollment.enrollmentId, learner);
        assert.equal(stored.receiptNumber, result.receiptNumber, 'still the first charge');
        assert.equal(stored.courseName, enrollment.course.name);
      },
    },
    {
      name: 'POST /payment with an Idempotency-Key: a retry gets the first answer and charges nothing more; the same key for another enrollment is 400; malformed keys are 400',
      async run(t) {
        const preflight = await call(t, 'OPTIONS', '/payment', {
          base: 'payment',
          headers: {
            Origin: 'http://localhost:3000',
            'Access-Control-Request-Method': 'POST',
            'Access-Control-Request-Headers': 'authorization,content-type,idempotency-key',
          },
        });
        assert.ok(preflight.status === 200 || preflight.status === 204, 'preflight');
        assert.match(
          preflight.headers.get('access-control-allow-headers') ?? '',
          /idempotency-key/i,
          'a browser may send the Idempotency-Key header',
        );
        const learner = uniqueEmail('retry');
        const enrollment = await enrollInNewCourse(t, learner, 75);
        const key = `contract-${Math.random().toString(36).slice(2)}`;
        const first = await pay(t, learner, enrollment, { key });
        for (const base of ['payment', 'api'] as const) {
          const retry = await payFor(t, learner, enrollment, { key, base });
          expectStatus(retry, 200, `a retry on the ${base} URL`);
          assert.deepEqual(retry.json, first, `a retry on the ${base} URL: the first answer`);
        }
        const stored = await readReceipt(t, enrollment.enrollmentId, learner);
        assert.equal(stored.receiptNumber, first.receiptNumber, 'one charge: the first receipt');
        assert.equal(stored.amount, 7500);
        const paidOnes = list(
          (
            await call(t, 'GET', `/enroll?status=Paid&q=${encodeURIComponent(learner)}`, {
              as: PERSONAS.admin,
            })
          ).json,
          'paid enrollments',
        ).filter((item) => item._id === enrollment.enrollmentId);
        assert.equal(paidOnes.length, 1, 'the enrollment is listed Paid once');
        expectConflict(
          await payFor(t, learner, enrollment),
          'a new payment without the key',
          API_ERRORS.alreadyPaid,
        );

        const other = await enrollInNewCourse(t, learner, 75);
        const reused = await payFor(t, learner, other, { key });
        expectError(reused, 400, 'the key for another enrollment', API_ERRORS.idempotencyMismatch);
        assert.equal(record(reused.json, 'reused key').code, 'idempotency_error');
        for (const bad of ['', 'k'.repeat(256), 'two words', 'tab\there']) {
          expectError(
            await payFor(t, learner, other, { key: bad }),
            400,
            `key ${show(bad.length > 20 ? `${bad.slice(0, 8)}... (${bad.length})` : bad)}`,
            API_ERRORS.idempotencyKey,
          );
        }
        assert.equal((await readEnrollment(t, other.enrollmentId, learner)).status, 'Progressing');
        const longest = await pay(t, learner, other, { key: 'k'.repeat(255) });
        assert.notEqual(longest.chargeId, first.chargeId, 'a charge of its own');

        // Keys belong to the payer: another learner's same key is a new request.
        const someoneElse = uniqueEmail('retry');
        const theirs = await pay(t, someoneElse, await enrollInNewCourse(t, someoneElse, 75), {
          key,
        });
        assert.notEqual(theirs.chargeId, first.chargeId, "another payer's key is their own");
      },
    },
    {
      name: 'POST /payment: a declined card is 402 and a retry with the same Idempotency-Key gets the same 402; a new key may pay',
      async run(t) {
        const learner = uniqueEmail('declined');
        const enrollment = await enrollInNewCourse(t, learner, 35);
        const key = `declined-${Math.random().toString(36).slice(2)}`;
        for (const token of ['tok_chargeDeclined', 'tok_visa']) {
          const answer = await payFor(t, learner, enrollment, { key, patch: { token } });
          expectError(answer, 402, `key ${key} with ${token}`, API_ERRORS.cardDeclined);
          assert.equal(record(answer.json, 'declined').code, 'card_declined');
        }
        assert.equal(
          (await readEnrollment(t, enrollment.enrollmentId, learner)).status,
          'Progressing',
        );
        expectError(
          await receipt(t, enrollment.enrollmentId, learner),
          404,
          'no receipt for a declined card',
          API_ERRORS.noReceipt,
        );
        const paid = await pay(t, learner, enrollment, { key: `${key}-2` });
        assert.equal(paid.amount, 3500);
        const stored = await readReceipt(t, enrollment.enrollmentId, learner);
        assert.equal(stored.receiptNumber, paid.receiptNumber);
      },
    },
  ];
}

export function refundedPaymentCases(): ContractCase[] {
  return [
    {
      name: 'POST /payment: a refunded enrollment cannot be paid again (409): the learner enrolls again instead',
      async run(t) {
        const paid = await paidEnrollment(t, 65);
        expectRefunded(
          await refund(t, paid.enrollmentId, paid.email),
          paid.enrollmentId,
          6500,
          'refund',
        );
        for (const key of [undefined, `after-refund-${Math.random().toString(36).slice(2)}`]) {
          expectConflict(
            await payFor(t, paid.email, paid, { key }),
            key ? 'paying again with a new key' : 'paying again',
            API_ERRORS.refundedEnrollment,
          );
        }
        const again = await enrollIn(t, paid.email, paid.course._id);
        const result = await pay(t, paid.email, { enrollmentId: again, course: paid.course });
        assert.notEqual(result.receiptNumber, undefined);
        assert.equal((await readEnrollment(t, paid.enrollmentId)).status, 'Refunded');
      },
    },
  ];
}
