import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { IdSchema } from '../query';

// Advertiser avatars (头像; bububa model/advertiser/avatar_*.go, oceanengine/ad_open_sdk_go
// api_advertiser_avatar_*_v2.go). Setting one takes two calls: POST 2/advertiser/avatar/upload/
// (multipart: advertiser_id, image_file) answers an image_id, and POST 2/advertiser/avatar/submit/
// puts that image into review. GET 2/advertiser/avatar/get/ reads the review state:
// avatar_status 0 未设置, 1 审核中, 2 审核被拒, 3 审核通过.

/** Format, size and pixel limits the SDK documents for the image (jpg/jpeg/png/bmp, ≤ 5M, ≤ 300*300). */
export const AVATAR_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  maxWidth: 300,
  maxHeight: 300,
  formats: ['jpg', 'jpeg', 'png', 'bmp'],
} as const;

/**
 * The form fields of an upload besides the file. `image_signature` (md5 of the file, as on the
 * material uploads) is checked when sent.
 */
export const AvatarUploadFieldsSchema = z.object({
  advertiser_id: IdSchema,
  image_signature: z
    .string()
    .regex(/^[0-9a-fA-F]{32}$/, 'image_signature 应为 32 位 md5')
    .optional(),
});
export type AvatarUploadFields = z.infer<typeof AvatarUploadFieldsSchema>;

/** The multipart field carrying the image. */
export const AVATAR_FILE_FIELD = 'image_file';

export const AvatarUploadDataSchema = z.object({ image_id: z.string().min(1) });
export type AvatarUploadData = z.infer<typeof AvatarUploadDataSchema>;

/** POST 2/advertiser/avatar/submit/ — `source_info` is the brand name (品牌名称), optional. */
export const AvatarSubmitRequestSchema = z.object({
  advertiser_id: IdSchema,
  image_id: z.string().min(1).max(200),
  source_info: z.string().max(50).optional(),
});
export type AvatarSubmitRequest = z.infer<typeof AvatarSubmitRequestSchema>;

export const AvatarSubmitDataSchema = z.object({ advertiser_id: z.number().int() });
export type AvatarSubmitData = z.infer<typeof AvatarSubmitDataSchema>;

/** GET 2/advertiser/avatar/get/?advertiser_id */
export const AvatarGetRequestSchema = z.object({ advertiser_id: IdSchema });
export type AvatarGetRequest = z.infer<typeof AvatarGetRequestSchema>;

/** 0 未设置, 1 审核中, 2 审核不通过, 3 审核通过; a reply value, so an unlisted one is kept. */
export const AVATAR_STATUSES = [0, 1, 2, 3] as const;
export type AvatarStatus = (typeof AVATAR_STATUSES)[number];
export const AvatarStatusSchema = replyEnum(
  'oceanengine.avatar.status',
  z.literal(AVATAR_STATUSES),
);

export const AvatarStatusCode = {
  NOT_SET: 0,
  REVIEWING: 1,
  DENIED: 2,
  APPROVED: 3,
} as const satisfies Record<string, AvatarStatus>;

/** `web_uri`: the avatar in use; `audit_web_uri`, `width`, `height`: the one in review. */
export const AvatarInfoSchema = z.object({
  web_uri: z.string().optional(),
  audit_web_uri: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
});
export type AvatarInfo = z.infer<typeof AvatarInfoSchema>;

export const AvatarGetDataSchema = z.object({
  advertiser_id: z.number().int(),
  avatar_status: AvatarStatusSchema,
  avatar_reason: z.string().optional(),
  source_status: AvatarStatusSchema.optional(),
  source_reason: z.string().optional(),
  avatar_info: AvatarInfoSchema.optional(),
});
export type AvatarGetData = z.infer<typeof AvatarGetDataSchema>;
