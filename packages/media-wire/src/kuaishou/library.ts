import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { IdSchema } from '../query';
import { DateSchema, listDataSchema, PagingRequestSchema } from './envelope';

// The advertiser's file library (reference §2.5 "images", "videos"; bububa model/file
// ad_video_list.go, video.go, ad_image_list.go, image.go): POST JSON lists answering
// `{total_count, details[]}` like the object lists. Creatives reference a video by `photo_id` and
// a picture by `image_token`.

/** Ids per list filter (photo_ids, image_tokens). */
export const LIBRARY_IDS_MAX = 100;

/** A video's `new_status`: 0 逻辑删除, 1 正常; the filter also takes -1 (all, deleted included). */
export const VideoNewStatusSchema = z.literal([0, 1]);
export type VideoNewStatus = z.infer<typeof VideoNewStatusSchema>;
const VideoNewStatusReplySchema = replyEnum('kuaishou.video.new_status', VideoNewStatusSchema);

/** POST v1/file/ad/video/list */
export const VideoLibraryRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  photo_ids: z.array(z.string().min(1)).max(LIBRARY_IDS_MAX).optional(),
  /** Absent: all but deleted; -1: all; 0: only deleted. */
  new_status: z.literal([-1, 0, 1]).optional(),
  /** Upload day range, sent together. */
  start_date: DateSchema.optional(),
  end_date: DateSchema.optional(),
  /** Update day range, sent together (incremental reads). */
  update_start_date: DateSchema.optional(),
  update_end_date: DateSchema.optional(),
});
export type VideoLibraryRequest = z.infer<typeof VideoLibraryRequestSchema>;

export const LibraryVideoSchema = z.object({
  photo_id: z.string(),
  photo_name: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** Preview link. */
  url: z.string().optional(),
  /** First-frame image. */
  cover_url: z.string().optional(),
  /** md5. */
  signature: z.string().optional(),
  /** "yyyy-MM-dd HH:mm:ss". */
  upload_time: z.string().optional(),
  photo_tag: z.string().optional(),
  new_status: VideoNewStatusReplySchema.optional(),
  /** Milliseconds. */
  duration: z.number().int().nonnegative().optional(),
  /** 0 自上传, 1 开眼, 2 素造, 7 聚星视频. */
  source: z.number().int().optional(),
});
export type LibraryVideo = z.infer<typeof LibraryVideoSchema>;

export const VideoLibraryDataSchema = listDataSchema(LibraryVideoSchema);
export type VideoLibraryData = z.infer<typeof VideoLibraryDataSchema>;

/**
 * POST gw/dsp/video/listByCursor (DOC 2640): every video of the account whose `cursor` is above
 * the one sent (the largest of the previous answer), `limit` a call (default 200, ≤ 1000), no
 * filters. Meant for full reads ("性能和稳定性都比list分页接口高").
 */
export const VIDEO_CURSOR_LIMIT_MAX = 1000;
export const VideoCursorRequestSchema = z.object({
  advertiser_id: IdSchema,
  cursor: z.number().int().nonnegative(),
  limit: z.number().int().min(1).max(VIDEO_CURSOR_LIMIT_MAX).optional(),
});
export type VideoCursorRequest = z.infer<typeof VideoCursorRequestSchema>;

export const CursorVideoSchema = LibraryVideoSchema.extend({ cursor: z.number().int() });
export type CursorVideo = z.infer<typeof CursorVideoSchema>;

export const VideoCursorDataSchema = z.object({
  total_count: z.number().int(),
  details: z.array(CursorVideoSchema).default([]),
});
export type VideoCursorData = z.infer<typeof VideoCursorDataSchema>;

/** POST v1/file/ad/image/list */
export const ImageLibraryRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  image_tokens: z.array(z.string().min(1)).max(LIBRARY_IDS_MAX).optional(),
  /** 0 默认, 5 竖版, 6 横版, 12 开屏; absent = all types. */
  pic_types: z.array(z.number().int()).optional(),
  /** Upload day range, sent together. */
  start_date: DateSchema.optional(),
  end_date: DateSchema.optional(),
});
export type ImageLibraryRequest = z.infer<typeof ImageLibraryRequestSchema>;

export const LibraryImageSchema = z.object({
  image_token: z.string(),
  url: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** Bytes. */
  size: z.number().int().nonnegative().optional(),
  format: z.string().optional(),
  /** md5. */
  signature: z.string().optional(),
});
export type LibraryImage = z.infer<typeof LibraryImageSchema>;

export const ImageLibraryDataSchema = listDataSchema(LibraryImageSchema);
export type ImageLibraryData = z.infer<typeof ImageLibraryDataSchema>;
