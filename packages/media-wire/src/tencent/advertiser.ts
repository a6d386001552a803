import { z } from 'zod';
import { queryJson, queryNumber } from '../query';
import { FilterSchema, PaginationModeSchema } from './common';
import { PageInfoSchema } from './envelope';

// Account reads (TencentAd/marketing-api-go-sdk v3 AdvertiserGetListStruct, FundsGetListStruct).

export const CustomerSystemStatusSchema = z.enum([
  'CUSTOMER_STATUS_NORMAL',
  'CUSTOMER_STATUS_PENDING',
  'CUSTOMER_STATUS_DENIED',
  'CUSTOMER_STATUS_FROZEN',
  'CUSTOMER_STATUS_SUSPEND',
  'CUSTOMER_STATUS_DELETED',
]);
export type CustomerSystemStatus = z.infer<typeof CustomerSystemStatusSchema>;

/**
 * GET advertiser/get — without `account_id` it lists every account the token reaches (an agency
 * or business-manager authorization reaches its sub-accounts); `filtering` on account_id.
 */
export const AdvertiserGetRequestSchema = z.object({
  account_id: queryNumber(z.number().int().positive()).optional(),
  filtering: queryJson(z.array(FilterSchema).max(5)).optional(),
  fields: queryJson(z.array(z.string())).optional(),
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(100)).optional(),
  pagination_mode: PaginationModeSchema.optional(),
  /** Cursor mode: absent on the first call, then the returned integer `cursor` (≥ 1). */
  cursor: queryNumber(z.number().int().min(1)).optional(),
});
export type AdvertiserGetRequest = z.infer<typeof AdvertiserGetRequestSchema>;

export const AdvertiserSchema = z.object({
  account_id: z.number().int(),
  /** 分; 0 = 不限. */
  daily_budget: z.number().int(),
  system_status: CustomerSystemStatusSchema,
  reject_message: z.string().optional(),
  corporation_name: z.string(),
  corporation_licence: z.string().optional(),
  system_industry_id: z.number().int().optional(),
  corporate_brand_name: z.string().optional(),
  mdm_id: z.number().int().optional(),
  mdm_name: z.string().optional(),
  agency_account_id: z.number().int().optional(),
  memo: z.string().optional(),
});
export type Advertiser = z.infer<typeof AdvertiserSchema>;

export const AdvertiserGetDataSchema = z.object({
  list: z.array(AdvertiserSchema.partial().required({ account_id: true })),
  page_info: PageInfoSchema,
});
export type AdvertiserGetData = z.infer<typeof AdvertiserGetDataSchema>;

/**
 * advertiser/get in PAGINATION_MODE_CURSOR (v3.0 doc page): unlike adgroups/get, its
 * `cursor_page_info` says `has_more` and carries an integer `cursor` for the next call.
 */
export const AdvertiserCursorPageInfoSchema = z.object({
  page_size: z.number().int(),
  total_number: z.number().int(),
  has_more: z.boolean(),
  cursor: z.number().int().optional(),
});
export type AdvertiserCursorPageInfo = z.infer<typeof AdvertiserCursorPageInfoSchema>;

export const AdvertiserGetCursorDataSchema = AdvertiserGetDataSchema.omit({
  page_info: true,
}).extend({ cursor_page_info: AdvertiserCursorPageInfoSchema });
export type AdvertiserGetCursorData = z.infer<typeof AdvertiserGetCursorDataSchema>;

/** GET funds/get?account_id */
export const FundsGetRequestSchema = z.object({
  account_id: queryNumber(z.number().int().positive()),
});
export type FundsGetRequest = z.infer<typeof FundsGetRequestSchema>;

export const FundTypeSchema = z.enum(['GENERAL_CASH', 'GENERAL_GIFT', 'GENERAL_SHARED']);
export type FundType = z.infer<typeof FundTypeSchema>;

export const FundSchema = z.object({
  fund_type: FundTypeSchema,
  /** 分. */
  balance: z.number().int(),
  fund_status: z.enum(['FUND_STATUS_NORMAL', 'FUND_STATUS_NOT_ENOUGH', 'FUND_STATUS_FROZEN']),
  /** Today's spend so far, 分. */
  realtime_cost: z.number().int(),
});
export type Fund = z.infer<typeof FundSchema>;

export const FundsGetDataSchema = z.object({ list: z.array(FundSchema) });
export type FundsGetData = z.infer<typeof FundsGetDataSchema>;
