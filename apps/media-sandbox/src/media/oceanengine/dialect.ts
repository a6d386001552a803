import { randomBytes } from 'node:crypto';
import { oceanengine } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import { withDetail, type MediumDialect } from '../../http/dialect';
import type { ErrorKind } from '../../http/medium-error';

const { ErrorCode } = oceanengine;

const CODES: Record<ErrorKind, oceanengine.ErrorCode> = {
  param: ErrorCode.PARAM_ERROR,
  unparseable: ErrorCode.PARAM_UNPARSEABLE,
  noPermission: ErrorCode.NO_PERMISSION,
  tokenEmpty: ErrorCode.TOKEN_EMPTY,
  tokenInvalid: ErrorCode.TOKEN_INVALID,
  tokenExpired: ErrorCode.TOKEN_EXPIRED,
  commonParamMissing: ErrorCode.PARAM_ERROR,
  timestampInvalid: ErrorCode.PARAM_ERROR,
  nonceUsed: ErrorCode.PARAM_ERROR,
  rateLimited: ErrorCode.RATE_LIMITED,
  system: ErrorCode.SYSTEM_ERROR,
  appInvalid: ErrorCode.APP_INVALID,
  authCodeInvalid: ErrorCode.AUTH_CODE_INVALID,
  authCodeExpired: ErrorCode.AUTH_CODE_INVALID,
  authCodeUsed: ErrorCode.AUTH_CODE_USED,
  refreshTokenInvalid: ErrorCode.REFRESH_TOKEN_INVALID,
  refreshTokenExpired: ErrorCode.REFRESH_TOKEN_EXPIRED,
};

/** Ocean Engine (reference §1.1–§1.3): `{code, message, request_id, data}`, header Access-Token. */
export const oceanEngineDialect: MediumDialect = {
  medium: 'oceanengine',
  prefix: '/oceanengine',
  advertiserParam: 'advertiser_id',
  tokenTransport: 'header',
  authCodeTtlMs: 10 * 60_000,
  refreshMode: 'rotate',
  requestIdHeader: 'X-Tt-Logid',
  // Real request ids start with the server time: 20250101120000 + hex.
  newRequestId: (now) =>
    formatDateTime(now).replace(/\D/g, '') + randomBytes(9).toString('hex').toUpperCase(),
  resolve(kind, detail) {
    const code = CODES[kind];
    return { code, message: withDetail(oceanengine.ERROR_MESSAGES[code], detail) };
  },
  success: (data, requestId) => ({ code: 0, message: 'OK', request_id: requestId, data }),
  failure: (error, requestId) => ({
    code: error.code,
    message: error.message,
    request_id: requestId,
    data: {},
  }),
};
