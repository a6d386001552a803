import { z } from 'zod';
import { PageQuerySchema, ROW_ID_MAX, type Paged } from './common';
import type { SubPackageStatus } from './sub-packages';
import { SUB_PACKAGE_STATUSES } from './sub-packages';

// Non-stream ad IDs (非信息流广告ID, spec 000 §2 `/landing/nonlink`, spec 002 §7
// `/amt/non_stream_adid`, `non_stream_retry`): ad IDs handed to placements outside the feed
// (creator videos, search, app stores) through their own channel package rather than a click
// link. The model is docs/architecture/ad-ids.md "Non-stream ad IDs".

/** Failed channel packages one `non_stream_retry` may send again. */
export const NON_STREAM_RETRY_MAX = 500;

const IdField = (message: string) =>
  z.coerce.number(message).int(message).positive(message).max(ROW_ID_MAX, message);

/** `/amt/non_stream_adid`: the caller's ad IDs with a channel package, newest first. */
export const NonStreamListQuerySchema = PageQuerySchema.extend({
  status: z.enum(SUB_PACKAGE_STATUSES).optional(),
  /** An ad ID, its start, its name, or the app's name or package. */
  keyword: z.string().trim().max(100, '关键词最多 100 个字符').optional(),
  gad_cfg_game_id: z.coerce.number().int().positive().optional(),
});
export type NonStreamListQuery = z.infer<typeof NonStreamListQuerySchema>;

export interface NonStreamAdIdItem {
  /** The channel package's row. */
  id: number;
  ad_id: string;
  ad_id_name: string;
  game_name: string | null;
  app_id: number;
  app_name: string;
  package_name: string;
  status: SubPackageStatus;
  /** The channel package to hand out, once built. */
  download_url: string | null;
  fail_reason: string | null;
  updated_at: string;
}

export interface NonStreamListData extends Paged<NonStreamAdIdItem> {
  /** Per status, over everything the caller sees (the filters but the status applied). */
  counts: Record<SubPackageStatus, number>;
}

/** `/amt/non_stream_retry`: cut the named failed channel packages again, whatever their app. */
export const NonStreamRetryBodySchema = z.object({
  sub_package_ids: z
    .array(IdField('分包不正确'))
    .min(1, '请选择要重试的广告ID')
    .max(NON_STREAM_RETRY_MAX, `一次最多重试 ${NON_STREAM_RETRY_MAX} 个广告ID`),
});
export type NonStreamRetryBody = z.input<typeof NonStreamRetryBodySchema>;

export interface NonStreamRetryAnswer {
  /** One package task per app. */
  tasks: { app_id: number; task_id: number; item_count: number }[];
  /** Named packages that were not failed (already sent again, built) or are not the caller's. */
  skipped: number;
}
