/**
 * Marks the scripts that start the app with V8's explicit compile hint, the magic comment
 * `//# allFunctionsCalledOnLoad` (https://v8.dev/blog/explicit-compile-hints, Chrome 136+).
 *
 * Without it V8 compiles a function on the main thread the first time it runs: evaluating React DOM
 * and hydrating the first screen were spent partly compiling, in tasks long enough to block input.
 * With it, the browser compiles the whole file on a background thread while it downloads. Only the
 * chunks that start a page get the hint: in the others (Ant Design, Firebase) most functions are
 * never called, and compiling them eagerly would only cost time and memory.
 */
import { Compilation, sources, type Compiler } from 'webpack';

export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

const PLUGIN_NAME = 'CompileHintsPlugin';

export class CompileHintsPlugin {
  private readonly chunkGroups: ReadonlySet<string>;

  /** @param chunkGroups the import() chunk names (webpackChunkName) whose scripts get the hint. */
  constructor(chunkGroups: readonly string[]) {
    this.chunkGroups = new Set(chunkGroups);
  }

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(PLUGIN_NAME, (compilation) => {
      compilation.hooks.processAssets.tap(
        // After minifying (which drops comments), before the source maps are written.
        { name: PLUGIN_NAME, stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          for (const chunk of compilation.chunks) {
            // A chunk shared with the rest of the app (Ant Design's, say) is not hinted.
            const startsAPage = [...chunk.groupsIterable].every(
              (group) => typeof group.name === 'string' && this.chunkGroups.has(group.name),
            );
            if (!startsAPage) continue;
            for (const file of chunk.files) {
              if (!file.endsWith('.js')) continue;
              compilation.updateAsset(
                file,
                (source) => new sources.ConcatSource(COMPILE_HINT, source),
              );
            }
          }
        },
      );
    });
  }
}
