/** Reviews: public reads; any signed-in user may post one. */
import type { Review } from '../../../src/app/domain/entities';
import { reviewSchema } from '../../../src/app/domain/schemas';
import { newObjectId } from '../ids';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS } from '../core/errors';
import { json } from '../core/routing';
import { validated } from '../core/validation';

export function registerReviews({ route, now, auth, collections }: ApiDeps): void {
  route('GET /review', (context) => collections.list('review', context));

  route('GET /review/:id', async ({ params }) =>
    json(200, await collections.findById('review', params.id ?? '', API_ERRORS.noReview)),
  );

  route('POST /review', async (context) => {
    auth.identityOf(context);
    const payload = await validated(reviewSchema, await context.body());
    const review: Review = {
      _id: newObjectId(now()),
      name: payload.name,
      comment: payload.comment ?? '',
      rating: payload.rating,
    };
    return collections.insert('review', review);
  });
}
