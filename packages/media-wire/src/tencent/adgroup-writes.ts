import { z } from 'zod';
import { IdSchema } from '../query';
import { HalfHourMaskSchema } from '../schedule';
import { TargetingSchema } from './adgroup';
import { CreativeComponentsSchema } from './dynamic-creative';
import { DateSchema } from './envelope';
import { BidModeSchema, ConfiguredStatusSchema } from './enums';

// Single-object writes of adgroups and dynamic creatives (reference §3.5, §3.6; SDK
// model_adgroups_add_request.go). Money in 分; `daily_budget` 0 = 不限, else 5,000–400,000,000.

export const ADGROUP_DAILY_BUDGET_MIN = 5_000;
export const ADGROUP_DAILY_BUDGET_MAX = 400_000_000;

const ActiveMaskSchema = HalfHourMaskSchema.refine((m) => m.includes('1'), '投放时段不能全为 0');

/** POST adgroups/add → data.adgroup_id */
export const AdgroupAddRequestSchema = z.object({
  account_id: IdSchema,
  adgroup_name: z.string().min(1).max(120),
  marketing_goal: z.string().min(1),
  marketing_sub_goal: z.string().optional(),
  marketing_carrier_type: z.string().optional(),
  marketing_target_type: z.string().optional(),
  begin_date: DateSchema,
  end_date: z.union([DateSchema, z.literal('')]).optional(),
  first_day_begin_time: z.string().optional(),
  bid_amount: z.number().int().positive(),
  optimization_goal: z.string().optional(),
  time_series: ActiveMaskSchema.optional(),
  site_set: z.array(z.string()).optional(),
  automatic_site_enabled: z.boolean().optional(),
  daily_budget: z.number().int().nonnegative().optional(),
  targeting: TargetingSchema.optional(),
  /** The account's conversion (conversions/get) the adgroup optimises for. */
  conversion_id: z.number().int().positive().optional(),
  bid_mode: BidModeSchema.optional(),
  smart_bid_type: z.string().optional(),
  deep_conversion_behavior_bid: z.number().int().optional(),
  deep_conversion_worth_rate: z.number().optional(),
  configured_status: ConfiguredStatusSchema.optional(),
});
export type AdgroupAddRequest = z.infer<typeof AdgroupAddRequestSchema>;

/** POST adgroups/update — the fields given change; → data.adgroup_id */
export const AdgroupUpdateRequestSchema = z.object({
  account_id: IdSchema,
  adgroup_id: IdSchema,
  adgroup_name: z.string().min(1).max(120).optional(),
  begin_date: DateSchema.optional(),
  end_date: z.union([DateSchema, z.literal('')]).optional(),
  bid_amount: z.number().int().positive().optional(),
  optimization_goal: z.string().optional(),
  time_series: ActiveMaskSchema.optional(),
  /** Placements: the site sets chosen, with automatic placements off. */
  automatic_site_enabled: z.boolean().optional(),
  site_set: z.array(z.string()).optional(),
  daily_budget: z.number().int().nonnegative().optional(),
  /** The targeting keys given replace the adgroup's; the others stay. */
  targeting: TargetingSchema.optional(),
  deep_conversion_behavior_bid: z.number().int().optional(),
  deep_conversion_worth_rate: z.number().optional(),
  configured_status: ConfiguredStatusSchema.optional(),
});
export type AdgroupUpdateRequest = z.infer<typeof AdgroupUpdateRequestSchema>;

/** POST adgroups/delete → data.adgroup_id */
export const AdgroupDeleteRequestSchema = z.object({ account_id: IdSchema, adgroup_id: IdSchema });
export type AdgroupDeleteRequest = z.infer<typeof AdgroupDeleteRequestSchema>;

export const AdgroupIdDataSchema = z.object({ adgroup_id: z.number().int() });
export type AdgroupIdData = z.infer<typeof AdgroupIdDataSchema>;

/** POST dynamic_creatives/update — components are incremental (by component_id). */
export const DynamicCreativeUpdateRequestSchema = z.object({
  account_id: IdSchema,
  dynamic_creative_id: IdSchema,
  dynamic_creative_name: z.string().min(1).optional(),
  creative_components: CreativeComponentsSchema.optional(),
  impression_tracking_url: z.string().optional(),
  click_tracking_url: z.string().optional(),
  configured_status: ConfiguredStatusSchema.optional(),
});
export type DynamicCreativeUpdateRequest = z.infer<typeof DynamicCreativeUpdateRequestSchema>;

/** POST dynamic_creatives/delete */
export const DynamicCreativeDeleteRequestSchema = z.object({
  account_id: IdSchema,
  dynamic_creative_id: IdSchema,
});
export type DynamicCreativeDeleteRequest = z.infer<typeof DynamicCreativeDeleteRequestSchema>;

export const DynamicCreativeIdDataSchema = z.object({ dynamic_creative_id: z.number().int() });
export type DynamicCreativeIdData = z.infer<typeof DynamicCreativeIdDataSchema>;
