export * from './login';
export * from './plate-search-form';
export * from './vehicle';
export * from './company';
export * from './repair-form';
export * from './schema-errors';
