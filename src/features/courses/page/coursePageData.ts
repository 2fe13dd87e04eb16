import type { Course } from '@/shared/domain/entities';
import type { Curriculum } from '@/shared/domain/learning';
import { courseApi, relatedCoursesOf } from '../courseApi';

/** API answers for the browser's store, as `upsertQueryEntries` takes them. */
export type PreloadedEntries = Parameters<typeof courseApi.util.upsertQueryEntries>[0];

/**
 * The API answers a course page is rendered with: the course, the others of its category, taken
 * from the whole catalogue (`catalogue`, in catalogue order) as the server would answer, and its
 * curriculum (the syllabus) when the build could read it. A page written at build time carries
 * them, so that the browser's first render matches it.
 */
export function coursePageEntries(
  course: Course,
  catalogue: readonly Course[],
  curriculum?: Curriculum,
): PreloadedEntries {
  const entries: PreloadedEntries = [{ endpointName: 'getCourse', arg: course._id, value: course }];
  if (course.category) {
    const query = { category: course.category, courseId: course._id };
    entries.push({
      endpointName: 'getRelatedCourses',
      arg: query,
      value: relatedCoursesOf(catalogue, query),
    });
  }
  if (curriculum) {
    entries.push({ endpointName: 'getCurriculum', arg: course._id, value: curriculum });
  }
  return entries;
}

/** Puts preloaded API answers into a store's cache. */
export const preloadEntries = (entries: PreloadedEntries) =>
  courseApi.util.upsertQueryEntries(entries);
