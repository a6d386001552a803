export * from './app-rules';
export * from './sub-package-rules';
