import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { ANTD_STYLESHEET_META } from './antdStylesheetMeta';
import { useColorScheme } from './colorScheme';
import { productThemes } from './theme';
import './antdFocus.css';

/** The build's stylesheet of antd's components, as the page shell names it; null where none is (jest). */
const antdStylesheetHref = (): string | null =>
  typeof document === 'undefined'
    ? null
    : document.querySelector<HTMLMetaElement>(`meta[name="${ANTD_STYLESHEET_META}"]`)?.content ||
      null;

/**
 * Ant Design in the site's theme (light or dark, as the page shows), around `children`, with the
 * stylesheet of antd's components that the build writes (antd generates none in the browser:
 * theme.ts). React puts the stylesheet in <head> once, however many of these a page has, and shows
 * what needs it once it has loaded; a prerendered page links it already (scripts/site/prerender.ts).
 */
export function AntdTheme({ children }: { children: ReactNode }) {
  const colorScheme = useColorScheme();
  const href = antdStylesheetHref();
  return (
    <>
      {href && <link rel="stylesheet" href={href} precedence="antd" />}
      <ConfigProvider theme={productThemes[colorScheme]}>{children}</ConfigProvider>
    </>
  );
}
