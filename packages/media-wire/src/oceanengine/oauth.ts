import { z } from 'zod';
import { replyEnum } from '../reply-enum';
import { IdSchema } from '../query';

// OAuth2 (reference §1.2): authorize page → callback `?auth_code&state` → token exchange.

/** POST /open_api/oauth2/access_token/ */
export const AccessTokenRequestSchema = z.object({
  app_id: IdSchema,
  secret: z.string().min(1),
  grant_type: z.literal('auth_code'),
  auth_code: z.string().min(1),
});
export type AccessTokenRequest = z.infer<typeof AccessTokenRequestSchema>;

/** POST /open_api/oauth2/refresh_token/ */
export const RefreshTokenRequestSchema = z.object({
  app_id: IdSchema,
  secret: z.string().min(1),
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1),
});
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequestSchema>;

/** `data` of both token calls; a refresh rotates the refresh_token. */
export const TokenDataSchema = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
  refresh_token_expires_in: z.number().int(),
  advertiser_id: z.number().int().optional(),
  advertiser_ids: z.array(z.number().int()),
});
export type TokenData = z.infer<typeof TokenDataSchema>;

/**
 * advertiser_role of oauth2/advertiser/get (bububa model/oauth/advertiser_get.go): 1 普通广告主,
 * 2 账号管家, 3 一级代理商, 4 二级代理商, 6 星图账号, 10 抖音号 (Dou+).
 */
export const AUTHORIZED_ROLES = [1, 2, 3, 4, 6, 10] as const;
export type AuthorizedRole = (typeof AUTHORIZED_ROLES)[number];
export const AuthorizedRoleSchema = replyEnum(
  'oceanengine.oauth.advertiser_role',
  z.literal(AUTHORIZED_ROLES),
);

/** account_role, the newer role of an authorized account (bububa enum/account_role.go). */
export const ACCOUNT_ROLES = [
  'ADVERTISER',
  'CUSTOMER_ADMIN',
  'AGENT',
  'CHILD_AGENT',
  'CUSTOMER_OPERATOR',
  'PLATFORM_ROLE_QIANCHUAN_AGENT',
  'PLATFORM_ROLE_SHOP_ACCOUNT',
  'PLATFORM_ROLE_STAR',
  'PLATFORM_ROLE_STAR_AGENT',
  'PLATFORM_ROLE_LOCAL_AGENT',
] as const;
export type AccountRole = (typeof ACCOUNT_ROLES)[number];
export const AccountRoleSchema = replyEnum('oceanengine.oauth.account_role', z.enum(ACCOUNT_ROLES));

/** GET /open_api/oauth2/advertiser/get/?app_id&secret&access_token */
export const AdvertiserGetRequestSchema = z.object({
  app_id: IdSchema,
  secret: z.string().min(1),
  access_token: z.string().min(1),
});
export type AdvertiserGetRequest = z.infer<typeof AdvertiserGetRequestSchema>;

export const AuthorizedAdvertiserSchema = z.object({
  advertiser_id: z.number().int(),
  advertiser_name: z.string(),
  /** The id as a string; for 抖音号 accounts (role 10) the aweme_sec_uid. */
  account_string_id: z.string().optional(),
  advertiser_role: AuthorizedRoleSchema,
  is_valid: z.boolean(),
  account_role: AccountRoleSchema.optional(),
  company_list: z
    .array(z.object({ customer_company_id: z.number().int(), customer_company_name: z.string() }))
    .optional(),
});
export type AuthorizedAdvertiser = z.infer<typeof AuthorizedAdvertiserSchema>;

export const AdvertiserGetDataSchema = z.object({ list: z.array(AuthorizedAdvertiserSchema) });
export type AdvertiserGetData = z.infer<typeof AdvertiserGetDataSchema>;
