// Common webpack settings for the shell and the remotes; each app's config adds its own
// entry, federation options and HTML page.
const path = require('node:path');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MinimizerPlugin = require('minimizer-webpack-plugin');
const { sharedModules } = require('./mf-shared.cjs');

/**
 * The one HTML page of every app: html-webpack-plugin fills in `title`, the extra `meta` tags
 * ({ name: content }) and, when given, a `noscript` text.
 */
const PAGE_TEMPLATE = path.join(__dirname, 'index.html');

/**
 * Writes .br and .gz beside every script, page and manifest, so the server sends them as they
 * are (no compression work per request); browsers then fetch about a third of the bytes.
 */
function precompressed() {
  return new MinimizerPlugin({
    test: /\.(js|css|html|json)$/i,
    minify: [],
    generate: {
      gzip: { implementation: MinimizerPlugin.compress, options: { algorithm: 'gzip' }, type: 'asset', filename: '[path][base].gz' },
      brotli: { implementation: MinimizerPlugin.compress, options: { algorithm: 'brotliCompress' }, type: 'asset', filename: '[path][base].br' },
    },
  });
}

/**
 * @param {object} o
 * @param {string} o.dir        the app's folder (__dirname of its webpack config)
 * @param {string} o.name       federation name
 * @param {object} [o.exposes]  modules a remote exposes
 * @param {object} [o.html]     html-webpack-plugin options (template defaults to PAGE_TEMPLATE)
 * @param {number} o.devPort    port of `start:standalone`
 * @param {object} [o.entry]    extra entries
 */
function createConfig({ dir, name, exposes, html, devPort, entry }, argv = {}) {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: dir,
    entry: { main: './src/index.ts', ...(entry ?? {}) },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    output: {
      path: path.join(dir, 'dist'),
      publicPath: 'auto',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
      uniqueName: name,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'] },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules[\\/](?!@tamir)/,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
        { test: /\.css$/, use: ['style-loader', 'css-loader'] },
      ],
    },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: exposes ?? {},
        remotes: {},
        shared: sharedModules(),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
      }),
      ...(html === false ? [] : [new HtmlWebpackPlugin({ template: PAGE_TEMPLATE, chunks: ['main'], ...(html ?? {}) })]),
    ],
    performance: { hints: false },
    // swc minifies in about half terser's time at the same gzip size.
    optimization: production ? { minimize: true, minimizer: [new MinimizerPlugin({ minify: MinimizerPlugin.swcMinify }), precompressed()] } : {},
    devServer: {
      port: devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/remotes.json'], target: process.env.API_ORIGIN || 'http://127.0.0.1:3000' }],
    },
  };
}

/**
 * A remote: createConfig with its './app' parcel (src/app.ts) exposed. Its HTML page serves only
 * `start:standalone`, where deep links need absolute asset paths, so `html.publicPath` is '/' on
 * the dev server unless `html` names another.
 */
function createRemoteConfig({ dir, name, devPort, html }, argv = {}) {
  const devPublicPath = argv.mode === 'development' ? { publicPath: '/' } : {};
  return createConfig({ dir, name, devPort, exposes: { './app': './src/app.ts' }, html: { ...devPublicPath, ...html } }, argv);
}

module.exports = { createConfig, createRemoteConfig, PAGE_TEMPLATE };
