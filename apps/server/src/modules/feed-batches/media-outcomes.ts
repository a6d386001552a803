import { AppError } from '../../lib/app-error';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';
import type { ItemOutcome } from '../tasks/task-type';

// What a failed call means for the item it carried (ARCHITECTURE §6): a lost or unreadable answer
// leaves the outcome unknown (read back, never re-sent blindly); rate limits and transient errors
// applied nothing and go again after a backoff; the rest are final, with the medium's Chinese
// reason or one of ours.

type Failed = Extract<ItemOutcome, { status: 'failed' }>;
type Unknown = Extract<ItemOutcome, { status: 'unknown' }>;

export const BATCH_ERRORS = {
  TOKEN_UNAVAILABLE: '无法取得该账户的授权令牌',
  REAUTHORIZE: '该账户的授权已失效，请重新授权后重试',
  MALFORMED: '媒体返回的数据无法识别，结果未知，将查询媒体确认',
  IMAGE_MISSING: '任务中缺少头像图片',
  NAME_TAKEN: '账户中已有同名资产，但其应用或小程序与本次不同',
} as const;
export type BatchErrorCode = keyof typeof BATCH_ERRORS;

export const batchError = (code: BatchErrorCode, detail?: string): Failed => ({
  status: 'failed',
  code,
  message: detail ? `${BATCH_ERRORS[code]}：${detail}` : BATCH_ERRORS[code],
});

/** Why no token could be had (nothing was sent): a grant to authorize again is final. */
export function tokenFailure(error: unknown): Failed {
  if (
    error instanceof ReauthorizeRequired ||
    (error instanceof AppError && error.key === 'REAUTHORIZE_REQUIRED')
  ) {
    return { ...batchError('REAUTHORIZE'), notSent: true };
  }
  const detail =
    error instanceof AppError ? error.messageCn : error instanceof Error ? error.message : '';
  return { ...batchError('TOKEN_UNAVAILABLE', detail), notSent: true, retryable: true };
}

/**
 * The outcome of an item whose call threw. Errors that are not the medium's (bugs, a dead
 * database) are rethrown: the engine then reads the item back.
 */
export function callFailure(error: unknown): Failed | Unknown {
  if (error instanceof ReauthorizeRequired) return batchError('REAUTHORIZE', error.message);
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
      return { status: 'unknown', code: 'MALFORMED', message: BATCH_ERRORS.MALFORMED, response };
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
        message: `${BATCH_ERRORS.REAUTHORIZE}（${error.message}）`,
        response,
      };
    case 'no_permission':
      return { status: 'failed', code, message: `没有操作权限：${error.message}`, response };
    case 'business':
      return { status: 'failed', code, message: error.message, response };
  }
}

/** True when the medium refused the call as such (its own code), not for a transport reason. */
export const isBusinessRefusal = (error: unknown): boolean =>
  error instanceof MediaCallError && error.kind === 'business';

/** The engine's buckets: the client's keys with a suffix, so a call does not pay twice. */
export const engineBuckets = (clientKeys: readonly string[]): string[] =>
  clientKeys.map((key) => `${key}#tasks`);
