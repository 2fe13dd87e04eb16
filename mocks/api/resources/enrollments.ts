/**
 * Enrollments carry a learner's email, phone and address: each belongs to an account (`uid`) and is
 * read, cancelled or refunded only by that account or an admin; the whole list is for admins. (Receipts and refunds: ./receipts.ts.)
 *
 * An enrollment names its course by id and takes the course's name and price from the catalogue;
 * one learner has at most one Progressing or Paid enrollment per course. Only an unpaid enrollment
 * can be cancelled; a paid one is refunded instead, by its learner within REFUND_WINDOW_HOURS of
 * the payment, or by an admin at any time (a support override, recorded as such).
 */
import {
  ENROLLMENT_STATUSES,
  type Enrollment,
  type EnrollmentStatus,
} from '@/shared/domain/entities';
import { issueCertificateIfCompleted, latestCertificateOf } from '../certificates';
import { enrollmentSchema } from '@/shared/domain/schemas';
import { isFree } from '@/shared/domain/price';
import { isObjectId, newObjectId } from '../ids';
import { rolesIn, sameEmail, userByEmail } from '../core/auth';
import type { ApiDeps } from '../core/deps';
import {
  alreadyEnrolledIn,
  API_ERRORS,
  HttpError,
  priceIsNot,
  tooManyWrites,
} from '../core/errors';
import { json, type Context } from '../core/routing';
import { invalidParam, listOf, type ListFields } from '../listParams';
import { validated, withoutUndefined } from '../core/validation';
import type { DataView, Frozen } from '../store';
import { courseWithdrawn, findCourse } from './courseAccess';

/** Whether the enrollment counts as taken: a refunded one leaves the learner free to enroll again. */
const isActive = (enrollment: Enrollment): boolean =>
  enrollment.status === 'Progressing' || enrollment.status === 'Paid';

const ENROLLMENT_LIST: ListFields<
  Enrollment,
  'displayName' | 'email' | 'name' | 'price' | 'status' | 'paidAt' | 'refundedAt'
> = {
  searchIn: (item) => [item.displayName, item.email, item.name],
  sortFields: {
    displayName: (item) => item.displayName,
    email: (item) => item.email,
    name: (item) => item.name,
    price: (item) => item.price,
    status: (item) => item.status,
    paidAt: (item) => item.paidAt,
    refundedAt: (item) => item.refundedAt,
  },
};

/**
 * A list of enrollments as asked: `status` and `courseId` (a course page asks whether its learner
 * is enrolled), then `q` (a case-insensitive substring of the learner's name, email or course),
 * the sort (`_id` orders them by when they were made) and the page (../listParams.ts), with
 * X-Total-Count.
 */
function enrollmentList(
  data: DataView,
  enrollments: readonly Enrollment[],
  params: URLSearchParams,
) {
  const status = params.get('status')?.trim() || undefined;
  if (status !== undefined && !ENROLLMENT_STATUSES.includes(status as EnrollmentStatus)) {
    throw invalidParam('status', `status must be one of ${ENROLLMENT_STATUSES.join(', ')}`);
  }
  const courseId = params.get('courseId')?.trim() || undefined;
  const matching = enrollments.filter(
    (item) => (!status || item.status === status) && (!courseId || item.courseId === courseId),
  );
  const { items, total } = listOf(matching, params, ENROLLMENT_LIST);
  // Each row of the page with its learner's certificate in the course, when one was issued.
  const rows = items.map((item) => {
    const certificate = latestCertificateOf(data, item.uid, item.courseId);
    return certificate
      ? {
          ...item,
          certificate: { id: certificate._id, status: certificate.revokedAt ? 'revoked' : 'valid' },
        }
      : item;
  });
  return json(200, rows, { 'X-Total-Count': String(total) });
}

/** The succeeded charge of a paid (or refunded) enrollment. */
export const chargeOf = (data: DataView, enrollmentId: string) =>
  data
    .where('payments', 'enrollmentId', enrollmentId)
    .find((payment) => payment.status === 'succeeded');

/** The enrollment with that id when the account `uid` owns it or is an admin's; 404 or 403 otherwise. */
export function ownedIn(data: DataView, id: string, uid: string): Frozen<Enrollment> {
  const enrollment = isObjectId(id) ? data.get('enroll', id) : undefined;
  if (!enrollment) throw new HttpError(404, { error: API_ERRORS.noEnrollment });
  if (enrollment.uid !== uid && !rolesIn(data, uid).admin) {
    throw new HttpError(403, { error: API_ERRORS.ownEnrollmentOnly });
  }
  return enrollment;
}

export function registerEnrollments({ route, store, now, auth, limits }: ApiDeps): void {
  const owned = async (context: Context): Promise<Frozen<Enrollment>> => {
    const { uid } = await auth.identityOf(context);
    return ownedIn(await store.view(), context.params.id ?? '', uid);
  };

  // `?email=` names whose enrollments: the caller's own email answers the caller's account's
  // records; an admin may name anyone's (the account holding that email now).
  route('GET /enroll', async (context) => {
    const identity = await auth.identityOf(context);
    const { admin } = await auth.rolesOf(identity.uid);
    const email = context.query.get('email')?.trim();
    const data = await store.view();
    if (!email) {
      if (!admin) throw new HttpError(403, { error: API_ERRORS.adminsOnly });
      return enrollmentList(data, data.db.enroll, context.query);
    }
    if (sameEmail(email, identity.email)) {
      return enrollmentList(data, data.where('enroll', 'uid', identity.uid), context.query);
    }
    if (!admin) throw new HttpError(403, { error: API_ERRORS.ownEnrollmentsOnly });
    const account = userByEmail(data.db, email);
    return enrollmentList(
      data,
      account ? data.where('enroll', 'uid', account.uid) : [],
      context.query,
    );
  });

  route('GET /enroll/:id', async (context) => json(200, await owned(context)));

  route('POST /enroll', async (context) => {
    const identity = await auth.identityOf(context);
    const payload = await validated(enrollmentSchema, await context.body());
    // Made enrollments count against the caller's hourly limit; refused ones do not.
    const allowed = limits.enrollments.check(identity.uid);
    if (!allowed.allowed) {
      throw tooManyWrites('enrolled', limits.enrollments.policy.max, allowed.retryAfterSeconds);
    }
    const created = await store.update((tx) => {
      // The enrollment belongs to the caller's account; an admin may enroll the account that
      // holds another email.
      let owner = identity.uid;
      if (!sameEmail(payload.email, identity.email)) {
        if (!rolesIn(tx, identity.uid).admin) {
          throw new HttpError(403, { error: API_ERRORS.ownEmailOnly });
        }
        const account = userByEmail(tx.db, payload.email);
        if (!account) throw new HttpError(404, { error: API_ERRORS.noUser });
        owner = account.uid;
      }
      const courseId = payload.courseId;
      const course = isObjectId(courseId) ? tx.get('courses', courseId) : undefined;
      if (!course) {
        // A withdrawn course takes no new enrollment (409); an unknown one is a 404.
        if (findCourse(tx, courseId)) throw courseWithdrawn(409);
        throw new HttpError(404, { error: API_ERRORS.noCourse });
      }
      if (payload.price !== undefined && payload.price !== course.price) {
        const message = priceIsNot(course.name, course.price, payload.price);
        throw new HttpError(400, { error: message, fields: { price: message } });
      }
      const taken = tx
        .where('enroll', 'courseId', course._id)
        .find((item) => item.uid === owner && isActive(item));
      if (taken) {
        throw new HttpError(409, {
          error: alreadyEnrolledIn(course.name),
          code: 'already_enrolled',
        });
      }
      const enrollment: Enrollment = withoutUndefined({
        _id: newObjectId(now()),
        courseId: course._id,
        name: course.name,
        price: course.price,
        uid: owner,
        displayName: payload.displayName,
        email: payload.email,
        address: payload.address,
        city: payload.city,
        phone: payload.phone,
        status: 'Progressing' as const,
      });
      tx.insert('enroll', enrollment);
      // A free course is open at once: progress completed before comes back with its certificate.
      if (isFree(enrollment.price)) {
        issueCertificateIfCompleted(tx, owner, course._id, now(), { learner: true });
      }
      return enrollment._id;
    });
    limits.enrollments.take(identity.uid);
    return json(201, { acknowledged: true, insertedId: created });
  });

  route('DELETE /enroll/:id', async (context) => {
    const identity = await auth.identityOf(context);
    await store.update((tx) => {
      const enrollment = ownedIn(tx, context.params.id ?? '', identity.uid);
      if (enrollment.status === 'Paid') {
        throw new HttpError(409, { error: API_ERRORS.paidNotCancelled });
      }
      if (enrollment.status === 'Refunded') {
        throw new HttpError(409, { error: API_ERRORS.refundedKept });
      }
      tx.remove('enroll', enrollment._id);
    });
    return json(200, { acknowledged: true, deletedCount: 1 });
  });
}
