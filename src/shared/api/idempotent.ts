import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';

/**
 * A new Idempotency-Key: 128 random bits as hex (crypto.getRandomValues, which unlike
 * crypto.randomUUID also exists on pages not served over https or localhost).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A retry condition for a request sent with an Idempotency-Key (a payment, a completion, a quiz
 * submit): it is sent again, at most `retries` times, only when no answer came back (a lost
 * connection) or the server failed (5xx); the server counts a key once either way.
 */
export const retryWhenNoAnswer =
  (retries: number) =>
  (error: unknown, _args: unknown, { attempt }: { attempt: number }): boolean => {
    const status = (error as FetchBaseQueryError | undefined)?.status;
    const noAnswer =
      status === 'FETCH_ERROR' ||
      status === 'TIMEOUT_ERROR' ||
      (typeof status === 'number' && status >= 500);
    return noAnswer && attempt <= retries;
  };
