import { z } from 'zod';
import { IdSchema } from '../query';

// Account reads (reference §2.5; bububa model/advertiser; Kuaishou documentIds 2613, 2614): info
// is POST JSON, fund/get is GET.

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

/**
 * Balances in yuan, unlike budgets and bids, which are 厘 (documentId 2614, version 0.0.1): the
 * total and its parts — 充值余额, 框返余额, 激励余额, 平台激励余额 — and the shared wallets'. Only
 * the total is in bububa's model; the parts are optional.
 */
export const FundDataSchema = z.object({
  balance: z.number(),
  recharge_balance: z.number().optional(),
  contract_rebate: z.number().optional(),
  direct_rebate: z.number().optional(),
  extended_balance: z.number().optional(),
  total_shared_wallet_balance: z.number().optional(),
  total_frame_shared_wallet_balance: z.number().optional(),
});
export type FundData = z.infer<typeof FundDataSchema>;
