import { z } from 'zod';
import { IdSchema } from '../query';
import { DateSchema, DateTimeSchema, listDataSchema, PagingRequestSchema } from './envelope';
import {
  CreativeMaterialTypeReplySchema,
  CreativeStatusReplySchema,
  CreativeStatusSchema,
  PutStatusReplySchema,
  PutStatusSchema,
} from './enums';

// 创意 (reference §2.7): audit runs 41 审核中 → 52 投放中 | 42 审核未通过 with `review_detail`.

export const CreativeSchema = z.object({
  creative_id: z.number().int(),
  unit_id: z.number().int(),
  campaign_id: z.number().int(),
  creative_name: z.string().min(1).max(100),
  creative_material_type: CreativeMaterialTypeReplySchema,
  /** The video id, a string. */
  photo_id: z.string().optional(),
  photo_md5: z.string().optional(),
  image_tokens: z.array(z.string()).optional(),
  /** Cover image. */
  image_token: z.string().optional(),
  status: CreativeStatusReplySchema,
  put_status: PutStatusReplySchema,
  review_detail: z.string().optional(),
  review_video_snapshot: z.array(z.string()).optional(),
  cover_url: z.string().optional(),
  display_info: z
    .object({ description: z.string().optional(), action_bar_text: z.string().optional() })
    .optional(),
  click_track_url: z.string().optional(),
  impression_url: z.string().optional(),
  actionbar_click_url: z.string().optional(),
  create_time: DateTimeSchema,
  update_time: DateTimeSchema,
});
export type Creative = z.infer<typeof CreativeSchema>;

/** POST gw/dsp/creative/list */
export const CreativeListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  campaign_id: IdSchema.optional(),
  unit_id: IdSchema.optional(),
  creative_ids: z.array(IdSchema).max(100).optional(),
  creative_name: z.string().optional(),
  put_status_list: z.array(PutStatusSchema).optional(),
  status: CreativeStatusSchema.optional(),
  start_date: DateSchema.optional(),
  end_date: DateSchema.optional(),
});
export type CreativeListRequest = z.infer<typeof CreativeListRequestSchema>;

export const CreativeListDataSchema = listDataSchema(CreativeSchema);
export type CreativeListData = z.infer<typeof CreativeListDataSchema>;

/** POST gw/dsp/creative/create → data.creative_id */
export const CreativeCreateDataSchema = z.object({ creative_id: z.number().int() });
export type CreativeCreateData = z.infer<typeof CreativeCreateDataSchema>;
