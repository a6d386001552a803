import type {
  AppMedium,
  MediaAppCreateAnswer,
  MediaAppCreateBody,
  MediaAppListData,
  MediaAppQuotaData,
  MediaAppRefreshAnswer,
} from '@toufang/contracts';
import { apiGet, apiPost, type QueryParams } from '../../api/client';

export const APPS_KEY = ['game-apps'] as const;
export const appListKey = (medium: AppMedium) => [...APPS_KEY, medium, 'list'] as const;
export const appQuotaKey = (medium: AppMedium, ids: readonly string[]) =>
  [...APPS_KEY, medium, 'quota', ids.join(',')] as const;

export const listApps = (medium: AppMedium, params: QueryParams, signal?: AbortSignal) =>
  apiGet<MediaAppListData>(`/${medium}/app/get_game_info`, params, { signal });

export const createApp = (medium: AppMedium, body: MediaAppCreateBody) =>
  apiPost<MediaAppCreateAnswer>(`/${medium}/app/create_base`, body, { silent: true });

export const fetchAppQuota = (medium: AppMedium, ids: readonly string[], signal?: AbortSignal) =>
  apiGet<MediaAppQuotaData>(
    `/${medium}/app/get_create_app_quota`,
    { advertiser_ids: ids.join(',') },
    { signal },
  );

export const refreshApps = (medium: AppMedium) =>
  apiPost<MediaAppRefreshAnswer>(`/${medium}/app/auto_refresh_data`, {});
