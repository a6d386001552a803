import type {
  ConfigOptions,
  DepartmentRow,
  GAME_PLATFORMS,
  GameRow,
  Paged,
} from '@toufang/contracts';
import { apiGet, apiPost } from '../../api/client';
import type { QueryParams } from '../../api/client';

/** Configuration data calls (ability amt:cfg_data_list; `/config/options` for any signed-in user). */

export type GamePlatform = (typeof GAME_PLATFORMS)[number];

export interface GameBody {
  gad_cfg_game_id: number;
  game_name: string;
  platforms: GamePlatform[];
}

/** Keys of the query cache; invalidating `CONFIG_KEYS.all` refreshes lists and pickers. */
export const CONFIG_KEYS = {
  all: ['config'] as const,
  games: ['config', 'games'] as const,
  departments: ['config', 'departments'] as const,
  options: ['config', 'options'] as const,
};

export function listGames(params: QueryParams, signal?: AbortSignal): Promise<Paged<GameRow>> {
  return apiGet<Paged<GameRow>>('/config/games', params, { signal });
}

/** Form calls are silent: their forms show validation problems on the fields. */
export function addGame(body: GameBody): Promise<{ id: number }> {
  return apiPost<{ id: number }>('/config/game/add', body, { silent: true });
}

export function editGame(body: GameBody & { id: number }): Promise<unknown> {
  return apiPost('/config/game/edit', body, { silent: true });
}

export function setGameStatus(id: number, status: 0 | 1): Promise<unknown> {
  return apiPost('/config/game/status', { id, status });
}

export function listDepartments(
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paged<DepartmentRow>> {
  return apiGet<Paged<DepartmentRow>>('/config/departments', params, { signal });
}

export function addDepartment(name: string): Promise<{ id: number }> {
  return apiPost<{ id: number }>('/config/department/add', { name }, { silent: true });
}

export function editDepartment(id: number, name: string): Promise<unknown> {
  return apiPost('/config/department/edit', { id, name }, { silent: true });
}

export function setDepartmentStatus(id: number, status: 0 | 1): Promise<unknown> {
  return apiPost('/config/department/status', { id, status });
}

export function fetchConfigOptions(signal?: AbortSignal): Promise<ConfigOptions> {
  return apiGet<ConfigOptions>('/config/options', undefined, { signal });
}
