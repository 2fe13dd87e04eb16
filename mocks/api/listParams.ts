/**
 * The paging and sorting parameters every list endpoint reads the same way:
 * `_sort` (one of the list's sort fields), `_order` asc|desc (default asc), `_limit` 1 to
 * MAX_PAGE_SIZE and `_page` from 1. A value a list cannot take is a 400 naming the parameter.
 * json-server's other way of slicing, `_start`/`_end`, is refused the same way (a client using it
 * would otherwise get the first page and take it for the rows it asked for).
 *
 * `listOf` applies them, with `q`, to a list whose search and sort fields are given; the answer is
 * json-server's: the page as a plain JSON array, with every match counted in X-Total-Count.
 */
import type { MockResponse } from './http';
import { API_ERRORS, HttpError } from './core/errors';
import { json } from './core/routing';

export const MAX_PAGE_SIZE = 100;

export interface PageParam {
  number: number;
  size: number;
}

export interface SortParam<F extends string> {
  field: F;
  order: 'asc' | 'desc';
}

export const invalidParam = (field: string, message: string): HttpError =>
  new HttpError(400, { error: API_ERRORS.validation, fields: { [field]: message } });

function positiveInteger(params: URLSearchParams, name: string, max?: number): number | undefined {
  const raw = params.get(name);
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
  const order = params.get('_order')?.trim().toLowerCase() || 'asc';
  if (order !== 'asc' && order !== 'desc')
    throw invalidParam('_order', '_order must be asc or desc');
  const field = params.get('_sort')?.trim() || undefined;
  if (field === undefined) return undefined;
  if (!fields.includes(field as F)) {
    throw invalidParam('_sort', `_sort must be one of ${fields.join(', ')}`);
  }
  return { field: field as F, order };
}

/** One page of `items`. */
export const pageOf = <T>(items: readonly T[], page: PageParam): T[] =>
  items.slice((page.number - 1) * page.size, page.number * page.size);

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
    return (
      direction * String(x).localeCompare(String(y), 'en', { sensitivity: 'base', numeric: true })
    );
  };
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
  const q = params.get('q')?.trim().toLowerCase() ?? '';
  const matches = q
    ? items.filter((item) => searchIn(item).some((text) => text?.toLowerCase().includes(q)))
    : items;
  let sorted = matches;
  if (sort) {
    const compare =
      sort.field === '_id'
        ? byId(sort.order)
        : compareField(sortFields[sort.field as F], sort.order);
    sorted = [...matches].sort(compare);
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
