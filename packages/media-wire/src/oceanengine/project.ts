import { z } from 'zod';
import { IdSchema, queryJson } from '../query';
import { DateSchema, DateTimeSchema, PageInfoSchema, PagingRequestSchema } from './envelope';
import {
  AdTypeSchema,
  AppPromotionTypeSchema,
  BidSpeedSchema,
  BidTypeSchema,
  BudgetModeSchema,
  DeepBidTypeSchema,
  DeliveryModeSchema,
  DeliveryTypeSchema,
  DownloadTypeSchema,
  InventoryCatalogSchema,
  InventoryTypeSchema,
  LandingTypeSchema,
  MarketingGoalSchema,
  MicroPromotionTypeSchema,
  OnOffSchema,
  OptStatusSchema,
  PricingSchema,
  ProjectStatusFirstSchema,
  ProjectStatusSchema,
  ProjectStatusSecondSchema,
  ScheduleTypeSchema,
  UnionVideoTypeSchema,
} from './enums';

// v3 广告项目 (reference §1.7; bububa model/v3/project/project.go). Money in yuan (2 decimals).

/** 336 half-hour cells; empty, all-0 and all-1 all mean "all day". */
export const ScheduleTimeSchema = z.string().regex(/^([01]{336})?$/);

export const OptimizeGoalSchema = z.looseObject({
  asset_ids: z.array(z.number().int()).optional(),
  convert_id: z.number().int().optional(),
  external_action: z.string().optional(),
  deep_external_action: z.string().optional(),
  value_optimized_type: z.enum(['OFF', 'ACTION', 'VALUE']).optional(),
  paid_switch: z.number().int().optional(),
});
export type OptimizeGoal = z.infer<typeof OptimizeGoalSchema>;

export const DeliveryRangeSchema = z.looseObject({
  inventory_catalog: InventoryCatalogSchema.optional(),
  inventory_type: z.array(InventoryTypeSchema).optional(),
  union_video_type: UnionVideoTypeSchema.optional(),
});
export type DeliveryRange = z.infer<typeof DeliveryRangeSchema>;

/** Targeting; only the commonly filtered keys are typed, the rest pass through. */
export const AudienceSchema = z.looseObject({
  audience_package_id: z.number().int().optional(),
  district: z.enum(['CITY', 'COUNTY', 'BUSINESS_DISTRICT', 'REGION', 'OVERSEA', 'NONE']).optional(),
  city: z.array(z.number().int()).optional(),
  gender: z.string().optional(),
  age: z.array(z.string()).optional(),
  platform: z.array(z.enum(['ANDROID', 'IOS'])).optional(),
  interest_action_mode: z.enum(['UNLIMITED', 'CUSTOM', 'RECOMMEND']).optional(),
  hide_if_converted: z.string().optional(),
});
export type Audience = z.infer<typeof AudienceSchema>;

/** Budget and bid live here in v3. */
export const DeliverySettingSchema = z.looseObject({
  schedule_type: ScheduleTypeSchema.optional(),
  start_time: DateSchema.optional(),
  end_time: DateSchema.optional(),
  schedule_time: ScheduleTimeSchema.optional(),
  budget_mode: BudgetModeSchema,
  budget: z.number().nonnegative().optional(),
  bid_type: BidTypeSchema.optional(),
  bid_speed: BidSpeedSchema.optional(),
  pricing: PricingSchema.optional(),
  /** Not returned for NO_BID. */
  cpa_bid: z.number().optional(),
  deep_cpabid: z.number().optional(),
  /** Not returned for NO_BID. */
  roi_goal: z.number().optional(),
  deep_bid_type: DeepBidTypeSchema.optional(),
  /** Manual CPC/CPM bid, 0.2–999. */
  bid: z.number().optional(),
  budget_optimize_switch: OnOffSchema.optional(),
  /** ON: the project sets the bid of its promotions (项目成本稳投, spec 001 §5). */
  project_custom: OnOffSchema.optional(),
  filter_night_switch: OnOffSchema.optional(),
});
export type DeliverySetting = z.infer<typeof DeliverySettingSchema>;

export const TrackUrlSettingSchema = z.looseObject({
  track_url_type: z.enum(['CUSTOM', 'GROUP_ID']).optional(),
  track_url_group_id: z.number().int().optional(),
  track_url: z.array(z.string()).optional(),
  action_track_url: z.array(z.string()).optional(),
  send_type: z.enum(['SERVER_SEND', 'CLIENT_SEND']).optional(),
});
export type TrackUrlSetting = z.infer<typeof TrackUrlSettingSchema>;

export const ProjectSchema = z.object({
  project_id: z.number().int(),
  advertiser_id: z.number().int(),
  name: z.string().min(1).max(50),
  delivery_mode: DeliveryModeSchema,
  delivery_type: DeliveryTypeSchema.optional(),
  landing_type: LandingTypeSchema,
  app_promotion_type: AppPromotionTypeSchema.optional(),
  marketing_goal: MarketingGoalSchema,
  ad_type: AdTypeSchema,
  opt_status: OptStatusSchema,
  status: ProjectStatusSchema.optional(),
  status_first: ProjectStatusFirstSchema,
  status_second: z.array(ProjectStatusSecondSchema).optional(),
  project_create_time: DateTimeSchema,
  project_modify_time: DateTimeSchema,
  pricing: PricingSchema.optional(),
  package_name: z.string().optional(),
  app_name: z.string().optional(),
  download_url: z.string().optional(),
  download_type: DownloadTypeSchema.optional(),
  download_mode: z.string().optional(),
  micro_promotion_type: MicroPromotionTypeSchema.optional(),
  micro_app_instance_id: z.number().int().optional(),
  open_url: z.string().optional(),
  ulink_url: z.string().optional(),
  asset_type: z.string().optional(),
  optimize_goal: OptimizeGoalSchema.optional(),
  delivery_range: DeliveryRangeSchema.optional(),
  audience: AudienceSchema.optional(),
  delivery_setting: DeliverySettingSchema,
  track_url_setting: TrackUrlSettingSchema.optional(),
  keywords: z.array(z.looseObject({ word: z.string() })).optional(),
});
export type Project = z.infer<typeof ProjectSchema>;

export const ProjectListFilteringSchema = z.object({
  /** 1–100 ids. */
  ids: z.array(IdSchema).min(1).max(100).optional(),
  delivery_mode: DeliveryModeSchema.optional(),
  landing_type: LandingTypeSchema.optional(),
  app_promotion_type: AppPromotionTypeSchema.optional(),
  marketing_goal: MarketingGoalSchema.optional(),
  ad_type: AdTypeSchema.optional(),
  /** Fuzzy match, 1–50 chars. */
  name: z.string().min(1).max(50).optional(),
  status: ProjectStatusSchema.optional(),
  project_create_time: DateSchema.optional(),
  project_modify_time: DateSchema.optional(),
  pricing: PricingSchema.optional(),
  inventory_type: InventoryTypeSchema.optional(),
  platform: z.enum(['ANDROID', 'IOS']).optional(),
});
export type ProjectListFiltering = z.infer<typeof ProjectListFilteringSchema>;

/** GET v3.0/project/list/ — filtering and fields are JSON-encoded in the query. */
export const ProjectListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  filtering: queryJson(ProjectListFilteringSchema).optional(),
  fields: queryJson(z.array(z.string())).optional(),
});
export type ProjectListRequest = z.infer<typeof ProjectListRequestSchema>;

/** List items carry only the requested `fields` (project_id always). */
export const ProjectListItemSchema = ProjectSchema.partial().required({ project_id: true });
export type ProjectListItem = z.infer<typeof ProjectListItemSchema>;

export const ProjectListDataSchema = z.object({
  list: z.array(ProjectListItemSchema),
  page_info: PageInfoSchema,
});
export type ProjectListData = z.infer<typeof ProjectListDataSchema>;

/** POST v3.0/project/create/ → data.project_id */
export const ProjectCreateDataSchema = z.object({ project_id: z.number().int() });
export type ProjectCreateData = z.infer<typeof ProjectCreateDataSchema>;
