import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { IdSchema, LongIdSchema, queryJson } from '../query';
import { DateSchema, DateTimeSchema, PageInfoSchema, PagingRequestSchema } from './envelope';
import {
  AdTypeReplySchema,
  AdTypeSchema,
  AppPromotionTypeReplySchema,
  AppPromotionTypeSchema,
  BidSpeedReplySchema,
  BidSpeedSchema,
  BidTypeReplySchema,
  BidTypeSchema,
  BudgetModeReplySchema,
  BudgetModeSchema,
  DeepBidTypeReplySchema,
  DeepBidTypeSchema,
  DeliveryModeReplySchema,
  DeliveryModeSchema,
  DeliveryTypeReplySchema,
  DeliveryTypeSchema,
  DownloadTypeReplySchema,
  InventoryCatalogReplySchema,
  InventoryCatalogSchema,
  InventoryTypeReplySchema,
  InventoryTypeSchema,
  LandingTypeReplySchema,
  LandingTypeSchema,
  MarketingGoalReplySchema,
  MarketingGoalSchema,
  MicroPromotionTypeReplySchema,
  OnOffReplySchema,
  OnOffSchema,
  OptStatusReplySchema,
  PricingReplySchema,
  PricingSchema,
  ProjectStatusFirstReplySchema,
  ProjectStatusFirstSchema,
  ProjectStatusReplySchema,
  ProjectStatusSchema,
  ProjectStatusSecondReplySchema,
  ProjectStatusSecondSchema,
  ScheduleTypeReplySchema,
  ScheduleTypeSchema,
  UnionVideoTypeReplySchema,
  UnionVideoTypeSchema,
} from './enums';

// v3 广告项目 (reference §1.7; bububa model/v3/project/project.go). Money in yuan (2 decimals).

/** 336 half-hour cells; empty, all-0 and all-1 all mean "all day". */
export const ScheduleTimeSchema = z.string().regex(/^([01]{336})?$/);

export const ValueOptimizedTypeSchema = z.enum(['OFF', 'ACTION', 'VALUE']);

export const OptimizeGoalSchema = z.looseObject({
  asset_ids: z.array(z.number().int()).optional(),
  convert_id: z.number().int().optional(),
  external_action: z.string().optional(),
  deep_external_action: z.string().optional(),
  value_optimized_type: ValueOptimizedTypeSchema.optional(),
  paid_switch: z.number().int().optional(),
});
export type OptimizeGoal = z.infer<typeof OptimizeGoalSchema>;
export const OptimizeGoalReplySchema = OptimizeGoalSchema.extend({
  value_optimized_type: replyEnum(
    'oceanengine.value_optimized_type',
    ValueOptimizedTypeSchema,
  ).optional(),
});

export const DeliveryRangeSchema = z.looseObject({
  inventory_catalog: InventoryCatalogSchema.optional(),
  inventory_type: z.array(InventoryTypeSchema).optional(),
  union_video_type: UnionVideoTypeSchema.optional(),
});
export type DeliveryRange = z.infer<typeof DeliveryRangeSchema>;
export const DeliveryRangeReplySchema = DeliveryRangeSchema.extend({
  inventory_catalog: InventoryCatalogReplySchema.optional(),
  inventory_type: z.array(InventoryTypeReplySchema).optional(),
  union_video_type: UnionVideoTypeReplySchema.optional(),
});

const DistrictSchema = z.enum(['CITY', 'COUNTY', 'BUSINESS_DISTRICT', 'REGION', 'OVERSEA', 'NONE']);
const PlatformSchema = z.enum(['ANDROID', 'IOS']);
/** Which users of the regions: now there, living there, travelling there, all. */
const LocationTypeSchema = z.enum(['CURRENT', 'HOME', 'TRAVEL', 'ALL']);
const InterestActionModeSchema = z.enum(['UNLIMITED', 'CUSTOM', 'RECOMMEND']);

/** Targeting; only the commonly filtered keys are typed, the rest pass through. */
export const AudienceSchema = z.looseObject({
  audience_package_id: z.number().int().optional(),
  district: DistrictSchema.optional(),
  /**
   * District CITY: provinces by their two-digit id, cities by their six-digit code; COUNTY and
   * REGION: counties (区县) by their six-digit code beside them.
   */
  city: z.array(z.number().int()).optional(),
  /** With district REGION: the region table's version (1.0.0). */
  region_version: z.string().optional(),
  location_type: LocationTypeSchema.optional(),
  gender: z.string().optional(),
  age: z.array(z.string()).optional(),
  platform: z.array(PlatformSchema).optional(),
  interest_action_mode: InterestActionModeSchema.optional(),
  hide_if_converted: z.string().optional(),
});
export type Audience = z.infer<typeof AudienceSchema>;
export const AudienceReplySchema = AudienceSchema.extend({
  district: replyEnum('oceanengine.audience.district', DistrictSchema).optional(),
  location_type: replyEnum('oceanengine.audience.location_type', LocationTypeSchema).optional(),
  platform: z.array(replyEnum('oceanengine.audience.platform', PlatformSchema)).optional(),
  interest_action_mode: replyEnum(
    'oceanengine.audience.interest_action_mode',
    InterestActionModeSchema,
  ).optional(),
});

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
export const DeliverySettingReplySchema = DeliverySettingSchema.extend({
  schedule_type: ScheduleTypeReplySchema.optional(),
  budget_mode: BudgetModeReplySchema,
  bid_type: BidTypeReplySchema.optional(),
  bid_speed: BidSpeedReplySchema.optional(),
  pricing: PricingReplySchema.optional(),
  deep_bid_type: DeepBidTypeReplySchema.optional(),
  budget_optimize_switch: OnOffReplySchema.optional(),
  project_custom: OnOffReplySchema.optional(),
  filter_night_switch: OnOffReplySchema.optional(),
});

const TrackUrlTypeSchema = z.enum(['CUSTOM', 'GROUP_ID']);
const SendTypeSchema = z.enum(['SERVER_SEND', 'CLIENT_SEND']);

export const TrackUrlSettingSchema = z.looseObject({
  track_url_type: TrackUrlTypeSchema.optional(),
  track_url_group_id: z.number().int().optional(),
  track_url: z.array(z.string()).optional(),
  action_track_url: z.array(z.string()).optional(),
  send_type: SendTypeSchema.optional(),
});
export type TrackUrlSetting = z.infer<typeof TrackUrlSettingSchema>;
export const TrackUrlSettingReplySchema = TrackUrlSettingSchema.extend({
  track_url_type: replyEnum('oceanengine.track_url_type', TrackUrlTypeSchema).optional(),
  send_type: replyEnum('oceanengine.track_url_send_type', SendTypeSchema).optional(),
});

export const ProjectSchema = z.object({
  project_id: LongIdSchema,
  advertiser_id: z.number().int(),
  name: z.string().min(1).max(50),
  delivery_mode: DeliveryModeReplySchema,
  delivery_type: DeliveryTypeReplySchema.optional(),
  landing_type: LandingTypeReplySchema,
  app_promotion_type: AppPromotionTypeReplySchema.optional(),
  marketing_goal: MarketingGoalReplySchema,
  ad_type: AdTypeReplySchema,
  opt_status: OptStatusReplySchema,
  status: ProjectStatusReplySchema.optional(),
  status_first: ProjectStatusFirstReplySchema,
  status_second: z.array(ProjectStatusSecondReplySchema).optional(),
  project_create_time: DateTimeSchema,
  project_modify_time: DateTimeSchema,
  pricing: PricingReplySchema.optional(),
  package_name: z.string().optional(),
  app_name: z.string().optional(),
  download_url: z.string().optional(),
  download_type: DownloadTypeReplySchema.optional(),
  download_mode: z.string().optional(),
  micro_promotion_type: MicroPromotionTypeReplySchema.optional(),
  micro_app_instance_id: z.number().int().optional(),
  open_url: z.string().optional(),
  ulink_url: z.string().optional(),
  asset_type: z.string().optional(),
  optimize_goal: OptimizeGoalReplySchema.optional(),
  delivery_range: DeliveryRangeReplySchema.optional(),
  audience: AudienceReplySchema.optional(),
  delivery_setting: DeliverySettingReplySchema,
  track_url_setting: TrackUrlSettingReplySchema.optional(),
  keywords: z.array(z.looseObject({ word: z.string() })).optional(),
});
export type Project = z.infer<typeof ProjectSchema>;

/**
 * `project_modify_start_time` / `_end_time` (bububa model/v3/project/list.go): to the second,
 * sent together, start ≤ end, at most 30 days apart.
 */
export const MODIFY_RANGE_MAX_DAYS = 30;

/** The modify-time range rule of the project and promotion list filters. */
export function modifyRangeProblem(start?: string, end?: string): string | null {
  if (start === undefined && end === undefined) return null;
  if (start === undefined || end === undefined) return '修改时间的开始与结束须同时填写';
  const from = Date.parse(`${start.replace(' ', 'T')}+08:00`);
  const to = Date.parse(`${end.replace(' ', 'T')}+08:00`);
  if (from > to) return '修改开始时间不能晚于结束时间';
  if (to - from > MODIFY_RANGE_MAX_DAYS * 86_400_000) {
    return `修改时间跨度不能超过 ${MODIFY_RANGE_MAX_DAYS} 天`;
  }
  return null;
}

export const ProjectListFilteringSchema = z
  .object({
    /** 1–100 ids. */
    ids: z.array(LongIdSchema).min(1).max(100).optional(),
    delivery_mode: DeliveryModeSchema.optional(),
    /** Only with ad_type SEARCH. */
    delivery_type: DeliveryTypeSchema.optional(),
    landing_type: LandingTypeSchema.optional(),
    app_promotion_type: AppPromotionTypeSchema.optional(),
    marketing_goal: MarketingGoalSchema.optional(),
    ad_type: AdTypeSchema.optional(),
    /** Fuzzy match, 1–50 chars. */
    name: z.string().min(1).max(50).optional(),
    status: ProjectStatusSchema.optional(),
    status_first: ProjectStatusFirstSchema.optional(),
    /** Only with status_first PROJECT_STATUS_DISABLE. */
    status_second: ProjectStatusSecondSchema.optional(),
    budget_group_id: IdSchema.optional(),
    project_create_time: DateSchema.optional(),
    /** Projects modified on that day. */
    project_modify_time: DateSchema.optional(),
    project_modify_start_time: DateTimeSchema.optional(),
    project_modify_end_time: DateTimeSchema.optional(),
    pricing: PricingSchema.optional(),
    inventory_type: InventoryTypeSchema.optional(),
    platform: z.enum(['ANDROID', 'IOS']).optional(),
  })
  .superRefine((f, ctx) => {
    const problem = modifyRangeProblem(f.project_modify_start_time, f.project_modify_end_time);
    if (problem)
      ctx.addIssue({ code: 'custom', message: problem, path: ['project_modify_start_time'] });
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
export const ProjectCreateDataSchema = z.object({ project_id: LongIdSchema });
export type ProjectCreateData = z.infer<typeof ProjectCreateDataSchema>;
