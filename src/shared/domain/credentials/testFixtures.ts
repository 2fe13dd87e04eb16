/** A certificate and its credential's parts, for the credential tests. */
import type { PublicCertificate } from '../certificates';
import { certificateCredential, type OpenBadgeCredential } from './credential';

export const SITE = 'https://localhost:4173';
export const DID = 'did:web:localhost%3A4173:api:issuer';
export const LIST_URL = `${SITE}/api/credentials/status/revocation`;
export const CERTIFICATE_ID = 'q0Zk1mC3pV9xWb7nT2yR4g';
export const ISSUED_AT = '2025-03-01T10:00:02.345Z';

export function sampleCertificate(overrides: Partial<PublicCertificate> = {}): PublicCertificate {
  return {
    id: CERTIFICATE_ID,
    learnerName: 'Ada Lovelace',
    courseId: 'analytical-engines',
    courseTitle: 'Analytical Engines',
    instructors: ['Charles Babbage', 'Mary Somerville'],
    completedAt: '2025-03-01T10:00:00.000Z',
    hours: 12.5,
    issuer: { name: 'Learn Academy', id: DID },
    status: 'valid',
    ...overrides,
  };
}

/** The unsigned credential of `certificate`, its status at `index` of LIST_URL. */
export function sampleCredential(
  certificate: PublicCertificate = sampleCertificate(),
  index = 5,
): OpenBadgeCredential {
  return certificateCredential({
    certificate,
    issuedAt: ISSUED_AT,
    issuer: { id: DID, name: certificate.issuer.name, url: `${SITE}/` },
    pageUrl: `${SITE}/certificates/${certificate.id}`,
    status: { listUrl: LIST_URL, index },
  });
}
