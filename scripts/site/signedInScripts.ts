/**
 * The scripts a signed-in page (src/app/prerenderedPaths.ts) asks for before its app has started.
 *
 * A prerendered page's only script tag is the tiny entry (src/index.tsx). Everything else arrives
 * in steps: the entry loads the framework and the app, and the app (src/app/startApp.tsx) then
 * loads Firebase Auth to restore a returning user's session. The content of most signed-in pages
 * (the tables of My Courses, All Enroll, Manage Course) waits for that session, so each step would
 * be a round trip on the way to it. Instead:
 * - the framework's and the app's scripts, which every page runs, are preloaded by the signed-in
 *   pages' <head> (written by scripts/site/prerender.ts), at low priority, so that they do not
 *   hold up the stylesheet and the first paint;
 * - the auth SDK's scripts are preloaded by the entry script as it starts, when someone has signed
 *   in on this browser (src/shared/services/auth/sessionHint.ts), so that a visitor nobody has
 *   signed in as here does not download it for nothing; and only when the ID token the browser
 *   remembers from the last visit no longer serves: while it does, the page asks the API with it,
 *   and the SDK loads at the person's first key or pointer press
 *   (src/shared/services/auth/firebaseAuthClient.ts).
 * The public pages keep loading the app after their first paint and ask for nothing ahead. What
 * this gains and costs each route is in docs/performance.md, "Performance, accessibility and
 * hardening (measured)", under "A signed-in page asks for its scripts at once".
 *
 * Which files, from webpack's chunk graph, never a list kept by hand: the chunk groups the entry
 * loads itself (its `import()`s: the framework's packages and the app), with the chunks they share,
 * and the group of the Firebase Auth SDK (`webpackChunkName: "firebase"` in
 * src/shared/services/auth/firebaseAuthClient.ts), each in a <meta> of the app shell
 * (src/app/signedInShell.ts names them). The app shell itself (dist/app.html, for the routes not
 * written at build time) keeps both, unused: its #root is not marked as a signed-in page.
 */
import type HtmlWebpackPlugin from 'html-webpack-plugin';
import type webpack from 'webpack';
import { AUTH_SDK_SCRIPTS_META, SIGNED_IN_SCRIPTS_META } from '../../src/app/signedInShell';

/** The chunk group of the Firebase Auth SDK (its `webpackChunkName`). */
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
        // The pages are at every depth (/dashboard/myEnroll): their scripts need absolute URLs.
        const base = compilation.getPath(compilation.outputOptions.publicPath ?? '/');
        if (!/^(?:\/|https?:\/\/)/.test(base)) {
          throw new Error(`${name}: output.publicPath must be absolute, not "${base}"`);
        }
        // Each chunk once, and not the entry's own, whose script is in the page already; nor a
        // chunk whose modules come with another listed one (webpack's `flagIncludedChunks`: React's
        // chunk comes with React DOM's, and webpack never asks for it once React DOM's has run).
        const listed = new Set<webpack.Chunk>(entrypoint.chunks);
        const scriptsOf = (groups: readonly webpack.ChunkGroup[]): string[] => {
          const chunks = [...new Set(groups.flatMap((group) => group.chunks))].filter(
            (chunk) => !listed.has(chunk),
          );
          const comesWithAnother = (chunk: webpack.Chunk): boolean =>
            chunk.id !== null &&
            [...chunks, ...listed].some(
              (other) => other !== chunk && (other.ids ?? []).includes(chunk.id ?? ''),
            );
          const files: string[] = [];
          for (const chunk of chunks.filter((chunk) => !comesWithAnother(chunk))) {
            listed.add(chunk);
            for (const file of chunk.files) {
              if (file.endsWith('.js')) files.push(`${base}${file}`);
            }
          }
          return files;
        };
        for (const [meta, files] of [
          [SIGNED_IN_SCRIPTS_META, scriptsOf(loadedByEntry)],
          [AUTH_SDK_SCRIPTS_META, scriptsOf([authSdk])],
        ] as const) {
          if (files.length === 0) throw new Error(`${name}: no scripts for <meta name="${meta}">`);
          data.headTags.push(
            HtmlWebpackPlugin.createHtmlTagObject('meta', { name: meta, content: files.join(' ') }),
          );
        }
        return data;
      });
    });
  }
}
