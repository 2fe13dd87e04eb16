import type { jsPDF } from 'jspdf';
import type { PublicCertificate } from '@/shared/domain/certificates';
import { themeColors } from '@/shared/theme/colors';
import {
  CERTIFICATE_HEADING,
  CERTIFIES_THAT,
  HAS_COMPLETED,
  PAGE_URL_CAPTION,
  certificateFacts,
  issuedBy,
  revocationText,
} from '../document/certificateText';
import type { QrGeometry } from '../document/qrSvg';

/*
 * The certificate as a one-page landscape PDF, made in the browser with jsPDF: the same words as
 * the page (certificateText.ts) in real, selectable text, set in Noto Sans, which jsPDF embeds as
 * a subset of the glyphs used (Latin with its diacritics, Greek and Cyrillic names print alike), and
 * the same QR code drawn as vector shapes. jsPDF, the QR library and the font load only when a
 * PDF is asked for: nothing here is imported statically but types and the shared words.
 */

export type PaperSize = 'a4' | 'letter';

export interface CertificatePdfOptions {
  /** A4 (the default) or US Letter, landscape either way. */
  paper?: PaperSize;
}

/**
 * The font's file in jsPDF's virtual file system, and its name in the PDF: a subset's name starts
 * with a tag of six capitals (ISO 32000-1, 9.6.4), which tells readers that it is one.
 */
const FONT_FILE = 'NotoSans-Regular.ttf';
const FONT_FAMILY = 'LACERT+NotoSans';

/** The PDF is printed on white paper: the light theme's colours. */
const ink = themeColors.light;

/** Millimetres per typographic point: font sizes are in points, the page in millimetres. */
const MM_PER_PT = 25.4 / 72;
const LINE_HEIGHT = 1.25;

/** A name or title with characters that the embedded font cannot draw (e.g. Chinese or Arabic). */
export class CertificateFontError extends Error {
  constructor(readonly characters: string[]) {
    super(`The certificate's font cannot draw ${characters.join(' ')}`);
    this.name = 'CertificateFontError';
  }
}

/** Font bytes as the binary string jsPDF's virtual file system stores. */
function binaryString(font: ArrayBuffer | Uint8Array): string {
  const bytes = font instanceof Uint8Array ? font : new Uint8Array(font);
  let text = '';
  for (let start = 0; start < bytes.length; start += 0x8000) {
    text += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  }
  return text;
}

/** One line of text, in the composed form the font's character map expects. */
const clean = (text: string): string => text.normalize('NFC').replace(/\s+/g, ' ').trim();

interface GlyphLookup {
  characterToGlyph(code: number): number;
}

const isGlyphLookup = (value: unknown): value is GlyphLookup =>
  typeof value === 'object' &&
  value !== null &&
  'characterToGlyph' in value &&
  typeof value.characterToGlyph === 'function';

/**
 * The characters of the texts that the current font has no glyph for. jsPDF would silently drop
 * the rest of a line at the first of them, so the PDF is refused instead.
 */
function missingCharacters(doc: jsPDF, texts: string[]): string[] {
  const font: unknown = doc.getFont().metadata;
  if (!isGlyphLookup(font)) return [];
  const missing = new Set<string>();
  for (const text of texts) {
    for (const character of text) {
      const code = character.codePointAt(0) ?? 0;
      if (code > 0xffff || font.characterToGlyph(code) === 0) missing.add(character);
    }
  }
  return [...missing];
}

interface TextStyle {
  size: number;
  color: string;
}

/** The text's lines within a width, at a size. */
function linesOf(doc: jsPDF, text: string, size: number, width: number): string[] {
  doc.setFontSize(size);
  const lines: unknown = doc.splitTextToSize(text, width);
  return Array.isArray(lines) ? lines.map(String) : [text];
}

const lineHeight = (size: number): number => size * MM_PER_PT * LINE_HEIGHT;

/** Draws lines from a top edge, aligned at x; returns the bottom edge. */
function drawLines(
  doc: jsPDF,
  lines: string[],
  { size, color }: TextStyle,
  x: number,
  top: number,
  align: 'left' | 'center',
): number {
  doc.setFontSize(size).setTextColor(color);
  doc.text(lines, x, top, { align, baseline: 'top', lineHeightFactor: LINE_HEIGHT });
  return top + lines.length * lineHeight(size);
}

/** The largest size, from max down to min, at which the text fits the width on one line. */
function fittingSize(doc: jsPDF, text: string, max: number, min: number, width: number): number {
  let size = max;
  while (size > min && doc.setFontSize(size).getTextWidth(text) > width) size -= 1;
  return size;
}

/** The QR code's dark modules as one filled path (vector: sharp at any zoom, no seams). */
function drawQrCode(
  doc: jsPDF,
  { size, runs }: QrGeometry,
  quietZone: number,
  x: number,
  y: number,
  side: number,
): void {
  const unit = side / (size + 2 * quietZone);
  for (const run of runs) {
    const left = x + (run.x + quietZone) * unit;
    const top = y + (run.y + quietZone) * unit;
    const right = left + run.width * unit;
    doc
      .moveTo(left, top)
      .lineTo(right, top)
      .lineTo(right, top + unit)
      .lineTo(left, top + unit)
      .close();
  }
  doc.setFillColor(ink.print);
  doc.fill();
}

/**
 * A one-page landscape PDF of the certificate, as bytes: the same text as CertificateDocument, in
 * the given TrueType font (see loadCertificateFont), and the QR code to its page. Throws a
 * CertificateFontError when a text has characters the font lacks.
 */
export async function certificatePdf(
  certificate: PublicCertificate,
  pageUrl: string,
  font: ArrayBuffer | Uint8Array,
  { paper = 'a4' }: CertificatePdfOptions = {},
): Promise<Uint8Array<ArrayBuffer>> {
  const [{ jsPDF }, { qrGeometry, QR_QUIET_ZONE }] = await Promise.all([
    import(/* webpackChunkName: "certificate-pdf" */ 'jspdf'),
    import(/* webpackChunkName: "qr-code" */ '../document/qrSvg'),
  ]);
  const doc = new jsPDF({
    orientation: 'landscape',
    unit: 'mm',
    format: paper,
    compress: true,
    putOnlyUsedFonts: true,
  });
  doc.addFileToVFS(FONT_FILE, binaryString(font));
  doc.addFont(FONT_FILE, FONT_FAMILY, 'normal', 400, 'Identity-H');
  doc.setFont(FONT_FAMILY, 'normal');

  const name = clean(certificate.learnerName);
  const course = clean(certificate.courseTitle);
  const facts = certificateFacts(certificate).map(([term, value]) => [term, clean(value)] as const);
  const issuer = clean(issuedBy(certificate));
  const revocation = revocationText(certificate);
  const revoked = revocation === null ? null : clean(revocation);
  const url = clean(pageUrl);
  const missing = missingCharacters(doc, [
    name,
    course,
    issuer,
    url,
    revoked ?? '',
    ...facts.flat(),
  ]);
  if (missing.length > 0) throw new CertificateFontError(missing);

  doc.setProperties({
    title: `${CERTIFICATE_HEADING}: ${name}, ${course}`,
    subject: course,
    author: certificate.issuer.name,
    creator: certificate.issuer.name,
    keywords: certificate.id,
  });
  doc.setLanguage('en');

  const width = doc.internal.pageSize.getWidth();
  const height = doc.internal.pageSize.getHeight();
  const center = width / 2;

  // The double rule of a diploma, as on the page.
  doc
    .setDrawColor(ink.accent)
    .setLineWidth(1.4)
    .rect(10, 10, width - 20, height - 20);
  doc.setLineWidth(0.5).rect(13.5, 13.5, width - 27, height - 27);

  // The QR code at the bottom right, its URL under it.
  const bottom = height - 24;
  const qrSide = 34;
  const captionWidth = 64;
  const qrCenter = width - 28 - captionWidth / 2;
  // The URL on one line if it can be, so that it reads and copies whole.
  const caption: TextStyle = { size: fittingSize(doc, url, 8, 6, captionWidth), color: ink.text };
  const captionLines = [PAGE_URL_CAPTION, ...linesOf(doc, url, caption.size, captionWidth)];
  const qrTop = bottom - captionLines.length * lineHeight(caption.size) - 2 - qrSide;
  drawQrCode(doc, qrGeometry(pageUrl), QR_QUIET_ZONE, qrCenter - qrSide / 2, qrTop, qrSide);
  drawLines(doc, captionLines, caption, qrCenter, qrTop + qrSide + 2, 'center');

  // The facts and the issuer at the bottom left, ending level with the caption.
  const left = 30;
  const factSize = 11;
  doc.setFontSize(factSize);
  const termWidth = Math.max(...facts.map(([term]) => doc.getTextWidth(term))) + 6;
  const valueWidth = qrCenter - captionWidth / 2 - 10 - (left + termWidth);
  const factLines = facts.map(([term, value]) => ({
    term,
    lines: linesOf(doc, value, factSize, valueWidth),
  }));
  const factRows = factLines.reduce((rows, fact) => rows + fact.lines.length, 0);
  const term: TextStyle = { size: factSize, color: ink.textMuted };
  const value: TextStyle = { size: factSize, color: ink.text };
  const factsTop = bottom - (factRows + 1) * lineHeight(factSize) - 3;
  let factY = factsTop;
  for (const fact of factLines) {
    drawLines(doc, [fact.term], term, left, factY, 'left');
    factY = drawLines(doc, fact.lines, value, left + termWidth, factY, 'left');
  }
  drawLines(doc, [issuer], value, left, factY + 3, 'left');

  // The statement, centred in the space above them.
  const textWidth = width - 80;
  const lead: TextStyle = { size: 13, color: ink.textSecondary };
  const nameStyle: TextStyle = { size: fittingSize(doc, name, 30, 20, textWidth), color: ink.text };
  const courseStyle: TextStyle = { size: 20, color: ink.text };
  const revokedStyle: TextStyle = { size: 12, color: ink.danger };
  const statement: { lines: string[]; style: TextStyle; gap: number; rule?: boolean }[] = [
    { lines: [CERTIFICATE_HEADING], style: { size: 28, color: ink.brandText }, gap: 0 },
    { lines: [CERTIFIES_THAT], style: lead, gap: 7 },
    {
      lines: linesOf(doc, name, nameStyle.size, textWidth).slice(0, 2),
      style: nameStyle,
      gap: 3,
      rule: true,
    },
    { lines: [HAS_COMPLETED], style: lead, gap: 6 },
    {
      lines: linesOf(doc, course, courseStyle.size, textWidth).slice(0, 3),
      style: courseStyle,
      gap: 2,
    },
    ...(revoked
      ? [{ lines: linesOf(doc, revoked, 12, textWidth), style: revokedStyle, gap: 5 }]
      : []),
  ];
  const statementHeight = statement.reduce(
    (sum, { lines, style, gap }) => sum + gap + lines.length * lineHeight(style.size),
    0,
  );
  const room = Math.min(qrTop, factsTop) - 8 - 24;
  let y = 24 + Math.max(0, (room - statementHeight) / 2);
  for (const { lines, style, gap, rule } of statement) {
    y = drawLines(doc, lines, style, center, y + gap, 'center');
    if (rule) {
      doc
        .setDrawColor(ink.borderStrong)
        .setLineWidth(0.3)
        .line(center - 60, y + 1, center + 60, y + 1);
    }
  }

  return new Uint8Array(doc.output('arraybuffer'));
}

/** The paper a browser's language suggests: US Letter in the United States and Canada, else A4. */
export function paperFor(language: string): PaperSize {
  return /-(US|CA)\b/i.test(language) ? 'letter' : 'a4';
}

/**
 * The certificate's font, Noto Sans (Latin, Greek, Cyrillic), fetched from the site: webpack emits
 * it as a file of its own, which nothing loads until a PDF is asked for.
 */
export async function loadCertificateFont(): Promise<ArrayBuffer> {
  const { default: fontUrl } = await import(
    /* webpackChunkName: "certificate-font" */ '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf'
  );
  const response = await fetch(fontUrl);
  if (!response.ok) throw new Error(`The certificate's font did not load (${response.status})`);
  return response.arrayBuffer();
}

/**
 * Makes the certificate's PDF and saves it as certificate-{id}.pdf. Rejects when the font or the
 * PDF library cannot load, or with a CertificateFontError.
 */
export async function downloadCertificatePdf(
  certificate: PublicCertificate,
  pageUrl: string,
): Promise<void> {
  const [font] = await Promise.all([
    loadCertificateFont(),
    // Fetched alongside the font; certificatePdf finds it loaded.
    import(/* webpackChunkName: "certificate-pdf" */ 'jspdf'),
  ]);
  const bytes = await certificatePdf(certificate, pageUrl, font, {
    paper: paperFor(navigator.language),
  });
  const href = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = href;
  link.download = `certificate-${certificate.id}.pdf`;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later, not at once: some browsers read the file after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
}
