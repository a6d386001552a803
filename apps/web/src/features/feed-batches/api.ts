import type {
  AppAssetBody,
  AssetBatchRow,
  AssetItemRow,
  AvatarBatchRow,
  AvatarItemRow,
  AvatarSubmitBody,
  AvatarUserRow,
  BatchCreated,
  MiniProgramAssetBody,
  Paged,
  TaskRetryResult,
} from '@toufang/contracts';
import { apiGet, apiPost } from '../../api/client';
import type { QueryParams } from '../../api/client';

/** Ocean Engine asset and avatar batches (spec 000 §7 /{feed}/event/*, /{feed}/avatar/*). */

export type BatchKind = 'asset' | 'avatar';

export const FEED_BATCH_KEYS = {
  all: ['feed-batches'] as const,
  batches: (kind: BatchKind) => ['feed-batches', kind, 'batches'] as const,
  items: (kind: BatchKind, batchId: number) => ['feed-batches', kind, 'items', batchId] as const,
  accounts: ['feed-batches', 'accounts'] as const,
};

const PATHS = {
  asset: {
    batches: '/bytedance/event/assets_batch_list',
    items: '/bytedance/event/assets_task_list',
    retry: '/bytedance/event/assets_task_retry',
  },
  avatar: {
    batches: '/bytedance/avatar/batch/list',
    items: '/bytedance/avatar/task/list',
    retry: '/bytedance/avatar/task/retry',
  },
} as const;

export interface BatchRows {
  asset: AssetBatchRow;
  avatar: AvatarBatchRow;
}

export interface ItemRows {
  asset: AssetItemRow;
  avatar: AvatarItemRow;
}

export function listBatches<K extends BatchKind>(
  kind: K,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paged<BatchRows[K]>> {
  return apiGet<Paged<BatchRows[K]>>(PATHS[kind].batches, params, { signal });
}

export function listBatchItems<K extends BatchKind>(
  kind: K,
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paged<ItemRows[K]>> {
  return apiGet<Paged<ItemRows[K]>>(PATHS[kind].items, params, { signal });
}

export function retryBatch(kind: BatchKind, batchId: number): Promise<TaskRetryResult> {
  return apiPost<TaskRetryResult>(PATHS[kind].retry, { batch_id: batchId });
}

/** Form calls are silent: the dialogs put validation problems on their fields. */
export function createAppAssets(body: AppAssetBody): Promise<BatchCreated> {
  return apiPost<BatchCreated>('/bytedance/event/admin_create_assets', body, { silent: true });
}

export function createMiniProgramAssets(body: MiniProgramAssetBody): Promise<BatchCreated> {
  return apiPost<BatchCreated>('/bytedance/event/admin_create_assets_mini_program', body, {
    silent: true,
  });
}

export function submitAvatars(body: AvatarSubmitBody): Promise<BatchCreated> {
  return apiPost<BatchCreated>('/bytedance/avatar/submit', body, { silent: true });
}

/** The Ocean Engine accounts in the user's scope; `with_avatar` 1 reads each avatar from the medium. */
export function listBatchAccounts(
  params: QueryParams,
  signal?: AbortSignal,
): Promise<Paged<AvatarUserRow>> {
  return apiGet<Paged<AvatarUserRow>>('/bytedance/avatar/users', params, { signal });
}
