import { tencent, type Published } from '@toufang/media-wire';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { hourOf, localDay } from '../../sim/time';
import type { ObjectRecord } from '../../state/collection';
import type {
  TencentAdgroupRecord,
  TencentCampaignRecord,
  TencentDynamicCreativeRecord,
} from '../../state/records';
import { writeAdgroup } from './adgroup-routes';
import { checkFilters, matchAll, pageWithFields, wantsDeleted, type FieldKind } from './filtering';
import { LegacyView } from './legacy-views';
import { TencentView } from './object-views';
import { bumped, checkDailyBudget, ItemError, ownObject, single } from './write-support';

// Legacy v1.x reads and writes (reference §3.9) under /v1.3/: campaigns/get|update,
// adgroups/get|update, ads/get|update, adcreatives/get. The lists page by number (newest first);
// the writes take one object and answer its id, refusing with the call's error. They act on the
// same world as v3 (legacy-views.ts): an adgroup's budget and bid follow the v3 rules (§3.5).

const API = '/tencent/v1.3';

const CAMPAIGN_FILTERS: Record<string, FieldKind> = {
  campaign_id: 'id',
  campaign_name: 'text',
  configured_status: 'enum',
  campaign_type: 'enum',
  promoted_object_type: 'enum',
  created_time: 'time',
  last_modified_time: 'time',
};
const ADGROUP_FILTERS: Record<string, FieldKind> = {
  campaign_id: 'id',
  adgroup_id: 'id',
  adgroup_name: 'text',
  configured_status: 'enum',
  system_status: 'enum',
  status: 'enum',
  created_time: 'time',
  last_modified_time: 'time',
};
const AD_FILTERS: Record<string, FieldKind> = {
  campaign_id: 'id',
  adgroup_id: 'id',
  ad_id: 'id',
  ad_name: 'text',
  configured_status: 'enum',
  system_status: 'enum',
  created_time: 'time',
  last_modified_time: 'time',
};
const ADCREATIVE_FILTERS: Record<string, FieldKind> = {
  campaign_id: 'id',
  adcreative_id: 'id',
  adcreative_name: 'text',
  created_time: 'time',
  last_modified_time: 'time',
};

const newestFirst = (a: ObjectRecord<unknown>, b: ObjectRecord<unknown>) =>
  b.createdAt - a.createdAt || b.id - a.id;

export function registerTencentLegacy(ctx: MediumContext): void {
  const { campaigns, adgroups, dynamicCreatives } = ctx.state.tencent;
  const world = () => ctx.sim.world('tencent');
  const views = (req: EndpointRequest) => {
    const view = new TencentView(world(), ctx.state, ctx.advertiser(req), req.now);
    return { view, legacy: new LegacyView(view, ctx.state, req.now) };
  };

  /** Registers a v1.x get: the account's records, deleted or live, filtered and paged. */
  const get = <R extends ObjectRecord<unknown>, T extends object, K extends keyof T & string>(
    path: string,
    filters: Record<string, FieldKind>,
    idField: K,
    records: (accountId: number) => readonly R[],
    toItem: (legacy: LegacyView, record: R) => T | null,
  ) =>
    ctx.endpoint('GET', `${API}/${path}/get`, (req) => {
      const query = ctx.parse(tencent.LegacyAdgroupGetRequestSchema, req.input);
      checkFilters(query.filtering, filters);
      const { view, legacy } = views(req);
      const deleted = wantsDeleted(query.is_deleted);
      const items = records(view.advertiser.id)
        .filter((r) => (r.sim?.deletedAt !== undefined) === deleted)
        .toSorted(newestFirst)
        .flatMap((r) => {
          const item = toItem(legacy, r);
          return item && matchAll(item, query.filtering, filters) ? [item] : [];
        });
      return pageWithFields(items, query, idField);
    });

  const own =
    <W>(collection: { listByAdvertiser(id: number): Readonly<ObjectRecord<W>>[] }) =>
    (accountId: number) =>
      collection.listByAdvertiser(accountId);
  get<Readonly<TencentCampaignRecord>, Published<tencent.LegacyCampaign>, 'campaign_id'>(
    'campaigns',
    CAMPAIGN_FILTERS,
    'campaign_id',
    own(campaigns),
    (l, r) => l.campaign(r),
  );
  get<Readonly<TencentAdgroupRecord>, Published<tencent.LegacyAdgroup>, 'adgroup_id'>(
    'adgroups',
    ADGROUP_FILTERS,
    'adgroup_id',
    own(adgroups),
    (l, r) => l.adgroup(r),
  );
  get<Readonly<TencentDynamicCreativeRecord>, Published<tencent.LegacyAd>, 'ad_id'>(
    'ads',
    AD_FILTERS,
    'ad_id',
    own(dynamicCreatives),
    (l, r) => l.ad(r),
  );
  get<Readonly<TencentDynamicCreativeRecord>, Published<tencent.Adcreative>, 'adcreative_id'>(
    'adcreatives',
    ADCREATIVE_FILTERS,
    'adcreative_id',
    own(dynamicCreatives),
    (l, r) => l.adcreative(r),
  );

  ctx.endpoint(
    'POST',
    `${API}/campaigns/update`,
    (req) => {
      const body = ctx.parse(tencent.LegacyCampaignUpdateRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const record = ownObject(campaigns, accountId, body.campaign_id, '推广计划');
        const name = body.campaign_name;
        if (
          name !== undefined &&
          campaigns
            .listByAdvertiser(accountId)
            .some((r) => r.id !== record.id && r.wire.campaign_name === name && !r.sim?.deletedAt)
        ) {
          throw new ItemError(`推广计划名称「${name}」已存在`);
        }
        let budgetChanges = record.sim?.budgetChanges;
        const budget = body.daily_budget;
        if (budget !== undefined && budget !== record.wire.daily_budget) {
          checkCampaignBudget(budget);
          const day = localDay(hourOf(req.now));
          const count = budgetChanges?.day === day ? budgetChanges.count : 0;
          if (count >= tencent.LEGACY_CAMPAIGN_BUDGET_CHANGES_PER_DAY) {
            throw new ItemError(
              `推广计划日预算每天最多修改 ${tencent.LEGACY_CAMPAIGN_BUDGET_CHANGES_PER_DAY} 次`,
            );
          }
          budgetChanges = { day, count: count + 1 };
        }
        campaigns.update(record.id, (r) => ({
          ...r,
          updatedAt: bumped(r, req.now),
          wire: {
            ...r.wire,
            ...(name === undefined ? {} : { campaign_name: name }),
            ...(budget === undefined ? {} : { daily_budget: budget }),
            ...(body.configured_status ? { configured_status: body.configured_status } : {}),
            ...(body.speed_mode ? { speed_mode: body.speed_mode } : {}),
          },
          sim: { ...r.sim, ...(budgetChanges ? { budgetChanges } : {}) },
        }));
        return { campaign_id: record.id };
      });
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/adgroups/update`,
    (req) => {
      const body = ctx.parse(tencent.LegacyAdgroupUpdateRequestSchema, req.input);
      const { view } = views(req);
      const accountId = view.advertiser.id;
      return single(() => {
        const record = ownObject(adgroups, accountId, body.adgroup_id, '广告组');
        if (record.parentId === null) throw new ItemError(`广告组 ${record.id} 不存在`);
        const { account_id: _account, adgroup_id: _id, ...changes } = body;
        if (
          changes.adgroup_name !== undefined &&
          adgroups
            .listByAdvertiser(accountId)
            .some(
              (r) =>
                r.id !== record.id &&
                r.wire.adgroup_name === changes.adgroup_name &&
                !r.sim?.deletedAt,
            )
        ) {
          throw new ItemError(`广告组名称「${changes.adgroup_name}」已存在`);
        }
        if (
          changes.daily_budget !== undefined &&
          changes.daily_budget !== record.wire.daily_budget
        ) {
          checkDailyBudget(changes.daily_budget, view.status.spentToday(record.id));
        }
        if (
          changes.bid_amount !== undefined &&
          record.wire.smart_bid_type === 'SMART_BID_TYPE_SYSTEMATIC'
        ) {
          throw new ItemError('系统自动出价的广告组不能修改出价');
        }
        const next = { ...record.wire, ...changes };
        if (next.end_date && next.end_date < next.begin_date) {
          throw new ItemError('end_date 不能早于 begin_date');
        }
        writeAdgroup(ctx, record, req.now, next);
        return { adgroup_id: record.id };
      });
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/ads/update`,
    (req) => {
      const body = ctx.parse(tencent.LegacyAdUpdateRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const record = ownObject(dynamicCreatives, accountId, body.ad_id, '广告');
        if (adgroups.find(record.wire.adgroup_id)?.parentId == null) {
          throw new ItemError(`广告 ${record.id} 不存在`);
        }
        dynamicCreatives.update(record.id, (r) => {
          const updatedAt = bumped(r, req.now);
          return {
            ...r,
            updatedAt,
            wire: {
              ...r.wire,
              ...(body.ad_name === undefined ? {} : { dynamic_creative_name: body.ad_name }),
              ...(body.configured_status ? { configured_status: body.configured_status } : {}),
              last_modified_time: Math.floor(updatedAt / 1000),
            },
          };
        });
        return { ad_id: record.id };
      });
    },
    { write: true },
  );
}

/** Normal campaign daily budget (reference §3.9): 0 = 不限, else 5,000–400,000,000 分. */
function checkCampaignBudget(fen: number): void {
  if (fen === 0) return;
  if (
    fen < tencent.LEGACY_CAMPAIGN_DAILY_BUDGET_MIN ||
    fen > tencent.LEGACY_CAMPAIGN_DAILY_BUDGET_MAX
  ) {
    throw new ItemError('推广计划日预算须为 0（不限）或 50–4,000,000 元（5,000–400,000,000 分）');
  }
}
