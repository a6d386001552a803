import { GAME_PLATFORMS, type DepartmentRow, type GameRow } from '@toufang/contracts';
import type { DepartmentRecord, GameRecord } from './config-data.repository';

const asStatus = (status: number): 0 | 1 => (status === 1 ? 1 : 0);

export const toGameRow = (row: GameRecord): GameRow => ({
  id: row.id,
  gad_cfg_game_id: row.gadCfgGameId,
  game_name: row.gameName,
  platforms: row.platforms,
  status: asStatus(row.status),
  created_at: row.createdAt.toISOString(),
});

export const toDepartmentRow = (row: DepartmentRecord): DepartmentRow => ({
  id: row.id,
  name: row.name,
  status: asStatus(row.status),
  user_count: row.userCount,
  created_at: row.createdAt.toISOString(),
});

/** Each platform once, in the catalog's order, however the form sent them. */
export const normalizePlatforms = (platforms: readonly string[]): string[] =>
  GAME_PLATFORMS.filter((p) => platforms.includes(p));
