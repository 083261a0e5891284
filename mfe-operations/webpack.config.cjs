const { createConfig } = require('../tooling/webpack-base.cjs');

// The HTML page only serves `start:standalone`; the portal mounts the './app' parcel.
// Deep links like /plate-search/form/5 need absolute asset paths on the dev server.
module.exports = (env, argv = {}) =>
  createConfig(
    {
      dir: __dirname,
      name: 'mfe_operations',
      exposes: { './app': './src/app.ts' },
      devPort: 3101,
      html: { title: 'Tamir Formu', ...(argv.mode === 'development' ? { publicPath: '/' } : {}) },
    },
    argv,
  );
