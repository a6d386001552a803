import type { TaskItemStatus } from '@toufang/contracts';
import { backoffDelayMs, type BackoffPolicy } from './backoff';
import type { ItemOutcome, ReconcileOutcome } from './task-type';

/** Item error codes the engine itself produces (media codes pass through unchanged). */
export const ENGINE_ERRORS = {
  EXECUTE_TIMEOUT: '调用媒体超时，结果未知，将查询媒体确认',
  EXECUTE_ERROR: '调用媒体时出错，结果未知，将查询媒体确认',
  NO_OUTCOME: '媒体未返回该条目的结果，将查询媒体确认',
  RECONCILE_ERROR: '查询媒体确认结果时出错，稍后重试',
  WORKER_LOST: '处理该条目的工作进程已中断，将查询媒体确认结果',
  OUTCOME_UNKNOWN: '多次查询仍无法确认媒体是否已执行，请在媒体后台核对后重试',
} as const;
export type EngineErrorCode = keyof typeof ENGINE_ERRORS;

/** The new state of one claimed item. */
export interface ItemUpdate {
  id: number;
  status: TaskItemStatus;
  errorCode: string | null;
  errorMessage: string | null;
  /** Undefined leaves the stored value. */
  result?: unknown;
  objectId?: string;
  /** When the item may be claimed again (pending or unknown). */
  availableAt: Date | null;
  finishedAt: Date | null;
}

export interface SettlePolicy {
  now: Date;
  maxAttempts: number;
  backoff: BackoffPolicy;
  random: () => number;
  /** The task was cancelled: nothing is sent again. */
  cancelled: boolean;
}

/** A claimed item as settling needs it. */
export interface SettledItem {
  id: number;
  roundAttempts: number;
}

type Settleable = ItemOutcome | Exclude<ReconcileOutcome, { status: 'not_applied' }>;

/**
 * Decides what an item becomes after a send or a read-back (ARCHITECTURE §6): transient failures
 * wait with jittered backoff and go again until the attempts run out; unknown outcomes wait and are
 * read back, and become failed (never silently re-sent) once the attempts run out.
 */
export function settleItem(item: SettledItem, outcome: Settleable, p: SettlePolicy): ItemUpdate {
  const base = { id: item.id, availableAt: null, finishedAt: p.now };
  const later = () =>
    new Date(p.now.getTime() + backoffDelayMs(item.roundAttempts, p.backoff, p.random));
  const attemptsLeft = item.roundAttempts < p.maxAttempts;
  switch (outcome.status) {
    case 'succeeded':
      return {
        ...base,
        status: 'succeeded',
        errorCode: null,
        errorMessage: null,
        result: outcome.result ?? null,
        objectId: outcome.objectId,
      };
    case 'failed': {
      const error = { errorCode: outcome.code, errorMessage: outcome.message };
      const retryable = 'retryable' in outcome && outcome.retryable === true;
      if (retryable && p.cancelled) return { ...base, ...error, status: 'cancelled' };
      if (retryable && attemptsLeft) {
        return { ...base, ...error, status: 'pending', availableAt: later(), finishedAt: null };
      }
      return { ...base, ...error, status: 'failed' };
    }
    case 'unknown': {
      if (!attemptsLeft) {
        return {
          ...base,
          status: 'failed',
          errorCode: 'OUTCOME_UNKNOWN',
          errorMessage: ENGINE_ERRORS.OUTCOME_UNKNOWN,
        };
      }
      const { code, message } = describeUnknown(outcome);
      return {
        ...base,
        status: 'unknown',
        errorCode: code,
        errorMessage: message,
        availableAt: later(),
        finishedAt: null,
      };
    }
  }
}

/** The code and message an unknown outcome is shown with, when the executor gave none. */
export function describeUnknown(outcome: { code?: string; message?: string }): {
  code: string;
  message: string;
} {
  const code = outcome.code ?? 'EXECUTE_TIMEOUT';
  const known = code in ENGINE_ERRORS ? ENGINE_ERRORS[code as EngineErrorCode] : undefined;
  return { code, message: outcome.message ?? known ?? ENGINE_ERRORS.EXECUTE_ERROR };
}

/** A claimed item that is not sent again because its task was cancelled. */
export const cancelledUpdate = (id: number, now: Date): ItemUpdate => ({
  id,
  status: 'cancelled',
  errorCode: null,
  errorMessage: null,
  availableAt: null,
  finishedAt: now,
});
