import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { PublicCertificate } from '@/shared/domain/certificates';
import { testCertificate, testPageUrl } from '../testCertificate';
import { CertificateFontError, certificatePdf, paperFor, type PaperSize } from './certificatePdf';

/*
 * The PDFs are read back with PDF.js (pdfjs-dist, Mozilla's reader, the one Firefox shows PDFs
 * with), as a person's PDF reader would: the text a reader selects and searches, the pages and
 * their size, and the fonts the page's text is drawn in. (PDF.js parses in this thread, its "fake
 * worker" for Node, with its Node build: nothing but pdfjs-dist is needed.) The end-to-end suite
 * reads the PDF the page downloads with poppler's tools (e2e/certificates.spec.ts).
 */

// Read from the package's folder: jest maps imports of .ttf files to a stub.
const font = readFileSync(
  path.join(
    path.dirname(require.resolve('@expo-google-fonts/noto-sans/package.json')),
    '400Regular/NotoSans_400Regular.ttf',
  ),
);

const certificate = testCertificate('Zoë Łukasiewicz-Núñez');
const pageUrl = testPageUrl(certificate);

/** A font a page's text is drawn in, as PDF.js loaded it. */
interface LoadedFont {
  name: string;
  type: string;
  /** A Type0 font (with CIDs), which Identity-H text and a TrueType CIDFont need. */
  composite: boolean;
  /** PDF.js found no font program in the file and stood in a system font. */
  missingFile: boolean;
  /** The embedded font program. */
  data?: Uint8Array;
  /** Its map from glyphs back to Unicode, which copying and searching the text need. */
  toUnicode?: unknown;
}

const isLoadedFont = (value: unknown): value is LoadedFont =>
  typeof value === 'object' && value !== null && 'name' in value && 'missingFile' in value;

/** Makes the PDF and reads it back. */
async function readBack(of: PublicCertificate, paper?: PaperSize) {
  const bytes = await certificatePdf(of, pageUrl, font, paper ? { paper } : {});
  // PDF.js takes the buffer over (transfers it): it reads a copy.
  const document = await pdfjs.getDocument({
    data: bytes.slice(),
    fontExtraProperties: true,
    isEvalSupported: false,
    useSystemFonts: false,
  }).promise;
  try {
    const page = await document.getPage(1);
    const [, , width = 0, height = 0] = page.view;
    // The page's lines as a reader lays them out, spaces collapsed for comparing.
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? `${item.str}${item.hasEOL ? '\n' : ''}` : ''))
      .join('')
      .replace(/[ \t]+/g, ' ');
    // The fonts that the page's text is set in (each setFont's resource name).
    const operators = await page.getOperatorList();
    const fontIds = new Set(
      operators.fnArray.flatMap((operator, index) =>
        operator === pdfjs.OPS.setFont ? [String(operators.argsArray[index]?.[0])] : [],
      ),
    );
    const fonts = [...fontIds].map((id): unknown => page.commonObjs.get(id));
    return {
      bytes,
      // The file's own bytes as text: its object dictionaries are not compressed.
      raw: Buffer.from(bytes).toString('latin1'),
      text,
      pages: document.numPages,
      width,
      height,
      // What a font is (the program's bytes counted rather than listed, for a readable failure).
      fonts: fonts.map((loaded) =>
        isLoadedFont(loaded)
          ? {
              name: loaded.name,
              type: loaded.type,
              composite: loaded.composite,
              missingFile: loaded.missingFile,
              programBytes: loaded.data?.byteLength ?? 0,
              toUnicode: Boolean(loaded.toUnicode),
            }
          : loaded,
      ),
    };
  } finally {
    await document.destroy();
  }
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
    const { fonts, raw, bytes } = await readBack(certificate);

    // One font: a subset of Noto Sans (a six-capital tag), a TrueType CIDFont in a Type0 font,
    // its program in the file, with a map back to Unicode.
    expect(fonts).toEqual([
      {
        name: expect.stringMatching(/^[A-Z]{6}\+NotoSans$/),
        type: 'CIDFontType2',
        composite: true,
        missingFile: false,
        programBytes: expect.any(Number),
        toUnicode: true,
      },
    ]);
    // Glyphs, but a subset of them: the whole font (629 kB) is many times larger.
    const programBytes = (fonts[0] as { programBytes: number }).programBytes;
    expect(programBytes).toBeGreaterThan(1024);
    expect(programBytes).toBeLessThan(font.byteLength / 4);
    // The same in the file's dictionaries: Type0 with Identity-H, the program as FontFile2.
    expect(raw).toMatch(/\/Subtype\s*\/Type0/);
    expect(raw).toMatch(/\/Encoding\s*\/Identity-H/);
    expect(raw).toMatch(/\/FontFile2\s+\d+\s+0\s+R/);
    expect(raw).toMatch(/\/ToUnicode\s+\d+\s+0\s+R/);
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
