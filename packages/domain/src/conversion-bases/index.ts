export * from './link-macros';
export * from './link-rules';
export * from './push-definitions';
export * from './base-media';
export * from './conversion-config';
export * from './base-kinds';
