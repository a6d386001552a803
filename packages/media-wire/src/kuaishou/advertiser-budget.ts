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
