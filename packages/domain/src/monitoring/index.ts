export * from './as-autorule';
export * from './incidents';
export * from './robot-names';
export * from './summary';
export * from './monitor-problems';
