export * from './regions';
export { REGION_DATA } from './region-data';
export * from './region-media';
export * from './county-registry';
