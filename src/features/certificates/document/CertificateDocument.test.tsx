import { render, screen, within } from '@testing-library/react';
import { testCertificate, testPageUrl } from '../testCertificate';
import { CertificateDocument } from './CertificateDocument';

const certificate = testCertificate('Ярослава Іваненко');
const QR_NAME = "QR code to this certificate's page";
const pageUrl = testPageUrl(certificate);

/** The value a fact of the certificate's list gives, by its term. */
const fact = (term: string): string | null =>
  screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent ?? null;

describe('CertificateDocument', () => {
  it('states who completed which course, when, how long, with whom, and who issued it', async () => {
    render(<CertificateDocument certificate={certificate} pageUrl={pageUrl} />);

    const document = screen.getByRole('article', { name: 'Certificate of completion' });
    expect(
      within(document).getByRole('heading', { level: 2, name: 'Certificate of completion' }),
    ).toBeVisible();
    expect(within(document).getByText('This certifies that')).toBeVisible();
    expect(within(document).getByText('Ярослава Іваненко')).toBeVisible();
    expect(within(document).getByText('has completed the course')).toBeVisible();
    expect(within(document).getByText('Introduction to TypeScript')).toBeVisible();
    expect(fact('Completed on')).toBe('Mar 14, 2026');
    expect(fact('Length')).toBe('12.5 hours');
    expect(fact('Instructors')).toBe('Ada Lovelace and Grace Hopper');
    expect(fact('Certificate ID')).toBe(certificate.id);
    expect(within(document).getByText('Issued by Learn Academy')).toBeVisible();
    expect(within(document).getByText(pageUrl)).toBeVisible();
    expect(within(document).queryByText(/revoked/)).not.toBeInTheDocument();

    // The QR code's library loads after the text is shown; the code then names what it leads to.
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(await within(document).findByRole('img', { name: QR_NAME })).toBeVisible();
  });

  it('names one instructor, one hour, and the page heading level it is given', async () => {
    render(
      <CertificateDocument
        certificate={{ ...certificate, instructors: ['Ada Lovelace'], hours: 1 }}
        pageUrl={pageUrl}
        headingLevel={1}
      />,
    );

    expect(
      screen.getByRole('heading', { level: 1, name: 'Certificate of completion' }),
    ).toBeVisible();
    expect(fact('Instructor')).toBe('Ada Lovelace');
    expect(fact('Length')).toBe('1 hour');
    await screen.findByRole('img', { name: QR_NAME });
  });

  it('says on a revoked certificate that it was revoked, when and why', async () => {
    render(
      <CertificateDocument
        certificate={{
          ...certificate,
          status: 'revoked',
          revokedAt: '2026-04-02T12:00:00.000Z',
          revocationReason: 'The course was refunded',
        }}
        pageUrl={pageUrl}
      />,
    );

    expect(
      screen.getByText('This certificate was revoked on Apr 2, 2026: The course was refunded.'),
    ).toBeVisible();
    await screen.findByRole('img', { name: QR_NAME });
  });
});
