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

const envFile = path.join(__dirname, '.env');
if (fs.existsSync(envFile)) process.loadEnvFile(envFile);

module.exports = (_env, argv) => {
  const mode = argv.mode === 'production' ? 'production' : 'development';
  const isProd = mode === 'production';
  const useMsw = process.env.APP_API_MOCKING === 'msw';

  const appEnv = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => name.startsWith('APP_')),
  );
  try {
    parseConfig(appEnv, mode);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`\n${error.message}\nSee .env.example for every variable.\n`);
      process.exit(1);
    }
    throw error;
  }

  return {
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
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: 'ts-loader',
            options: { transpileOnly: true, compilerOptions: { sourceMap: true } },
          },
        },
        {
          test: /\.css$/,
          use: [isProd ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'],
        },
        {
          test: /\.(png|jpe?g|webp|avif|gif|svg|mp4|webm)$/i,
          type: 'asset/resource',
          generator: { filename: 'images/[name].[contenthash:10][ext]' },
        },
        {
          test: /\.(woff2?|ttf|otf|eot)$/i,
          type: 'asset/resource',
          generator: { filename: 'fonts/[name].[contenthash:10][ext]' },
        },
      ],
    },
    plugins: [
      new webpack.DefinePlugin({
        __APP_ENV__: JSON.stringify(appEnv),
        __APP_MODE__: JSON.stringify(mode),
        __API_MOCKING__: JSON.stringify(useMsw),
      }),
      new HtmlWebpackPlugin({
        template: './public/index.html',
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
        ? [new MiniCssExtractPlugin({ filename: 'css/[name].[contenthash:10].css' })]
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
    stats: 'errors-warnings',
  };
};
