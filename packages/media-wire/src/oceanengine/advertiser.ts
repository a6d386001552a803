import { z } from 'zod';
import { IdSchema, queryJson } from '../query';
import { DateTimeSchema, PageInfoSchema, PagingRequestSchema } from './envelope';

// Account reads: 2/advertiser/info/, 2/advertiser/fund/get/, and the child-account listings of
// 账号管家 (customer center / majordomo) and agents (reference §1.2; bububa model/advertiser,
// model/customercenter, model/majordomo, model/agent).

export const AdvertiserRoleSchema = z.enum([
  'ROLE_ADVERTISER',
  'ROLE_CHILD_ADVERTISER',
  'ROLE_AGENT',
  'ROLE_CHILD_AGENT',
]);
export type AdvertiserRole = z.infer<typeof AdvertiserRoleSchema>;

export const AdvertiserStatusSchema = z.enum([
  'STATUS_ENABLE',
  'STATUS_DISABLE',
  'STATUS_PENDING_CONFIRM',
  'STATUS_CONFIRM_FAIL',
  'STATUS_LIMIT',
]);
export type AdvertiserStatus = z.infer<typeof AdvertiserStatusSchema>;

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

/** GET 2/advertiser/fund/get/?advertiser_id */
export const FundGetRequestSchema = z.object({ advertiser_id: IdSchema });
export type FundGetRequest = z.infer<typeof FundGetRequestSchema>;

/** Balances in yuan (2 decimals). */
export const FundDataSchema = z.object({
  advertiser_id: z.number().int(),
  name: z.string(),
  email: z.string().optional(),
  balance: z.number(),
  valid_balance: z.number(),
  cash: z.number(),
  valid_cash: z.number(),
  grant: z.number(),
  valid_grant: z.number(),
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
      advertiser_type: z.enum(['NORMAL', 'NORMAL_AD', 'DOU+', 'LOCAL']).optional(),
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
