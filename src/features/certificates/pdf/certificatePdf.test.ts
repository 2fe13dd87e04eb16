import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PublicCertificate } from '@/shared/domain/certificates';
import { CertificateFontError, certificatePdf, paperFor, type PaperSize } from './certificatePdf';

/*
 * The PDFs are read back with poppler's tools (Debian's poppler-utils), as a person's PDF reader
 * would: pdftotext for the text a reader selects and searches, pdfinfo for the pages, pdffonts for
 * the embedded font.
 */

// Read from the package's folder: jest maps imports of .ttf files to a stub.
const font = readFileSync(
  path.join(
    path.dirname(require.resolve('@expo-google-fonts/noto-sans/package.json')),
    '400Regular/NotoSans_400Regular.ttf',
  ),
);

const certificate: PublicCertificate = {
  id: 'q3XbN0a-Jk7_Vd2LrT9wPc',
  learnerName: 'Zoë Łukasiewicz-Núñez',
  courseId: 'course-1',
  courseTitle: 'Introduction to TypeScript',
  instructors: ['Ada Lovelace', 'Grace Hopper'],
  completedAt: '2026-03-14T12:00:00.000Z',
  hours: 12.5,
  issuer: { name: 'Learn Academy', id: 'did:web:learn.example' },
  status: 'valid',
};
const pageUrl = `https://learn.example/certificates/${certificate.id}`;

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'certificate-pdf-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const run = (tool: string, ...args: string[]): string =>
  execFileSync(tool, args, { encoding: 'utf8' });

/** Makes the PDF, writes it to a file and reads it back. */
async function readBack(of: PublicCertificate, paper?: PaperSize) {
  const bytes = await certificatePdf(of, pageUrl, font, paper ? { paper } : {});
  const file = path.join(dir, `${of.id}-${of.learnerName.length}-${paper ?? 'default'}.pdf`);
  writeFileSync(file, bytes);
  const info = run('pdfinfo', file);
  const [, pageWidth = '0', pageHeight = '0'] =
    /Page size:\s+([\d.]+) x ([\d.]+) pts/.exec(info) ?? [];
  return {
    bytes,
    // The page's lines in their layout, spaces collapsed for comparing.
    text: run('pdftotext', '-layout', '-enc', 'UTF-8', file, '-').replace(/[ \t]+/g, ' '),
    pages: Number(/Pages:\s+(\d+)/.exec(info)?.[1]),
    width: Number(pageWidth),
    height: Number(pageHeight),
    fonts: run('pdffonts', file),
  };
}

describe('certificatePdf', () => {
  it.each([
    ['Latin with diacritics', 'Zoë Łukasiewicz-Núñez'],
    ['Greek', 'Αθηνά Παπαδοπούλου'],
    ['Cyrillic', 'Ярослава Іваненко'],
  ])('prints a name in %s as real text, on one landscape page', async (_script, learnerName) => {
    const pdf = await readBack({ ...certificate, learnerName });

    expect(pdf.text).toContain(learnerName);
    expect(pdf.text).toContain('Introduction to TypeScript');
    expect(pdf.text).toContain(certificate.id);
    expect(pdf.pages).toBe(1);
    // A4 landscape: 297 x 210 mm.
    expect(pdf.width).toBeCloseTo(841.89, 0);
    expect(pdf.height).toBeCloseTo(595.28, 0);
  });

  it('says what the page says', async () => {
    const { text } = await readBack(certificate);

    for (const words of [
      'Certificate of completion',
      'This certifies that',
      'has completed the course',
      'Completed on Mar 14, 2026',
      'Length 12.5 hours',
      'Instructors Ada Lovelace and Grace Hopper',
      'Issued by Learn Academy',
      "This certificate's page:",
      pageUrl,
    ]) {
      expect(text).toContain(words);
    }
    expect(text).not.toContain('revoked');
  });

  it('embeds a subset of its one font, which keeps the file small', async () => {
    const { fonts, bytes } = await readBack(certificate);

    const rows = fonts.split('\n').slice(2).filter(Boolean);
    expect(rows).toHaveLength(1);
    // name, type, encoding, emb, sub, uni: embedded, a subset, with a map back to Unicode.
    expect(rows[0]).toMatch(/^[A-Z]{6}\+NotoSans\s+CID TrueType\s+Identity-H\s+yes\s+yes\s+yes/);
    expect(bytes.byteLength).toBeLessThan(60 * 1024);
  });

  it('prints on US Letter when asked', async () => {
    const pdf = await readBack(certificate, 'letter');

    expect(pdf.pages).toBe(1);
    expect(pdf.width).toBeCloseTo(792, 0);
    expect(pdf.height).toBeCloseTo(612, 0);
    expect(paperFor('en-US')).toBe('letter');
    expect(paperFor('en-GB')).toBe('a4');
    expect(paperFor('uk')).toBe('a4');
  });

  it('says so on a revoked certificate', async () => {
    const { text } = await readBack({
      ...certificate,
      status: 'revoked',
      revokedAt: '2026-04-02T12:00:00.000Z',
      revocationReason: 'The course was refunded',
    });

    expect(text).toContain('This certificate was revoked on Apr 2, 2026: The course was refunded.');
  });

  it('refuses a name its font cannot draw rather than cutting it short', async () => {
    await expect(
      certificatePdf({ ...certificate, learnerName: 'Zoë 王小明' }, pageUrl, font),
    ).rejects.toEqual(new CertificateFontError(['王', '小', '明']));
  });
});
