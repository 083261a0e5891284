export * from './auth';
export * from './vehicles';
export * from './companies';
export * from './repair-forms';
