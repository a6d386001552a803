import { auditPhase, rejectText, submitAudit, type AuditConfig } from '../../sim/audit';
import type { AuditState, Element } from '../../sim/model';
import type { KuaishouCreativeWire } from '../../state/records';

// Creative review (reference §2.7, §4.5): a creative runs 41 审核中 → 52 投放中 | 42 审核未通过
// on its own, its reject reasons joined into the `review_detail` string (Kuaishou has no
// structured reject API). The verdict is drawn at submission like the engine's level-2 review; a
// change of material or text submits the creative again in the next round.

/** Reviewable parts of a creative: its video or images, its description and action bar. */
export function creativeElements(wire: KuaishouCreativeWire): Element[] {
  const out: Element[] = [];
  if (wire.photo_id) out.push({ kind: 'video', item: wire.photo_id, materialId: wire.creative_id });
  for (const token of wire.image_tokens ?? []) {
    out.push({ kind: 'image', item: token, materialId: wire.creative_id });
  }
  const text = wire.display_info;
  if (text?.description) out.push({ kind: 'title', item: text.description });
  if (text?.action_bar_text) out.push({ kind: 'callToAction', item: text.action_bar_text });
  return out;
}

/**
 * Submits a creative for review: a new one (no `previous`) or a changed one, which is reviewed
 * again in the next round (41 审核中 until the verdict, whatever it showed before).
 */
export function submitCreative(
  seed: number,
  wire: KuaishouCreativeWire,
  at: number,
  config: AuditConfig,
  previous?: AuditState,
): AuditState {
  return submitAudit(
    {
      seed,
      id: wire.creative_id,
      kind: previous ? 'edit' : 'create',
      round: previous ? previous.round + 1 : 0,
      at,
      elements: creativeElements(wire),
      deliveredBefore: previous !== undefined && auditPhase(previous, at) === 'pass',
    },
    config,
  );
}

/** Whether a change of the stored creative touches what review looks at. */
export function needsReview(before: KuaishouCreativeWire, after: KuaishouCreativeWire): boolean {
  const key = (w: KuaishouCreativeWire) =>
    JSON.stringify([
      w.creative_material_type,
      w.photo_id ?? '',
      w.image_token ?? '',
      w.image_tokens ?? [],
      w.display_info?.description ?? '',
      w.display_info?.action_bar_text ?? '',
    ]);
  return key(before) !== key(after);
}

/** The `review_detail` text of a denied review, empty otherwise. */
export function reviewDetail(audit: AuditState | undefined, now: number): string {
  if (!audit || auditPhase(audit, now) !== 'deny') return '';
  return audit.rejects
    .map((item) => {
      const text = rejectText(item);
      const subject = item.element ? `${item.element.item}：` : '';
      return `${subject}${text.reason}，${text.suggestion}`;
    })
    .join('；');
}
