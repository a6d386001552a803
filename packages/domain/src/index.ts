export * from './ability-match';
export * from './menu';
export * from './session-rules';
