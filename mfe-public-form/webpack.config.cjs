const { createRemoteConfig } = require('../tooling/webpack-base.cjs');

// Two ways in: the './app' parcel (the shell mounts it at /forms/view/:token) and a standalone page
// the server sends for /forms/view/:token with assets under /mfe/public-form/. The page loads only
// the 'main' entry (no remoteEntry, no shell). `start:standalone` serves the page from '/'.
module.exports = (env, argv = {}) =>
  createRemoteConfig(
    {
      dir: __dirname,
      name: 'mfe_public_form',
      devPort: 3102,
      html: {
        title: 'Tamir Formu',
        meta: { robots: 'noindex, nofollow', referrer: 'no-referrer' },
        noscript: "Bu formu görüntülemek için tarayıcınızda JavaScript'i etkinleştirin.",
        chunks: ['main'],
        publicPath: argv.mode === 'development' ? '/' : '/mfe/public-form/',
      },
    },
    argv,
  );
