/**
 * Ant Design's component styles as one static stylesheet, written by the build, so that the browser
 * does not generate them while a page starts (the app runs antd in its zero-runtime mode:
 * src/shared/theme/theme.ts). The stylesheet holds the components the browser build bundles, found
 * in webpack's module graph; the theme's values stay CSS variables, which antd still sets at run
 * time for the theme in use, so one stylesheet serves the light and the dark theme.
 *
 * webpack.config.js applies AntdStylesheetPlugin to the browser build. The page shell names the file
 * in a <meta> (ANTD_STYLESHEET_META) that src/shared/theme/AntdTheme.tsx reads, and
 * scripts/site/prerender.ts links it from every prerendered page that shows antd components.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { extractStyle } from '@ant-design/static-style-extract';
import { ConfigProvider } from 'antd';
import type HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';
import { ANTD_STYLESHEET_META } from '../../src/shared/theme/antdStylesheetMeta';
import { productThemes } from '../../src/shared/theme/theme';

/**
 * The entry module of an antd component in antd's ES build: `…/node_modules/antd/es/<folder>/index.js`.
 * (Other modules of a folder can come alone: the locale imports the date picker's texts.)
 */
const ANTD_COMPONENT_MODULE = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([^\\/]+)[\\/]index\.js$/;

/** antd's folders by the component each exports, from antd's own index (`export { default as Button } from './button'`). */
function antdComponentsByFolder(): Map<string, string> {
  const index = readFileSync(createRequire(__filename).resolve('antd/es/index.js'), 'utf8');
  const byFolder = new Map<string, string>();
  for (const [, name, folder] of index.matchAll(
    /export \{ default as (\w+) \} from '\.\/([\w-]+)';/g,
  )) {
    if (name && folder) byFolder.set(folder, name);
  }
  return byFolder;
}

/**
 * The antd components whose code is among `resources` (the paths of a build's modules), in
 * alphabetical order: the components a page can render, including the ones antd's own components
 * use (a table's pagination, a select's empty state).
 */
export function antdComponentsIn(resources: Iterable<string>): string[] {
  const byFolder = antdComponentsByFolder();
  const components = new Set<string>();
  for (const resource of resources) {
    const folder = ANTD_COMPONENT_MODULE.exec(resource)?.[1];
    const component = folder && byFolder.get(folder);
    if (component) components.add(component);
  }
  return [...components].sort();
}

/** A top-level rule of antd's variable blocks: `.css-var-…{--ant-…}` (for the extractor's own keys). */
const VARIABLE_BLOCK = /\.css-var-[^{}]*\{[^{}]*\}/g;

/**
 * A rule of antd's link reset (`a{…}`, `a:hover,a:active{…}`, `a[disabled]{…}`). antd scopes it
 * to its components by their hashed class name; without hashing it would style every link of the
 * site.
 */
const LINK_RESET_RULE = /(^|\})((?:a(?:[:[][^,{}]*)?,)*a(?:[:[][^,{}]*)?)\{/g;
/** What every antd component's root element carries: the class that sets its theme's variables. */
const INSIDE_ANTD = ':where([class*="css-var-"])';

/**
 * The styles of `components` as antd writes them for the site's theme, without hashed class names
 * and without the blocks that set the theme's variables (antd sets those at run time, in the
 * theme in use, on keys of its own). antd's link reset applies inside its components only, as it
 * does with hashed class names.
 */
export function antdStylesheet(components: readonly string[]): string {
  const css = extractStyle({
    includes: [...components],
    customTheme: (node) => (
      <ConfigProvider theme={{ ...productThemes.light, zeroRuntime: false }}>{node}</ConfigProvider>
    ),
  });
  return css.replace(VARIABLE_BLOCK, '').replace(
    LINK_RESET_RULE,
    (_rule, before: string, selectors: string) =>
      `${before}${selectors
        .split(',')
        .map((selector) => `${INSIDE_ANTD} ${selector}`)
        .join(',')}{`,
  );
}

/**
 * Emits `css/antd.<hash>.css` with the styles of the antd components the compilation bundles, and
 * names it in the page shell's <head> (`<meta name="antd-stylesheet" content="/css/antd….css">`).
 * Given the webpack and HtmlWebpackPlugin that the configuration runs (their hooks are per instance).
 */
export class AntdStylesheetPlugin {
  /** The last stylesheet, by its components: a rebuild of the dev server reuses it. */
  private last: { key: string; css: string } | null = null;

  constructor(
    private readonly tools: {
      webpack: typeof webpack;
      HtmlWebpackPlugin: typeof HtmlWebpackPlugin;
    },
  ) {}

  apply(compiler: webpack.Compiler): void {
    const { webpack, HtmlWebpackPlugin } = this.tools;
    const name = 'AntdStylesheetPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      let href = '';
      compilation.hooks.processAssets.tap(
        { name, stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          // Modules that webpack concatenated into one are listed inside it (its `modules`;
          // webpack's types do not export the class).
          const resourcesOf = (module: webpack.Module): string[] => {
            if (module instanceof webpack.NormalModule) return [module.resource];
            const inner = (module as { modules?: unknown }).modules;
            return Array.isArray(inner)
              ? inner.flatMap((part) => (part instanceof webpack.Module ? resourcesOf(part) : []))
              : [];
          };
          const resources = [...compilation.modules].flatMap(resourcesOf);
          const components = antdComponentsIn(resources);
          const key = components.join(',');
          if (this.last?.key !== key) this.last = { key, css: antdStylesheet(components) };
          const hash = createHash('sha256').update(this.last.css).digest('hex').slice(0, 10);
          const file = `css/antd.${hash}.css`;
          compilation.emitAsset(file, new webpack.sources.RawSource(this.last.css));
          const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
          href = path.posix.join(publicPath === 'auto' ? '/' : publicPath, file);
        },
      );
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('meta', {
            name: ANTD_STYLESHEET_META,
            content: href,
          }),
        );
        return data;
      });
    });
  }
}
