import { splitReviewText } from '@toufang/domain';
import { tencent } from '@toufang/media-wire';
import type { RejectReasonRow } from '../bytedance/value-reads';
import type { MediaClient } from '../http/media-client';
import type { TokenSource } from '../http/token-provider';
import { numericId } from '../oauth-support';

// The review reasons of Tencent dynamic creatives (reference §3.6: dynamic_creative_review_results
// /get, 100 ids a call) as the audit advice reads them: the creative's own reject messages, and
// each denied element (title, image, video, landing page …) with the reasons given for it. Tencent
// has no field for the advice: each reason's text carries it after 修改建议： (splitReviewText).

/** The advice type of a denied element, as the drawer labels types. */
const ELEMENT_ADVICE_TYPES: Record<string, string> = {
  ELEMENT_TYPE_TEXT: 'CREATIVE_TITLE',
  ELEMENT_TYPE_URL: 'CREATIVE_URL',
  ELEMENT_TYPE_IMAGE: 'CREATIVE_IMAGE',
  ELEMENT_TYPE_VIDEO: 'CREATIVE_VIDEO',
};

export interface TencentReviewReads {
  /** The review reasons of creatives of one account; creatives without any are left out. */
  reviewReasons(
    token: TokenSource,
    accountId: string,
    creativeIds: readonly string[],
  ): Promise<RejectReasonRow[]>;
}

/** Reasons and advice of several review texts (each maybe naming its advice, `splitReviewText`). */
function readTexts(texts: readonly string[]): { reasons: string[]; suggestions: string[] } {
  const parts = texts.map(splitReviewText);
  return {
    reasons: parts.flatMap((p) => p.reasons),
    suggestions: [...new Set(parts.flatMap((p) => p.suggestions))],
  };
}

function adviceRow(result: tencent.ReviewResult): RejectReasonRow {
  return {
    promotionId: String(result.dynamic_creative_id),
    promotionReject: result.reject_message_list
      .filter((message) => message.trim() !== '')
      .map((message) => ({ content: null, ...readTexts([message]) })),
    materialReject: result.element_result_list
      .filter((element) => element.review_status === 'AD_STATUS_DENIED')
      .map((element) => ({
        type: ELEMENT_ADVICE_TYPES[element.element_type] ?? element.element_type,
        item: element.element_value || element.element_name,
        ...readTexts(element.element_reject_detail_info.map((detail) => detail.reason)),
      })),
  };
}

export function createTencentReviewReads(deps: { client: MediaClient }): TencentReviewReads {
  return {
    async reviewReasons(token, accountId, creativeIds) {
      const out: RejectReasonRow[] = [];
      for (let start = 0; start < creativeIds.length; start += tencent.REVIEW_RESULTS_IDS_MAX) {
        const batch = creativeIds.slice(start, start + tencent.REVIEW_RESULTS_IDS_MAX);
        const { data } = await deps.client.call({
          medium: 'tencent',
          method: 'GET',
          path: 'dynamic_creative_review_results/get',
          params: {
            account_id: numericId(accountId),
            dynamic_creative_id_list: batch.map(numericId),
          },
          data: tencent.ReviewResultsDataSchema,
          effect: 'read',
          token,
          advertiserId: accountId,
        });
        out.push(...data.list.map(adviceRow));
      }
      return out;
    },
  };
}
