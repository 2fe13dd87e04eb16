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
 * Speed at 100,000 courses (figures in ./fileStore.ts): each state of the catalogue (the store
 * gives it a new array on every change) gets its lower-cased names and, on first use, its order per
 * sort field and direction (positions in the catalogue); a search, a category and a sort then walk
 * those instead of sorting. When the catalogue changes, the next state's names and orders are
 * derived from the last one (the courses kept, the new ones merged in), and the fuzzy index is kept
 * and told which courses came and went (MiniSearch add/discard), so a course added or removed
 * shows at once and costs milliseconds, not a rebuild. The server builds everything at start
 * (prepareCourseSearch); MSW builds on first use.
 */
import MiniSearch from 'minisearch';
import { COURSE_CATEGORIES, type Course, type CourseCategory } from '../../src/shared/domain/entities';
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

/*
 * A cache is kept per catalogue array; the store never changes an array in place, but a caller
 * might (tests push into one): the count with the first and last ids tells that it changed.
 */
const fingerprintOf = (courses: readonly Course[]): string =>
  `${courses.length}:${courses[0]?._id ?? ''}:${courses.at(-1)?._id ?? ''}`;

// ---- How one catalogue state differs from the next ----

interface CatalogueDiff {
  /** For each old position, the new position of the same course object, or -1 (gone or replaced). */
  oldToNew: Int32Array;
  /** New positions of courses that were not in the old array (added, or replacing one). */
  fresh: number[];
  gone: number;
}

/**
 * Walks both arrays together, as the store changes them: courses are appended, removed, or
 * replaced in place, so the kept ones stay in order. (Any other change still gives a correct diff,
 * only a larger one.)
 */
function diffCatalogues(before: readonly Course[], after: readonly Course[]): CatalogueDiff {
  const oldToNew = new Int32Array(before.length).fill(-1);
  const fresh: number[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length && j < after.length) {
    const old = before[i] as Course;
    const next = after[j] as Course;
    if (old === next) {
      oldToNew[i] = j;
      j += 1;
    } else if (old._id === next._id) {
      fresh.push(j);
      j += 1;
    }
    i += 1;
  }
  for (; j < after.length; j += 1) fresh.push(j);
  return { oldToNew, fresh, gone: before.length - (after.length - fresh.length) };
}

/** Whether deriving from the last state is worth it (else build afresh). */
const isSmall = (diff: CatalogueDiff, size: number): boolean =>
  diff.fresh.length + diff.gone <= Math.max(64, size / 4);

// ---- Sort orders ----

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type OrderKey = `${SortField}:${'asc' | 'desc'}`;

/**
 * The order of listParams' compareField on `field` (absent values last either way), between
 * positions of `courses`; equal values keep the catalogue's order, as a stable sort would.
 */
function positionComparator(courses: readonly Course[], sort: SortParam<SortField>) {
  const direction = sort.order === 'desc' ? -1 : 1;
  return (a: number, b: number): number => {
    const x = (courses[a] as Course)[sort.field];
    const y = (courses[b] as Course)[sort.field];
    if (x === undefined || y === undefined) {
      if (x === y) return a - b;
      return x === undefined ? 1 : -1;
    }
    const byValue =
      typeof x === 'number' && typeof y === 'number'
        ? direction * (x - y)
        : direction * collator.compare(String(x), String(y));
    return byValue || a - b;
  };
}

/**
 * Merges a few positions (`fresh`, sorted by `compare`) into a long sorted list: each finds its
 * place by binary search, and the runs between are copied (not compared).
 */
function merge(
  kept: Int32Array,
  fresh: readonly number[],
  compare: (x: number, y: number) => number,
): Int32Array {
  const out = new Int32Array(kept.length + fresh.length);
  let from = 0;
  let written = 0;
  for (const position of fresh) {
    let low = from;
    let high = kept.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (compare(kept[middle] as number, position) <= 0) low = middle + 1;
      else high = middle;
    }
    out.set(kept.subarray(from, low), written);
    written += low - from;
    out[written] = position;
    written += 1;
    from = low;
  }
  out.set(kept.subarray(from), written);
  return out;
}

/**
 * All positions of `courses` in ascending order of `field` (ties by position), and for each
 * neighbour pair whether their values are equal (the groups a descending order reverses).
 */
function ascendingOrder(
  courses: readonly Course[],
  field: SortField,
): { order: Int32Array; equalNext: Uint8Array } {
  const positions = Array.from(courses, (_, index) => index);
  const values = courses.map((course) => course[field]);
  if (values.every((value) => value === undefined || typeof value === 'number')) {
    // Numbers (absent last): the same order as the comparator's, from typed arrays (faster).
    const numbers = Float64Array.from(values, (value) => (value === undefined ? 0 : value));
    const absent = Uint8Array.from(values, (value) => (value === undefined ? 1 : 0));
    positions.sort(
      (a, b) =>
        (absent[a] as number) - (absent[b] as number) ||
        (numbers[a] as number) - (numbers[b] as number) ||
        a - b,
    );
  } else {
    positions.sort(positionComparator(courses, { field, order: 'asc' }));
  }
  const order = Int32Array.from(positions);
  const equalNext = new Uint8Array(order.length);
  for (let index = 0; index + 1 < order.length; index += 1) {
    const x = (courses[order[index] as number] as Course)[field];
    const y = (courses[order[index + 1] as number] as Course)[field];
    const equal =
      x === undefined || y === undefined
        ? x === y
        : typeof x === 'number' && typeof y === 'number'
          ? x === y
          : collator.compare(String(x), String(y)) === 0;
    equalNext[index] = equal ? 1 : 0;
  }
  return { order, equalNext };
}

/**
 * The descending order from the ascending one: the groups of equal values in reverse, each keeping
 * its positions in catalogue order, absent values still last.
 */
function descendingFrom(
  courses: readonly Course[],
  field: SortField,
  ascending: { order: Int32Array; equalNext: Uint8Array },
): Int32Array {
  const { order, equalNext } = ascending;
  let present = order.length;
  while (present > 0 && (courses[order[present - 1] as number] as Course)[field] === undefined) {
    present -= 1;
  }
  const out = new Int32Array(order.length);
  let written = 0;
  let groupEnd = present;
  for (let index = present - 1; index >= 0; index -= 1) {
    if (index === 0 || !equalNext[index - 1]) {
      out.set(order.subarray(index, groupEnd), written);
      written += groupEnd - index;
      groupEnd = index;
    }
  }
  out.set(order.subarray(present), written);
  return out;
}

// ---- One catalogue state ----

interface Catalogue {
  courses: readonly Course[];
  fingerprint: string;
  lower: string[];
  orders: Map<OrderKey, Int32Array>;
  /** Per order ('catalogue' or an OrderKey), each category's positions in it. */
  byCategory: Map<string, Map<CourseCategory, Int32Array>>;
  facets?: CategoryFacets;
  /** The last few searches' matches (the catalogue asks for a page and its facets with one q). */
  recent: Map<string, Matches>;
}

const catalogues = new WeakMap<readonly Course[], Catalogue>();
/** The last state seen: the next one is derived from it. */
let latest: Catalogue | undefined;

function buildCatalogue(courses: readonly Course[]): Catalogue {
  return {
    courses,
    fingerprint: fingerprintOf(courses),
    lower: courses.map((course) => course.name.toLowerCase()),
    orders: new Map(),
    byCategory: new Map(),
    recent: new Map(),
  };
}

function deriveCatalogue(previous: Catalogue, courses: readonly Course[]): Catalogue {
  const diff = diffCatalogues(previous.courses, courses);
  if (!isSmall(diff, courses.length)) return buildCatalogue(courses);
  const lower = new Array<string>(courses.length);
  diff.oldToNew.forEach((to, from) => {
    if (to >= 0) lower[to] = previous.lower[from] as string;
  });
  for (const position of diff.fresh)
    lower[position] = (courses[position] as Course).name.toLowerCase();
  const orders = new Map<OrderKey, Int32Array>();
  for (const [key, order] of previous.orders) {
    const [field, direction] = key.split(':') as [SortField, 'asc' | 'desc'];
    const compare = positionComparator(courses, { field, order: direction });
    const kept = new Int32Array(order.length);
    let k = 0;
    for (const position of order) {
      const to = diff.oldToNew[position] as number;
      if (to >= 0) kept[k++] = to;
    }
    orders.set(key, merge(kept.subarray(0, k), [...diff.fresh].sort(compare), compare));
  }
  return {
    courses,
    fingerprint: fingerprintOf(courses),
    lower,
    orders,
    byCategory: new Map(),
    recent: new Map(),
  };
}

function catalogueOf(courses: readonly Course[]): Catalogue {
  const cached = catalogues.get(courses);
  if (cached && cached.fingerprint === fingerprintOf(courses)) return cached;
  // A changed array (not the store's way) is built afresh; a new one derived from the last state.
  const next =
    latest && !cached && latest.courses !== courses
      ? deriveCatalogue(latest, courses)
      : buildCatalogue(courses);
  catalogues.set(courses, next);
  latest = next;
  return next;
}

function orderOf(catalogue: Catalogue, sort: SortParam<SortField>): Int32Array {
  const key: OrderKey = `${sort.field}:${sort.order}`;
  let order = catalogue.orders.get(key);
  if (!order) {
    const ascending = ascendingOrder(catalogue.courses, sort.field);
    catalogue.orders.set(`${sort.field}:asc`, ascending.order);
    order =
      sort.order === 'asc'
        ? ascending.order
        : descendingFrom(catalogue.courses, sort.field, ascending);
    catalogue.orders.set(key, order);
  }
  return order;
}

/** The positions of one category (or of all courses) in `order` (or in catalogue order). */
function categoryListOf(
  catalogue: Catalogue,
  category: CourseCategory,
  sort: SortParam<SortField> | undefined,
): Int32Array {
  const key = sort ? `${sort.field}:${sort.order}` : 'catalogue';
  let lists = catalogue.byCategory.get(key);
  if (!lists) {
    const source = sort ? orderOf(catalogue, sort) : undefined;
    const grouped = new Map<CourseCategory, number[]>(COURSE_CATEGORIES.map((name) => [name, []]));
    const count = catalogue.courses.length;
    for (let index = 0; index < count; index += 1) {
      const position = source ? (source[index] as number) : index;
      const name = (catalogue.courses[position] as Course).category;
      if (name) grouped.get(name)?.push(position);
    }
    lists = new Map([...grouped].map(([name, positions]) => [name, Int32Array.from(positions)]));
    catalogue.byCategory.set(key, lists);
  }
  return lists.get(category) ?? new Int32Array(0);
}

// ---- The fuzzy index, kept across catalogue states ----

interface FuzzyIndex {
  courses: readonly Course[];
  fingerprint: string;
  search: MiniSearch<Course>;
  byId: Map<string, Course>;
}

let fuzzy: FuzzyIndex | undefined;

function buildFuzzyIndex(courses: readonly Course[]): FuzzyIndex {
  const search = new MiniSearch<Course>({
    idField: '_id',
    fields: ['name'],
    searchOptions: { combineWith: 'AND', fuzzy: (term) => editsAllowed(term), prefix: true },
    // Clean up after removed courses in the background, and only once there are many.
    autoVacuum: { minDirtCount: 1_000, minDirtFactor: 0.1, batchSize: 1_000, batchWait: 10 },
  });
  search.addAll(courses);
  return {
    courses,
    fingerprint: fingerprintOf(courses),
    search,
    byId: new Map(courses.map((course) => [course._id, course])),
  };
}

function fuzzyIndexOf(courses: readonly Course[]): FuzzyIndex {
  const fingerprint = fingerprintOf(courses);
  if (fuzzy?.courses === courses && fuzzy.fingerprint === fingerprint) return fuzzy;
  if (!fuzzy || fuzzy.courses === courses) {
    fuzzy = buildFuzzyIndex(courses);
    return fuzzy;
  }
  const diff = diffCatalogues(fuzzy.courses, courses);
  if (!isSmall(diff, courses.length)) {
    fuzzy = buildFuzzyIndex(courses);
    return fuzzy;
  }
  const { search, byId } = fuzzy;
  fuzzy.courses.forEach((course, position) => {
    if (diff.oldToNew[position] !== -1) return;
    search.discard(course._id);
    byId.delete(course._id);
  });
  for (const position of diff.fresh) {
    const course = courses[position] as Course;
    search.add(course);
    byId.set(course._id, course);
  }
  fuzzy = { courses, fingerprint, search, byId };
  return fuzzy;
}

/**
 * Builds what the catalogue's queries use (names, every order, the fuzzy index) ahead of the first
 * request: the server calls it at start, so no visitor waits for it.
 */
export function prepareCourseSearch(courses: readonly Course[]): void {
  const catalogue = catalogueOf(courses);
  const [someCategory] = COURSE_CATEGORIES;
  const sorts = COURSE_SORT_FIELDS.flatMap((field) =>
    (['asc', 'desc'] as const).map((order) => ({ field, order })),
  );
  for (const sort of [undefined, ...sorts]) categoryListOf(catalogue, someCategory, sort);
  fuzzyIndexOf(courses);
}

// ---- Queries ----

type Matches =
  | { kind: 'all' }
  | { kind: 'exact'; positions: number[]; marks: Uint8Array }
  | { kind: 'fuzzy'; items: Course[]; terms: string[] };

const RECENT_SEARCHES = 16;

/** The courses whose name matches `q`: containing it, or else close to it. */
function matching(catalogue: Catalogue, q: string): Matches {
  if (!q) return { kind: 'all' };
  const cached = catalogue.recent.get(q);
  if (cached) return cached;
  const matches = findMatches(catalogue, q);
  if (catalogue.recent.size >= RECENT_SEARCHES) {
    catalogue.recent.delete(catalogue.recent.keys().next().value as string);
  }
  catalogue.recent.set(q, matches);
  return matches;
}

function findMatches(catalogue: Catalogue, q: string): Matches {
  const needle = q.toLowerCase();
  const { lower } = catalogue;
  const positions: number[] = [];
  const marks = new Uint8Array(lower.length);
  for (let index = 0; index < lower.length; index += 1) {
    if ((lower[index] as string).includes(needle)) {
      positions.push(index);
      marks[index] = 1;
    }
  }
  if (positions.length > 0) return { kind: 'exact', positions, marks };
  const { search, byId } = fuzzyIndexOf(catalogue.courses);
  const results = search.search(q);
  const items = results
    .map((result) => byId.get(String(result.id)))
    .filter((course): course is Course => course !== undefined);
  const terms = new Set<string>();
  for (const result of results) {
    for (const term of result.terms) if (terms.size < MAX_MATCHED_TERMS) terms.add(term);
  }
  return { kind: 'fuzzy', items, terms: [...terms] };
}

const matchOf = (matches: Matches): 'exact' | 'fuzzy' =>
  matches.kind === 'fuzzy' && matches.items.length > 0 ? 'fuzzy' : 'exact';

export function searchCourses(courses: readonly Course[], query: CourseQuery): CourseSearchResult {
  const catalogue = catalogueOf(courses);
  const matches = matching(catalogue, query.q);
  const { category, sort, page } = query;
  const match = matchOf(matches);
  if (matches.kind === 'fuzzy') {
    // A few close matches, in the order of their closeness: filtered and sorted as they are.
    const inCategory = category
      ? matches.items.filter((course) => course.category === category)
      : matches.items;
    const sorted = sort
      ? [...inCategory].sort(compareField((course) => course[sort.field], sort.order))
      : inCategory;
    const terms = match === 'fuzzy' ? matches.terms : [];
    return { items: pageOf(sorted, page), total: sorted.length, match, terms };
  }
  if (!category && !sort && matches.kind === 'all') {
    return { items: pageOf(courses, page), total: courses.length, match, terms: [] };
  }
  // Walk the matches in the asked order, keeping those of the page and counting them all.
  const start = (page.number - 1) * page.size;
  const end = start + page.size;
  const items: Course[] = [];
  let total = 0;
  const visit = (position: number): void => {
    const course = courses[position] as Course;
    if (category && course.category !== category) return;
    if (total >= start && total < end) items.push(course);
    total += 1;
  };
  if (category && matches.kind === 'all') {
    // A category's positions in the asked order are kept: the page is a slice of them.
    const list = categoryListOf(catalogue, category, sort);
    const positions = list.subarray(start, end);
    return {
      items: Array.from(positions, (position) => courses[position] as Course),
      total: list.length,
      match,
      terms: [],
    };
  }
  if (sort) {
    const marks = matches.kind === 'exact' ? matches.marks : undefined;
    for (const position of orderOf(catalogue, sort)) if (!marks || marks[position]) visit(position);
  } else if (matches.kind === 'exact') {
    for (const position of matches.positions) visit(position);
  } else {
    for (let position = 0; position < courses.length; position += 1) visit(position);
  }
  return { items, total, match, terms: [] };
}

const noFacets = (): CategoryFacets =>
  Object.fromEntries(COURSE_CATEGORIES.map((category) => [category, 0])) as CategoryFacets;

/** How many courses match `q` in each category (what the catalogue's category chips show). */
export function categoryFacets(
  courses: readonly Course[],
  q: string,
): { categories: CategoryFacets; total: number; match: 'exact' | 'fuzzy' } {
  const catalogue = catalogueOf(courses);
  const matches = matching(catalogue, q);
  const count = (items: Iterable<Course>): CategoryFacets => {
    const categories = noFacets();
    for (const course of items) if (course.category) categories[course.category] += 1;
    return categories;
  };
  let categories: CategoryFacets;
  let total: number;
  if (matches.kind === 'all') {
    catalogue.facets ??= count(courses);
    categories = catalogue.facets;
    total = courses.length;
  } else if (matches.kind === 'exact') {
    categories = count(matches.positions.map((position) => courses[position] as Course));
    total = matches.positions.length;
  } else {
    categories = count(matches.items);
    total = matches.items.length;
  }
  return { categories: { ...categories }, total, match: matchOf(matches) };
}
