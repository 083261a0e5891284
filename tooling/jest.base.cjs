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
  // A form test types many fields with user-event: on a two-core machine under a full `npm test` that
  // passed 5 s; tests here assert behaviour, never time (speed is the benchmarks' job).
  testTimeout: 15_000,
  ...overrides,
});
