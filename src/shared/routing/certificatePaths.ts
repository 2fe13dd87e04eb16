/** Links to a certificate's page, and to add it to a LinkedIn profile (docs/decisions.md, "Certificates"). */
import { SITE_PAGES } from './siteMap';

/** `/certificates/{certificateId}`: the certificate's public page. */
export const certificatePath = (certificateId: string): string =>
  SITE_PAGES.certificate.path.replace(':certificateId', encodeURIComponent(certificateId));

/** The page's full address on this site, to share, print in its QR code and add to a profile. */
export const certificateUrl = (certificateId: string, origin: string = window.location.origin) =>
  `${origin}${certificatePath(certificateId)}`;

/**
 * LinkedIn's "Add to profile" address for a certification: its name, the issuer, the month it was
 * issued, the certificate's id and its page, filled in for the learner to confirm on LinkedIn.
 */
export function linkedInAddToProfileUrl(certificate: {
  id: string;
  courseTitle: string;
  completedAt: string;
  issuer: { name: string };
  pageUrl: string;
}): string {
  const issued = new Date(certificate.completedAt);
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseTitle,
    organizationName: certificate.issuer.name,
    issueYear: String(issued.getUTCFullYear()),
    issueMonth: String(issued.getUTCMonth() + 1),
    certUrl: certificate.pageUrl,
    certId: certificate.id,
  });
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
