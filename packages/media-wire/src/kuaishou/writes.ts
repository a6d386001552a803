import { z } from 'zod';
import { IdSchema } from '../query';
import { PutStatusSchema } from './enums';

// Status writes (reference §2.5, §2.10): up to 20 ids per call; the answer lists only the ids that
// were applied — no per-item errors, so a caller diffs what it sent against what came back.

export const STATUS_BATCH_MAX = 20;

const IdBatchSchema = z.array(IdSchema).min(1).max(STATUS_BATCH_MAX);

/** One of the single id and the id list must be given. */
const oneOf = (single: string, list: string) => ({
  check: (value: Record<string, unknown>) =>
    value[single] !== undefined || value[list] !== undefined,
  params: { message: `${single} 与 ${list} 至少填一个`, path: [list] },
});

const campaignRule = oneOf('campaign_id', 'campaign_ids');
/** POST v1/campaign/update/status → data.campaign_ids (applied ids) */
export const CampaignStatusUpdateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    campaign_id: IdSchema.optional(),
    campaign_ids: IdBatchSchema.optional(),
    put_status: PutStatusSchema,
  })
  .refine(campaignRule.check, campaignRule.params);
export type CampaignStatusUpdateRequest = z.infer<typeof CampaignStatusUpdateRequestSchema>;
export const CampaignStatusUpdateDataSchema = z.object({ campaign_ids: z.array(z.number().int()) });
export type CampaignStatusUpdateData = z.infer<typeof CampaignStatusUpdateDataSchema>;

const unitRule = oneOf('unit_id', 'unit_ids');
/** POST v1/ad_unit/update/status → data.unit_ids */
export const UnitStatusUpdateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    unit_id: IdSchema.optional(),
    unit_ids: IdBatchSchema.optional(),
    put_status: PutStatusSchema,
  })
  .refine(unitRule.check, unitRule.params);
export type UnitStatusUpdateRequest = z.infer<typeof UnitStatusUpdateRequestSchema>;
export const UnitStatusUpdateDataSchema = z.object({ unit_ids: z.array(z.number().int()) });
export type UnitStatusUpdateData = z.infer<typeof UnitStatusUpdateDataSchema>;

const creativeRule = oneOf('creative_id', 'creative_ids');
/** POST v1/creative/update/status → data.creative_ids */
export const CreativeStatusUpdateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    creative_id: IdSchema.optional(),
    creative_ids: IdBatchSchema.optional(),
    put_status: PutStatusSchema,
  })
  .refine(creativeRule.check, creativeRule.params);
export type CreativeStatusUpdateRequest = z.infer<typeof CreativeStatusUpdateRequestSchema>;
export const CreativeStatusUpdateDataSchema = z.object({ creative_ids: z.array(z.number().int()) });
export type CreativeStatusUpdateData = z.infer<typeof CreativeStatusUpdateDataSchema>;

/** POST v1/ad_unit/update/bid `{advertiser_id, unit_id, bid}` — 厘. */
export const UnitBidUpdateRequestSchema = z.object({
  advertiser_id: IdSchema,
  unit_id: IdSchema,
  bid: z.number().int().positive(),
});
export type UnitBidUpdateRequest = z.infer<typeof UnitBidUpdateRequestSchema>;
