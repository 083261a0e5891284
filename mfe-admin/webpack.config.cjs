const { createRemoteConfig } = require('../tooling/webpack-base.cjs');

// The portal mounts the './app' parcel under /admin/….
module.exports = (env, argv = {}) => createRemoteConfig({ dir: __dirname, name: 'mfe_admin', devPort: 3103, html: { title: 'Tamir Formu — Yönetim' } }, argv);
