import { ERROR_CODES, type Envelope } from '@toufang/contracts';

/** Wraps a successful result in the spec's envelope (spec 000 §7). */
export function ok<T>(data: T): Envelope<T> {
  const { code, message, message_cn } = ERROR_CODES.OK;
  return { code, data, message, msg: message, message_cn };
}
