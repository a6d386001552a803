import type { FailedOutcome } from '../tasks/media-call-outcomes';

// The account batches' own reasons for an item that failed, beside the media call failures every
// task type shares (`tasks/media-call-outcomes.ts`).

export const BATCH_ERRORS = {
  IMAGE_MISSING: '任务中缺少头像图片',
  NAME_TAKEN: '账户中已有同名资产，但其应用或小程序与本次不同',
} as const;
export type BatchErrorCode = keyof typeof BATCH_ERRORS;

export const batchError = (code: BatchErrorCode, detail?: string): FailedOutcome => ({
  status: 'failed',
  code,
  message: detail ? `${BATCH_ERRORS[code]}：${detail}` : BATCH_ERRORS[code],
});
