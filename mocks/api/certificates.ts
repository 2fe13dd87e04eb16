/**
 * Certificates of completion (docs/decisions.md, "Certificates"): issued by the server, in the same
 * transaction, when a learner who may learn from a course has completed it; one valid certificate
 * per account and course; revoked by a refund or by an admin, never deleted.
 */
import {
  ISSUER_NAME,
  type CertificateRecord,
  type PublicCertificate,
} from '@/shared/domain/certificates';
import { userOf } from './core/auth';
import { findCourse } from './resources/courseAccess';
import { accessTo, progressOf, publishedOutline } from './learning';
import type { DataView, Frozen, Transaction } from './store';

/** The bits of the issuer's one revocation list (the W3C Bitstring Status List's minimum). */
export const STATUS_LIST_BITS = 131_072;

/** 16 random bytes in base64url: an id nobody can guess (128 bits). */
export function newCertificateId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Every certificate the account was issued in the course, revoked ones included. */
export const certificatesOf = (
  data: Pick<DataView, 'where'>,
  uid: string,
  courseId: string,
): Frozen<CertificateRecord>[] =>
  data.where('certificates', 'uid', uid).filter((certificate) => certificate.courseId === courseId);

/** The account's certificate in the course that is not revoked, if any. */
export const validCertificateOf = (
  data: Pick<DataView, 'where'>,
  uid: string,
  courseId: string,
): Frozen<CertificateRecord> | undefined =>
  certificatesOf(data, uid, courseId).find((certificate) => !certificate.revokedAt);

/** The account's newest certificate in the course, valid or revoked, if any. */
export const latestCertificateOf = (
  data: Pick<DataView, 'where'>,
  uid: string,
  courseId: string,
): Frozen<CertificateRecord> | undefined =>
  certificatesOf(data, uid, courseId).reduce<Frozen<CertificateRecord> | undefined>(
    // Each certificate takes the next bit: the highest is the newest.
    (newest, certificate) =>
      !newest || certificate.statusListIndex > newest.statusListIndex ? certificate : newest,
    undefined,
  );

/** The course's length in hours (its published lessons' minutes), to a tenth. */
function hoursOf(
  data: Pick<DataView, 'where'>,
  courseId: string,
  gone: ReadonlySet<string> = new Set(),
): number {
  const minutes = publishedOutline(data, courseId)
    .flatMap((section) => section.lessons)
    .filter((lesson) => !gone.has(lesson._id))
    .reduce((sum, lesson) => sum + lesson.minutes, 0);
  return Math.round((minutes / 60) * 10) / 10;
}

/**
 * What the caller's transaction has just written, which it cannot read back (a transaction sees the
 * data as it was when it started).
 */
export interface JustWritten {
  /** The account's progress in the course became Completed at this time. */
  completedAt?: string;
  /** The account may now learn from the course: an enrollment just paid, or made in a free course. */
  learner?: boolean;
  /** Lessons just deleted or unpublished: no longer part of the course's length. */
  gone?: ReadonlySet<string>;
}

/** Certificates issued by each transaction so far: each takes the next bit of the status list. */
const issuedIn = new WeakMap<Transaction, number>();

/**
 * Issues the account's certificate in the course when it has completed it and may learn from it,
 * and has no valid one yet; answers the valid one (new or not), or undefined when not Completed.
 * A certificate an admin revoked is not replaced; one a refund revoked is, by the next enrollment.
 */
export function issueCertificateIfCompleted(
  tx: Transaction,
  uid: string,
  courseId: string,
  time: number,
  written: JustWritten = {},
): Frozen<CertificateRecord> | undefined {
  const earlier = certificatesOf(tx, uid, courseId);
  const existing = earlier.find((item) => !item.revokedAt);
  if (existing) return existing;
  if (earlier.some((item) => !item.revokedByRefund)) return undefined;
  const completedAt = written.completedAt ?? progressOf(tx, uid, courseId)?.completedAt;
  const found = findCourse(tx, courseId);
  if (!completedAt || !found) return undefined;
  if (!(written.learner ?? accessTo(tx, found.course, uid).learner)) return undefined;
  const course = found.course;
  // The name registered with the account, or the one given with the enrollment when it has none.
  const enrollment = tx
    .where('enroll', 'uid', uid)
    .find((item) => item.courseId === courseId && item.status !== 'Refunded');
  const learnerName =
    userOf(tx, uid)?.displayName.trim() || enrollment?.displayName.trim() || 'Learner';
  const instructors = (course.instructorIds ?? []).flatMap((instructorUid) => {
    const name = userOf(tx, instructorUid)?.displayName.trim();
    return name ? [name] : [];
  });
  // Certificates are never deleted, and each takes the next bit.
  const issuedBefore = issuedIn.get(tx) ?? 0;
  const statusListIndex = tx.db.certificates.length + issuedBefore;
  issuedIn.set(tx, issuedBefore + 1);
  if (statusListIndex >= STATUS_LIST_BITS) throw new Error('The status list is full');
  const record: CertificateRecord = {
    _id: newCertificateId(),
    uid,
    courseId,
    learnerName,
    courseTitle: course.name,
    instructors,
    completedAt,
    hours: hoursOf(tx, courseId, written.gone),
    issuedAt: new Date(time).toISOString(),
    statusListIndex,
  };
  tx.insert('certificates', record);
  return record;
}

/** Revokes the account's valid certificate in the course, if it has one. */
export function revokeCertificateOf(
  tx: Transaction,
  uid: string,
  courseId: string,
  revocation: { at: number; reason: string; by: string; refund?: boolean },
): void {
  const valid = validCertificateOf(tx, uid, courseId);
  if (!valid) return;
  tx.patch('certificates', valid._id, {
    revokedAt: new Date(revocation.at).toISOString(),
    revocationReason: revocation.reason,
    revokedBy: revocation.by,
    ...(revocation.refund ? { revokedByRefund: true } : {}),
  });
}

/** What anyone may read of a certificate: nothing of the learner but the name on it. */
export function publicCertificate(
  record: Frozen<CertificateRecord>,
  issuer: { did: string; name?: string },
): PublicCertificate {
  return {
    id: record._id,
    learnerName: record.learnerName,
    courseId: record.courseId,
    courseTitle: record.courseTitle,
    instructors: [...record.instructors],
    completedAt: record.completedAt,
    hours: record.hours,
    issuer: { name: issuer.name ?? ISSUER_NAME, id: issuer.did },
    status: record.revokedAt ? 'revoked' : 'valid',
    ...(record.revokedAt
      ? { revokedAt: record.revokedAt, revocationReason: record.revocationReason ?? '' }
      : {}),
  };
}
