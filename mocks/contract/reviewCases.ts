/**
 * Reviews (/review): anyone reads them, a signed-in user writes one that meets the rules.
 */
import assert from 'node:assert/strict';
import { call } from './client';
import {
  expectError,
  expectFieldError,
  expectStatus,
  insertedId,
  list,
  type ContractCase,
} from './expectations';
import type { ContractFixtures } from './fixtures';

export function reviewCases({ learnerB }: ContractFixtures): ContractCase[] {
  return [
    {
      name: 'GET /review (public) and POST /review (signed in) with validation',
      async run(t) {
        const reviews = await call(t, 'GET', '/review');
        expectStatus(reviews, 200, 'GET /review');
        for (const review of list(reviews.json, 'reviews')) {
          assert.equal(typeof review.name, 'string');
          assert.equal(typeof review.rating, 'number');
          assert.ok(Number(review.rating) >= 0 && Number(review.rating) <= 5);
        }
        const body = { name: 'Contract', comment: 'Great course', rating: 4 };
        expectError(await call(t, 'POST', '/review', { body }), 401, 'anonymous');
        const created = await call(t, 'POST', '/review', {
          as: learnerB,
          body: { ...body, spam: true },
        });
        expectStatus(created, 201, 'learner B');
        const id = insertedId(created, 'POST /review');
        const newest = await call(t, 'GET', '/review?_sort=_id&_order=desc');
        const stored = list(newest.json, 'reviews').find((item) => item._id === id);
        assert.deepEqual(stored, { _id: id, name: 'Contract', comment: 'Great course', rating: 4 });
        const post = (patch: Record<string, unknown>) =>
          call(t, 'POST', '/review', { as: learnerB, body: { ...body, ...patch } });
        expectFieldError(await post({ name: '' }), 'name', 'name required');
        expectFieldError(await post({ name: 'n'.repeat(21) }), 'name', 'name max 20');
        expectFieldError(await post({ rating: 6 }), 'rating', 'rating > 5');
        expectFieldError(await post({ rating: -1 }), 'rating', 'rating < 0');
        expectFieldError(await post({ rating: 'abc' }), 'rating', 'rating not a number');
        expectFieldError(await post({ rating: '' }), 'rating', 'rating blank');
        expectFieldError(await post({ rating: '4' }), 'rating', 'rating as text');
        expectFieldError(await post({ rating: undefined }), 'rating', 'rating required');
        expectFieldError(await post({ comment: 'c'.repeat(1001) }), 'comment', 'comment max 1000');
        expectStatus(
          await post({ comment: '<script>alert(1)</script>', rating: 0 }),
          201,
          'text is stored as text',
        );
      },
    },
  ];
}
