/**
 * The catalogue's query: GET /courses?q=&category=&_sort=&_order=&_page=&_limit= and
 * GET /courses/facets?q=. Applied in that order: the search, the category, the sort, the page.
 *
 * - `q` (at most LIMITS.searchMax characters, else a 400 naming it) is a case-insensitive substring
 *   of the course name. When no name contains it, the search forgives typos: it finds names whose
 *   every word of `q` is within one edit (words of two to four letters) or two edits (longer words)
 *   of a word of the name, or a prefix of one (a number or a single letter in `q` must be exact)
 *   ("javscript" finds JavaScript, "pyhton" finds Python), closest first (BM25 over the name, with
 *   MiniSearch's weights for prefix and fuzzy matches). A `q` of more than MAX_FUZZY_TERMS different words finds no close matches. The
 *   answer says which it did (`match`: 'exact' or 'fuzzy'; the route sends it as the
 *   X-Search-Match header).
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
 * and told which courses came and went, so a course added or removed shows at once and costs
 * milliseconds, not a rebuild. The server builds everything at start (prepareCourseSearch); MSW
 * builds on first use.
 *
 * What a query costs is bounded: the substring search is one pass over the names; the typo search
 * looks each word of `q` up in a radix tree of the names' words (MiniSearch's SearchableMap),
 * gathers the courses of the word that matches the fewest and checks only those against the other
 * words, by lookups, so its work grows with that word's courses, not with how many words `q` has
 * or how much of the catalogue each matches (mocks/server/hardening/costliestRequests.ts measures
 * the worst).
 */
import SearchableMap from 'minisearch/SearchableMap';
import { COURSE_CATEGORIES, type Course, type CourseCategory } from '@/shared/domain/entities';
import { checkParamLength, queryParam } from './core/queryLimits';
import {
  invalidParam,
  pageOf,
  parsePage,
  parseSort,
  sortByField,
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

/**
 * The query in `params`; 400 naming the parameter for a `q` that is too long, or a category,
 * sort, order or page it cannot be.
 */
export function parseCourseQuery(params: URLSearchParams): CourseQuery {
  const q = queryParam(params, 'q')?.trim() ?? '';
  const category = queryParam(params, 'category')?.trim() || undefined;
  if (category !== undefined && !COURSE_CATEGORIES.includes(category as CourseCategory)) {
    throw invalidParam('category', `category must be one of ${COURSE_CATEGORIES.join(', ')}`);
  }
  return {
    q,
    category: category as CourseCategory | undefined,
    sort: parseSort(params, COURSE_SORT_FIELDS),
    page: parsePage(params),
  };
}

/**
 * One word of a query may be this many edits from a word of a name; numbers must be exact, and so
 * must a single letter (one edit away from it is every word of one or two letters: no typo).
 */
const editsAllowed = (term: string): number =>
  term.length === 1 || /^\d+$/.test(term) ? 0 : term.length <= 4 ? 1 : 2;

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

/** Words as MiniSearch splits them: at spaces and punctuation, lower-cased. */
const WORD_SEPARATORS = /[\n\r\p{Z}\p{P}]+/u;

const wordsOf = (text: string): string[] =>
  text
    .split(WORD_SEPARATORS)
    .map((word) => word.toLowerCase())
    .filter((word) => word !== '');

/** A word of the names in the fuzzy index, with the courses whose name has it. */
interface IndexedWord {
  text: string;
  courses: Set<IndexedCourse>;
}

/**
 * A course in the fuzzy index: its different words (the index's own objects, so that a search
 * looks them up by identity) with how often each occurs, and how many words it has in all.
 */
interface IndexedCourse {
  course: Course;
  words: readonly IndexedWord[];
  counts: readonly number[];
  length: number;
  /** When it was added: equally close matches come in this order. */
  order: number;
}

interface FuzzyIndex {
  courses: readonly Course[];
  fingerprint: string;
  /** Each word of the names, by its text. */
  postings: Map<string, IndexedWord>;
  /** The same words in a radix tree, for prefix and fuzzy lookups. */
  words: SearchableMap<IndexedWord>;
  byId: Map<string, IndexedCourse>;
  /** Words in all the names (for the average name length of the ranking). */
  wordCount: number;
  added: number;
}

let fuzzy: FuzzyIndex | undefined;

function addToIndex(index: FuzzyIndex, course: Course): void {
  const all = wordsOf(course.name);
  const counts = new Map<string, number>();
  for (const word of all) counts.set(word, (counts.get(word) ?? 0) + 1);
  const words = [...counts.keys()].map((text) => {
    let word = index.postings.get(text);
    if (!word) {
      word = { text, courses: new Set() };
      index.postings.set(text, word);
      index.words.set(text, word);
    }
    return word;
  });
  const indexed: IndexedCourse = {
    course,
    words,
    counts: [...counts.values()],
    length: all.length,
    order: (index.added += 1),
  };
  for (const word of words) word.courses.add(indexed);
  index.byId.set(course._id, indexed);
  index.wordCount += all.length;
}

function removeFromIndex(index: FuzzyIndex, id: string): void {
  const indexed = index.byId.get(id);
  if (!indexed) return;
  for (const word of indexed.words) {
    word.courses.delete(indexed);
    if (word.courses.size === 0) {
      index.postings.delete(word.text);
      index.words.delete(word.text);
    }
  }
  index.byId.delete(id);
  index.wordCount -= indexed.length;
}

function buildFuzzyIndex(courses: readonly Course[]): FuzzyIndex {
  const index: FuzzyIndex = {
    courses,
    fingerprint: fingerprintOf(courses),
    postings: new Map(),
    words: new SearchableMap<IndexedWord>(),
    byId: new Map(),
    wordCount: 0,
    added: 0,
  };
  for (const course of courses) addToIndex(index, course);
  return index;
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
  const index = fuzzy;
  index.courses.forEach((course, position) => {
    if (diff.oldToNew[position] === -1) removeFromIndex(index, course._id);
  });
  for (const position of diff.fresh) {
    const course = courses[position] as Course;
    // A course replaced in place keeps its id: its old words go first.
    removeFromIndex(index, course._id);
    addToIndex(index, course);
  }
  index.courses = courses;
  index.fingerprint = fingerprint;
  return index;
}

/**
 * At most this many different words of `q` are looked for among the names (a name of at most
 * LIMITS.nameMax characters has at most half as many words): a longer `q` finds no close matches.
 */
export const MAX_FUZZY_TERMS = 10;

/** How much a word that `q`'s word begins, or is a few edits from, counts (MiniSearch's weights). */
const PREFIX_WEIGHT = 0.375;
const FUZZY_WEIGHT = 0.45;
/** BM25's parameters (MiniSearch's): term frequency saturation, length normalisation, floor. */
const BM25 = { k: 1.2, b: 0.7, d: 0.5 } as const;

/**
 * The words of the names that one word of `q` matches: itself, the words it begins, and the words
 * within `editsAllowed` edits of it, each with its weight times its rarity (BM25's inverse
 * document frequency), and how many courses those words are in (the cost of starting from it).
 */
function expand(
  index: FuzzyIndex,
  term: string,
): { weights: Map<IndexedWord, number>; cost: number } {
  const total = index.byId.size;
  const weights = new Map<IndexedWord, number>();
  let cost = 0;
  const add = (word: IndexedWord, weight: number): void => {
    if (weights.has(word)) return;
    const courses = word.courses.size;
    weights.set(word, weight * Math.log(1 + (total - courses + 0.5) / (courses + 0.5)));
    cost += courses;
  };
  const exact = index.postings.get(term);
  if (exact) add(exact, 1);
  for (const [text, word] of index.words.atPrefix(term)) {
    const distance = text.length - term.length;
    if (distance > 0) add(word, (PREFIX_WEIGHT * text.length) / (text.length + 0.3 * distance));
  }
  const edits = editsAllowed(term);
  if (edits > 0) {
    for (const [text, [word, distance]] of index.words.fuzzyGet(term, edits)) {
      if (distance > 0) add(word, (FUZZY_WEIGHT * text.length) / (text.length + distance));
    }
  }
  return { weights, cost };
}

/**
 * The courses whose name has, for every word of `q`, a word that it is, begins or is close to,
 * closest first, as MiniSearch ranks them (BM25 over the name, prefix and fuzzy matches weighted
 * down). The work is bounded whatever `q` is: the courses are gathered from the word of `q` that
 * matches the fewest, and each of them is then checked against the other words by lookups in
 * those words' matches (no word is searched twice, none is scored over the whole catalogue).
 */
function closeMatches(index: FuzzyIndex, q: string): { items: Course[]; terms: string[] } {
  const none = { items: [], terms: [] };
  const queryTerms = [...new Set(wordsOf(q))];
  if (queryTerms.length === 0 || queryTerms.length > MAX_FUZZY_TERMS) return none;
  const expanded = queryTerms.map((term) => expand(index, term));
  if (expanded.some(({ weights }) => weights.size === 0)) return none;
  const start = expanded.reduce((best, item) => (item.cost < best.cost ? item : best));
  const candidates = new Set<IndexedCourse>();
  for (const word of start.weights.keys()) {
    for (const indexed of word.courses) candidates.add(indexed);
  }
  const termWeights = expanded.map(({ weights }) => weights);
  const averageLength = index.wordCount / Math.max(1, index.byId.size);
  const hits: IndexedCourse[] = [];
  const scores: number[] = [];
  for (const indexed of candidates) {
    const norm = BM25.k * (1 - BM25.b + (BM25.b * indexed.length) / averageLength);
    let score = 0;
    const { words, counts } = indexed;
    for (const weights of termWeights) {
      let termScore = 0;
      for (let at = 0; at < words.length; at += 1) {
        const weight = weights.get(words[at] as IndexedWord);
        if (weight !== undefined) {
          const count = counts[at] as number;
          termScore += weight * (BM25.d + (count * (BM25.k + 1)) / (count + norm));
        }
      }
      if (termScore === 0) {
        score = 0;
        break;
      }
      score += termScore;
    }
    if (score > 0) {
      hits.push(indexed);
      scores.push(score);
    }
  }
  const ranked = Array.from(hits, (_, position) => position).sort(
    (a, b) =>
      (scores[b] as number) - (scores[a] as number) ||
      (hits[a] as IndexedCourse).order - (hits[b] as IndexedCourse).order,
  );
  const items = ranked.map((position) => (hits[position] as IndexedCourse).course);
  // The words of the closest names that matched (what the catalogue highlights).
  const terms = new Set<string>();
  for (const position of ranked) {
    if (terms.size >= MAX_MATCHED_TERMS) break;
    for (const word of (hits[position] as IndexedCourse).words) {
      if (terms.size < MAX_MATCHED_TERMS && termWeights.some((weights) => weights.has(word))) {
        terms.add(word.text);
      }
    }
  }
  return { items, terms: [...terms] };
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
  return { kind: 'fuzzy', ...closeMatches(fuzzyIndexOf(catalogue.courses), q) };
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
      ? sortByField(inCategory, (course) => course[sort.field], sort.order)
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

/**
 * How many courses match `q` in each category (what the catalogue's category chips show); 400
 * naming `q` when it is too long.
 */
export function categoryFacets(
  courses: readonly Course[],
  q: string,
): { categories: CategoryFacets; total: number; match: 'exact' | 'fuzzy' } {
  checkParamLength('q', q);
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
