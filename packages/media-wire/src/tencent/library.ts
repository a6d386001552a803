import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { getRequestSchema } from './common';
import { PageInfoSchema } from './envelope';

// The account's image and video library (TencentAd/marketing-api-go-sdk v3 ImagesGetListStruct,
// VideosGetListStruct, AdStatus, MediaStatusType, MediaSystemStatus): GET images/get and
// videos/get with the `…/get` paging, `filtering` on the id and on created_time /
// last_modified_time (unix seconds). Dynamic creatives reference `image_id` and `video_id`.

/** Filters per call (U: the SDK models do not say; the sandbox takes this many). */
export const LIBRARY_MAX_FILTERS = 5;

/** An image's `status` (SDK AdStatus); reply-only, so a value the SDK does not list is kept. */
export const IMAGE_STATUSES = [
  'ADSTATUS_NORMAL',
  'ADSTATUS_PENDING',
  'ADSTATUS_DENIED',
  'ADSTATUS_FROZEN',
  'ADSTATUS_PAY_PENDING',
  'ADSTATUS_PAY_REFUND',
  'ADSTATUS_MANUAL_END',
  'ADSTATUS_SUSPEND',
  'ADSTATUS_WITHDRAW',
  'ADSTATUS_INVALID',
  'ADSTATUS_TO_BE_STARTED',
  'ADSTATUS_ENDED',
  'ADSTATUS_PROCESS',
  'ADSTATUS_DRAFT',
  'ADSTATUS_PREPARE',
  'ADSTATUS_DELETED',
] as const;
export type ImageStatus = (typeof IMAGE_STATUSES)[number];
export const ImageStatusSchema = replyEnum('tencent.image.status', z.enum(IMAGE_STATUSES));

/** A video's `status` (SDK MediaStatusType). */
export const VIDEO_STATUSES = ['ADSTATUS_NORMAL', 'ADSTATUS_DELETED'] as const;
export type VideoStatus = (typeof VIDEO_STATUSES)[number];
export const VideoStatusSchema = replyEnum('tencent.video.status', z.enum(VIDEO_STATUSES));

/** A video's transcoding state (SDK MediaSystemStatus). */
export const VIDEO_SYSTEM_STATUSES = [
  'MEDIA_STATUS_VALID',
  'MEDIA_STATUS_PENDING',
  'MEDIA_STATUS_ERROR',
] as const;
export type VideoSystemStatus = (typeof VIDEO_SYSTEM_STATUSES)[number];
export const VideoSystemStatusSchema = replyEnum(
  'tencent.video.system_status',
  z.enum(VIDEO_SYSTEM_STATUSES),
);

/** GET images/get — filtering on image_id (IN ≤ 100), created_time, last_modified_time. */
export const ImagesGetRequestSchema = getRequestSchema(LIBRARY_MAX_FILTERS);
export type ImagesGetRequest = z.infer<typeof ImagesGetRequestSchema>;

export const LibraryImageSchema = z.object({
  image_id: z.string(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** Bytes. */
  file_size: z.number().int().nonnegative().optional(),
  /** IMAGE_TYPE_JPG, IMAGE_TYPE_PNG, … */
  type: z.string().optional(),
  /** md5. */
  signature: z.string().optional(),
  description: z.string().optional(),
  preview_url: z.string().optional(),
  source_type: z.string().optional(),
  image_usage: z.string().optional(),
  status: ImageStatusSchema.optional(),
  /** Unix seconds. */
  created_time: z.number().int().optional(),
  last_modified_time: z.number().int().optional(),
});
export type LibraryImage = z.infer<typeof LibraryImageSchema>;

export const ImagesGetDataSchema = z.object({
  list: z.array(LibraryImageSchema),
  page_info: PageInfoSchema,
});
export type ImagesGetData = z.infer<typeof ImagesGetDataSchema>;

/** GET videos/get — filtering on video_id (IN ≤ 100), created_time, last_modified_time. */
export const VideosGetRequestSchema = getRequestSchema(LIBRARY_MAX_FILTERS);
export type VideosGetRequest = z.infer<typeof VideosGetRequestSchema>;

export const LibraryVideoSchema = z.object({
  video_id: z.number().int(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  /** Bytes. */
  file_size: z.number().int().nonnegative().optional(),
  /** MEDIA_TYPE_MP4, … */
  type: z.string().optional(),
  /** md5. */
  signature: z.string().optional(),
  system_status: VideoSystemStatusSchema.optional(),
  status: VideoStatusSchema.optional(),
  description: z.string().optional(),
  preview_url: z.string().optional(),
  key_frame_image_url: z.string().optional(),
  /** The cover image's image_id. */
  cover_id: z.string().optional(),
  source_type: z.string().optional(),
  /** Unix seconds. */
  created_time: z.number().int().optional(),
  last_modified_time: z.number().int().optional(),
});
export type LibraryVideo = z.infer<typeof LibraryVideoSchema>;

export const VideosGetDataSchema = z.object({
  list: z.array(LibraryVideoSchema),
  page_info: PageInfoSchema,
});
export type VideosGetData = z.infer<typeof VideosGetDataSchema>;
