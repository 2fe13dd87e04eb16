/**
 * The paging and sorting parameters every list endpoint reads the same way:
 * `_sort` (one of the list's sort fields), `_order` asc|desc (default asc), `_limit` 1 to
 * MAX_PAGE_SIZE and `_page` from 1. A value a list cannot take is a 400 naming the parameter.
 * json-server's other way of slicing, `_start`/`_end`, is refused the same way (a client using it
 * would otherwise get the first page and take it for the rows it asked for).
 *
 * `listOf` applies them, with `q`, to a list whose search and sort fields are given; the answer is
 * json-server's: the page as a plain JSON array, with every match counted in X-Total-Count.
 *
 * Every parameter has a maximum length (`q` at most LIMITS.searchMax characters; the others in
 * ./core/queryLimits.ts), checked before any work is done, so that no request buys more work than
 * a search of the longest allowed `q` and a sort of the whole list. Text sorts through collation
 * keys (`sortByField`): each value is collated once, not once per comparison.
 */
import type { MockResponse } from './http';
import { invalidParam, queryParam } from './core/queryLimits';
import { json } from './core/routing';

export { invalidParam };

export const MAX_PAGE_SIZE = 100;

export interface PageParam {
  number: number;
  size: number;
}

export interface SortParam<F extends string> {
  field: F;
  order: 'asc' | 'desc';
}

function positiveInteger(params: URLSearchParams, name: string, max?: number): number | undefined {
  const raw = queryParam(params, name);
  if (raw === null) return undefined;
  const value = Number(raw.trim());
  if (!/^\d+$/.test(raw.trim()) || value < 1 || (max !== undefined && value > max)) {
    const range = max === undefined ? 'of at least 1' : `from 1 to ${max}`;
    throw invalidParam(name, `${name} must be a whole number ${range}`);
  }
  return value;
}

/** The page asked for: without `_page` the first, without `_limit` MAX_PAGE_SIZE rows. */
export function parsePage(params: URLSearchParams): PageParam {
  for (const name of ['_start', '_end']) {
    if (params.has(name)) throw invalidParam(name, `${name} is not taken: use _page and _limit`);
  }
  const size = positiveInteger(params, '_limit', MAX_PAGE_SIZE);
  const number = positiveInteger(params, '_page');
  return { number: number ?? 1, size: size ?? MAX_PAGE_SIZE };
}

/** The sort asked for, among `fields`; undefined without `_sort`. */
export function parseSort<F extends string>(
  params: URLSearchParams,
  fields: readonly F[],
): SortParam<F> | undefined {
  const order = queryParam(params, '_order')?.trim().toLowerCase() || 'asc';
  if (order !== 'asc' && order !== 'desc')
    throw invalidParam('_order', '_order must be asc or desc');
  const field = queryParam(params, '_sort')?.trim() || undefined;
  if (field === undefined) return undefined;
  if (!fields.includes(field as F)) {
    throw invalidParam('_sort', `_sort must be one of ${fields.join(', ')}`);
  }
  return { field: field as F, order };
}

/** One page of `items`. */
export const pageOf = <T>(items: readonly T[], page: PageParam): T[] =>
  items.slice((page.number - 1) * page.size, page.number * page.size);

/**
 * How text sorts: as people read it, case and accents aside, numbers within text by their value
 * ("Part 9" before "Part 10"). One collator for every comparison: `localeCompare` with options
 * builds one per call, many times slower.
 */
const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** A comparator on a text or number field; absent values last in either order. */
export function compareField<T>(
  pick: (item: T) => string | number | undefined,
  order: 'asc' | 'desc',
) {
  const direction = order === 'desc' ? -1 : 1;
  return (a: T, b: T): number => {
    const x = pick(a);
    const y = pick(b);
    if (x === undefined || y === undefined) return x === y ? 0 : x === undefined ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return direction * (x - y);
    return direction * collator.compare(String(x), String(y));
  };
}

// ---- Collation keys: the collator's order as plain string comparison ----

/** Longer text is compared by the collator (no list sorts on such long text). */
const MAX_KEY_LENGTH = 1000;
/** A longer run of digits is compared by the collator (it splits such numbers its own way). */
const MAX_KEY_DIGITS = 200;

/**
 * For each printable ASCII character (space to tilde), the key code that puts it where the
 * collator puts it, case aside; the digits' place marks a run of digits. Found by asking the
 * collator, so the keys follow it wherever it runs.
 */
const KEY_CODES: Uint16Array = (() => {
  const first = 0x20;
  const chars = Array.from({ length: 0x7e - first + 1 }, (_, index) =>
    String.fromCharCode(first + index),
  );
  const sorted = [...chars].sort(collator.compare);
  const codes = new Uint16Array(0x7f);
  let code = first;
  sorted.forEach((char, index) => {
    if (index > 0 && collator.compare(sorted[index - 1] as string, char) !== 0) code += 1;
    codes[char.charCodeAt(0)] = code;
  });
  return codes;
})();

const isDigit = (code: number): boolean => code >= 0x30 && code <= 0x39;

/**
 * A string whose code-unit order is the collator's order of `text`, for printable ASCII text
 * (undefined for any other, which is then compared by the collator): each character becomes the
 * code of its place (upper and lower case alike), and each run of digits its place, its count of
 * significant digits and the digits, as the collator compares numbers by value ("9" before "10").
 */
export function collationKey(text: string): string | undefined {
  if (text.length > MAX_KEY_LENGTH) return undefined;
  const codes: number[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code > 0x7e) return undefined;
    if (!isDigit(code)) {
      codes.push(KEY_CODES[code] as number);
      continue;
    }
    let end = index;
    while (end < text.length && isDigit(text.charCodeAt(end))) end += 1;
    let from = index;
    while (from < end && text.charCodeAt(from) === 0x30) from += 1;
    if (end - from > MAX_KEY_DIGITS) return undefined;
    codes.push(KEY_CODES[0x30] as number, 0x20 + end - from);
    for (let digit = from; digit < end; digit += 1) codes.push(text.charCodeAt(digit));
    index = end - 1;
  }
  return String.fromCharCode(...codes);
}

/**
 * Keys already made (text -> key): a list sorts the same texts request after request. Only short
 * texts (names, emails, dates) are kept, and the cache is emptied when it holds KEY_CACHE_SIZE, so
 * it stays within a few megabytes.
 */
const KEY_CACHE = new Map<string, string | undefined>();
const KEY_CACHE_SIZE = 100_000;
const KEY_CACHE_TEXT_LENGTH = 64;

function cachedKey(text: string): string | undefined {
  if (text.length > KEY_CACHE_TEXT_LENGTH) return collationKey(text);
  let key = KEY_CACHE.get(text);
  if (key === undefined && !KEY_CACHE.has(text)) {
    if (KEY_CACHE.size >= KEY_CACHE_SIZE) KEY_CACHE.clear();
    key = collationKey(text);
    KEY_CACHE.set(text, key);
  }
  return key;
}

/**
 * The rank of each of `texts` (distinct) in the collator's order; equal texts ('Data' and 'data')
 * share one. Texts with a key sort by it (plain string comparison), the others by the collator,
 * and the two are merged.
 */
function rankTexts(texts: readonly string[]): Int32Array {
  const keys = texts.map(cachedKey);
  const keyed: number[] = [];
  const others: number[] = [];
  keys.forEach((key, index) => (key === undefined ? others : keyed).push(index));
  keyed.sort((a, b) => {
    const x = keys[a] as string;
    const y = keys[b] as string;
    return x < y ? -1 : x > y ? 1 : 0;
  });
  others.sort((a, b) => collator.compare(texts[a] as string, texts[b] as string));
  const ranks = new Int32Array(texts.length);
  let rank = -1;
  let previous = -1;
  const place = (index: number): void => {
    const key = keys[index];
    const previousKey = previous < 0 ? undefined : keys[previous];
    const same =
      previous >= 0 &&
      (key !== undefined && previousKey !== undefined
        ? key === previousKey
        : collator.compare(texts[previous] as string, texts[index] as string) === 0);
    if (!same) rank += 1;
    ranks[index] = rank;
    previous = index;
  };
  let other = 0;
  for (const index of keyed) {
    while (
      other < others.length &&
      collator.compare(texts[others[other] as number] as string, texts[index] as string) < 0
    ) {
      place(others[other] as number);
      other += 1;
    }
    place(index);
  }
  for (; other < others.length; other += 1) place(others[other] as number);
  return ranks;
}

/** The rank of each of `numbers` (distinct) in ascending order. */
function rankNumbers(numbers: readonly number[]): Int32Array {
  const values = Float64Array.from(numbers);
  const order = Int32Array.from(numbers, (_, index) => index).sort(
    (a, b) => (values[a] as number) - (values[b] as number),
  );
  const ranks = new Int32Array(numbers.length);
  order.forEach((index, rank) => {
    ranks[index] = rank;
  });
  return ranks;
}

/**
 * `items` sorted on a text or number field as a stable sort with `compareField` sorts them
 * (absent values last either way, ties in their order), without collating each pair of items:
 * the distinct values are ranked once (text by its collation key), then the items are placed by
 * rank (a counting sort): a few passes over the rows instead of a collation per comparison.
 */
export function sortByField<T>(
  items: readonly T[],
  pick: (item: T) => string | number | undefined,
  order: 'asc' | 'desc',
): T[] {
  const indexOf = new Map<string | number, number>();
  const distinct: (string | number)[] = [];
  const valueOf = new Int32Array(items.length);
  let texts = 0;
  items.forEach((item, position) => {
    const value = pick(item);
    if (value === undefined) {
      valueOf[position] = -1;
      return;
    }
    let index = indexOf.get(value);
    if (index === undefined) {
      index = distinct.length;
      distinct.push(value);
      indexOf.set(value, index);
      if (typeof value === 'string') texts += 1;
    }
    valueOf[position] = index;
  });
  if (texts > 0 && texts < distinct.length) {
    // Text and numbers in one field (no list has one): compared pair by pair.
    return [...items].sort(compareField(pick, order));
  }
  const ranks = texts > 0 ? rankTexts(distinct as string[]) : rankNumbers(distinct as number[]);
  let top = -1;
  for (const rank of ranks) top = Math.max(top, rank);
  // One slot per rank (reversed for desc), then one for the absent values.
  const slotOf = (position: number): number => {
    const index = valueOf[position] as number;
    if (index < 0) return top + 1;
    const rank = ranks[index] as number;
    return order === 'desc' ? top - rank : rank;
  };
  const starts = new Int32Array(top + 3);
  for (let position = 0; position < items.length; position += 1) {
    const slot = slotOf(position);
    starts[slot + 1] = (starts[slot + 1] as number) + 1;
  }
  for (let slot = 1; slot < starts.length; slot += 1) {
    starts[slot] = (starts[slot] as number) + (starts[slot - 1] as number);
  }
  const sorted = new Array<T>(items.length);
  for (let position = 0; position < items.length; position += 1) {
    const slot = slotOf(position);
    const at = starts[slot] as number;
    sorted[at] = items[position] as T;
    starts[slot] = at + 1;
  }
  return sorted;
}

type SortValue = string | number | undefined;

/** How one list is searched and sorted. */
export interface ListFields<T, F extends string> {
  /** The texts of an item that `q` looks in (a case-insensitive substring of any of them). */
  searchIn: (item: T) => readonly (string | undefined)[];
  /**
   * The fields `_sort` takes besides `_id`, each with its value on an item. Text sorts as people
   * read it (case aside, "Part 9" before "Part 10"); absent values last.
   */
  sortFields: Readonly<Record<F, (item: T) => SortValue>>;
}

/** One page of a list, with the count of every match before paging. */
export interface ListPage<T> {
  items: T[];
  total: number;
}

/**
 * Every list sorts by `_id`: ObjectIds begin with the time they were made (and one server's ids
 * increase), so compared character by character they sort by creation (`_order=desc`: newest first).
 */
const byId =
  (order: 'asc' | 'desc') =>
  (a: { _id: string }, b: { _id: string }): number =>
    (order === 'desc' ? -1 : 1) * (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/**
 * The page of `items` that `params` asks for: `q`, then `_sort`/`_order` (without `_sort`, the
 * stored order), then `_page`/`_limit`. Every parameter is checked before any work is done.
 */
export function listOf<T extends { _id: string }, F extends string>(
  items: readonly T[],
  params: URLSearchParams,
  { searchIn, sortFields }: ListFields<T, F>,
): ListPage<T> {
  const sort = parseSort(params, ['_id', ...(Object.keys(sortFields) as F[])]);
  const page = parsePage(params);
  const q = queryParam(params, 'q')?.trim().toLowerCase() ?? '';
  const matches = q
    ? items.filter((item) => searchIn(item).some((text) => text?.toLowerCase().includes(q)))
    : items;
  let sorted = matches;
  if (sort) {
    sorted =
      sort.field === '_id'
        ? [...matches].sort(byId(sort.order))
        : sortByField(matches, sortFields[sort.field as F], sort.order);
  }
  return { items: pageOf(sorted, page), total: sorted.length };
}

/**
 * The answer to a list request: the page of `items` that `params` asks for as a JSON array, every
 * match counted in X-Total-Count.
 */
export function listed<T extends { _id: string }, F extends string>(
  items: readonly T[],
  params: URLSearchParams,
  fields: ListFields<T, F>,
): MockResponse {
  const { items: page, total } = listOf(items, params, fields);
  return json(200, page, { 'X-Total-Count': String(total) });
}
