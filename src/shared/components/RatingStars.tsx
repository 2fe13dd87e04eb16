import './RatingStars.css';

const MAX_STARS = 5;
const STARS = '★'.repeat(MAX_STARS);

/** Shown instead of stars when there is no rating. */
export const NO_RATING_LABEL = 'No rating yet';

/**
 * A 0-5 rating shown as stars (partly filled for fractions), read out as 'Rated 4.5 out of 5';
 * without a rating, the text 'No rating yet' and no stars.
 */
export function RatingStars({
  value,
  showValue = true,
}: {
  value: number | undefined;
  showValue?: boolean;
}) {
  if (value === undefined) {
    return <span className="rating-stars rating-stars--none">{NO_RATING_LABEL}</span>;
  }
  const rating = Math.min(MAX_STARS, Math.max(0, Number.isFinite(value) ? value : 0));
  const label = `Rated ${rating} out of ${MAX_STARS}`;
  return (
    <span className="rating-stars" role="img" aria-label={label}>
      <span className="rating-stars__track" aria-hidden="true">
        {STARS}
        <span className="rating-stars__fill" style={{ width: `${(rating / MAX_STARS) * 100}%` }}>
          {STARS}
        </span>
      </span>
      {showValue && (
        <span className="rating-stars__value" aria-hidden="true">
          {rating.toFixed(1)}
        </span>
      )}
    </span>
  );
}
