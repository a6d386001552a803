import { oceanengine } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { rejectText } from '../../sim/audit';
import type { Level2State, SimMeta } from '../../sim/model';
import type { OceanEnginePromotionRecord } from '../../state/records';
import { newestFirst, onDay, pageOf, project as pickFields } from './list-support';
import { OceanEngineView } from './object-views';
import { titleOf, visibleRejects } from './v2-creatives';

// Legacy v2 reads over the same world (reference §1.10): campaign = project, ad (计划) = promotion,
// creative = one video or image material of a promotion (creative_id = material_id).

const API = '/oceanengine/open_api/2';

const AD_STATUS: Record<Level2State, oceanengine.AdStatus> = {
  deleted: 'AD_STATUS_DELETE',
  auditPending: 'AD_STATUS_AUDIT',
  reauditPending: 'AD_STATUS_REAUDIT',
  auditDenied: 'AD_STATUS_AUDIT_DENY',
  paused: 'AD_STATUS_DISABLE',
  parentDeleted: 'AD_STATUS_CAMPAIGN_DISABLE',
  parentPaused: 'AD_STATUS_CAMPAIGN_DISABLE',
  ended: 'AD_STATUS_DONE',
  notStarted: 'AD_STATUS_NOT_START',
  outOfSchedule: 'AD_STATUS_NO_SCHEDULE',
  noBalance: 'AD_STATUS_BALANCE_EXCEED',
  accountBudgetExhausted: 'AD_STATUS_ADVERTISER_BUDGET_EXCEED',
  parentBudgetExhausted: 'AD_STATUS_CAMPAIGN_EXCEED',
  budgetExhausted: 'AD_STATUS_BUDGET_EXCEED',
  delivering: 'AD_STATUS_DELIVERY_OK',
};

const CREATIVE_STATUS: Record<Level2State, oceanengine.CreativeStatus> = {
  deleted: 'CREATIVE_STATUS_DELETE',
  auditPending: 'CREATIVE_STATUS_AUDIT',
  reauditPending: 'CREATIVE_STATUS_REAUDIT',
  auditDenied: 'CREATIVE_STATUS_AD_AUDIT_DENY',
  paused: 'CREATIVE_STATUS_AD_DISABLE',
  parentDeleted: 'CREATIVE_STATUS_CAMPAIGN_DISABLE',
  parentPaused: 'CREATIVE_STATUS_CAMPAIGN_DISABLE',
  ended: 'CREATIVE_STATUS_DONE',
  notStarted: 'CREATIVE_STATUS_NOT_START',
  outOfSchedule: 'CREATIVE_STATUS_NO_SCHEDULE',
  noBalance: 'CREATIVE_STATUS_BALANCE_EXCEED',
  accountBudgetExhausted: 'CREATIVE_STATUS_ADVERTISER_BUDGET_EXCEED',
  parentBudgetExhausted: 'CREATIVE_STATUS_CAMPAIGN_EXCEED',
  budgetExhausted: 'CREATIVE_STATUS_BUDGET_EXCEED',
  delivering: 'CREATIVE_STATUS_DELIVERY_OK',
};

const wantStatus = (
  value: string,
  wanted: string | undefined,
  all: string,
  notDeleted: string,
  deleted: string,
) =>
  wanted === all ||
  (wanted === undefined || wanted === notDeleted ? value !== deleted : value === wanted);

export function registerOceanEngineV2Reads(ctx: MediumContext): void {
  const { projects, promotions } = ctx.state.oceanengine;
  const world = () => ctx.sim.world('oceanengine');

  ctx.endpoint('GET', `${API}/campaign/get/`, (req) => {
    const query = ctx.parse(oceanengine.CampaignGetRequestSchema, req.input);
    const view = new OceanEngineView(world(), ctx.state, ctx.advertiser(req), req.now);
    const f = query.filtering ?? {};
    const list = projects
      .listByAdvertiser(view.advertiser.id)
      .filter((r) => !f.ids || f.ids.includes(r.id))
      .filter((r) => !f.campaign_name || r.wire.name.includes(f.campaign_name))
      .filter((r) => !f.landing_type || r.wire.landing_type === f.landing_type)
      .filter((r) => onDay(r.createdAt, f.campaign_create_time))
      .sort(newestFirst)
      .map((r): oceanengine.Campaign => {
        const ds = r.wire.delivery_setting;
        const status: oceanengine.CampaignStatus =
          r.sim?.deletedAt !== undefined
            ? 'CAMPAIGN_STATUS_DELETE'
            : r.wire.opt_status === 'ENABLE'
              ? 'CAMPAIGN_STATUS_ENABLE'
              : 'CAMPAIGN_STATUS_DISABLE';
        return {
          id: r.id,
          name: r.wire.name,
          budget: ds.budget ?? 0,
          budget_mode: ds.budget_mode,
          landing_type: r.wire.landing_type,
          status,
          modify_time: formatDateTime(r.updatedAt),
          campaign_create_time: formatDateTime(r.createdAt),
          campaign_modify_time: formatDateTime(r.updatedAt),
        };
      })
      .filter((c) =>
        wantStatus(
          c.status,
          f.status,
          'CAMPAIGN_STATUS_ALL',
          'CAMPAIGN_STATUS_NOT_DELETE',
          'CAMPAIGN_STATUS_DELETE',
        ),
      );
    const { items, pageInfo } = pageOf(
      list,
      query.page,
      query.page_size,
      oceanengine.V2_LIST_PAGE_SIZE_MAX,
    );
    return { list: items.map((c) => pickFields(c, query.fields, 'id')), page_info: pageInfo };
  });

  ctx.endpoint('GET', `${API}/ad/get/`, (req) => {
    const query = ctx.parse(oceanengine.AdGetRequestSchema, req.input);
    const view = new OceanEngineView(world(), ctx.state, ctx.advertiser(req), req.now);
    const f = query.filtering ?? {};
    const list = promotions
      .listByAdvertiser(view.advertiser.id)
      .filter((r) => !f.ids || f.ids.includes(r.id))
      .filter((r) => !f.campaign_id || r.parentId === f.campaign_id)
      .filter((r) => !f.ad_name || r.wire.promotion_name.includes(f.ad_name))
      .filter((r) => onDay(r.createdAt, f.ad_create_time))
      .sort(newestFirst)
      .map((r): oceanengine.Ad => {
        const p = view.promotion(r);
        const parentWire = r.parentId ? projects.find(r.parentId)?.wire : undefined;
        const ds = parentWire?.delivery_setting;
        const parentAudience = parentWire?.audience;
        const pricing = ds?.pricing ?? 'PRICING_OCPM';
        // The promotion's own price wins over its project's: `bid` under CPC/CPM, else cpa_bid.
        const bid = p.bid ?? ds?.bid;
        const cpaBid = p.bid === undefined ? (p.cpa_bid ?? ds?.cpa_bid) : undefined;
        return {
          id: r.id,
          campaign_id: r.parentId ?? 0n,
          advertiser_id: r.advertiserId,
          name: r.wire.promotion_name,
          status: AD_STATUS[view.promotionState(r)],
          opt_status: r.wire.opt_status === 'ENABLE' ? 'AD_STATUS_ENABLE' : 'AD_STATUS_DISABLE',
          modify_time: p.modify_time,
          ad_create_time: p.promotion_create_time,
          ad_modify_time: p.promotion_modify_time,
          budget_mode: r.wire.budget
            ? 'BUDGET_MODE_DAY'
            : (ds?.budget_mode ?? 'BUDGET_MODE_INFINITE'),
          budget: r.wire.budget ?? ds?.budget ?? 0,
          pricing,
          ...(cpaBid ? { cpa_bid: cpaBid } : {}),
          ...(bid ? { bid } : {}),
          ...(r.wire.deep_cpabid ? { deep_cpabid: r.wire.deep_cpabid } : {}),
          ...auditRejectReason(r, req.now),
          ...adSchedule(r.sim?.v2Ad, ds),
          ...adAudience(r.sim?.v2Ad, parentAudience),
          ...((r.wire.schedule_time ?? ds?.schedule_time)
            ? { schedule_time: r.wire.schedule_time ?? ds?.schedule_time }
            : {}),
        };
      })
      .filter((a) => !f.pricing_list || f.pricing_list.some((p) => p === a.pricing))
      .filter((a) => !f.ad_modify_time || a.ad_modify_time.startsWith(f.ad_modify_time))
      .filter((a) =>
        wantStatus(a.status, f.status, 'AD_STATUS_ALL', 'AD_STATUS_NOT_DELETE', 'AD_STATUS_DELETE'),
      );
    const { items, pageInfo } = pageOf(
      list,
      query.page,
      query.page_size,
      oceanengine.V2_LIST_PAGE_SIZE_MAX,
    );
    return { list: items.map((a) => pickFields(a, query.fields, 'id')), page_info: pageInfo };
  });

  ctx.endpoint('GET', `${API}/creative/get/`, (req) => {
    const query = ctx.parse(oceanengine.CreativeGetRequestSchema, req.input);
    const view = new OceanEngineView(world(), ctx.state, ctx.advertiser(req), req.now);
    const f = query.filtering ?? {};
    const list: oceanengine.Creative[] = [];
    for (const r of promotions.listByAdvertiser(view.advertiser.id).sort(newestFirst)) {
      if (f.ad_id && r.id !== f.ad_id) continue;
      if (f.campaign_id && r.parentId !== f.campaign_id) continue;
      const p = view.promotion(r);
      const state = view.promotionState(r);
      const base = {
        ad_id: r.id,
        campaign_id: r.parentId ?? 0n,
        advertiser_id: r.advertiserId,
        creative_create_time: p.promotion_create_time,
        creative_modify_time: p.promotion_modify_time,
      };
      // A creative deleted through 2/creative/update/status/ stays listed, deleted.
      const statusOf = (materialStatus: oceanengine.MaterialStatus | undefined) =>
        materialStatus === 'MATERIAL_STATUS_DELETE'
          ? ('CREATIVE_STATUS_DELETE' as const)
          : materialStatus === 'MATERIAL_STATUS_OFFLINE_AUDIT'
            ? ('CREATIVE_STATUS_AUDIT_DENY' as const)
            : materialStatus === 'MATERIAL_STATUS_DISABLE'
              ? ('CREATIVE_STATUS_DISABLE' as const)
              : CREATIVE_STATUS[state];
      for (const v of p.promotion_materials.video_material_list ?? []) {
        if (v.material_id === undefined) continue;
        const status = statusOf(v.material_status);
        list.push({
          ...base,
          ...titleOf(r, v.material_id),
          creative_id: v.material_id,
          image_mode: v.image_mode,
          video_id: v.video_id,
          status,
          opt_status:
            status === 'CREATIVE_STATUS_DISABLE'
              ? 'CREATIVE_STATUS_DISABLE'
              : 'CREATIVE_STATUS_ENABLE',
        });
      }
      for (const g of p.promotion_materials.image_material_list ?? []) {
        for (const i of g.images) {
          if (i.material_id === undefined) continue;
          const status = statusOf(i.material_status);
          list.push({
            ...base,
            ...titleOf(r, i.material_id),
            creative_id: i.material_id,
            image_mode: g.image_mode,
            image_ids: [i.image_id],
            status,
            opt_status:
              status === 'CREATIVE_STATUS_DISABLE'
                ? 'CREATIVE_STATUS_DISABLE'
                : 'CREATIVE_STATUS_ENABLE',
          });
        }
      }
    }
    const filtered = list
      .filter((c) => !f.creative_ids || f.creative_ids.includes(c.creative_id))
      .filter(
        (c) => !f.creative_create_time || c.creative_create_time.startsWith(f.creative_create_time),
      )
      .filter(
        (c) => !f.creative_modify_time || c.creative_modify_time.startsWith(f.creative_modify_time),
      )
      .filter((c) => !f.image_mode || c.image_mode === f.image_mode)
      .filter((c) =>
        wantStatus(
          c.status,
          f.status,
          'CREATIVE_STATUS_ALL',
          'CREATIVE_STATUS_NOT_DELETE',
          'CREATIVE_STATUS_DELETE',
        ),
      );
    const { items, pageInfo } = pageOf(
      filtered,
      query.page,
      query.page_size,
      oceanengine.V2_LIST_PAGE_SIZE_MAX,
    );
    return {
      list: items.map((c) => pickFields(c, query.fields, 'creative_id')),
      page_info: pageInfo,
    };
  });
}

/** The denied review's reasons of an ad as one text (`audit_reject_reason`), nothing otherwise. */
function auditRejectReason(
  record: Readonly<OceanEnginePromotionRecord>,
  now: number,
): { audit_reject_reason?: string } {
  const reasons = [...new Set(visibleRejects(record, now).map((r) => rejectText(r).reason))];
  return reasons.length > 0 ? { audit_reject_reason: reasons.join('；') } : {};
}

type AdOwn = NonNullable<SimMeta['v2Ad']>;

/** An ad's schedule: its own where 2/ad/create/ or 2/ad/update/ set one, else its campaign's. */
function adSchedule(own: AdOwn | undefined, ds: oceanengine.DeliverySetting | undefined) {
  const type = own?.scheduleType ?? ds?.schedule_type ?? 'SCHEDULE_FROM_NOW';
  const start = own?.scheduleType ? own.startTime : ds?.start_time;
  const end = own?.scheduleType ? own.endTime : ds?.end_time;
  return {
    schedule_type: type,
    ...(start ? { start_time: `${start} 00:00` } : {}),
    ...(type === 'SCHEDULE_START_END' && end ? { end_time: `${end} 23:59` } : {}),
  };
}

/** An ad's audience (gender, age bands, regions): its own, else its campaign's. */
function adAudience(own: AdOwn | undefined, parent: oceanengine.Audience | undefined) {
  const gender = own?.gender ?? parent?.gender;
  const age = own?.age ?? parent?.age;
  const region = own?.region;
  if (gender === undefined && age === undefined && region === undefined) return {};
  return { audience: { gender: gender ?? 'NONE', age: age ?? [], ...region } };
}
