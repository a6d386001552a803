export * from './upload-limits';
export * from './review';
export * from './material-modes';
export * from './account-copy';
export * from './cover-suggest';
export * from './image-text';
