import { useMemo } from 'react';
import { gameLabel } from '../game-options';
import { useConfigOptions } from './use-config-options';

export interface GameIdOption {
  /** The 游戏ID (gad_cfg_game_id) the material, title, app and base calls name a game by. */
  value: number;
  label: string;
  name: string;
}

/**
 * The enabled games keyed by their 游戏ID, for pickers and for naming a game in a list row: an id
 * no longer offered reads as the bare number, no game as "-".
 */
export function useGameIdOptions() {
  const config = useConfigOptions();
  const games = config.data?.games;
  return useMemo(() => {
    const options: GameIdOption[] = (games ?? []).map((g) => ({
      value: g.gad_cfg_game_id,
      label: gameLabel(g),
      name: g.game_name,
    }));
    const labels = new Map(options.map((g) => [g.value, g.label]));
    const labelOf = (id: number | null | undefined) =>
      id === null || id === undefined ? '-' : (labels.get(id) ?? String(id));
    return { options, labelOf, isLoading: config.isLoading };
  }, [games, config.isLoading]);
}
