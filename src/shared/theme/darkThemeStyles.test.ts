import { darkThemeStyles } from './darkThemeStyles';

const style = (css: string, hash: string) =>
  `<style data-rc-order="prependQueue" data-token-hash="css-var-_R_0_" data-css-hash="${hash}">${css}</style>`;

describe('darkThemeStyles', () => {
  const rules = style(':where(.css-1).ant-btn{color:var(--ant-color-text);}', 'rules');

  it('keeps the dark theme’s variables for the dark theme only, chosen or from the system', () => {
    const light = rules + style('.css-var-_R_0_{--ant-color-text:#000;--ant-radius:6px;}', 'l');
    const dark = rules + style('.css-var-_R_0_{--ant-color-text:#fff;--ant-radius:6px;}', 'd');
    expect(darkThemeStyles(light, dark)).toBe(
      '<style data-color-scheme="dark">' +
        '@media screen and (prefers-color-scheme:dark){:root:not([data-theme=light]) .css-var-_R_0_{--ant-color-text:#fff;--ant-radius:6px;}}' +
        '@media screen{:root[data-theme=dark] .css-var-_R_0_{--ant-color-text:#fff;--ant-radius:6px;}}' +
        '</style>',
    );
  });

  it('adds nothing to a page whose styles are the same in both themes', () => {
    expect(darkThemeStyles(rules, rules)).toBe('');
  });

  it('fails the build when the dark theme changes more than variables', () => {
    expect(() =>
      darkThemeStyles(rules, style(':where(.css-1).ant-btn{color:#fff;}', 'other')),
    ).toThrow(/more than its CSS variables/);
  });
});
