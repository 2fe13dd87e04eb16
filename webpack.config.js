// Production and development build of the single-page app.
// APP_* variables come from the environment (or a `.env` file beside this one) and are validated by
// the same parseConfig the app uses, so a bad production build fails here with a clear message.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { require: tsxRequire } = require('tsx/cjs/api');

const { parseConfig, ConfigError } = tsxRequire('./src/shared/config/config.ts', __filename);
const { contentSecurityPolicy } = tsxRequire('./src/app/contentSecurityPolicy.ts', __filename);
const { colorSchemeScript } = tsxRequire('./src/shared/theme/colorSchemeScript.ts', __filename);
const { themeColors } = tsxRequire('./src/shared/theme/colors.ts', __filename);
const { AntdStylesheetPlugin } = tsxRequire('./scripts/site/antdStylesheet.tsx', __filename);
const { SignedInScriptsPlugin } = tsxRequire('./scripts/site/signedInScripts.ts', __filename);

/**
 * `import '@/shared/theme/colors?css'`: the colour themes as CSS custom properties, generated from
 * src/shared/theme/colors.ts (its themeStylesheet()) as the build reads it, then bundled like any stylesheet.
 */
const THEME_STYLESHEET_QUERY = /^\?css$/;
const themeStylesheetLoader = path.resolve(__dirname, 'scripts/site/themeStylesheetLoader.js');

/** The built files served precompressed (prerendered pages are compressed as they are served). */
const PRECOMPRESSED_ASSETS = /\.(?:js|css|svg)$/;

const envFile = path.join(__dirname, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

/** A file of React Router's production build (see `resolve.alias` below). */
const reactRouterProductionBuild = (file) =>
  path.join(path.dirname(require.resolve('react-router/package.json')), 'dist/production', file);

module.exports = (_env, argv) => {
  const mode = argv.mode === 'production' ? 'production' : 'development';
  const isProd = mode === 'production';
  const useMsw = process.env.APP_API_MOCKING === 'msw';

  const appEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name.startsWith('APP_')),
  );
  let config;
  try {
    config = parseConfig(appEnv, mode);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw error;
  }

  const definitions = new webpack.DefinePlugin({
    __APP_ENV__: JSON.stringify(appEnv),
    __APP_MODE__: JSON.stringify(mode),
    __API_MOCKING__: JSON.stringify(useMsw),
  });
  const typeScriptRule = {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    resourceQuery: { not: [THEME_STYLESHEET_QUERY] },
    use: {
      loader: 'ts-loader',
      options: { transpileOnly: true, compilerOptions: { sourceMap: true } },
    },
  };
  const imageFileName = 'images/[name].[contenthash:10][ext]';
  const resolve = {
    extensions: ['.tsx', '.ts', '.js'],
    alias: {
      // MSW mode (`npm run start:msw`): the product's hook for API mocking, a no-op in every other
      // build, becomes the mock service worker. src never imports mocks/ itself.
      ...(useMsw && { '@/app/apiMocking$': path.resolve(__dirname, 'mocks/browser.ts') }),
      '@': path.resolve(__dirname, 'src'),
      // React Router's package.json `exports` map every condition, production included, to its
      // development build (dist/development, its warnings on); the production build is shipped
      // beside it (dist/production). The browser bundle of a production build uses that one (the
      // prerender bundle leaves packages to Node: `externals` below).
      ...(isProd && {
        'react-router$': reactRouterProductionBuild('index.mjs'),
        'react-router/dom$': reactRouterProductionBuild('dom-export.mjs'),
      }),
    },
  };

  const browserBuild = {
    name: 'browser',
    mode,
    entry: { main: './src/index.tsx' },
    output: {
      path: path.resolve(__dirname, 'dist'),
      publicPath: '/',
      filename: isProd ? 'js/[name].[contenthash:10].js' : 'js/[name].js',
      chunkFilename: isProd ? 'js/[name].[contenthash:10].chunk.js' : 'js/[name].chunk.js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    devtool: isProd ? 'source-map' : 'eval-cheap-module-source-map',
    resolve,
    module: {
      rules: [
        typeScriptRule,
        {
          test: /\.css$/,
          use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        {
          resourceQuery: THEME_STYLESHEET_QUERY,
          use: [
            isProd ? MiniCssExtractPlugin.loader : 'style-loader',
            'css-loader',
            themeStylesheetLoader,
          ],
        },
        {
          test: /\.(png|jpe?g|webp|avif|gif|svg|mp4|webm)$/i,
          type: 'asset/resource',
          generator: { filename: imageFileName },
        },
        {
          test: /\.(woff2?|ttf|otf|eot)$/i,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:10][ext]' },
        },
      ],
    },
    plugins: [
      definitions,
      new HtmlWebpackPlugin({
        template: './public/index.html',
        // Production: the app shell; scripts/site/prerender.ts writes index.html and the other
        // prerendered pages from it. The dev server serves it as index.html.
        filename: isProd ? 'app.html' : 'index.html',
        // The dev server's eval source maps and hot reload would break the production policy.
        meta: isProd
          ? {
              'Content-Security-Policy': {
                'http-equiv': 'Content-Security-Policy',
                content: contentSecurityPolicy(config),
              },
            }
          : {},
        // A PNG: Chromium decodes an SVG icon by building an SVG document on the page's main thread.
        favicon: './public/favicon.png',
        scriptLoading: 'defer',
        // Read by the template: the header's colour for the browser's UI, and the script that sets
        // the colour theme before the first paint (allowed by its hash in the policy above).
        themeColor: themeColors.light.themeColor,
        // (The element is written whole: its text must stay exactly as hashed.)
        colorSchemeScriptElement: `<script>${colorSchemeScript()}</script>`,
      }),
      // Ant Design's component styles as one stylesheet (antd generates none in the browser).
      new AntdStylesheetPlugin({ webpack, HtmlWebpackPlugin }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: {
              ignore: [
                '**/index.html',
                '**/favicon.png',
                ...(useMsw ? [] : ['**/mockServiceWorker.js']),
              ],
            },
          },
        ],
      }),
      ...(isProd
        ? [
            // The scripts a signed-in page asks for in its <head> (scripts/site/prerender.ts).
            new SignedInScriptsPlugin({ HtmlWebpackPlugin, entry: 'main' }),
            new MiniCssExtractPlugin({
              filename: 'css/[name].[contenthash:10].css',
              // Every rule is scoped by its own class names, so file order does not matter.
              ignoreOrder: true,
            }),
            // Scripts and styles are compressed once, here, as a CDN would serve them: brotli and
            // gzip beside each file (scripts/site/serve.ts picks one per request). Compressing on
            // every request took CPU from the page while it started.
            ...[
              {
                extension: 'br',
                algorithm: 'brotliCompress',
                compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
              },
              { extension: 'gz', algorithm: 'gzip', compressionOptions: { level: 9 } },
            ].map(
              ({ extension, algorithm, compressionOptions }) =>
                new CompressionPlugin({
                  test: PRECOMPRESSED_ASSETS,
                  filename: `[path][base].${extension}`,
                  algorithm,
                  compressionOptions,
                  minRatio: 1,
                }),
            ),
          ]
        : []),
    ],
    performance: {
      // Budgets: the build fails when an entry point or a route chunk grows past them.
      hints: isProd ? 'error' : false,
      maxEntrypointSize: 800 * 1024,
      maxAssetSize: 800 * 1024,
      assetFilter: (file) => file.endsWith('.js') || file.endsWith('.css'),
    },
    devServer: {
      port: Number(process.env.PORT || 3000),
      host: process.env.HOST || 'localhost',
      historyApiFallback: true,
      // The API under the site's origin, as scripts/site/serve.ts and a production host route it,
      // for an APP_API_URL of /api (docs/decisions.md, "Serving the site").
      proxy: [
        {
          context: ['/api'],
          target: `http://localhost:${process.env.API_PORT || 5000}`,
          pathRewrite: { '^/api': '' },
        },
      ],
      hot: true,
      // MSW mode keeps the API in the page; its lesson media are the seed's files, served here.
      static: useMsw
        ? [{ directory: path.resolve(__dirname, 'mocks/seed/media'), publicPath: '/mock-media' }]
        : false,
      client: { overlay: { warnings: false, errors: true } },
    },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // All CSS in one small file in <head>, so a prerendered page is styled before any script.
          styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
          // The figures screen's charting library, which only that screen loads: in pieces that
          // each stay within the budget below.
          charts: {
            test: /[\\/]node_modules[\\/]/,
            chunks: (chunk) => chunk.name === 'funnel-chart',
            maxSize: 600 * 1024,
            enforce: true,
          },
        },
      },
      // The page shell is minified by HtmlWebpackPlugin alone, which leaves inline scripts as
      // they are: webpack's own HTML minifier would rewrite the colour scheme script, whose text
      // the Content-Security-Policy allows by its hash.
      minimizeOptions: { html: false },
    },
    stats: 'errors-warnings',
  };

  // The same app compiled for Node, to render the public pages at build time (scripts/prerender.ts).
  const prerenderBuild = {
    name: 'prerender',
    mode,
    target: 'node20',
    entry: { prerender: './src/prerender.tsx' },
    output: {
      path: path.resolve(__dirname, '.prerender'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      publicPath: '/',
      clean: true,
    },
    devtool: false,
    resolve,
    // Packages are required from node_modules at run time: one React for the renderer and the app.
    externals: [
      ({ request }, callback) =>
        /^(?!@\/)[@a-z]/i.test(request ?? '') && !request.endsWith('.css')
          ? callback(null, `commonjs ${request}`)
          : callback(),
    ],
    module: {
      rules: [
        typeScriptRule,
        {
          test: /\.css$/,
          use: [{ loader: MiniCssExtractPlugin.loader, options: { emit: false } }, 'css-loader'],
        },
        {
          resourceQuery: THEME_STYLESHEET_QUERY,
          use: [
            { loader: MiniCssExtractPlugin.loader, options: { emit: false } },
            'css-loader',
            themeStylesheetLoader,
          ],
        },
        {
          test: /\.(png|jpe?g|webp|avif|gif|svg|mp4|webm)$/i,
          type: 'asset/resource',
          generator: { filename: imageFileName, emit: false },
        },
      ],
    },
    plugins: [
      definitions,
      new MiniCssExtractPlugin(),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    stats: 'errors-warnings',
  };

  return isProd ? [browserBuild, prerenderBuild] : browserBuild;
};
