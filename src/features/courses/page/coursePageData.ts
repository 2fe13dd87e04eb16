import type { Course } from '@/shared/domain/entities';
import { courseApi, relatedCoursesOf } from '../courseApi';

/** API answers for the browser's store, as `upsertQueryEntries` takes them. */
export type PreloadedEntries = Parameters<typeof courseApi.util.upsertQueryEntries>[0];

/**
 * The API answers a course page is rendered with: the course and the others of its category,
 * taken from the whole catalogue (`catalogue`, in catalogue order) as the server would answer.
 * A page written at build time carries them, so that the browser's first render matches it.
 */
export function coursePageEntries(course: Course, catalogue: readonly Course[]): PreloadedEntries {
  const entries: PreloadedEntries = [
    { endpointName: 'getCourseDetails', arg: course._id, value: course },
  ];
  if (course.category) {
    const query = { category: course.category, courseId: course._id };
    entries.push({
      endpointName: 'getRelatedCourses',
      arg: query,
      value: relatedCoursesOf(catalogue, query),
    });
  }
  return entries;
}

/** Puts preloaded API answers into a store's cache. */
export const preloadEntries = (entries: PreloadedEntries) =>
  courseApi.util.upsertQueryEntries(entries);
