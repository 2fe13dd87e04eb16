import type { Course as SchemaCourse, WithContext } from 'schema-dts';
import { getAppConfig } from '@/shared/config/appConfig';
import type { Course } from '@/shared/domain/entities';
import { paths } from '@/shared/routing/paths';

/** A course page's URL path. */
export const coursePagePath = paths.coursePage;

/** What a course page says about a course when it has no description of its own. */
export const courseSummaryText = (course: Course): string =>
  course.description.trim() ||
  `${course.name}: a self-paced ${course.category ? `${course.category.toLowerCase()} ` : ''}course with a certificate.`;

/**
 * The course as schema.org `Course` data: name, description, provider (the site) and its offer,
 * priced in US dollars. No aggregateRating: the star is set by an admin, not counted from learners.
 */
export function courseJsonLd(course: Course): WithContext<SchemaCourse> {
  const { siteName, publicUrl } = getAppConfig();
  const url = `${publicUrl}${coursePagePath(course._id)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'Course',
    name: course.name,
    description: courseSummaryText(course),
    url,
    ...(course.img ? { image: new URL(course.img, `${publicUrl}/`).href } : {}),
    ...(course.category ? { about: course.category } : {}),
    provider: { '@type': 'Organization', name: siteName, url: `${publicUrl}/` },
    offers: {
      '@type': 'Offer',
      price: course.price,
      priceCurrency: 'USD',
      category: course.price === 0 ? 'Free' : 'Paid',
      url,
    },
  };
}
