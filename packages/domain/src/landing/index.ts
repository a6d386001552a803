export * from './render-page';
