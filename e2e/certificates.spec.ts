import { execFile } from 'node:child_process';
import { readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import { SEED_CERTIFICATES } from '../mocks/seed/accounts';
import { formatDateTime } from '../src/shared/domain/dateFormat';
import { bearerOf } from './support/a11y';
import { accounts, logIn, siteApiUrl } from './support/accounts';
import { tabTo } from './support/keyboard';
import { openPage } from './support/navigation';

/*
 * A certificate's public page (/certificates/{id}) on the production build: what anyone reads
 * there (its status, the certificate as text, its search-engine metadata), what it prints and the
 * PDF it downloads (read back with poppler's tools, Debian's poppler-utils, as a PDF reader would),
 * and its learner's signed credential: checked by the independent script
 * (scripts/credentials/verify.mjs) against the DID document the API publishes, and by the page's
 * own check, intact and altered. Only the seed's certificates are read; nothing is changed.
 */

const VALID = SEED_CERTIFICATES.python;
const REVOKED = SEED_CERTIFICATES.revoked;
const UNKNOWN = 'AAAAAAAAAAAAAAAAAAAAAA';
const LEARNER = 'Lena Learner';
const COURSE = 'Python Programming';

// Dates show in the visitor's time zone; the expected text is computed in UTC.
test.use({ timezoneId: 'UTC' });

const certificatePath = (id: string) => `/certificates/${id}`;
const h1 = (page: Page, name: string | RegExp) => page.getByRole('heading', { level: 1, name });
const certificateOf = (page: Page) =>
  page.getByRole('article', { name: 'Certificate of completion' });
const actions = (page: Page) => page.getByRole('group', { name: 'Certificate actions' });
const fileField = (page: Page) =>
  page.getByLabel('Credential file (.json), or drop it on this field');
const checkResult = (page: Page) => page.locator('.certificate-page__result');

/** A program's output and exit status (0 when it succeeded). */
interface Run {
  code: number;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error && typeof error.code !== 'number') reject(error);
      else resolve({ code: error ? Number(error.code) : 0, stdout, stderr });
    });
  });
}

/** Runs a tool that must succeed; its standard output. */
async function output(command: string, ...args: string[]): Promise<string> {
  const result = await run(command, args);
  expect(result, `${command} ${args.join(' ')}`).toMatchObject({ code: 0 });
  return result.stdout;
}

/** What poppler reads in a PDF file: its pages, the first page's size, its text and its fonts. */
async function readPdf(file: string) {
  const info = await output('pdfinfo', file);
  const [, width = '0', height = '0'] = /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? [];
  return {
    pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]),
    width: Number(width),
    height: Number(height),
    // Spaces collapsed, lines kept: a name or title may be laid out in words of its own.
    text: (await output('pdftotext', '-enc', 'UTF-8', file, '-')).replace(/[ \t]+/g, ' '),
    // pdffonts' table without its two heading lines: name, type, encoding, emb, sub, uni, object.
    fonts: (await output('pdffonts', file)).split('\n').slice(2).filter(Boolean),
    bytes: (await stat(file)).size,
  };
}

/** Waits for the download `start` starts, and saves it as the test's file `name`. */
async function saveDownload(
  page: Page,
  start: () => Promise<void>,
  name: string,
): Promise<{ download: Download; file: string }> {
  const downloaded = page.waitForEvent('download');
  await start();
  const download = await downloaded;
  const file = test.info().outputPath(name);
  await download.saveAs(file);
  return { download, file };
}

/** The issuer's DID document as the API publishes it under the site's origin, saved to a file. */
async function saveDidDocument(page: Page): Promise<string> {
  const response = await page.request.get(`${siteApiUrl}/issuer/did.json`);
  expect(response.ok()).toBe(true);
  const file = test.info().outputPath('did.json');
  await writeFile(file, await response.body());
  return file;
}

/** The independent check of a credential's proof against a DID document (exit 0: verified). */
const verifyScript = (credentialFile: string, didFile: string): Promise<Run> =>
  run(process.execPath, [
    path.join(__dirname, '../scripts/credentials/verify.mjs'),
    credentialFile,
    didFile,
  ]);

/** Opens a certificate's page and waits for its status (a seeded certificate's page). */
async function openCertificate(page: Page, id: string, status: string | RegExp): Promise<void> {
  await openPage(page, certificatePath(id));
  await expect(page.locator('.certificate-page .notice__title').first()).toHaveText(status);
}

/** The page's verdict on a credential file chosen in its file field. */
async function checkFile(page: Page, file: string): Promise<Locator> {
  await fileField(page).setInputFiles(file);
  return checkResult(page).locator('.notice__title');
}

test.describe('a certificate’s public page', () => {
  test('anyone reads a valid certificate: its status, the certificate as text, noindex and JSON-LD', async ({
    page,
  }) => {
    await openCertificate(page, VALID, 'Valid');

    await expect(h1(page, `Certificate: ${COURSE}`)).toBeVisible();
    await expect(
      page.getByText(
        `Learn Academy issued this certificate to ${LEARNER} for completing ${COURSE}.`,
      ),
    ).toBeVisible();
    const certificate = certificateOf(page);
    await expect(certificate.getByText(LEARNER, { exact: true })).toBeVisible();
    await expect(certificate.getByText(COURSE, { exact: true })).toBeVisible();
    await expect(certificate.getByRole('definition').filter({ hasText: VALID })).toBeVisible();
    await expect(
      certificate.getByRole('img', { name: "QR code to this certificate's page" }),
    ).toBeVisible();
    // Signed out: nothing of the owner's.
    await expect(actions(page).getByRole('button')).toHaveText([
      'Print',
      'Download PDF',
      'Copy link',
    ]);
    await expect(page.getByRole('button', { name: 'Check my credential' })).toHaveCount(0);

    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex\b/);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const credentials = blocks
      .map((block) => JSON.parse(block) as Record<string, unknown>)
      .filter((data) => data['@type'] === 'EducationalOccupationalCredential');
    expect(credentials).toEqual([
      expect.objectContaining({
        '@context': 'https://schema.org',
        identifier: VALID,
        url: new URL(certificatePath(VALID), page.url()).href,
        about: { '@type': 'Course', name: COURSE },
        recognizedBy: { '@type': 'Organization', name: 'Learn Academy' },
      }),
    ]);
  });

  test('printed, it is the certificate alone on one landscape page', async ({ page }) => {
    await openCertificate(page, VALID, 'Valid');
    await expect(
      certificateOf(page).getByRole('img', { name: "QR code to this certificate's page" }),
    ).toBeVisible();

    await page.emulateMedia({ media: 'print' });
    // The page asks for landscape (its @page size); the paper is the printer's: A4 or US Letter.
    for (const [paper, long, short] of [
      ['A4', 841.89, 595.28],
      ['Letter', 792, 612],
    ] as const) {
      await test.step(paper, async () => {
        const file = test.info().outputPath(`printed-${paper}.pdf`);
        await writeFile(file, await page.pdf({ format: paper, preferCSSPageSize: true }));
        const pdf = await readPdf(file);

        expect(pdf.pages).toBe(1);
        expect(pdf.width).toBeGreaterThan(pdf.height);
        // Within 5 pt: Chromium rounds the paper to whole CSS pixels (A4: 842.88 x 595.92 pt).
        expect([pdf.width, pdf.height]).toEqual([
          expect.closeTo(long, -1),
          expect.closeTo(short, -1),
        ]);
        expect(pdf.text).toContain('Certificate of completion');
        expect(pdf.text).toContain(LEARNER);
        expect(pdf.text).toContain(COURSE);
        expect(pdf.text).toContain(VALID);
        // None of the site around it: its header (Contact, Login) and footer, the page's heading
        // (Certificate: ...), status, buttons and check.
        for (const chrome of [
          'Contact',
          'Login',
          'Learn Academy issued',
          'Certificate:',
          'Download PDF',
          'Check a credential',
          'Valid',
        ]) {
          expect(pdf.text).not.toContain(chrome);
        }
      });
    }
  });

  test('Download PDF saves the certificate as text, in an embedded font', async ({ page }) => {
    await openCertificate(page, VALID, 'Valid');

    const { download, file } = await saveDownload(
      page,
      () => actions(page).getByRole('button', { name: 'Download PDF' }).click(),
      'downloaded.pdf',
    );
    expect(download.suggestedFilename()).toBe(`certificate-${VALID}.pdf`);
    const pdf = await readPdf(file);

    expect(pdf.pages).toBe(1);
    expect(pdf.width).toBeGreaterThan(pdf.height);
    expect(pdf.text).toContain(LEARNER);
    expect(pdf.text).toContain(COURSE);
    expect(pdf.text).toContain(VALID);
    // One font, embedded (a subset of Noto Sans), with its map back to Unicode.
    expect(pdf.fonts).toEqual([
      expect.stringMatching(/^[A-Z]{6}\+NotoSans\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes\b/),
    ]);
    await expect(page.getByText('The PDF is downloaded')).toBeVisible();
  });

  test('with the keyboard: Tab to Download PDF, Enter downloads it', async ({ page }) => {
    await openCertificate(page, VALID, 'Valid');
    const button = actions(page).getByRole('button', { name: 'Download PDF' });

    await tabTo(page, button);
    const { download } = await saveDownload(
      page,
      () => page.keyboard.press('Enter'),
      'keyboard.pdf',
    );
    expect(download.suggestedFilename()).toBe(`certificate-${VALID}.pdf`);
  });

  test('its learner downloads the signed credential: the verify script and the page accept it, and refuse it altered', async ({
    page,
  }) => {
    await logIn(page, accounts.learner.email, accounts.learner.password);
    await openCertificate(page, VALID, 'Valid');

    const { download, file: credentialFile } = await saveDownload(
      page,
      () => actions(page).getByRole('button', { name: 'Download credential' }).click(),
      'credential.json',
    );
    expect(download.suggestedFilename()).toBe(`certificate-${VALID}.credential.json`);
    const text = await readFile(credentialFile, 'utf8');
    const credential = JSON.parse(text) as { id: string; proof?: { verificationMethod?: string } };
    expect(credential.id).toBe(new URL(certificatePath(VALID), page.url()).href);
    expect(text).toContain(`"${LEARNER}"`);
    await expect(actions(page).getByRole('link', { name: /^Add to LinkedIn/ })).toBeVisible();

    const didFile = await saveDidDocument(page);
    const didDocument = JSON.parse(await readFile(didFile, 'utf8')) as { id: string };
    expect(credential.proof?.verificationMethod).toMatch(new RegExp(`^${didDocument.id}#`));

    const verify = (file: string) => verifyScript(file, didFile);
    expect(await verify(credentialFile)).toMatchObject({ code: 0, stdout: 'verified\n' });

    // One byte of the name changed: "Lena Learner" becomes "Lena Learnar".
    const alteredName = `${LEARNER.slice(0, -2)}a${LEARNER.slice(-1)}`;
    const altered = text.replace(`"${LEARNER}"`, `"${alteredName}"`);
    expect(Buffer.byteLength(altered)).toBe(Buffer.byteLength(text));
    expect(altered).not.toBe(text);
    const alteredFile = test.info().outputPath('altered.credential.json');
    await writeFile(alteredFile, altered);
    const refused = await verify(alteredFile);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/^not verified: /);

    await expect(await checkFile(page, alteredFile)).toHaveText('This file was altered');
    await expect(await checkFile(page, credentialFile)).toHaveText('Verified');
    await page.getByRole('button', { name: 'Check my credential' }).click();
    await expect(checkResult(page).locator('.notice__title')).toHaveText('Verified');
  });

  test('a revoked certificate says when and why, and its credential checks as revoked', async ({
    page,
  }) => {
    const response = await page.request.get(`${siteApiUrl}/certificates/${REVOKED}`);
    const { revokedAt, revocationReason } = (await response.json()) as {
      revokedAt: string;
      revocationReason: string;
    };
    expect(revocationReason).toBe('The course was refunded');

    await openCertificate(page, REVOKED, `Revoked on ${formatDateTime(revokedAt)}`);
    await expect(
      page.getByText('Reason: The course was refunded. This certificate is no longer valid.'),
    ).toBeVisible();
    await expect(certificateOf(page).getByText(/^This certificate was revoked on /)).toBeVisible();

    // Its credential, as the API gives its learner: still genuine (the script checks the signature
    // only), but the page, which reads the issuer's revocation list too, says it is revoked.
    const credential = await page.request.get(`${siteApiUrl}/certificates/${REVOKED}/credential`, {
      headers: await bearerOf(accounts.maria),
    });
    expect(credential.status()).toBe(200);
    const credentialFile = test.info().outputPath('revoked.credential.json');
    await writeFile(credentialFile, await credential.body());
    const didFile = await saveDidDocument(page);
    expect(await verifyScript(credentialFile, didFile)).toMatchObject({
      code: 0,
      stdout: 'verified\n',
    });
    await expect(await checkFile(page, credentialFile)).toHaveText('Revoked');

    // Its learner: the credential is not offered for download, but it can still be checked.
    await logIn(page, accounts.maria.email, accounts.maria.password);
    await openCertificate(page, REVOKED, /^Revoked on /);
    const check = page.getByRole('button', { name: 'Check my credential' });
    await expect(check).toBeVisible();
    await expect(actions(page).getByRole('button', { name: 'Download credential' })).toHaveCount(0);
    await expect(actions(page).getByRole('link', { name: /^Add to LinkedIn/ })).toHaveCount(0);
    await check.click();
    await expect(checkResult(page).locator('.notice__title')).toHaveText('Revoked');
  });

  test('an unknown id: Certificate not found', async ({ page }) => {
    await openPage(page, certificatePath(UNKNOWN));
    await expect(h1(page, 'Certificate not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
  });
});
