import { z } from 'zod';
import { Md5Schema, megabytes, type UploadRule } from '../media-file';
import { queryNumber } from '../query';
import { replyEnum } from '../reply-enum';

// Uploads to the account's library (reference §3.8; TencentAd/marketing-api-go-sdk v3
// ImagesApiService.Add, VideosApiService.Add, ImagesAddResponseData, VideosAddResponseData,
// ImageType, ImageUsage): multipart POST images/add (the file in `file`, or base64 `bytes`) and
// videos/add (the file in `video_file`). Dynamic creatives reference `image_id` and `video_id`; a
// video is transcoded after the upload (videos/get `system_status` MEDIA_STATUS_PENDING → VALID).

/** jpg, png, gif, 10 MB at most (a gif also ≤ 5 s; reference §3.8). */
export const IMAGE_ADD_RULE: UploadRule = {
  maxBytes: megabytes(10),
  formats: ['jpeg', 'png', 'gif'],
  label: 'jpg、png、gif',
};

/** mp4, mov, avi, 100 MB at most (reference §3.8). */
export const VIDEO_ADD_RULE: UploadRule = {
  maxBytes: megabytes(100),
  formats: ['mp4', 'mov', 'avi'],
  label: 'mp4、mov、avi',
};

export const ImageUploadTypeSchema = z.enum(['UPLOAD_TYPE_FILE', 'UPLOAD_TYPE_BYTES']);

export const ImageUsageSchema = z.enum([
  'IMAGE_USAGE_DEFAULT',
  'IMAGE_USAGE_MARKETING_PENDANT',
  'IMAGE_USAGE_SHOP_IMG',
]);

/** SDK ImageType (model_image_type.go): the image's format as the medium names it. */
export const ImageTypeSchema = z.enum([
  'IMAGE_TYPE_GIF',
  'IMAGE_TYPE_JPG',
  'IMAGE_TYPE_PNG',
  'IMAGE_TYPE_SWF',
  'IMAGE_TYPE_PSD',
  'IMAGE_TYPE_BMP',
  'IMAGE_TYPE_TIFF_INTEL',
  'IMAGE_TYPE_TIFF_MOTOROLA',
  'IMAGE_TYPE_JPC',
  'IMAGE_TYPE_JP2',
  'IMAGE_TYPE_JPX',
  'IMAGE_TYPE_JB2',
  'IMAGE_TYPE_SWC',
  'IMAGE_TYPE_IFF',
  'IMAGE_TYPE_WBMP',
  'IMAGE_TYPE_XBM',
  'IMAGE_TYPE_WEBP',
  'IMAGE_TYPE_FLV',
  'IMAGE_TYPE_WAV',
  'IMAGE_TYPE_MP3',
  'IMAGE_TYPE_MP4',
  'IMAGE_TYPE_AVI',
  'IMAGE_TYPE_MOV',
]);
export type ImageType = z.infer<typeof ImageTypeSchema>;

const accountOrOrganization = {
  account_id: queryNumber(z.number().int().positive()).optional(),
  organization_id: queryNumber(z.number().int().positive()).optional(),
};
const oneOwner = {
  check: (r: { account_id?: number | undefined; organization_id?: number | undefined }) =>
    (r.account_id === undefined) !== (r.organization_id === undefined),
  params: { message: 'account_id 与 organization_id 须填且只填一个', path: ['account_id'] },
};

/** The form fields of POST images/add (`upload_type` and `signature` are the SDK's positional ones). */
export const ImagesAddRequestSchema = z
  .object({
    ...accountOrOrganization,
    upload_type: ImageUploadTypeSchema,
    signature: Md5Schema,
    /** With UPLOAD_TYPE_BYTES: the file as base64. */
    bytes: z.string().min(1).optional(),
    image_usage: ImageUsageSchema.optional(),
    description: z.string().max(255).optional(),
    resize_width: queryNumber(z.number().int().positive()).optional(),
    resize_height: queryNumber(z.number().int().positive()).optional(),
    resize_file_size: queryNumber(z.number().int().positive()).optional(),
  })
  .refine(oneOwner.check, oneOwner.params)
  .refine((r) => r.upload_type !== 'UPLOAD_TYPE_BYTES' || r.bytes !== undefined, {
    message: 'upload_type 为 UPLOAD_TYPE_BYTES 时 bytes 必填',
    path: ['bytes'],
  });
export type ImagesAddRequest = z.infer<typeof ImagesAddRequestSchema>;

/** data of images/add (SDK ImagesAddResponseData: every field omitempty). */
export const ImagesAddDataSchema = z.object({
  image_id: z.string(),
  image_width: z.number().int().optional(),
  image_height: z.number().int().optional(),
  image_file_size: z.number().int().optional(),
  image_type: replyEnum('tencent.image.image_type', ImageTypeSchema).optional(),
  image_signature: z.string().optional(),
  outer_image_id: z.string().optional(),
  preview_url: z.string().optional(),
  description: z.string().optional(),
});
export type ImagesAddData = z.infer<typeof ImagesAddDataSchema>;

/** The form fields of POST videos/add (`video_file` and `signature` are the SDK's positional ones). */
export const VideosAddRequestSchema = z
  .object({
    ...accountOrOrganization,
    signature: Md5Schema,
    description: z.string().max(255).optional(),
    adcreative_template_id: queryNumber(z.number().int().positive()).optional(),
  })
  .refine(oneOwner.check, oneOwner.params);
export type VideosAddRequest = z.infer<typeof VideosAddRequestSchema>;

/** data of videos/add (SDK VideosAddResponseData: integers). */
export const VideosAddDataSchema = z.object({
  video_id: z.number().int(),
  cover_image_id: z.number().int().optional(),
});
export type VideosAddData = z.infer<typeof VideosAddDataSchema>;
