import type { PublicCertificate } from '@/shared/domain/certificates';
import { formatDateTime } from '@/shared/domain/dateFormat';

/*
 * The words of a certificate, shared by the page (CertificateDocument) and the PDF
 * (certificatePdf), so that both say exactly the same.
 */

export const CERTIFICATE_HEADING = 'Certificate of completion';
export const CERTIFIES_THAT = 'This certifies that';
export const HAS_COMPLETED = 'has completed the course';
export const QR_CODE_LABEL = "QR code to this certificate's page";
export const PAGE_URL_CAPTION = "This certificate's page:";

/**
 * A date as the site shows dates (dateFormat.ts), without the time of day: "Nov 23, 2026". A
 * certificate names the day a course was completed, not the minute.
 */
export function certificateDate(value: string): string {
  return formatDateTime(value).replace(/, \d{1,2}:\d{2} [AP]M$/, '');
}

/** A course's length: "1 hour", "12.5 hours". */
export function hoursText(hours: number): string {
  return `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
}

/** Names as a sentence lists them: "A", "A and B", "A, B and C". */
export function namesText(names: readonly string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export const issuedBy = (certificate: PublicCertificate): string =>
  `Issued by ${certificate.issuer.name}`;

/** The facts under the course's title, in the order both the page and the PDF list them. */
export function certificateFacts(certificate: PublicCertificate): [term: string, value: string][] {
  const facts: [string, string][] = [
    ['Completed on', certificateDate(certificate.completedAt)],
    ['Length', hoursText(certificate.hours)],
  ];
  if (certificate.instructors.length > 0) {
    facts.push([
      certificate.instructors.length === 1 ? 'Instructor' : 'Instructors',
      namesText(certificate.instructors),
    ]);
  }
  facts.push(['Certificate ID', certificate.id]);
  return facts;
}

/** What a revoked certificate says of its revocation, so a print or a PDF of it cannot pass for valid. */
export function revocationText(certificate: PublicCertificate): string | null {
  if (certificate.status !== 'revoked') return null;
  const when = certificate.revokedAt ? ` on ${certificateDate(certificate.revokedAt)}` : '';
  const reason = certificate.revocationReason?.trim().replace(/\.$/, '');
  return `This certificate was revoked${when}${reason ? `: ${reason}` : ''}.`;
}
