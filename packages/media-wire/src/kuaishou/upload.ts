import { z } from 'zod';
import { Md5Schema, megabytes, type UploadRule } from '../media-file';
import { IdSchema, queryBoolean, queryNumber } from '../query';

// Uploads to the advertiser's library (reference §2.9; developer documentation documentId 2930
// "上传图片 v2 接口" version 0.0.1 and 2634 "上传视频接口 v2" version 0.0.1; bububa
// model/file/ad_image_upload_v2.go, ad_video_upload_v2.go): multipart POST
// v2/file/ad/image/upload and v2/file/ad/video/upload, the file in `file`. Creatives reference a
// picture by `image_token` and a video by `photo_id`.

/**
 * Picture `type` (documentId 2930): 0 创意封面, 1 app icon, 2 视频封面, 5 竖版, 6 横版, 7 小图/组图,
 * 8–13 开屏 (by size), 15 APP 详情, 16 图集, 17 剧集卡片封面, 100–200 高级创意 styles.
 */
export const ImageUploadTypeSchema = z.literal([
  0, 1, 2, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 100, 101, 102, 103, 104, 107, 109, 125, 200,
]);
export type ImageUploadType = z.infer<typeof ImageUploadTypeSchema>;

/** png, jpeg, jpg, 2 MB at most (bububa ad_image_upload_v2.go; the page's appendix is not public). */
export const IMAGE_UPLOAD_RULE: UploadRule = {
  maxBytes: megabytes(2),
  formats: ['png', 'jpeg'],
  label: 'png、jpeg、jpg',
};

/**
 * mp4 only (documentId 2634). The page's size limit sits in an appendix that is not public; the
 * sandbox holds videos to 500 MB (unconfirmed).
 */
export const VIDEO_UPLOAD_RULE: UploadRule = {
  maxBytes: megabytes(500),
  formats: ['mp4'],
  label: 'mp4',
};

/** The form fields of POST v2/file/ad/image/upload: upload_type 1 = the file, 2 = a url. */
export const ImageUploadRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    type: queryNumber(ImageUploadTypeSchema),
    upload_type: queryNumber(z.literal([1, 2])),
    signature: Md5Schema.optional(),
    url: z.url().optional(),
    /** Defaults to a UUID. */
    name: z.string().min(1).max(100).optional(),
  })
  .refine((r) => r.upload_type !== 2 || r.url !== undefined, {
    message: 'upload_type 为 2 时 url 必填',
    path: ['url'],
  });
export type ImageUploadRequest = z.infer<typeof ImageUploadRequestSchema>;

/** data of v2/file/ad/image/upload; `image_token` is what creatives reference. */
export const ImageUploadDataSchema = z.object({
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  size: z.number().int(),
  format: z.string(),
  signature: z.string(),
  image_token: z.string(),
  /** The picture's id in the picture library. */
  pic_id: z.string().optional(),
  /** 0 默认, 5 竖版, 6 横版, 12 开屏, 16 图集 (a string on the page, a number in its example). */
  pic_type: z.union([z.number().int(), z.string()]).optional(),
  name: z.string().optional(),
});
export type ImageUploadData = z.infer<typeof ImageUploadDataSchema>;

/**
 * Video `type` (documentId 2634): 1 信息流竖版 (default), 2 信息流横版, 3–4 后贴片 (withdrawn),
 * 5–9 开屏 sizes.
 */
export const VideoUploadTypeSchema = z.literal([1, 2, 5, 6, 7, 8, 9]);

/**
 * The form fields of POST v2/file/ad/video/upload. `sync` 0 (default) answers at once and the
 * video is processed afterwards; 1 answers once it is processed. The file or a `blob_store_key`
 * of a streamed / chunked upload, one of the two.
 */
export const VideoUploadRequestSchema = z.object({
  advertiser_id: IdSchema,
  signature: Md5Schema,
  blob_store_key: z.string().min(1).optional(),
  /** ≤ 150 characters; defaults to the video id. */
  photo_name: z.string().min(1).max(150).optional(),
  /** One tag of at most 10 characters. */
  photo_tag: z.string().min(1).max(10).optional(),
  sync: queryNumber(z.literal([0, 1])).optional(),
  shield_backward_switch: queryBoolean(z.boolean()).optional(),
  type: queryNumber(VideoUploadTypeSchema).optional(),
  native_plc_switch: queryBoolean(z.boolean()).optional(),
});
export type VideoUploadRequest = z.infer<typeof VideoUploadRequestSchema>;

/** data of v2/file/ad/video/upload: `photoId` is the page's deprecated twin of `photo_id`. */
export const VideoUploadDataSchema = z.object({
  photo_id: z.string(),
  photoId: z.string().optional(),
  signature: z.string(),
});
export type VideoUploadData = z.infer<typeof VideoUploadDataSchema>;
