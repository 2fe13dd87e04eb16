/**
 * Each account's hourly limits on writes (mocks/api/rateLimit.ts, ACCOUNT_RATE_LIMITS): past one,
 * 429 with Retry-After and a message a person can act on; other accounts are not affected. Each
 * case uses accounts of its own, so it runs against a server that is not fresh.
 */
import assert from 'node:assert/strict';
import { ACCOUNT_RATE_LIMITS } from '../api/rateLimit';
import { call, type CallResult } from './client';
import {
  createCourse,
  enrollIn,
  enrollInNewCourse,
  expectError,
  expectStatus,
  payFor,
  uniqueEmail,
  type ContractCase,
} from './expectations';

function expectLimited(result: CallResult, what: string): void {
  expectError(result, 429, what);
  const retryAfter = Number(result.headers.get('Retry-After'));
  assert.ok(retryAfter >= 1 && retryAfter <= 3600, `${what}: Retry-After ${retryAfter}`);
  assert.match(String((result.json as { error?: string }).error), /in the last hour: try again/);
}

export function limitsCases(): ContractCase[] {
  return [
    {
      name: `POST /review: ${ACCOUNT_RATE_LIMITS.reviews.max} an hour per account, then 429 with Retry-After; another account may still post`,
      async run(t) {
        const email = uniqueEmail('reviewer');
        const post = (as: string) =>
          call(t, 'POST', '/review', { as, body: { name: 'Limit', rating: 4 } });
        for (let index = 0; index < ACCOUNT_RATE_LIMITS.reviews.max; index += 1) {
          expectStatus(await post(email), 201, `review ${index + 1}`);
        }
        expectLimited(await post(email), 'one review too many');
        expectStatus(await post(uniqueEmail('other-reviewer')), 201, 'another account');
      },
    },
    {
      name: `POST /enroll: ${ACCOUNT_RATE_LIMITS.enrollments.max} enrollments an hour per account (cancelled ones count), then 429`,
      async run(t) {
        const email = uniqueEmail('enroller');
        const course = await createCourse(t, 29);
        for (let index = 0; index < ACCOUNT_RATE_LIMITS.enrollments.max; index += 1) {
          const id = await enrollIn(t, email, course._id);
          expectStatus(await call(t, 'DELETE', `/enroll/${id}`, { as: email }), 200, 'cancel');
        }
        const refused = await call(t, 'POST', '/enroll', {
          as: email,
          body: { courseId: course._id, displayName: 'Limit', email },
        });
        expectLimited(refused, 'one enrollment too many');
      },
    },
    {
      name: `POST /payment: after ${ACCOUNT_RATE_LIMITS.declinedPayments.max} declined cards in an hour no card is tried (429), and nothing is charged`,
      async run(t) {
        const email = uniqueEmail('declined');
        const enrollment = await enrollInNewCourse(t, email, 39);
        for (let index = 0; index < ACCOUNT_RATE_LIMITS.declinedPayments.max; index += 1) {
          const declined = await payFor(t, email, enrollment, {
            patch: { token: 'tok_chargeDeclined' },
          });
          expectStatus(declined, 402, `declined ${index + 1}`);
        }
        expectLimited(await payFor(t, email, enrollment), 'a good card after the limit');
        const stored = await call(t, 'GET', `/enroll/${enrollment.enrollmentId}`, { as: email });
        assert.equal((stored.json as { status?: string }).status, 'Progressing', 'not charged');
      },
    },
  ];
}
