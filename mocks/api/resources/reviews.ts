/**
 * Reviews: public reads, a page at a time (`q` over the name and comment; sorted by `_id`, which
 * orders them by when they were written, by `rating` or by `name`); any signed-in user may post one,
 * up to ACCOUNT_RATE_LIMITS.reviews an hour (../rateLimit.ts).
 */
import type { Review } from '@/shared/domain/entities';
import { reviewSchema } from '@/shared/domain/schemas';
import { newObjectId } from '../ids';
import { listed, type ListFields } from '../listParams';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, tooManyWrites } from '../core/errors';
import { json } from '../core/routing';
import { validated } from '../core/validation';

const REVIEW_LIST: ListFields<Review, 'rating' | 'name'> = {
  searchIn: (review) => [review.name, review.comment],
  sortFields: { rating: (review) => review.rating, name: (review) => review.name },
};

export function registerReviews({ route, store, now, auth, collections, limits }: ApiDeps): void {
  route('GET /review', async ({ query }) =>
    listed((await store.read()).review, query, REVIEW_LIST),
  );

  route('GET /review/:id', async ({ params }) =>
    json(200, await collections.findById('review', params.id ?? '', API_ERRORS.noReview)),
  );

  route('POST /review', async (context) => {
    const { uid } = await auth.identityOf(context);
    const payload = await validated(reviewSchema, await context.body());
    const allowed = limits.reviews.take(uid);
    if (!allowed.allowed) {
      throw tooManyWrites('posted reviews', limits.reviews.policy.max, allowed.retryAfterSeconds);
    }
    const review: Review = {
      _id: newObjectId(now()),
      name: payload.name,
      comment: payload.comment ?? '',
      rating: payload.rating,
    };
    return collections.insert('review', review);
  });
}
