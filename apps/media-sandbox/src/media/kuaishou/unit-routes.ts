import { kuaishou } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { auditPhase } from '../../sim/audit';
import type { KuaishouUnitRecord } from '../../state/records';
import { KuaishouViews } from './object-views';
import { API, batchable, batchIds, bumped, newestFirst, ownLive, pageOf } from './object-support';

// 广告组 (reference §2.5–§2.7): list, create (reviewed: 11 审核中 → 20 | 12 with review_detail),
// update (a new landing page is re-reviewed), the put_status batch, bid and day-budget updates
// (the day-budget path and its lowering rule follow the campaign's; reference marks them U).
// Bids and budgets are 厘; schedule_time is 168 hourly cells.

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

export function registerKuaishouUnits(ctx: MediumContext): void {
  const { campaigns, units } = ctx.state.kuaishou;
  const world = () => ctx.sim.world('kuaishou');
  const nameTaken = (advertiserId: number, name: string, except?: number) =>
    units
      .listByAdvertiser(advertiserId)
      .some((u) => u.id !== except && u.sim?.deletedAt === undefined && u.wire.unit_name === name);

  ctx.endpoint('POST', `${API}/gw/dsp/unit/list`, (req) => {
    const body = ctx.parse(kuaishou.UnitListRequestSchema, req.input);
    const advertiser = ctx.advertiser(req);
    world().touch(advertiser.id, req.now);
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
      .filter((u) => {
        const day = u.update_time.slice(0, 10);
        return (
          (!body.start_date || day >= body.start_date) && (!body.end_date || day <= body.end_date)
        );
      });
    return pageOf(list, body.page, body.page_size) satisfies kuaishou.UnitListData;
  });

  ctx.endpoint(
    'POST',
    `${API}/gw/dsp/unit/create`,
    (req) => {
      const body = ctx.parse(kuaishou.UnitCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const campaign = ownLive(campaigns, advertiserId, body.campaign_id, '计划');
      if (nameTaken(advertiserId, body.unit_name)) {
        throw mediumError('param', `广告组名称已存在: ${body.unit_name}`);
      }
      checkBid(body.bid_type, body.bid, body.cpa_bid, campaign.wire.bid_type === 1);
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
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/gw/dsp/unit/update`,
    (req) => {
      const body = ctx.parse(kuaishou.UnitUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const record = ownLive(units, advertiserId, body.unit_id, '广告组');
      if (body.unit_name && nameTaken(advertiserId, body.unit_name, record.id)) {
        throw mediumError('param', `广告组名称已存在: ${body.unit_name}`);
      }
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
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/v1/ad_unit/update/status`,
    (req) => {
      const body = ctx.parse(kuaishou.UnitStatusUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const applied: number[] = [];
      for (const id of batchIds(body.unit_id, body.unit_ids)) {
        if (!batchable(units.find(id), advertiserId)) continue;
        units.update(id, (r) => ({
          ...r,
          updatedAt: bumped(r, req.now),
          wire: { ...r.wire, put_status: body.put_status },
          ...(body.put_status === 3 ? { sim: { ...r.sim, deletedAt: req.now } } : {}),
        }));
        applied.push(id);
      }
      return { unit_ids: applied } satisfies kuaishou.UnitStatusUpdateData;
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/v1/ad_unit/update/bid`,
    (req) => {
      const body = ctx.parse(kuaishou.UnitBidUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const record = ownLive(units, advertiserId, body.unit_id, '广告组');
      const perUnit = [1, 2, 20].includes(record.wire.bid_type);
      units.update(record.id, (r) => ({
        ...r,
        updatedAt: bumped(r, req.now),
        wire: { ...r.wire, ...(perUnit ? { bid: body.bid } : { cpa_bid: body.bid }) },
      }));
      return { unit_id: record.id };
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/v1/ad_unit/update/day_budget`,
    (req) => {
      const body = ctx.parse(kuaishou.UnitDayBudgetUpdateRequestSchema, req.input);
      const advertiser = ctx.advertiser(req);
      world().touch(advertiser.id, req.now);
      const record = ownLive(units, advertiser.id, body.unit_id, '广告组');
      if (body.day_budget !== 0) {
        const spent = new KuaishouViews(world(), ctx.state, advertiser, req.now).unitSpentToday(
          record.id,
        );
        const old = record.wire.day_budget ?? 0;
        const floor = old === 0 ? spent * 1.2 : Math.min(spent * 1.2, old);
        if (body.day_budget < floor) {
          throw mediumError('param', `日预算不能低于 ${Math.ceil(floor)} 厘（今日消耗的 120%）`);
        }
      }
      units.update(record.id, (r) => ({
        ...r,
        updatedAt: bumped(r, req.now),
        wire: { ...r.wire, day_budget: body.day_budget },
      }));
      return { unit_id: record.id };
    },
    { write: true },
  );
}
