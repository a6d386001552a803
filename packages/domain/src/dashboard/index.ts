export * from './balance-alert';
export * from './compact-number';
