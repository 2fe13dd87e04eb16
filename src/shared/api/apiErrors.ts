import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { ApiError } from '../domain/entities';

export type QueryError = FetchBaseQueryError | SerializedError | undefined;

const isApiError = (data: unknown): data is ApiError =>
  typeof data === 'object' && data !== null && 'error' in data && typeof data.error === 'string';

/** A sentence a person can act on, for any failed API call (docs/decisions.md#feedback). */
export function describeApiError(error: QueryError): string {
  if (!error) return 'Something went wrong. Try again.';
  if ('status' in error) {
    if (error.status === 'FETCH_ERROR') {
      return 'We could not reach the server. Check your connection and try again.';
    }
    if (error.status === 'TIMEOUT_ERROR') return 'The server took too long to answer. Try again.';
    if (error.status === 'PARSING_ERROR') return 'The server sent an answer we could not read.';
    if (isApiError(error.data)) return error.data.error;
    if (error.status === 401) return 'Please log in again.';
    if (error.status === 403) return 'You are not allowed to do this.';
    if (error.status === 404) return 'It no longer exists.';
    if (typeof error.status === 'number' && error.status >= 500) {
      return 'The server had a problem. Try again in a moment.';
    }
    return `The request failed (${String(error.status)}).`;
  }
  return error.message ?? 'Something went wrong. Try again.';
}

/** Field messages of a 400 validation answer ({error, fields}), to show beside the fields. */
export function apiFieldErrors(error: QueryError): Record<string, string> {
  if (error && 'status' in error && error.status === 400 && isApiError(error.data)) {
    return error.data.fields ?? {};
  }
  return {};
}

/** The machine-readable `code` of an API error answer ('already_enrolled', ...), if any. */
export function apiErrorCode(error: QueryError): string | undefined {
  if (error && 'status' in error && isApiError(error.data)) return error.data.code;
  return undefined;
}

/**
 * Whether the API answered that the course was withdrawn (410 to read it; 409 to enroll or pay):
 * its pages then say it is no longer offered instead of showing it or a form.
 */
export function isCourseWithdrawn(error: QueryError): boolean {
  if (error && 'status' in error && error.status === 410) return true;
  return apiErrorCode(error) === 'course_withdrawn';
}
