import type { ThemeConfig } from 'antd';

/** The spec's breakpoints (section 9), in pixels. */
export const breakpoints = { xs: 0, sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 } as const;

export const brandColor = '#1d4ed8';

/** The product theme for Ant Design. */
export const productTheme: ThemeConfig = {
  token: {
    colorPrimary: brandColor,
    colorLink: brandColor,
    borderRadius: 6,
    // antd's default red (#ff4d4f) and placeholder grey fail WCAG AA contrast on white.
    colorError: '#b91c1c',
    colorTextPlaceholder: '#64748b',
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
};
