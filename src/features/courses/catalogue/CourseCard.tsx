import { useId } from 'react';
import { Link } from 'react-router';
import type { Course } from '@/shared/domain/entities';
import { isSafeImageUrl } from '@/shared/domain/imageUrl';
import { formatPrice } from '@/shared/domain/price';
import { paths } from '@/shared/routing/paths';
import { RatingStars } from '@/shared/components/RatingStars';
import { HighlightedText } from './HighlightedText';

/** Local course images have a 320px-wide variant beside them: /images/courses/<slug>-320.webp. */
const LOCAL_COURSE_IMAGE = /^\/images\/courses\/([a-z0-9-]+)\.webp$/;

/** Shown instead of an image URL that is not http(s) or site-relative (e.g. javascript:). */
const PLACEHOLDER_IMAGE = '/images/course-placeholder.svg';

function CourseImage({ src: storedSrc, name }: { src: string; name: string }) {
  const src = isSafeImageUrl(storedSrc) ? storedSrc : PLACEHOLDER_IMAGE;
  const local = LOCAL_COURSE_IMAGE.exec(src);
  return (
    <img
      className="course-card__image"
      src={src}
      srcSet={local ? `/images/courses/${local[1]}-320.webp 320w, ${src} 640w` : undefined}
      sizes={
        local
          ? '(min-width: 1200px) 280px, (min-width: 992px) 31vw, (min-width: 576px) 46vw, 92vw'
          : undefined
      }
      alt={`${name} course`}
      width={640}
      height={400}
      loading="lazy"
      decoding="async"
    />
  );
}

/**
 * One course of the catalogue: picture and name (what matched the search marked), both linking to
 * the course's page, description, price, rating and an Enroll link to its purchase page.
 */
export function CourseCard({
  course,
  search = '',
  matchedWords,
}: {
  course: Course;
  search?: string;
  matchedWords?: readonly string[];
}) {
  const nameId = useId();
  const coursePage = paths.coursePage(course._id);
  return (
    <article className="course-card" aria-labelledby={nameId}>
      {/* The picture links to the course page too; one tab stop per card is the name's link. */}
      <Link to={coursePage} tabIndex={-1} className="course-card__image-link">
        <CourseImage src={course.img} name={course.name} />
      </Link>
      <div className="course-card__body">
        {course.category && <p className="course-card__category">{course.category}</p>}
        <h3 id={nameId} className="course-card__name">
          <Link to={coursePage} className="course-card__link">
            <HighlightedText text={course.name} search={search} matchedWords={matchedWords} />
          </Link>
        </h3>
        <p className="course-card__description">{course.description}</p>
        <div className="course-card__meta">
          <span className="course-card__price">
            <span className="visually-hidden">Price: </span>
            {formatPrice(course.price)}
          </span>
          <RatingStars value={course.star} />
        </div>
        <Link to={paths.course(course._id)} className="button button--primary course-card__enroll">
          Enroll<span className="visually-hidden"> in {course.name}</span>
        </Link>
      </div>
    </article>
  );
}
