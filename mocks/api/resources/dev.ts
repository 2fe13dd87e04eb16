/**
 * Dev-only routes (this mock server only, never the product API; for e2e and QA). They exist only
 * when the server is started with its development flag (MockApiOptions.devRoutes), and answer
 * admins only (401 without a token, 403 for anyone else):
 *   POST /__dev/seed-courses {"count": 10000}  appends that many generated courses ('Course 1'...)
 *   POST /__dev/reset                          restores the seed and clears the rate limits
 *   POST /__dev/reset-rate-limits              clears the rate limits only (contact and accounts')
 *   POST /__dev/backdate-payment {"enrollmentId": "...", "hours": 72}
 *                                              moves a paid enrollment's payment that many hours
 *                                              into the past (its paidAt and its charge's time), so
 *                                              that a test can reach a closed refund window with a
 *                                              payment of its own instead of the seed's
 */
import { isObjectId } from '../ids';
import { resetRateLimits } from '../rateLimit';
import { generateCourses, MAX_GENERATED_COURSES } from '../generatedCourses';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError } from '../core/errors';
import { json, type AddRoute } from '../core/routing';
import { isRecord } from '../core/validation';
import { chargeOf } from './enrollments';

export const DEV_PATHS = {
  seedCourses: '/__dev/seed-courses',
  reset: '/__dev/reset',
  resetRateLimits: '/__dev/reset-rate-limits',
  backdatePayment: '/__dev/backdate-payment',
} as const;

/** The longest a payment can be moved back: a year. */
export const MAX_BACKDATE_HOURS = 24 * 366;

const HOUR_MS = 60 * 60 * 1000;

const isBackdateHours = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_BACKDATE_HOURS;

const earlier = (iso: string, hours: number): string =>
  new Date(Date.parse(iso) - hours * HOUR_MS).toISOString();

export function registerDevRoutes(deps: ApiDeps): void {
  const { store, now, auth, limits, seed } = deps;
  const route: AddRoute = (spec, handler) =>
    deps.route(spec, async (context) => {
      await auth.requireAdmin(context);
      return handler(context);
    });

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
    const total = await store.update((tx) => {
      tx.insert('courses', ...generateCourses(count, 1, now()));
      return tx.db.courses.length + count;
    });
    return json(201, { acknowledged: true, insertedCount: count, total });
  });

  if (seed) {
    route(`POST ${DEV_PATHS.reset}`, async () => {
      const fresh = await seed();
      await store.update((tx) => tx.replaceAll(fresh));
      resetRateLimits(limits);
      return json(200, { acknowledged: true });
    });
  }

  route(`POST ${DEV_PATHS.backdatePayment}`, async (context) => {
    const body = await context.body();
    const enrollmentId = isRecord(body) ? body.enrollmentId : undefined;
    const hours = isRecord(body) ? body.hours : undefined;
    if (typeof enrollmentId !== 'string' || !isBackdateHours(hours)) {
      const fields: Record<string, string> = {};
      if (typeof enrollmentId !== 'string') fields.enrollmentId = 'enrollmentId must be text';
      if (!isBackdateHours(hours))
        fields.hours = `hours must be an integer from 1 to ${MAX_BACKDATE_HOURS}`;
      throw new HttpError(400, { error: API_ERRORS.validation, fields });
    }
    const paidAt = await store.update((tx) => {
      const enrollment = isObjectId(enrollmentId) ? tx.get('enroll', enrollmentId) : undefined;
      if (!enrollment) throw new HttpError(404, { error: API_ERRORS.noEnrollment });
      const charge = chargeOf(tx, enrollment._id);
      if (enrollment.status !== 'Paid' || !enrollment.paidAt || !charge) {
        throw new HttpError(409, { error: API_ERRORS.notPaid });
      }
      const backdated = earlier(enrollment.paidAt, hours);
      tx.patch('enroll', enrollment._id, { paidAt: backdated });
      tx.patch('payments', charge._id, { createdAt: earlier(charge.createdAt, hours) });
      return backdated;
    });
    return json(200, { acknowledged: true, enrollmentId, paidAt });
  });

  route(`POST ${DEV_PATHS.resetRateLimits}`, () => {
    resetRateLimits(limits);
    return Promise.resolve(json(200, { acknowledged: true }));
  });
}
