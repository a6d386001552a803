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
} from '@toufang/contracts';
import type { AssetsAndOptimizedGoalData } from '@toufang/contracts';
import { apiGet, apiPost, type QueryParams } from '../../api/client';

export const BASES_KEY = ['conversion-bases'] as const;
export const baseListKey = (medium: BaseMedium) => [...BASES_KEY, medium, 'list'] as const;
export const baseLinksKey = (id: number) => [...BASES_KEY, 'links', id] as const;
export const baseAppsKey = (medium: BaseMedium, gameId: number, platform: AppPlatform) =>
  [...BASES_KEY, medium, 'apps', gameId, platform] as const;

export const listBases = (medium: BaseMedium, params: QueryParams, signal?: AbortSignal) =>
  apiGet<BaseListData>('/amt/linkbase', { ...params, medium }, { signal });

export const createBase = (body: BaseCreateBody) =>
  apiPost<BaseCreateAnswer>('/amt/createbase', body, { silent: true });

export const fetchBaseLinks = (id: number, signal?: AbortSignal) =>
  apiGet<BaseLinkListData>('/amt/linklist', { base_id: id }, { signal });

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
