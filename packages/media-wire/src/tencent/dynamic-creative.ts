import { z } from 'zod';
import { IdSchema } from '../query';
import { CursorPageInfoSchema, getRequestSchema } from './common';
import { PageInfoSchema } from './envelope';
import {
  ConfiguredStatusReplySchema,
  ConfiguredStatusSchema,
  CreativeSetApprovalStatusReplySchema,
} from './enums';

// Dynamic creatives (reference §3.6). `creative_components` are keyed arrays of
// `{component_id, value, is_deleted}`; updates of components are incremental.

export const ComponentSchema = z.object({
  component_id: z.number().int().optional(),
  value: z.looseObject({}),
  is_deleted: z.boolean().optional(),
});
export type Component = z.infer<typeof ComponentSchema>;

export const CreativeComponentsSchema = z.looseObject({
  title: z.array(ComponentSchema).optional(),
  description: z.array(ComponentSchema).optional(),
  image: z.array(ComponentSchema).optional(),
  image_list: z.array(ComponentSchema).optional(),
  video: z.array(ComponentSchema).optional(),
  brand: z.array(ComponentSchema).optional(),
  action_button: z.array(ComponentSchema).optional(),
  jump_info: z.array(ComponentSchema).optional(),
});
export type CreativeComponents = z.infer<typeof CreativeComponentsSchema>;

export const DynamicCreativeSchema = z.object({
  dynamic_creative_id: z.number().int(),
  account_id: z.number().int(),
  adgroup_id: z.number().int(),
  dynamic_creative_name: z.string().min(1),
  creative_template_id: z.number().int().optional(),
  delivery_mode: z.string().optional(),
  dynamic_creative_type: z.string().optional(),
  creative_components: CreativeComponentsSchema,
  impression_tracking_url: z.string().optional(),
  click_tracking_url: z.string().optional(),
  page_track_url: z.string().optional(),
  configured_status: ConfiguredStatusReplySchema,
  /** The review verdict; the reasons come from dynamic_creative_review_results/get. */
  creative_set_approval_status: CreativeSetApprovalStatusReplySchema.optional(),
  /** Unix seconds. */
  created_time: z.number().int(),
  last_modified_time: z.number().int(),
  is_deleted: z.boolean(),
  source: z.string().optional(),
});
export type DynamicCreative = z.infer<typeof DynamicCreativeSchema>;

/** GET dynamic_creatives/get — filtering ≤ 10 (dynamic_creative_id / adgroup_id IN ≤ 100 …). */
export const DynamicCreativeGetRequestSchema = getRequestSchema(10);
export type DynamicCreativeGetRequest = z.infer<typeof DynamicCreativeGetRequestSchema>;

export const DynamicCreativeGetDataSchema = z.object({
  list: z.array(DynamicCreativeSchema.partial().required({ dynamic_creative_id: true })),
  page_info: PageInfoSchema,
});
export type DynamicCreativeGetData = z.infer<typeof DynamicCreativeGetDataSchema>;

/** dynamic_creatives/get in PAGINATION_MODE_CURSOR: `cursor_page_info` instead of `page_info`. */
export const DynamicCreativeGetCursorDataSchema = DynamicCreativeGetDataSchema.omit({
  page_info: true,
}).extend({ cursor_page_info: CursorPageInfoSchema });
export type DynamicCreativeGetCursorData = z.infer<typeof DynamicCreativeGetCursorDataSchema>;

/** POST dynamic_creatives/add → data.dynamic_creative_id */
export const DynamicCreativeAddRequestSchema = z.object({
  account_id: IdSchema,
  adgroup_id: IdSchema,
  dynamic_creative_name: z.string().min(1),
  creative_template_id: z.number().int().optional(),
  delivery_mode: z.string().optional(),
  dynamic_creative_type: z.string().optional(),
  creative_components: CreativeComponentsSchema,
  impression_tracking_url: z.string().optional(),
  click_tracking_url: z.string().optional(),
  page_track_url: z.string().optional(),
  configured_status: ConfiguredStatusSchema.optional(),
});
export type DynamicCreativeAddRequest = z.infer<typeof DynamicCreativeAddRequestSchema>;

export const DynamicCreativeAddDataSchema = z.object({ dynamic_creative_id: z.number().int() });
export type DynamicCreativeAddData = z.infer<typeof DynamicCreativeAddDataSchema>;
