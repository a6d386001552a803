import { rejectText } from '../../sim/audit';
import type { RejectItem } from '../../sim/model';

/**
 * Tencent answers one text per reason (`reason`, `reject_message`, v1.3 `reject_message`) with
 * no field of its own for the advice: the text states the reason, then the advice after
 * `修改建议：`, as the review pages of the Tencent Ads console show it. Several join with `；`.
 */
export const SUGGESTION_MARK = '修改建议：';

export function reasonText(item: RejectItem): string {
  const t = rejectText(item);
  return `${t.reason}。${SUGGESTION_MARK}${t.suggestion}`;
}
