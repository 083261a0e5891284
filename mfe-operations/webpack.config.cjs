const { createRemoteConfig } = require('../tooling/webpack-base.cjs');

// The portal mounts the './app' parcel; deep links like /plate-search/form/5 need the dev server's absolute asset paths.
module.exports = (env, argv = {}) => createRemoteConfig({ dir: __dirname, name: 'mfe_operations', devPort: 3101, html: { title: 'Tamir Formu' } }, argv);
