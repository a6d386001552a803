import type {
  ConvertCfgData,
  ConvertListData,
  ConvertUpdateStatusBody,
  BaseAppData,
  BaseCreateAnswer,
  BaseCreateBody,
  BaseKind,
  MiniProgramBaseCreateBody,
  BaseLinkListData,
  BaseListData,
  BaseMedium,
  BasePushAnswer,
  BasePushBody,
  BasePushListData,
  AppPlatform,
  TraditionBaseCreateAnswer,
} from '@toufang/contracts';
import type { AssetsAndOptimizedGoalData, DebugLogData } from '@toufang/contracts';
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

/** The create of a base of another kind than `app` (`BASE_KIND_CALLS`). */
export const createKindBase = (
  kind: Exclude<BaseKind, 'app'>,
  body: MiniProgramBaseCreateBody | BaseCreateBody,
) => apiPost<BaseCreateAnswer>(BASE_KIND_CALLS[kind], body, { silent: true });

const BASE_KIND_CALLS: Readonly<Record<Exclude<BaseKind, 'app'>, string>> = {
  mini_program: '/amt/tt_mini_program_createbase',
  non_stream: '/amt/non_stream_createbase',
};

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

export const convertCfgKey = (id: number) => [...BASES_KEY, 'convert-cfg', id] as const;

/** `/convert/cfg`: which of the medium's conversions the base reports back. */
export const fetchConvertCfg = (id: number, signal?: AbortSignal) =>
  apiGet<ConvertCfgData>('/convert/cfg', { base_id: id }, { signal });

/** `/convert/updatestatus`: reports one conversion of the base, or stops reporting it. */
export const updateConvertStatus = (body: ConvertUpdateStatusBody) =>
  apiPost<ConvertCfgData>('/convert/updatestatus', body);

/** Every page of a base's conversions; a push's end makes them stale. */
export const convertListBaseKey = (id: number) => [...BASES_KEY, 'convert-list', id] as const;
export const convertListKey = (id: number, page: number) =>
  [...convertListBaseKey(id), page] as const;

/** `/convert/convertlist`: the conversions the base's pushes made, one row per account and event. */
export const fetchConvertList = (id: number, page: number, perPage: number, signal?: AbortSignal) =>
  apiGet<ConvertListData>(
    '/convert/convertlist',
    { base_id: id, page, per_page: perPage },
    { signal },
  );

export const debugLogKey = (baseId: number, query: QueryParams) =>
  [...BASES_KEY, 'debug-log', baseId, query] as const;

/** `/bytedance/event/debug_log`: the conversions the account's event asset of the base received. */
export const fetchDebugLog = (baseId: number, query: QueryParams, signal?: AbortSignal) =>
  apiGet<DebugLogData>('/bytedance/event/debug_log', { base_id: baseId, ...query }, { signal });
