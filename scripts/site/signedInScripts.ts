/**
 * The scripts a signed-in page (src/app/prerenderedPaths.ts) starts loading from its HTML.
 *
 * A prerendered page's only script tag is the tiny entry (src/index.tsx). Everything else arrives
 * in steps: the entry loads the framework and the app, and the app (src/app/startApp.tsx) then
 * loads Firebase Auth to restore the session. On a signed-in page all of these are certain, and
 * the page's own content (the tables of My Courses, All Enroll, Manage Course) waits for the
 * session, so each step was a round trip on the way to it. The page's <head> now asks for them at
 * once (`<link rel="preload">`, written by scripts/site/prerender.ts), and each step finds its
 * script downloaded. At low priority: at high priority they shared the network with the
 * stylesheet, and the first paint came 0.5-0.8 s later (Lighthouse, simulated). The public pages
 * keep loading the app after their first paint.
 *
 * Measured 2026-11-26, Lighthouse mobile, medians of three (LCP):
 *
 * | route              | simulated: before | after  | applied throttling: before | after  |
 * | ------------------ | ----------------: | -----: | -------------------------: | -----: |
 * | My Courses         |            3.32 s | 2.85 s |                     6.35 s | 4.41 s |
 * | dashboard          |            1.04 s | 1.51 s |                     1.70 s | 1.84 s |
 * | All Enroll         |            0.94 s | 1.43 s |                     1.58 s | 1.71 s |
 *
 * ("Applied": `throttlingMethod: 'devtools'`, the network really slowed to slow 4G.) The pages
 * whose largest paint is already in their HTML (the dashboard's picture, All Enroll's heading,
 * the purchase page) pay for the early downloads: little in a real slow network, more in
 * Lighthouse's default simulation, which counts every request that starts before the largest
 * paint as possibly holding it up. Asking for the scripts from the entry script once the page has
 * painted instead costs those pages nothing, but gained My Courses only 3.32 -> 3.20 s simulated
 * and 6.35 -> 5.17 s applied, and All Enroll's and Manage Course's tables wait for the same
 * scripts as My Courses' does.
 *
 * Which files, from webpack's chunk graph, never a list kept by hand: the chunk groups the entry
 * loads itself (its `import()`s: the framework's packages and the app), with the chunks they share,
 * and the group of the Firebase Auth SDK (`webpackChunkName: "firebase"` in
 * src/shared/services/auth/firebaseAuthClient.ts). The plugin names them in a <meta> of the app
 * shell, for scripts/site/prerender.ts.
 */
import type HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';

/** The <meta> of the app shell that lists the scripts (space-separated URLs). */
export const SIGNED_IN_SCRIPTS_META = 'signed-in-scripts';

/** The chunk group of the Firebase Auth SDK, which a signed-in page starts as the app starts. */
export const AUTH_SDK_CHUNK_GROUP = 'firebase';

export class SignedInScriptsPlugin {
  constructor(
    private readonly tools: {
      HtmlWebpackPlugin: typeof HtmlWebpackPlugin;
      /** The entry whose own `import()`s every page loads. */
      entry: string;
    },
  ) {}

  apply(compiler: webpack.Compiler): void {
    const { HtmlWebpackPlugin, entry } = this.tools;
    const name = 'SignedInScriptsPlugin';
    compiler.hooks.thisCompilation.tap(name, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(name, (data) => {
        const entrypoint = compilation.entrypoints.get(entry);
        const authSdk = compilation.namedChunkGroups.get(AUTH_SDK_CHUNK_GROUP);
        if (!entrypoint) throw new Error(`${name}: the build has no entry "${entry}"`);
        if (!authSdk) {
          throw new Error(`${name}: the build has no chunk group "${AUTH_SDK_CHUNK_GROUP}"`);
        }
        const loadedByEntry = entrypoint.getChildren();
        if (loadedByEntry.length === 0) throw new Error(`${name}: "${entry}" loads no chunks`);
        const publicPath = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
        const base = publicPath === 'auto' ? '/' : publicPath;
        // A chunk shared by groups is listed once; the entry's own files are already in the page.
        const own = new Set(entrypoint.getFiles());
        const files = new Set<string>();
        for (const group of [...loadedByEntry, authSdk]) {
          for (const file of group.getFiles()) {
            if (file.endsWith('.js') && !own.has(file)) files.add(`${base}${file}`);
          }
        }
        data.headTags.push(
          HtmlWebpackPlugin.createHtmlTagObject('meta', {
            name: SIGNED_IN_SCRIPTS_META,
            content: [...files].join(' '),
          }),
        );
        return data;
      });
    });
  }
}
