/**
 * The mock product server's behaviour, independent of transport and storage. MSW (mocks/handlers.ts)
 * and the json-server process (mocks/server) are thin adapters that turn their requests into a
 * MockRequest and send back the MockResponse. Each resource registers its routes (./resources)
 * over a small shared layer (./core): routing, auth and roles, validation, errors, collections.
 *
 * Status codes: 200 reads/updates/deletes, 201 inserts (and POST /users when it created the user),
 * 400 validation ({error, fields}), a malformed body or an Idempotency-Key reused for another
 * enrollment, 401 no/invalid token, 402 declined card, 403 wrong role or not the owner, 404 unknown
 * route or id, 405 known path with another method, 409 a second enrollment in a course, paying an
 * enrollment that is paid, refunded or free, refunding one that is not paid, already refunded or
 * past its refund window, cancelling a paid or refunded one, 413 body over 100 KB, 415 unsupported
 * body type, 429 too many contact messages (text/plain, with Retry-After, like EmailJS answers).
 *
 * No open data: only these routes answer (json-server's /db, nested routes, _embed and _expand do
 * not exist here); a learner's email, phone and address reach only that learner and admins, and
 * the contact outbox only admins.
 *
 * Every list pages the same way (./listParams.ts): `q`, `_sort`/`_order`, `_page`/`_limit` (at
 * most 100, the first 100 without them), a JSON array with X-Total-Count; the catalogue's own
 * search is ./courseSearch.ts.
 */
import { createAuth } from './core/auth';
import { createCertificateIssuer, type CertificateIssuer } from './credentials/issuer';
import { memoryIssuerKeys } from './credentials/issuerKeys';
import { registerCertificates } from './resources/certificates';
import { TEST_ISSUER_NAME } from '@/shared/domain/certificates';
import { createCollections } from './core/collections';
import type { ApiDeps } from './core/deps';
import { API_ERRORS, HttpError } from './core/errors';
import { createRouter, errorResponse, json } from './core/routing';
import type { Database } from './database';
import { MAX_BODY_BYTES, type MockRequest, type MockResponse } from './http';
import { createRateLimits, type RateLimits } from './rateLimit';
import { createMediaSigner, randomMediaKey, type MediaStore } from './media';
import { registerAssignedCourses } from './resources/assignedCourses';
import { registerAuthoring } from './resources/authoring';
import { registerFigures } from './resources/figures';
import { registerLessons } from './resources/lessons';
import { registerProgress } from './resources/progress';
import { registerCourses } from './resources/courses';
import { registerDevRoutes } from './resources/dev';
import { registerEnrollments } from './resources/enrollments';
import { registerReceipts } from './resources/receipts';
import { registerOutbox } from './resources/outbox';
import { registerPayments } from './resources/payments';
import { registerReviews } from './resources/reviews';
import { registerUploads } from './resources/uploads';
import { registerUsers } from './resources/users';
import type { DataStore, FieldLookup } from './store';
import type { IdentityVerifier } from './tokens';

export { alreadyEnrolledIn, API_ERRORS, priceIsNot, refundWindowClosed } from './core/errors';
export { CORS_HEADERS } from './core/routing';
export { DEV_PATHS } from './resources/dev';
export { EMAILJS_ERRORS, EMAILJS_PATHS, TOO_MANY_MESSAGES } from './resources/outbox';
export { DECLINED_TOKEN_PREFIX } from './resources/payments';

/**
 * The lookups by field the resources make (DataView.where: an enrollment's course, a charge's
 * enrollment, a payment's idempotency key): a server builds their indexes with its data.
 */
export const FIELD_LOOKUPS: readonly FieldLookup[] = [
  ['enroll', 'courseId'],
  ['enroll', 'uid'],
  ['payments', 'enrollmentId'],
  ['payments', 'idempotencyKey'],
  ['users', 'uid'],
  ['chapters', 'courseId'],
  ['lessons', 'courseId'],
  ['progress', 'uid'],
  ['quizAttempts', 'uid'],
  ['certificates', 'uid'],
];

export interface MockApiOptions {
  /**
   * Checks the bearer token: the host's (mocks/server/identity.ts verifies Firebase's tokens, MSW
   * accepts its test tokens: ./tokens.ts).
   */
  identity: IdentityVerifier;
  /** 'api' answers every route; 'payment' only POST /payment (the payment port). */
  surface?: 'api' | 'payment';
  maxBodyBytes?: number;
  /** Clock (ms), for tests. */
  now?: () => number;
  /** Called with unexpected errors before answering 500. */
  onError?: (error: unknown) => void;
  /** The rate limits (contact messages, each account's writes); share them to reset from outside. */
  rateLimits?: RateLimits;
  /**
   * Answer the development routes (/__dev/*, admins only): only a server started for development
   * or e2e tests sets this; without it they answer 404.
   */
  devRoutes?: boolean;
  /** The seed database, for POST /__dev/reset (without it that route answers 404). */
  seed?: () => Database | Promise<Database>;
  /** Where the lesson media are kept, and the key that signs their addresses (default: random). */
  media?: MediaStore;
  mediaKey?: Uint8Array;
  /**
   * The certificates' issuer: its keys and public addresses (default: a test issuer with a key
   * in memory, at http://localhost).
   */
  issuer?: CertificateIssuer;
}

export interface MockApi {
  handle(request: MockRequest): Promise<MockResponse>;
}

const LOCALHOST = 'http://localhost';

/** The issuer of MSW and tests: a key made in memory, named as a test issuer. */
export const testIssuer = (urls: { siteUrl: string; apiUrl: string }): CertificateIssuer =>
  createCertificateIssuer({ keys: memoryIssuerKeys(), name: TEST_ISSUER_NAME, urls: () => urls });

export function createMockApi(store: DataStore, options: MockApiOptions): MockApi {
  const now = options.now ?? Date.now;
  const router = createRouter();
  const deps: ApiDeps = {
    route: router.route,
    store,
    now,
    auth: createAuth(store, options.identity),
    collections: createCollections(store),
    limits: options.rateLimits ?? createRateLimits(now),
    seed: options.seed,
    media: options.media,
    mediaSigner: createMediaSigner(options.mediaKey ?? randomMediaKey()),
  };

  registerUsers(deps);
  registerCourses(deps);
  registerEnrollments(deps);
  registerReceipts(deps);
  registerReviews(deps);
  registerAssignedCourses(deps);
  registerPayments(deps);
  registerOutbox(deps);
  registerLessons(deps);
  registerProgress(deps);
  registerAuthoring(deps);
  registerFigures(deps);
  registerUploads(deps);
  registerCertificates(
    deps,
    options.issuer ?? testIssuer({ siteUrl: LOCALHOST, apiUrl: LOCALHOST }),
  );
  if (options.devRoutes) registerDevRoutes(deps);

  const dispatch = router.dispatcher({
    maxBodyBytes: options.maxBodyBytes ?? MAX_BODY_BYTES,
    only: options.surface === 'payment' ? (path) => path === 'payment' : undefined,
  });

  return {
    async handle(request) {
      try {
        return await dispatch(request);
      } catch (error) {
        if (error instanceof HttpError) return errorResponse(error);
        options.onError?.(error);
        return json(500, { error: API_ERRORS.internal });
      }
    },
  };
}
