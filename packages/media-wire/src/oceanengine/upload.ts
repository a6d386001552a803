import { z } from 'zod';
import { Md5Schema, megabytes, type UploadRule } from '../media-file';
import { IdSchema, LongIdSchema, queryBoolean, queryJson } from '../query';

// Uploads to the advertiser's library (reference §1.12; ad_open_sdk_go FileImageAdV2Api,
// FileVideoAdV2Api, models/model_file_{image,video}_ad_v2_*; bububa model/file/image_ad.go,
// video_ad.go): multipart POST 2/file/image/ad/ and 2/file/video/ad/. The form's text fields are
// below; the file goes in `image_file` / `video_file`. The same file (md5) uploaded again answers
// the file already there, name unchanged.

export const UploadTypeSchema = z.enum(['UPLOAD_BY_FILE', 'UPLOAD_BY_URL']);
export type UploadType = z.infer<typeof UploadTypeSchema>;

/** 图片文件: jpg、jpeg、png、bmp、gif, 1.5 MB at most (ad_open_sdk_go ImageFile). */
export const IMAGE_AD_RULE: UploadRule = {
  maxBytes: megabytes(1.5),
  formats: ['jpeg', 'png', 'bmp', 'gif'],
  label: 'jpg、jpeg、png、bmp、gif',
};

/**
 * 视频文件: mp4、mpeg、3gp、avi (ad_open_sdk_go VideoFile). The SDKs state no size limit; the
 * sandbox holds videos to 1000 MB, a figure from the medium's console (unconfirmed).
 */
export const VIDEO_AD_RULE: UploadRule = {
  maxBytes: megabytes(1000),
  formats: ['mp4', 'mpeg', '3gp', 'avi'],
  label: 'mp4、mpeg、3gp、avi',
};

const filename = z.string().min(1).max(255);

/** The form fields of POST 2/file/image/ad/; with UPLOAD_BY_FILE the md5 is required. */
export const ImageAdUploadRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    upload_type: UploadTypeSchema.default('UPLOAD_BY_FILE'),
    image_signature: Md5Schema.optional(),
    image_url: z.url().optional(),
    filename: filename.optional(),
    is_aigc: queryBoolean(z.boolean()).optional(),
  })
  .refine((r) => r.upload_type !== 'UPLOAD_BY_FILE' || r.image_signature !== undefined, {
    message: 'upload_type 为 UPLOAD_BY_FILE 时 image_signature 必填',
    path: ['image_signature'],
  })
  .refine((r) => r.upload_type !== 'UPLOAD_BY_URL' || r.image_url !== undefined, {
    message: 'upload_type 为 UPLOAD_BY_URL 时 image_url 必填',
    path: ['image_url'],
  });
export type ImageAdUploadRequest = z.infer<typeof ImageAdUploadRequestSchema>;

/** data of 2/file/image/ad/: `id` is what promotion materials reference, `material_id` reports. */
export const ImageAdUploadDataSchema = z.object({
  id: z.string(),
  material_id: LongIdSchema,
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  /** Preview, valid for an hour. */
  url: z.string(),
  format: z.string(),
  signature: z.string(),
  /** bububa's model adds these. */
  create_time: z.string().optional(),
  filename: z.string().optional(),
});
export type ImageAdUploadData = z.infer<typeof ImageAdUploadDataSchema>;

/** The form fields of POST 2/file/video/ad/. */
export const VideoAdUploadRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    upload_type: UploadTypeSchema.default('UPLOAD_BY_FILE'),
    video_signature: Md5Schema.optional(),
    video_url: z.url().optional(),
    filename: filename.optional(),
    video_cover_id: z.string().min(1).optional(),
    labels: queryJson(z.array(z.string().min(1))).optional(),
    is_aigc: queryBoolean(z.boolean()).optional(),
    /** 引导视频, a whitelist feature of game advertisers. */
    is_guide_video: queryBoolean(z.boolean()).optional(),
  })
  .refine((r) => r.upload_type !== 'UPLOAD_BY_FILE' || r.video_signature !== undefined, {
    message: 'upload_type 为 UPLOAD_BY_FILE 时 video_signature 必填',
    path: ['video_signature'],
  })
  .refine((r) => r.upload_type !== 'UPLOAD_BY_URL' || r.video_url !== undefined, {
    message: 'upload_type 为 UPLOAD_BY_URL 时 video_url 必填',
    path: ['video_url'],
  });
export type VideoAdUploadRequest = z.infer<typeof VideoAdUploadRequestSchema>;

/** data of 2/file/video/ad/ (ad_open_sdk_go FileVideoAdV2ResponseData; bububa adds the rest). */
export const VideoAdUploadDataSchema = z.object({
  video_id: z.string(),
  material_id: LongIdSchema,
  size: z.number().int(),
  width: z.number().int(),
  height: z.number().int(),
  video_url: z.string(),
  /** Seconds. */
  duration: z.number(),
  video_signature: z.string().optional(),
  video_cover_id: z.string().optional(),
  format: z.string().optional(),
  poster_url: z.string().optional(),
  bit_rate: z.number().optional(),
  create_time: z.string().optional(),
  filename: z.string().optional(),
});
export type VideoAdUploadData = z.infer<typeof VideoAdUploadDataSchema>;
