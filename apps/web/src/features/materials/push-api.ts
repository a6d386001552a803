import type {
  CoverSuggestData,
  MaterialAccountCopyAnswer,
  MaterialAccountCopyBody,
  MaterialPushAnswer,
  MaterialPushBody,
  MaterialPushLogData,
  Paged,
  TaskItemRow,
  TaskRetryResult,
  TaskRow,
} from '@toufang/contracts';
import type { AccountCopyCall } from '@toufang/domain';
import { apiGet, apiPost, type QueryParams } from '../../api/client';
import { MATERIALS_KEY } from './api';

// Pushing files to media accounts (spec 002 §7 `material/file/push`, `pushlog`) and following the
// task it runs as (ARCHITECTURE §6).

export const PUSH_KEYS = {
  task: (id: number) => [...MATERIALS_KEY, 'push-task', id] as const,
  items: (id: number) => [...MATERIALS_KEY, 'push-items', id] as const,
  log: [...MATERIALS_KEY, 'pushlog'] as const,
  covers: (fid: number, medium: string, advertiserId: string) =>
    [...MATERIALS_KEY, 'covers', fid, medium, advertiserId] as const,
};

/** Items of one push: at most 100 files × 200 accounts, read 1000 a page. */
const ITEMS_PER_PAGE = 1000;

export const pushMaterials = (body: MaterialPushBody) =>
  apiPost<MaterialPushAnswer>('/material/file/push', body);

/** Copies pushed files from one account to others of its medium (`material/bind`, `share`). */
export const copyToAccounts = (call: AccountCopyCall, body: MaterialAccountCopyBody) =>
  apiPost<MaterialAccountCopyAnswer>(`/material/${call}`, body);

export const getPushTask = (id: number, signal?: AbortSignal) =>
  apiGet<TaskRow>(`/tasks/${id}`, undefined, { signal, silent: true });

export const listPushItems = (id: number, signal?: AbortSignal) =>
  apiGet<Paged<TaskItemRow>>(
    `/tasks/${id}/items`,
    { page: 1, per_page: ITEMS_PER_PAGE },
    { signal, silent: true },
  );

export const retryPush = (id: number) => apiPost<TaskRetryResult>(`/tasks/${id}/retry`, {});

/** One page of a file's push records; the file is the `file_id` filter. */
export const listPushLog = (params: QueryParams, signal?: AbortSignal) =>
  apiGet<MaterialPushLogData>('/material/file/pushlog', params, { signal });

/** Cover suggestions for a pushed video (`material/suggestcover`, `tencent/material/suggestcover`). */
export const suggestCovers = (
  path: string,
  fileId: number,
  advertiserId: string,
  signal?: AbortSignal,
) =>
  apiGet<CoverSuggestData>(
    `/${path}`,
    { file_id: fileId, advertiser_id: advertiserId },
    { signal },
  );

/** Keeps one of the suggested covers (by its link) as the video's cover on the account. */
export const chooseCover = (path: string, fileId: number, advertiserId: string, url: string) =>
  apiPost<CoverSuggestData>(`/${path}`, { file_id: fileId, advertiser_id: advertiserId, url });
