import { AppError } from '../../lib/app-error';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';
import type { ItemOutcome } from '../tasks/task-type';

// What a failed media call means for every item it carried (ARCHITECTURE §6): a lost answer or an
// answer that cannot be read leaves the write unknown (read back, never re-sent blindly); rate
// limits and transient errors did not apply it and go again after a backoff; the rest are final,
// with a Chinese message the operator can act on.

type Failed = Extract<ItemOutcome, { status: 'failed' }>;
type Unknown = Extract<ItemOutcome, { status: 'unknown' }>;

export const WRITE_ERRORS = {
  INVALID_ITEM: '条目缺少广告主或对象ID，或ID格式错误',
  MEDIA_TOKEN_UNAVAILABLE: '无法取得该广告主的授权令牌',
  MEDIA_REAUTHORIZE: '该广告主的授权已失效，请重新授权后重试',
  MEDIA_MALFORMED: '媒体返回的数据无法识别，结果未知，将查询媒体确认',
  OBJECT_NOT_FOUND: '对象在媒体上不存在或已删除',
  NAME_TAKEN_ELSEWHERE: '同名广告已存在于该账户的其他项目中',
  MEDIA_NOT_APPLIED: '媒体返回成功，但读回时修改未生效，请重试',
} as const;
export type WriteErrorCode = keyof typeof WRITE_ERRORS;

export const writeError = (code: WriteErrorCode, detail?: string): Failed => ({
  status: 'failed',
  code,
  message: detail ? `${WRITE_ERRORS[code]}：${detail}` : WRITE_ERRORS[code],
});

/** The item was refused before anything was sent (bad input). */
export const notSent = (code: WriteErrorCode, detail?: string): Failed => ({
  ...writeError(code, detail),
  notSent: true,
});

/**
 * Why no token could be had for the advertiser (nothing was sent): a grant that must be authorized
 * again or is missing is final; anything else (the database, a refresh in trouble) may pass.
 */
export function tokenFailure(error: unknown): Failed {
  if (error instanceof ReauthorizeRequired) return notSent('MEDIA_REAUTHORIZE', error.message);
  if (error instanceof AppError) {
    return error.key === 'REAUTHORIZE_REQUIRED'
      ? notSent('MEDIA_REAUTHORIZE')
      : notSent('MEDIA_TOKEN_UNAVAILABLE', error.messageCn);
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { ...notSent('MEDIA_TOKEN_UNAVAILABLE', detail), retryable: true };
}

/**
 * The outcome of every item of a call that threw. Errors that are not the media's (bugs, a dead
 * database) are rethrown: the engine then treats the call's items as unknown and reads them back.
 */
export function callFailure(error: unknown): Failed | Unknown {
  if (error instanceof ReauthorizeRequired) return writeError('MEDIA_REAUTHORIZE', error.message);
  if (!(error instanceof MediaCallError)) throw error;
  const code = error.mediumCode === null ? error.kind.toUpperCase() : String(error.mediumCode);
  const response = { kind: error.kind, code: error.mediumCode, requestId: error.requestId };
  switch (error.kind) {
    case 'unknown_outcome':
      return {
        status: 'unknown',
        code: 'MEDIA_OUTCOME_UNKNOWN',
        message: `${error.message}，将查询媒体确认`,
        response,
      };
    case 'malformed_response':
      return { status: 'unknown', code: 'MEDIA_MALFORMED', message: WRITE_ERRORS.MEDIA_MALFORMED };
    case 'rate_limited':
    case 'transient':
      return {
        status: 'failed',
        code,
        message: `媒体繁忙，稍后自动重试（${error.message}）`,
        retryable: true,
        response,
      };
    case 'token_expired':
    case 'token_invalid':
      return {
        status: 'failed',
        code,
        message: `${WRITE_ERRORS.MEDIA_REAUTHORIZE}（${error.message}）`,
        response,
      };
    case 'no_permission':
      return { status: 'failed', code, message: `没有操作权限：${error.message}`, response };
    case 'business':
      return { status: 'failed', code, message: error.message, response };
  }
}
