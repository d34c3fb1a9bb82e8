/**
 * Shared webpack 5 + @module-federation/enhanced configuration factory for the shell (host) and
 * the remotes. Every app is its own build with its own output folder and origin.
 *
 * makeConfig({ dir, name, exposes?, port? }) -> webpack Configuration
 *   dir      absolute folder of the app (its src/index.ts starts with import('./bootstrap'))
 *   name     federation container name (shell, remote_fleet, ...)
 *   exposes  for remotes: { './views': './src/views.ts' }
 *
 * Toolchain facts (DESIGN §2): webpack pinned to 5.111.1 with enhanced 2.9.x; no [contenthash] in
 * output.filename of an MF app (entry [name].js, chunks hashed).
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

/** Modules that must be ONE instance across shell and remotes (DESIGN §2). */
const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'antd',
  '@ant-design/icons',
  'zustand',
  'dayjs',
  '@tanstack/react-query',
  'shared-session',
  'shared-widgets',
];

function sharedConfig() {
  const shared = {};
  for (const dep of SHARED_SINGLETONS) {
    shared[dep] = { singleton: true, requiredVersion: false };
  }
  return shared;
}

function makeConfig({ dir, name, exposes, html }) {
  const isHost = !exposes;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? false : 'eval-cheap-module-source-map',
      output: {
        path: path.join(dir, 'dist'),
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        publicPath: isHost ? '/' : 'auto',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs', '.json'],
        extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
      },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules\/(?!(shared-session|shared-widgets)\/)/,
            use: {
              loader: 'swc-loader',
              options: {
                jsc: {
                  parser: { syntax: 'typescript', tsx: true },
                  transform: { react: { runtime: 'automatic' } },
                  target: 'es2020',
                },
              },
            },
          },
          { test: /\.css$/, use: ['style-loader', 'css-loader'] },
          { test: /\.(png|svg|jpg|gif|woff2?)$/, type: 'asset' },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes: exposes || {},
          remotes: {},
          shared: sharedConfig(),
          dts: false,
          manifest: false,
        }),
        ...(html ? [new HtmlWebpackPlugin(html)] : []),
      ],
      performance: { hints: false },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { makeConfig, SHARED_SINGLETONS };
