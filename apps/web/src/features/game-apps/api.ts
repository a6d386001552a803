import type {
  AppMedium,
  CheckDownloadAnswer,
  ManualExtendAnswer,
  ManualExtendBody,
  PackageWarningsData,
  RetryExtendAnswer,
  RetryExtendBody,
  SubPackageListData,
  SubPackageOplogData,
  SubPackageOplogUser,
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

// ---- Kuaishou sub-packages (分包) ----

export const SUB_PACKAGES_KEY = [...APPS_KEY, 'sub-packages'] as const;
export const subPackageListKey = (appId: number) => [...SUB_PACKAGES_KEY, appId, 'list'] as const;
export const subPackageOplogKey = (appId: number) => [...SUB_PACKAGES_KEY, appId, 'oplog'] as const;
export const packageWarningsKey = [...SUB_PACKAGES_KEY, 'warnings'] as const;

export const listSubPackages = (appId: number, params: QueryParams, signal?: AbortSignal) =>
  apiGet<SubPackageListData>('/kuaishou/package/list', { ...params, app_id: appId }, { signal });

export const listSubPackageOplog = (appId: number, params: QueryParams, signal?: AbortSignal) =>
  apiGet<SubPackageOplogData>(
    '/kuaishou/package/sub_package_oplog',
    { ...params, app_id: appId },
    { signal },
  );

export const listSubPackageOplogUsers = (appId: number, signal?: AbortSignal) =>
  apiGet<SubPackageOplogUser[]>(
    '/kuaishou/package/sub_package_oplog_user',
    { app_id: appId },
    { signal },
  );

export const extendPackages = (body: ManualExtendBody) =>
  apiPost<ManualExtendAnswer>('/amt/manual_extend_package', body);

export const retryPackages = (body: RetryExtendBody) =>
  apiPost<RetryExtendAnswer>('/batch/retry_extend_package', body);

export const checkDownload = (appId: number) =>
  apiGet<CheckDownloadAnswer>('/amt/check_download', { app_id: appId });

export const fetchPackageWarnings = (signal?: AbortSignal) =>
  apiGet<PackageWarningsData>('/kuaishou/package/warnings', undefined, { signal });
