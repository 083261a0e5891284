export * from './auth';
export * from './vehicles';
export * from './companies';
export * from './repair-forms';
export * from './dashboard';
export * from './repair-form-list';
export * from './vehicle-list';
