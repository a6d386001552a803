export * from './app-rules';
