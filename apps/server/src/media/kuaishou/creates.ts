import type { KuaishouCreationDraft } from '@toufang/contracts';
import { halfHourToHourMask, kuaishou } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import { isVertical, type MediumCreates } from '../medium-creates';
import { numericId } from '../oauth-support';
import { endpointSender, limiterKeysOf } from '../write-calls';
import { regionWireIds, titleRefusal } from '@toufang/domain';
import { targetOf } from './unit-settings';

// Kuaishou creation (reference §2.5, §2.7): campaign (gw/dsp/campaign/create) → unit
// (gw/dsp/unit/create) → creatives: custom ones (gw/dsp/creative/create, one per material, the
// title as the 广告语) for unit_type 4, or the unit's one programmatic package
// (gw/dsp/advanced_creative/create) for unit_type 7. A 图文 is a 组图 creative (type 10, its
// images' tokens in order, its text as the 广告语). Campaign and unit names are unique per
// account, creative names per unit. Money is 厘 on the wire (1 分 = 10 厘).

const MEDIUM = 'kuaishou' as const;

const ENDPOINTS = {
  campaignCreate: { method: 'POST', path: 'gw/dsp/campaign/create' },
  campaignList: { method: 'POST', path: 'gw/dsp/campaign/list' },
  unitCreate: { method: 'POST', path: 'gw/dsp/unit/create' },
  unitList: { method: 'POST', path: 'gw/dsp/unit/list' },
  creativeCreate: { method: 'POST', path: 'gw/dsp/creative/create' },
  creativeList: { method: 'POST', path: 'gw/dsp/creative/list' },
  packageCreate: { method: 'POST', path: 'gw/dsp/advanced_creative/create' },
  packageList: { method: 'POST', path: 'gw/dsp/advanced_creative/list' },
} as const;

const li = (fen: number | null) => (fen === null ? undefined : Math.round(fen * 10));
const PUT_STATUS = (enabled: boolean) => (enabled ? 1 : 2);

const PAGE_SIZE = 100;

/** Every page of a list call until the exact name turns up (the name filters are fuzzy). */
async function findByName<T>(
  list: (page: number) => Promise<{ total_count: number; details: T[] }>,
  matches: (item: T) => boolean,
): Promise<T | null> {
  for (let page = 1; ; page += 1) {
    const data = await list(page);
    const found = data.details.find(matches);
    if (found) return found;
    if (page * PAGE_SIZE >= data.total_count) return null;
  }
}

function unitRequest(
  d: KuaishouCreationDraft,
  campaignId: string,
  name: string,
  row: { enabled: boolean; budgetFen: number | null; bidFen: number | null },
) {
  const u = d.unit;
  const ocpx = u.bid_type === 10 || u.bid_type === 6;
  const schedule = u.schedule_time.includes('0') ? halfHourToHourMask(u.schedule_time) : undefined;
  return {
    campaign_id: numericId(campaignId),
    unit_name: name,
    bid_type: u.bid_type,
    ...(row.bidFen !== null ? (ocpx ? { cpa_bid: li(row.bidFen) } : { bid: li(row.bidFen) }) : {}),
    ...(ocpx ? { ocpx_action_type: u.ocpx_action_type } : {}),
    ...(u.deep_conversion_type !== 0 ? { deep_conversion_type: u.deep_conversion_type } : {}),
    ...(u.deep_conversion_bid !== null
      ? { deep_conversion_bid: Math.round(u.deep_conversion_bid * 1000) }
      : {}),
    ...(u.roi_ratio !== null ? { roi_ratio: u.roi_ratio } : {}),
    scene_id: u.scene_id,
    ...(d.targets.gender !== 'NONE' ||
    d.targets.age.length > 0 ||
    regionWireIds('kuaishou', d.targets.region).length > 0
      ? { target: targetOf(d.targets) }
      : {}),
    unit_type: u.unit_type,
    ...(u.begin_time ? { begin_time: u.begin_time } : {}),
    ...(u.end_time ? { end_time: u.end_time } : {}),
    ...(schedule ? { schedule_time: schedule } : {}),
    ...(u.day_budget ? { day_budget: Math.round(u.day_budget * 1000) } : {}),
    ...(u.app_id !== null ? { app_id: u.app_id } : {}),
    ...(u.url ? { url: u.url } : {}),
    put_status: PUT_STATUS(row.enabled),
  } satisfies Omit<kuaishou.UnitCreateRequest, 'advertiser_id'>;
}

export function createKuaishouCreates(deps: AdapterDeps): MediumCreates<'kuaishou'> {
  const { client } = deps;
  const send = endpointSender(client, MEDIUM, ENDPOINTS, 'advertiser_id');

  return {
    medium: MEDIUM,
    limiterKeys: (advertiserId) =>
      limiterKeysOf(client, MEDIUM, ENDPOINTS.unitCreate, advertiserId),

    async findParent(token, advertiserId, name) {
      const found = await findByName(
        (page) =>
          send('campaignList', kuaishou.CampaignListDataSchema, token, advertiserId, {
            campaign_name: name,
            page,
            page_size: PAGE_SIZE,
          }),
        (c) => c.campaign_name === name,
      );
      return found ? String(found.campaign_id) : null;
    },

    async createParent(token, advertiserId, d, parent) {
      const c = d.campaign;
      const data = await send(
        'campaignCreate',
        kuaishou.CampaignCreateDataSchema,
        token,
        advertiserId,
        {
          campaign_name: parent.name,
          type: c.type,
          bid_type: c.bid_type,
          ...(parent.budgetFen !== null ? { day_budget: li(parent.budgetFen) } : {}),
          put_status: PUT_STATUS(parent.enabled),
        },
      );
      return String(data.campaign_id);
    },

    async findRow(token, advertiserId, name) {
      const found = await findByName(
        (page) =>
          send('unitList', kuaishou.UnitListDataSchema, token, advertiserId, {
            unit_name: name,
            page,
            page_size: PAGE_SIZE,
          }),
        (u) => u.unit_name === name,
      );
      return found ? { id: String(found.unit_id), parentId: String(found.campaign_id) } : null;
    },

    async createRow(token, advertiserId, d, parentId, row) {
      const data = await send(
        'unitCreate',
        kuaishou.UnitCreateDataSchema,
        token,
        advertiserId,
        unitRequest(d, parentId, row.name, row),
      );
      return String(data.unit_id);
    },

    async ensureChildren(token, advertiserId, d, unitId, row) {
      if (d.unit.unit_type === 7) {
        // One programmatic package a unit, keyed by the unit: made once, with every material.
        const existing = await send(
          'packageList',
          kuaishou.AdvancedCreativeListDataSchema,
          token,
          advertiserId,
          {
            unit_ids: [numericId(unitId)],
            page: 1,
            page_size: 10,
          },
        );
        if (existing.details.length === 0) {
          await send('packageCreate', kuaishou.AdvancedCreativeIdDataSchema, token, advertiserId, {
            unit_id: numericId(unitId),
            package_name: row.childNames[0] ?? row.name,
            photo_list: row.materials
              .filter((m) => m.kind === 'video')
              .map((m) => ({
                photo_id: m.mediaFileId,
                creative_material_type: isVertical(m) ? 1 : 2,
              })),
            // A 图文's images join the package's pictures.
            pic_list: row.materials.flatMap((m) =>
              m.kind === 'image'
                ? [m.mediaFileId]
                : (m.imageText?.images.map((i) => i.mediaFileId) ?? []),
            ),
            captions: row.titles,
            action_bar: d.creative.action_bar,
          });
        }
        return [unitId];
      }
      const have = new Map<string, string>();
      for (let page = 1; ; page += 1) {
        const data = await send(
          'creativeList',
          kuaishou.CreativeListDataSchema,
          token,
          advertiserId,
          {
            unit_id: numericId(unitId),
            page,
            page_size: PAGE_SIZE,
          },
        );
        for (const c of data.details) have.set(c.creative_name, String(c.creative_id));
        if (page * PAGE_SIZE >= data.total_count) break;
      }
      const ids: string[] = [];
      for (const [i, material] of row.materials.entries()) {
        const name = row.childNames[i] ?? `${row.name}_${i + 1}`;
        const found = have.get(name);
        if (found) {
          ids.push(found);
          continue;
        }
        const video = material.kind === 'video';
        const vertical = isVertical(material);
        // A 图文 is a 组图 creative (type 10): its images in order, its own text as the 广告语
        // when the medium's 广告语 rule takes it (1–30 characters), else the row's title.
        const group = material.imageText;
        const rowTitle = row.titles.length > 0 ? row.titles[i % row.titles.length] : undefined;
        const title =
          group?.text && titleRefusal(group.text, MEDIUM) === undefined ? group.text : rowTitle;
        const data = await send(
          'creativeCreate',
          kuaishou.CreativeCreateDataSchema,
          token,
          advertiserId,
          {
            unit_id: numericId(unitId),
            creative_name: name,
            creative_material_type: group ? 10 : video ? (vertical ? 1 : 2) : vertical ? 5 : 6,
            ...(video
              ? { photo_id: material.mediaFileId }
              : {
                  image_tokens: group
                    ? group.images.map((image) => image.mediaFileId)
                    : [material.mediaFileId],
                }),
            ...(title ? { description: title } : {}),
            action_bar_text: d.creative.action_bar,
            put_status: PUT_STATUS(row.enabled),
          },
        );
        ids.push(String(data.creative_id));
      }
      return ids;
    },
  };
}
