import { antdComponentsIn, antdStylesheet } from './antdStylesheet';

const antd = (folder: string, file = 'index.js') => `/app/node_modules/antd/es/${folder}/${file}`;

describe('antdComponentsIn', () => {
  it('names the antd components whose entry module the build has, once each, in order', () => {
    expect(
      antdComponentsIn([
        antd('table'),
        antd('table', 'InternalTable.js'),
        antd('input-number'),
        antd('button'),
        antd('button'),
        '/app/src/features/courses/CoursesTable.tsx',
      ]),
    ).toEqual(['Button', 'InputNumber', 'Table']);
  });

  it('leaves out folders that only lend a module (the locale takes the date picker’s texts)', () => {
    expect(
      antdComponentsIn([antd('date-picker', 'locale/en_US.js'), antd('_util', 'index.js')]),
    ).toEqual([]);
  });
});

/** The selectors of the stylesheet's rules, leaving out keyframes' steps. */
function selectorsOf(css: string): string[] {
  const withoutKeyframes = css.replace(/@keyframes[^{]*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '');
  return [...withoutKeyframes.matchAll(/([^{}]+)\{[^{}]*\}/g)].flatMap(([, selectors = '']) =>
    selectors
      .replace(/^@[^{]*\{/, '')
      .split(/,(?![^(]*\))/)
      .map((selector) => selector.trim()),
  );
}

describe('antdStylesheet', () => {
  const css = antdStylesheet(['Button', 'Table']);

  it('has the components’ styles, reading the theme from CSS variables', () => {
    expect(css).toContain('.ant-btn');
    expect(css).toContain('.ant-table-wrapper');
    expect(css).toContain('var(--ant-color-text)');
  });

  it('styles antd’s components and icons only: every rule is inside an element of antd', () => {
    const selectors = selectorsOf(css);
    expect(selectors.length).toBeGreaterThan(100);
    expect(selectors.filter((selector) => !/ant-|anticon|css-var-/.test(selector))).toEqual([]);
    // The link reset in particular, which would otherwise reach every link of the site.
    expect(selectors).toContain(':where([class*="css-var-"]) a');
  });

  it('neither sets the theme’s variables nor names hashed classes (both come from antd at run time)', () => {
    expect(css).not.toMatch(/\.css-var-[\w-]+[^{}]*\{--/);
    expect(css).not.toMatch(/\.css-(?:dev-only-do-not-override-)?[a-z0-9]{5,}(?![\w-])/);
  });
});
