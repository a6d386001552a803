// Audit advice (审核建议) of the drawer (spec 001 §3 "Reject advice item", §7 rejectreason, §8):
// items by type with the medium's reasons and suggestions; no item at all shows 审核建议不存在.

export const NO_AUDIT_ADVICE_MESSAGE = '审核建议不存在';

/** Ids per rejectreason call to the medium (reference §1.9: at most 10 promotion ids). */
export const REJECT_REASON_IDS_PER_CALL = 10;

/**
 * Labels of the item types. The spec spells PRODUCT_DESCRIB; the medium sends PRODUCT_DESCRIBE.
 * Both read the same. The last three types come from the medium beyond the spec's list.
 */
export const AUDIT_ADVICE_TYPE_LABELS: Readonly<Record<string, string>> = {
  CREATIVE_URL: '落地页链接',
  CREATIVE_TITLE: '标题',
  CREATIVE_IMAGE: '图片',
  CREATIVE_VIDEO: '视频',
  CALL_TO_ACTION: '行动号召',
  PRODUCT_IMAGE: '产品主图',
  PRODUCT_SELLING_POINTS: '产品卖点',
  PRODUCT_DESCRIB: '产品描述',
  PRODUCT_DESCRIBE: '产品描述',
  CREATIVE_COMPONENT: '创意组件',
  ANCHOR: '锚点',
  AWEME_NICK_NAME: '抖音昵称',
  // The Ocean Engine v2 creative material types of an ad's reasons.
  SUB_TITLE: '副标题',
  HEAD_IMAGE: '头图',
  ABSTRACT: '摘要',
};

/** The types the spec lists, in its order. */
export const AUDIT_ADVICE_TYPES = [
  'CREATIVE_URL',
  'CREATIVE_TITLE',
  'CREATIVE_IMAGE',
  'CREATIVE_VIDEO',
  'CALL_TO_ACTION',
  'PRODUCT_IMAGE',
  'PRODUCT_SELLING_POINTS',
  'PRODUCT_DESCRIB',
] as const;

export interface AuditAdviceItem {
  type: string;
  /** The rejected thing: a title text, an image or video id, a URL. */
  item?: string | null;
  suggestion?: readonly string[] | null;
  reject_reason?: string | readonly string[] | null;
  reject_item?: string | null;
  video_id?: string | number | null;
}

/** The label of an item type; an unknown type shows as it came. */
export function auditAdviceTypeLabel(type: string): string {
  return Object.hasOwn(AUDIT_ADVICE_TYPE_LABELS, type)
    ? (AUDIT_ADVICE_TYPE_LABELS[type] ?? type)
    : type;
}

/** The reasons of an item as one line (the medium sends a list, older answers a string). */
export function rejectReasonText(item: Pick<AuditAdviceItem, 'reject_reason'>): string {
  const reason = item.reject_reason;
  if (reason === null || reason === undefined) return '';
  return typeof reason === 'string'
    ? reason.trim()
    : reason
        .map((text) => text.trim())
        .filter(Boolean)
        .join('；');
}

export type AuditAdviceResult =
  { ok: true; items: AuditAdviceItem[] } | { ok: false; message: string };

/** What the drawer shows: the items, or 审核建议不存在 when there are none. */
export function auditAdviceResult(
  items: readonly AuditAdviceItem[] | null | undefined,
): AuditAdviceResult {
  if (items === null || items === undefined || items.length === 0) {
    return { ok: false, message: NO_AUDIT_ADVICE_MESSAGE };
  }
  return { ok: true, items: [...items] };
}

/** Where a medium's review text turns from the reason to the advice (Tencent's 修改建议). */
export const REVIEW_SUGGESTION_MARK = '修改建议：';

/**
 * A review text as reason and advice: a medium that sends one text per reason (Tencent's
 * `reason`, `reject_message`) writes its advice after `修改建议：`; several reasons are joined with
 * `；`. A text without the mark is all reason.
 */
export function splitReviewText(text: string): { reasons: string[]; suggestions: string[] } {
  const reasons: string[] = [];
  const suggestions: string[] = [];
  for (const part of text.split('；')) {
    const at = part.indexOf(REVIEW_SUGGESTION_MARK);
    const reason = (at === -1 ? part : part.slice(0, at)).trim().replace(/[。，,.]$/, '');
    const suggestion = at === -1 ? '' : part.slice(at + REVIEW_SUGGESTION_MARK.length).trim();
    if (reason) reasons.push(reason);
    if (suggestion) suggestions.push(suggestion);
  }
  return { reasons, suggestions };
}
