import { z } from 'zod';
import { IdSchema, queryJson, queryNumber } from '../query';
import { DateTimeSchema } from './envelope';

// 星广联投 (star delivery) tasks the advertiser can promote, their 达人 and the videos they
// submitted (docs/media-wire/oceanengine.md, "Creation reads"). Paths, parameters and fields follow
// the medium's own Go SDK (oceanengine/ad_open_sdk_go `api_stardelivery_task_list_v30.go`,
// `api_stardelivery_task_author_detail_v30.go`, `api_stardelivery_task_author_video_detail_v30.go`
// and their models).

export const STAR_TASK_STATUSES = [
  'PREPARATION',
  'PENDING_LAUNCH',
  'BILLING_IN_PROGRESS',
  'COMPLETED',
  'CANCELLED',
] as const;
export const STAR_VIDEO_STATUSES = [
  'VISIBLE',
  'INVISIBLE',
  'UNPUBLISHED',
  'AD_DELIVERY_STOPPED',
  'EBP_DELIVERY_STOPPED',
  'SHARING_CANCELED',
] as const;
/** Which of a task's videos: every one submitted, or those that can be promoted. */
export const STAR_TASK_VIDEO_RANGES = ['ALL_SUBMITTED_ITEM', 'CAN_DELIVERY_ITEM'] as const;

const paging = {
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(100)).optional(),
};
const pageInfo = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total_number: z.number().int(),
  total_page: z.number().int(),
});

/** GET v3.0/stardelivery/task/list/. */
export const StarTaskListRequestSchema = z.object({
  advertiser_id: IdSchema,
  ...paging,
  filtering: queryJson(
    z
      .object({
        star_task_ids: z.array(z.number().int()),
        star_task_name: z.string(),
        star_task_status: z.enum(STAR_TASK_STATUSES),
      })
      .partial(),
  ).optional(),
});
export const StarTaskSchema = z.object({
  star_task_id: z.number().int(),
  star_task_name: z.string(),
  star_task_status: z.enum(STAR_TASK_STATUSES),
  star_id: z.number().int(),
  star_account_name: z.string(),
  /** 元. */
  star_task_budget: z.number(),
  star_task_bid: z.number().optional(),
  star_task_can_delivery_item_count: z.number().int(),
  star_task_post_item_count: z.number().int(),
  star_task_relate_project_count: z.number().int(),
  star_task_start_time: DateTimeSchema,
  star_task_post_end_time: DateTimeSchema,
  star_task_create_time: DateTimeSchema,
});
export type StarTask = z.infer<typeof StarTaskSchema>;
export const StarTaskListDataSchema = z.object({
  list: z.array(StarTaskSchema),
  page_info: pageInfo,
});
export type StarTaskListData = z.infer<typeof StarTaskListDataSchema>;

/** GET v3.0/stardelivery/task_author/detail/: the 达人 of one task. */
export const StarTaskAuthorRequestSchema = z.object({
  advertiser_id: IdSchema,
  star_task_id: IdSchema,
  ...paging,
  filtering: queryJson(z.object({ aweme_id: z.string() }).partial()).optional(),
});
export const StarTaskAuthorSchema = z.object({
  aweme_id: z.string(),
  aweme_name: z.string(),
  valid_item_count: z.number().int(),
});
export type StarTaskAuthor = z.infer<typeof StarTaskAuthorSchema>;
export const StarTaskAuthorDataSchema = z.object({
  task_authors_info: z.array(StarTaskAuthorSchema),
  page_info: pageInfo,
});
export type StarTaskAuthorData = z.infer<typeof StarTaskAuthorDataSchema>;

/** GET v3.0/stardelivery/task_author_video/detail/: the videos 达人 submitted to one task. */
export const StarTaskVideoRequestSchema = z.object({
  advertiser_id: IdSchema,
  star_task_id: IdSchema,
  star_task_video_range: z.enum(STAR_TASK_VIDEO_RANGES).optional(),
  cursor: queryNumber(z.number().int().min(0)).optional(),
  count: queryNumber(z.number().int().min(1).max(100)).optional(),
  filtering: queryJson(z.object({ aweme_ids: z.array(z.string()) }).partial()).optional(),
});
export const StarTaskVideoSchema = z.object({
  item_id: z.number().int(),
  video_id: z.string(),
  material_id: z.number().int(),
  video_title: z.string(),
  video_cover_url: z.string(),
  video_play_link: z.string(),
  /** Seconds. */
  duration: z.number().int(),
  image_mode: z.string(),
  aweme_id: z.string(),
  aweme_name: z.string(),
  star_video_status: z.enum(STAR_VIDEO_STATUSES),
  star_video_publish_time: DateTimeSchema,
  star_video_relate_promotion_count: z.number().int(),
});
export type StarTaskVideo = z.infer<typeof StarTaskVideoSchema>;
export const StarTaskVideoDataSchema = z.object({
  valid_author_submitted_videos: z.array(StarTaskVideoSchema),
  cursor_info: z.object({ cursor: z.number().int(), has_more: z.boolean() }),
});
export type StarTaskVideoData = z.infer<typeof StarTaskVideoDataSchema>;
