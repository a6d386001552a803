import { z } from 'zod';
import { IdSchema } from '../query';
import { DateSchema, DateTimeSchema, listDataSchema, PagingRequestSchema } from './envelope';
import {
  AdTypeReplySchema,
  CampaignBidTypeReplySchema,
  CampaignStatusReplySchema,
  CampaignStatusSchema,
  CampaignTypeReplySchema,
  PutStatusReplySchema,
  PutStatusSchema,
} from './enums';

// 广告计划 (reference §2.7). Budgets in 厘 (integers; 0 = 不限).

export const CampaignSchema = z.object({
  campaign_id: z.number().int(),
  campaign_name: z.string().min(1).max(100),
  put_status: PutStatusReplySchema,
  status: CampaignStatusReplySchema,
  /** 厘; 0 = 不限; ≥ 500 元 and ≤ 1e8 元 otherwise. */
  day_budget: z.number().int().nonnegative(),
  /** 厘 per weekday Mon–Sun; overrides day_budget. */
  day_budget_schedule: z.array(z.number().int().nonnegative()).length(7).nullable().optional(),
  campaign_type: CampaignTypeReplySchema,
  campaign_sub_type: z.number().int().optional(),
  ad_type: AdTypeReplySchema,
  bid_type: CampaignBidTypeReplySchema,
  auto_adjust: z.literal([0, 1]).optional(),
  auto_build: z.literal([0, 1]).optional(),
  auto_manage: z.literal([0, 1]).optional(),
  cap_bid: z.number().int().optional(),
  /** 厘. */
  constraint_cpa: z.number().int().optional(),
  cap_roi_ratio: z.number().optional(),
  create_time: DateTimeSchema,
  update_time: DateTimeSchema,
});
export type Campaign = z.infer<typeof CampaignSchema>;

/** POST gw/dsp/campaign/list */
export const CampaignListRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
  campaign_id: IdSchema.optional(),
  campaign_name: z.string().optional(),
  /** At most 200 ids (documentId 2568). */
  campaign_ids: z.array(IdSchema).max(200).optional(),
  put_status_list: z.array(PutStatusSchema).optional(),
  /** -2 = all, including deleted. */
  status: CampaignStatusSchema.optional(),
  /** On update_time by default, create_time when time_filter_type = 1. */
  start_date: DateSchema.optional(),
  end_date: DateSchema.optional(),
  time_filter_type: z.literal([0, 1]).optional(),
});
export type CampaignListRequest = z.infer<typeof CampaignListRequestSchema>;

export const CampaignListDataSchema = listDataSchema(CampaignSchema);
export type CampaignListData = z.infer<typeof CampaignListDataSchema>;

/** POST gw/dsp/campaign/create → data.campaign_id */
export const CampaignCreateDataSchema = z.object({ campaign_id: z.number().int() });
export type CampaignCreateData = z.infer<typeof CampaignCreateDataSchema>;
