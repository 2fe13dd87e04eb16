import type { Course } from '@/shared/domain/entities';
import { formatDollars } from '@/shared/domain/price';
import { NO_RATING_LABEL } from '@/shared/components/RatingStars';
import './CourseSummary.css';

const STAR_MAX = 5;

/** The course being enrolled in: image, name, description, price, stars and category. */
export function CourseSummary({ course }: { course: Course }) {
  return (
    <section className="course-summary" aria-labelledby="course-summary-name">
      {course.img && (
        <img className="course-summary__image" src={course.img} alt="" width={640} height={360} />
      )}
      <div className="course-summary__body">
        <h2 id="course-summary-name" className="course-summary__name">
          {course.name}
        </h2>
        {course.category && <p className="course-summary__category">{course.category}</p>}
        <p className="course-summary__description">{course.description}</p>
        <dl className="course-summary__facts">
          <div>
            <dt>Price</dt>
            <dd className="course-summary__price">{formatDollars(course.price)}</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>
              {course.star === undefined ? (
                NO_RATING_LABEL
              ) : (
                <>
                  <span className="course-summary__stars" aria-hidden="true">
                    {'★'.repeat(Math.round(course.star))}
                    {'☆'.repeat(Math.max(0, STAR_MAX - Math.round(course.star)))}
                  </span>{' '}
                  {course.star} out of {STAR_MAX}
                </>
              )}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
