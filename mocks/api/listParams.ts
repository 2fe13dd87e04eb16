/**
 * The paging and sorting parameters every list endpoint reads the same way:
 * `_sort` (one of the list's sort fields), `_order` asc|desc (default asc), `_limit` 1 to
 * MAX_PAGE_SIZE and `_page` from 1. A value a list cannot take is a 400 naming the parameter.
 */
import { API_ERRORS, HttpError } from './core/errors';

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
