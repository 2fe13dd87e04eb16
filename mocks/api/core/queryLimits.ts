/**
 * How long a query parameter may be. Every parameter a route reads has a maximum length (`q` at
 * most LIMITS.searchMax, the one the app's search box shares); a longer value is a 400 naming the
 * parameter, before the route does any work with it. Parameters a route does not read stay ignored,
 * whatever their length (the request's URL as a whole is bounded by the router: ../http.ts).
 *
 * The router hands every route its query as `BoundedSearchParams`, whose reads check the limit, so
 * a route needs nothing of its own; `queryParam` checks a plain URLSearchParams the same way (what
 * the list helpers use, so that calling them directly checks too).
 */
import { LIMITS } from '@/shared/domain/limits';
import { API_ERRORS, HttpError } from './errors';

/** A 400 naming the query parameter `field` (the lists' way of refusing a parameter). */
export const invalidParam = (field: string, message: string): HttpError =>
  new HttpError(400, { error: API_ERRORS.validation, fields: { [field]: message } });

/** The longest value of each parameter a route reads, after trimming. */
export const QUERY_PARAM_MAX_LENGTH: Readonly<Record<string, number>> = {
  q: LIMITS.searchMax,
  email: LIMITS.emailMax,
  courseId: LIMITS.idMax,
  // Names from a short list (a category, a status, a sort field, asc or desc).
  category: 32,
  status: 32,
  _sort: 32,
  _order: 32,
  // Whole numbers: no list has a page number of more digits.
  _page: 16,
  _limit: 16,
};

/** The longest value of a parameter not in the table above. */
export const DEFAULT_QUERY_PARAM_MAX_LENGTH = 100;

export const maxLengthOf = (name: string): number =>
  QUERY_PARAM_MAX_LENGTH[name] ?? DEFAULT_QUERY_PARAM_MAX_LENGTH;

/** 400 naming `name` when `value` is longer than its limit. */
export function checkParamLength(name: string, value: string): void {
  const max = maxLengthOf(name);
  // Only a value that may be too long is trimmed (trimming copies it).
  if (value.length > max && value.trim().length > max) {
    throw invalidParam(name, `${name} must be at most ${max} characters`);
  }
}

/** The (first) value of `name` in `params`, null when absent; 400 when it is too long. */
export function queryParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name);
  if (value !== null) checkParamLength(name, value);
  return value;
}

/** A query whose reads are bounded: `get` and `getAll` refuse a value longer than its limit. */
export class BoundedSearchParams extends URLSearchParams {
  override get(name: string): string | null {
    const value = super.get(name);
    if (value !== null) checkParamLength(name, value);
    return value;
  }

  override getAll(name: string): string[] {
    const values = super.getAll(name);
    for (const value of values) checkParamLength(name, value);
    return values;
  }
}
