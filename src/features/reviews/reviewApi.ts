import { api } from '@/shared/api/api';
import type { InsertResult, NewReview, Review } from '@/shared/domain/entities';

/** Student reviews: read by everyone, written by signed-in users. */
export const reviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The `count` newest reviews, newest first (ObjectIds sort by when they were made). */
    getNewestReviews: build.query<Review[], number>({
      query: (count) => ({
        url: '/review',
        params: { _sort: '_id', _order: 'desc', _limit: count },
      }),
      providesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    addReview: build.mutation<InsertResult, NewReview>({
      query: (review) => ({ url: '/review', method: 'POST', body: review }),
      invalidatesTags: [{ type: 'Review', id: 'LIST' }],
    }),
  }),
});

export const { useGetNewestReviewsQuery, useAddReviewMutation } = reviewApi;
