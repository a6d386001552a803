import { z } from 'zod';
import { IdSchema } from '../query';

// The account's daily budget (reference §2.5 `v1/advertiser/budget/get`; bububa
// model/advertiser/budget.go, budget_get_request.go): a GET with `advertiser_id`, answered in 厘.

/** GET v1/advertiser/budget/get?advertiser_id */
export const AdvertiserBudgetRequestSchema = z.object({ advertiser_id: IdSchema });
export type AdvertiserBudgetRequest = z.infer<typeof AdvertiserBudgetRequestSchema>;

export const AdvertiserBudgetSchema = z.object({
  /** 厘; 0 = 不限. */
  day_budget: z.number().int().nonnegative(),
  /** 厘 per weekday Mon–Sun; overrides day_budget when both are set. */
  day_budget_schedule: z.array(z.number().int().nonnegative()).length(7).nullable().optional(),
});
export type AdvertiserBudget = z.infer<typeof AdvertiserBudgetSchema>;

/** 厘: 0 = 不限, else 500 元 to 100,000,000 元 (bububa model/advertiser/update_budget_request.go). */
export const ADVERTISER_DAY_BUDGET_MIN_LI = 500_000;
export const ADVERTISER_DAY_BUDGET_MAX_LI = 100_000_000_000;
const AdvertiserDayBudgetSchema = z
  .number()
  .int()
  .refine(
    (li) => li === 0 || (li >= ADVERTISER_DAY_BUDGET_MIN_LI && li <= ADVERTISER_DAY_BUDGET_MAX_LI),
    '日预算为 0（不限）或 500 元至 1 亿元',
  );

/**
 * POST v1/advertiser/update/budget: a day budget or a budget a weekday (Mon–Sun), not both, 厘; not
 * below 120 % of the account's spend today. The answer's data carries nothing the caller reads.
 */
export const AdvertiserBudgetUpdateRequestSchema = z
  .object({
    advertiser_id: IdSchema,
    day_budget: AdvertiserDayBudgetSchema.optional(),
    day_budget_schedule: z.array(AdvertiserDayBudgetSchema).length(7).optional(),
  })
  .refine((r) => (r.day_budget === undefined) !== (r.day_budget_schedule === undefined), {
    message: 'day_budget 与 day_budget_schedule 须填且只填一个',
    path: ['day_budget'],
  });
export type AdvertiserBudgetUpdateRequest = z.infer<typeof AdvertiserBudgetUpdateRequestSchema>;
