import { api } from '../../app/api';
import type { InsertResult, NewReview, Review } from '../../app/domain/entities';

/** Student reviews: read by everyone, written by signed-in users. */
export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReviews: build.query<Review[], void>({
      query: () => '/review',
      providesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    addReview: build.mutation<InsertResult, NewReview>({
      query: (review) => ({ url: '/review', method: 'POST', body: review }),
      invalidatesTags: [{ type: 'Review', id: 'LIST' }],
    }),
  }),
});

export const { useGetReviewsQuery, useAddReviewMutation } = reviewApi;
