import { randomBytes } from 'node:crypto';
import { tencent } from '@toufang/media-wire';
import type { MediumDialect } from '../../http/dialect';
import type { ErrorKind } from '../../http/medium-error';

const NAMES: Record<ErrorKind, tencent.ErrorCodeName> = {
  param: 'PARAM_INVALID',
  unparseable: 'PARAM_INVALID',
  noPermission: 'OUT_OF_SCOPE',
  tokenEmpty: 'TOKEN_EMPTY',
  tokenInvalid: 'TOKEN_INVALID',
  tokenExpired: 'TOKEN_EXPIRED',
  commonParamMissing: 'COMMON_PARAM_MISSING',
  timestampInvalid: 'TIMESTAMP_INVALID',
  nonceUsed: 'NONCE_USED',
  // Minute limits per app × endpoint are what Tencent documents (reference §3.4).
  rateLimited: 'LIMIT_PER_MINUTE',
  system: 'SYSTEM_BUSY',
  appInvalid: 'CLIENT_ID_INVALID',
  authCodeInvalid: 'AUTH_CODE_MALFORMED',
  authCodeExpired: 'AUTH_CODE_EXPIRED',
  authCodeUsed: 'AUTH_CODE_USED',
  refreshTokenInvalid: 'REFRESH_TOKEN_MALFORMED',
  refreshTokenExpired: 'REFRESH_TOKEN_EXPIRED',
};

/**
 * Tencent Ads v3.0 (reference §3.1–§3.3): `{code, message, message_cn, errors?, data}`; error
 * messages end with "trace_id: <hex>", also sent as header X-TSA-Trace-Id.
 */
export const tencentDialect: MediumDialect = {
  medium: 'tencent',
  prefix: '/tencent',
  advertiserParam: 'account_id',
  tokenTransport: 'signed-query',
  authCodeTtlMs: 5 * 60_000,
  refreshMode: 'renew',
  requestIdHeader: 'X-TSA-Trace-Id',
  newRequestId: () => randomBytes(16).toString('hex'),
  resolve(kind, detail) {
    const name = NAMES[kind];
    const text = tencent.ERROR_MESSAGES[name];
    return {
      code: tencent.ErrorCode[name],
      message: detail ? `${text.en} (${detail})` : text.en,
      messageCn: detail ? `${text.cn}：${detail}` : text.cn,
    };
  },
  success: (data, _requestId) => ({ code: 0, message: '', message_cn: '', data }),
  failure: (error, requestId) => ({
    code: error.code,
    message: `${error.message} trace_id: ${requestId}`,
    message_cn: `${error.messageCn ?? error.message} trace_id: ${requestId}`,
    ...(error.errors ? { errors: error.errors } : {}),
  }),
};
