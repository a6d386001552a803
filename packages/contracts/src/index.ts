export * from './abilities';
export * from './api/admin';
export * from './api/auth';
export * from './api/common';
export * from './error-codes';
export * from './route-table';
export * from './route-types';
