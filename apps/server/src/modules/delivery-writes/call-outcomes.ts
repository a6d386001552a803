import { MEDIA_CALL_ERRORS, type FailedOutcome } from '../tasks/media-call-outcomes';

// The delivery writes' own reasons for an item that failed, beside the media call failures every
// task type shares (`tasks/media-call-outcomes.ts`).

export const WRITE_ERRORS = {
  ...MEDIA_CALL_ERRORS,
  INVALID_ITEM: '条目缺少广告主或对象ID，或ID格式错误',
  OBJECT_NOT_FOUND: '对象在媒体上不存在或已删除',
  NAME_TAKEN_ELSEWHERE: '同名广告已存在于该账户的其他项目中',
  MEDIA_NOT_APPLIED: '媒体返回成功，但读回时修改未生效，请重试',
} as const;
export type WriteErrorCode = keyof typeof WRITE_ERRORS;

export const writeError = (code: WriteErrorCode, detail?: string): FailedOutcome => ({
  status: 'failed',
  code,
  message: detail ? `${WRITE_ERRORS[code]}：${detail}` : WRITE_ERRORS[code],
});

/** The item was refused before anything was sent (bad input). */
export const notSent = (code: WriteErrorCode, detail?: string): FailedOutcome => ({
  ...writeError(code, detail),
  notSent: true,
});
