export * from './plate';
export * from './phone';
export * from './kilometer';
export * from './contact';
export * from './brand-model';
export * from './limits';
export * from './messages';
export * from '../schemas/index';
