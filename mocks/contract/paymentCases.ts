/**
 * Payments (/payment): the owner of an enrollment pays its price once, on the API's URL or the
 * payment URL; a free enrollment is never paid.
 */
import assert from 'node:assert/strict';
import { API_ERRORS } from '../api/api';
import { call } from './client';
import {
  enrollInNewCourse,
  enrollmentsOf,
  expectError,
  expectFieldError,
  expectStatus,
  payFor,
  PERSONAS,
  readEnrollment,
  record,
  type ContractCase,
} from './expectations';
import type { ContractFixtures } from './fixtures';

export function paymentCases({ learnerB }: ContractFixtures): ContractCase[] {
  return [
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
  ];
}
