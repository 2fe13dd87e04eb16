/**
 * Ant Design's styles of a prerendered page, for the dark theme too. antd writes a page's styles
 * as <style> elements: blocks that set its theme's CSS variables (`.css-var-…{--ant-color-text:…}`),
 * and rules that read them (the same in both themes; the components' own come from the build's
 * stylesheet instead, scripts/site/antdStylesheet.tsx). A page is written with the light
 * theme's; this keeps the dark theme's variable blocks as well, applied under the same conditions
 * as the site's own dark colours (colors.ts themeStylesheet()), so that a page in the dark theme
 * shows its fields and buttons dark from the first paint, before its scripts run.
 */

const STYLE_ELEMENT = /<style[^>]*>([\s\S]*?)<\/style>/g;
/** A rule that only sets custom properties: `selector{--a:1;--b:2;}`. */
const VARIABLE_RULE = /([^{}]+)\{([^{}]*)\}/g;

const styleTexts = (html: string): string[] =>
  [...html.matchAll(STYLE_ELEMENT)].map((match) => match[1] ?? '');

/** `.a,.b{…}` -> `${scope} .a,${scope} .b{…}`. */
function scoped(css: string, scope: string): string {
  return css.replace(VARIABLE_RULE, (_rule, selectors: string, body: string) => {
    const list = selectors
      .split(',')
      .map((selector) => `${scope} ${selector.trim()}`)
      .join(',');
    return `${list}{${body}}`;
  });
}

function assertOnlySetsVariables(css: string): void {
  const rules = [...css.matchAll(VARIABLE_RULE)];
  const rest = css.replace(VARIABLE_RULE, '').trim();
  const setsOnlyVariables = rules.every(([, , body = '']) =>
    body
      .split(';')
      .map((declaration) => declaration.trim())
      .every((declaration) => declaration === '' || declaration.startsWith('--')),
  );
  if (rules.length === 0 || rest !== '' || !setsOnlyVariables) {
    throw new Error(
      `Ant Design's dark theme changes more than its CSS variables; the prerendered page cannot carry both themes: ${css.slice(0, 200)}`,
    );
  }
}

/**
 * A <style> element with the blocks of `darkStyles` that differ from `lightStyles` (both as
 * extractStyle() writes them for the same page), for the dark theme only; '' when none differ.
 */
export function darkThemeStyles(lightStyles: string, darkStyles: string): string {
  const light = new Set(styleTexts(lightStyles));
  const themed = styleTexts(darkStyles).filter((css) => !light.has(css));
  if (themed.length === 0) return '';
  themed.forEach(assertOnlySetsVariables);
  const css = themed.join('');
  return [
    '<style data-color-scheme="dark">',
    `@media screen and (prefers-color-scheme:dark){${scoped(css, ':root:not([data-theme=light])')}}`,
    `@media screen{${scoped(css, ':root[data-theme=dark]')}}`,
    '</style>',
  ].join('');
}
