import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { queryJson, queryNumber } from '../query';
import { FilterSchema, PaginationModeSchema } from './common';
import { PageInfoSchema } from './envelope';

// Account reads (TencentAd/marketing-api-go-sdk v3 AdvertiserApiService.Get,
// AdvertiserGetListStruct, FundsGetListStruct, CustomerSystemStatus, AccountTypeMap, FundStatus).

/** An account's `system_status` (SDK CustomerSystemStatus, 11 values). */
export const CUSTOMER_SYSTEM_STATUSES = [
  'CUSTOMER_STATUS_NORMAL',
  'CUSTOMER_STATUS_PENDING',
  'CUSTOMER_STATUS_DENIED',
  'CUSTOMER_STATUS_FROZEN',
  'CUSTOMER_STATUS_TOBE_ACCEPTED',
  'CUSTOMER_STATUS_TOBE_ACTIVATED',
  'CUSTOMER_STATUS_SUSPEND',
  'CUSTOMER_STATUS_MATERIAL_PREPARED',
  'CUSTOMER_STATUS_DELETED',
  'CUSTOMER_STATUS_FROZEN_TEMPORARILY',
  'CUSTOMER_STATUS_UNREGISTERED',
] as const;
export type CustomerSystemStatus = (typeof CUSTOMER_SYSTEM_STATUSES)[number];
export const CustomerSystemStatusSchema = replyEnum(
  'tencent.advertiser.system_status',
  z.enum(CUSTOMER_SYSTEM_STATUSES),
);

/**
 * GET advertiser/get — `fields`, `pagination_mode` and `page_size` are required (the SDK's Get
 * takes them as positional arguments); without `account_id` it lists every account the token
 * reaches (an agency or business-manager authorization reaches its sub-accounts); `filtering` on
 * account_id.
 */
export const AdvertiserGetRequestSchema = z.object({
  account_id: queryNumber(z.number().int().positive()).optional(),
  agency_id: queryNumber(z.number().int().positive()).optional(),
  filtering: queryJson(z.array(FilterSchema).max(5)).optional(),
  fields: queryJson(z.array(z.string().min(1)).min(1)),
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(100)),
  pagination_mode: PaginationModeSchema,
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

/** A fund's `fund_type` (SDK AccountTypeMap, 37 values). */
export const FUND_TYPES = [
  'FUND_TYPE_CASH',
  'FUND_TYPE_GIFT',
  'FUND_TYPE_SHARED',
  'FUND_TYPE_BANK',
  'FUND_TYPE_UNION_GIFT',
  'FUND_TYPE_MP_CASH',
  'FUND_TYPE_MP_BANK',
  'FUND_TYPE_MP_GIFT',
  'FUND_TYPE_CREDIT_ROLL',
  'FUND_TYPE_CREDIT_TEMPORARY',
  'FUND_TYPE_CONTRACT_GIFT_VIRTUAL',
  'FUND_TYPE_CONTRACT_ASSIGN_VIRTUAL',
  'FUND_TYPE_COMPENSATE_VIRTUAL',
  'FUND_TYPE_INTERNAL_QUOTA',
  'FUND_TYPE_TEST_VIRTUAL',
  'FUND_TYPE_TCC_GIFT',
  'FUND_TYPE_UNSUPPORTED',
  'FUND_TYPE_JD_PRIVILEGE',
  'FUND_TYPE_JD_WIRELESS_CASH',
  'FUND_TYPE_CONTRACT_CREDIT',
  'FUND_TYPE_SPECIAL_GIFT',
  'FUND_TYPE_MP_GAME_DEVELOPER_WORKING_FUND',
  'FUND_TYPE_MP_GAME_DEVELOPER_GIFT',
  'FUND_TYPE_FLOW_SOURCE_AD_FUND',
  'FUND_TYPE_ANDROID_ORIENTED_GIFT',
  'FUND_TYPE_LOCATION_PROMOTION_REWARDS',
  'FUND_TYPE_GIFT_RESTRICT',
  'FUND_TYPE_DEBT_FIXED',
  'FUND_TYPE_DEBT_TEMP',
  'FUND_TYPE_SHORT_PLAY_GIFT',
  'FUND_TYPE_GAME_CHARGE_INDIRECT_REWARDS_GIFT',
  'FUND_TYPE_GAME_CHARGE_DIRECT_REWARDS_GIFT',
  'FUND_TYPE_SHORT_PLAY_PUBLISHER_GIFT',
  'FUND_TYPE_MP_GAME_SPECIAL_REWARDS_GIFT',
  'FUND_TYPE_MINIGAME_CREDIT',
  'FUND_TYPE_MP_GAME_PC_TARGET_GIFT',
  'FUND_TYPE_INNER_RESOURCE_EXCHANGE',
] as const;
export type FundType = (typeof FUND_TYPES)[number];
export const FundTypeSchema = replyEnum('tencent.funds.fund_type', z.enum(FUND_TYPES));

/** A fund's `fund_status` (SDK FundStatus). */
export const FUND_STATUSES = [
  'FUND_STATUS_NORMAL',
  'FUND_STATUS_NOT_ENOUGH',
  'FUND_STATUS_CLOSED',
  'FUND_STATUS_FROZEN',
] as const;
export type FundStatus = (typeof FUND_STATUSES)[number];
export const FundStatusSchema = replyEnum('tencent.funds.fund_status', z.enum(FUND_STATUSES));

/** One fund of the account; every field is optional in the SDK (omitempty). */
export const FundSchema = z.object({
  fund_type: FundTypeSchema,
  /** 分. */
  balance: z.number().int(),
  /** 分 held as a bill deposit. */
  bill_deposit_amount: z.number().int().optional(),
  fund_status: FundStatusSchema.optional(),
  /** Today's spend so far, 分. */
  realtime_cost: z.number().int().optional(),
  /** Amounts with their validity, for funds that expire (gifts). */
  effect_funds: z
    .array(
      z.object({
        effect_date: z.string().optional(),
        expire_date: z.string().optional(),
        amount: z.number().int().optional(),
      }),
    )
    .optional(),
});
export type Fund = z.infer<typeof FundSchema>;

export const FundsGetDataSchema = z.object({ list: z.array(FundSchema) });
export type FundsGetData = z.infer<typeof FundsGetDataSchema>;
