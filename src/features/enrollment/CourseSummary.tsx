import type { Course } from '../../app/domain/entities';
import './CourseSummary.css';

const STAR_MAX = 5;

/** The course being enrolled in: image, name, description, price, stars and category. */
export function CourseSummary({ course }: { course: Course }) {
  const fullStars = Math.round(course.star);
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
            <dd className="course-summary__price">{course.price} $</dd>
          </div>
          <div>
            <dt>Rating</dt>
            <dd>
              <span className="course-summary__stars" aria-hidden="true">
                {'★'.repeat(fullStars)}
                {'☆'.repeat(Math.max(0, STAR_MAX - fullStars))}
              </span>{' '}
              {course.star} out of {STAR_MAX}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
