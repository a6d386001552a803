import type {
  AssetBatchRow,
  AssetItemRow,
  AvatarBatchRow,
  AvatarReview,
  TaskItemRow,
  TaskRow,
} from '@toufang/contracts';
import { z } from 'zod';
import type { AvatarState } from '../../media/bytedance/avatar';
import { AssetBatchParamsSchema, AvatarBatchParamsSchema } from './batch-params';

/** What every batch row shows, from its task. */
function batchBase(t: TaskRow) {
  return {
    id: t.id,
    title: t.title,
    status: t.status,
    created_by: t.created_by,
    created_by_name: t.created_by_name,
    progress: t.progress,
    created_at: t.created_at,
    started_at: t.started_at,
    finished_at: t.finished_at,
  };
}

export function toAssetBatchRow(t: TaskRow): AssetBatchRow {
  return { ...batchBase(t), asset: AssetBatchParamsSchema.parse(t.params).asset };
}

/** The image without its bytes. */
export function toAvatarBatchRow(t: TaskRow): AvatarBatchRow {
  const { content_base64: _bytes, ...image } = AvatarBatchParamsSchema.parse(t.params).image;
  return { ...batchBase(t), image };
}

/** What every item row shows: the account (with its name) and how its call went. */
export function itemBase(i: TaskItemRow, names: ReadonlyMap<string, string>) {
  const advertiserId = i.advertiser_id ?? '';
  return {
    id: i.id,
    seq: i.seq,
    advertiser_id: advertiserId,
    advertiser_name: names.get(advertiserId) ?? null,
    status: i.status,
    attempts: i.attempts,
    error_code: i.error_code,
    error_message: i.error_message,
    started_at: i.started_at,
    finished_at: i.finished_at,
  };
}

const CreatedAssetSchema = z.object({ assetId: z.string(), existing: z.boolean() });

export function toAssetItemRow(i: TaskItemRow, names: ReadonlyMap<string, string>): AssetItemRow {
  const created = CreatedAssetSchema.safeParse(i.result);
  return {
    ...itemBase(i, names),
    asset_id: created.success ? created.data.assetId : i.object_id,
    existing: created.success && created.data.existing,
  };
}

const SubmittedAvatarSchema = z.object({ imageId: z.string() });

/** The image id the medium gave an item's upload, once submitted. */
export function submittedImageOf(i: TaskItemRow): string | null {
  const submitted = SubmittedAvatarSchema.safeParse(i.result);
  return submitted.success && submitted.data.imageId ? submitted.data.imageId : null;
}

export function toAvatarReview(state: AvatarState): AvatarReview {
  return {
    status: state.status,
    reason: state.reason,
    image_in_use: state.imageInUse,
    image_in_review: state.imageInReview,
  };
}
