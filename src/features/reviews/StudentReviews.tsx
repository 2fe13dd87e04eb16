import { useDeferredValue, useId } from 'react';
import { useGetNewestReviewsQuery } from './reviewApi';
import { describeApiError } from '@/shared/api/apiErrors';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { EmptyState } from '@/shared/components/feedback/EmptyState';
import { RatingStars } from '@/shared/components/RatingStars';
import './StudentReviews.css';

/** The home page shows at most nine reviews. */
export const MAX_REVIEWS_SHOWN = 9;

/**
 * The nine newest student reviews, newest first, each with its rating as stars out of 5. Only
 * those nine are asked for: the server sorts and pages.
 */
export function StudentReviews() {
  const headingId = useId();
  const reviewsQuery = useGetNewestReviewsQuery(MAX_REVIEWS_SHOWN);
  // Rendered in an interruptible background render, not in the store's synchronous update.
  const { data: reviews, error, isLoading, isError } = useDeferredValue(reviewsQuery);
  const { refetch } = reviewsQuery;

  let content;
  if (isLoading) content = <PageLoading label="Loading reviews…" />;
  else if (isError && !reviews) {
    content = <LoadError description={describeApiError(error)} onRetry={() => void refetch()} />;
  } else if (!reviews?.length) {
    content = (
      <EmptyState description="No reviews yet. Finished a course? Be the first to review it." />
    );
  } else {
    content = (
      <ul className="student-reviews__list">
        {reviews.map((review) => (
          <li key={review._id} className="student-reviews__card">
            <figure>
              <RatingStars value={review.rating} showValue={false} />
              <blockquote>
                <p>{review.comment || 'Rated the course without a comment.'}</p>
              </blockquote>
              <figcaption>{review.name}</figcaption>
            </figure>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <section className="student-reviews" aria-labelledby={headingId}>
      <h2 id={headingId}>What our students say</h2>
      {content}
    </section>
  );
}
