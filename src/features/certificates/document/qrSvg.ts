import { create } from 'qrcode';

/** The blank margin a QR code needs around it to be read (ISO/IEC 18004): four modules. */
export const QR_QUIET_ZONE = 4;

/** A horizontal run of dark modules in one row, in modules from the symbol's top left corner. */
export interface QrRun {
  x: number;
  y: number;
  width: number;
}

/** A QR code as geometry: drawn the same way on the page (SVG) and in the PDF (vector paths). */
export interface QrGeometry {
  /** The symbol's side in modules, without the quiet zone. */
  size: number;
  /** The dark modules, merged row by row into runs, so they draw as one shape without seams. */
  runs: QrRun[];
}

/** The QR code of a text (a URL), at error correction level M, which survives a crease or a smudge. */
export function qrGeometry(text: string): QrGeometry {
  const { modules } = create(text, { errorCorrectionLevel: 'M' });
  const { size } = modules;
  const runs: QrRun[] = [];
  for (let y = 0; y < size; y += 1) {
    let x = 0;
    while (x < size) {
      if (!modules.get(y, x)) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < size && modules.get(y, x)) x += 1;
      runs.push({ x: start, y, width: x - start });
    }
  }
  return { size, runs };
}

/** An SVG QR code: its viewBox (quiet zone included) and one path of its dark modules. */
export interface QrSvg {
  viewBox: string;
  path: string;
}

/** The SVG drawing of a text's QR code, one unit per module. */
export function qrSvg(text: string): QrSvg {
  const { size, runs } = qrGeometry(text);
  const side = size + 2 * QR_QUIET_ZONE;
  const path = runs
    .map(({ x, y, width }) => `M${x + QR_QUIET_ZONE} ${y + QR_QUIET_ZONE}h${width}v1h-${width}z`)
    .join('');
  return { viewBox: `0 0 ${side} ${side}`, path };
}
