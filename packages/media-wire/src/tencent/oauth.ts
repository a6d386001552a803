import { z } from 'zod';
import { IdSchema } from '../query';

// OAuth2 (reference §3.2): authorize → callback `?authorization_code&state` (code valid 5 minutes,
// single use) → GET oauth/token. A refresh renews the refresh_token's validity and answers without
// refresh_token and authorizer_info.

export const ScopeSchema = z.enum([
  'ads_management',
  'ads_insights',
  'account_management',
  'audience_management',
  'user_actions',
]);
export type Scope = z.infer<typeof ScopeSchema>;

export const AccountTypeSchema = z.enum(['ACCOUNT_TYPE_QQ', 'ACCOUNT_TYPE_WECHAT']);
export type AccountType = z.infer<typeof AccountTypeSchema>;

export const AccountRoleTypeSchema = z.enum([
  'ACCOUNT_ROLE_TYPE_ADVERTISER',
  'ACCOUNT_ROLE_TYPE_AGENCY',
  'ACCOUNT_ROLE_TYPE_BUSINESS_MANAGER',
]);
export type AccountRoleType = z.infer<typeof AccountRoleTypeSchema>;

/** GET oauth/token?client_id&client_secret&grant_type=authorization_code&authorization_code&redirect_uri */
export const AuthorizationCodeTokenRequestSchema = z.object({
  client_id: IdSchema,
  client_secret: z.string().min(1).max(128),
  grant_type: z.literal('authorization_code'),
  authorization_code: z.string().min(1),
  redirect_uri: z.string().min(1),
});
export type AuthorizationCodeTokenRequest = z.infer<typeof AuthorizationCodeTokenRequestSchema>;

/** GET oauth/token?client_id&client_secret&grant_type=refresh_token&refresh_token */
export const RefreshTokenRequestSchema = z.object({
  client_id: IdSchema,
  client_secret: z.string().min(1).max(128),
  grant_type: z.literal('refresh_token'),
  refresh_token: z.string().min(1),
});
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequestSchema>;

export const TokenRequestSchema = z.discriminatedUnion('grant_type', [
  AuthorizationCodeTokenRequestSchema,
  RefreshTokenRequestSchema,
]);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

export const AuthorizerInfoSchema = z.object({
  account_uin: z.number().int().optional(),
  account_id: z.number().int(),
  scope_list: z.array(z.string()),
  wechat_account_id: z.string().optional(),
  account_role_type: AccountRoleTypeSchema,
  account_type: AccountTypeSchema,
  role_type: z.string().optional(),
});
export type AuthorizerInfo = z.infer<typeof AuthorizerInfoSchema>;

export const TokenDataSchema = z.object({
  /** Absent on refresh. */
  authorizer_info: AuthorizerInfoSchema.optional(),
  access_token: z.string(),
  /** Absent on refresh (the old one stays valid and is renewed). */
  refresh_token: z.string().optional(),
  access_token_expires_in: z.number().int(),
  refresh_token_expires_in: z.number().int(),
});
export type TokenData = z.infer<typeof TokenDataSchema>;
