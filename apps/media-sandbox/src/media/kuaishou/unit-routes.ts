import { kuaishou } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { auditPhase } from '../../sim/audit';
import type { KuaishouUnitRecord, KuaishouUnitWire } from '../../state/records';
import { objectEndpoints } from './object-endpoints';
import { targetRegionRefusal } from './region-rules';
import { KuaishouViews } from './object-views';
import {
  applyBatch,
  batchIds,
  bumped,
  newestFirst,
  ownLive,
  pageOf,
  putStatusChange,
  withinDates,
} from './object-support';

// 广告组 (reference §2.5–§2.7): list, create (reviewed: 11 审核中 → 20 | 12 with review_detail),
// update (a new landing page is re-reviewed), the put_status batch and the bid batch (answering
// the applied ids and `errors[]{id, unit_id, error_msg}`, documentIds 2575, 2576), and the
// day-budget update (documentId 2573: not below 120% of today's spend). Bids and budgets are 厘;
// schedule_time is 168 hourly cells.

const REVIEW_FILTER: Record<kuaishou.ReviewStatus, (status: number) => boolean> = {
  1: (s) => s === 11,
  2: (s) => s !== 11 && s !== 12,
  3: (s) => s === 12,
  7: () => false,
};

function checkBid(
  bidType: kuaishou.UnitBidType,
  bid?: number,
  cpaBid?: number,
  smart = false,
): void {
  const perUnit = bidType === 1 || bidType === 2 || bidType === 20;
  if (perUnit && bid === undefined) throw mediumError('param', 'CPC/CPM 出价须填写 bid（厘）');
  if (!perUnit && !smart && cpaBid === undefined) {
    throw mediumError('param', 'oCPX 出价须填写 cpa_bid（厘）');
  }
}

/** CPC / CPM / eCPC units bid per click or mille; the others set an oCPX target cost. */
const bidsPerUnit = (unit: KuaishouUnitWire) => [1, 2, 20].includes(unit.bid_type);
/** 191 首日 ROI, 774 7 日 ROI: the goals an ROI coefficient applies to. */
const ROI_GOALS: readonly number[] = [191, 774];

/** documentId 2576: the bid's range by the unit's bid type and goal; deep bid and ROI preconditions. */
function bidRefusal(unit: KuaishouUnitWire, body: kuaishou.UnitBidUpdateRequest): string | null {
  if (unit.bid_type === 2 || unit.bid_type === 20) {
    if (body.bid < 200 || body.bid > 100_000) return 'CPC/eCPC 出价须在 0.2-100 元之间';
  } else if (!bidsPerUnit(unit)) {
    const floor = unit.ocpx_action_type === 180 ? 5_000 : 1_000;
    if (body.bid < floor) return `出价不得低于 ${floor / 1000} 元`;
  }
  if (body.deep_conversion_bid !== undefined) {
    if (unit.deep_conversion_type === undefined) return '该广告组未设置深度转化目标';
    if (body.deep_conversion_bid <= body.bid) return '深度转化出价须高于出价';
  }
  if (body.roi_ratio !== undefined && !ROI_GOALS.includes(unit.ocpx_action_type ?? 0)) {
    return '仅 ROI 优化目标的广告组可设置 roi_ratio';
  }
  return null;
}

/** documentId 2573: not below the smaller of 120% of today's spend and the old budget. */
function budgetRefusal(budget: number, old: number, spentToday: number): string | null {
  if (budget === 0) return null;
  const floor = old === 0 ? spentToday * 1.2 : Math.min(spentToday * 1.2, old);
  return budget < floor ? `日预算不能低于 ${Math.ceil(floor)} 厘（今日消耗的 120%）` : null;
}

function bidChange(
  unit: KuaishouUnitWire,
  body: kuaishou.UnitBidUpdateRequest,
): Partial<KuaishouUnitWire> {
  return {
    ...(bidsPerUnit(unit) ? { bid: body.bid } : { cpa_bid: body.bid }),
    ...(body.deep_conversion_bid === undefined
      ? {}
      : { deep_conversion_bid: body.deep_conversion_bid }),
    ...(body.roi_ratio === undefined ? {} : { roi_ratio: body.roi_ratio }),
  };
}

/** A unit batch's refusals as documentIds 2575, 2576 and 2573 answer them. */
const unitErrors = (refused: readonly { id: number; reason: string }[]): kuaishou.WriteError[] =>
  refused.map(({ id, reason }) => ({ id, unit_id: id, error_msg: reason }));

export function registerKuaishouUnits(ctx: MediumContext): void {
  const { campaigns, units } = ctx.state.kuaishou;
  const { world, read, write } = objectEndpoints(ctx);
  const nameTaken = (advertiserId: number, name: string, except?: number) =>
    units
      .listByAdvertiser(advertiserId)
      .some((u) => u.id !== except && u.sim?.deletedAt === undefined && u.wire.unit_name === name);

  read('gw/dsp/unit/list', kuaishou.UnitListRequestSchema, (body, advertiser, req) => {
    const views = new KuaishouViews(world(), ctx.state, advertiser, req.now);
    const ids = body.unit_ids ?? (body.unit_id ? [body.unit_id] : undefined);
    const list = units
      .listByAdvertiser(advertiser.id)
      .filter((u) => !ids || ids.includes(u.id))
      .filter((u) => !body.campaign_id || u.parentId === body.campaign_id)
      .filter((u) => u.sim?.deletedAt === undefined || body.put_status_list?.includes(3))
      .sort(newestFirst)
      .map((u) => views.unit(u))
      .filter((u) => body.status === undefined || body.status === -1 || u.status === body.status)
      .filter((u) => !body.unit_name || u.unit_name.includes(body.unit_name))
      .filter((u) => !body.put_status_list || body.put_status_list.includes(u.put_status))
      .filter(
        (u) =>
          !body.review_status_list ||
          body.review_status_list.some((r) => REVIEW_FILTER[r](u.status)),
      )
      .filter((u) => withinDates(u.update_time, body));
    return pageOf(list, body.page, body.page_size) satisfies kuaishou.UnitListData;
  });

  write(
    'gw/dsp/unit/create',
    kuaishou.UnitCreateRequestSchema,
    (body, { id: advertiserId }, req) => {
      const campaign = ownLive(campaigns, advertiserId, body.campaign_id, '计划');
      if (nameTaken(advertiserId, body.unit_name)) {
        throw mediumError('param', `广告组名称已存在: ${body.unit_name}`);
      }
      checkBid(body.bid_type, body.bid, body.cpa_bid, campaign.wire.bid_type === 1);
      const regionRefused = targetRegionRefusal(body.target);
      if (regionRefused) throw mediumError('param', regionRefused);
      const id = ctx.state.nextId('kuaishou.unit');
      const at = formatDateTime(req.now);
      const { advertiser_id: _a, put_status, ...rest } = body;
      const record: KuaishouUnitRecord = {
        id,
        advertiserId,
        parentId: campaign.id,
        createdAt: req.now,
        updatedAt: req.now,
        wire: {
          ...rest,
          unit_id: id,
          put_status: put_status ?? 1,
          status: 11,
          create_time: at,
          update_time: at,
        },
      };
      units.insert({ ...record, sim: world().submit(record, 'create', req.now, false) });
      return { unit_id: id } satisfies kuaishou.UnitCreateData;
    },
  );

  write(
    'gw/dsp/unit/update',
    kuaishou.UnitUpdateRequestSchema,
    (body, { id: advertiserId }, req) => {
      const record = ownLive(units, advertiserId, body.unit_id, '广告组');
      if (body.unit_name && nameTaken(advertiserId, body.unit_name, record.id)) {
        throw mediumError('param', `广告组名称已存在: ${body.unit_name}`);
      }
      const regionRefused = targetRegionRefusal(body.target);
      if (regionRefused) throw mediumError('param', regionRefused);
      const { advertiser_id: _a, unit_id: _u, ...change } = body;
      const wire = { ...record.wire, ...change };
      checkBid(
        wire.bid_type,
        wire.bid,
        wire.cpa_bid,
        campaigns.find(record.parentId ?? 0)?.wire.bid_type === 1,
      );
      const next = { ...record, updatedAt: bumped(record, req.now), wire };
      const reviewed = body.url !== undefined && body.url !== record.wire.url;
      const delivered = auditPhase(record.sim?.audit, req.now) === 'pass';
      units.put(
        reviewed ? { ...next, sim: world().submit(next, 'edit', req.now, delivered) } : next,
      );
      return { unit_id: record.id };
    },
  );

  write(
    'v1/ad_unit/update/status',
    kuaishou.UnitStatusUpdateRequestSchema,
    (body, { id: advertiserId }, req) => {
      const { applied, refused } = applyBatch(
        units,
        batchIds(body.unit_id, body.unit_ids),
        advertiserId,
        '广告组',
        { change: putStatusChange(body.put_status, req.now) },
      );
      return {
        unit_ids: applied,
        errors: unitErrors(refused),
      } satisfies kuaishou.UnitStatusUpdateData;
    },
  );

  write(
    'v1/ad_unit/update/bid',
    kuaishou.UnitBidUpdateRequestSchema,
    (body, { id: advertiserId }, req) => {
      const { applied, refused } = applyBatch(
        units,
        batchIds(body.unit_id, body.unit_ids),
        advertiserId,
        '广告组',
        {
          refuse: (record) => bidRefusal(record.wire, body),
          change: (r) => ({
            ...r,
            updatedAt: bumped(r, req.now),
            wire: { ...r.wire, ...bidChange(r.wire, body) },
          }),
        },
      );
      return {
        unit_ids: applied,
        errors: unitErrors(refused),
      } satisfies kuaishou.UnitBidUpdateData;
    },
  );

  write(
    'v1/ad_unit/update/day_budget',
    kuaishou.UnitDayBudgetUpdateRequestSchema,
    (body, advertiser, req) => {
      const budget = body.day_budget;
      // The delivery engine spends by one day budget: a weekday schedule is not simulated.
      if (budget === undefined) throw mediumError('param', '沙箱不模拟广告组分日预算');
      const views = new KuaishouViews(world(), ctx.state, advertiser, req.now);
      const { applied, refused } = applyBatch(
        units,
        batchIds(body.unit_id, body.unit_ids),
        advertiser.id,
        '广告组',
        {
          refuse: (record) =>
            budgetRefusal(budget, record.wire.day_budget ?? 0, views.unitSpentToday(record.id)),
          change: (r) => ({
            ...r,
            updatedAt: bumped(r, req.now),
            wire: { ...r.wire, day_budget: budget },
          }),
        },
      );
      return {
        unit_ids: applied,
        errors: unitErrors(refused),
      } satisfies kuaishou.UnitDayBudgetUpdateData;
    },
  );
}
