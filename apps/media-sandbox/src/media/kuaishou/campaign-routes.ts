import { kuaishou } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import type { KuaishouCampaignRecord } from '../../state/records';
import { formatDateTime } from '../../clock';
import { objectEndpoints } from './object-endpoints';
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

// 广告计划 (reference §2.5–§2.7): list, create, update and the put_status batch. day_budget is 厘,
// 0 = 不限, otherwise 500 元 – 1e8 元, and so is each day of day_budget_schedule; put_status 3
// deletes the campaign with its units and creatives. A weekday schedule is kept and answered, but
// the delivery engine caps a campaign's spend by its day_budget alone.

const MIN_BUDGET_LI = 500_000;
const MAX_BUDGET_LI = 100_000_000_000;

function checkDayBudget(li: number | undefined): void {
  if (li === undefined || li === 0) return;
  if (li < MIN_BUDGET_LI || li > MAX_BUDGET_LI) {
    throw mediumError('param', 'day_budget 须为 0（不限）或 500 元至 1 亿元之间（单位：厘）');
  }
}

export function registerKuaishouCampaigns(ctx: MediumContext): void {
  const { campaigns, units, creatives } = ctx.state.kuaishou;
  const { world, read, write } = objectEndpoints(ctx);
  const nameTaken = (advertiserId: number, name: string, except?: number) =>
    campaigns
      .listByAdvertiser(advertiserId)
      .some(
        (c) => c.id !== except && c.sim?.deletedAt === undefined && c.wire.campaign_name === name,
      );

  read('gw/dsp/campaign/list', kuaishou.CampaignListRequestSchema, (body, advertiser, req) => {
    const views = new KuaishouViews(world(), ctx.state, advertiser, req.now);
    const ids = body.campaign_ids ?? (body.campaign_id ? [body.campaign_id] : undefined);
    const list = campaigns
      .listByAdvertiser(advertiser.id)
      .filter((c) => !ids || ids.includes(c.id))
      .sort(newestFirst)
      .map((c) => views.campaign(c))
      .filter((c) => (body.status === -2 ? true : c.status !== 5))
      .filter((c) => body.status === undefined || body.status === -2 || c.status === body.status)
      .filter((c) => !body.campaign_name || c.campaign_name.includes(body.campaign_name))
      .filter((c) => !body.put_status_list || body.put_status_list.includes(c.put_status))
      .filter((c) =>
        withinDates(body.time_filter_type === 1 ? c.create_time : c.update_time, body),
      );
    return pageOf(list, body.page, body.page_size) satisfies kuaishou.CampaignListData;
  });

  write(
    'gw/dsp/campaign/create',
    kuaishou.CampaignCreateRequestSchema,
    (body, { id: advertiserId }, req) => {
      if (nameTaken(advertiserId, body.campaign_name)) {
        throw mediumError('param', `计划名称已存在: ${body.campaign_name}`);
      }
      checkDayBudget(body.day_budget);
      const id = ctx.state.nextId('kuaishou.campaign');
      const at = formatDateTime(req.now);
      const record: KuaishouCampaignRecord = {
        id,
        advertiserId,
        parentId: null,
        createdAt: req.now,
        updatedAt: req.now,
        wire: {
          campaign_id: id,
          campaign_name: body.campaign_name,
          put_status: body.put_status ?? 1,
          status: 4,
          day_budget: body.day_budget ?? 0,
          ...(body.day_budget_schedule ? { day_budget_schedule: body.day_budget_schedule } : {}),
          campaign_type: body.type,
          ad_type: body.ad_type ?? 0,
          bid_type: body.bid_type ?? 0,
          create_time: at,
          update_time: at,
        },
      };
      campaigns.insert(record);
      return { campaign_id: id } satisfies kuaishou.CampaignCreateData;
    },
  );

  write('gw/dsp/campaign/update', kuaishou.CampaignUpdateRequestSchema, (body, advertiser, req) => {
    const record = ownLive(campaigns, advertiser.id, body.campaign_id, '计划');
    if (body.campaign_name && nameTaken(advertiser.id, body.campaign_name, record.id)) {
      throw mediumError('param', `计划名称已存在: ${body.campaign_name}`);
    }
    // Each weekday's amount follows the day budget's range (0 = 不限).
    for (const li of body.day_budget_schedule ?? []) checkDayBudget(li);
    if (body.day_budget !== undefined) {
      checkDayBudget(body.day_budget);
      const old = record.wire.day_budget;
      if (body.day_budget !== 0 && (old === 0 || body.day_budget < old)) {
        // A lowered budget may not go below min(120 % of today's spend, the old budget).
        const views = new KuaishouViews(world(), ctx.state, advertiser, req.now);
        const spentLi = views.campaignSpentToday(record.id);
        const floor = old === 0 ? spentLi * 1.2 : Math.min(spentLi * 1.2, old);
        if (body.day_budget < floor) {
          throw mediumError('param', `日预算不能低于 ${Math.ceil(floor)} 厘（今日消耗的 120%）`);
        }
      }
    }
    campaigns.update(record.id, (r) => ({
      ...r,
      updatedAt: bumped(r, req.now),
      wire: {
        ...r.wire,
        ...(body.campaign_name ? { campaign_name: body.campaign_name } : {}),
        ...(body.day_budget !== undefined ? { day_budget: body.day_budget } : {}),
        ...(body.day_budget_schedule !== undefined
          ? { day_budget_schedule: body.day_budget_schedule }
          : {}),
      },
    }));
    return { campaign_id: record.id };
  });

  write(
    'v1/campaign/update/status',
    kuaishou.CampaignStatusUpdateRequestSchema,
    (body, { id: advertiserId }, req) => {
      // documentId 2569 answers only the applied ids: a refused campaign is left out.
      const { applied } = applyBatch(
        campaigns,
        batchIds(body.campaign_id, body.campaign_ids),
        advertiserId,
        '计划',
        { change: putStatusChange(body.put_status, req.now) },
      );
      if (body.put_status === 3) {
        const deletedAt = req.now;
        for (const id of applied) {
          for (const unit of units.listByParent(id)) {
            units.update(unit.id, (r) => ({
              ...r,
              updatedAt: bumped(r, req.now),
              sim: { ...r.sim, deletedAt },
            }));
            for (const creative of creatives.listByParent(unit.id)) {
              creatives.update(creative.id, (r) => ({
                ...r,
                updatedAt: bumped(r, req.now),
                sim: { ...r.sim, deletedAt },
              }));
            }
          }
        }
      }
      return { campaign_ids: applied } satisfies kuaishou.CampaignStatusUpdateData;
    },
  );
}
