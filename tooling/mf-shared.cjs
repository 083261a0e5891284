// The one place that says what Module Federation shares. Every webpack config imports it.
// Only singletons; nothing else is shared because shared modules cannot be tree-shaken.
const path = require('node:path');

const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '..')] }));

const singleton = (name, versionFrom = name) => ({
  singleton: true,
  requiredVersion: `^${rootPkg(versionFrom).version}`,
});

/** A workspace package: its own package.json gives the version it is built as and the range it needs. */
const inHouse = (name) => {
  const { version } = require(path.join(__dirname, '..', name.replace('@tamir/', ''), 'package.json'));
  return { singleton: true, requiredVersion: `^${version}`, version };
};

/** Shared config for ModuleFederationPlugin's `shared` option. */
function sharedModules() {
  return {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react/jsx-runtime', 'react'),
    'react/jsx-dev-runtime': singleton('react/jsx-dev-runtime', 'react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom/client', 'react-dom'),
    'react-router': singleton('react-router'),
    'react-router-dom': singleton('react-router-dom'),
    zustand: singleton('zustand'),
    // One query cache across host and remotes: shared-api's hooks and each parcel's provider must see the same copy.
    '@tanstack/react-query': singleton('@tanstack/react-query'),
    // In-house singletons: their versions follow their contract (tooling/contract.mjs, `npm run
    // contract:bump`), so a remote built against another major is refused by the deploy guard.
    '@tamir/shared-api': inHouse('@tamir/shared-api'),
    '@tamir/shared-ui': inHouse('@tamir/shared-ui'),
  };
}

module.exports = { sharedModules };
