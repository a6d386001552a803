import { kuaishou } from '@toufang/media-wire';
import type { TokenSource } from '../http/token-provider';
import type { AdapterDeps } from '../media-adapter';
import { CopyRefused, type MediumObjectCopy } from '../object-copy';
import { numericId } from '../oauth-support';
import { endpointSender, limiterKeysOf } from '../write-calls';
import { shanghaiDay } from '../mirror/shanghai-time';

// A Kuaishou unit copied into its campaign (Kuaishou has no copy call): the unit is read
// (gw/dsp/unit/list by id) and created again with its settings (gw/dsp/unit/create, the
// creation's call), then its creatives — the custom ones (gw/dsp/creative/list → creative/create,
// names unique per unit, so the copy keeps them) or its programmatic package
// (advanced_creative/list → create, one per unit). A copy found by name is completed.

const MEDIUM = 'kuaishou' as const;
const PAGE_SIZE = 100;

const ENDPOINTS = {
  unitList: { method: 'POST', path: 'gw/dsp/unit/list' },
  unitCreate: { method: 'POST', path: 'gw/dsp/unit/create' },
  creativeList: { method: 'POST', path: 'gw/dsp/creative/list' },
  creativeCreate: { method: 'POST', path: 'gw/dsp/creative/create' },
  packageList: { method: 'POST', path: 'gw/dsp/advanced_creative/list' },
  packageCreate: { method: 'POST', path: 'gw/dsp/advanced_creative/create' },
} as const;

const PUT_STATUS = (enabled: boolean) => (enabled ? 1 : 2);
const positive = (n: number | undefined) => (n !== undefined && n > 0 ? n : undefined);

/** unit/create's body of a copy of `u` (the medium's own reply fields, as the unit has them). */
function unitRequest(u: kuaishou.Unit, name: string, enabled: boolean, today: string) {
  const request = {
    campaign_id: u.campaign_id,
    unit_name: name,
    bid_type: u.bid_type,
    bid: positive(u.bid),
    cpa_bid: positive(u.cpa_bid),
    ocpx_action_type: u.ocpx_action_type,
    deep_conversion_type: positive(u.deep_conversion_type),
    deep_conversion_bid: positive(u.deep_conversion_bid),
    roi_ratio: positive(u.roi_ratio),
    scene_id: u.scene_id,
    unit_type: u.unit_type,
    // A start in the past is today's for a new unit.
    begin_time: u.begin_time && u.begin_time >= today ? u.begin_time : undefined,
    end_time: u.end_time ?? undefined,
    schedule_time: u.schedule_time || undefined,
    day_budget: positive(u.day_budget),
    app_id: u.app_id,
    url: u.url,
    target: u.target,
    put_status: PUT_STATUS(enabled),
  };
  return Object.fromEntries(Object.entries(request).filter(([, v]) => v !== undefined));
}

export function createKuaishouUnitCopy(deps: AdapterDeps): MediumObjectCopy {
  const { client } = deps;
  const send = endpointSender(client, MEDIUM, ENDPOINTS, 'advertiser_id');
  const today = () => shanghaiDay(deps.clock?.now() ?? new Date());

  const unitNamed = async (token: TokenSource, advertiserId: string, name: string) => {
    for (let page = 1; ; page += 1) {
      const data = await send('unitList', kuaishou.UnitListDataSchema, token, advertiserId, {
        unit_name: name,
        page,
        page_size: PAGE_SIZE,
      });
      const found = data.details.find((u) => u.unit_name === name);
      if (found) return found;
      if (page * PAGE_SIZE >= data.total_count) return null;
    }
  };

  const creativesOf = async (token: TokenSource, advertiserId: string, unitId: number) => {
    const all: kuaishou.Creative[] = [];
    for (let page = 1; ; page += 1) {
      const data = await send(
        'creativeList',
        kuaishou.CreativeListDataSchema,
        token,
        advertiserId,
        {
          unit_id: unitId,
          page,
          page_size: PAGE_SIZE,
        },
      );
      all.push(...data.details);
      if (page * PAGE_SIZE >= data.total_count) return all;
    }
  };

  const packageOf = async (token: TokenSource, advertiserId: string, unitId: number) => {
    const data = await send(
      'packageList',
      kuaishou.AdvancedCreativeListDataSchema,
      token,
      advertiserId,
      { unit_ids: [unitId], page: 1, page_size: 10 },
    );
    return data.details[0] ?? null;
  };

  return {
    medium: MEDIUM,
    limiterKeys: (advertiserId) =>
      limiterKeysOf(client, MEDIUM, ENDPOINTS.unitCreate, advertiserId),

    async find(token, advertiserId, name) {
      const found = await unitNamed(token, advertiserId, name);
      return found ? String(found.unit_id) : null;
    },

    async copy(token, advertiserId, sourceId, name, enabled) {
      const { details } = await send('unitList', kuaishou.UnitListDataSchema, token, advertiserId, {
        unit_ids: [numericId(sourceId)],
        page: 1,
        page_size: 10,
      });
      const source = details.find((u) => String(u.unit_id) === sourceId);
      if (!source) throw new CopyRefused('SOURCE_GONE', `广告组 ${sourceId} 不存在或已删除`);
      const found = await unitNamed(token, advertiserId, name);
      if (found && found.campaign_id !== source.campaign_id) {
        throw new CopyRefused(
          'NAME_TAKEN',
          `名称「${name}」已被计划 ${found.campaign_id} 的广告组使用`,
        );
      }
      const unitId = found
        ? found.unit_id
        : (
            await send(
              'unitCreate',
              kuaishou.UnitCreateDataSchema,
              token,
              advertiserId,
              unitRequest(source, name, enabled, today()),
            )
          ).unit_id;

      if (source.unit_type === 7) {
        // The programmatic package: one a unit, made once.
        const original = await packageOf(token, advertiserId, source.unit_id);
        if (original && !(await packageOf(token, advertiserId, unitId))) {
          await send('packageCreate', kuaishou.AdvancedCreativeIdDataSchema, token, advertiserId, {
            unit_id: unitId,
            package_name: original.package_name,
            photo_list: original.photo_list.map((p) => ({
              photo_id: p.photo_id,
              creative_material_type: p.creative_material_type,
            })),
            pic_list: original.pic_list,
            captions: original.captions,
            ...(original.action_bar ? { action_bar: original.action_bar } : {}),
            ...(original.click_url ? { click_url: original.click_url } : {}),
          });
        }
        return { id: String(unitId), creativeIds: [] };
      }
      const originals = (await creativesOf(token, advertiserId, source.unit_id)).filter(
        (c) => c.status !== 40,
      );
      const have = new Map(
        (found ? await creativesOf(token, advertiserId, unitId) : []).map((c) => [
          c.creative_name,
          String(c.creative_id),
        ]),
      );
      const ids: string[] = [];
      for (const c of originals) {
        const existing = have.get(c.creative_name);
        if (existing) {
          ids.push(existing);
          continue;
        }
        const data = await send(
          'creativeCreate',
          kuaishou.CreativeCreateDataSchema,
          token,
          advertiserId,
          {
            unit_id: unitId,
            creative_name: c.creative_name,
            creative_material_type: c.creative_material_type,
            ...(c.photo_id ? { photo_id: c.photo_id } : {}),
            ...(c.image_tokens?.length ? { image_tokens: c.image_tokens } : {}),
            ...(c.image_token ? { image_token: c.image_token } : {}),
            ...(c.display_info?.description ? { description: c.display_info.description } : {}),
            ...(c.display_info?.action_bar_text
              ? { action_bar_text: c.display_info.action_bar_text }
              : {}),
            put_status: PUT_STATUS(enabled),
          },
        );
        ids.push(String(data.creative_id));
      }
      return { id: String(unitId), creativeIds: ids };
    },
  };
}
