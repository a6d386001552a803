import { tencent } from '@toufang/media-wire';
import type { TokenSource } from '../http/token-provider';
import type { AdapterDeps } from '../media-adapter';
import { CopyRefused, type MediumObjectCopy } from '../object-copy';
import { endpointSender, limiterKeysOf } from '../write-calls';
import { shanghaiDay } from '../mirror/shanghai-time';

// A Tencent v3 adgroup copied into its account (Tencent has no copy call): the adgroup is read
// (adgroups/get by id) and added again with its settings (adgroups/add, the creation's call), then
// each of its dynamic creatives (dynamic_creatives/get by adgroup → dynamic_creatives/add with the
// same components). Creative names are unique per account: a copy's creatives are named after the
// copy (`<copy>_1`, `<copy>_2` …), so a copy found by name is completed by them.

const MEDIUM = 'tencent' as const;
const PAGE_SIZE = 100;

const ENDPOINTS = {
  adgroupGet: { method: 'GET', path: 'adgroups/get' },
  adgroupAdd: { method: 'POST', path: 'adgroups/add' },
  creativeGet: { method: 'GET', path: 'dynamic_creatives/get' },
  creativeAdd: { method: 'POST', path: 'dynamic_creatives/add' },
} as const;

const CONFIGURED = (enabled: boolean) => (enabled ? 'AD_STATUS_NORMAL' : 'AD_STATUS_SUSPEND');

type Adgroup = tencent.AdgroupGetData['list'][number];
type Creative = tencent.DynamicCreativeGetData['list'][number];

/** adgroups/add's body of a copy of `a`. */
function adgroupRequest(a: Adgroup, name: string, enabled: boolean, today: string) {
  const request = {
    adgroup_name: name,
    marketing_goal: a.marketing_goal,
    marketing_sub_goal: a.marketing_sub_goal,
    marketing_carrier_type: a.marketing_carrier_type,
    marketing_target_type: a.marketing_target_type,
    // A start in the past is today's for a new adgroup.
    begin_date: a.begin_date && a.begin_date >= today ? a.begin_date : today,
    end_date: a.end_date || undefined,
    first_day_begin_time: a.first_day_begin_time,
    bid_amount: a.bid_amount,
    optimization_goal: a.optimization_goal,
    time_series: a.time_series,
    site_set: a.site_set,
    automatic_site_enabled: a.automatic_site_enabled,
    daily_budget: a.daily_budget,
    targeting: a.targeting,
    bid_mode: a.bid_mode,
    smart_bid_type: a.smart_bid_type,
    deep_conversion_behavior_bid: a.deep_conversion_behavior_bid,
    deep_conversion_worth_rate: a.deep_conversion_worth_rate,
    configured_status: CONFIGURED(enabled),
  };
  return Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined));
}

/** The components without the original's ids (the medium gives the copy its own). */
function componentsOf(c: Creative): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, list] of Object.entries(c.creative_components ?? {})) {
    if (!Array.isArray(list)) continue;
    out[key] = (list as tencent.Component[])
      .filter((part) => part.is_deleted !== true)
      .map((part) => ({ value: part.value }));
  }
  return out;
}

export function createTencentAdgroupCopy(deps: AdapterDeps): MediumObjectCopy {
  const { client } = deps;
  const send = endpointSender(client, MEDIUM, ENDPOINTS, 'account_id');
  const today = () => shanghaiDay(deps.clock?.now() ?? new Date());

  const adgroupWhere = async (
    token: TokenSource,
    accountId: string,
    field: 'adgroup_id' | 'adgroup_name',
    value: string,
  ) => {
    const data = await send('adgroupGet', tencent.AdgroupGetDataSchema, token, accountId, {
      filtering: [{ field, operator: 'EQUALS', values: [value] }],
      page: 1,
      page_size: 10,
    });
    return (
      data.list.find((a) =>
        field === 'adgroup_id' ? String(a.adgroup_id) === value : a.adgroup_name === value,
      ) ?? null
    );
  };

  const creativesOf = async (token: TokenSource, accountId: string, adgroupId: string) => {
    const all: Creative[] = [];
    for (let page = 1; ; page += 1) {
      const data = await send(
        'creativeGet',
        tencent.DynamicCreativeGetDataSchema,
        token,
        accountId,
        {
          filtering: [{ field: 'adgroup_id', operator: 'EQUALS', values: [adgroupId] }],
          page,
          page_size: PAGE_SIZE,
        },
      );
      all.push(...data.list);
      if (page * PAGE_SIZE >= data.page_info.total_number) return all;
    }
  };

  return {
    medium: MEDIUM,
    limiterKeys: (accountId) => limiterKeysOf(client, MEDIUM, ENDPOINTS.adgroupAdd, accountId),

    async find(token, accountId, name) {
      const found = await adgroupWhere(token, accountId, 'adgroup_name', name);
      return found ? String(found.adgroup_id) : null;
    },

    async copy(token, accountId, sourceId, name, enabled) {
      const source = await adgroupWhere(token, accountId, 'adgroup_id', sourceId);
      if (!source) throw new CopyRefused('SOURCE_GONE', `广告 ${sourceId} 不存在或已删除`);
      const originals = await creativesOf(token, accountId, sourceId);
      const found = await adgroupWhere(token, accountId, 'adgroup_name', name);
      const adgroupId = found
        ? String(found.adgroup_id)
        : String(
            (
              await send(
                'adgroupAdd',
                tencent.AdgroupIdDataSchema,
                token,
                accountId,
                adgroupRequest(source, name, enabled, today()),
              )
            ).adgroup_id,
          );
      const have = new Map(
        (found ? await creativesOf(token, accountId, adgroupId) : []).map((c) => [
          c.dynamic_creative_name,
          String(c.dynamic_creative_id),
        ]),
      );
      const ids: string[] = [];
      for (const [i, c] of originals.entries()) {
        const creativeName = `${name}_${i + 1}`;
        const existing = have.get(creativeName);
        if (existing) {
          ids.push(existing);
          continue;
        }
        const data = await send(
          'creativeAdd',
          tencent.DynamicCreativeIdDataSchema,
          token,
          accountId,
          {
            adgroup_id: adgroupId,
            dynamic_creative_name: creativeName,
            ...(c.creative_template_id !== undefined
              ? { creative_template_id: c.creative_template_id }
              : {}),
            ...(c.delivery_mode ? { delivery_mode: c.delivery_mode } : {}),
            ...(c.dynamic_creative_type ? { dynamic_creative_type: c.dynamic_creative_type } : {}),
            creative_components: componentsOf(c),
            configured_status: CONFIGURED(enabled),
          },
        );
        ids.push(String(data.dynamic_creative_id));
      }
      return { id: adgroupId, creativeIds: ids };
    },
  };
}
