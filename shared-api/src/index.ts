export * from './client';
export * from './auth-store';
export * from './endpoints/index';
export * from './domain/index';
export type * from './types';
