/**
 * Generated courses for large-catalogue tests and QA ('Course 1', 'Course 2', ...): used by jest
 * (mocks/node.ts seedManyCourses) and by the mock server's dev route POST /__dev/seed-courses.
 */
import { COURSE_CATEGORIES, type Course } from '@/shared/domain/entities';
import { newObjectId } from './ids';

/** The most courses one dev seeding call may add (keeps the data file a few MB at most). */
export const MAX_GENERATED_COURSES = 20_000;

/** `count` generated courses, numbered from `firstNumber` (default 1). */
export function generateCourses(
  count: number,
  firstNumber = 1,
  now: number = Date.now(),
): Course[] {
  return Array.from({ length: count }, (_, index) => {
    const number = firstNumber + index;
    return {
      _id: newObjectId(now),
      name: `Course ${number}`,
      description: `Generated course number ${number} for a large catalogue.`,
      price: 49 + ((number - 1) % 151),
      star: Math.round((3.5 + ((number - 1) % 16) / 10) * 10) / 10,
      img: '/images/courses/data-science.webp',
      category: COURSE_CATEGORIES[(number - 1) % COURSE_CATEGORIES.length],
    };
  });
}
