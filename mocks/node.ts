/**
 * MSW for jest: `server` answers the API, payment and EmailJS URLs from an in-memory copy of the
 * seed. src/test/setupTests.ts starts it and calls `resetMockDatabase()` before every test.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { Course } from '@/shared/domain/entities';
import { createMockApi } from './api/api';
import { withUploadsInMemory } from './api/media';
import type { Database } from './api/database';
import { generateCourses } from './api/generatedCourses';
import { createRateLimits, resetRateLimits } from './api/rateLimit';
import { createMemoryStore } from './api/store';
import { createTestTokenVerifier } from './api/tokens';
import {
  createHandlers,
  DEFAULT_API_URL,
  DEFAULT_EMAIL_ORIGIN,
  DEFAULT_PAYMENT_URL,
  toMockRequest,
} from './handlers';
import { seedDatabase } from './seed';
import { createFileMediaStore } from './server/fileMediaStore';

export { SEED_ACCOUNTS, SEED_UIDS, testTokenFor } from './seed/accounts';
export { SEED_IDS } from './seed';

/** The URLs the jest handlers answer (the app's offline defaults). */
export const MOCK_URLS = {
  apiUrl: DEFAULT_API_URL,
  paymentUrl: DEFAULT_PAYMENT_URL,
  emailOrigin: DEFAULT_EMAIL_ORIGIN,
} as const;

const store = createMemoryStore(seedDatabase());

/** The rate limits: the contact endpoint's (MSW has one client) and each account's writes. */
export const rateLimits = createRateLimits();

export const server = setupServer(
  ...createHandlers({
    store,
    ...MOCK_URLS,
    rateLimits,
    media: withUploadsInMemory(createFileMediaStore()),
  }),
);

/** Restore the seed database and clear the rate limits. */
export function resetMockDatabase(): void {
  store.replace(seedDatabase());
  resetRateLimits(rateLimits);
}

/** A deep copy of the current mock database (what the "server" holds now). */
export function getMockDatabase(): Database {
  return store.snapshot();
}

/** Replace the mock database, e.g. with an edited copy of getMockDatabase(). */
export function setMockDatabase(db: Database): void {
  store.replace(db);
}

/** Generate `count` extra courses (names 'Course 1'...) for large-catalogue tests; returns them. */
export function seedManyCourses(count: number): Course[] {
  const courses = generateCourses(count);
  void store.update((tx) => tx.insert('courses', ...courses));
  return courses;
}

/**
 * The next POST to `path` (on the API, or on the payment URL) reaches the server, which does its
 * work, but its answer never reaches the app (a network error), as when the connection drops right
 * after. What the app does next, and what the server holds, are then the real ones.
 */
export function loseNextAnswer(surface: 'api' | 'payment', path: string): void {
  const baseUrl = surface === 'payment' ? MOCK_URLS.paymentUrl : MOCK_URLS.apiUrl;
  const api = createMockApi(store, { identity: createTestTokenVerifier(), surface, rateLimits });
  server.use(
    http.post(
      `${baseUrl}${path}`,
      async ({ request }) => {
        await api.handle(await toMockRequest(request, baseUrl));
        return HttpResponse.error();
      },
      { once: true },
    ),
  );
}

/** The next POST /payment is charged by the server, but its answer never reaches the app. */
export function loseNextPaymentAnswer(): void {
  loseNextAnswer('payment', '/payment');
}
