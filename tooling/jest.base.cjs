// Jest settings shared by the front-end packages: swc for TypeScript/JSX, jsdom, Testing Library.
const path = require('node:path');

module.exports = (dir, overrides = {}) => ({
  rootDir: dir,
  testEnvironment: 'jsdom',
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
  transform: {
    '^.+\\.(t|j)sx?$': [
      require.resolve('@swc/jest'),
      {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic' } },
        },
        module: { type: 'commonjs' },
      },
    ],
  },
  transformIgnorePatterns: ['/node_modules/(?!(@tamir|typebox)/)'],
  moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  setupFilesAfterEnv: [path.join(__dirname, 'jest.setup.cjs')],
  ...overrides,
});
