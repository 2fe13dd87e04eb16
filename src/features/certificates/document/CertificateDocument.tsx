import { Fragment, useId } from 'react';
import type { PublicCertificate } from '@/shared/domain/certificates';
import {
  CERTIFICATE_HEADING,
  CERTIFIES_THAT,
  HAS_COMPLETED,
  PAGE_URL_CAPTION,
  QR_CODE_LABEL,
  certificateFacts,
  issuedBy,
  revocationText,
} from './certificateText';
import { QrCode } from './QrCode';
import './CertificateDocument.css';

interface CertificateDocumentProps {
  certificate: PublicCertificate;
  /** The certificate's public page, `${origin}/certificates/${id}`: what the QR code holds. */
  pageUrl: string;
  /** The heading's level: 2 under a page's own h1 (the default), 1 when it is the page's heading. */
  headingLevel?: 1 | 2;
}

/** A URL that may wrap after its slashes rather than anywhere. */
function WrappingUrl({ url }: { url: string }) {
  return url.split(/(?<=\/)(?!\/)/).map((part, index) => (
    // The parts are in a fixed order: their index is their identity.
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}

/**
 * A certificate of completion as text: a framed card on screen, and alone on one landscape page
 * when printed (CertificateDocument.css). The QR code leads to the certificate's page, whose URL is
 * printed beside it.
 */
export function CertificateDocument({
  certificate,
  pageUrl,
  headingLevel = 2,
}: CertificateDocumentProps) {
  const headingId = useId();
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  const revoked = revocationText(certificate);
  return (
    <article className="certificate-document" aria-labelledby={headingId}>
      <div className="certificate-document__frame">
        <div className="certificate-document__body">
          <Heading id={headingId} className="certificate-document__title">
            {CERTIFICATE_HEADING}
          </Heading>
          <p className="certificate-document__lead">{CERTIFIES_THAT}</p>
          <p className="certificate-document__name">{certificate.learnerName}</p>
          <p className="certificate-document__lead">{HAS_COMPLETED}</p>
          <p className="certificate-document__course">{certificate.courseTitle}</p>
          {revoked && <p className="certificate-document__revoked">{revoked}</p>}
        </div>
        <div className="certificate-document__footer">
          <div className="certificate-document__details">
            <dl className="certificate-document__facts">
              {certificateFacts(certificate).map(([term, value]) => (
                <div key={term} className="certificate-document__fact">
                  <dt>{term}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
            </dl>
            <p className="certificate-document__issuer">{issuedBy(certificate)}</p>
          </div>
          <figure className="certificate-document__qr">
            <QrCode
              value={pageUrl}
              label={QR_CODE_LABEL}
              className="certificate-document__qr-code"
            />
            <figcaption className="certificate-document__qr-caption">
              {PAGE_URL_CAPTION}{' '}
              <span className="certificate-document__url">
                <WrappingUrl url={pageUrl} />
              </span>
            </figcaption>
          </figure>
        </div>
      </div>
    </article>
  );
}
