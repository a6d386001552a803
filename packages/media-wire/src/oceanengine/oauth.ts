import { z } from 'zod';
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

/** advertiser_role of oauth2/advertiser/get: 1 普通广告主, 2 账号管家, 3 一级代理商, 4 二级代理商. */
export const AuthorizedRoleSchema = z.literal([1, 2, 3, 4]);
export type AuthorizedRole = z.infer<typeof AuthorizedRoleSchema>;

export const AccountRoleSchema = z.enum([
  'ADVERTISER',
  'CUSTOMER_ADMIN',
  'AGENT',
  'CHILD_AGENT',
  'CUSTOMER_OPERATOR',
]);
export type AccountRole = z.infer<typeof AccountRoleSchema>;

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
  advertiser_role: AuthorizedRoleSchema,
  is_valid: z.boolean(),
  account_role: AccountRoleSchema,
  company_list: z
    .array(z.object({ customer_company_id: z.number().int(), customer_company_name: z.string() }))
    .optional(),
});
export type AuthorizedAdvertiser = z.infer<typeof AuthorizedAdvertiserSchema>;

export const AdvertiserGetDataSchema = z.object({ list: z.array(AuthorizedAdvertiserSchema) });
export type AdvertiserGetData = z.infer<typeof AdvertiserGetDataSchema>;
