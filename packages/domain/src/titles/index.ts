export * from './title-import';
export * from './title-length-rules';
