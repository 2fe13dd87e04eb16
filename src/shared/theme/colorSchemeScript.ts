import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY } from './colorScheme';
import { themeColors } from './colors';

/**
 * The one inline script of the page shell (public/index.html), run in <head> before the first
 * paint: it sets <html data-theme> from the visitor's choice, or else from the system setting, and
 * the theme-color meta above it to match, so that no page paints in the wrong theme while its
 * stylesheet and scripts load. The Content-Security-Policy allows exactly this text by its hash
 * (contentSecurityPolicy.ts), so it must reach the page byte for byte: one line, no markup.
 */
export function colorSchemeScript(): string {
  const { light, dark } = themeColors;
  return [
    '(function(){',
    'var d=document.documentElement,s;',
    `try{s=localStorage.getItem(${JSON.stringify(COLOR_SCHEME_STORAGE_KEY)})}catch(e){}`,
    'if(s!=="light"&&s!=="dark")',
    's=matchMedia("(prefers-color-scheme: dark)").matches?"dark":"light";',
    `d.setAttribute(${JSON.stringify(COLOR_SCHEME_ATTRIBUTE)},s);`,
    'var m=document.querySelector(\'meta[name="theme-color"]\');',
    `if(m)m.setAttribute("content",s==="dark"?${JSON.stringify(dark.themeColor)}:${JSON.stringify(light.themeColor)})`,
    '})()',
  ].join('');
}
