import type { ConfigOptions } from '@toufang/contracts';

export type GameOption = ConfigOptions['games'][number];

/** How a game reads in pickers: its name and the 游戏ID operators know it by. */
export function gameLabel(game: Pick<GameOption, 'game_name' | 'gad_cfg_game_id'>): string {
  return `${game.game_name}（${game.gad_cfg_game_id}）`;
}

/**
 * Select options for games: the enabled games, plus games already chosen that are no longer offered
 * (disabled since), so a saved choice never shows as a bare number.
 */
export function gameSelectOptions(
  enabled: readonly GameOption[],
  chosen: readonly GameOption[] = [],
): { value: number; label: string }[] {
  const seen = new Set<number>();
  const options: { value: number; label: string }[] = [];
  for (const game of [...enabled, ...chosen]) {
    if (seen.has(game.id)) continue;
    seen.add(game.id);
    options.push({ value: game.id, label: gameLabel(game) });
  }
  return options;
}
