import type { Course as SchemaCourse, CourseInstance, Syllabus, WithContext } from 'schema-dts';
import { getAppConfig } from '@/shared/config/appConfig';
import type { Course } from '@/shared/domain/entities';
import type { Curriculum, OutlineChapter } from '@/shared/domain/learning';
import { countOf } from '@/shared/messages';
import { paths } from '@/shared/routing/paths';
import { isoDuration } from './courseLength';

/** A course page's URL path. */
export const coursePagePath = paths.coursePage;

/** What a course page says about a course when it has no description of its own. */
export const courseSummaryText = (course: Course): string =>
  course.description.trim() ||
  `${course.name}: a self-paced ${course.category ? `${course.category.toLowerCase()} ` : ''}course with a certificate.`;

const chapterMinutes = (chapter: OutlineChapter): number =>
  chapter.lessons.reduce((sum, lesson) => sum + lesson.minutes, 0);

/** A chapter as a schema.org `Syllabus` section: its title, its lessons and its length. */
const syllabusSection = (chapter: OutlineChapter): Syllabus => ({
  '@type': 'Syllabus',
  name: chapter.title,
  description: `${countOf(chapter.lessons.length, 'lesson', 'lessons')}: ${chapter.lessons
    .map((lesson) => lesson.title)
    .join('; ')}`,
  timeRequired: isoDuration(chapterMinutes(chapter)),
});

/**
 * What the curriculum adds (Google's Course info rich result): the chapters as syllabus sections,
 * the time the lessons take, and the course's one instance, online at the learner's pace with that
 * workload. Nothing for a course without published lessons: it has no syllabus to describe.
 */
function curriculumJsonLd(
  curriculum: Curriculum | undefined,
): Pick<SchemaCourse, 'syllabusSections' | 'timeRequired' | 'hasCourseInstance'> {
  if (!curriculum || curriculum.lessonCount === 0) return {};
  const workload = isoDuration(curriculum.minutes);
  const instance: CourseInstance = {
    '@type': 'CourseInstance',
    courseMode: 'online',
    courseWorkload: workload,
  };
  return {
    syllabusSections: curriculum.chapters.map(syllabusSection),
    timeRequired: workload,
    hasCourseInstance: instance,
  };
}

/**
 * The course as schema.org `Course` data: name, description, provider (the site) and its offer,
 * priced in US dollars; with its curriculum, the syllabus, the time required and its instance.
 * No aggregateRating: the star is set by an admin, not counted from learners.
 */
export function courseJsonLd(course: Course, curriculum?: Curriculum): WithContext<SchemaCourse> {
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
    ...curriculumJsonLd(curriculum),
  };
}
