/*
 * Writes public/images/payment-methods.svg (called by scripts/media/generate.sh): the footer's row
 * of payment badges, 300x40. The names are outlines, not text: text in an SVG image makes the page
 * look up the font and lay the image out on its main thread when it paints it. Each name is drawn
 * from Liberation Sans Bold (Arial's metrics; Bold Italic for VISA), scaled to the width its badge
 * gives it and centred in it, with relative path commands rounded to a tenth of a unit.
 *
 * Usage: node paymentBadges.mjs <output.svg>, with opentype.js resolvable from the script's folder
 * (generate.sh installs it beside a copy of the script).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import process from 'node:process';
import opentype from 'opentype.js';

const FONTS = '/usr/share/fonts/truetype/liberation/';
const font = (file) => opentype.parse(readFileSync(FONTS + file).buffer);
const bold = font('LiberationSans-Bold.ttf');
const boldItalic = font('LiberationSans-BoldItalic.ttf');

/** Shortest form of a number rounded to a tenth: .5, -.5, 12.3, 4. */
const num = (value) => {
  const rounded = Math.round(value * 10) / 10;
  return String(Object.is(rounded, -0) ? 0 : rounded)
    .replace(/^0\./, '.')
    .replace(/^-0\./, '-.');
};
/** Numbers joined as SVG path data: a space only where the next one has no minus sign. */
const join = (values) =>
  values.map(num).reduce((out, text) => out + (out && !text.startsWith('-') ? ' ' : '') + text, '');

/** The outline of `text` as relative path data, `length` wide, centred on x, baseline at y. */
function outline(face, text, { x, y, size, length }) {
  const scaleX = length / face.getAdvanceWidth(text, size);
  const left = x - length / 2;
  const at = (px, py) => [
    Math.round((left + px * scaleX) * 10) / 10,
    Math.round((y + py) * 10) / 10,
  ];
  let current = [0, 0];
  let start = [0, 0];
  const rel = (point) => [point[0] - current[0], point[1] - current[1]];
  return face
    .getPath(text, 0, 0, size)
    .commands.map((command) => {
      if (command.type === 'Z') {
        current = start;
        return 'z';
      }
      const points =
        command.type === 'Q'
          ? [at(command.x1, command.y1), at(command.x, command.y)]
          : command.type === 'C'
            ? [at(command.x1, command.y1), at(command.x2, command.y2), at(command.x, command.y)]
            : [at(command.x, command.y)];
      const data = join(points.flatMap(rel));
      current = points[points.length - 1];
      if (command.type === 'M') start = current;
      return command.type.toLowerCase() + data;
    })
    .join('');
}

const names = [
  { face: boldItalic, text: 'VISA', x: 32, y: 26, size: 15, length: 40, fill: '#1a3a9e' },
  { face: bold, text: 'Mastercard', x: 130, y: 24, size: 10.5, length: 58, fill: '#fff' },
  { face: bold, text: 'AMEX', x: 202, y: 25, size: 12.5, length: 42, fill: '#fff' },
  { face: bold, text: 'Stripe', x: 267.5, y: 25, size: 13, length: 40, fill: '#fff' },
];

const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 40" width="300" height="40" role="img" aria-label="We accept Visa, Mastercard, American Express and Stripe">
  <title>We accept Visa, Mastercard, American Express and Stripe</title>
  <!-- The names are outlines of Liberation Sans Bold (Arial's metrics), not text: text in an image
       costs the page a font lookup and a layout of its own when the image is painted. -->
  <rect x="3.5" y="4.5" width="57" height="31" rx="6" fill="#fff" stroke="#cbd5e1"/>
  <rect x="68.5" y="4.5" width="97" height="31" rx="6" fill="#0f172a" stroke="#334155"/>
  <circle cx="83" cy="20" r="7.5" fill="#eb5a2c"/>
  <circle cx="93" cy="20" r="7.5" fill="#f59e0b" fill-opacity=".9"/>
  <rect x="173.5" y="4.5" width="57" height="31" rx="6" fill="#2e77bc"/>
  <rect x="238.5" y="4.5" width="58" height="31" rx="6" fill="#635bff"/>
${names.map(({ face, fill, ...name }) => `  <path fill="${fill}" d="${outline(face, name.text, name)}"/>`).join('\n')}
</svg>
`;

writeFileSync(process.argv[2], svg);
