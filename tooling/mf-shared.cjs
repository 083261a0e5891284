// The one place that says what Module Federation shares. Every webpack config imports it.
// Only singletons; nothing else is shared because shared modules cannot be tree-shaken.
const path = require('node:path');

const rootPkg = (name) => require(require.resolve(`${name}/package.json`, { paths: [path.join(__dirname, '..')] }));

const singleton = (name, versionFrom = name) => ({
  singleton: true,
  requiredVersion: `^${rootPkg(versionFrom).version}`,
});

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
    '@tamir/shared-api': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' },
    '@tamir/shared-ui': { singleton: true, requiredVersion: '^0.1.0', version: '0.1.0' },
  };
}

module.exports = { sharedModules };
