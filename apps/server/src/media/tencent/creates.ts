import type { TencentAccountPick, TencentCreationDraft } from '@toufang/contracts';
import { tencent } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { MediumCreates } from '../medium-creates';
import { numericId } from '../oauth-support';
import { endpointSender, limiterKeysOf } from '../write-calls';
import { brandOf, conversionOf, jumpInfoOf, pickOf, targetingOf } from './picks-wire';
import { shanghaiDay } from '../mirror/shanghai-time';

// Tencent Ads v3 creation (reference §3.5, §3.6): an adgroup (adgroups/add) holds the targeting,
// bid, budget and placements; a dynamic creative (dynamic_creatives/add) its materials and titles
// as components of the creative template. Adgroup and creative names are unique per account (an
// exact `EQUALS` filter finds them again). Money is 分 here and on the wire. What the account
// picked (its targeting package, audiences, conversion, 官方落地页 and brand) goes on the wire as
// picks-wire.ts says. A 图文 is an `image_list` component (its images' ids in order, marketing-api-
// go-sdk v3 ImageListStruct `list[]{image_id}`) and its text a `description`.

const MEDIUM = 'tencent' as const;

const ENDPOINTS = {
  adgroupAdd: { method: 'POST', path: 'adgroups/add' },
  adgroupGet: { method: 'GET', path: 'adgroups/get' },
  creativeAdd: { method: 'POST', path: 'dynamic_creatives/add' },
  creativeGet: { method: 'GET', path: 'dynamic_creatives/get' },
  targetingGet: { method: 'GET', path: 'targetings/get' },
} as const;

const CONFIGURED = (enabled: boolean) => (enabled ? 'AD_STATUS_NORMAL' : 'AD_STATUS_SUSPEND');

function adgroupRequest(
  d: TencentCreationDraft,
  today: string,
  parent: { name: string; enabled: boolean; budgetFen: number | null; bidFen: number | null },
  targeting: tencent.Targeting,
  pick: TencentAccountPick | null,
) {
  const a = d.adgroup;
  return {
    adgroup_name: parent.name,
    marketing_goal: a.marketing_goal,
    marketing_carrier_type: a.marketing_carrier_type,
    begin_date: a.begin_date ?? today,
    ...(a.end_date ? { end_date: a.end_date } : {}),
    bid_amount: parent.bidFen ?? 0,
    optimization_goal: a.optimization_goal,
    ...(a.time_series.includes('1') && a.time_series.includes('0')
      ? { time_series: a.time_series }
      : {}),
    automatic_site_enabled: a.automatic_site_enabled,
    ...(a.site_set.length > 0 ? { site_set: a.site_set } : {}),
    daily_budget: parent.budgetFen ?? 0,
    targeting,
    ...conversionOf(pick),
    bid_mode: a.bid_mode,
    ...(a.deep_conversion_goal !== null && a.deep_conversion_bid !== null
      ? { deep_conversion_behavior_bid: Math.round(a.deep_conversion_bid * 100) }
      : {}),
    configured_status: CONFIGURED(parent.enabled),
  } satisfies Omit<tencent.AdgroupAddRequest, 'account_id'>;
}

export function createTencentCreates(deps: AdapterDeps): MediumCreates<'tencent'> {
  const { client } = deps;
  const send = endpointSender(client, MEDIUM, ENDPOINTS, 'account_id');
  const today = () => shanghaiDay(deps.clock?.now() ?? new Date());

  return {
    medium: MEDIUM,
    limiterKeys: (accountId) => limiterKeysOf(client, MEDIUM, ENDPOINTS.creativeAdd, accountId),

    async findParent(token, accountId, name) {
      const data = await send('adgroupGet', tencent.AdgroupGetDataSchema, token, accountId, {
        filtering: [{ field: 'adgroup_name', operator: 'EQUALS', values: [name] }],
        fields: ['adgroup_id', 'adgroup_name'],
        page: 1,
        page_size: 10,
      });
      const found = data.list.find((a) => a.adgroup_name === name);
      return found ? String(found.adgroup_id) : null;
    },

    async createParent(token, accountId, d, parent) {
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
        tencent.AdgroupIdDataSchema,
        token,
        accountId,
        adgroupRequest(d, today(), parent, targeting, pick),
      );
      return String(data.adgroup_id);
    },

    async findRow(token, accountId, name) {
      const data = await send(
        'creativeGet',
        tencent.DynamicCreativeGetDataSchema,
        token,
        accountId,
        {
          filtering: [{ field: 'dynamic_creative_name', operator: 'EQUALS', values: [name] }],
          fields: ['dynamic_creative_id', 'dynamic_creative_name', 'adgroup_id'],
          page: 1,
          page_size: 10,
        },
      );
      const found = data.list.find((c) => c.dynamic_creative_name === name);
      if (!found) return null;
      return {
        id: String(found.dynamic_creative_id),
        parentId: found.adgroup_id === undefined ? null : String(found.adgroup_id),
      };
    },

    async createRow(token, accountId, d, adgroupId, row) {
      const videos = row.materials.filter((m) => m.kind === 'video');
      const images = row.materials.filter((m) => m.kind === 'image');
      const groups = row.materials.flatMap((m) => (m.imageText ? [m.imageText] : []));
      const texts = [...new Set(groups.map((g) => g.text).filter((t) => t !== ''))];
      const c = d.creative;
      const pick = pickOf(d.account_picks, accountId);
      const data = await send(
        'creativeAdd',
        tencent.DynamicCreativeIdDataSchema,
        token,
        accountId,
        {
          adgroup_id: numericId(adgroupId),
          dynamic_creative_name: row.name,
          creative_template_id: c.dynamic_creative_template_id,
          delivery_mode: 'DELIVERY_MODE_COMPONENT',
          creative_components: {
            title: row.titles.map((content) => ({ value: { content } })),
            ...(videos.length > 0
              ? {
                  video: videos.map((v) => ({
                    value: {
                      video_id: v.mediaFileId,
                      ...(v.coverId ? { cover_id: v.coverId } : {}),
                    },
                  })),
                }
              : {}),
            ...(images.length > 0
              ? { image: images.map((i) => ({ value: { image_id: i.mediaFileId } })) }
              : {}),
            ...(groups.length > 0
              ? {
                  image_list: groups.map((g) => ({
                    value: { list: g.images.map((i) => ({ image_id: i.mediaFileId })) },
                  })),
                }
              : {}),
            ...(texts.length > 0
              ? { description: texts.map((content) => ({ value: { content } })) }
              : {}),
            ...brandOf(pick),
            action_button: [{ value: { button_text: c.action_button } }],
            jump_info: [{ value: jumpInfoOf(pick, c.page_url) }],
          },
          configured_status: CONFIGURED(row.enabled),
        },
      );
      return String(data.dynamic_creative_id);
    },
  };
}
