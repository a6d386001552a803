export { CONFIG_KEYS } from './api';
export { gameLabel, gameSelectOptions } from './game-options';
export type { GameOption } from './game-options';
export { useConfigOptions } from './hooks/use-config-options';
export { useGameIdOptions } from './hooks/use-game-id-options';
export type { GameIdOption } from './hooks/use-game-id-options';
export { GameFilter } from './components/game-filter';
