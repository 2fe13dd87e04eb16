/**
 * A certificate as an Open Badges 3.0 credential (an OpenBadgeCredential, a W3C Verifiable
 * Credential 2.0), before it is signed. Every term is defined by the VC 2.0 or OB 3.0 context.
 */
import type { PublicCertificate } from '../certificates';
import { OB_V3_CONTEXT_URL, VC_V2_CONTEXT_URL } from './contexts';

/**
 * The bits in a status list: the W3C Bitstring Status List's minimum, so that a list
 * with few revocations does not tell which credentials are on it.
 */
export const STATUS_LIST_LENGTH = 131_072;

/** How OB 3.0 names the learner without a DID: an identity object holding the plain name. */
export interface IdentityObject {
  type: 'IdentityObject';
  identityType: 'name';
  hashed: false;
  identityHash: string;
}

export interface Achievement {
  /** The course's page. */
  id: string;
  type: ['Achievement'];
  achievementType: 'Course';
  name: string;
  description: string;
  criteria: { narrative: string };
}

/** The credential's entry in the issuer's revocation list (W3C Bitstring Status List). */
export interface BitstringStatusListEntry {
  id: string;
  type: 'BitstringStatusListEntry';
  statusPurpose: 'revocation';
  /** The bit's index, as a string: the Bitstring Status List format types it so. */
  statusListIndex: string;
  /** The URL of the status list credential. */
  statusListCredential: string;
}

export interface OpenBadgeCredential {
  '@context': [typeof VC_V2_CONTEXT_URL, typeof OB_V3_CONTEXT_URL];
  /** The certificate's page. */
  id: string;
  type: ['VerifiableCredential', 'OpenBadgeCredential'];
  issuer: { id: string; type: ['Profile']; name: string; url: string };
  validFrom: string;
  awardedDate: string;
  name: string;
  description: string;
  credentialSubject: {
    type: ['AchievementSubject'];
    identifier: [IdentityObject];
    achievement: Achievement;
  };
  credentialStatus: BitstringStatusListEntry;
}

export interface CertificateCredentialInput {
  certificate: PublicCertificate;
  /** ISO date-time the certificate was issued. */
  issuedAt: string;
  issuer: {
    /** The issuer's DID (did:web). */
    id: string;
    name: string;
    /** The site's address. */
    url: string;
  };
  /** The certificate's page: `https://host/certificates/{id}`. */
  pageUrl: string;
  /** The certificate's bit in the revocation list. */
  status: { listUrl: string; index: number };
}

const CERTIFICATE_PATH = /\/certificates\/([^/]+)$/;

function assertDateTime(value: string, what: string): void {
  if (Number.isNaN(Date.parse(value)) || !/T.*(Z|[+-]\d\d:\d\d)$/.test(value)) {
    throw new Error(`${what} must be an ISO date-time with a time zone, not "${value}"`);
  }
}

/** "A", "A and B", "A, B and C". */
function listOfNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/**
 * The unsigned credential of `certificate`. The learner is named by an OB 3.0 IdentityObject
 * (identityType "name", not hashed). OB 3.0 has no term for a course's length in hours (its
 * creditsAvailable counts academic credit hours) nor for a course's teachers (its creator is a
 * single profile), so both are told in the achievement's criteria.
 */
export function certificateCredential({
  certificate,
  issuedAt,
  issuer,
  pageUrl,
  status,
}: CertificateCredentialInput): OpenBadgeCredential {
  const page = new URL(pageUrl);
  if (CERTIFICATE_PATH.exec(page.pathname)?.[1] !== certificate.id) {
    throw new Error(`${pageUrl} is not the page of certificate ${certificate.id}`);
  }
  if (!issuer.id.startsWith('did:')) throw new Error(`The issuer "${issuer.id}" is not a DID`);
  if (!Number.isInteger(status.index) || status.index < 0 || status.index >= STATUS_LIST_LENGTH) {
    throw new RangeError(`The status list index ${status.index} is outside the list`);
  }
  assertDateTime(certificate.completedAt, 'completedAt');
  assertDateTime(issuedAt, 'issuedAt');
  const listUrl = new URL(status.listUrl).href;

  const title = certificate.courseTitle;
  const hours = `${certificate.hours} ${certificate.hours === 1 ? 'hour' : 'hours'}`;
  const taughtBy =
    certificate.instructors.length > 0 ? `, taught by ${listOfNames(certificate.instructors)}` : '';

  return {
    '@context': [VC_V2_CONTEXT_URL, OB_V3_CONTEXT_URL],
    id: page.href,
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuer.id, type: ['Profile'], name: issuer.name, url: new URL(issuer.url).href },
    validFrom: certificate.completedAt,
    awardedDate: issuedAt,
    name: `Certificate of completion: ${title}`,
    description: `${issuer.name} certifies the completion of the course “${title}”.`,
    credentialSubject: {
      type: ['AchievementSubject'],
      identifier: [
        {
          type: 'IdentityObject',
          identityType: 'name',
          hashed: false,
          identityHash: certificate.learnerName,
        },
      ],
      achievement: {
        id: new URL(`/courses/${encodeURIComponent(certificate.courseId)}`, page.origin).href,
        type: ['Achievement'],
        achievementType: 'Course',
        name: title,
        description: `The course “${title}” (${hours}) on ${issuer.name}.`,
        criteria: {
          narrative: `Complete every lesson of the course “${title}” (${hours}${taughtBy}).`,
        },
      },
    },
    credentialStatus: {
      id: `${listUrl}#${status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(status.index),
      statusListCredential: listUrl,
    },
  };
}

/**
 * The certificate id a credential names: the last segment of its id, a certificate page's URL
 * (`.../certificates/{id}`); undefined when it names none.
 */
export function certificateIdOfCredential(json: unknown): string | undefined {
  if (typeof json !== 'object' || json === null) return undefined;
  const { id } = json as { id?: unknown };
  if (typeof id !== 'string' || !URL.canParse(id)) return undefined;
  const match = CERTIFICATE_PATH.exec(new URL(id).pathname);
  if (!match?.[1]) return undefined;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return undefined;
  }
}
