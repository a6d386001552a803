import { ERROR_CODES, formatErrorText, type ErrorKey } from '@toufang/contracts';
import { AppError } from '../../lib/app-error';
import { MediaCallError, ReauthorizeRequired } from '../../media/http/media-errors';

/** What `sync_state` keeps of a failed resource sync: a registry key and an operator's message. */
export interface SyncFailure {
  code: ErrorKey;
  message: string;
}

/** The grant can no longer be used: its advertisers are skipped until someone authorizes again. */
export function isGrantUnusable(error: unknown): boolean {
  return (
    error instanceof ReauthorizeRequired ||
    (error instanceof AppError && error.key === 'REAUTHORIZE_REQUIRED')
  );
}

/**
 * The failure as status pages show it. A medium's refusal carries its code and request id for
 * support; anything unexpected stays in the log and is shown as an internal error, never with its
 * text (it may hold SQL).
 */
export function describeFailure(error: unknown): SyncFailure {
  if (error instanceof ReauthorizeRequired) {
    return { code: 'REAUTHORIZE_REQUIRED', message: ERROR_CODES.REAUTHORIZE_REQUIRED.message_cn };
  }
  if (error instanceof AppError) return { code: error.key, message: error.messageCn };
  if (error instanceof MediaCallError) {
    const details = [
      error.mediumCode === null ? null : `code ${error.mediumCode}`,
      error.requestId === null ? null : `request_id ${error.requestId}`,
    ].filter((d): d is string => d !== null);
    const reason = details.length > 0 ? `${error.message}（${details.join('，')}）` : error.message;
    return {
      code: 'MEDIUM_UNAVAILABLE',
      message: formatErrorText(ERROR_CODES.MEDIUM_UNAVAILABLE.message_cn, { reason }),
    };
  }
  return { code: 'INTERNAL', message: ERROR_CODES.INTERNAL.message_cn };
}
