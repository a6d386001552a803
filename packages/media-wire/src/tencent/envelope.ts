import { z } from 'zod';

// Tencent Ads v3.0 envelope and return codes (reference §3.3; developers.e.qq.com/v3.0/docs/errors).
// 12001/12002 and 31001 are the sandbox's picks where the public list gives no exact sub-code (U).

export const ErrorCode = {
  OK: 0,
  SYSTEM_BUSY: 10000,
  MAINTENANCE: 10001,
  TOKEN_EXPIRED: 11000,
  TOKEN_INVALID: 11002,
  TOKEN_MALFORMED: 11004,
  TOKEN_EMPTY: 11005,
  CLIENT_ID_INVALID: 11007,
  APP_LIMIT_EXCEEDED: 11008,
  AUTH_CODE_EXPIRED: 11009,
  REFRESH_TOKEN_MALFORMED: 11010,
  AUTH_CODE_MALFORMED: 11011,
  REFRESH_TOKEN_EXPIRED: 11012,
  AUTH_CODE_USED: 11013,
  OUT_OF_SCOPE: 11014,
  LIMIT_PER_SECOND: 11016,
  LIMIT_PER_MINUTE: 11017,
  LIMIT_PER_DAY: 11018,
  TOO_FREQUENT: 11019,
  COMMON_PARAM_MISSING: 12000,
  TIMESTAMP_INVALID: 12001,
  NONCE_USED: 12002,
  PARAM_INVALID: 31001,
  PRIVILEGE_PARAM: 31033,
} as const;
export type ErrorCodeName = keyof typeof ErrorCode;
export type ErrorCode = (typeof ErrorCode)[ErrorCodeName];

/** English `message` and Chinese `message_cn` per code. */
export const ERROR_MESSAGES: Record<ErrorCodeName, { en: string; cn: string }> = {
  OK: { en: '', cn: '' },
  SYSTEM_BUSY: {
    en: 'We are unable to process your request at this time. Please retry your request.',
    cn: '系统繁忙，请稍后重试',
  },
  MAINTENANCE: {
    en: 'Marketing API is undergoing temporary maintenance.',
    cn: 'Marketing API 正在进行临时维护，请稍后再访问',
  },
  TOKEN_EXPIRED: {
    en: 'Access token is expired.',
    cn: '您的 access_token 已过期，请通过 oauth/token 接口获取最新 token',
  },
  TOKEN_INVALID: {
    en: 'Access token is invalid.',
    cn: '您的 access_token 无效，请通过 oauth/authorize 接口获取 token。',
  },
  TOKEN_MALFORMED: {
    en: 'Access token is malformed.',
    cn: '您的 access_token 格式不正确，请通过 oauth/authorize 接口获取 token',
  },
  TOKEN_EMPTY: {
    en: 'Access token is empty.',
    cn: 'access_token 为必填字段，请传入正确的 access_token',
  },
  CLIENT_ID_INVALID: {
    en: 'The client_id is invalid.',
    cn: '应用 id 无效，请检查 access_token 正确性。',
  },
  APP_LIMIT_EXCEEDED: {
    en: 'Application request limit has been exceeded.',
    cn: '该应用的请求次数已达限制，请稍后重试',
  },
  AUTH_CODE_EXPIRED: {
    en: 'Authorization code is expired.',
    cn: '授权码过期，请重新发起授权流程。',
  },
  REFRESH_TOKEN_MALFORMED: {
    en: 'Refresh token is malformed.',
    cn: 'refresh_token 格式错误，请检查 refresh_token 正确性。',
  },
  AUTH_CODE_MALFORMED: {
    en: 'Authorization code is malformed.',
    cn: '授权码格式错误，请检查 authorization_code 正确性。',
  },
  REFRESH_TOKEN_EXPIRED: {
    en: 'Refresh token is expired.',
    cn: 'refresh_token 过期，请重新发起授权流程',
  },
  AUTH_CODE_USED: {
    en: 'Authorization code can only be used once.',
    cn: '授权码只能使用一次，请重新发起授权流程',
  },
  OUT_OF_SCOPE: {
    en: 'The API you requested is out of the scope of authority.',
    cn: '您请求的接口超出了授权范围，请在开发者开通对应权限后，重新发起授权',
  },
  LIMIT_PER_SECOND: {
    en: 'Application has reached the request limit per second.',
    cn: '应用程序已达到每秒的请求限制，请稍后再试',
  },
  LIMIT_PER_MINUTE: {
    en: 'Application has reached the request limit per minute.',
    cn: '应用请求已达分钟频次上限，请在要求范围内请求接口。',
  },
  LIMIT_PER_DAY: {
    en: 'Application has reached the request limit per day.',
    cn: '应用请求已达天频次上限，请 1 天后重试',
  },
  TOO_FREQUENT: {
    en: 'Your request is much too frequent.',
    cn: '您的请求过于频繁或主体/开发者的频控已达到上限',
  },
  COMMON_PARAM_MISSING: {
    en: 'Your request is missing a required parameter which is one of access_token, timestamp and nonce.',
    cn: '请求缺少必填的通用参数（access_token、timestamp、nonce）',
  },
  TIMESTAMP_INVALID: {
    en: 'The timestamp is invalid or differs from the server time by more than 300 seconds.',
    cn: 'timestamp 无效或与服务器时间相差超过 300 秒',
  },
  NONCE_USED: { en: 'The nonce has been used before.', cn: 'nonce 已被使用过，请更换 nonce' },
  PARAM_INVALID: { en: 'The request parameter is invalid.', cn: '请求参数不合法' },
  PRIVILEGE_PARAM: {
    en: 'This parameter is not permitted.',
    cn: '您没有权限操作指定参数',
  },
};

/** Codes a client may retry after a backoff. */
export const RETRYABLE_CODES: ReadonlySet<number> = new Set([
  ErrorCode.SYSTEM_BUSY,
  ErrorCode.APP_LIMIT_EXCEEDED,
  ErrorCode.LIMIT_PER_SECOND,
  ErrorCode.LIMIT_PER_MINUTE,
  ErrorCode.TOO_FREQUENT,
]);

/** `errors[]`: `type` always, `<type lowercased>_spec` for some types. */
export const ErrorDetailSchema = z.looseObject({
  type: z.string(),
  description: z.string().optional(),
});
export type ErrorDetail = z.infer<typeof ErrorDetailSchema>;

/** `{code, message, message_cn, errors?, data}`; error messages end with "trace_id: <hex>". */
export const EnvelopeSchema = z.object({
  code: z.number().int(),
  message: z.string(),
  message_cn: z.string(),
  errors: z.array(ErrorDetailSchema).optional(),
  data: z.unknown().optional(),
});
export type Envelope = z.infer<typeof EnvelopeSchema>;

export function successEnvelopeSchema<T extends z.ZodType>(data: T) {
  return EnvelopeSchema.extend({ code: z.literal(0), data });
}

export const PageInfoSchema = z.object({
  page: z.number().int(),
  page_size: z.number().int(),
  total_number: z.number().int(),
  total_page: z.number().int(),
});
export type PageInfo = z.infer<typeof PageInfoSchema>;

export const DateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
