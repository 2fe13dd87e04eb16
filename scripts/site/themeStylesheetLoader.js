/**
 * Webpack loader for `import './app/colors?css'`: replaces the module with the stylesheet that
 * src/shared/theme/colors.ts generates (themeStylesheet(): the colour themes as CSS custom properties), so
 * the stylesheets' colours come from the same module as Ant Design's theme. The module is compiled
 * and run by webpack itself (importModule), which also rebuilds the stylesheet when it changes.
 */
module.exports = function themeStylesheetLoader() {
  const callback = this.async();
  this.importModule(this.resourcePath).then(
    (colors) => callback(null, colors.themeStylesheet()),
    (error) => callback(error),
  );
};
