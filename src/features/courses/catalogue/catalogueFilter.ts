import { COURSE_CATEGORIES, type Course, type CourseCategory } from '../../../app/domain/entities';

/** D18: at most this many course cards on one page. */
export const CATALOGUE_PAGE_SIZE = 12;

export interface CatalogueFilter {
  /** Case-insensitive substring of the course name; blank matches every course. */
  search: string;
  /** Only courses of this category; undefined means all categories. */
  category?: CourseCategory;
}

export const isCourseCategory = (value: string | null): value is CourseCategory =>
  COURSE_CATEGORIES.some((category) => category === value);

/** Lower-cased course names, computed once per course list (the list is immutable API data). */
const lowerCaseNames = new WeakMap<readonly Course[], string[]>();

function namesOf(courses: readonly Course[]): string[] {
  let names = lowerCaseNames.get(courses);
  if (!names) {
    names = courses.map((course) => course.name.toLowerCase());
    lowerCaseNames.set(courses, names);
  }
  return names;
}

/** The courses matching the search (spec section 5) and the category filter (D9), in order. */
export function filterCourses(courses: readonly Course[], { search, category }: CatalogueFilter) {
  const needle = search.trim().toLowerCase();
  if (!needle && !category) return courses.slice();
  const names = namesOf(courses);
  return courses.filter(
    (course, index) =>
      (!category || course.category === category) && (!needle || names[index]?.includes(needle)),
  );
}

/** Number of pages for `count` items; at least 1 so an empty result still has a page 1. */
export const pageCount = (count: number): number =>
  Math.max(1, Math.ceil(count / CATALOGUE_PAGE_SIZE));

/** The items of 1-based page `page`. */
export const pageItems = <T>(items: readonly T[], page: number): T[] =>
  items.slice((page - 1) * CATALOGUE_PAGE_SIZE, page * CATALOGUE_PAGE_SIZE);
