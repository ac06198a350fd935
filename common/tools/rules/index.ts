export * from './holidays';
export * from './production-calendar';
export * from './rates';
export * from './rules';
export type * from './types';
export * from './cpi';
