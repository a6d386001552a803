import type { tencent } from '@toufang/media-wire';
import { auditPhase, submitAudit, type AuditConfig } from '../../sim/audit';
import { noise } from '../../sim/hash';
import type { AuditState, Element, ElementKind, RejectItem } from '../../sim/model';
import { numberId } from '../../state/collection';

// Review of Tencent dynamic creatives, one creative at a time (reference §3.6; v3.0 doc pages of
// dynamic_creatives/get and dynamic_creative_review_results/get). A creative's components are its
// reviewable elements; a verdict names the creative as a whole and some elements. A creative
// denied only for some elements still delivers the component combinations without them
// (CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL). The adgroup's review, which decides its delivery,
// follows its creatives: it may deliver while any of them delivers (creative-routes.ts).

type Components = tencent.CreativeComponents;
type ComponentList = tencent.Component[];

/** Component keys whose items are combined with each other into the delivered combinations. */
export const COMBINED_KEYS = ['title', 'description', 'image', 'image_list', 'video'] as const;

const KINDS: Record<string, ElementKind> = {
  title: 'title',
  description: 'title',
  brand: 'title',
  action_button: 'callToAction',
  image: 'image',
  image_list: 'image',
  video: 'video',
  jump_info: 'url',
};

/** Share of denials that name only elements, when the creative keeps deliverable combinations. */
const PARTIAL_SHARE = 0.5;

/** The component lists of a creative, by key. */
export function componentLists(components: Components): [string, ComponentList][] {
  return Object.entries(components as Record<string, unknown>).filter(
    (entry): entry is [string, ComponentList] => Array.isArray(entry[1]) && entry[1].length > 0,
  );
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** What review reads of a component: its text, image id, video id or landing page. */
export function componentValue(key: string, value: Record<string, unknown>): string {
  switch (key) {
    case 'title':
    case 'description':
      return text(value.content);
    case 'image':
      return text(value.image_id);
    case 'image_list': {
      const list = Array.isArray(value.list) ? (value.list as Record<string, unknown>[]) : [];
      return list.map((i) => text(i.image_id)).join(',');
    }
    case 'video':
      return text(value.video_id);
    case 'brand':
      return text(value.brand_name);
    case 'action_button':
      return text(value.button_text);
    case 'jump_info':
      return text(value.page_type);
    default:
      return JSON.stringify(value);
  }
}

/** The reviewable elements of a creative; `materialId` is the component id. */
export function componentElements(components: Components): Element[] {
  return componentLists(components).flatMap(([key, list]) =>
    list.map((c) => ({
      kind: KINDS[key] ?? 'title',
      item: componentValue(key, c.value),
      ...(c.component_id === undefined ? {} : { materialId: c.component_id }),
    })),
  );
}

/** Component ids a verdict rejects, and whether it rejects the creative as a whole. */
export function rejected(audit: AuditState): { ids: Set<number>; whole: boolean } {
  const ids = new Set<number>();
  let whole = false;
  for (const r of audit.rejects) {
    if (r.element === null) whole = true;
    else if (r.element.materialId !== undefined) ids.add(numberId(r.element.materialId));
  }
  return { ids, whole };
}

/** Combinations in all, and those without a rejected component (none when rejected as a whole). */
export function composeCounts(
  components: Components,
  audit: AuditState,
): { total: number; pass: number } {
  const { ids, whole } = rejected(audit);
  const lists = new Map(componentLists(components));
  let total = 1;
  let pass = 1;
  for (const [key, list] of lists) {
    const bad = list.filter((c) => c.component_id !== undefined && ids.has(c.component_id));
    if ((COMBINED_KEYS as readonly string[]).includes(key)) {
      total *= list.length;
      pass *= list.length - bad.length;
    } else if (bad.length > 0) {
      pass = 0;
    }
  }
  return { total, pass: audit.outcome === 'pass' ? total : whole ? 0 : pass };
}

/** Whether the verdict lets the creative deliver (approved, or denied for some elements only). */
export function delivers(audit: AuditState | undefined, components: Components): boolean {
  if (!audit || audit.outcome === 'pass') return true;
  return composeCounts(components, audit).pass > 0;
}

/** Submits a creative: a new one, or a changed one in the next round after `previous`. */
export function submitCreative(
  seed: number,
  id: number,
  components: Components,
  at: number,
  config: AuditConfig,
  previous?: AuditState,
): AuditState {
  const round = previous ? previous.round + 1 : 0;
  const audit = submitAudit(
    {
      seed,
      id,
      kind: previous ? 'edit' : 'create',
      round,
      at,
      elements: componentElements(components),
      deliveredBefore: previous !== undefined && auditPhase(previous, at) === 'pass',
    },
    config,
  );
  if (audit.outcome === 'pass' || noise(seed, id, 131, round) >= PARTIAL_SHARE) return audit;
  const elementsOnly: RejectItem[] = audit.rejects.filter((r) => r.element !== null);
  const partial = { ...audit, rejects: elementsOnly };
  return elementsOnly.length > 0 && composeCounts(components, partial).pass > 0 ? partial : audit;
}

/**
 * The verdict of a creative that was never submitted on its own (seeded ones): drawn for the
 * creative from its adgroup's submission, with the same timing and outcome.
 */
export function derivedAudit(
  seed: number,
  id: number,
  components: Components,
  adgroupAudit: AuditState,
): AuditState {
  return submitAudit(
    {
      seed,
      id,
      kind: adgroupAudit.kind,
      round: adgroupAudit.round,
      at: adgroupAudit.submittedAt,
      elements: componentElements(components),
      deliveredBefore: adgroupAudit.deliveredBefore,
    },
    {
      delayMs: adgroupAudit.dueAt - adgroupAudit.submittedAt,
      denyRate: adgroupAudit.outcome === 'deny' ? 1 : 0,
    },
  );
}

/** creative_set_approval_status of a verdict at `now`. */
export function approvalStatus(
  audit: AuditState | undefined,
  components: Components,
  now: number,
): tencent.CreativeSetApprovalStatus {
  switch (auditPhase(audit, now)) {
    case 'pending':
      return 'CREATIVE_SET_APPROVAL_STATUS_PENDING';
    case 'pass':
      return 'CREATIVE_SET_APPROVAL_STATUS_NORMAL';
    case 'deny':
      return delivers(audit, components)
        ? 'CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL'
        : 'CREATIVE_SET_APPROVAL_STATUS_DENIED';
  }
}
