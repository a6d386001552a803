import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import type { TencentAdgroupRecord, TencentAdgroupWire } from '../../state/records';
import { audienceRefusal, conversionRefusal } from './creation-asset-catalogues';
import { checkFilters, matchAll, wantsDeleted, type FieldKind } from './filtering';
import { awaitingCreative, TencentView } from './object-views';
import { pageOrCursor } from './paging';
import { geoLocationRefusal } from './region-rules';
import { bumped, checkDailyBudget, ItemError, ownObject, single } from './write-support';

// adgroups/get|add|update|delete (reference §3.5). Names are unique per account among live
// adgroups; a new adgroup waits for its first dynamic creative before review (and delivery).
// get pages in both modes (paging.ts).

const API = '/tencent/v3.0';
const FILTER_FIELDS: Record<string, FieldKind> = {
  adgroup_id: 'id',
  adgroup_name: 'text',
  created_time: 'time',
  last_modified_time: 'time',
  configured_status: 'enum',
};
const unix = (ms: number): number => Math.floor(ms / 1000);

export function registerTencentAdgroups(ctx: MediumContext): void {
  const { adgroups, conversions } = ctx.state.tencent;
  const world = () => ctx.sim.world('tencent');

  const nameTaken = (accountId: number, name: string, except?: number): boolean =>
    adgroups
      .listByAdvertiser(accountId)
      .some((r) => r.id !== except && r.wire.adgroup_name === name && !r.sim?.deletedAt);

  ctx.endpoint('GET', `${API}/adgroups/get`, (req) => {
    const query = ctx.parse(tencent.AdgroupGetRequestSchema, req.input);
    checkFilters(query.filtering, FILTER_FIELDS);
    const view = new TencentView(world(), ctx.state, ctx.advertiser(req), req.now);
    const deleted = wantsDeleted(query.is_deleted);
    const records = adgroups
      .listByAdvertiser(view.advertiser.id)
      .filter((r) => (r.sim?.deletedAt !== undefined) === deleted);
    return pageOrCursor(records, query, 'adgroup_id', (r) => {
      const a = view.adgroup(r);
      return matchAll(a, query.filtering, FILTER_FIELDS) ? a : null;
    }) satisfies tencent.AdgroupGetData | tencent.AdgroupGetCursorData;
  });

  ctx.endpoint(
    'POST',
    `${API}/adgroups/add`,
    (req) => {
      const body = ctx.parse(tencent.AdgroupAddRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      if (nameTaken(accountId, body.adgroup_name)) {
        throw mediumError('param', `广告名称「${body.adgroup_name}」已存在`);
      }
      if (body.end_date && body.end_date < body.begin_date) {
        throw mediumError('param', 'end_date 不能早于 begin_date');
      }
      const { account_id: _account, ...fields } = body;
      single(() => checkDailyBudget(body.daily_budget ?? 0, 0));
      const refused =
        audienceRefusal(accountId, body.targeting) ??
        geoLocationRefusal(body.targeting?.geo_location) ??
        conversionRefusal(
          conversions.listByAdvertiser(accountId),
          body.conversion_id,
          body.optimization_goal,
        );
      if (refused) throw mediumError('param', refused);
      const id = ctx.state.nextId('tencent.adgroup');
      adgroups.insert({
        id,
        advertiserId: accountId,
        parentId: null,
        createdAt: req.now,
        updatedAt: req.now,
        wire: {
          ...fields,
          adgroup_id: id,
          account_id: accountId,
          end_date: body.end_date ?? '',
          time_series: body.time_series ?? '1'.repeat(336),
          daily_budget: body.daily_budget ?? 0,
          bid_mode: body.bid_mode ?? 'BID_MODE_OCPM',
          configured_status: body.configured_status ?? 'AD_STATUS_NORMAL',
          system_status: 'ADGROUP_STATUS_CREATIVE_EMPTY',
          created_time: unix(req.now),
          last_modified_time: unix(req.now),
          is_deleted: false,
        },
        sim: { audit: awaitingCreative(req.now) },
      });
      return { adgroup_id: id } satisfies tencent.AdgroupIdData;
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/adgroups/update`,
    (req) => {
      const body = ctx.parse(tencent.AdgroupUpdateRequestSchema, req.input);
      const view = new TencentView(world(), ctx.state, ctx.advertiser(req), req.now);
      const accountId = view.advertiser.id;
      return single(() => {
        const record = ownObject(adgroups, accountId, body.adgroup_id, '广告');
        const { account_id: _account, adgroup_id: _id, ...changes } = body;
        if (changes.adgroup_name && nameTaken(accountId, changes.adgroup_name, record.id)) {
          throw new ItemError(`广告名称「${changes.adgroup_name}」已存在`);
        }
        const geoRefused = geoLocationRefusal(changes.targeting?.geo_location);
        if (geoRefused) throw new ItemError(geoRefused);
        if (
          changes.daily_budget !== undefined &&
          changes.daily_budget !== record.wire.daily_budget
        ) {
          checkDailyBudget(changes.daily_budget, view.status.spentToday(record.id));
        }
        const next = {
          ...record.wire,
          ...changes,
          ...(changes.targeting
            ? { targeting: { ...record.wire.targeting, ...changes.targeting } }
            : {}),
        };
        if (changes.site_set?.length === 0 && next.automatic_site_enabled !== true) {
          throw new ItemError('请选择版位或开启自动版位');
        }
        if (next.end_date && next.end_date < next.begin_date) {
          throw new ItemError('end_date 不能早于 begin_date');
        }
        writeAdgroup(ctx, record, req.now, next);
        return { adgroup_id: record.id } satisfies tencent.AdgroupIdData;
      });
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/adgroups/delete`,
    (req) => {
      const body = ctx.parse(tencent.AdgroupDeleteRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const record = ownObject(adgroups, accountId, body.adgroup_id, '广告');
        deleteAdgroup(ctx, record, req.now);
        return { adgroup_id: record.id } satisfies tencent.AdgroupIdData;
      });
    },
    { write: true },
  );
}

/** Deletes an adgroup and, with it, its dynamic creatives (touch the account first). */
export function deleteAdgroup(
  ctx: MediumContext,
  record: Readonly<TencentAdgroupRecord>,
  now: number,
): void {
  const { adgroups, dynamicCreatives } = ctx.state.tencent;
  adgroups.update(record.id, (r) => ({
    ...r,
    updatedAt: bumped(r, now),
    wire: { ...r.wire, is_deleted: true },
    sim: { ...r.sim, deletedAt: now },
  }));
  for (const c of dynamicCreatives.listByParent(record.id)) {
    if (c.sim?.deletedAt !== undefined) continue;
    dynamicCreatives.update(c.id, (r) => ({
      ...r,
      updatedAt: bumped(r, now),
      wire: { ...r.wire, is_deleted: true },
      sim: { ...r.sim, deletedAt: now },
    }));
  }
}

/** Stores changed wire fields of an adgroup (touch the account first). */
export function writeAdgroup(
  ctx: MediumContext,
  record: Readonly<TencentAdgroupRecord>,
  now: number,
  wire: TencentAdgroupWire,
): void {
  const updatedAt = bumped(record, now);
  ctx.state.tencent.adgroups.update(record.id, (r) => ({
    ...r,
    updatedAt,
    wire: { ...wire, last_modified_time: unix(updatedAt) },
  }));
}
