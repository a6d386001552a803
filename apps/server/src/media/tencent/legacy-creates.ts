import type { TencentAccountPick, TencentV2CreationDraft } from '@toufang/contracts';
import { tencent } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { MediumCreates } from '../medium-creates';
import { numericId } from '../oauth-support';
import { endpointSender, limiterKeysOf } from '../write-calls';
import { conversionOf, pickOf, targetingOf } from './picks-wire';
import { LEGACY_API } from './legacy-object-listing';
import { shanghaiDay } from '../mirror/shanghai-time';

// Tencent v1.3 creation (reference §3.9; docs/media-wire/tencent.md "Legacy v1.x levels"): a
// campaign (推广计划, campaigns/add) holds the daily budget; an adgroup (广告组, adgroups/add) the
// targeting, placements, bid and schedule; each ad (广告, ads/add) shows one adcreative
// (adcreatives/add) of one material and a title (a 图文: its images as `image_list`, its text the
// description). Campaign, adgroup and ad names are unique in the
// account, so an exact `EQUALS` filter finds a creation again. Money is 分 here and on the wire.
// An account's targeting package, audiences and conversion go on the adgroup as in v3
// (picks-wire.ts); its creatives link to the draft's page address.

const MEDIUM = 'tencent' as const;
const PAGE_SIZE = 100;

const ENDPOINTS = {
  campaignAdd: { method: 'POST', path: `${LEGACY_API}campaigns/add` },
  campaignGet: { method: 'GET', path: `${LEGACY_API}campaigns/get` },
  adgroupAdd: { method: 'POST', path: `${LEGACY_API}adgroups/add` },
  adgroupGet: { method: 'GET', path: `${LEGACY_API}adgroups/get` },
  adcreativeAdd: { method: 'POST', path: `${LEGACY_API}adcreatives/add` },
  adAdd: { method: 'POST', path: `${LEGACY_API}ads/add` },
  adGet: { method: 'GET', path: `${LEGACY_API}ads/get` },
  /** The account's targeting packages, read through v3 as the v3 creation reads them. */
  targetingGet: { method: 'GET', path: 'targetings/get' },
} as const;

const CONFIGURED = (enabled: boolean) => (enabled ? 'AD_STATUS_NORMAL' : 'AD_STATUS_SUSPEND');
/** CPC bids per click; the other bid modes per impression. */
const BILLING = (bidMode: string) =>
  bidMode === 'BID_MODE_CPC' ? 'BILLINGEVENT_CLICK' : 'BILLINGEVENT_IMPRESSION';

const exactly = (field: string, value: string) => [{ field, operator: 'EQUALS', values: [value] }];

function adgroupRequest(
  d: TencentV2CreationDraft,
  today: string,
  campaignId: string,
  row: { name: string; enabled: boolean; bidFen: number | null },
  targeting: tencent.Targeting,
  pick: TencentAccountPick | null,
): Omit<tencent.LegacyAdgroupAddRequest, 'account_id'> {
  const a = d.adgroup;
  return {
    campaign_id: numericId(campaignId),
    adgroup_name: row.name,
    site_set: a.site_set,
    promoted_object_type: d.campaign.promoted_object_type,
    begin_date: a.begin_date ?? today,
    ...(a.end_date ? { end_date: a.end_date } : {}),
    billing_event: BILLING(a.bid_mode),
    bid_amount: row.bidFen ?? 0,
    optimization_goal: a.optimization_goal,
    bid_mode: a.bid_mode,
    ...(a.time_series.includes('1') && a.time_series.includes('0')
      ? { time_series: a.time_series }
      : {}),
    ...(a.daily_budget ? { daily_budget: Math.round(a.daily_budget * 100) } : {}),
    targeting,
    ...conversionOf(pick),
    configured_status: CONFIGURED(row.enabled),
  };
}

export function createTencentLegacyCreates(deps: AdapterDeps): MediumCreates<'tencent_v2'> {
  const { client } = deps;
  const send = endpointSender(client, MEDIUM, ENDPOINTS, 'account_id');
  const today = () => shanghaiDay(deps.clock?.now() ?? new Date());

  return {
    medium: 'tencent_v2',
    limiterKeys: (accountId) => limiterKeysOf(client, MEDIUM, ENDPOINTS.adAdd, accountId),

    async findParent(token, accountId, name) {
      const data = await send(
        'campaignGet',
        tencent.LegacyCampaignGetDataSchema,
        token,
        accountId,
        {
          filtering: exactly('campaign_name', name),
          page: 1,
          page_size: 10,
        },
      );
      const found = data.list.find((c) => c.campaign_name === name);
      return found ? String(found.campaign_id) : null;
    },

    async createParent(token, accountId, d, parent) {
      const data = await send('campaignAdd', tencent.LegacyCampaignIdDataSchema, token, accountId, {
        campaign_name: parent.name,
        campaign_type: 'CAMPAIGN_TYPE_NORMAL',
        promoted_object_type: d.campaign.promoted_object_type,
        daily_budget: parent.budgetFen ?? 0,
        configured_status: CONFIGURED(parent.enabled),
      });
      return String(data.campaign_id);
    },

    async findRow(token, accountId, name) {
      const data = await send('adgroupGet', tencent.LegacyAdgroupGetDataSchema, token, accountId, {
        filtering: exactly('adgroup_name', name),
        page: 1,
        page_size: 10,
      });
      const found = data.list.find((a) => a.adgroup_name === name);
      if (!found) return null;
      return {
        id: String(found.adgroup_id),
        parentId: found.campaign_id === undefined ? null : String(found.campaign_id),
      };
    },

    async createRow(token, accountId, d, campaignId, row) {
      const pick = pickOf(d.account_picks, accountId);
      const targeting = await targetingOf(
        (schema, t, id, params) => send('targetingGet', schema, t, id, params),
        token,
        accountId,
        pick,
        d.adgroup.targeting,
      );
      const data = await send(
        'adgroupAdd',
        tencent.LegacyAdgroupIdDataSchema,
        token,
        accountId,
        adgroupRequest(d, today(), campaignId, row, targeting, pick),
      );
      return String(data.adgroup_id);
    },

    async ensureChildren(token, accountId, d, adgroupId, row) {
      const have = new Map<string, string>();
      for (let page = 1; ; page += 1) {
        const data = await send('adGet', tencent.LegacyAdGetDataSchema, token, accountId, {
          filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [numericId(adgroupId)] }],
          page,
          page_size: PAGE_SIZE,
        });
        for (const ad of data.list) if (ad.ad_name) have.set(ad.ad_name, String(ad.ad_id));
        if (page >= data.page_info.total_page) break;
      }
      const adgroup = await send(
        'adgroupGet',
        tencent.LegacyAdgroupGetDataSchema,
        token,
        accountId,
        {
          filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [numericId(adgroupId)] }],
          page: 1,
          page_size: 1,
        },
      );
      const campaignId = adgroup.list[0]?.campaign_id;
      const ids: string[] = [];
      for (const [i, name] of row.childNames.entries()) {
        const found = have.get(name);
        if (found) {
          ids.push(found);
          continue;
        }
        const m = row.materials[i];
        if (!m || campaignId === undefined) continue;
        // One material a creative, the titles in turn.
        const creative = await send(
          'adcreativeAdd',
          tencent.AdcreativeIdDataSchema,
          token,
          accountId,
          {
            campaign_id: campaignId,
            adcreative_name: name,
            adcreative_template_id: d.ad.adcreative_template_id,
            adcreative_elements: {
              title: row.titles[i % row.titles.length] ?? '',
              // A 图文: its images' ids in order (`image_list`) and its text as the description.
              ...(m.imageText
                ? {
                    image_list: m.imageText.images.map((i) => i.mediaFileId),
                    ...(m.imageText.text ? { description: m.imageText.text } : {}),
                  }
                : m.kind === 'video'
                  ? { video: m.mediaFileId }
                  : { image: m.mediaFileId }),
            },
            ...(d.ad.page_url ? { destination_url: d.ad.page_url } : {}),
            site_set: d.adgroup.site_set,
            promoted_object_type: d.campaign.promoted_object_type,
          },
        );
        const ad = await send('adAdd', tencent.LegacyAdIdDataSchema, token, accountId, {
          adgroup_id: numericId(adgroupId),
          adcreative_id: creative.adcreative_id,
          ad_name: name,
          configured_status: CONFIGURED(row.enabled),
        });
        ids.push(String(ad.ad_id));
      }
      return ids;
    },
  };
}
