import { z } from 'zod';
import { IdSchema } from '../query';

// OAuth2 (reference §2.2): authorize page → callback `?auth_code&state` → token exchange.

/** Scopes an app asks for on the authorize page (`scope` is a JSON array). */
export const DEFAULT_SCOPES = [
  'ad_query',
  'ad_manage',
  'report_service',
  'account_service',
  'public_dmp_service',
  'public_agent_service',
  'public_account_service',
] as const;

export const OauthTypeSchema = z.enum(['advertiser', 'agent', 'ad_social', 'series']);
export type OauthType = z.infer<typeof OauthTypeSchema>;

/** POST oauth2/authorize/access_token */
export const AccessTokenRequestSchema = z.object({
  app_id: IdSchema,
  secret: z.string().min(1),
  auth_code: z.string().min(1),
});
export type AccessTokenRequest = z.infer<typeof AccessTokenRequestSchema>;

/** POST oauth2/authorize/refresh_token */
export const RefreshTokenRequestSchema = z.object({
  app_id: IdSchema,
  secret: z.string().min(1),
  refresh_token: z.string().min(1),
});
export type RefreshTokenRequest = z.infer<typeof RefreshTokenRequestSchema>;

export const TokenDataSchema = z.object({
  access_token: z.string(),
  access_token_expires_in: z.number().int(),
  refresh_token: z.string(),
  refresh_token_expires_in: z.number().int(),
  advertiser_id: z.number().int().optional(),
  advertiser_ids: z.array(z.number().int()),
});
export type TokenData = z.infer<typeof TokenDataSchema>;

/** Largest approval/list page (documentId 3025: 最大值为200; bububa's comment says 1000). */
export const APPROVAL_PAGE_SIZE_MAX = 200;

/** POST oauth2/authorize/approval/list — page_no and page_size are required (documentId 3025). */
export const ApprovalListRequestSchema = z.object({
  app_id: IdSchema,
  secret: z.string().min(1),
  access_token: z.string().min(1),
  page_no: z.number().int().min(1),
  page_size: z.number().int().min(1).max(APPROVAL_PAGE_SIZE_MAX),
});
export type ApprovalListRequest = z.infer<typeof ApprovalListRequestSchema>;

/** Note the camelCase `isEnd` (reference §2.2). */
export const ApprovalListDataSchema = z.object({
  details: z.array(z.number().int()),
  isEnd: z.boolean(),
});
export type ApprovalListData = z.infer<typeof ApprovalListDataSchema>;
