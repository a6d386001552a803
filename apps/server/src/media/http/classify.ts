import { kuaishou, oceanengine, tencent } from '@toufang/media-wire';
import type { Medium } from '../../lib/media-mirror';
import type { MediaCodeClass } from './media-errors';

// One table per medium from media-wire's error code constants (reference §1.3, §2.3, §3.3). A code
// missing from a table is a business error: the medium understood the call and refused it.

type CodeTable = ReadonlyMap<number, MediaCodeClass>;

function table(entries: Partial<Record<MediaCodeClass, readonly number[]>>): CodeTable {
  const map = new Map<number, MediaCodeClass>();
  for (const [kind, codes] of Object.entries(entries) as [MediaCodeClass, readonly number[]][]) {
    for (const code of codes) map.set(code, kind);
  }
  return map;
}

const OE = oceanengine.ErrorCode;
const KS = kuaishou.ErrorCode;
const TX = tencent.ErrorCode;

export const CODE_TABLES: Record<Medium, CodeTable> = {
  bytedance: table({
    ok: [OE.OK],
    rate_limited: [OE.RATE_LIMITED],
    transient: [OE.SYSTEM_ERROR],
    token_expired: [OE.TOKEN_EXPIRED],
    token_invalid: [
      OE.TOKEN_INVALID,
      OE.TOKEN_EMPTY,
      OE.REFRESH_TOKEN_EXPIRED,
      OE.REFRESH_TOKEN_INVALID,
    ],
    no_permission: [OE.NO_PERMISSION],
  }),
  kuaishou: table({
    ok: [KS.OK],
    rate_limited: [KS.RATE_LIMITED],
    transient: [KS.SYSTEM_ERROR],
    token_expired: [KS.TOKEN_EXPIRED],
    token_invalid: [
      KS.TOKEN_INVALID,
      KS.TOKEN_EMPTY,
      KS.REFRESH_TOKEN_INVALID,
      KS.REFRESH_TOKEN_EXPIRED,
    ],
    no_permission: [KS.NO_PERMISSION],
  }),
  tencent: table({
    ok: [TX.OK],
    // 11018 is a per-day limit: retrying within the call's bounded attempts cannot clear it, but it
    // is still a rate limit to the caller (the task engine reschedules such items).
    rate_limited: [
      TX.APP_LIMIT_EXCEEDED,
      TX.LIMIT_PER_SECOND,
      TX.LIMIT_PER_MINUTE,
      TX.LIMIT_PER_DAY,
      TX.TOO_FREQUENT,
    ],
    transient: [TX.SYSTEM_BUSY, TX.MAINTENANCE],
    token_expired: [TX.TOKEN_EXPIRED],
    token_invalid: [
      TX.TOKEN_INVALID,
      TX.TOKEN_MALFORMED,
      TX.TOKEN_EMPTY,
      TX.REFRESH_TOKEN_MALFORMED,
      TX.REFRESH_TOKEN_EXPIRED,
    ],
    no_permission: [TX.OUT_OF_SCOPE, TX.PRIVILEGE_PARAM],
  }),
};

export function classifyCode(medium: Medium, code: number): MediaCodeClass {
  return CODE_TABLES[medium].get(code) ?? 'business';
}

/** HTTP statuses outside 200 (the media answer business errors with 200; reference §0). */
export function classifyHttpStatus(status: number): Exclude<MediaCodeClass, 'ok'> {
  if (status === 429) return 'rate_limited';
  if (status >= 500 || status === 408) return 'transient';
  if (status === 401) return 'token_invalid';
  if (status === 403) return 'no_permission';
  return 'business';
}
