import { tencent } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { hourOf, localDay } from '../../sim/time';
import { deleteAdgroup, writeAdgroup } from './adgroup-routes';
import { campaignBudgetChange } from './legacy-budget';
import { TencentView } from './object-views';
import { geoLocationRefusal, type GeoLocation } from './region-rules';
import { bumped, checkDailyBudget, ItemError, ownObject, single } from './write-support';

// Legacy v1.x writes (reference §3.9) under /v1.3/: campaigns/update|delete,
// adgroups/update|delete, ads/update|delete. Each takes one object and answers its id, refusing
// with the call's error; a delete takes the objects below with it. An adgroup's budget and bid
// follow the v3 rules (§3.5), its time slots may not be all 0, its targeting keys replace its own
// (v1.3 adgroups/update has no site_set); only adgroups of a campaign are legacy ones.

const API = '/tencent/v1.3';

export function registerTencentLegacyWrites(ctx: MediumContext): void {
  const { campaigns, adgroups, dynamicCreatives } = ctx.state.tencent;
  const world = () => ctx.sim.world('tencent');

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
          budgetChanges = campaignBudgetChange(budget, budgetChanges, localDay(hourOf(req.now)));
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
      const view = new TencentView(world(), ctx.state, ctx.advertiser(req), req.now);
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
        if (changes.time_series !== undefined && !changes.time_series.includes('1')) {
          throw new ItemError('time_series 不能全为 0');
        }
        const geoRefused = geoLocationRefusal(
          (changes.targeting as { geo_location?: GeoLocation } | undefined)?.geo_location,
        );
        if (geoRefused) throw new ItemError(geoRefused);
        const next = {
          ...record.wire,
          ...changes,
          // The targeting keys given replace the adgroup's; the others stay.
          ...(changes.targeting
            ? { targeting: { ...record.wire.targeting, ...changes.targeting } }
            : {}),
        };
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

  ctx.endpoint(
    'POST',
    `${API}/campaigns/delete`,
    (req) => {
      const body = ctx.parse(tencent.LegacyCampaignDeleteRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const record = ownObject(campaigns, accountId, body.campaign_id, '推广计划');
        campaigns.update(record.id, (r) => ({
          ...r,
          updatedAt: bumped(r, req.now),
          sim: { ...r.sim, deletedAt: req.now },
        }));
        for (const child of adgroups.listByParent(record.id)) {
          if (child.sim?.deletedAt === undefined) deleteAdgroup(ctx, child, req.now);
        }
        return { campaign_id: record.id };
      });
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/adgroups/delete`,
    (req) => {
      const body = ctx.parse(tencent.LegacyAdgroupDeleteRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const record = ownObject(adgroups, accountId, body.adgroup_id, '广告组');
        if (record.parentId === null) throw new ItemError(`广告组 ${record.id} 不存在`);
        deleteAdgroup(ctx, record, req.now);
        return { adgroup_id: record.id };
      });
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/ads/delete`,
    (req) => {
      const body = ctx.parse(tencent.LegacyAdDeleteRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const record = ownObject(dynamicCreatives, accountId, body.ad_id, '广告');
        if (adgroups.find(record.wire.adgroup_id)?.parentId == null) {
          throw new ItemError(`广告 ${record.id} 不存在`);
        }
        dynamicCreatives.update(record.id, (r) => ({
          ...r,
          updatedAt: bumped(r, req.now),
          wire: { ...r.wire, is_deleted: true },
          sim: { ...r.sim, deletedAt: req.now },
        }));
        return { ad_id: record.id };
      });
    },
    { write: true },
  );
}
