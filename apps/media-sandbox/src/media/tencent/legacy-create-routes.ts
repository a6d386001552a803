import { tencent } from '@toufang/media-wire';
import { audienceRefusal, conversionRefusal } from './creation-asset-catalogues';
import type { MediumContext } from '../../http/medium-context';
import type { TencentAdgroupWire, TencentDynamicCreativeWire } from '../../state/records';
import { submitWithAdgroup, withIds } from './creative-routes';
import { awaitingCreative } from './object-views';
import { geoLocationRefusal } from './region-rules';
import { checkImageLists } from './image-list-check';
import { checkDailyBudget, ItemError, ownObject, single } from './write-support';

// Legacy v1.x creation (reference §3.9; TSDK1 campaigns/add, adgroups/add, adcreatives/add,
// ads/add) under /v1.3/, over the world the v3 API shares: a campaign is the level-1 parent of its
// adgroups; an adgroup of a campaign is a legacy adgroup; an adcreative waits until an ad shows
// it, and the ad is then a dynamic creative of the adgroup with the adcreative's id (ad_id =
// adcreative_id). Campaign, adgroup and ad names are unique in the account among live objects, so
// a retried creation finds its object by name. One object a call; the call's error refuses it.

const API = '/tencent/v1.3';
const unix = (ms: number): number => Math.floor(ms / 1000);
const CARRIERS: Record<string, string> = {
  PROMOTED_OBJECT_TYPE_APP_IOS: 'MARKETING_CARRIER_TYPE_APP_IOS',
  PROMOTED_OBJECT_TYPE_APP_ANDROID: 'MARKETING_CARRIER_TYPE_APP_ANDROID',
};

export function registerTencentLegacyCreates(ctx: MediumContext): void {
  const { campaigns, adgroups, adcreatives, dynamicCreatives, conversions } = ctx.state.tencent;
  const world = () => ctx.sim.world('tencent');
  const live = <T extends { sim?: { deletedAt?: number } }>(r: T) => r.sim?.deletedAt === undefined;

  ctx.endpoint(
    'POST',
    `${API}/campaigns/add`,
    (req) => {
      const body = ctx.parse(tencent.LegacyCampaignAddRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const name = body.campaign_name;
        if (
          campaigns
            .listByAdvertiser(accountId)
            .some((r) => live(r) && r.wire.campaign_name === name)
        ) {
          throw new ItemError(`推广计划名称「${name}」已存在`);
        }
        const budget = body.daily_budget ?? 0;
        if (
          budget !== 0 &&
          (budget < tencent.LEGACY_CAMPAIGN_DAILY_BUDGET_MIN ||
            budget > tencent.LEGACY_CAMPAIGN_DAILY_BUDGET_MAX)
        ) {
          throw new ItemError('推广计划日预算须为 0（不限）或 5,000–400,000,000 分');
        }
        const id = ctx.state.nextId('tencent.campaign');
        campaigns.insert({
          id,
          advertiserId: accountId,
          parentId: null,
          createdAt: req.now,
          updatedAt: req.now,
          wire: {
            campaign_id: id,
            campaign_name: name,
            configured_status: body.configured_status ?? 'AD_STATUS_NORMAL',
            campaign_type: body.campaign_type,
            ...(body.promoted_object_type
              ? { promoted_object_type: body.promoted_object_type }
              : {}),
            daily_budget: budget,
            ...(body.speed_mode ? { speed_mode: body.speed_mode } : {}),
            created_time: unix(req.now),
          },
        });
        return { campaign_id: id } satisfies tencent.LegacyCampaignIdData;
      });
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/adgroups/add`,
    (req) => {
      const body = ctx.parse(tencent.LegacyAdgroupAddRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const campaign = ownObject(campaigns, accountId, body.campaign_id, '推广计划');
        const name = body.adgroup_name;
        if (
          adgroups.listByAdvertiser(accountId).some((r) => live(r) && r.wire.adgroup_name === name)
        ) {
          throw new ItemError(`广告组名称「${name}」已存在`);
        }
        if (body.end_date && body.end_date < body.begin_date) {
          throw new ItemError('end_date 不能早于 begin_date');
        }
        checkDailyBudget(body.daily_budget ?? 0, 0);
        const refused =
          audienceRefusal(accountId, body.targeting) ??
          geoLocationRefusal(body.targeting?.geo_location) ??
          conversionRefusal(
            conversions.listByAdvertiser(accountId),
            body.conversion_id,
            body.optimization_goal,
          );
        if (refused) throw new ItemError(refused);
        const id = ctx.state.nextId('tencent.adgroup');
        const wire = {
          adgroup_id: id,
          account_id: accountId,
          adgroup_name: name,
          marketing_goal: 'MARKETING_GOAL_USER_GROWTH',
          marketing_carrier_type: CARRIERS[body.promoted_object_type] ?? '',
          begin_date: body.begin_date,
          end_date: body.end_date ?? '',
          bid_amount: body.bid_amount,
          optimization_goal: body.optimization_goal,
          time_series: body.time_series ?? '1'.repeat(336),
          site_set: body.site_set,
          automatic_site_enabled: false,
          daily_budget: body.daily_budget ?? 0,
          ...(body.targeting ? { targeting: body.targeting } : {}),
          ...(body.conversion_id ? { conversion_id: body.conversion_id } : {}),
          bid_mode: body.bid_mode ?? 'BID_MODE_OCPM',
          configured_status: body.configured_status ?? 'AD_STATUS_NORMAL',
          system_status: 'ADGROUP_STATUS_CREATIVE_EMPTY',
          created_time: unix(req.now),
          last_modified_time: unix(req.now),
          is_deleted: false,
        } as TencentAdgroupWire;
        adgroups.insert({
          id,
          advertiserId: accountId,
          parentId: campaign.id,
          createdAt: req.now,
          updatedAt: req.now,
          wire,
          sim: { audit: awaitingCreative(req.now) },
        });
        return { adgroup_id: id } satisfies tencent.LegacyAdgroupIdData;
      });
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/adcreatives/add`,
    (req) => {
      const body = ctx.parse(tencent.AdcreativeAddRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const campaign = ownObject(campaigns, accountId, body.campaign_id, '推广计划');
        const e = body.adcreative_elements;
        if (!e.title) throw new ItemError('adcreative_elements.title 不能为空');
        if (!e.video && !e.image && !e.image_list?.length) {
          throw new ItemError('adcreative_elements 须有 image、image_list 或 video');
        }
        checkImageLists(ctx, req, e.image_list ? [e.image_list] : [], false);
        const { account_id: _account, ...fields } = body;
        const id = ctx.state.nextId('tencent.dynamicCreative');
        adcreatives.insert({
          id,
          advertiserId: accountId,
          parentId: campaign.id,
          createdAt: req.now,
          updatedAt: req.now,
          wire: { ...fields, adcreative_id: id },
        });
        return { adcreative_id: id } satisfies tencent.AdcreativeIdData;
      });
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/ads/add`,
    (req) => {
      const body = ctx.parse(tencent.LegacyAdAddRequestSchema, req.input);
      const accountId = ctx.advertiser(req).id;
      world().touch(accountId, req.now);
      return single(() => {
        const adgroup = ownObject(adgroups, accountId, body.adgroup_id, '广告组');
        if (adgroup.parentId === null) throw new ItemError(`广告组 ${adgroup.id} 不存在`);
        const creative = adcreatives.find(body.adcreative_id);
        if (!creative || creative.advertiserId !== accountId) {
          throw new ItemError(`广告创意 ${body.adcreative_id} 不存在或已被使用`);
        }
        if (creative.parentId !== adgroup.parentId) {
          throw new ItemError('广告创意与广告组不属于同一推广计划');
        }
        const name = body.ad_name;
        if (
          dynamicCreatives
            .listByAdvertiser(accountId)
            .some((r) => live(r) && r.wire.dynamic_creative_name === name)
        ) {
          throw new ItemError(`广告名称「${name}」已存在`);
        }
        const e = creative.wire.adcreative_elements;
        const components = withIds(
          ctx,
          {},
          {
            title: [{ value: { content: e.title ?? '' } }],
            ...(e.video ? { video: [{ value: { video_id: e.video } }] } : {}),
            ...(e.image ? { image: [{ value: { image_id: e.image } }] } : {}),
            ...(e.image_list?.length
              ? {
                  image_list: [{ value: { list: e.image_list.map((image_id) => ({ image_id })) } }],
                }
              : {}),
            ...(e.description ? { description: [{ value: { content: e.description } }] } : {}),
            ...(creative.wire.destination_url
              ? {
                  jump_info: [
                    {
                      value: {
                        page_type: 'PAGE_TYPE_H5',
                        page_spec: { h5_spec: { page_url: creative.wire.destination_url } },
                      },
                    },
                  ],
                }
              : {}),
          },
        );
        const id = creative.id;
        const audit = submitWithAdgroup(ctx, adgroup, { id, components }, undefined, req.now);
        const wire = {
          dynamic_creative_id: id,
          account_id: accountId,
          adgroup_id: adgroup.id,
          dynamic_creative_name: name,
          creative_template_id: creative.wire.adcreative_template_id,
          delivery_mode: 'DELIVERY_MODE_COMPONENT',
          creative_components: components,
          configured_status: body.configured_status ?? 'AD_STATUS_NORMAL',
          created_time: unix(req.now),
          last_modified_time: unix(req.now),
          is_deleted: false,
        } as TencentDynamicCreativeWire;
        dynamicCreatives.insert({
          id,
          advertiserId: accountId,
          parentId: adgroup.id,
          createdAt: req.now,
          updatedAt: req.now,
          wire,
          sim: { audit },
        });
        adcreatives.delete(creative.id);
        return { ad_id: id } satisfies tencent.LegacyAdIdData;
      });
    },
    { write: true },
  );
}
