import { z } from 'zod';
import { IdSchema } from '../query';
import { PutStatusSchema } from './enums';

// Status and bid writes (reference §2.5; Kuaishou documentIds 2569 campaign status, 2575 unit
// status, 2576 unit bid, 2584 creative status). One id or a list (the ids must not repeat); the
// answer lists the ids that were applied and, for units and creatives, `errors[]` naming each
// refused id with its reason (`BatchIdRespSnake` / `ErrorMsgSnake` in the documentation). An id
// named in neither list has no known outcome: the caller reads it back.

/** Ids per campaign or creative status write (documentIds 2569, 2584). */
export const STATUS_BATCH_MAX = 20;
/** Ids per unit status write: 10 (documentId 2575; bububa's comment says 20). */
export const UNIT_STATUS_BATCH_MAX = 10;

const idBatch = (max: number) =>
  z
    .array(IdSchema)
    .min(1)
    .max(max)
    .refine((ids) => new Set(ids).size === ids.length, 'id 不得重复');
const IdBatchSchema = idBatch(STATUS_BATCH_MAX);

/**
 * One refused id of a write. The pages name the id `id` (units, bids) or after the object
 * (`unit_id`, `creative_id`); creatives add `error_code`.
 */
export const WriteErrorSchema = z.looseObject({
  id: z.number().int().optional(),
  campaign_id: z.number().int().optional(),
  unit_id: z.number().int().optional(),
  creative_id: z.number().int().optional(),
  error_code: z.number().int().optional(),
  error_msg: z.string(),
});
export type WriteError = z.infer<typeof WriteErrorSchema>;

/** The id a refusal names, whichever key carried it. */
export function refusedId(
  error: WriteError,
  key: 'campaign_id' | 'unit_id' | 'creative_id',
): number | undefined {
  return error.id ?? error[key];
}

const writeErrors = z.array(WriteErrorSchema).default([]);

/** One of the single id and the id list must be given. */
const oneOf = (single: string, list: string) => ({
  check: (value: Record<string, unknown>) =>
    value[single] !== undefined || value[list] !== undefined,
  params: { message: `${single} 与 ${list} 至少填一个`, path: [list] },
});

const campaignRule = oneOf('campaign_id', 'campaign_ids');
/** POST v1/campaign/update/status → data{campaign_id?, campaign_ids} (documentId 2569: no errors) */
export const CampaignStatusUpdateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    campaign_id: IdSchema.optional(),
    campaign_ids: IdBatchSchema.optional(),
    put_status: PutStatusSchema,
  })
  .refine(campaignRule.check, campaignRule.params);
export type CampaignStatusUpdateRequest = z.infer<typeof CampaignStatusUpdateRequestSchema>;
export const CampaignStatusUpdateDataSchema = z.object({
  campaign_id: z.number().int().optional(),
  campaign_ids: z.array(z.number().int()).default([]),
  /** Not on the campaign page; read when a reply carries it like the unit and creative ones. */
  errors: z.array(WriteErrorSchema).optional(),
});
export type CampaignStatusUpdateData = z.infer<typeof CampaignStatusUpdateDataSchema>;

const unitRule = oneOf('unit_id', 'unit_ids');
/** POST v1/ad_unit/update/status → data{unit_ids, errors[]} */
export const UnitStatusUpdateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    unit_id: IdSchema.optional(),
    unit_ids: idBatch(UNIT_STATUS_BATCH_MAX).optional(),
    put_status: PutStatusSchema,
  })
  .refine(unitRule.check, unitRule.params);
export type UnitStatusUpdateRequest = z.infer<typeof UnitStatusUpdateRequestSchema>;
export const UnitStatusUpdateDataSchema = z.object({
  unit_ids: z.array(z.number().int()).default([]),
  errors: writeErrors,
});
export type UnitStatusUpdateData = z.infer<typeof UnitStatusUpdateDataSchema>;

const creativeRule = oneOf('creative_id', 'creative_ids');
/** POST v1/creative/update/status → data{creative_ids, errors[]} */
export const CreativeStatusUpdateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    creative_id: IdSchema.optional(),
    creative_ids: IdBatchSchema.optional(),
    put_status: PutStatusSchema,
  })
  .refine(creativeRule.check, creativeRule.params);
export type CreativeStatusUpdateRequest = z.infer<typeof CreativeStatusUpdateRequestSchema>;
export const CreativeStatusUpdateDataSchema = z.object({
  creative_ids: z.array(z.number().int()).default([]),
  errors: writeErrors,
});
export type CreativeStatusUpdateData = z.infer<typeof CreativeStatusUpdateDataSchema>;

const unitBidRule = oneOf('unit_id', 'unit_ids');
/**
 * POST v1/ad_unit/update/bid (documentId 2576, version 0.0.2): one unit or several set to the same
 * bid, 厘 — CPC/eCPC units 0.2–100 元, OCPC units at least 1 元 for actions and 5 元 for
 * activations; the deep conversion bid, 厘; the ROI coefficient (0, 100] with at most 3 decimals
 * for first-day-ROI goals. → data{unit_ids, errors[]}
 */
export const UnitBidUpdateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    unit_id: IdSchema.optional(),
    unit_ids: IdBatchSchema.optional(),
    bid: z.number().int().positive(),
    deep_conversion_bid: z.number().int().nonnegative().optional(),
    roi_ratio: z
      .number()
      .positive()
      .max(100)
      .refine((r) => Math.abs(r * 1000 - Math.round(r * 1000)) < 1e-6, 'ROI 系数最多三位小数')
      .optional(),
  })
  .refine(unitBidRule.check, unitBidRule.params);
export type UnitBidUpdateRequest = z.infer<typeof UnitBidUpdateRequestSchema>;
export const UnitBidUpdateDataSchema = UnitStatusUpdateDataSchema;
export type UnitBidUpdateData = z.infer<typeof UnitBidUpdateDataSchema>;

/** A unit's day budget in 厘: 0 = 不限, else 100 元 to 100,000,000 元 (documentId 2573). */
export const UNIT_DAY_BUDGET_MIN_LI = 100_000;
export const UNIT_DAY_BUDGET_MAX_LI = 100_000_000_000;
const UnitDayBudgetSchema = z
  .number()
  .int()
  .refine(
    (li) => li === 0 || (li >= UNIT_DAY_BUDGET_MIN_LI && li <= UNIT_DAY_BUDGET_MAX_LI),
    '日预算为 0（不限）或 100 元至 1 亿元',
  );

const dayBudgetRule = oneOf('unit_id', 'unit_ids');
/**
 * POST v1/ad_unit/update/day_budget (documentId 2573, version 0.0.1): one unit or several, a day
 * budget or a per-weekday schedule (not both), 厘; not below the smaller of 120% of today's spend
 * and the old budget. → data{unit_ids, errors[]}. The page gives no limit of unit_ids: the sandbox
 * takes the status writes' 20.
 */
export const UnitDayBudgetUpdateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    unit_id: IdSchema.optional(),
    unit_ids: IdBatchSchema.optional(),
    day_budget: UnitDayBudgetSchema.optional(),
    day_budget_schedule: z.array(UnitDayBudgetSchema).length(7).optional(),
  })
  .refine(dayBudgetRule.check, dayBudgetRule.params)
  .refine((r) => (r.day_budget === undefined) !== (r.day_budget_schedule === undefined), {
    message: 'day_budget 与 day_budget_schedule 须填且只填一个',
    path: ['day_budget'],
  });
export type UnitDayBudgetUpdateRequest = z.infer<typeof UnitDayBudgetUpdateRequestSchema>;
export const UnitDayBudgetUpdateDataSchema = UnitStatusUpdateDataSchema;
export type UnitDayBudgetUpdateData = z.infer<typeof UnitDayBudgetUpdateDataSchema>;
