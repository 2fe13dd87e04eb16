/**
 * Every colour of the site, in one place: the palette, and the semantic colours of the light and
 * dark themes drawn from it. Nothing else in the code names a colour (a test checks it):
 *
 * - the stylesheets use the CSS custom properties generated from `themeColors` at build time
 *   (`themeStylesheet()`, imported as `./colors?css`): `var(--color-text)`, `var(--color-brand)`...
 * - Ant Design's theme (theme.ts) maps its tokens to the same semantic colours;
 * - the page shell's theme-color and the script that picks the theme before the first paint
 *   (colorSchemeScript.ts) read `themeColors[scheme].themeColor`.
 *
 * This module is read by the build in Node as well as bundled: it imports nothing.
 */

/** The raw colours (Tailwind's scales, and a few of Ant Design's). Use the semantic ones below. */
export const palette = {
  white: '#fff',
  black: '#000',
  slate50: '#f8fafc',
  slate100: '#f1f5f9',
  slate200: '#e2e8f0',
  slate300: '#cbd5e1',
  slate400: '#94a3b8',
  slate500: '#64748b',
  slate600: '#475569',
  slate700: '#334155',
  slate800: '#1e293b',
  slate900: '#0f172a',
  slate950: '#020617',
  gray800: '#1f2937',
  /** Ant Design's secondary text grey on white, darkened to 7:1. */
  antdGrey: '#595959',
  blue50: '#eff6ff',
  blue100: '#dbeafe',
  blue200: '#bfdbfe',
  blue300: '#93c5fd',
  blue400: '#60a5fa',
  blue700: '#1d4ed8',
  blue800: '#1e40af',
  blue900: '#1e3a8a',
  blue950: '#172554',
  indigo100: '#e0e7ff',
  amber200: '#fde68a',
  amber400: '#fbbf24',
  amber500: '#f59e0b',
  amber700: '#b45309',
  yellow100: '#fef9c3',
  yellow800: '#854d0e',
  yellow900: '#713f12',
  yellow950: '#422006',
  orange100: '#ffedd5',
  orange300: '#fdba74',
  orange800: '#9a3412',
  orange900: '#7c2d12',
  orange950: '#431407',
  red50: '#fef2f2',
  red100: '#fee2e2',
  red200: '#fecaca',
  red300: '#fca5a5',
  red400: '#f87171',
  red700: '#b91c1c',
  red900: '#7f1d1d',
  red950: '#450a0a',
  green50: '#f0fdf4',
  green100: '#dcfce7',
  green400: '#4ade80',
  green700: '#15803d',
  green900: '#14532d',
  green950: '#052e16',
  rose300: '#fda4af',
  rose400: '#fb7185',
  rose700: '#be123c',
  rose800: '#9f1239',
} as const;

const p = palette;

/** The site's two colour schemes. */
export type ColorScheme = 'light' | 'dark';
export const COLOR_SCHEMES: readonly ColorScheme[] = ['light', 'dark'];

/**
 * What each colour is for. Text colours meet 4.5:1 (WCAG AA) on the surfaces they are used on, in
 * both themes; focus rings 3:1.
 */
export interface ThemeColors {
  /** The browser's UI around the page (the theme-color meta): the header's colour. */
  themeColor: string;

  /** The page behind everything. */
  bg: string;
  /** Cards, panels, fields, tables. */
  surface: string;
  /** Dialogs, drawers and menus that float over the page. */
  surfaceRaised: string;
  /** Tinted sections and the dashboard behind its cards. */
  surfaceMuted: string;
  /** A deeper tint: alternate sections, a disabled button's fill. */
  surfaceSunken: string;
  /** A neutral fill: where an image has not loaded yet, count badges. */
  fillMuted: string;

  /** Body text and headings. */
  text: string;
  /** A quotation set apart from body text. */
  textStrong: string;
  /** Secondary text: leads, descriptions, answers. */
  textSecondary: string;
  /** Muted text: hints, counts, captions. */
  textMuted: string;
  /** The faintest readable text: placeholders, disabled page numbers. */
  textSubtle: string;
  /** Ant Design's secondary text (empty states, descriptions). */
  textDescription: string;
  /** Ant Design's base text colour, from which it derives its greys. */
  textBase: string;

  /** Dividers and the edges of cards. */
  border: string;
  /** The edges of buttons and other controls. */
  borderStrong: string;
  /** The edges of chips, fields and secondary buttons. */
  borderField: string;
  /** The edge of a native select. */
  borderInput: string;

  /** Links. */
  link: string;
  linkHover: string;
  linkActive: string;
  /** The brand colour as a fill: primary buttons, the current page, badges. */
  brand: string;
  brandHover: string;
  brandActive: string;
  /** Text and icons on a brand fill. */
  onBrand: string;
  /** Brand-coloured text: eyebrows, categories. */
  brandText: string;
  /** Stronger brand-coloured text, also on the soft brand fills. */
  brandTextStrong: string;
  /** A light brand tint behind content. */
  brandSoft: string;
  brandSoftBorder: string;
  /** A brand tint for badges and chips (text on it: brandTextStrong). */
  accentSoft: string;

  /** The focus ring on the page's own surfaces. */
  focusRing: string;

  /** The dark bands of the site (header, footer, hero, figures), dark in both themes. */
  inverseSurface: string;
  onInverse: string;
  onInverseMuted: string;
  onInverseSubtle: string;
  /** The focus ring, figures and eyebrows on the dark bands. */
  inverseAccent: string;
  /** The brand blue on the dark bands, under white (a hovered video control). */
  inverseBrand: string;
  /** Amber: calls to action and accents on the dark bands, decorative borders. */
  accent: string;
  accentHover: string;
  onAccent: string;
  /** The dark tint laid over images under text (used with an alpha: color-mix). */
  scrim: string;

  /** Shadows under cards and toasts, faint to strong. */
  shadowFaint: string;
  shadow: string;
  shadowStrong: string;
  /** Laid over the page behind a dialog (src/shared/components/dialog/Dialog.css). */
  backdrop: string;

  /** Errors: text and icons; a fill carries onDanger. */
  danger: string;
  onDanger: string;
  dangerSoft: string;
  dangerSoftBorder: string;
  /** A heading on dangerSoft. */
  dangerStrong: string;
  /** Body text on dangerSoft. */
  dangerSoftText: string;

  success: string;
  onSuccess: string;
  successSoft: string;
  /** Text on successSoft and on statusPaid. */
  successStrong: string;

  warningSoft: string;
  warningStrong: string;

  /** Enrollment statuses: Progressing, Paid, Refunded. */
  statusProgress: string;
  onStatusProgress: string;
  statusPaid: string;
  onStatusPaid: string;
  statusRefunded: string;
  onStatusRefunded: string;
  /** "This payment was refunded." */
  refundedText: string;

  /** Filled rating stars, and the track behind them. */
  rating: string;
  ratingTrack: string;

  /** The like button: its edge and pressed fill, its text. */
  like: string;
  likeText: string;
  onLike: string;

  /** What matched a search, behind the matched letters (the text colour stays). */
  mark: string;

  /** Plain black for printing (a receipt prints black on white). */
  print: string;
}

/** The colours both schemes share: the inverse bar (footer, banners) and the amber accent. */
const sameInBothSchemes = {
  onInverse: p.white,
  onInverseMuted: p.slate200,
  onInverseSubtle: p.slate300,
  inverseAccent: p.amber400,
  inverseBrand: p.blue700,
  accent: p.amber500,
  accentHover: p.amber400,
  onAccent: p.slate900,
  scrim: p.slate900,
} satisfies Partial<ThemeColors>;

export const themeColors: Record<ColorScheme, ThemeColors> = {
  light: {
    themeColor: p.slate900,
    bg: p.white,
    surface: p.white,
    surfaceRaised: p.white,
    surfaceMuted: p.slate50,
    surfaceSunken: p.slate100,
    fillMuted: p.slate200,
    text: p.slate900,
    textStrong: p.slate800,
    textSecondary: p.slate700,
    textMuted: p.slate600,
    textSubtle: p.slate500,
    textDescription: p.antdGrey,
    textBase: p.black,
    border: p.slate200,
    borderStrong: p.slate300,
    borderField: p.slate400,
    borderInput: p.slate500,
    link: p.blue700,
    linkHover: p.blue800,
    linkActive: p.blue900,
    brand: p.blue700,
    brandHover: p.blue800,
    brandActive: p.blue900,
    onBrand: p.white,
    brandText: p.blue800,
    brandTextStrong: p.blue900,
    brandSoft: p.blue50,
    brandSoftBorder: p.blue200,
    accentSoft: p.indigo100,
    focusRing: p.blue700,
    inverseSurface: p.slate900,
    ...sameInBothSchemes,
    shadowFaint: 'rgb(15 23 42 / 6%)',
    shadow: 'rgb(15 23 42 / 12%)',
    shadowStrong: 'rgb(15 23 42 / 16%)',
    backdrop: 'rgb(15 23 42 / 55%)',
    danger: p.red700,
    onDanger: p.white,
    dangerSoft: p.red50,
    dangerSoftBorder: p.red300,
    dangerStrong: p.red900,
    dangerSoftText: p.gray800,
    success: p.green700,
    onSuccess: p.white,
    successSoft: p.green50,
    successStrong: p.green900,
    warningSoft: p.yellow100,
    warningStrong: p.yellow900,
    statusProgress: p.blue100,
    onStatusProgress: p.blue900,
    statusPaid: p.green100,
    onStatusPaid: p.green900,
    statusRefunded: p.orange100,
    onStatusRefunded: p.orange900,
    refundedText: p.orange800,
    rating: p.amber700,
    ratingTrack: p.slate300,
    like: p.rose700,
    likeText: p.rose800,
    onLike: p.white,
    mark: p.amber200,
    print: p.black,
  },
  dark: {
    themeColor: p.slate950,
    bg: p.slate900,
    surface: p.slate800,
    surfaceRaised: p.slate800,
    surfaceMuted: p.slate950,
    surfaceSunken: p.slate950,
    fillMuted: p.slate700,
    text: p.slate100,
    textStrong: p.slate200,
    textSecondary: p.slate300,
    textMuted: p.slate400,
    textSubtle: p.slate400,
    textDescription: p.slate400,
    textBase: p.slate100,
    border: p.slate700,
    borderStrong: p.slate600,
    borderField: p.slate500,
    borderInput: p.slate400,
    link: p.blue400,
    linkHover: p.blue300,
    linkActive: p.blue200,
    brand: p.blue400,
    brandHover: p.blue300,
    brandActive: p.blue200,
    onBrand: p.slate900,
    brandText: p.blue300,
    brandTextStrong: p.blue200,
    brandSoft: p.blue950,
    brandSoftBorder: p.blue800,
    accentSoft: p.blue900,
    focusRing: p.blue400,
    inverseSurface: p.slate950,
    ...sameInBothSchemes,
    shadowFaint: 'rgb(0 0 0 / 30%)',
    shadow: 'rgb(0 0 0 / 45%)',
    shadowStrong: 'rgb(0 0 0 / 55%)',
    backdrop: 'rgb(0 0 0 / 70%)',
    danger: p.red400,
    onDanger: p.slate900,
    dangerSoft: p.red950,
    dangerSoftBorder: p.red900,
    dangerStrong: p.red200,
    dangerSoftText: p.red100,
    success: p.green400,
    onSuccess: p.slate900,
    successSoft: p.green950,
    successStrong: p.green100,
    warningSoft: p.yellow950,
    warningStrong: p.yellow100,
    statusProgress: p.blue900,
    onStatusProgress: p.blue100,
    statusPaid: p.green900,
    onStatusPaid: p.green100,
    statusRefunded: p.orange900,
    onStatusRefunded: p.orange100,
    refundedText: p.orange300,
    rating: p.amber400,
    ratingTrack: p.slate600,
    like: p.rose400,
    likeText: p.rose300,
    onLike: p.slate900,
    mark: p.yellow800,
    print: p.black,
  },
};

/** `brandSoft` -> `--color-brand-soft`. */
export const cssVariableName = (token: keyof ThemeColors): string =>
  `--color-${token.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

const declarations = (scheme: ColorScheme): string =>
  [
    `color-scheme:${scheme}`,
    ...Object.entries(themeColors[scheme]).map(
      ([token, value]) => `${cssVariableName(token as keyof ThemeColors)}:${value}`,
    ),
  ].join(';');

/**
 * The themes as CSS custom properties: light by default; dark when the system prefers it and the
 * visitor has not chosen light, or when the visitor has chosen dark (<html data-theme="dark">, set
 * before the first paint by colorSchemeScript.ts). Without JavaScript, the system setting decides.
 * Printed, pages are always light: dark ink on white paper.
 */
export function themeStylesheet(): string {
  const dark = declarations('dark');
  return [
    `:root{${declarations('light')}}`,
    `@media screen and (prefers-color-scheme:dark){:root:not([data-theme=light]){${dark}}}`,
    `@media screen{:root[data-theme=dark]{${dark}}}`,
    '',
  ].join('\n');
}
