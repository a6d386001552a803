import { z } from 'zod';
import { IdSchema } from '../query';

// Account reads (reference §2.5; bububa model/advertiser): info is POST JSON, fund/get is GET.

/** POST v1/advertiser/info `{advertiser_id}` */
export const AdvertiserInfoRequestSchema = z.object({ advertiser_id: IdSchema });
export type AdvertiserInfoRequest = z.infer<typeof AdvertiserInfoRequestSchema>;

export const AdvertiserInfoSchema = z.object({
  user_id: z.number().int(),
  corporation_name: z.string(),
  user_name: z.string(),
  industry_id: z.number().int().optional(),
  industry_name: z.string().optional(),
  primary_industry_id: z.number().int().optional(),
  primary_industry_name: z.string().optional(),
});
export type AdvertiserInfo = z.infer<typeof AdvertiserInfoSchema>;

/** GET v1/advertiser/fund/get?advertiser_id */
export const FundGetRequestSchema = z.object({ advertiser_id: IdSchema });
export type FundGetRequest = z.infer<typeof FundGetRequestSchema>;

/** Balance in yuan (unlike budgets and bids, which are 厘). */
export const FundDataSchema = z.object({ balance: z.number() });
export type FundData = z.infer<typeof FundDataSchema>;
