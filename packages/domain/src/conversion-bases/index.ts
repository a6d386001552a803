export * from './link-macros';
export * from './link-rules';
