export * from './organisations';
export * from './users';
export * from './vehicles';
export * from './repair-forms';
export * from './notifications';
export * from './settings';
export * from './system-logs';
export * from './throttle';
