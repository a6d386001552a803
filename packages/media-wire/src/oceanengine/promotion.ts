import { z } from 'zod';
import { IdSchema, queryJson } from '../query';
import { DateSchema, DateTimeSchema, PageInfoSchema, PagingRequestSchema } from './envelope';
import {
  LearningPhaseSchema,
  MaterialRejectTypeSchema,
  MaterialStatusSchema,
  OnOffSchema,
  OptStatusSchema,
  PromotionStatusFirstSchema,
  PromotionStatusSchema,
  PromotionStatusSecondSchema,
  RejectReasonTypeSchema,
} from './enums';

// v3 广告 (reference §1.8, §1.9; bububa model/v3/promotion). Money in yuan (2 decimals).

export const VideoMaterialSchema = z.object({
  image_mode: z.string(),
  video_id: z.string(),
  video_cover_id: z.string().optional(),
  material_id: z.number().int().optional(),
  material_status: MaterialStatusSchema.optional(),
});
export type VideoMaterial = z.infer<typeof VideoMaterialSchema>;

export const ImageMaterialSchema = z.object({
  image_mode: z.string(),
  images: z.array(
    z.object({
      image_id: z.string(),
      material_id: z.number().int().optional(),
      material_status: MaterialStatusSchema.optional(),
    }),
  ),
});
export type ImageMaterial = z.infer<typeof ImageMaterialSchema>;

export const TitleMaterialSchema = z.object({
  title: z.string(),
  word_list: z.array(z.looseObject({ word_id: z.number().int().optional() })).optional(),
  material_id: z.number().int().optional(),
  material_status: MaterialStatusSchema.optional(),
});
export type TitleMaterial = z.infer<typeof TitleMaterialSchema>;

export const PromotionMaterialsSchema = z.object({
  video_material_list: z.array(VideoMaterialSchema).optional(),
  image_material_list: z.array(ImageMaterialSchema).optional(),
  title_material_list: z.array(TitleMaterialSchema).optional(),
  component_material_list: z.array(z.object({ component_id: z.number().int() })).optional(),
  external_url_material_list: z.array(z.string()).optional(),
  web_url_material_list: z.array(z.string()).optional(),
  playable_url_material_list: z.array(z.string()).optional(),
  product_info: z
    .object({
      titles: z.array(z.string()).optional(),
      image_ids: z.array(z.string()).optional(),
      selling_points: z.array(z.string()).optional(),
    })
    .optional(),
  call_to_action_buttons: z.array(z.string()).optional(),
});
export type PromotionMaterials = z.infer<typeof PromotionMaterialsSchema>;

export const PromotionSchema = z.object({
  promotion_id: z.number().int(),
  promotion_name: z.string().min(1).max(50),
  advertiser_id: z.number().int(),
  project_id: z.number().int(),
  /** Optimistic-lock token: send it back on update (reference §1.13). */
  modify_time: z.string(),
  promotion_create_time: DateTimeSchema,
  promotion_modify_time: DateTimeSchema,
  learning_phase: LearningPhaseSchema.optional(),
  status: PromotionStatusSchema,
  status_first: PromotionStatusFirstSchema,
  status_second: z.array(PromotionStatusSecondSchema).optional(),
  opt_status: OptStatusSchema,
  promotion_materials: PromotionMaterialsSchema,
  source: z.string().max(10).optional(),
  budget: z.number().nonnegative().optional(),
  /** Promotion-level weekly schedule (MANUAL projects); absent = the project's. */
  schedule_time: z
    .string()
    .regex(/^([01]{336})?$/)
    .optional(),
  cpa_bid: z.number().optional(),
  deep_cpabid: z.number().optional(),
  roi_goal: z.number().optional(),
  /** 智能放量 (spec 001 §3 batch modify); set through promotion/update. */
  auto_extend_traffic: OnOffSchema.optional(),
  material_score_info: z.looseObject({}).optional(),
});
export type Promotion = z.infer<typeof PromotionSchema>;

export const PromotionListFilteringSchema = z.object({
  ids: z.array(IdSchema).min(1).max(100).optional(),
  project_id: IdSchema.optional(),
  promotion_name: z.string().min(1).max(50).optional(),
  status: PromotionStatusSchema.optional(),
  status_first: PromotionStatusFirstSchema.optional(),
  status_second: PromotionStatusSecondSchema.optional(),
  reject_reason_type: RejectReasonTypeSchema.optional(),
  learning_phase: z.array(LearningPhaseSchema).optional(),
  promotion_create_time: DateSchema.optional(),
  promotion_modify_time: DateSchema.optional(),
});
export type PromotionListFiltering = z.infer<typeof PromotionListFilteringSchema>;

/** GET v3.0/promotion/list/ — filtering and fields are JSON-encoded in the query. */
export const PromotionListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  filtering: queryJson(PromotionListFilteringSchema).optional(),
  fields: queryJson(z.array(z.string())).optional(),
});
export type PromotionListRequest = z.infer<typeof PromotionListRequestSchema>;

export const PromotionListItemSchema = PromotionSchema.partial().required({ promotion_id: true });
export type PromotionListItem = z.infer<typeof PromotionListItemSchema>;

export const PromotionListDataSchema = z.object({
  list: z.array(PromotionListItemSchema),
  page_info: PageInfoSchema,
});
export type PromotionListData = z.infer<typeof PromotionListDataSchema>;

/** POST v3.0/promotion/create/ → data.promotion_id */
export const PromotionCreateDataSchema = z.object({ promotion_id: z.number().int() });
export type PromotionCreateData = z.infer<typeof PromotionCreateDataSchema>;

/** GET v3.0/promotion/reject_reason/get/?advertiser_id&promotion_ids=[…] — at most 10 ids. */
export const RejectReasonRequestSchema = z.object({
  advertiser_id: IdSchema,
  promotion_ids: queryJson(z.array(IdSchema).min(1).max(10)),
});
export type RejectReasonRequest = z.infer<typeof RejectReasonRequestSchema>;

export const RejectReasonDataSchema = z.object({
  list: z.array(
    z.object({
      promotion_id: z.number().int(),
      promotion_reject: z.array(
        z.object({
          content: z.string(),
          reject_reason: z.array(z.string()),
          suggestion: z.array(z.string()),
        }),
      ),
      material_reject: z.array(
        z.object({
          type: MaterialRejectTypeSchema,
          /** The rejected element: an image_id / video_id / title text … */
          item: z.string(),
          reject_reason: z.array(z.string()),
          suggestion: z.array(z.string()),
          audit_platform: z.enum(['AD', 'CONTENT']),
        }),
      ),
    }),
  ),
});
export type RejectReasonData = z.infer<typeof RejectReasonDataSchema>;
