import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { auditPhase } from '../../sim/audit';
import type { AuditState, RejectItem } from '../../sim/model';
import { numberId } from '../../state/collection';
import type { TencentDynamicCreativeRecord } from '../../state/records';
import {
  COMBINED_KEYS,
  componentLists,
  componentValue,
  composeCounts,
  rejected,
} from './creative-review';
import { TencentView } from './object-views';
import { reasonText } from './review-text';
import { CDN_HOSTS } from '../../cdn/cdn-hosts';

// GET dynamic_creative_review_results/get (reference §3.6; v3.0 doc page of the same name): for
// up to 100 creatives of the account, the verdict of each element (one per component), per site
// set of the adgroup, the creative-level reasons and the component combinations denied. Ids of
// other accounts or unknown ids are left out of the list.

const API = '/tencent/v3.0';
/** Denied combinations listed per creative; the counts cover all of them. */
const COMPOSES_LISTED = 20;

type Status = tencent.ReviewResultStatus;
type Element = tencent.ElementResult;

const NAMES: Record<string, string> = {
  title: '标题',
  description: '描述',
  image: '图片',
  image_list: '图集',
  video: '视频',
  brand: '品牌形象',
  action_button: '行动按钮',
  jump_info: '落地页',
};
const TYPES: Record<string, tencent.ReviewElementType> = {
  image: 'ELEMENT_TYPE_IMAGE',
  image_list: 'ELEMENT_TYPE_IMAGE',
  video: 'ELEMENT_TYPE_VIDEO',
  jump_info: 'ELEMENT_TYPE_URL',
};
const COMPONENT_TYPES: Record<string, string> = tencent.COMPONENT_TYPES;

/**
 * Where on a rejected image or video the reviewer marked the problem: a box on the image, or on
 * the frame at a second of the video with that frame's picture (the CDN's key frame address). Text
 * elements are not located.
 */
function rejectLocations(
  key: string,
  value: string,
  elementId: number,
  item: RejectItem,
): tencent.ElementRejectDetail['reject_info_location'] {
  if (key !== 'image' && key !== 'image_list' && key !== 'video') return [];
  const seed = (elementId * 31 + item.reason * 7) % 97;
  const box = { x: 40 + seed * 3, y: 30 + seed * 2, width: 240, height: 160 };
  if (key === 'video') {
    return [
      {
        ...box,
        time_second: 1 + (seed % 9) + 0.5,
        img_url: `${CDN_HOSTS.tencent}/review/${value}/frame-${seed}.jpg`,
      },
    ];
  }
  return [{ ...box, img_url: `${CDN_HOSTS.tencent}/review/${value}/marked.jpg` }];
}

/** The review results of one creative as of `now`. */
export function reviewResult(
  creative: Readonly<TencentDynamicCreativeRecord>,
  audit: AuditState | undefined,
  siteSets: readonly string[],
  now: number,
): tencent.ReviewResult {
  const phase = auditPhase(audit, now);
  const denied =
    phase === 'deny' && audit ? rejected(audit) : { ids: new Set<number>(), whole: false };
  const reasons = new Map<number, RejectItem[]>();
  for (const item of phase === 'deny' ? (audit?.rejects ?? []) : []) {
    const id = item.element?.materialId;
    if (id !== undefined) {
      const key = numberId(id);
      reasons.set(key, [...(reasons.get(key) ?? []), item]);
    }
  }
  const statusOf = (id: number | undefined): Status => {
    if (phase === 'pending') return 'AD_STATUS_PENDING';
    return id !== undefined && denied.ids.has(id) ? 'AD_STATUS_DENIED' : 'AD_STATUS_NORMAL';
  };
  const siteSetList = siteSets.map((site_set) => ({ site_set }));
  const elements = new Map<number, { key: string; result: Element }>();
  for (const [key, list] of componentLists(creative.wire.creative_components)) {
    for (const component of list) {
      const id = component.component_id ?? 0;
      const value = componentValue(key, component.value);
      const status = statusOf(id);
      elements.set(id, {
        key,
        result: {
          element_id: id,
          ...(key === 'image' ? { image_id: value } : {}),
          ...(key === 'video' ? { video_id: value } : {}),
          element_name: NAMES[key] ?? key,
          element_value: value,
          component_info: {
            component_id: id,
            component_type: COMPONENT_TYPES[key] ?? 'UNKNOWN',
            review_status: status,
          },
          element_type: TYPES[key] ?? 'ELEMENT_TYPE_TEXT',
          review_status: status,
          element_reject_detail_info: (reasons.get(id) ?? []).map((item) => ({
            reason: reasonText(item),
            site_set_list: siteSetList,
            reject_info_location: rejectLocations(key, value, id, item),
          })),
        },
      });
    }
  }
  const results = [...elements.values()].map((e) => e.result);
  const whole = (audit?.rejects ?? []).filter((r) => r.element === null).map(reasonText);
  const messages =
    phase === 'deny' ? [...whole, ...[...reasons.values()].flat().map(reasonText)] : [];
  const counts = audit
    ? composeCounts(creative.wire.creative_components, audit)
    : { total: 1, pass: 1 };
  const pass = phase === 'pending' ? 0 : counts.pass;
  const reject = phase === 'pending' ? 0 : counts.total - counts.pass;
  const creativeStatus: Status =
    phase === 'pending' ? 'AD_STATUS_PENDING' : pass > 0 ? 'AD_STATUS_NORMAL' : 'AD_STATUS_DENIED';
  return {
    dynamic_creative_id: creative.id,
    element_result_list: results,
    site_set_result_list: siteSets.map((site_set) => ({
      site_set,
      system_status: creativeStatus,
      reject_message: messages.join('；'),
      element_reject_detail_info: results
        .filter((r) => r.review_status === 'AD_STATUS_DENIED')
        .flatMap((r) =>
          r.element_reject_detail_info.map((d) => ({
            element_name: r.element_name,
            element_type: r.element_type,
            element_value: r.element_value,
            ...(r.component_info ? { component_info: r.component_info } : {}),
            reason: d.reason,
            review_status: r.review_status,
            reject_info_location: [],
          })),
        ),
    })),
    reject_message_list: messages,
    delay_message_list: [],
    is_all_component_compose_pending: phase === 'pending',
    total_component_compose_count: counts.total,
    reject_component_compose_count: reject,
    pass_component_compose_count: pass,
    reject_component_compose_info_list:
      phase === 'deny' ? deniedComposes(elements, denied.whole, whole) : [],
  };
}

/** The first denied combinations: one element of each combined component key, plus the rest. */
function deniedComposes(
  elements: Map<number, { key: string; result: Element }>,
  whole: boolean,
  wholeReasons: readonly string[],
): tencent.RejectCompose[] {
  const all = [...elements.values()];
  const axes = COMBINED_KEYS.map((key) => all.filter((e) => e.key === key)).filter(
    (axis) => axis.length > 0,
  );
  const shared = all.filter((e) => !(COMBINED_KEYS as readonly string[]).includes(e.key));
  const total = axes.reduce((n, axis) => n * axis.length, 1);
  const out: tencent.RejectCompose[] = [];
  for (let index = 0; index < total && out.length < COMPOSES_LISTED; index += 1) {
    let rest = index;
    const picked = axes.map((axis) => {
      const e = axis[rest % axis.length];
      rest = Math.floor(rest / axis.length);
      return e;
    });
    const members = [...picked, ...shared].flatMap((e) => (e ? [e.result] : []));
    const bad = members.filter((m) => m.review_status === 'AD_STATUS_DENIED');
    if (!whole && bad.length === 0) continue;
    const own = bad.flatMap((m) => m.element_reject_detail_info.map((d) => d.reason));
    out.push({
      reject_message: [...wholeReasons, ...own].join('；'),
      component_compose_element_list: members.map((m) => ({ element_result_list: [m] })),
    });
  }
  return out;
}

export function registerTencentReviewResults(ctx: MediumContext): void {
  const { adgroups, dynamicCreatives } = ctx.state.tencent;
  const world = () => ctx.sim.world('tencent');

  ctx.endpoint('GET', `${API}/dynamic_creative_review_results/get`, (req) => {
    const query = ctx.parse(tencent.ReviewResultsRequestSchema, req.input);
    const view = new TencentView(world(), ctx.state, ctx.advertiser(req), req.now);
    const list = [...new Set(query.dynamic_creative_id_list)].flatMap((id) => {
      const creative = dynamicCreatives.find(id);
      if (!creative || creative.advertiserId !== view.advertiser.id) return [];
      const adgroup = adgroups.find(creative.wire.adgroup_id);
      const siteSets = adgroup?.wire.site_set ?? [];
      return [reviewResult(creative, view.creativeAudit(creative), siteSets, req.now)];
    });
    return { list } satisfies tencent.ReviewResultsData;
  });
}
