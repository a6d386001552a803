import { z } from 'zod';
import { HalfHourMaskSchema } from '../schedule';
import { CursorPageInfoSchema, getRequestSchema } from './common';
import { DateSchema, PageInfoSchema } from './envelope';
import {
  AdgroupSystemStatusSchema,
  BidModeReplySchema,
  ConfiguredStatusReplySchema,
} from './enums';

// 广告 / 营销单元 (reference §3.5; SDK model_adgroups_get_list_struct.go). Money in 分;
// `time_series` is 336 half-hour cells (all-0 not allowed); times are unix seconds.

export const TargetingSchema = z.looseObject({
  geo_location: z
    .looseObject({
      regions: z.array(z.number().int()).optional(),
      location_types: z.array(z.string()).optional(),
    })
    .optional(),
  gender: z.array(z.string()).optional(),
  age: z.array(z.object({ min: z.number().int(), max: z.number().int() })).optional(),
  custom_audience: z.array(z.number().int()).optional(),
  excluded_custom_audience: z.array(z.number().int()).optional(),
  app_install_status: z.array(z.string()).optional(),
});
export type Targeting = z.infer<typeof TargetingSchema>;

export const DeepConversionSpecSchema = z.looseObject({
  deep_conversion_type: z.string(),
  deep_conversion_behavior_spec: z
    .object({ goal: z.string(), bid_amount: z.number().int() })
    .optional(),
  deep_conversion_worth_spec: z.object({ goal: z.string(), expected_roi: z.number() }).optional(),
});
export type DeepConversionSpec = z.infer<typeof DeepConversionSpecSchema>;

export const AdgroupSchema = z.object({
  adgroup_id: z.number().int(),
  account_id: z.number().int(),
  /** ≤ 60 wide chars, unique per account. */
  adgroup_name: z.string().min(1).max(120),
  marketing_goal: z.string(),
  marketing_sub_goal: z.string().optional(),
  marketing_carrier_type: z.string().optional(),
  marketing_carrier_detail: z.looseObject({}).optional(),
  marketing_target_type: z.string().optional(),
  marketing_asset_id: z.number().int().optional(),
  begin_date: DateSchema,
  /** Empty = 不限. */
  end_date: z.union([DateSchema, z.literal('')]),
  first_day_begin_time: z.string().optional(),
  /** 分. */
  bid_amount: z.number().int().nonnegative(),
  optimization_goal: z.string().optional(),
  time_series: HalfHourMaskSchema,
  automatic_site_enabled: z.boolean().optional(),
  site_set: z.array(z.string()).optional(),
  /** 分; 0 = 不限, else 5,000–400,000,000. */
  daily_budget: z.number().int().nonnegative(),
  targeting: TargetingSchema.optional(),
  scene_spec: z.looseObject({}).optional(),
  user_action_sets: z.array(z.looseObject({})).optional(),
  conversion_id: z.number().int().optional(),
  deep_conversion_spec: DeepConversionSpecSchema.optional(),
  /** 分. */
  deep_conversion_behavior_bid: z.number().int().optional(),
  deep_conversion_worth_rate: z.number().optional(),
  bid_mode: BidModeReplySchema.optional(),
  bid_strategy: z.string().optional(),
  smart_bid_type: z.string().optional(),
  smart_cost_cap: z.number().int().optional(),
  auto_acquisition_enabled: z.boolean().optional(),
  auto_acquisition_budget: z.number().int().optional(),
  bid_scene: z.string().optional(),
  configured_status: ConfiguredStatusReplySchema,
  system_status: AdgroupSystemStatusSchema,
  /** Unix seconds. */
  created_time: z.number().int(),
  last_modified_time: z.number().int(),
  is_deleted: z.boolean(),
});
export type Adgroup = z.infer<typeof AdgroupSchema>;

/** GET adgroups/get — filtering ≤ 255 (adgroup_id, adgroup_name …), normal or cursor paging. */
export const AdgroupGetRequestSchema = getRequestSchema(255);
export type AdgroupGetRequest = z.infer<typeof AdgroupGetRequestSchema>;

export const AdgroupGetDataSchema = z.object({
  list: z.array(AdgroupSchema.partial().required({ adgroup_id: true })),
  page_info: PageInfoSchema,
});
export type AdgroupGetData = z.infer<typeof AdgroupGetDataSchema>;

/** adgroups/get in PAGINATION_MODE_CURSOR: `cursor_page_info` instead of `page_info`. */
export const AdgroupGetCursorDataSchema = AdgroupGetDataSchema.omit({ page_info: true }).extend({
  cursor_page_info: CursorPageInfoSchema,
});
export type AdgroupGetCursorData = z.infer<typeof AdgroupGetCursorDataSchema>;

/** POST adgroups/add → data.adgroup_id */
export const AdgroupAddDataSchema = z.object({ adgroup_id: z.number().int() });
export type AdgroupAddData = z.infer<typeof AdgroupAddDataSchema>;
