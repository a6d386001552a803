import { z } from 'zod';
import { IdSchema, queryJson } from '../query';
import { BudgetModeReplySchema } from './enums';

// The account's daily budget (bububa model/advertiser/budget_get.go): GET 2/advertiser/budget/get/
// with 1–100 advertiser ids. Budget in yuan (2 decimals); 0 when the mode is BUDGET_MODE_INFINITE.

export const AdvertiserBudgetRequestSchema = z.object({
  advertiser_ids: queryJson(z.array(IdSchema).min(1).max(100)),
});
export type AdvertiserBudgetRequest = z.infer<typeof AdvertiserBudgetRequestSchema>;

export const AdvertiserBudgetSchema = z.object({
  advertiser_id: z.number().int(),
  budget_mode: BudgetModeReplySchema,
  budget: z.number().nonnegative(),
});
export type AdvertiserBudget = z.infer<typeof AdvertiserBudgetSchema>;

export const AdvertiserBudgetDataSchema = z.object({ list: z.array(AdvertiserBudgetSchema) });
export type AdvertiserBudgetData = z.infer<typeof AdvertiserBudgetDataSchema>;
