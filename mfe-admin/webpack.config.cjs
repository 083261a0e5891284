const { createConfig } = require('../tooling/webpack-base.cjs');

// The HTML page only serves `start:standalone`; the portal mounts the './app' parcel under /admin/….
module.exports = (env, argv = {}) =>
  createConfig(
    {
      dir: __dirname,
      name: 'mfe_admin',
      exposes: { './app': './src/app.ts' },
      devPort: 3103,
      html: { title: 'Tamir Formu — Yönetim', ...(argv.mode === 'development' ? { publicPath: '/' } : {}) },
    },
    argv,
  );
