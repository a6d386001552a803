import type {
  BaseAppData,
  BaseCreateAnswer,
  BaseCreateBody,
  BaseLinkListData,
  BaseListData,
  BaseMedium,
  BasePushAnswer,
  BasePushBody,
  BasePushListData,
  AppPlatform,
  TraditionBaseCreateAnswer,
} from '@toufang/contracts';
import type { AssetsAndOptimizedGoalData } from '@toufang/contracts';
import { apiGet, apiPost, type QueryParams } from '../../api/client';
import { BASE_DEFINITIONS } from './medium-definitions';

export const BASES_KEY = ['conversion-bases'] as const;
export const baseListKey = (medium: BaseMedium) => [...BASES_KEY, medium, 'list'] as const;
export const baseLinksKey = (id: number) => [...BASES_KEY, 'links', id] as const;
export const baseAppsKey = (medium: BaseMedium, gameId: number, platform: AppPlatform) =>
  [...BASES_KEY, medium, 'apps', gameId, platform] as const;

const callsOf = (medium: BaseMedium) => BASE_DEFINITIONS[medium].calls;

export const listBases = (medium: BaseMedium, params: QueryParams, signal?: AbortSignal) =>
  apiGet<BaseListData>(callsOf(medium).list, { ...params, medium }, { signal });

/** The create of the medium's family; `/tradition/createbase` ignores medium, platform and app. */
export const createBase = (body: Omit<BaseCreateBody, 'medium'> & { medium: BaseMedium }) =>
  apiPost<BaseCreateAnswer>(callsOf(body.medium).create, body, { silent: true });

/**
 * `/tradition/createbase_v2`: the base's fields and a sheet of channels under a category as one
 * form; the base and the sheet's ad IDs are made together, or neither.
 */
export function createBaseWithSheet(
  path: string,
  body: Record<string, string | number | undefined>,
  file: File,
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== '') form.append(key, String(value));
  }
  form.append('file', file, file.name);
  return apiPost<TraditionBaseCreateAnswer>(path, form, { silent: true });
}

export const fetchBaseLinks = (medium: BaseMedium, id: number, signal?: AbortSignal) =>
  apiGet<BaseLinkListData>(callsOf(medium).links, { base_id: id }, { signal });

export const refreshBaseLinks = (id: number) =>
  apiPost<BaseLinkListData>('/link/refresh_url', { base_id: id });

export const fetchBaseApps = (
  medium: BaseMedium,
  gameId: number,
  platform: AppPlatform,
  signal?: AbortSignal,
) =>
  apiGet<BaseAppData>('/amt/appidquery', { medium, gad_cfg_game_id: gameId, platform }, { signal });

export const basePushesKey = (id: number) => [...BASES_KEY, 'pushes', id] as const;

export const pushBase = (body: BasePushBody) =>
  apiPost<BasePushAnswer>('/convert/push', body, { silent: true });

export const fetchBasePushes = (id: number, signal?: AbortSignal) =>
  apiGet<BasePushListData>('/convert/read', { base_id: id }, { signal });

export const fetchOptimizedGoals = (baseId: number, advertiserId: string, signal?: AbortSignal) =>
  apiGet<AssetsAndOptimizedGoalData>(
    '/bytedance/event/v3/assets_and_optimized_goal',
    { base_id: baseId, advertiser_id: advertiserId },
    { signal },
  );
