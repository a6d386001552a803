import { AppError } from '../../lib/app-error';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';
import type { ItemOutcome } from './task-type';

// What a failed media call means for every item it carried (ARCHITECTURE §6), for every task type
// that calls a medium: a lost answer or an answer that cannot be read leaves the item unknown (read
// back, never re-sent blindly); rate limits and transient errors applied nothing and go again after
// a backoff; the rest are final, with the medium's Chinese reason or one of ours.

export type FailedOutcome = Extract<ItemOutcome, { status: 'failed' }>;
export type UnknownOutcome = Extract<ItemOutcome, { status: 'unknown' }>;

export const MEDIA_CALL_ERRORS = {
  MEDIA_TOKEN_UNAVAILABLE: '无法取得该账户的授权令牌',
  MEDIA_REAUTHORIZE: '该账户的授权已失效，请重新授权后重试',
  MEDIA_MALFORMED: '媒体返回的数据无法识别，结果未知，将查询媒体确认',
} as const;
type MediaCallErrorCode = keyof typeof MEDIA_CALL_ERRORS;

const failed = (code: MediaCallErrorCode, detail?: string): FailedOutcome => ({
  status: 'failed',
  code,
  message: detail ? `${MEDIA_CALL_ERRORS[code]}：${detail}` : MEDIA_CALL_ERRORS[code],
});

/**
 * Why no token could be had for the account (nothing was sent): a grant that must be authorized
 * again or is missing is final; anything else (the database, a refresh in trouble) may pass.
 */
export function tokenFailure(error: unknown): FailedOutcome {
  if (error instanceof ReauthorizeRequired) {
    return { ...failed('MEDIA_REAUTHORIZE', error.message), notSent: true };
  }
  if (error instanceof AppError) {
    return error.key === 'REAUTHORIZE_REQUIRED'
      ? { ...failed('MEDIA_REAUTHORIZE'), notSent: true }
      : { ...failed('MEDIA_TOKEN_UNAVAILABLE', error.messageCn), notSent: true };
  }
  const detail = error instanceof Error ? error.message : String(error);
  return { ...failed('MEDIA_TOKEN_UNAVAILABLE', detail), notSent: true, retryable: true };
}

/**
 * The outcome of every item of a call that threw. Errors that are not the medium's (bugs, a dead
 * database) are rethrown: the engine then treats the call's items as unknown and reads them back.
 */
export function callFailure(error: unknown): FailedOutcome | UnknownOutcome {
  if (error instanceof ReauthorizeRequired) return failed('MEDIA_REAUTHORIZE', error.message);
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
      return {
        status: 'unknown',
        code: 'MEDIA_MALFORMED',
        message: MEDIA_CALL_ERRORS.MEDIA_MALFORMED,
      };
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
        message: `${MEDIA_CALL_ERRORS.MEDIA_REAUTHORIZE}（${error.message}）`,
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

/**
 * The engine's buckets for one call: the client's keys with a suffix. The shared client draws from
 * its own keys on every attempt; were the engine to draw from the same ones, each call would pay
 * twice. The rate rules match keys by prefix, so a rule set for a client key governs its engine
 * twin too.
 */
export const engineBuckets = (clientKeys: readonly string[]): string[] =>
  clientKeys.map((key) => `${key}#tasks`);
