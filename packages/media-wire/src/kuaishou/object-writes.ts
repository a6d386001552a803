import { z } from 'zod';
import { IdSchema } from '../query';
import { DateSchema } from './envelope';
import {
  AdTypeSchema,
  CampaignBidTypeSchema,
  CampaignTypeSchema,
  CreativeMaterialTypeSchema,
  PutStatusSchema,
  UnitBidTypeSchema,
  UnitTypeSchema,
} from './enums';
import { UnitScheduleTimeSchema } from './unit';

// Create and update bodies of campaigns, units and creatives (reference §2.5, §2.7). Money in 厘.

const DayBudgetSchema = z.number().int().nonnegative();
const DayBudgetScheduleSchema = z.array(DayBudgetSchema).length(7);

/** POST gw/dsp/campaign/create → data.campaign_id */
export const CampaignCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  campaign_name: z.string().min(1).max(100),
  type: CampaignTypeSchema,
  /** 厘; 0 or absent = 不限. */
  day_budget: DayBudgetSchema.optional(),
  day_budget_schedule: DayBudgetScheduleSchema.optional(),
  ad_type: AdTypeSchema.optional(),
  bid_type: CampaignBidTypeSchema.optional(),
  put_status: z.literal([1, 2]).optional(),
});
export type CampaignCreateRequest = z.infer<typeof CampaignCreateRequestSchema>;

/** POST gw/dsp/campaign/update → data.campaign_id (bid_type and type are immutable). */
export const CampaignUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  campaign_id: IdSchema,
  campaign_name: z.string().min(1).max(100).optional(),
  day_budget: DayBudgetSchema.optional(),
  day_budget_schedule: DayBudgetScheduleSchema.nullable().optional(),
});
export type CampaignUpdateRequest = z.infer<typeof CampaignUpdateRequestSchema>;

/**
 * A unit's targeting as the edit and creation write it: gender 1 女 / 2 男 (0 or absent: 不限) and
 * the age bands by their lower bound (18, 24, 31, 41, 50; none: 不限), the regions and their users'
 * kind. Other keys pass through.
 */
export const UnitTargetSchema = z.looseObject({
  gender: z.literal([0, 1, 2]).optional(),
  ages_range: z.array(z.literal([18, 24, 31, 41, 50])).optional(),
  /** Region ids ([] = 不限; a province's id covers its cities and is never sent with them). */
  region: z.array(z.number().int()).optional(),
  /** Which users of the regions: 0 实时, 1 常驻, 2 不限. */
  user_type: z.literal([0, 1, 2]).optional(),
});
export type UnitTarget = z.infer<typeof UnitTargetSchema>;

const UnitFieldsSchema = z.object({
  unit_name: z.string().min(1).max(100),
  bid_type: UnitBidTypeSchema,
  /** 厘 (CPC/CPM). */
  bid: z.number().int().positive().optional(),
  /** 厘 (oCPX target cost). */
  cpa_bid: z.number().int().positive().optional(),
  ocpx_action_type: z.number().int().optional(),
  deep_conversion_type: z.number().int().optional(),
  deep_conversion_bid: z.number().int().nonnegative().optional(),
  roi_ratio: z.number().positive().max(100).optional(),
  scene_id: z.array(z.number().int()).optional(),
  unit_type: UnitTypeSchema.optional(),
  begin_time: DateSchema.optional(),
  end_time: DateSchema.nullable().optional(),
  schedule_time: UnitScheduleTimeSchema.optional(),
  day_budget: DayBudgetSchema.optional(),
  app_id: z.number().int().optional(),
  url: z.string().optional(),
  target: UnitTargetSchema.optional(),
  put_status: z.literal([1, 2]).optional(),
});

/** POST gw/dsp/unit/create → data.unit_id */
export const UnitCreateRequestSchema = UnitFieldsSchema.extend({
  advertiser_id: IdSchema,
  campaign_id: IdSchema,
});
export type UnitCreateRequest = z.infer<typeof UnitCreateRequestSchema>;

/** POST gw/dsp/unit/update → data.unit_id (bid_type is immutable). */
export const UnitUpdateRequestSchema = UnitFieldsSchema.omit({ bid_type: true, put_status: true })
  .partial()
  .extend({ advertiser_id: IdSchema, unit_id: IdSchema });
export type UnitUpdateRequest = z.infer<typeof UnitUpdateRequestSchema>;

/** POST gw/dsp/creative/create → data.creative_id */
export const CreativeCreateRequestSchema = z.object({
  advertiser_id: IdSchema,
  unit_id: IdSchema,
  creative_name: z.string().min(1).max(100),
  creative_material_type: CreativeMaterialTypeSchema,
  photo_id: z.string().min(1).optional(),
  image_tokens: z.array(z.string().min(1)).optional(),
  image_token: z.string().optional(),
  description: z.string().min(1).max(100).optional(),
  action_bar_text: z.string().optional(),
  click_track_url: z.string().optional(),
  impression_url: z.string().optional(),
  put_status: PutStatusSchema.optional(),
});
export type CreativeCreateRequest = z.infer<typeof CreativeCreateRequestSchema>;

/**
 * POST gw/dsp/creative/update (legacy v2/creative/update) → data.creative_id. The fields given
 * change; a new video, image or text sends the creative back through review (bububa
 * model/dsp/creative/update.go).
 */
export const CreativeUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  creative_id: IdSchema,
  creative_name: z.string().min(1).max(100).optional(),
  creative_material_type: CreativeMaterialTypeSchema.optional(),
  photo_id: z.string().min(1).optional(),
  image_tokens: z.array(z.string().min(1)).min(1).optional(),
  image_token: z.string().min(1).optional(),
  description: z.string().min(1).max(100).optional(),
  action_bar_text: z.string().min(1).optional(),
  click_track_url: z.string().max(1024).optional(),
  impression_url: z.string().max(1024).optional(),
  actionbar_click_url: z.string().max(1024).optional(),
});
export type CreativeUpdateRequest = z.infer<typeof CreativeUpdateRequestSchema>;
