/** Test helpers for the front-ends' jest tests (never imported by application code). */
export * from './downloads';
export * from './fake-api';
export * from './session';
export * from './settings-fixtures';
