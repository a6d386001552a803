import { z } from 'zod';
import { queryNumber } from '../query';

// Ocean Engine envelope and error codes (reference §1.3). 40000 and 40115 are confirmed; the rest
// follow the TikTok-family numbering and are marked (U) in the reference.

export const ErrorCode = {
  OK: 0,
  PARAM_UNPARSEABLE: 40000,
  PARAM_ERROR: 40001,
  NO_PERMISSION: 40002,
  FILTERING_ERROR: 40003,
  PARAM_TYPE_ERROR: 40004,
  RATE_LIMITED: 40100,
  APP_INVALID: 40101,
  TOKEN_EXPIRED: 40102,
  REFRESH_TOKEN_EXPIRED: 40103,
  TOKEN_EMPTY: 40104,
  TOKEN_INVALID: 40105,
  REFRESH_TOKEN_INVALID: 40107,
  AUTH_CODE_INVALID: 40110,
  AUTH_CODE_USED: 40115,
  SYSTEM_ERROR: 50000,
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const ERROR_MESSAGES: Record<ErrorCode, string> = {
  0: 'OK',
  40000:
    '无法解析本次请求所需的账户ID,请检查:请求头(Content-Type)/JSON格式是否设置正确、必填字段不可以设置为空',
  40001: '参数错误',
  40002: '没有权限进行相关操作',
  40003: '过滤条件的字段错误',
  40004: '参数类型错误',
  40100: '请求过于频繁,请稍后再试',
  40101: '不合法的app_id或secret',
  40102: 'access_token已过期',
  40103: 'refresh_token已过期',
  40104: 'access_token为空',
  40105: 'access_token错误',
  40107: 'refresh_token无效',
  40110: 'auth_code无效或已过期',
  40115: 'auth_code已经使用,请重新授权',
  50000: '系统错误,请稍后重试',
};

/** Codes a client may retry after a backoff. */
export const RETRYABLE_CODES: ReadonlySet<number> = new Set([
  ErrorCode.RATE_LIMITED,
  ErrorCode.SYSTEM_ERROR,
]);

/** Every answer: `{code, message, request_id, data}`; an error iff code ≠ 0 (HTTP status stays 200). */
export const EnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  request_id: z.string(),
  data: z.unknown().optional(),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

/** The envelope of a successful call whose `data` has the given shape. */
export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return EnvelopeSchema.extend({ code: z.literal(0), data });
}

/** `page_info` of list answers (reference §1.6). */
export const PageInfoSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total_number: z.number().int(),
  total_page: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

/** Date-times on the wire: "yyyy-MM-dd HH:mm:ss" in Asia/Shanghai. */
export const DateTimeSchema = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
/** Dates on the wire: "yyyy-MM-dd". */
export const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Paging parameters of list calls: page ≥ 1 (default 1), page_size (default 10). */
export const PagingRequestSchema = z.object({
  page: queryNumber(z.number().int().min(1)).optional(),
  page_size: queryNumber(z.number().int().min(1).max(1000)).optional(),
});
