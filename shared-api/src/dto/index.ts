export * from './common';
export * from './auth';
export * from './company';
export * from './vehicle';
export * from './repair-form';
