import { z } from 'zod';
import { CreationAdvertiserIdSchema } from './shared';

// 媒体素材 of the Ocean Engine v3 wizard (docs/architecture/creation.md "The medium's own
// videos"): videos and 图集 that are already the account's on the medium, chosen per account and
// sent by the medium's ids: videos in the promotion's `video_material_list` (ad_open_sdk_go
// PromotionCreateV30RequestPromotionMaterialsVideoMaterialListInner: `item_id`, `video_id`,
// `image_mode`), 图集 in its `carousel_material_list` (`carousel_id`). An id exists only in its
// account, so the picks are kept per advertiser id.

/**
 * Where a material comes from: `AWEME` a video of an 抖音号 authorised to the account (抖音主页视频,
 * sent by its `item_id`), `STAR` a 星图 video in the account's library (sent by its `video_id`),
 * `CAROUSEL` one of the account's 图集 (sent by its `carousel_id` in `carousel_material_list`),
 * `STAR_TASK` a video a 达人 submitted to the account's 星广联投 task (sent by its `item_id`, on a
 * project that joined that task).
 */
export const BYTEDANCE_MEDIA_VIDEO_SOURCES = ['AWEME', 'STAR', 'CAROUSEL', 'STAR_TASK'] as const;
export type BytedanceMediaVideoSource = (typeof BYTEDANCE_MEDIA_VIDEO_SOURCES)[number];
export const BYTEDANCE_MEDIA_VIDEO_SOURCE_LABELS: Record<BytedanceMediaVideoSource, string> = {
  AWEME: '抖音主页视频',
  STAR: '星图视频',
  CAROUSEL: '图集',
  STAR_TASK: '星广任务视频',
};

/** Videos of the medium one account may take in one draft. */
export const BYTEDANCE_MEDIA_VIDEOS_MAX = 100;

export const BytedanceMediaVideoSchema = z
  .object({
    source: z.enum(BYTEDANCE_MEDIA_VIDEO_SOURCES, '媒体素材来源不正确'),
    /** A video's id (AWEME, STAR); empty for a 图集. */
    video_id: z.string().trim().max(64).default(''),
    /** 抖音主页视频: the video's item id (an int64 on the wire). */
    item_id: z
      .string()
      .regex(/^[1-9]\d{0,18}$/, '抖音视频 item_id 应为数字')
      .nullable()
      .default(null),
    /** 图集: the carousel's id. */
    carousel_id: z
      .string()
      .regex(/^[1-9]\d{0,19}$/, '图集 ID 应为数字')
      .nullable()
      .default(null),
    /** 抖音主页视频: the 抖音号 it is from; 星广任务视频: the 达人's. */
    aweme_id: z.string().trim().max(64).nullable().default(null),
    /** 星广任务视频: the 星广联投 task it was submitted to. */
    star_task_id: z
      .string()
      .regex(/^[1-9]\d{0,15}$/, '星广联投任务ID应为数字')
      .nullable()
      .default(null),
    /** The title (抖音) or file name (星图), for the preview and the `[素材名]` macro. */
    name: z.string().trim().min(1).max(200),
    width: z.number().int().positive().nullable().default(null),
    height: z.number().int().positive().nullable().default(null),
    /** Seconds. */
    duration: z.number().nonnegative().nullable().default(null),
    /**
     * The frame when the medium gives no size (a 星广任务视频: its read answers `image_mode` only);
     * null when `width` and `height` say it.
     */
    vertical: z.boolean().nullable().default(null),
    cover_url: z.string().max(2048).default(''),
  })
  .refine((v) => v.source !== 'AWEME' || v.item_id !== null, {
    message: '抖音主页视频需要 item_id',
    path: ['item_id'],
  })
  .refine((v) => v.source !== 'STAR_TASK' || (v.item_id !== null && v.star_task_id !== null), {
    message: '星广任务视频需要 item_id 和任务ID',
    path: ['item_id'],
  })
  .refine((v) => v.source !== 'CAROUSEL' || v.carousel_id !== null, {
    message: '图集需要 carousel_id',
    path: ['carousel_id'],
  })
  .refine((v) => v.source === 'CAROUSEL' || v.video_id !== '', {
    message: '请选择视频',
    path: ['video_id'],
  });
export type BytedanceMediaVideo = z.infer<typeof BytedanceMediaVideoSchema>;
export type BytedanceMediaVideoInput = z.input<typeof BytedanceMediaVideoSchema>;

/** The medium's videos chosen for each account, by advertiser id. */
export const BytedanceMediaMaterialsSchema = z
  .record(
    CreationAdvertiserIdSchema,
    z
      .array(BytedanceMediaVideoSchema)
      .max(BYTEDANCE_MEDIA_VIDEOS_MAX, `每个账户最多选择 ${BYTEDANCE_MEDIA_VIDEOS_MAX} 个媒体素材`),
  )
  .default({});
export type BytedanceMediaMaterials = z.infer<typeof BytedanceMediaMaterialsSchema>;

/** The key a medium's material is known by in its account: item, carousel or video id. */
export const mediaVideoKey = (
  v: Pick<BytedanceMediaVideo, 'item_id' | 'video_id'> & { carousel_id?: string | null },
) => v.item_id ?? v.carousel_id ?? v.video_id;
