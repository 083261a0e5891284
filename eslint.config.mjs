// One lint setup for every package: TypeScript-aware recommended rules, React hooks rules for
// the front-ends, Prettier owns formatting (so no style rules here).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Import boundaries (docs/architecture.md, 'The packages and which way the arrows point'): the arrows point one way.
const NOT_SHELL = {
  group: ['@tamir/shell', '@tamir/shell/*', '**/shell/src/**'],
  message: 'Nothing imports the shell: what it shares travels through shared-ui, shared-api and the parcel props.',
};
const NOT_REMOTE = {
  group: ['@tamir/mfe-*', '**/mfe-*/src/**'],
  message: 'Remotes are loaded at run time, never imported: share through shared-ui, shared-api and the URL.',
};
const NOT_APP = {
  regex: '^\\.{1,2}/(.*/)?(app|routes|root|bootstrap)(/|$)',
  message: 'A feature does not import the app that assembles it (app/, routes, root, bootstrap): move what it needs to src/lib (or a shared package).',
};
const NOT_OTHER_FEATURE = {
  regex: '^\\.\\./(?!\\.\\.)',
  message: 'A feature does not import another feature: move what both need to src/components or a shared package.',
};
const boundaries = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/test-results/**', '**/playwright-report/**', 'server/drizzle/**', '**/@mf-types/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['shell/src/**/*.{ts,tsx}', 'mfe-*/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  // Later entries replace the rule for the files they match, so each repeats the general limits.
  { files: ['shared-api/src/**/*.{ts,tsx}', 'shared-ui/src/**/*.{ts,tsx}'], rules: boundaries(NOT_SHELL, NOT_REMOTE) },
  { files: ['shell/src/**/*.{ts,tsx}'], rules: boundaries(NOT_REMOTE) },
  { files: ['shell/src/features/*/*.{ts,tsx}'], rules: boundaries(NOT_REMOTE, NOT_APP, NOT_OTHER_FEATURE) },
  { files: ['mfe-*/src/**/*.{ts,tsx}'], rules: boundaries(NOT_SHELL, NOT_REMOTE) },
  { files: ['mfe-*/src/features/*/*.{ts,tsx}'], rules: boundaries(NOT_SHELL, NOT_REMOTE, NOT_APP, NOT_OTHER_FEATURE) },
);
