export * from './ability-match';
export * from './delivery';
export * from './menu';
export * from './safe-text';
export * from './session-rules';
export * from './materials';
export * from './titles';
export * from './game-apps';
