/**
 * Certificates of completion: what the server issues when a learner's course becomes Completed,
 * what anyone may read of one, and the issuer they name (docs/decisions.md, "Certificates").
 */

/** The issuer every certificate names. */
export const ISSUER_NAME = 'Learn Academy';
/** The issuer's name in MSW mode, whose signing key lives only in the browser's memory. */
export const TEST_ISSUER_NAME = 'Learn Academy (test issuer)';

/** A certificate id: 16 random bytes (128 bits) in base64url, 22 characters. */
export const CERTIFICATE_ID_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** The longest reason an admin may give for revoking a certificate. */
export const REVOCATION_REASON_MAX = 200;

/** The reason a refund writes on the certificate it revokes. */
export const REFUND_REVOCATION_REASON = 'The course was refunded';

export type CertificateStatus = 'valid' | 'revoked';

/**
 * A certificate as anyone may read it (GET /certificates/{certificateId}): nothing about the
 * learner but the name printed on it.
 */
export interface PublicCertificate {
  /** The certificate id (128 random bits, base64url). */
  id: string;
  /** The learner's name as the server held it when the certificate was issued. */
  learnerName: string;
  courseId: string;
  /** The course's name when the certificate was issued. */
  courseTitle: string;
  /** The display names of the course's instructors when the certificate was issued. */
  instructors: string[];
  /** ISO date-time the course became Completed. */
  completedAt: string;
  /** The course's length in hours (its lessons' minutes), rounded to a tenth. */
  hours: number;
  issuer: {
    name: string;
    /** The issuer's DID (did:web), whose document publishes its keys. */
    id: string;
  };
  status: CertificateStatus;
  /** ISO date-time of the revocation, present when status is 'revoked'. */
  revokedAt?: string;
  /** Why it was revoked, present when status is 'revoked'. */
  revocationReason?: string;
}

/** A certificate as the server keeps it: the public fields, and whose it is. */
export interface CertificateRecord {
  /** The certificate id (PublicCertificate.id). */
  _id: string;
  /** The account it was issued to (never answered to anyone but its owner and admins). */
  uid: string;
  courseId: string;
  learnerName: string;
  courseTitle: string;
  instructors: string[];
  completedAt: string;
  hours: number;
  /** ISO date-time it was issued: its credential's proof is dated then. */
  issuedAt: string;
  /** Its bit in the issuer's revocation status list. */
  statusListIndex: number;
  revokedAt?: string;
  revocationReason?: string;
  /** The account that revoked it (an admin, or the learner's refund). */
  revokedBy?: string;
  /** Revoked by a refund: a later enrollment that completes the course gets a new certificate. */
  revokedByRefund?: boolean;
}
