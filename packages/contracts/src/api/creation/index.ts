export * from './shared';
export * from './bytedance';
export * from './kuaishou';
export * from './tencent';
export * from './calls';
export * from './defaults';
export * from './reads';
