import type { Envelope, FeedUpdateAnswer, FeedUpdateError } from '@toufang/contracts';
import { ok } from '../../http/envelope';
import { AppError } from '../../lib/app-error';

/** "id、id：message", one per failed row, as refused rows are listed (the web reads them back). */
export const errorDetails = (errors: readonly FeedUpdateError[]): string[] =>
  errors.map((e) => `${e.ids.join('、')}：${e.error_message}`);

/**
 * The envelope of a write's answer, honest about its outcome: a write none of whose items applied
 * answers WRITE_ALL_FAILED with the per-item errors (as `data` and listed in the message); a write
 * that applied some items says so in its message. A write running as a task answers at once: its
 * items' outcome is read from the task.
 */
export function writeEnvelope<T extends FeedUpdateAnswer>(answer: T): Envelope<T> {
  if (answer.task_id !== null || answer.errors.length === 0) return ok(answer);
  if (answer.updated_ids.length === 0) {
    throw new AppError('WRITE_ALL_FAILED', { details: errorDetails(answer.errors), data: answer });
  }
  const succeeded = answer.updated_ids.length;
  const failed = answer.errors.length;
  const message = `部分成功：成功 ${succeeded} · 失败 ${failed}`;
  return {
    ...ok(answer),
    message,
    msg: `partly applied: ${succeeded} succeeded, ${failed} failed`,
    message_cn: message,
  };
}
