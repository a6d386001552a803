import { randomBytes } from 'node:crypto';
import { kuaishou } from '@toufang/media-wire';
import { withDetail, type MediumDialect } from '../../http/dialect';
import type { ErrorKind } from '../../http/medium-error';

/** Kuaishou's numeric codes are not public (reference §2.3): a test may override any of them. */
export type KuaishouCodes = Record<kuaishou.ErrorCodeName, number>;

const NAMES: Record<ErrorKind, kuaishou.ErrorCodeName> = {
  param: 'PARAM_ERROR',
  unparseable: 'PARAM_ERROR',
  noPermission: 'NO_PERMISSION',
  tokenEmpty: 'TOKEN_EMPTY',
  tokenInvalid: 'TOKEN_INVALID',
  tokenExpired: 'TOKEN_EXPIRED',
  commonParamMissing: 'PARAM_ERROR',
  timestampInvalid: 'PARAM_ERROR',
  nonceUsed: 'PARAM_ERROR',
  rateLimited: 'RATE_LIMITED',
  system: 'SYSTEM_ERROR',
  appInvalid: 'APP_INVALID',
  authCodeInvalid: 'AUTH_CODE_INVALID',
  authCodeExpired: 'AUTH_CODE_EXPIRED',
  authCodeUsed: 'AUTH_CODE_USED',
  refreshTokenInvalid: 'REFRESH_TOKEN_INVALID',
  refreshTokenExpired: 'REFRESH_TOKEN_EXPIRED',
};

/** Kuaishou MAPI (reference §2.1–§2.3): `{code, message, data, request_id}`, header Access-Token. */
export function createKuaishouDialect(overrides: Partial<KuaishouCodes> = {}): MediumDialect {
  const codes: KuaishouCodes = { ...kuaishou.ErrorCode, ...overrides };
  return {
    medium: 'kuaishou',
    prefix: '/kuaishou',
    advertiserParam: 'advertiser_id',
    tokenTransport: 'header',
    authCodeTtlMs: 10 * 60_000,
    refreshMode: 'rotate',
    requestIdHeader: 'X-Request-Id',
    newRequestId: () => randomBytes(16).toString('hex'),
    resolve(kind, detail) {
      const name = NAMES[kind];
      return { code: codes[name], message: withDetail(kuaishou.ERROR_MESSAGES[name], detail) };
    },
    success: (data, requestId) => ({ code: 0, message: 'OK', data, request_id: requestId }),
    failure: (error, requestId) => ({
      code: error.code,
      message: error.message,
      data: null,
      request_id: requestId,
    }),
  };
}
