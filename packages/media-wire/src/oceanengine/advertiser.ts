import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { IdSchema, queryJson } from '../query';
import { DateTimeSchema, PageInfoSchema, PagingRequestSchema } from './envelope';
import { OnOffSchema } from './enums';

// Account reads: 2/advertiser/info/, 2/advertiser/fund/get/, and the child-account listings of
// 账号管家 (customer center / majordomo) and agents (reference §1.2; bububa model/advertiser,
// model/customercenter, model/majordomo, model/agent).

/**
 * `role` of 2/advertiser/info/: the 24 values of ad_open_sdk_go AdvertiserInfoV2DataRole plus the
 * two only bububa's enum/advertiser_role.go lists (ROLE_ECP_VIRTUAL_ADVERTISER and its spelling
 * ROLE_VIRTAUL_ADVERTISER).
 */
export const ADVERTISER_ROLES = [
  'ROLE_ADVERTISER',
  'ROLE_CHILD_ADVERTISER',
  'ROLE_AGENT',
  'ROLE_CHILD_AGENT',
  'ROLE_ADVERTISER_SYSTEM_ACCOUNT',
  'ROLE_ECP_INTERNAL_ADVERTISER',
  'ROLE_ECP_CHILD_ADVERTISER',
  'ROLE_AGENT_SYSTEM_ACCOUNT',
  'ROLE_ADVERTISER_ABSTRACT',
  'ROLE_HOTSOON_PROMOTION_ADVERTISER',
  'ROLE_ADMIN',
  'ROLE_ECP_ADVERTISER',
  'ROLE_LOCAL_LIFE_ADVERTISER',
  'ROLE_AGENT_ABSTRACT',
  'ROLE_LITE_ADVERTISER',
  'ROLE_HOTSOON_ADVERTISER',
  'ROLE_DOUDIAN_ADVERTISER',
  'ROLE_LOCAL_LIFE_INTERNAL_ADVERTISER',
  'ROLE_PGC_ADVERTISER',
  'ROLE_INTERNAL_ADV',
  'ROLE_MAJORDOMO',
  'ROLE_DSP_ADVERTISER',
  'ROLE_LOCAL_LIFE_VIRTUAL_ADVERTISER',
  'ROLE_AWEME_PROMOTION_ADVERTISER',
  'ROLE_ECP_VIRTUAL_ADVERTISER',
  'ROLE_VIRTAUL_ADVERTISER',
] as const;
export type AdvertiserRole = (typeof ADVERTISER_ROLES)[number];
export const AdvertiserRoleSchema = replyEnum(
  'oceanengine.advertiser_info.role',
  z.enum(ADVERTISER_ROLES),
);

/** `status` of 2/advertiser/info/ (ad_open_sdk_go AdvertiserInfoV2DataStatus, bububa enum). */
export const ADVERTISER_STATUSES = [
  'STATUS_ENABLE',
  'STATUS_DISABLE',
  'STATUS_PENDING_CONFIRM',
  'STATUS_PENDING_VERIFIED',
  'STATUS_CONFIRM_FAIL',
  'STATUS_CONFIRM_FAIL_END',
  'STATUS_PENDING_CONFIRM_MODIFY',
  'STATUS_CONFIRM_MODIFY_FAIL',
  'STATUS_LIMIT',
  'STATUS_WAIT_FOR_BPM_AUDIT',
  'STATUS_WAIT_FOR_PUBLIC_AUTH',
  'STATUS_SELF_SERVICE_UNAUDITED',
] as const;
export type AdvertiserStatus = (typeof ADVERTISER_STATUSES)[number];
export const AdvertiserStatusSchema = replyEnum(
  'oceanengine.advertiser_info.status',
  z.enum(ADVERTISER_STATUSES),
);

/** GET 2/advertiser/info/?advertiser_ids=[…] (1–100 ids)&fields=[…] */
export const AdvertiserInfoRequestSchema = z.object({
  advertiser_ids: queryJson(z.array(IdSchema).min(1).max(100)),
  fields: queryJson(z.array(z.string())).optional(),
});
export type AdvertiserInfoRequest = z.infer<typeof AdvertiserInfoRequestSchema>;

export const AdvertiserInfoSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: AdvertiserRoleSchema,
  status: AdvertiserStatusSchema,
  company: z.string(),
  brand: z.string().optional(),
  first_industry_name: z.string().optional(),
  second_industry_name: z.string().optional(),
  promotion_area: z.string().optional(),
  reason: z.string().optional(),
  create_time: DateTimeSchema,
});
export type AdvertiserInfo = z.infer<typeof AdvertiserInfoSchema>;

/** `data` is the list itself; with `fields`, only those keys are present. */
export const AdvertiserInfoDataSchema = z.array(AdvertiserInfoSchema.partial());
export type AdvertiserInfoData = z.infer<typeof AdvertiserInfoDataSchema>;

/**
 * GET 2/advertiser/fund/get/?advertiser_id&grant_type_split — ON splits the gift balance by where
 * it may be spent (default/common/search/union grants; bububa model/advertiser/fund_get.go).
 */
export const FundGetRequestSchema = z.object({
  advertiser_id: IdSchema,
  grant_type_split: OnOffSchema.optional(),
});
export type FundGetRequest = z.infer<typeof FundGetRequestSchema>;

const yuan = z.number();

/** Balances in yuan (2 decimals); all but the totals are omitempty in the SDKs. */
export const FundDataSchema = z.object({
  advertiser_id: z.number().int(),
  name: z.string(),
  email: z.string().optional(),
  balance: yuan,
  valid_balance: yuan,
  cash: yuan,
  valid_cash: yuan,
  grant: yuan,
  valid_grant: yuan,
  /** With grant_type_split ON: the gift usable per inventory. */
  default_grant: yuan.optional(),
  common_grant: yuan.optional(),
  search_grant: yuan.optional(),
  union_grant: yuan.optional(),
  return_goods_abs: yuan.optional(),
  valid_return_goods_abs: yuan.optional(),
  return_goods_cost: yuan.optional(),
  return_goods_grant: yuan.optional(),
  compensation_grant: yuan.optional(),
  return_goods_valid_grant: yuan.optional(),
  compensation_valid_grant: yuan.optional(),
  /** The shared sub-wallet the account is bound to. */
  wallet_id: z.number().int().optional(),
  wallet_name: z.string().optional(),
  wallet_total_balance_valid: yuan.optional(),
});
export type FundData = z.infer<typeof FundDataSchema>;

/** GET 2/customer_center/advertiser/list/?cc_account_id&filtering={account_name}&page&page_size */
export const CustomerCenterAdvertiserListRequestSchema = PagingRequestSchema.extend({
  cc_account_id: IdSchema,
  filtering: queryJson(z.object({ account_name: z.string().optional() })).optional(),
});
export type CustomerCenterAdvertiserListRequest = z.infer<
  typeof CustomerCenterAdvertiserListRequestSchema
>;

export const ChildAdvertiserSchema = z.object({
  advertiser_id: z.number().int(),
  advertiser_name: z.string(),
});
export type ChildAdvertiser = z.infer<typeof ChildAdvertiserSchema>;

export const CustomerCenterAdvertiserListDataSchema = z.object({
  list: z.array(
    ChildAdvertiserSchema.extend({
      advertiser_type: replyEnum(
        'oceanengine.customer_center.advertiser_type',
        z.enum(['NORMAL', 'NORMAL_AD', 'DOU+', 'LOCAL']),
      ).optional(),
      is_enabled: z.boolean().optional(),
    }),
  ),
  page_info: PageInfoSchema,
});
export type CustomerCenterAdvertiserListData = z.infer<
  typeof CustomerCenterAdvertiserListDataSchema
>;

/** GET 2/majordomo/advertiser/select/?advertiser_id (the 账号管家 id) */
export const MajordomoAdvertiserSelectRequestSchema = z.object({ advertiser_id: IdSchema });
export type MajordomoAdvertiserSelectRequest = z.infer<
  typeof MajordomoAdvertiserSelectRequestSchema
>;

export const MajordomoAdvertiserSelectDataSchema = z.object({
  list: z.array(ChildAdvertiserSchema),
});
export type MajordomoAdvertiserSelectData = z.infer<typeof MajordomoAdvertiserSelectDataSchema>;

/** GET 2/agent/advertiser/select/?advertiser_id (the agent id)&page&page_size (default 100) */
export const AgentAdvertiserSelectRequestSchema = PagingRequestSchema.extend({
  advertiser_id: IdSchema,
});
export type AgentAdvertiserSelectRequest = z.infer<typeof AgentAdvertiserSelectRequestSchema>;

export const AgentAdvertiserSelectDataSchema = z.object({
  list: z.array(z.number().int()),
  page_info: PageInfoSchema,
});
export type AgentAdvertiserSelectData = z.infer<typeof AgentAdvertiserSelectDataSchema>;
