import type { ThemeConfig } from 'antd';

/** The site's breakpoints (docs/decisions.md#layout), in pixels. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export const brandColor = '#1d4ed8';
const errorColor = '#b91c1c';

/**
 * Focus on fields: a solid 2px ring outside the border (antd's is a faint glow), 6.7:1 against
 * white in the brand blue, 6.5:1 in the error red.
 */
const fieldFocus = {
  activeShadow: `0 0 0 2px ${brandColor}`,
  errorActiveShadow: `0 0 0 2px ${errorColor}`,
};

/** The product theme for Ant Design. */
export const productTheme: ThemeConfig = {
  token: {
    colorPrimary: brandColor,
    colorLink: brandColor,
    borderRadius: 6,
    // antd's default red (#ff4d4f) and placeholder grey fail WCAG AA contrast on white.
    colorError: errorColor,
    colorTextPlaceholder: '#64748b',
    // The hover and pressed shades antd derives from the brand colour (#4373e6) fall under 4.5:1
    // with white text; these darker shades keep AA in every state.
    colorPrimaryHover: '#1e40af',
    colorPrimaryActive: '#1e3a8a',
    colorLinkHover: '#1e40af',
    colorLinkActive: '#1e3a8a',
    // Empty-state and other secondary text: the default grey is about 3.4:1 on white.
    colorTextDescription: '#595959',
    // antd draws focus outlines (buttons, links, dialog close buttons, menu items) in this tint
    // of the brand colour, 1.8:1 against white; the brand blue itself keeps them at 6.7:1.
    colorPrimaryBorder: brandColor,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
    screenXSMin: breakpoints.xs,
    screenXS: breakpoints.xs,
    screenXSMax: breakpoints.sm - 1,
    screenSM: breakpoints.sm,
    screenSMMin: breakpoints.sm,
    screenSMMax: breakpoints.md - 1,
    screenMD: breakpoints.md,
    screenMDMin: breakpoints.md,
    screenMDMax: breakpoints.lg - 1,
    screenLG: breakpoints.lg,
    screenLGMin: breakpoints.lg,
    screenLGMax: breakpoints.xl - 1,
    screenXL: breakpoints.xl,
    screenXLMin: breakpoints.xl,
    screenXLMax: breakpoints.xxl - 1,
    screenXXL: breakpoints.xxl,
    screenXXLMin: breakpoints.xxl,
  },
  components: {
    Input: fieldFocus,
    InputNumber: fieldFocus,
    Select: { activeOutlineColor: brandColor },
  },
};
