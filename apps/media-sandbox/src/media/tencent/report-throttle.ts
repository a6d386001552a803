import { tencent } from '@toufang/media-wire';
import { wireError } from '../../http/medium-error';

// The report throttle (reference §3.4): per account and report level, the rows daily_reports/get
// and hourly_reports/get match may not exceed 12,000 in a second; the call that goes over is
// refused and the account's reports of that level stay refused for 5 seconds. It answers 11016
// (the per-second limit code; the reference names no code of its own for this throttle, U), not
// the per-minute 11017 of the general per-endpoint limiter. Wall-clock time, like the limiter.

interface Window {
  second: number;
  rows: number;
  blockedUntil: number;
}

const { ErrorCode, ERROR_MESSAGES } = tencent;

function refusal(retryMs: number) {
  const seconds = Math.max(1, Math.ceil(retryMs / 1000));
  const text = ERROR_MESSAGES.LIMIT_PER_SECOND;
  return wireError({
    code: ErrorCode.LIMIT_PER_SECOND,
    message: `${text.en} (report rows over ${tencent.REPORT_ROWS_PER_SECOND} per second for this account and level, retry in ${seconds}s)`,
    messageCn: `报表每秒查询行数超过 ${tencent.REPORT_ROWS_PER_SECOND}，该账户此级别报表 ${seconds} 秒后可再查询`,
  });
}

export class ReportThrottle {
  private readonly windows = new Map<string, Window>();

  constructor(private readonly realNow: () => number) {}

  /** Refuses a call while its account and level are blocked. */
  check(accountId: number, level: string): void {
    const window = this.windows.get(`${accountId}|${level}`);
    const now = this.realNow();
    if (window && now < window.blockedUntil) throw refusal(window.blockedUntil - now);
  }

  /** Counts a call's matched rows; refuses it (and blocks) when the second's total goes over. */
  count(accountId: number, level: string, rows: number): void {
    const key = `${accountId}|${level}`;
    const now = this.realNow();
    const second = Math.floor(now / 1000);
    const window = this.windows.get(key);
    const current =
      window && window.second === second ? window : { second, rows: 0, blockedUntil: 0 };
    current.rows += rows;
    if (current.rows > tencent.REPORT_ROWS_PER_SECOND) {
      current.blockedUntil = now + tencent.REPORT_BLOCK_SECONDS * 1000;
      this.windows.set(key, current);
      throw refusal(current.blockedUntil - now);
    }
    this.windows.set(key, current);
  }
}
