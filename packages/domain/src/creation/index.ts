export * from './definition-types';
export * from './definitions';
export * from './naming';
export * from './plan';
export * from './row-checks';
