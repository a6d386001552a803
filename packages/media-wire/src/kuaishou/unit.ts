import { z } from 'zod';
import { IdSchema } from '../query';
import { DateSchema, DateTimeSchema, listDataSchema, PagingRequestSchema } from './envelope';
import {
  PutStatusReplySchema,
  PutStatusSchema,
  ReviewStatusSchema,
  StudyStatusReplySchema,
  UnitBidTypeReplySchema,
  UnitStatusReplySchema,
  UnitStatusSchema,
  UnitTypeReplySchema,
} from './enums';

// 广告组 (reference §2.7). Bids and budgets in 厘; `schedule_time` is 24×7 = 168 hourly cells.

/** 168 hourly cells, Monday 00:00 first; empty = all day. */
export const UnitScheduleTimeSchema = z.string().regex(/^([01]{168})?$/);

export const UnitSchema = z.object({
  unit_id: z.number().int(),
  campaign_id: z.number().int(),
  unit_name: z.string().min(1).max(100),
  put_status: PutStatusReplySchema,
  status: UnitStatusReplySchema,
  /** Reject reason text while status = 12. */
  review_detail: z.string().optional(),
  study_status: StudyStatusReplySchema.optional(),
  compensate_status: z.number().int().optional(),
  bid_type: UnitBidTypeReplySchema,
  /** 厘 (CPC/CPM). */
  bid: z.number().int().nonnegative().optional(),
  /** 厘 (OCPX target cost). */
  cpa_bid: z.number().int().nonnegative().optional(),
  /** 180 激活, 190 付费, 191 首日ROI, 53 提交线索, 774 7日ROI … */
  ocpx_action_type: z.number().int().optional(),
  /** 3 付费, 7 次留, 92 付费roi … */
  deep_conversion_type: z.number().int().optional(),
  deep_conversion_bid: z.number().int().optional(),
  roi_ratio: z.number().optional(),
  /** 1 优选, 6 上下滑, 7 双列, 24 激励视频 … */
  scene_id: z.array(z.number().int()).optional(),
  unit_type: UnitTypeReplySchema.optional(),
  begin_time: DateSchema.optional(),
  /** null = 不限. */
  end_time: DateSchema.nullable().optional(),
  schedule_time: UnitScheduleTimeSchema.optional(),
  /** 厘; 0 = 不限. */
  day_budget: z.number().int().nonnegative().optional(),
  day_budget_schedule: z.array(z.number().int().nonnegative()).length(7).nullable().optional(),
  app_id: z.number().int().optional(),
  package_id: z.number().int().optional(),
  url: z.string().optional(),
  site_id: z.number().int().optional(),
  target: z.looseObject({}).optional(),
  template_id: z.number().int().optional(),
  create_time: DateTimeSchema,
  update_time: DateTimeSchema,
});
export type Unit = z.infer<typeof UnitSchema>;

/** POST gw/dsp/unit/list */
export const UnitListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  campaign_id: IdSchema.optional(),
  unit_id: IdSchema.optional(),
  unit_name: z.string().optional(),
  /** ≤ 100 ids. */
  unit_ids: z.array(IdSchema).max(100).optional(),
  review_status_list: z.array(ReviewStatusSchema).optional(),
  put_status_list: z.array(PutStatusSchema).optional(),
  status: UnitStatusSchema.optional(),
  start_date: DateSchema.optional(),
  end_date: DateSchema.optional(),
});
export type UnitListRequest = z.infer<typeof UnitListRequestSchema>;

export const UnitListDataSchema = listDataSchema(UnitSchema);
export type UnitListData = z.infer<typeof UnitListDataSchema>;

/** POST gw/dsp/unit/create → data.unit_id */
export const UnitCreateDataSchema = z.object({ unit_id: z.number().int() });
export type UnitCreateData = z.infer<typeof UnitCreateDataSchema>;
