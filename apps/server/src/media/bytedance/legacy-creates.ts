import type { AgeBand, BytedanceV2CreationDraft } from '@toufang/contracts';
import { bytedanceInventory } from '@toufang/domain';
import { oceanengine } from '@toufang/media-wire';
import type { z } from 'zod';
import type { TokenSource } from '../http/token-provider';
import type { AdapterDeps } from '../media-adapter';
import { isVertical, yuanOf, type MediumCreates, type NewRow } from '../medium-creates';
import { endpointSender, limiterKeysOf } from '../write-calls';
import { bytedanceLegacyKeywords } from './legacy-keywords';
import { regionWire } from './region-wire';

// Ocean Engine v2 creation (reference §1.10; docs/media-wire/oceanengine.md "Legacy v2 writes"): a
// campaign (广告组, 2/campaign/create/) holds a budget; an ad (计划, 2/ad/create/) the targeting, bid,
// budget and schedule; its custom creatives (2/creative/custom_creative/create/) one material each
// with a title. Campaign and ad names are unique among the account's live objects, so a name
// finds a creation again; an ad's creatives are made in one call, so an ad with creatives has them
// all. A search campaign's ads then take the draft's keywords (legacy-keywords.ts). Money is yuan
// with two decimals on the wire.

const MEDIUM = 'bytedance' as const;
const PAGE_SIZE = 100;

const ENDPOINTS = {
  campaignCreate: { method: 'POST', path: '2/campaign/create/' },
  campaignGet: { method: 'GET', path: '2/campaign/get/' },
  adCreate: { method: 'POST', path: '2/ad/create/' },
  adGet: { method: 'GET', path: '2/ad/get/' },
  creativeCreate: { method: 'POST', path: '2/creative/custom_creative/create/' },
  creativeGet: { method: 'GET', path: '2/creative/get/' },
} as const;

const FLOW_CONTROL = {
  BALANCE: 'FLOW_CONTROL_MODE_BALANCE',
  FAST: 'FLOW_CONTROL_MODE_FAST',
} as const;
const OPERATION = (enabled: boolean) => (enabled ? 'enable' : 'disable');
const AGES: Record<AgeBand, string> = {
  AGE_BETWEEN_18_23: 'AGE_BETWEEN_18_23',
  AGE_BETWEEN_24_30: 'AGE_BETWEEN_24_30',
  AGE_BETWEEN_31_40: 'AGE_BETWEEN_31_40',
  AGE_BETWEEN_41_49: 'AGE_BETWEEN_41_49',
  AGE_ABOVE_50: 'AGE_ABOVE_50',
};

const CampaignListSchema = oceanengine.v2ListDataSchema(
  oceanengine.CampaignSchema.pick({ id: true, name: true }),
);
const AdListSchema = oceanengine.v2ListDataSchema(
  oceanengine.AdSchema.pick({ id: true, name: true, campaign_id: true }),
);
const CreativeListSchema = oceanengine.v2ListDataSchema(
  oceanengine.CreativeSchema.pick({ creative_id: true, ad_id: true }),
);

function adRequest(
  d: BytedanceV2CreationDraft,
  campaignId: string,
  row: { name: string; enabled: boolean; budgetFen: number | null; bidFen: number | null },
): Omit<oceanengine.AdCreateRequest, 'advertiser_id'> {
  const a = d.ad;
  const ocpx = a.pricing === 'PRICING_OCPM' || a.pricing === 'PRICING_OCPC';
  const inventory = bytedanceInventory(a);
  const bid = yuanOf(row.bidFen);
  const app = d.campaign.landing_type === 'APP';
  return {
    campaign_id: BigInt(campaignId),
    name: row.name,
    operation: OPERATION(row.enabled),
    delivery_range: a.delivery_range,
    ...(inventory.inventories.length > 0 ? { inventory_type: [...inventory.inventories] } : {}),
    // Only an app goal downloads: a LINK campaign's ads send none of the app's fields.
    ...(app ? { download_type: a.download_type } : {}),
    ...(app && a.download_url
      ? a.download_type === 'EXTERNAL_URL'
        ? { external_url: a.download_url }
        : { download_url: a.download_url }
      : {}),
    ...(app ? { app_type: a.platform.includes('ANDROID') ? 'APP_ANDROID' : 'APP_IOS' } : {}),
    ...(app && a.package ? { package: a.package } : {}),
    ...(d.convert.base_id !== null ? { convert_id: BigInt(d.convert.base_id) } : {}),
    ...(ocpx ? { external_actions: [a.external_action] } : {}),
    ...(a.audience.gender !== 'NONE' ? { gender: a.audience.gender } : {}),
    ...(a.audience.age.length > 0 ? { age: a.audience.age.map((b) => AGES[b]) } : {}),
    ...regionWire(a.audience.region),
    platform: a.platform,
    smart_bid_type: a.smart_bid_type,
    flow_control_mode: FLOW_CONTROL[a.flow_control_mode],
    budget_mode: 'BUDGET_MODE_DAY',
    budget: yuanOf(row.budgetFen) ?? 0,
    schedule_type: a.schedule_type,
    ...(a.start_time ? { start_time: `${a.start_time} 00:00` } : {}),
    ...(a.end_time ? { end_time: `${a.end_time} 23:59` } : {}),
    ...(a.schedule_time.includes('0') ? { schedule_time: a.schedule_time } : {}),
    pricing: a.pricing,
    ...(bid !== undefined ? (ocpx ? { cpa_bid: bid } : { bid }) : {}),
    ...(a.deep_bid_type ? { deep_bid_type: a.deep_bid_type } : {}),
    ...(a.deep_cpabid !== null && a.deep_bid_type === 'DEEP_BID_MIN'
      ? { deep_cpabid: a.deep_cpabid }
      : {}),
  };
}

export function createBytedanceLegacyCreates(deps: AdapterDeps): MediumCreates<'bytedance_v2'> {
  const { client } = deps;
  const send = endpointSender(client, MEDIUM, ENDPOINTS, 'advertiser_id');
  const ensureKeywords = bytedanceLegacyKeywords(deps);

  /** Every page of a list until the exact name turns up (the name filters are fuzzy). */
  async function findByName<T extends { name: string }>(
    endpoint: 'campaignGet' | 'adGet',
    schema: z.ZodType<{ list: T[]; page_info: { total_page: number } }>,
    token: TokenSource,
    advertiserId: string,
    filtering: Record<string, unknown>,
    name: string,
  ): Promise<T | null> {
    for (let page = 1; ; page += 1) {
      const data = await send(endpoint, schema, token, advertiserId, {
        filtering,
        page,
        page_size: PAGE_SIZE,
      });
      const found = data.list.find((item) => item.name === name);
      if (found) return found;
      if (page >= data.page_info.total_page) return null;
    }
  }

  return {
    medium: 'bytedance_v2',
    limiterKeys: (advertiserId) => limiterKeysOf(client, MEDIUM, ENDPOINTS.adCreate, advertiserId),

    async findParent(token, advertiserId, name) {
      const found = await findByName(
        'campaignGet',
        CampaignListSchema,
        token,
        advertiserId,
        { campaign_name: name, status: 'CAMPAIGN_STATUS_NOT_DELETE' },
        name,
      );
      return found ? String(found.id) : null;
    },

    async createParent(token, advertiserId, d, parent) {
      const budget = d.campaign.budget_mode === 'BUDGET_MODE_DAY' ? d.campaign.budget : null;
      const data = await send(
        'campaignCreate',
        oceanengine.CampaignCreateDataSchema,
        token,
        advertiserId,
        {
          campaign_name: parent.name,
          operation: OPERATION(parent.enabled),
          budget_mode: d.campaign.budget_mode,
          ...(budget !== null ? { budget } : {}),
          landing_type: d.campaign.landing_type,
          campaign_type: d.campaign.campaign_type,
        },
      );
      return String(data.campaign_id);
    },

    async findRow(token, advertiserId, name) {
      const found = await findByName(
        'adGet',
        AdListSchema,
        token,
        advertiserId,
        { ad_name: name, status: 'AD_STATUS_NOT_DELETE' },
        name,
      );
      return found ? { id: String(found.id), parentId: String(found.campaign_id) } : null;
    },

    async createRow(token, advertiserId, d, campaignId, row) {
      const data = await send(
        'adCreate',
        oceanengine.AdCreateDataSchema,
        token,
        advertiserId,
        adRequest(d, campaignId, row),
      );
      return String(data.ad_id);
    },

    async ensureChildren(token, advertiserId, d, adId, row) {
      const creativeIds = await ensureCreatives(token, advertiserId, adId, row);
      if (d.campaign.campaign_type === 'SEARCH') {
        await ensureKeywords(token, advertiserId, adId, d.ad.keywords);
      }
      return creativeIds;
    },
  };

  async function ensureCreatives(
    token: TokenSource,
    advertiserId: string,
    adId: string,
    row: NewRow,
  ): Promise<string[]> {
    const have = await send('creativeGet', CreativeListSchema, token, advertiserId, {
      filtering: { ad_id: BigInt(adId) },
      page: 1,
      page_size: PAGE_SIZE,
    });
    if (have.list.length > 0) return have.list.map((c) => String(c.creative_id));
    // One creative a material; the titles go round the creatives.
    const created = await send(
      'creativeCreate',
      oceanengine.CustomCreativeCreateDataSchema,
      token,
      advertiserId,
      {
        ad_id: BigInt(adId),
        creative_list: row.materials.map((m, i) => ({
          image_mode:
            m.kind === 'video'
              ? isVertical(m)
                ? 'CREATIVE_IMAGE_MODE_VIDEO_VERTICAL'
                : 'CREATIVE_IMAGE_MODE_VIDEO'
              : isVertical(m)
                ? 'CREATIVE_IMAGE_MODE_LARGE_VERTICAL'
                : 'CREATIVE_IMAGE_MODE_LARGE',
          title_material: { title: row.titles[i % row.titles.length] ?? '' },
          ...(m.kind === 'video'
            ? { video_materials: [{ video_id: m.mediaFileId }] }
            : { image_materials: [{ image_info: { image_id: m.mediaFileId } }] }),
        })),
      },
    );
    return created.creative_ids.map(String);
  }
}
