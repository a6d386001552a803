import { KEYWORD_BID_TYPES, KEYWORD_MATCH_TYPES } from './keywords';
import { z } from 'zod';
import { IdSchema, LongIdSchema } from '../query';
import { DateSchema } from './envelope';
import {
  AdTypeSchema,
  AppPromotionTypeSchema,
  DeliveryModeSchema,
  LandingTypeSchema,
  MarketingGoalSchema,
  MicroPromotionTypeSchema,
  OnOffSchema,
  OptStatusSchema,
} from './enums';
import {
  AudienceSchema,
  DeliveryRangeSchema,
  DeliverySettingSchema,
  OptimizeGoalSchema,
  ScheduleTimeSchema,
  TrackUrlSettingSchema,
} from './project';
import { PromotionMaterialsSchema, PromotionNativeSettingSchema } from './promotion';
import { WRITE_BATCH_MAX, writeErrorFields, YuanSchema } from './writes';

// Creations, edits and deletions of v3 projects and promotions (reference §1.7, §1.8; bububa
// model/v3/project/{create,update,delete}.go, model/v3/promotion/{create,update,delete,
// deepbid_update,schedule_time_update,material_status_update}.go).

const batch = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(WRITE_BATCH_MAX);

/** The project's identity: only the 抖音号 (unlike a promotion's, no anchors). */
export const ProjectNativeSettingSchema = z.object({ aweme_id: z.string().min(1).optional() });
export type ProjectNativeSetting = z.infer<typeof ProjectNativeSettingSchema>;
/** ADO ProjectCreateV30StarAutoDeliverySwitch / …StarAutoMaterialAdditionSwitch. */
export const StarSwitchSchema = z.enum(['ON', 'OFF']);

/** POST v3.0/project/create/ → data.project_id */
export const ProjectCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  name: z.string().min(1).max(50),
  operation: OptStatusSchema.optional(),
  delivery_mode: DeliveryModeSchema.default('MANUAL'),
  landing_type: LandingTypeSchema,
  app_promotion_type: AppPromotionTypeSchema.optional(),
  marketing_goal: MarketingGoalSchema.default('VIDEO_AND_IMAGE'),
  ad_type: AdTypeSchema.default('ALL'),
  package_name: z.string().optional(),
  app_name: z.string().optional(),
  download_url: z.string().optional(),
  /** MICRO_GAME projects: the 字节小游戏 / 小程序 asset promoted (ADO ProjectCreateV30Request). */
  micro_promotion_type: MicroPromotionTypeSchema.optional(),
  micro_app_instance_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  /** The project's 抖音号 (ADO ProjectCreateV30RequestNativeSetting): a LIVE project's 直播间. */
  native_setting: ProjectNativeSettingSchema.optional(),
  /** 星广联投 (ADO `star_task_id`, 星广联投二期任务id): the task the project joins, and its switches. */
  star_task_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional(),
  star_auto_delivery_switch: StarSwitchSchema.optional(),
  star_auto_material_addition_switch: StarSwitchSchema.optional(),
  optimize_goal: OptimizeGoalSchema.optional(),
  delivery_range: DeliveryRangeSchema.optional(),
  audience: AudienceSchema.optional(),
  delivery_setting: DeliverySettingSchema,
  track_url_setting: TrackUrlSettingSchema.optional(),
  /** Search projects' keywords (v3.0/keyword/create/ adds more later; keywords.ts). */
  keywords: z
    .array(
      z.object({
        word: z.string().min(1),
        match_type: z.enum(KEYWORD_MATCH_TYPES),
        bid_type: z.enum(KEYWORD_BID_TYPES).optional(),
        bid: z.number().optional(),
      }),
    )
    .optional(),
});
export type ProjectCreateRequest = z.infer<typeof ProjectCreateRequestSchema>;

/** Fields of delivery_setting an update may change (budget, bid, roi, schedule). */
export const DeliverySettingPatchSchema = z.looseObject({
  budget_mode: DeliverySettingSchema.shape.budget_mode.optional(),
  budget: YuanSchema.optional(),
  cpa_bid: YuanSchema.optional(),
  deep_cpabid: YuanSchema.optional(),
  roi_goal: z.number().positive().max(5).optional(),
  bid: YuanSchema.optional(),
  schedule_type: DeliverySettingSchema.shape.schedule_type,
  start_time: DateSchema.optional(),
  end_time: DateSchema.optional(),
  schedule_time: ScheduleTimeSchema.optional(),
});
export type DeliverySettingPatch = z.infer<typeof DeliverySettingPatchSchema>;

/** POST v3.0/project/update/ → data{project_id, error_list[]} */
export const ProjectUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  project_id: LongIdSchema,
  name: z.string().min(1).max(50).optional(),
  audience: AudienceSchema.optional(),
  delivery_setting: DeliverySettingPatchSchema.optional(),
  track_url_setting: TrackUrlSettingSchema.optional(),
});
export type ProjectUpdateRequest = z.infer<typeof ProjectUpdateRequestSchema>;

/** POST v3.0/project/delete/ — 1–10 ids → data{project_ids, errors[]} */
export const ProjectDeleteRequestSchema = z.object({
  advertiser_id: IdSchema,
  project_ids: batch(LongIdSchema),
});
export type ProjectDeleteRequest = z.infer<typeof ProjectDeleteRequestSchema>;

/** POST v3.0/promotion/create/ → data.promotion_id */
export const PromotionCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  project_id: LongIdSchema,
  name: z.string().min(1).max(50),
  operation: OptStatusSchema.optional(),
  promotion_materials: PromotionMaterialsSchema,
  native_setting: PromotionNativeSettingSchema.optional(),
  source: z.string().min(1).max(10).optional(),
  is_comment_disable: z.enum(['ON', 'OFF']).optional(),
  ad_download_status: z.enum(['ON', 'OFF']).optional(),
  budget: YuanSchema.optional(),
  cpa_bid: YuanSchema.optional(),
  deep_cpabid: YuanSchema.optional(),
  roi_goal: z.number().positive().max(5).optional(),
  /** The CDP brand (ADO PromotionCreateV30RequestBrandInfo; the brand read's ids). */
  brand_info: z
    .object({
      cdp_brand_id: LongIdSchema,
      cdp_brand_name: z.string().min(1).max(100).optional(),
    })
    .optional(),
  /** 衍生创意: ON with the auto-generate config made for it (ADO `config_id`). */
  creative_auto_generate_switch: z.enum(['ON', 'OFF']).optional(),
  config_id: LongIdSchema.optional(),
});
export type PromotionCreateRequest = z.infer<typeof PromotionCreateRequestSchema>;

/** POST v3.0/promotion/update/ → data{promotion_id, error_list[]} (BASIC / MATERIAL / BUDGET parts). */
export const PromotionUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  promotion_id: LongIdSchema,
  /** Optimistic lock: the modify_time read last (reference §1.13). */
  modify_time: z.string().optional(),
  name: z.string().min(1).max(50).optional(),
  promotion_materials: PromotionMaterialsSchema.optional(),
  source: z.string().min(1).max(10).optional(),
  budget: YuanSchema.optional(),
  cpa_bid: YuanSchema.optional(),
  deep_cpabid: YuanSchema.optional(),
  roi_goal: z.number().positive().max(5).optional(),
  auto_extend_traffic: OnOffSchema.optional(),
});
export type PromotionUpdateRequest = z.infer<typeof PromotionUpdateRequestSchema>;

/** POST v3.0/promotion/deepbid/update/ — the key is `deepbid` (bububa deepbid_update.go). */
export const PromotionDeepBidUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(z.object({ promotion_id: LongIdSchema, deepbid: YuanSchema })),
});
export type PromotionDeepBidUpdateRequest = z.infer<typeof PromotionDeepBidUpdateRequestSchema>;

/** POST v3.0/promotion/schedule_time/update/ — at most 10 promotions (reference §1.5). */
export const PromotionScheduleTimeUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  data: batch(z.object({ promotion_id: LongIdSchema, schedule_time: ScheduleTimeSchema })),
});
export type PromotionScheduleTimeUpdateRequest = z.infer<
  typeof PromotionScheduleTimeUpdateRequestSchema
>;

/** POST v3.0/promotion/delete/ — 1–10 ids → data{promotion_ids, errors[]} */
export const PromotionDeleteRequestSchema = z.object({
  advertiser_id: IdSchema,
  promotion_ids: batch(LongIdSchema),
});
export type PromotionDeleteRequest = z.infer<typeof PromotionDeleteRequestSchema>;

/** POST v3.0/material/status/update/ — materials of one promotion, 1–10 items. */
export const MaterialStatusUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  promotion_id: LongIdSchema,
  data: batch(z.object({ material_id: LongIdSchema, opt_status: OptStatusSchema })),
});
export type MaterialStatusUpdateRequest = z.infer<typeof MaterialStatusUpdateRequestSchema>;

/** Both lists are omitempty (ad_open_sdk_go MaterialStatusUpdateV30ResponseData). */
export const MaterialStatusUpdateResultSchema = z.object({
  promotion_id: LongIdSchema,
  material_ids: z.array(LongIdSchema).default([]),
  errors: z.array(z.object({ material_id: LongIdSchema, message: z.string() })).default([]),
});
export type MaterialStatusUpdateResult = z.infer<typeof MaterialStatusUpdateResultSchema>;

const updateError = z.object(writeErrorFields);
export type UpdateError = z.infer<typeof updateError>;

/**
 * The parts of a project/update or promotion/update that failed: the official SDK names the list
 * `error_list` (ad_open_sdk_go ProjectUpdateV30ResponseData, PromotionUpdateV30ResponseData),
 * bububa's model also `errors`; both are omitempty.
 */
const updateErrors = {
  error_list: z.array(updateError).optional(),
  errors: z.array(updateError).optional(),
};

/** Every failed part an update answer names, whichever list carried it. */
export function updateFailures(result: {
  error_list?: readonly UpdateError[] | undefined;
  errors?: readonly UpdateError[] | undefined;
}): UpdateError[] {
  return [...(result.error_list ?? []), ...(result.errors ?? [])];
}

/** Answer of project/update/: the project and the parts that failed. */
export const ProjectUpdateResultSchema = z.object({
  project_id: LongIdSchema,
  ...updateErrors,
});
export type ProjectUpdateResult = z.infer<typeof ProjectUpdateResultSchema>;

/** Answer of promotion/update/: the promotion and the parts that failed. */
export const PromotionUpdateResultSchema = z.object({
  promotion_id: LongIdSchema,
  ...updateErrors,
});
export type PromotionUpdateResult = z.infer<typeof PromotionUpdateResultSchema>;
