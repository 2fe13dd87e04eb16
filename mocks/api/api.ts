/**
 * The mock product server's behaviour, independent of transport and storage. MSW (mocks/handlers.ts)
 * and the json-server process (mocks/server) are thin adapters that turn their requests into a
 * MockRequest and send back the MockResponse.
 *
 * Status codes: 200 reads/updates/deletes, 201 inserts (and POST /users when it created the user),
 * 400 validation ({error, fields}) or malformed body, 401 no/invalid token, 402 declined card,
 * 403 wrong role or not the owner, 404 unknown route or id, 405 known path with another method,
 * 409 enrollment already paid or free (nothing to pay), 413 body over 100 KB, 415 unsupported
 * body type, 429 too many contact messages (text/plain, with Retry-After, like EmailJS answers).
 *
 * Dev-only routes (this mock server only, never the product API; for e2e and QA):
 *   POST /__dev/seed-courses {"count": 10000}  appends that many generated courses ('Course 1'...)
 *   POST /__dev/reset                          restores the seed and clears the rate limits
 *   POST /__dev/reset-rate-limits              clears the rate limits only
 */
import type { ObjectSchema, AnyObject } from 'yup';
import {
  type AdminFlag,
  type AssignedCourse,
  type Course,
  type DeleteResult,
  type Enrollment,
  type InsertResult,
  type OutboxMessage,
  type PaymentRecord,
  type PaymentResult,
  type Review,
  type TeacherFlag,
  type UpdateResult,
  type UpsertResult,
  type UserRecord,
} from '../../src/app/domain/entities';
import { isFree } from '../../src/app/domain/price';
import {
  assignedCourseSchema,
  courseSchema,
  enrollmentSchema,
  newUserSchema,
  paymentRequestSchema,
  reviewSchema,
  roleChangeSchema,
  validatePayload,
} from '../../src/app/domain/schemas';
import { COLLECTION_NAMES, type CollectionName, type Database } from './database';
import { generateCourses, MAX_GENERATED_COURSES } from './generatedCourses';
import {
  HttpError,
  MAX_BODY_BYTES,
  normaliseHeaders,
  parseBody,
  toSearchParams,
  type MockRequest,
  type MockResponse,
} from './http';
import { isObjectId, newObjectId, randomHex } from './ids';
import { applyListQuery } from './listQuery';
import { guardPayload } from './payloadGuard';
import { createRateLimiter, type RateLimiter } from './rateLimit';
import type { DataStore } from './store';
import {
  bearerToken,
  DEFAULT_PROJECT_ID,
  TOKEN_ERRORS,
  verifyEmulatorToken,
  type VerifiedIdentity,
} from './tokens';

export const API_ERRORS = {
  notFound: 'Not found',
  methodNotAllowed: 'Method not allowed',
  validation: 'Validation failed',
  adminsOnly: 'Admins only',
  teachersOnly: 'Teachers or admins only',
  ownEmailOnly: 'You can only use your own email',
  ownEnrollmentsOnly: 'You can only read your own enrollments',
  ownEnrollmentOnly: 'This enrollment belongs to another user',
  noUser: 'No user with that email',
  noCourse: 'No course with that id',
  noEnrollment: 'No enrollment with that id',
  noReview: 'No review with that id',
  noAssignedCourse: 'No assigned course with that id',
  alreadyPaid: 'This enrollment is already paid',
  freeEnrollment: 'This enrollment is free: there is nothing to pay',
  priceMismatch: 'The product price does not match the enrollment price',
  cardDeclined: 'Your card was declined.',
  internal: 'Internal server error',
} as const;

export const DECLINED_TOKEN_PREFIX = 'tok_chargeDeclined';

/** EmailJS's own texts for missing ids (400, text/plain). */
export const EMAILJS_ERRORS = {
  userId: 'The user ID is required. Visit https://dashboard.emailjs.com/admin/integration',
  serviceId: 'The service ID is required. Visit https://dashboard.emailjs.com/admin',
  templateId: 'The template ID is required. Visit https://dashboard.emailjs.com/admin/templates',
} as const;

export const EMAILJS_PATHS = {
  sendForm: '/api/v1.0/email/send-form',
  send: '/api/v1.0/email/send',
  outbox: '/api/v1.0/email/outbox',
} as const;

export const DEV_PATHS = {
  seedCourses: '/__dev/seed-courses',
  reset: '/__dev/reset',
  resetRateLimits: '/__dev/reset-rate-limits',
} as const;

export const TOO_MANY_MESSAGES = 'Too many messages';

/** The 429 text: plain text, which EmailJS clients show as the error's `text`. */
function tooManyMessagesText(limiter: RateLimiter, retryAfterSeconds: number): string {
  const windowMinutes = Math.round(limiter.policy.windowMs / 60_000);
  const waitMinutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return (
    `${TOO_MANY_MESSAGES}: you can send ${limiter.policy.max} messages every ${windowMinutes} ` +
    `minutes. Please try again in ${waitMinutes} minute${waitMinutes === 1 ? '' : 's'}.`
  );
}

export const CORS_HEADERS: Readonly<Record<string, string>> = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type',
  'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'X-Total-Count, Retry-After',
  'Access-Control-Max-Age': '600',
};

export interface MockApiOptions {
  /** Firebase project whose emulator tokens are accepted. Default 'demo-courses'. */
  projectId?: string;
  /** 'api' answers every route; 'payment' only POST /payment (the payment port). */
  surface?: 'api' | 'payment';
  maxBodyBytes?: number;
  /** Clock (ms), for tests. */
  now?: () => number;
  /** Called with unexpected errors before answering 500. */
  onError?: (error: unknown) => void;
  /** Limits accepted contact messages per client; share one to reset it from outside. */
  contactRateLimiter?: RateLimiter;
  /** The seed database, for POST /__dev/reset (without it that route answers 404). */
  seed?: () => Database | Promise<Database>;
}

export interface MockApi {
  handle(request: MockRequest): Promise<MockResponse>;
}

interface Context {
  method: string;
  /** The caller, for rate limits. */
  client: string;
  params: Record<string, string>;
  query: URLSearchParams;
  headers: Record<string, string>;
  body(): Promise<unknown>;
}

type RouteHandler = (context: Context) => Promise<MockResponse>;

interface Route {
  method: string;
  segments: string[];
  handler: RouteHandler;
}

const JSON_TYPE = 'application/json; charset=utf-8';
const TEXT_TYPE = 'text/plain; charset=utf-8';

function json(status: number, body: unknown, headers: Record<string, string> = {}): MockResponse {
  return { status, headers: { ...CORS_HEADERS, 'Content-Type': JSON_TYPE, ...headers }, body };
}

function text(status: number, body: string, headers: Record<string, string> = {}): MockResponse {
  return { status, headers: { ...CORS_HEADERS, 'Content-Type': TEXT_TYPE, ...headers }, body };
}

const sameEmail = (a: string, b: string): boolean =>
  a.trim().toLowerCase() === b.trim().toLowerCase();

function splitPath(path: string): string[] | null {
  const pathname = path.split('?')[0] ?? '';
  try {
    return pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [index, part] of pattern.entries()) {
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = value;
    else if (part !== value) return null;
  }
  return params;
}

async function validated<T extends AnyObject>(schema: ObjectSchema<T>, input: unknown): Promise<T> {
  const guarded = await guardPayload(schema, input);
  const outcome = await validatePayload(schema, guarded.input);
  const fields = { ...(outcome.ok ? {} : outcome.fields), ...guarded.fields };
  if (!outcome.ok || Object.keys(fields).length > 0)
    throw new HttpError(400, { error: API_ERRORS.validation, fields });
  return outcome.value;
}

function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}

function textField(fields: Record<string, unknown>, name: string): string {
  const value = fields[name];
  return typeof value === 'string' ? value.trim() : '';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function createMockApi(store: DataStore, options: MockApiOptions = {}): MockApi {
  const projectId = options.projectId ?? DEFAULT_PROJECT_ID;
  const now = options.now ?? Date.now;
  const maxBodyBytes = options.maxBodyBytes ?? MAX_BODY_BYTES;
  const contactLimiter = options.contactRateLimiter ?? createRateLimiter();
  const routes: Route[] = [];

  const route = (spec: string, handler: RouteHandler): void => {
    const [method = 'GET', path = '/'] = spec.split(' ');
    routes.push({ method, segments: path.split('/').filter(Boolean), handler });
  };

  // ---- authentication and roles ----

  function identityOf(context: Context): VerifiedIdentity {
    const token = bearerToken(context.headers.authorization);
    if (!token) throw new HttpError(401, { error: TOKEN_ERRORS.missing });
    const check = verifyEmulatorToken(token, projectId, now());
    if (!check.ok) throw new HttpError(401, { error: check.error });
    return check.identity;
  }

  function rolesOf(db: Database, email: string): { admin: boolean; teacher: boolean } {
    const user = db.users.find((item) => sameEmail(item.email, email));
    return { admin: user?.admin === true, teacher: user?.teacher === true };
  }

  async function requireAdmin(context: Context): Promise<VerifiedIdentity> {
    const identity = identityOf(context);
    if (!rolesOf(await store.read(), identity.email).admin) {
      throw new HttpError(403, { error: API_ERRORS.adminsOnly });
    }
    return identity;
  }

  // ---- generic collection helpers ----

  async function list<K extends CollectionName>(
    collection: K,
    context: Context,
    filter?: (item: Database[K][number]) => boolean,
    ignore: readonly string[] = [],
  ): Promise<MockResponse> {
    const db = await store.read();
    const source = (db[collection] as Database[K][number][]).filter(
      (item) => !filter || filter(item),
    );
    const result = applyListQuery(source, context.query, { ignore });
    return json(200, result.items, result.sliced ? { 'X-Total-Count': String(result.total) } : {});
  }

  async function findById<K extends CollectionName>(
    collection: K,
    id: string,
    missing: string,
  ): Promise<Database[K][number]> {
    const db = await store.read();
    const item = isObjectId(id)
      ? (db[collection] as Database[K][number][]).find((entry) => entry._id === id)
      : undefined;
    if (!item) throw new HttpError(404, { error: missing });
    return item;
  }

  async function insert<K extends CollectionName>(
    collection: K,
    record: Database[K][number],
  ): Promise<MockResponse> {
    await store.update((db) => {
      (db[collection] as Database[K][number][]).push(record);
    });
    const result: InsertResult = { acknowledged: true, insertedId: record._id };
    return json(201, result);
  }

  async function removeById(
    collection: CollectionName,
    id: string,
    missing: string,
  ): Promise<MockResponse> {
    const deletedCount = await store.update((db) => {
      const items: { _id: string }[] = db[collection];
      const index = isObjectId(id) ? items.findIndex((item) => item._id === id) : -1;
      if (index < 0) return 0;
      items.splice(index, 1);
      return 1;
    });
    if (deletedCount === 0) throw new HttpError(404, { error: missing });
    const result: DeleteResult = { acknowledged: true, deletedCount };
    return json(200, result);
  }

  // ---- json-server extras ----

  route('GET /db', async () => json(200, await store.read()));

  // ---- users and roles ----

  route('GET /users/:email', async ({ params }) => {
    const flag: AdminFlag = { admin: rolesOf(await store.read(), params.email ?? '').admin };
    return json(200, flag);
  });

  route('GET /user/:email', async ({ params }) => {
    const flag: TeacherFlag = { teacher: rolesOf(await store.read(), params.email ?? '').teacher };
    return json(200, flag);
  });

  route('GET /users', async (context) => {
    await requireAdmin(context);
    return list('users', context);
  });

  route('POST /users', async (context) => {
    const identity = identityOf(context);
    const payload = await validated(newUserSchema, await context.body());
    if (!sameEmail(payload.email, identity.email))
      throw new HttpError(403, { error: API_ERRORS.ownEmailOnly });
    const result = await store.update((db): UpsertResult => {
      const existing = db.users.find((user) => sameEmail(user.email, payload.email));
      if (existing) {
        const modified =
          payload.displayName !== undefined && payload.displayName !== existing.displayName;
        if (modified && payload.displayName !== undefined)
          existing.displayName = payload.displayName;
        return {
          acknowledged: true,
          matchedCount: 1,
          modifiedCount: modified ? 1 : 0,
          upsertedCount: 0,
          upsertedId: null,
        };
      }
      const user: UserRecord = {
        _id: newObjectId(now()),
        email: payload.email,
        displayName: payload.displayName ?? '',
        admin: false,
        teacher: false,
      };
      db.users.push(user);
      return {
        acknowledged: true,
        matchedCount: 0,
        modifiedCount: 0,
        upsertedCount: 1,
        upsertedId: user._id,
      };
    });
    return json(result.upsertedId ? 201 : 200, result);
  });

  const grantRole =
    (role: 'admin' | 'teacher'): RouteHandler =>
    async (context) => {
      await requireAdmin(context);
      const payload = await validated(roleChangeSchema, await context.body());
      const result = await store.update((db): UpdateResult | null => {
        const user = db.users.find((item) => sameEmail(item.email, payload.email));
        if (!user) return null;
        if (user[role]) return { acknowledged: true, matchedCount: 1, modifiedCount: 0 };
        user[role] = true;
        return { acknowledged: true, matchedCount: 1, modifiedCount: 1 };
      });
      if (!result) throw new HttpError(404, { error: API_ERRORS.noUser });
      return json(200, result);
    };
  route('PUT /users/admin', grantRole('admin'));
  route('PUT /user/teacher', grantRole('teacher'));

  // ---- courses ----

  route('GET /courses', (context) => list('courses', context));
  route('GET /courses/:id', async ({ params }) =>
    json(200, await findById('courses', params.id ?? '', API_ERRORS.noCourse)),
  );
  route('POST /courses', async (context) => {
    await requireAdmin(context);
    const payload = await validated(courseSchema, await context.body());
    const course: Course = withoutUndefined({
      _id: newObjectId(now()),
      name: payload.name,
      description: payload.description ?? '',
      // No price is a free course; no rating stays absent.
      price: payload.price ?? 0,
      star: payload.star,
      img: payload.img ?? '',
      category: payload.category,
    });
    return insert('courses', course);
  });
  route('DELETE /courses/:id', async (context) => {
    await requireAdmin(context);
    return removeById('courses', context.params.id ?? '', API_ERRORS.noCourse);
  });

  // ---- enrollments ----

  route('GET /enroll', async (context) => {
    const identity = identityOf(context);
    const { admin } = rolesOf(await store.read(), identity.email);
    const email = context.query.get('email')?.trim();
    if (!email) {
      if (!admin) throw new HttpError(403, { error: API_ERRORS.adminsOnly });
      return list('enroll', context, undefined, ['email']);
    }
    if (!admin && !sameEmail(email, identity.email)) {
      throw new HttpError(403, { error: API_ERRORS.ownEnrollmentsOnly });
    }
    return list('enroll', context, (item) => sameEmail(item.email, email), ['email']);
  });
  route('GET /enroll/:id', async (context) => {
    const identity = identityOf(context);
    const enrollment = await findById('enroll', context.params.id ?? '', API_ERRORS.noEnrollment);
    const { admin } = rolesOf(await store.read(), identity.email);
    if (!admin && !sameEmail(enrollment.email, identity.email)) {
      throw new HttpError(403, { error: API_ERRORS.ownEnrollmentOnly });
    }
    return json(200, enrollment);
  });
  route('POST /enroll', async (context) => {
    const identity = identityOf(context);
    const payload = await validated(enrollmentSchema, await context.body());
    const { admin } = rolesOf(await store.read(), identity.email);
    if (!admin && !sameEmail(payload.email, identity.email)) {
      throw new HttpError(403, { error: API_ERRORS.ownEmailOnly });
    }
    const enrollment: Enrollment = withoutUndefined({
      _id: newObjectId(now()),
      name: payload.name,
      price: payload.price,
      displayName: payload.displayName,
      email: payload.email,
      address: payload.address,
      city: payload.city,
      phone: payload.phone,
      status: 'Progressing' as const,
    });
    return insert('enroll', enrollment);
  });
  route('DELETE /enroll/:id', async (context) => {
    const identity = identityOf(context);
    const enrollment = await findById('enroll', context.params.id ?? '', API_ERRORS.noEnrollment);
    const { admin } = rolesOf(await store.read(), identity.email);
    if (!admin && !sameEmail(enrollment.email, identity.email)) {
      throw new HttpError(403, { error: API_ERRORS.ownEnrollmentOnly });
    }
    return removeById('enroll', enrollment._id, API_ERRORS.noEnrollment);
  });

  // ---- reviews ----

  route('GET /review', (context) => list('review', context));
  route('GET /review/:id', async ({ params }) =>
    json(200, await findById('review', params.id ?? '', API_ERRORS.noReview)),
  );
  route('POST /review', async (context) => {
    identityOf(context);
    const payload = await validated(reviewSchema, await context.body());
    const review: Review = {
      _id: newObjectId(now()),
      name: payload.name,
      comment: payload.comment ?? '',
      rating: payload.rating,
    };
    return insert('review', review);
  });

  // ---- assigned courses ----

  route('GET /assigncourse', (context) => list('assigncourse', context));
  route('GET /assigncourse/:id', async ({ params }) =>
    json(200, await findById('assigncourse', params.id ?? '', API_ERRORS.noAssignedCourse)),
  );
  route('POST /assigncourse', async (context) => {
    const identity = identityOf(context);
    const roles = rolesOf(await store.read(), identity.email);
    if (!roles.admin && !roles.teacher)
      throw new HttpError(403, { error: API_ERRORS.teachersOnly });
    const payload = await validated(assignedCourseSchema, await context.body());
    const assigned: AssignedCourse = {
      _id: newObjectId(now()),
      name: payload.name,
      description: payload.description ?? '',
      img: payload.img ?? '',
    };
    return insert('assigncourse', assigned);
  });

  // ---- payment (D10) ----

  route('POST /payment', async (context) => {
    const identity = identityOf(context);
    const payload = await validated(paymentRequestSchema, await context.body());
    const outcome = await store.update((db): PaymentResult | HttpError => {
      const enrollment = isObjectId(payload.enrollmentId)
        ? db.enroll.find((item) => item._id === payload.enrollmentId)
        : undefined;
      if (!enrollment) return new HttpError(404, { error: API_ERRORS.noEnrollment });
      if (!sameEmail(enrollment.email, identity.email)) {
        return new HttpError(403, { error: API_ERRORS.ownEnrollmentOnly });
      }
      if (enrollment.status === 'Paid')
        return new HttpError(409, { error: API_ERRORS.alreadyPaid });
      if (isFree(enrollment.price)) return new HttpError(409, { error: API_ERRORS.freeEnrollment });
      if (payload.product.price !== enrollment.price) {
        return new HttpError(400, {
          error: API_ERRORS.priceMismatch,
          fields: { 'product.price': API_ERRORS.priceMismatch },
        });
      }
      if (payload.token.startsWith(DECLINED_TOKEN_PREFIX)) {
        return new HttpError(402, { error: API_ERRORS.cardDeclined, code: 'card_declined' });
      }
      const paidAt = new Date(now()).toISOString();
      const payment: PaymentRecord = {
        _id: newObjectId(now()),
        enrollmentId: enrollment._id,
        email: enrollment.email,
        productName: payload.product.name,
        productBy: payload.product.productBy ?? '',
        amount: Math.round(enrollment.price * 100),
        currency: 'usd',
        chargeId: `ch_${randomHex(12)}`,
        createdAt: paidAt,
      };
      db.payments.push(payment);
      enrollment.status = 'Paid';
      enrollment.paidAt = paidAt;
      return {
        acknowledged: true,
        paid: true,
        enrollmentId: enrollment._id,
        chargeId: payment.chargeId,
      };
    });
    if (outcome instanceof HttpError) throw outcome;
    return json(200, outcome);
  });

  // ---- EmailJS-compatible endpoint (D11) ----

  const RESERVED_EMAIL_FIELDS = [
    'lib_version',
    'service_id',
    'template_id',
    'user_id',
    'template_params',
    'accessToken',
  ];

  async function storeEmail(
    client: string,
    fields: Record<string, unknown>,
    params: Record<string, unknown>,
  ): Promise<MockResponse> {
    const userId = textField(fields, 'user_id');
    const serviceId = textField(fields, 'service_id');
    const templateId = textField(fields, 'template_id');
    if (!userId) return text(400, EMAILJS_ERRORS.userId);
    if (!serviceId) return text(400, EMAILJS_ERRORS.serviceId);
    if (!templateId) return text(400, EMAILJS_ERRORS.templateId);
    const decision = contactLimiter.take(client);
    if (!decision.allowed) {
      return text(429, tooManyMessagesText(contactLimiter, decision.retryAfterSeconds), {
        'Retry-After': String(decision.retryAfterSeconds),
      });
    }
    const message: OutboxMessage = {
      _id: newObjectId(now()),
      receivedAt: new Date(now()).toISOString(),
      serviceId,
      templateId,
      userId,
      libVersion: textField(fields, 'lib_version'),
      params: Object.fromEntries(
        Object.entries(params)
          .filter(
            ([key, value]) =>
              !RESERVED_EMAIL_FIELDS.includes(key) && value !== undefined && value !== null,
          )
          .map(([key, value]) => [key, typeof value === 'string' ? value : JSON.stringify(value)]),
      ),
    };
    await store.update((db) => {
      db.outbox.push(message);
    });
    return text(200, 'OK');
  }

  route(`POST ${EMAILJS_PATHS.sendForm}`, async (context) => {
    const body = await context.body();
    const fields = isRecord(body) ? body : {};
    return storeEmail(context.client, fields, fields);
  });
  route(`POST ${EMAILJS_PATHS.send}`, async (context) => {
    const body = await context.body();
    const fields = isRecord(body) ? body : {};
    return storeEmail(
      context.client,
      fields,
      isRecord(fields.template_params) ? fields.template_params : {},
    );
  });
  route(`GET ${EMAILJS_PATHS.outbox}`, (context) => list('outbox', context));

  // ---- dev-only routes (see the header comment) ----

  route(`POST ${DEV_PATHS.seedCourses}`, async (context) => {
    const body = await context.body();
    const count = isRecord(body) ? body.count : undefined;
    if (
      typeof count !== 'number' ||
      !Number.isInteger(count) ||
      count < 1 ||
      count > MAX_GENERATED_COURSES
    ) {
      const message = `count must be an integer from 1 to ${MAX_GENERATED_COURSES}`;
      throw new HttpError(400, { error: API_ERRORS.validation, fields: { count: message } });
    }
    const total = await store.update((db) => {
      db.courses.push(...generateCourses(count, 1, now()));
      return db.courses.length;
    });
    return json(201, { acknowledged: true, insertedCount: count, total });
  });
  const seed = options.seed;
  if (seed) {
    route(`POST ${DEV_PATHS.reset}`, async () => {
      const fresh = await seed();
      await store.update((db) => {
        for (const name of COLLECTION_NAMES) Object.assign(db, { [name]: fresh[name] });
      });
      contactLimiter.reset();
      return json(200, { acknowledged: true });
    });
  }
  route(`POST ${DEV_PATHS.resetRateLimits}`, () => {
    contactLimiter.reset();
    return Promise.resolve(json(200, { acknowledged: true }));
  });

  // ---- dispatch ----

  const surfaceRoutes =
    options.surface === 'payment'
      ? routes.filter((item) => item.segments.join('/') === 'payment')
      : routes;

  async function dispatch(request: MockRequest): Promise<MockResponse> {
    const method = request.method.toUpperCase();
    const segments = splitPath(request.path);
    if (!segments) throw new HttpError(404, { error: API_ERRORS.notFound });
    const matches = surfaceRoutes
      .map((item) => ({ item, params: matchSegments(item.segments, segments) }))
      .filter(
        (match): match is { item: Route; params: Record<string, string> } => match.params !== null,
      );
    if (matches.length === 0) throw new HttpError(404, { error: API_ERRORS.notFound });
    if (method === 'OPTIONS') {
      return { status: 204, headers: { ...CORS_HEADERS }, body: undefined };
    }
    const lookup = method === 'HEAD' ? 'GET' : method;
    // A literal segment beats a parameter (PUT /users/admin vs GET /users/:email).
    const match = matches.find(({ item }) => item.method === lookup);
    if (!match) {
      const allow = [...new Set(matches.map(({ item }) => item.method)), 'OPTIONS'].join(', ');
      throw new HttpError(405, { error: API_ERRORS.methodNotAllowed }, { Allow: allow });
    }
    const headers = normaliseHeaders(request.headers);
    let parsed: Promise<unknown> | null = null;
    const context: Context = {
      method,
      client: request.clientId ?? 'local',
      params: match.params,
      query: toSearchParams(request.query, request.path),
      headers,
      body: () => (parsed ??= parseBody(request.body, headers['content-type'], maxBodyBytes)),
    };
    const response = await match.item.handler(context);
    return method === 'HEAD' ? { ...response, body: undefined } : response;
  }

  return {
    async handle(request) {
      try {
        return await dispatch(request);
      } catch (error) {
        if (error instanceof HttpError) {
          return typeof error.body === 'string'
            ? text(error.status, error.body, error.headers)
            : json(error.status, error.body, error.headers);
        }
        options.onError?.(error);
        return json(500, { error: API_ERRORS.internal });
      }
    },
  };
}
