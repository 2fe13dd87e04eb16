import { theme as antdTheme, type ThemeConfig } from 'antd';
import { themeColors, type ColorScheme, type ThemeColors } from './colors';

/** The site's breakpoints (docs/decisions.md#layout), in pixels. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

/**
 * The colours Ant Design's algorithms would otherwise derive, set to the site's own (colors.ts), in
 * both themes:
 * - the brand colour for primary buttons and links, with the darker (light theme) or lighter (dark
 *   theme) shades for hover and press that keep 4.5:1 with the text on them;
 * - the error red and the placeholder and secondary greys, which in antd's defaults fall under AA
 *   contrast (antd's #ff4d4f, its grey placeholder and its 3.4:1 description grey);
 * - focus outlines (buttons, links, dialog close buttons, menu items), which antd draws in a faint
 *   tint of the brand colour (1.8:1 on white): the site's focus-ring colour instead.
 */
const colorTokens = (c: ThemeColors) => ({
  colorPrimary: c.brand,
  colorLink: c.link,
  colorError: c.danger,
  colorTextPlaceholder: c.textSubtle,
  colorPrimaryHover: c.brandHover,
  colorPrimaryActive: c.brandActive,
  colorLinkHover: c.linkHover,
  colorLinkActive: c.linkActive,
  colorTextDescription: c.textDescription,
  colorPrimaryBorder: c.focusRing,
  colorBgBase: c.bg,
  colorTextBase: c.textBase,
  // Text on the brand and error fills (primary and danger buttons, a checked radio button).
  colorTextLightSolid: c.onBrand,
});

/**
 * The dark theme: antd's dark algorithm over the site's dark surfaces, borders and text. Colours
 * the algorithm would shift (it mutes every seed colour for dark backgrounds) are set as they are
 * in colors.ts: the text on the brand fill was chosen for the brand colour itself.
 */
const dark = themeColors.dark;
const darkAlgorithm: NonNullable<ThemeConfig['algorithm']> = (seed, map) => ({
  ...antdTheme.darkAlgorithm(seed, map),
  colorPrimary: dark.brand,
  colorLink: dark.link,
  colorError: dark.danger,
  colorSuccess: dark.success,
  colorInfo: dark.brand,
  // Selected items (a select's chosen option): the algorithm's tint of the brand colour
  // is too light under brand-coloured text.
  colorPrimaryBg: dark.brandSoft,
  colorPrimaryBgHover: dark.accentSoft,
  colorBgContainer: dark.surface,
  colorBgElevated: dark.surfaceRaised,
  colorBgLayout: dark.surfaceMuted,
  colorBorder: dark.borderStrong,
  colorBorderSecondary: dark.border,
  colorText: dark.text,
  colorTextSecondary: dark.textSecondary,
  colorTextTertiary: dark.textMuted,
});

/**
 * Focus on fields: a solid 2px ring outside the border (antd's is a faint glow), in the focus-ring
 * colour (6.7:1 on white, 5.8:1 on the dark surface), or the error colour on a field in error.
 */
const componentTokens = (c: ThemeColors): ThemeConfig['components'] => {
  const fieldFocus = {
    activeShadow: `0 0 0 2px ${c.focusRing}`,
    errorActiveShadow: `0 0 0 2px ${c.danger}`,
  };
  return {
    Input: fieldFocus,
    InputNumber: fieldFocus,
    Select: { activeOutlineColor: c.focusRing },
  };
};

/**
 * antd's screen tokens from the breakpoints: for each size its start (`screenMD`, `screenMDMin`)
 * and, but for the largest, the pixel before the next size (`screenMDMax`).
 */
function breakpointTokens(): Record<string, number> {
  const sizes = Object.entries(breakpoints);
  return Object.fromEntries(
    sizes.flatMap(([size, start], index) => {
      const name = `screen${size.toUpperCase()}`;
      const next = sizes[index + 1];
      return [[name, start], [`${name}Min`, start], ...(next ? [[`${name}Max`, next[1] - 1]] : [])];
    }),
  );
}

const layoutTokens = {
  borderRadius: 6,
  fontFamily:
    "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  ...breakpointTokens(),
};

/**
 * How antd styles its components, in both themes: no styles generated in the browser (zeroRuntime;
 * the build writes them as one stylesheet, scripts/site/antdStylesheet.tsx, which
 * src/shared/theme/AntdTheme.tsx loads), and no hashed class names, so that the stylesheet's
 * selectors match the components whatever their theme. The theme's values are CSS variables, which
 * antd still sets for the theme in use.
 */
const styling = { zeroRuntime: true, hashed: false } as const;

/** The product theme for Ant Design, per colour scheme (one object each, so antd caches it). */
export const productThemes: Record<ColorScheme, ThemeConfig> = {
  light: {
    ...styling,
    algorithm: antdTheme.defaultAlgorithm,
    token: { ...colorTokens(themeColors.light), ...layoutTokens },
    components: componentTokens(themeColors.light),
  },
  dark: {
    ...styling,
    algorithm: darkAlgorithm,
    token: { ...colorTokens(dark), ...layoutTokens },
    components: {
      ...componentTokens(dark),
      // The current page in the dashboard menu, 5.7:1 on its tint even while hovered.
      Menu: { itemSelectedColor: dark.brandText },
    },
  },
};
