import { useId, useState, type ChangeEvent } from 'react';
import { Link, useParams } from 'react-router';
import { skipToken } from '@reduxjs/toolkit/query';
import type { EducationalOccupationalCredential, WithContext } from 'schema-dts';
import { describeApiError } from '@/shared/api/apiErrors';
import { selectAuth } from '@/shared/auth/authSlice';
import { CERTIFICATE_ID_PATTERN, type PublicCertificate } from '@/shared/domain/certificates';
import { formatDateTime } from '@/shared/domain/dateFormat';
import {
  certificatePath,
  certificateUrl,
  linkedInAddToProfileUrl,
} from '@/shared/routing/certificatePaths';
import { paths } from '@/shared/routing/paths';
import { useAppDispatch, useAppSelector } from '@/shared/state';
import { Button } from '@/shared/components/button/Button';
import { JsonLd } from '@/shared/components/JsonLd';
import { LoadError } from '@/shared/components/feedback/LoadError';
import { Notice } from '@/shared/components/feedback/Notice';
import { PageLoading } from '@/shared/components/feedback/PageLoading';
import { StatusPage } from '@/shared/components/feedback/StatusPage';
import { useFeedback } from '@/shared/components/feedback/Announcer';
import { PageHeading } from '@/shared/components/PageHeading';
import {
  certificatesApi,
  useGetCertificateQuery,
  useGetMyCertificateRowsQuery,
} from './certificatesApi';
import { CertificateDocument } from './document/CertificateDocument';
import './CertificatePage.css';

/** What checking a credential found, in the words the page shows. */
type Check =
  | { state: 'checking' }
  | { state: 'done'; tone: 'success' | 'error' | 'info'; title: string; description?: string };

const NOT_FOUND_TEXT = 'No certificate has this address. Check the link you were given.';

/** schema.org's description of the certificate, for search engines and link previews' readers. */
function credentialJsonLd(
  certificate: PublicCertificate,
  pageUrl: string,
): WithContext<EducationalOccupationalCredential> {
  return {
    '@context': 'https://schema.org',
    '@type': 'EducationalOccupationalCredential',
    name: `Certificate of completion: ${certificate.courseTitle}`,
    url: pageUrl,
    identifier: certificate.id,
    credentialCategory: 'certificate',
    dateCreated: certificate.completedAt,
    recognizedBy: { '@type': 'Organization', name: certificate.issuer.name },
    about: { '@type': 'Course', name: certificate.courseTitle },
    ...(certificate.status === 'revoked' && certificate.revokedAt
      ? { expires: certificate.revokedAt }
      : {}),
  };
}

/** Saves `data` as a JSON file named `fileName`. */
function saveJson(data: object, fileName: string): void {
  const href = URL.createObjectURL(
    new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
  );
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}

/**
 * A certificate's public page (docs/decisions.md, "Certificates"): whether it is valid, the
 * certificate itself as text (printable on one page), its PDF, and a check of a credential file
 * against the site's published key and revocation list. Its learner also downloads the signed
 * credential and adds it to LinkedIn.
 */
export function CertificatePage() {
  const certificateId = useParams().certificateId ?? '';
  const wellFormed = CERTIFICATE_ID_PATTERN.test(certificateId);
  const certificate = useGetCertificateQuery(wellFormed ? certificateId : skipToken);

  if (
    !wellFormed ||
    (certificate.isError && 'status' in certificate.error && certificate.error.status === 404)
  ) {
    return <CertificateNotFound />;
  }
  if (certificate.isError) {
    return (
      <div className="certificate-page">
        <PageHeading title="Certificate" noindex />
        <LoadError
          description={describeApiError(certificate.error)}
          onRetry={() => void certificate.refetch()}
        />
      </div>
    );
  }
  if (!certificate.data) return <PageLoading label="Loading the certificate…" />;
  return <CertificateView certificate={certificate.data} />;
}

function CertificateNotFound() {
  return (
    <StatusPage
      code={404}
      title="Certificate not found"
      back={{ to: '/', label: 'Go to the home page' }}
    >
      <p>{NOT_FOUND_TEXT}</p>
    </StatusPage>
  );
}

function CertificateView({ certificate }: { certificate: PublicCertificate }) {
  const pageUrl = certificateUrl(certificate.id);
  const feedback = useFeedback();
  const dispatch = useAppDispatch();
  const email = useAppSelector(selectAuth).user.email ?? '';
  // The signed-in learner's own enrollment in the course says whether this certificate is theirs.
  const mine = useGetMyCertificateRowsQuery(
    email ? { email, courseId: certificate.courseId } : skipToken,
  );
  const owner = Boolean(mine.data?.some((row) => row.certificate?.id === certificate.id));
  const [pdfState, setPdfState] = useState<'idle' | 'making'>('idle');
  const [check, setCheck] = useState<Check | undefined>();
  const fileInputId = useId();
  const checkHeadingId = useId();

  const revoked = certificate.status === 'revoked';

  async function downloadPdf() {
    setPdfState('making');
    try {
      const { downloadCertificatePdf } = await import(
        /* webpackChunkName: "certificate-pdf" */ './pdf/certificatePdf'
      );
      await downloadCertificatePdf(certificate, pageUrl);
      feedback.success('The PDF is downloaded');
    } catch (error) {
      feedback.error(
        error instanceof Error && error.name === 'CertificateFontError'
          ? `${error.message} Print the page instead: the browser draws every script.`
          : 'The PDF could not be made. Check your connection and try again, or print the page.',
      );
    } finally {
      setPdfState('idle');
    }
  }

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(pageUrl);
      feedback.success('Link copied');
    } catch {
      feedback.error(`The link could not be copied. Its address: ${pageUrl}`);
    }
  }

  async function ownCredential(): Promise<object | undefined> {
    const result = await dispatch(
      certificatesApi.endpoints.getCredential.initiate(certificate.id, { subscribe: false }),
    );
    if (result.error || !result.data) {
      feedback.error(`The credential did not download. ${describeApiError(result.error)}`);
      return undefined;
    }
    return result.data;
  }

  async function downloadCredential() {
    const credential = await ownCredential();
    if (!credential) return;
    saveJson(credential, `certificate-${certificate.id}.credential.json`);
    feedback.success('The credential is downloaded');
  }

  /** Checks a credential against this certificate, the site's published keys and its status list. */
  async function checkCredential(credential: unknown) {
    setCheck({ state: 'checking' });
    const [verifier, didDocument, statusList] = await Promise.all([
      import(/* webpackChunkName: "credential-verify" */ '@/shared/domain/credentials/verify'),
      dispatch(
        certificatesApi.endpoints.getIssuerDidDocument.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      ),
      dispatch(
        certificatesApi.endpoints.getStatusList.initiate(undefined, {
          subscribe: false,
          forceRefetch: true,
        }),
      ),
    ]);
    if (!didDocument.data || !statusList.data) {
      setCheck({
        state: 'done',
        tone: 'error',
        title: 'The credential could not be checked',
        description: `The site's published key or revocation list did not load. ${describeApiError(didDocument.error ?? statusList.error)}`,
      });
      return;
    }
    try {
      const outcome = await verifier.verifyCertificateCredential(credential, {
        certificateId: certificate.id,
        didDocument: didDocument.data,
        statusListCredential: statusList.data,
      });
      setCheck({ state: 'done', ...describeCheck(outcome.kind, certificate) });
    } catch {
      setCheck({
        state: 'done',
        tone: 'error',
        title: 'The credential could not be checked',
        description:
          "The site's published key or revocation list is not as it should be. Try again later.",
      });
    }
  }

  async function checkOwnCredential() {
    const credential = await ownCredential();
    if (credential) await checkCredential(credential);
  }

  async function checkFile(file: File | undefined) {
    if (!file) return;
    if (file.size > 1024 * 1024) {
      setCheck({
        state: 'done',
        tone: 'error',
        title: 'This file is not a credential',
        description: 'A credential is a small JSON file (under 1 MB).',
      });
      return;
    }
    await checkCredential(await file.text());
  }

  const onFileChosen = (event: ChangeEvent<HTMLInputElement>) => {
    void checkFile(event.target.files?.[0]);
    event.target.value = '';
  };

  return (
    <div className="certificate-page">
      <PageHeading title={`Certificate: ${certificate.courseTitle}`} noindex />
      <JsonLd data={credentialJsonLd(certificate, pageUrl)} />
      {revoked ? (
        <Notice
          tone="error"
          title={`Revoked on ${formatDateTime(certificate.revokedAt ?? '')}`}
          description={`Reason: ${certificate.revocationReason ?? ''}. This certificate is no longer valid.`}
        />
      ) : (
        <Notice
          tone="success"
          title="Valid"
          description={`${certificate.issuer.name} issued this certificate to ${certificate.learnerName} for completing ${certificate.courseTitle}.`}
        />
      )}
      <div className="certificate-page__actions" role="group" aria-label="Certificate actions">
        <Button onClick={() => window.print()}>Print</Button>
        <Button loading={pdfState === 'making'} onClick={() => void downloadPdf()}>
          Download PDF
        </Button>
        <Button onClick={() => void copyLink()}>Copy link</Button>
        {owner && !revoked && (
          <>
            <Button onClick={() => void downloadCredential()}>Download credential</Button>
            <a
              className="button button--compact"
              href={linkedInAddToProfileUrl({ ...certificate, pageUrl })}
              target="_blank"
              rel="noopener noreferrer"
            >
              Add to LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </>
        )}
      </div>
      <CertificateDocument certificate={certificate} pageUrl={pageUrl} />
      <p className="certificate-page__course">
        <Link to={paths.coursePage(certificate.courseId)}>
          About the course {certificate.courseTitle}
        </Link>
      </p>
      <section className="certificate-page__check" aria-labelledby={checkHeadingId}>
        <h2 id={checkHeadingId}>Check a credential</h2>
        <p>
          A credential is the certificate as a signed file (Open Badges 3.0). Checking it here
          confirms that {certificate.issuer.name} signed it with its published key, that nothing in
          it was changed, that it is this certificate, and that it is not revoked.
        </p>
        <div className="certificate-page__drop">
          <label htmlFor={fileInputId}>Credential file (.json), or drop it on this field</label>
          <input
            id={fileInputId}
            type="file"
            accept=".json,application/json,application/ld+json"
            onChange={onFileChosen}
          />
          {owner && <Button onClick={() => void checkOwnCredential()}>Check my credential</Button>}
        </div>
        <div role="status" aria-live="polite" className="certificate-page__result">
          {check?.state === 'checking' && <p>Checking the credential…</p>}
          {check?.state === 'done' && (
            <Notice tone={check.tone} title={check.title} description={check.description} />
          )}
        </div>
      </section>
      <p className="certificate-page__permalink">
        This page: <Link to={certificatePath(certificate.id)}>{pageUrl}</Link>
      </p>
    </div>
  );
}

/** The verdict on a credential, as the page says it. */
function describeCheck(
  kind:
    'verified' | 'altered' | 'unknown-key' | 'other-certificate' | 'revoked' | 'not-a-credential',
  certificate: PublicCertificate,
): { tone: 'success' | 'error' | 'info'; title: string; description?: string } {
  switch (kind) {
    case 'verified':
      return {
        tone: 'success',
        title: 'Verified',
        description: `Signed by ${certificate.issuer.name} with its published key, unchanged, for this certificate, and not revoked.`,
      };
    case 'altered':
      return {
        tone: 'error',
        title: 'This file was altered',
        description:
          'Its signature does not match its content: something in it was changed after it was signed.',
      };
    case 'unknown-key':
      return {
        tone: 'error',
        title: `Not signed by ${certificate.issuer.name}`,
        description: `It was not signed with a key ${certificate.issuer.name} publishes: do not trust it.`,
      };
    case 'other-certificate':
      return {
        tone: 'info',
        title: 'This credential is for another certificate',
        description: 'Open the page of the certificate it names to check it there.',
      };
    case 'revoked':
      return {
        tone: 'error',
        title: 'Revoked',
        description: `The credential is genuine, but ${certificate.issuer.name} revoked the certificate.`,
      };
    case 'not-a-credential':
      return {
        tone: 'error',
        title: 'This file is not a credential',
        description: 'Choose the .json file downloaded with "Download credential".',
      };
  }
}
