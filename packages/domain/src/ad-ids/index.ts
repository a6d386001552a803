export * from './ad-id-format';
export * from './batch-rows';
export * from './spend-rows';
