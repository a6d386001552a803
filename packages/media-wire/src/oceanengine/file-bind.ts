import { z } from 'zod';
import { IdSchema } from '../query';

// 素材推送 (bububa model/file/material_bind.go, api/file/material_bind.go): POST
// 2/file/material/bind/ copies files of one advertiser's library to advertisers of the same
// company (主体). The files keep their ids and names in the targets. Either `video_ids` or
// `image_ids` (not both), at most 50 of them, to at most 50 targets. A file a target already has
// is not copied again: it comes back in `fail_list` with VIDEO_BINDING_EXISTED /
// IMAGE_BINDING_EXISTED while the call answers code 0.

export const MATERIAL_BIND_LIMITS = {
  targetsMax: 50,
  filesMax: 50,
} as const;

export const MaterialBindFailReasonSchema = z.enum([
  'VIDEO_BINDING_EXISTED',
  'IMAGE_BINDING_EXISTED',
]);
export type MaterialBindFailReason = z.infer<typeof MaterialBindFailReasonSchema>;

const fileIds = z.array(z.string().min(1)).min(1).max(MATERIAL_BIND_LIMITS.filesMax);

export const MaterialBindRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    target_advertiser_ids: z.array(IdSchema).min(1).max(MATERIAL_BIND_LIMITS.targetsMax),
    video_ids: fileIds.optional(),
    image_ids: fileIds.optional(),
  })
  .refine((r) => (r.video_ids === undefined) !== (r.image_ids === undefined), {
    message: 'video_ids 与 image_ids 必须二选一',
    path: ['video_ids'],
  });
export type MaterialBindRequest = z.infer<typeof MaterialBindRequestSchema>;

export const FailedMaterialBindSchema = z.object({
  video_id: z.string().optional(),
  image_id: z.string().optional(),
  target_advertiser_id: IdSchema,
  fail_reason: MaterialBindFailReasonSchema,
});
export type FailedMaterialBind = z.infer<typeof FailedMaterialBindSchema>;

export const MaterialBindDataSchema = z.object({
  fail_list: z.array(FailedMaterialBindSchema).default([]),
});
export type MaterialBindData = z.infer<typeof MaterialBindDataSchema>;
