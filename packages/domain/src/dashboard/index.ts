export * from './balance-alert';
export * from './compact-number';
export * from './material-fatigue';
