import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import {
  COLOR_SCHEMES,
  cssVariableName,
  themeColors,
  themeStylesheet,
  type ColorScheme,
  type ThemeColors,
} from './colors';

const root = path.resolve(__dirname, '../..');

/** Every colour keyword of CSS (CSS Color 4), but transparent and currentcolor, which are not a colour of their own. */
const NAMED_COLORS = new Set(
  `aliceblue antiquewhite aqua aquamarine azure beige bisque black blanchedalmond blue blueviolet
  brown burlywood cadetblue chartreuse chocolate coral cornflowerblue cornsilk crimson cyan darkblue
  darkcyan darkgoldenrod darkgray darkgreen darkgrey darkkhaki darkmagenta darkolivegreen darkorange
  darkorchid darkred darksalmon darkseagreen darkslateblue darkslategray darkslategrey darkturquoise
  darkviolet deeppink deepskyblue dimgray dimgrey dodgerblue firebrick floralwhite forestgreen
  fuchsia gainsboro ghostwhite gold goldenrod gray green greenyellow grey honeydew hotpink indianred
  indigo ivory khaki lavender lavenderblush lawngreen lemonchiffon lightblue lightcoral lightcyan
  lightgoldenrodyellow lightgray lightgreen lightgrey lightpink lightsalmon lightseagreen
  lightskyblue lightslategray lightslategrey lightsteelblue lightyellow lime limegreen linen magenta
  maroon mediumaquamarine mediumblue mediumorchid mediumpurple mediumseagreen mediumslateblue
  mediumspringgreen mediumturquoise mediumvioletred midnightblue mintcream mistyrose moccasin
  navajowhite navy oldlace olive olivedrab orange orangered orchid palegoldenrod palegreen
  paleturquoise palevioletred papayawhip peachpuff peru pink plum powderblue purple rebeccapurple red
  rosybrown royalblue saddlebrown salmon sandybrown seagreen seashell sienna silver skyblue slateblue
  slategray slategrey snow springgreen steelblue tan teal thistle tomato turquoise violet wheat white
  whitesmoke yellow yellowgreen`.split(/\s+/),
);
const HEX_COLOR = /(?:^|[^\w&#/.-])(#(?:[0-9a-f]{8}|[0-9a-f]{6}|[0-9a-f]{3,4}))(?![\w-])/i;
const COLOR_FUNCTION = /\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/i;

/** The literal colours in a stylesheet's declarations (custom property names and var() aside). */
function literalColorsInCss(css: string): string[] {
  const found: string[] = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const [, property = '', value = ''] of withoutComments.matchAll(
    /([-\w]+)\s*:\s*([^;{}]*)(?=[;}])/g,
  )) {
    const plain = value.replace(/var\([^)]*\)/g, '');
    const hex = HEX_COLOR.exec(plain)?.[1];
    if (hex) found.push(`${property}: ${hex}`);
    if (COLOR_FUNCTION.test(plain)) found.push(`${property}: ${value.trim()}`);
    for (const word of plain.toLowerCase().match(/[a-z]+/g) ?? []) {
      if (NAMED_COLORS.has(word) && !/^--/.test(property)) found.push(`${property}: ${word}`);
    }
  }
  return found;
}

/** The literal colours in a script's strings: a hex colour, a colour function or a colour name. */
function literalColorsInScript(source: string): string[] {
  const found: string[] = [];
  for (const [, , text = ''] of source.matchAll(/(['"`])((?:(?!\1)[^\\\n]|\\.)*)\1/g)) {
    const hex = HEX_COLOR.exec(text)?.[1];
    if (hex) found.push(hex);
    else if (COLOR_FUNCTION.test(text)) found.push(text);
    else if (NAMED_COLORS.has(text.trim().toLowerCase())) found.push(text);
  }
  return found;
}

/** The site's own source files and the page shell, but the colour module and the tests. */
function sourceFiles(): string[] {
  const files = readdirSync(path.join(root, 'src'), { recursive: true, encoding: 'utf8' })
    .map((file) => path.join('src', file))
    .filter((file) => /\.(css|tsx?)$/.test(file))
    .filter((file) => file !== path.join('src', 'app', 'colors.ts'))
    .filter((file) => !/\.test\.tsx?$/.test(file) && !file.startsWith(path.join('src', 'test')));
  return [...files, path.join('public', 'index.html')];
}

describe('colours come from one source', () => {
  it('finds literal colours where they would hide', () => {
    expect(
      literalColorsInCss('a { color: #1d4ed8; border: 1px solid rgb(0 0 0 / 10%); fill: white; }'),
    ).toEqual(['color: #1d4ed8', 'border: 1px solid rgb(0 0 0 / 10%)', 'fill: white']);
    expect(literalColorsInCss('.x { color: var(--color-white); white-space: nowrap; }')).toEqual(
      [],
    );
    expect(
      literalColorsInScript(`<ellipse fill="#f1f5f9" /> <g stroke="white"> '#courses'`),
    ).toEqual(['#f1f5f9', 'white']);
  });

  it('has no literal colour in any stylesheet, component or the page shell but colors.ts', () => {
    const offenders = sourceFiles().flatMap((file) => {
      const text = readFileSync(path.join(root, file), 'utf8');
      // Markup and scripts name colours in quoted strings (attributes, style objects).
      const colors = file.endsWith('.css') ? literalColorsInCss(text) : literalColorsInScript(text);
      return colors.map((color) => `${file}: ${color}`);
    });
    expect(offenders).toEqual([]);
  });

  it('writes each theme as CSS custom properties: light by default, dark by choice or system', () => {
    const [light = '', systemDark = '', chosenDark = ''] = themeStylesheet().trim().split('\n');
    expect(light).toMatch(/^:root\{color-scheme:light;/);
    expect(systemDark).toMatch(
      /^@media screen and \(prefers-color-scheme:dark\)\{:root:not\(\[data-theme=light\]\)\{color-scheme:dark;/,
    );
    expect(chosenDark).toMatch(/^@media screen\{:root\[data-theme=dark\]\{color-scheme:dark;/);
    const declared = (block: string) =>
      Object.fromEntries(
        [...block.matchAll(/(--color-[-a-z]+):([^;}]+)/g)].map(([, name, value]) => [name, value]),
      );
    const expected = (scheme: ColorScheme) =>
      Object.fromEntries(
        Object.entries(themeColors[scheme]).map(([token, value]) => [
          cssVariableName(token as keyof ThemeColors),
          value,
        ]),
      );
    expect(declared(light)).toEqual(expected('light'));
    expect(declared(systemDark)).toEqual(expected('dark'));
    expect(declared(chosenDark)).toEqual(expected('dark'));
  });
});

/** WCAG 2 relative luminance of an opaque #rrggbb or #rgb colour. */
function luminance(hex: string): number {
  const digits = hex.slice(1);
  const full = digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits;
  const [r = 0, g = 0, b = 0] = [0, 2, 4].map((at) => {
    const channel = parseInt(full.slice(at, at + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (one: string, other: string): number => {
  const [light = 0, dark = 0] = [luminance(one), luminance(other)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
};

type Token = keyof ThemeColors;
/** Text (4.5:1) on the surfaces it is used on. */
const TEXT_ON: [Token[], Token[]][] = [
  [
    ['text', 'textStrong', 'textSecondary', 'textMuted', 'link', 'brand'],
    ['bg', 'surface', 'surfaceRaised', 'surfaceMuted', 'surfaceSunken'],
  ],
  // Placeholders; a disabled control's text (on surfaceSunken) needs no contrast.
  [['textSubtle'], ['bg', 'surface', 'surfaceRaised', 'surfaceMuted']],
  [
    ['brandText', 'brandTextStrong', 'danger', 'success', 'refundedText', 'likeText'],
    ['bg', 'surface', 'surfaceMuted'],
  ],
  [['textDescription'], ['surface', 'surfaceRaised']],
  [['onBrand'], ['brand', 'brandHover', 'brandActive', 'brandTextStrong']],
  [['onDanger'], ['danger']],
  [['onSuccess'], ['success']],
  [['onLike'], ['like']],
  [['onAccent'], ['accent', 'accentHover']],
  [['onStatusProgress'], ['statusProgress']],
  [['onStatusPaid'], ['statusPaid']],
  [['onStatusRefunded'], ['statusRefunded']],
  [['warningStrong'], ['warningSoft']],
  [['dangerStrong', 'dangerSoftText', 'text'], ['dangerSoft']],
  [['successStrong'], ['successSoft']],
  [['brandTextStrong'], ['accentSoft', 'brandSoft', 'surface']],
  [['textSecondary'], ['brandSoft']],
  [['text'], ['mark']],
  [['text'], ['fillMuted']],
  [['onInverse', 'onInverseMuted', 'onInverseSubtle', 'inverseAccent'], ['inverseSurface']],
  [['onInverse'], ['inverseBrand']],
];
/** Focus rings and control edges that must be seen (3:1). */
const NON_TEXT_ON: [Token[], Token[]][] = [
  [['focusRing'], ['bg', 'surface', 'surfaceRaised', 'surfaceMuted', 'surfaceSunken']],
  [['inverseAccent'], ['inverseSurface']],
];

describe.each(COLOR_SCHEMES)('the %s theme', (scheme) => {
  const colors = themeColors[scheme];
  const failures = (pairs: [Token[], Token[]][], minimum: number) =>
    pairs.flatMap(([foregrounds, backgrounds]) =>
      foregrounds.flatMap((foreground) =>
        backgrounds
          .map((background) => ({
            pair: `${foreground} on ${background}`,
            ratio: contrast(colors[foreground], colors[background]),
          }))
          .filter(({ ratio }) => ratio < minimum)
          .map(({ pair, ratio }) => `${pair}: ${ratio.toFixed(2)}:1`),
      ),
    );

  it('keeps text at 4.5:1 on every surface it is used on', () => {
    expect(failures(TEXT_ON, 4.5)).toEqual([]);
  });

  it('keeps focus rings at 3:1 on the surfaces they are drawn on', () => {
    expect(failures(NON_TEXT_ON, 3)).toEqual([]);
  });
});
