import { z } from 'zod';
import { IdSchema } from '../query';
import { HalfHourMaskSchema } from '../schedule';
import { DateSchema } from './envelope';
import { ConfiguredStatusSchema } from './enums';

// Batch writes `update_*_spec[]` (≤ 100) with per-item results: `data.list[]{code, message,
// message_cn, adgroup_id}` and `data.fail_id_list` while the outer code is 0 (reference §3.5).

export const SPEC_BATCH_MAX = 100;

const specs = <T extends z.ZodType>(item: T) => z.array(item).min(1).max(SPEC_BATCH_MAX);

/** POST adgroups/update_configured_status */
export const UpdateConfiguredStatusRequestSchema = z.object({
  account_id: IdSchema,
  update_configured_status_spec: specs(
    z.object({ adgroup_id: IdSchema, configured_status: ConfiguredStatusSchema }),
  ),
});
export type UpdateConfiguredStatusRequest = z.infer<typeof UpdateConfiguredStatusRequestSchema>;

/** POST adgroups/update_daily_budget — 分; 0 = 不限. */
export const UpdateDailyBudgetRequestSchema = z.object({
  account_id: IdSchema,
  update_daily_budget_spec: specs(
    z.object({ adgroup_id: IdSchema, daily_budget: z.number().int().nonnegative() }),
  ),
});
export type UpdateDailyBudgetRequest = z.infer<typeof UpdateDailyBudgetRequestSchema>;

/** POST adgroups/update_bid_amount — 分. */
export const UpdateBidAmountRequestSchema = z.object({
  account_id: IdSchema,
  update_bid_amount_spec: specs(
    z.object({ adgroup_id: IdSchema, bid_amount: z.number().int().positive() }),
  ),
});
export type UpdateBidAmountRequest = z.infer<typeof UpdateBidAmountRequestSchema>;

/** POST adgroups/update_datetime — begin/end date and the weekly schedule. */
export const UpdateDatetimeRequestSchema = z.object({
  account_id: IdSchema,
  update_datetime_spec: specs(
    z.object({
      adgroup_id: IdSchema,
      begin_date: DateSchema.optional(),
      end_date: z.union([DateSchema, z.literal('')]).optional(),
      first_day_begin_time: z.string().optional(),
      time_series: HalfHourMaskSchema.refine(
        (mask) => mask.includes('1'),
        '投放时段不能全为 0',
      ).optional(),
    }),
  ),
});
export type UpdateDatetimeRequest = z.infer<typeof UpdateDatetimeRequestSchema>;

export const BatchItemResultSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  message_cn: z.string(),
  adgroup_id: z.number().int(),
});
export type BatchItemResult = z.infer<typeof BatchItemResultSchema>;

export const BatchResultSchema = z.object({
  list: z.array(BatchItemResultSchema),
  fail_id_list: z.array(z.number().int()),
});
export type BatchResult = z.infer<typeof BatchResultSchema>;

/** An account's daily budget, 分: 0 = 不限, else 5,000–1,000,000,000 (reference §3.4). */
export const ACCOUNT_DAILY_BUDGET_MIN_FEN = 5_000;
export const ACCOUNT_DAILY_BUDGET_MAX_FEN = 1_000_000_000;

/**
 * POST advertiser/update_daily_budget (TSDK model_advertiser_update_daily_budget_request.go):
 * `update_daily_budget_spec[]{account_id, daily_budget}`, answered per account like the adgroup
 * batches (`list[]{code, message, message_cn, account_id}`, `fail_id_list`).
 */
export const AdvertiserUpdateDailyBudgetRequestSchema = z.object({
  update_daily_budget_spec: specs(
    z.object({ account_id: IdSchema, daily_budget: z.number().int().nonnegative() }),
  ),
});
export type AdvertiserUpdateDailyBudgetRequest = z.infer<
  typeof AdvertiserUpdateDailyBudgetRequestSchema
>;

export const AccountBatchResultSchema = z.object({
  list: z.array(
    z.object({
      code: z.number().int(),
      message: z.string(),
      message_cn: z.string(),
      account_id: z.number().int(),
    }),
  ),
  fail_id_list: z.array(z.number().int()),
});
export type AccountBatchResult = z.infer<typeof AccountBatchResultSchema>;
