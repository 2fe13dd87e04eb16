/**
 * The mock API in-process over a fresh copy of the seed, for jest tests of its behaviour: requests
 * signed as a seeded account (its test token), a clock the test moves.
 */
import { seedDatabase } from '../seed';
import { testTokenFor } from '../seed/accounts';
import { createFileMediaStore } from '../server/fileMediaStore';
import { createMockApi } from './api';
import type { MockRequest } from './http';
import { withUploadsInMemory } from './media';
import { createMemoryStore } from './store';
import { createTestTokenVerifier } from './tokens';

export function inProcessApi(now: number) {
  const clock = { now };
  const store = createMemoryStore(seedDatabase(now));
  const api = createMockApi(store, {
    identity: createTestTokenVerifier('demo-courses', () => clock.now),
    now: () => clock.now,
    media: withUploadsInMemory(createFileMediaStore()),
  });
  /** A request as `as` (an email; null: nobody signed in). */
  const send = async (
    method: string,
    path: string,
    as: string | null,
    body?: MockRequest['body'],
    headers: Record<string, string> = {},
  ) => {
    const url = new URL(path, 'http://api.local');
    return api.handle({
      method,
      path: url.pathname,
      query: url.searchParams,
      headers: {
        ...(as ? { authorization: `Bearer ${testTokenFor(as, { now: clock.now })}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      body,
    });
  };
  /** The account id of a seeded user. */
  const uidOf = (email: string) => store.snapshot().users.find((user) => user.email === email)?.uid;
  return { clock, send, store, uidOf };
}
