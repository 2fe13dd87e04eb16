/**
 * Certificates (docs/decisions.md, "Certificates"): anyone reads one by its id (nothing of the
 * learner but the name on it); its learner asks for it (issued once per completion) and downloads
 * its Open Badges 3.0 credential, signed by the issuer's key; an admin revokes it with a reason. The
 * issuer's DID document (its public keys) and its revocation status list are public.
 */
import { CERTIFICATE_ID_PATTERN, type CertificateRecord } from '@/shared/domain/certificates';
import { revocationSchema } from '@/shared/domain/schemas';
import {
  certificatesOf,
  issueCertificateIfCompleted,
  publicCertificate,
  STATUS_LIST_BITS,
  validCertificateOf,
} from '../certificates';
import { rolesIn } from '../core/auth';
import type { ApiDeps } from '../core/deps';
import { API_ERRORS, HttpError } from '../core/errors';
import { json, type Context } from '../core/routing';
import { validated } from '../core/validation';
import type { Frozen } from '../store';
import { findCourse } from './courseAccess';
import { enrollRequired } from './lessons';
import { accessTo } from '../learning';
import type { CertificateIssuer } from '../credentials/issuer';

const notFound = () =>
  new HttpError(404, { error: API_ERRORS.noCertificate, code: 'certificate_not_found' });

/** The JSON-LD answers (credentials, DID documents) with their media types. */
const jsonLd = (body: unknown, type: string) =>
  json(200, body, { 'Content-Type': type, 'Cache-Control': 'no-store' });

export function registerCertificates(
  { route, store, now, auth }: ApiDeps,
  issuer: CertificateIssuer,
): void {
  const certificateIn = async (context: Context): Promise<Frozen<CertificateRecord>> => {
    const id = context.params.certificateId ?? '';
    const found = CERTIFICATE_ID_PATTERN.test(id)
      ? (await store.view()).get('certificates', id)
      : undefined;
    if (!found) throw notFound();
    return found;
  };

  route('GET /certificates/:certificateId', async (context) =>
    json(200, publicCertificate(await certificateIn(context), issuer.identity())),
  );

  // The learner's certificate in a course they completed: issued on completion already, so this
  // answers the same one each time (or issues it, should completion have come before issuing did).
  route('POST /courses/:courseId/certificate', async (context) => {
    const { uid } = await auth.identityOf(context);
    const courseId = context.params.courseId ?? '';
    const result = await store.update((tx) => {
      const found = findCourse(tx, courseId);
      if (!found) throw new HttpError(404, { error: API_ERRORS.noCourse });
      if (!accessTo(tx, found.course, uid).learner) throw enrollRequired();
      const before = validCertificateOf(tx, uid, courseId);
      const certificate = before ?? issueCertificateIfCompleted(tx, uid, courseId, now());
      const revokedByAdmin = certificatesOf(tx, uid, courseId).some(
        (item) => item.revokedAt && !item.revokedByRefund,
      );
      if (!certificate && revokedByAdmin) {
        throw new HttpError(409, {
          error: API_ERRORS.certificateWithdrawn,
          code: 'certificate_revoked',
        });
      }
      if (!certificate) {
        throw new HttpError(409, {
          error: API_ERRORS.courseNotCompleted,
          code: 'course_not_completed',
        });
      }
      return { certificate, created: !before };
    });
    return json(
      result.created ? 201 : 200,
      publicCertificate(result.certificate, issuer.identity()),
    );
  });

  route('GET /certificates/:certificateId/credential', async (context) => {
    const identity = await auth.identityOf(context);
    const certificate = await certificateIn(context);
    const data = await store.view();
    if (certificate.uid !== identity.uid && !rolesIn(data, identity.uid).admin) {
      throw new HttpError(403, { error: API_ERRORS.ownCertificateOnly });
    }
    return jsonLd(await issuer.credentialOf(certificate), 'application/vc+ld+json');
  });

  route('POST /certificates/:certificateId/revocation', async (context) => {
    const admin = await auth.requireAdmin(context);
    const { reason } = await validated(revocationSchema, await context.body());
    const id = (await certificateIn(context))._id;
    const revoked = await store.update((tx) => {
      const certificate = tx.get('certificates', id);
      if (!certificate) throw notFound();
      if (certificate.revokedAt) {
        throw new HttpError(409, {
          error: API_ERRORS.certificateRevoked,
          code: 'certificate_revoked',
        });
      }
      const revocation = {
        revokedAt: new Date(now()).toISOString(),
        revocationReason: reason,
        revokedBy: admin.uid,
      };
      tx.patch('certificates', id, revocation);
      return { ...certificate, ...revocation };
    });
    return json(200, publicCertificate(revoked, issuer.identity()));
  });

  route('GET /issuer/did.json', async () =>
    jsonLd(await issuer.didDocument(), 'application/did+ld+json'),
  );

  route('GET /issuer/status/:listId', async (context) => {
    if (context.params.listId !== '1') throw new HttpError(404, { error: API_ERRORS.notFound });
    const data = await store.view();
    const revoked = data.db.certificates
      .filter((certificate) => certificate.revokedAt)
      .map((certificate) => certificate.statusListIndex)
      .filter((index) => index < STATUS_LIST_BITS);
    return jsonLd(
      await issuer.statusList(revoked, new Date(now()).toISOString()),
      'application/vc+ld+json',
    );
  });
}
