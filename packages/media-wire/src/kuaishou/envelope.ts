import { z } from 'zod';

// Kuaishou MAPI envelope (reference §2.3). Only `code: 0` (success) is published: no public SDK
// model or documentation page we found (bububa/kwai-marketing-api; the developer documentation's
// pages for token, accounts, funds, objects, writes, uploads — docs/media-wire/kuaishou.md) lists
// the numeric error codes. Every code below except OK is therefore INVENTED by this project,
// grouped like HTTP statuses (4xx0xx): a real client must classify Kuaishou errors by observed
// codes, and the sandbox lets a test override each one (SandboxOptions.kuaishouCodes).

export const ErrorCode = {
  /** Published (every documented answer). */
  OK: 0,
  // Invented: not published.
  PARAM_ERROR: 400001,
  APP_INVALID: 401001,
  TOKEN_INVALID: 401002,
  TOKEN_EXPIRED: 401003,
  TOKEN_EMPTY: 401004,
  REFRESH_TOKEN_INVALID: 401005,
  REFRESH_TOKEN_EXPIRED: 401006,
  AUTH_CODE_INVALID: 401007,
  AUTH_CODE_EXPIRED: 401008,
  AUTH_CODE_USED: 401009,
  NO_PERMISSION: 403001,
  RATE_LIMITED: 429001,
  SYSTEM_ERROR: 500001,
} as const;
export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCode = (typeof ErrorCode)[ErrorCodeName];

export const ERROR_MESSAGES: Record<ErrorCodeName, string> = {
  OK: 'OK',
  PARAM_ERROR: '参数错误',
  APP_INVALID: 'app_id 或 secret 错误',
  TOKEN_INVALID: 'access_token 无效',
  TOKEN_EXPIRED: 'access_token 已过期',
  TOKEN_EMPTY: 'access_token 不能为空',
  REFRESH_TOKEN_INVALID: 'refresh_token 无效',
  REFRESH_TOKEN_EXPIRED: 'refresh_token 已过期，请重新授权',
  AUTH_CODE_INVALID: 'auth_code 无效',
  AUTH_CODE_EXPIRED: 'auth_code 已过期，请重新授权',
  AUTH_CODE_USED: 'auth_code 已使用，请重新授权',
  NO_PERMISSION: '无权限操作该广告主',
  RATE_LIMITED: '请求过于频繁，请稍后再试',
  SYSTEM_ERROR: '系统繁忙，请稍后重试',
};

/** `{code, message, data, request_id}`; an error iff code ≠ 0 (HTTP status stays 200). */
export const EnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  data: z.unknown().optional(),
  request_id: z.string(),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return EnvelopeSchema.extend({ code: z.literal(0), data });
}

/** List answers: `{total_count, details[]}` (no total_page; reference §2.6). */
export function listDataSchema<T extends z.ZodType>(item: T) {
  return z.object({ total_count: z.number().int(), details: z.array(item) });
}

/** page (default 1), page_size (default 20). */
export const PagingRequestSchema = z.object({
  page: z.number().int().min(1).optional(),
  page_size: z.number().int().min(1).max(2000).optional(),
});

export const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
export const DateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
