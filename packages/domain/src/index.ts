export * from './ability-match';
export * from './delivery';
export * from './menu';
export * from './session-rules';
