/**
 * The catalogue's query: GET /courses?q=&category=&_sort=&_order=&_page=&_limit= and
 * GET /courses/facets?q=. Applied in that order: the search, the category, the sort, the page.
 *
 * - `q` is a case-insensitive substring of the course name. When no name contains it, the search
 *   forgives typos: MiniSearch finds names whose every word of `q` is within one edit (words of up
 *   to four letters) or two edits (longer words) of a word of the name, or a prefix of one (a
 *   number in `q` must be exact)
 *   ("javscript" finds JavaScript, "pyhton" finds Python). The answer says which it did
 *   (`match`: 'exact' or 'fuzzy'; the route sends it as the X-Search-Match header).
 * - `_sort` is name, price or star, `_order` asc or desc (default asc); courses without a rating
 *   sort last either way. Without `_sort`, the catalogue's order.
 * - `_limit` is 1 to MAX_PAGE_SIZE (./listParams.ts), default MAX_PAGE_SIZE; `_page` from 1,
 *   default 1. No request gets the whole catalogue.
 *
 * The fuzzy index is built once per state of the catalogue and kept until a course is added or
 * removed.
 */
import MiniSearch from 'minisearch';
import { COURSE_CATEGORIES, type Course, type CourseCategory } from '../../src/app/domain/entities';
import {
  compareField,
  invalidParam,
  pageOf,
  parsePage,
  parseSort,
  type PageParam,
  type SortParam,
} from './listParams';

export const COURSE_SORT_FIELDS = ['name', 'price', 'star'] as const;
type SortField = (typeof COURSE_SORT_FIELDS)[number];

export interface CourseQuery {
  q: string;
  category?: CourseCategory;
  sort?: SortParam<SortField>;
  page: PageParam;
}

export interface CourseSearchResult {
  items: Course[];
  /** Matches before paging (X-Total-Count). */
  total: number;
  /** 'fuzzy' when no name contained `q` and close matches were returned instead. */
  match: 'exact' | 'fuzzy';
  /**
   * For close matches, the words of the names that matched (lower case; what the catalogue
   * highlights; the route sends them as X-Search-Terms). Empty for an exact match.
   */
  terms: string[];
}

/** At most this many matched words are sent back (a header, not a payload). */
export const MAX_MATCHED_TERMS = 20;

export type CategoryFacets = Record<CourseCategory, number>;

/** The query in `params`; 400 naming the parameter for a category, sort, order or page it cannot be. */
export function parseCourseQuery(params: URLSearchParams): CourseQuery {
  const category = params.get('category')?.trim() || undefined;
  if (category !== undefined && !COURSE_CATEGORIES.includes(category as CourseCategory)) {
    throw invalidParam('category', `category must be one of ${COURSE_CATEGORIES.join(', ')}`);
  }
  return {
    q: params.get('q')?.trim() ?? '',
    category: category as CourseCategory | undefined,
    sort: parseSort(params, COURSE_SORT_FIELDS),
    page: parsePage(params),
  };
}

/** One word of a query may be this many edits from a word of a name; numbers must be exact. */
const editsAllowed = (term: string): number => (/^\d+$/.test(term) ? 0 : term.length <= 4 ? 1 : 2);

interface FuzzyIndex {
  fingerprint: string;
  search: MiniSearch<Course>;
}

/*
 * Courses are only appended and removed (never edited in place), and every new course has a new
 * id: so the count with the first and last ids tells whether the list changed.
 */
const fingerprintOf = (courses: readonly Course[]): string =>
  `${courses.length}:${courses[0]?._id ?? ''}:${courses.at(-1)?._id ?? ''}`;

const indexes = new WeakMap<readonly Course[], FuzzyIndex>();

function fuzzyIndexOf(courses: readonly Course[]): MiniSearch<Course> {
  const fingerprint = fingerprintOf(courses);
  const cached = indexes.get(courses);
  if (cached?.fingerprint === fingerprint) return cached.search;
  const search = new MiniSearch<Course>({
    idField: '_id',
    fields: ['name'],
    searchOptions: { combineWith: 'AND', fuzzy: (term) => editsAllowed(term), prefix: true },
  });
  search.addAll(courses);
  indexes.set(courses, { fingerprint, search });
  return search;
}

/** The courses whose name matches `q`: containing it, or else close to it. */
function matching(
  courses: readonly Course[],
  q: string,
): { items: Course[]; match: 'exact' | 'fuzzy'; terms: string[] } {
  if (!q) return { items: [...courses], match: 'exact', terms: [] };
  const needle = q.toLowerCase();
  const exact = courses.filter((course) => course.name.toLowerCase().includes(needle));
  if (exact.length > 0) return { items: exact, match: 'exact', terms: [] };
  const byId = new Map(courses.map((course) => [course._id, course]));
  const results = fuzzyIndexOf(courses).search(q);
  const close = results
    .map((result) => byId.get(String(result.id)))
    .filter((course): course is Course => course !== undefined);
  const terms = new Set<string>();
  for (const result of results) {
    for (const term of result.terms) if (terms.size < MAX_MATCHED_TERMS) terms.add(term);
  }
  return close.length > 0
    ? { items: close, match: 'fuzzy', terms: [...terms] }
    : { items: close, match: 'exact', terms: [] };
}

export function searchCourses(courses: readonly Course[], query: CourseQuery): CourseSearchResult {
  const { items, match, terms } = matching(courses, query.q);
  const inCategory = query.category
    ? items.filter((course) => course.category === query.category)
    : items;
  // A stable sort keeps the catalogue's (or the search's) order among equals.
  const sort = query.sort;
  const sorted = sort
    ? [...inCategory].sort(compareField((course) => course[sort.field], sort.order))
    : inCategory;
  return { items: pageOf(sorted, query.page), total: sorted.length, match, terms };
}

/** How many courses match `q` in each category (what the catalogue's category chips show). */
export function categoryFacets(
  courses: readonly Course[],
  q: string,
): { categories: CategoryFacets; total: number; match: 'exact' | 'fuzzy' } {
  const { items, match } = matching(courses, q);
  const categories = Object.fromEntries(
    COURSE_CATEGORIES.map((category) => [category, 0]),
  ) as CategoryFacets;
  for (const course of items) if (course.category) categories[course.category] += 1;
  return { categories, total: items.length, match };
}
