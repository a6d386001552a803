import type { RejectReasonAnswer } from '@toufang/contracts';
import { splitReviewText } from '@toufang/domain';
import { apiGet } from '../../../api/client';
import { clientPath } from '../api-reports';

// Where a tab's audit advice (审核建议) comes from, named by its definition: the medium's reasons
// read by a call (Ocean Engine v3 promotions and projects, v2 ads, Tencent v3 adgroups and dynamic
// creatives), or the review text the row already carries (Kuaishou `review_detail`, Tencent v1.3
// `reject_message`).

export type AdviceSource =
  /**
   * `GET path?advertiser_id=&<idsParam>=id`, answering RejectReasonAnswer; `perChild`: each card
   * names the object below that its reasons are about (a project's ads, an adgroup's creatives).
   */
  | { kind: 'reasons'; path: string; idsParam: string; perChild?: { label: string } }
  /** The row's own review text. */
  | { kind: 'row' };

/** The object whose advice is shown. */
export interface AuditAdviceTarget {
  advertiserId: string;
  id: string;
  name: string;
  /** The row's review text, for a tab whose advice is the row's. */
  detail?: string | null;
}

export function fetchAdviceReasons(
  source: Extract<AdviceSource, { kind: 'reasons' }>,
  target: AuditAdviceTarget,
  signal: AbortSignal,
): Promise<RejectReasonAnswer> {
  return apiGet<RejectReasonAnswer>(
    clientPath(source.path),
    { advertiser_id: target.advertiserId, [source.idsParam]: target.id },
    { signal },
  );
}

/**
 * The row's review text as the drawer's answer: one item of the whole object, or none. A text that
 * names its advice (Tencent's `修改建议：`) gives the reasons and the advice apart.
 */
export function rowAdvice(target: AuditAdviceTarget): RejectReasonAnswer {
  const text = target.detail?.trim();
  if (!text) return { list: [] };
  const { reasons, suggestions } = splitReviewText(text);
  return {
    list: [
      {
        promotion_id: target.id,
        project_id: null,
        promotion_reject: [
          {
            content: null,
            reject_reason: reasons.length > 0 ? reasons : [text],
            suggestion: suggestions,
          },
        ],
        items: [],
      },
    ],
  };
}
