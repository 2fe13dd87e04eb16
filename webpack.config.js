// Production and development build of the single-page app.
// APP_* variables come from the environment (or a `.env` file beside this one) and are validated by
// the same parseConfig the app uses, so a bad production build fails here with a clear message.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const CopyWebpackPlugin = require('copy-webpack-plugin');
const { require: tsxRequire } = require('tsx/cjs/api');

const { parseConfig, ConfigError } = tsxRequire('./src/app/config.ts', __filename);
const { contentSecurityPolicy } = tsxRequire('./src/app/contentSecurityPolicy.ts', __filename);

const envFile = path.join(__dirname, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

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
    use: {
      loader: 'ts-loader',
      options: { transpileOnly: true, compilerOptions: { sourceMap: true } },
    },
  };
  const imageFileName = 'images/[name].[contenthash:10][ext]';

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
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        typeScriptRule,
        {
          test: /\.css$/,
          use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
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
        favicon: './public/favicon.svg',
        scriptLoading: 'defer',
      }),
      new CopyWebpackPlugin({
        patterns: [
          {
            from: 'public',
            globOptions: {
              ignore: [
                '**/index.html',
                '**/favicon.svg',
                ...(useMsw ? [] : ['**/mockServiceWorker.js']),
              ],
            },
          },
        ],
      }),
      ...(isProd
        ? [
            new MiniCssExtractPlugin({
              filename: 'css/[name].[contenthash:10].css',
              // Every rule is scoped by its own class names, so file order does not matter.
              ignoreOrder: true,
            }),
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
      hot: true,
      static: false,
      client: { overlay: { warnings: false, errors: true } },
    },
    optimization: {
      splitChunks: {
        cacheGroups: {
          // All CSS in one small file in <head>, so a prerendered page is styled before any script.
          styles: { name: 'styles', type: 'css/mini-extract', chunks: 'all', enforce: true },
        },
      },
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
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    // Packages are required from node_modules at run time: one React for the renderer and the app.
    externals: [
      ({ request }, callback) =>
        /^[@a-z]/i.test(request ?? '') && !request.endsWith('.css')
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
