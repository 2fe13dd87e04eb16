/**
 * Enrollments carry a learner's email, phone and address: each is read and cancelled only by that
 * learner or an admin; the whole list is for admins.
 */
import type { Enrollment } from '../../../src/app/domain/entities';
import { enrollmentSchema } from '../../../src/app/domain/schemas';
import { newObjectId } from '../ids';
import { sameEmail } from '../core/auth';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError } from '../core/errors';
import { json, type Context } from '../core/routing';
import { validated, withoutUndefined } from '../core/validation';

export function registerEnrollments({ route, now, auth, collections }: ApiDeps): void {
  /** The enrollment named in the path, when the caller owns it or is an admin. */
  async function ownedEnrollment(context: Context): Promise<Enrollment> {
    const identity = auth.identityOf(context);
    const id = context.params.id ?? '';
    const enrollment = await collections.findById('enroll', id, API_ERRORS.noEnrollment);
    const { admin } = await auth.rolesOf(identity.email);
    if (!admin && !sameEmail(enrollment.email, identity.email)) {
      throw new HttpError(403, { error: API_ERRORS.ownEnrollmentOnly });
    }
    return enrollment;
  }

  route('GET /enroll', async (context) => {
    const identity = auth.identityOf(context);
    const { admin } = await auth.rolesOf(identity.email);
    const email = context.query.get('email')?.trim();
    if (!email) {
      if (!admin) throw new HttpError(403, { error: API_ERRORS.adminsOnly });
      return collections.list('enroll', context, undefined, ['email']);
    }
    if (!admin && !sameEmail(email, identity.email)) {
      throw new HttpError(403, { error: API_ERRORS.ownEnrollmentsOnly });
    }
    return collections.list('enroll', context, (item) => sameEmail(item.email, email), ['email']);
  });

  route('GET /enroll/:id', async (context) => json(200, await ownedEnrollment(context)));

  route('POST /enroll', async (context) => {
    const identity = auth.identityOf(context);
    const payload = await validated(enrollmentSchema, await context.body());
    const { admin } = await auth.rolesOf(identity.email);
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
    return collections.insert('enroll', enrollment);
  });

  route('DELETE /enroll/:id', async (context) => {
    const enrollment = await ownedEnrollment(context);
    return collections.removeById('enroll', enrollment._id, API_ERRORS.noEnrollment);
  });
}
