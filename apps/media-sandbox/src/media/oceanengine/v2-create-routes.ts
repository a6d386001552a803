import { oceanengine, yuanToFen, type Published } from '@toufang/media-wire';
import type { MediumContext } from '../../http/medium-context';
import { wireError } from '../../http/medium-error';
import type {
  OceanEngineProjectRecord,
  OceanEngineProjectWire,
  OceanEnginePromotionRecord,
} from '../../state/records';
import { checkProjectBudget, checkPromotionBudget } from './budget-rules';
import { resubmit, updatePromotion, withMaterialIds } from './promotion-support';
import { creativeIds } from './v2-creatives';
import { ItemError, ownObject } from './write-support';
import { regionKept, regionRefusal } from './region-rules';

// Legacy v2 creation (reference §1.10; bububa model/campaign/create.go, model/ad/create.go,
// model/creative/custom_creative_create.go) over the v3 world: a campaign is made as a project, an
// ad (计划) as a promotion of it, its custom creatives as the promotion's materials (creative_id =
// material_id). Campaign and ad names are unique among the account's live objects (a retried
// creation finds its object by name); a campaign's `unique_fk` answers the campaign made first. An
// ad's pricing, schedule and bid mode are kept on its campaign, as the v3 world keeps them on the
// project: the ads of one campaign share a pricing.

const API = '/oceanengine/open_api/2';
/** A name's length as v2 counts it: a character outside ASCII counts twice (bububa). */
const v2NameLength = (name: string) => [...name].reduce((n, c) => n + (c > '\x7f' ? 2 : 1), 0);

const paramError = (message: string) =>
  wireError({ code: oceanengine.ErrorCode.PARAM_ERROR, message });

export function checkName(name: string, label: string): void {
  const length = v2NameLength(name);
  if (length > oceanengine.V2_NAME_MAX) {
    throw paramError(`${label}名称长度为1-100个字符，其中1个中文字符算2位（当前 ${length}）`);
  }
}

export function registerOceanEngineV2Creates(ctx: MediumContext): void {
  const { projects, promotions } = ctx.state.oceanengine;
  const world = () => ctx.sim.world('oceanengine');
  const asWire = (error: unknown): never => {
    if (error instanceof ItemError) throw wireError({ code: error.code, message: error.message });
    throw error;
  };
  /** unique_fk → campaign, per advertiser. */
  const uniqueKeys = new Map<string, bigint>();

  ctx.endpoint(
    'POST',
    `${API}/campaign/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.CampaignCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const fk = body.unique_fk ? `${advertiserId}:${body.unique_fk}` : null;
      const known = fk ? uniqueKeys.get(fk) : undefined;
      if (known !== undefined) return { campaign_id: known };
      checkName(body.campaign_name, '广告组');
      const duplicate = projects
        .listByAdvertiser(advertiserId)
        .some((r) => r.wire.name === body.campaign_name && r.sim?.deletedAt === undefined);
      if (duplicate) throw paramError(`广告组名称已存在: ${body.campaign_name}`);
      if (body.budget_mode === 'BUDGET_MODE_DAY' && body.budget === undefined) {
        throw paramError('budget_mode 为 BUDGET_MODE_DAY 时 budget 必填');
      }
      try {
        checkProjectBudget(
          body.budget_mode,
          body.budget === undefined ? undefined : yuanToFen(body.budget, 'half-up'),
        );
      } catch (error) {
        asWire(error);
      }
      const id = ctx.state.nextId('oceanengine.project');
      const wire = {
        project_id: id,
        advertiser_id: advertiserId,
        name: body.campaign_name,
        delivery_mode: 'MANUAL',
        landing_type: body.landing_type,
        marketing_goal: 'VIDEO_AND_IMAGE',
        ad_type: body.campaign_type === 'SEARCH' ? 'SEARCH' : 'ALL',
        opt_status: body.operation === 'disable' ? 'DISABLE' : 'ENABLE',
        pricing: 'PRICING_OCPM',
        delivery_setting: {
          budget_mode: body.budget_mode,
          ...(body.budget !== undefined ? { budget: body.budget } : {}),
          schedule_type: 'SCHEDULE_FROM_NOW',
          bid_type: 'CUSTOM',
          pricing: 'PRICING_OCPM',
        },
      } as OceanEngineProjectWire;
      projects.insert({
        id,
        advertiserId,
        parentId: null,
        createdAt: req.now,
        updatedAt: req.now,
        wire,
      } satisfies OceanEngineProjectRecord);
      if (fk) uniqueKeys.set(fk, id);
      return { campaign_id: id };
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/ad/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.AdCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      let parent: Readonly<OceanEngineProjectRecord>;
      try {
        parent = ownObject(projects, advertiserId, body.campaign_id, '广告组');
      } catch (error) {
        return asWire(error);
      }
      checkName(body.name, '计划');
      const taken = promotions
        .listByAdvertiser(advertiserId)
        .some((r) => r.wire.promotion_name === body.name && r.sim?.deletedAt === undefined);
      if (taken) throw paramError(`计划名称不可重复: ${body.name}`);
      const regions = regionRefusal(body);
      if (regions) throw paramError(regions);
      const ocpx = body.pricing === 'PRICING_OCPM' || body.pricing === 'PRICING_OCPC';
      if (ocpx && body.cpa_bid === undefined) throw paramError('oCPM/oCPC 计划须填写 cpa_bid');
      if (!ocpx && body.bid === undefined) throw paramError('CPC/CPM 计划须填写 bid');
      if (body.schedule_type === 'SCHEDULE_START_END' && (!body.start_time || !body.end_time)) {
        throw paramError('schedule_type 为 SCHEDULE_START_END 时须填写 start_time 和 end_time');
      }
      const siblings = promotions
        .listByAdvertiser(advertiserId)
        .filter((r) => r.parentId === parent.id && r.sim?.deletedAt === undefined);
      const ds = parent.wire.delivery_setting;
      if (siblings.length > 0 && ds.pricing !== body.pricing) {
        throw paramError(`同一广告组内的计划须使用相同的出价方式（${ds.pricing}）`);
      }
      try {
        checkPromotionBudget({
          pricing: body.pricing.replace('PRICING_', '') as 'OCPM',
          oldFen: 0,
          newFen: yuanToFen(body.budget, 'half-up'),
          spentTodayFen: 0,
          changesToday: 0,
        });
      } catch (error) {
        asWire(error);
      }
      if (siblings.length === 0) {
        projects.update(parent.id, (r) => ({
          ...r,
          wire: {
            ...r.wire,
            pricing: body.pricing,
            delivery_setting: {
              ...r.wire.delivery_setting,
              pricing: body.pricing,
              schedule_type: body.schedule_type ?? 'SCHEDULE_FROM_NOW',
              ...(body.start_time ? { start_time: body.start_time.slice(0, 10) } : {}),
              ...(body.end_time ? { end_time: body.end_time.slice(0, 10) } : {}),
              ...(body.schedule_time ? { schedule_time: body.schedule_time } : {}),
            },
          },
        }));
      }
      const id = ctx.state.nextId('oceanengine.promotion');
      const record: OceanEnginePromotionRecord = {
        id,
        advertiserId,
        parentId: parent.id,
        createdAt: req.now,
        updatedAt: req.now,
        wire: {
          promotion_id: id,
          promotion_name: body.name,
          advertiser_id: advertiserId,
          project_id: parent.id,
          opt_status: body.operation === 'disable' ? 'DISABLE' : 'ENABLE',
          promotion_materials: {},
          budget: body.budget,
          ...(ocpx ? { cpa_bid: body.cpa_bid } : { bid: body.bid }),
          ...(body.deep_cpabid !== undefined ? { deep_cpabid: body.deep_cpabid } : {}),
          ...(body.schedule_time ? { schedule_time: body.schedule_time } : {}),
        },
      };
      const own = {
        ...(body.gender ? { gender: body.gender } : {}),
        ...(body.age ? { age: body.age } : {}),
        ...(body.district ? { region: regionKept(body) } : {}),
        ...(body.schedule_type ? { scheduleType: body.schedule_type } : {}),
        ...(body.start_time ? { startTime: body.start_time.slice(0, 10) } : {}),
        ...(body.end_time ? { endTime: body.end_time.slice(0, 10) } : {}),
      };
      // An ad without creatives is not reviewed until they come (custom_creative/create).
      promotions.insert(Object.keys(own).length > 0 ? { ...record, sim: { v2Ad: own } } : record);
      return { ad_id: id };
    },
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/creative/custom_creative/create/`,
    (req) => {
      const body = ctx.parse(oceanengine.CustomCreativeCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      let record: Readonly<OceanEnginePromotionRecord>;
      try {
        record = ownObject(promotions, advertiserId, body.ad_id, '计划');
      } catch (error) {
        return asWire(error);
      }
      if (creativeIds(record.wire.promotion_materials).length > 0) {
        throw paramError('计划下已有创意，请使用 custom_creative/update 修改或新增创意');
      }
      const videos = body.creative_list.filter((c) => c.video_materials?.length);
      const images = body.creative_list.filter((c) => !c.video_materials?.length);
      if (images.some((c) => !c.image_materials?.length)) {
        throw paramError('每个创意须带 video_materials 或 image_materials');
      }
      const titles = [...new Set(body.creative_list.map((c) => c.title_material.title))];
      const materials: Published<oceanengine.PromotionMaterials> = withMaterialIds(
        ctx.state,
        advertiserId,
        {
          ...(videos.length > 0
            ? {
                video_material_list: videos.map((c) => ({
                  image_mode: c.image_mode,
                  video_id: c.video_materials?.[0]?.video_id ?? '',
                })),
              }
            : {}),
          ...(images.length > 0
            ? {
                image_material_list: images.map((c) => ({
                  image_mode: c.image_mode,
                  images: (c.image_materials ?? []).map((i) => ({
                    image_id: i.image_info.image_id,
                  })),
                })),
              }
            : {}),
          title_material_list: titles.map((title) => ({ title })),
        },
      );
      const ids = creativeIds(materials);
      const sim = resubmit(world(), record, req.now);
      updatePromotion(
        ctx.state,
        record,
        req.now,
        { promotion_materials: materials },
        {
          ...sim,
          creativeTitles: body.creative_list.map((c, i) => ({
            creativeId: ids[i] ?? 0n,
            title: c.title_material.title,
          })),
        },
      );
      return { creative_ids: ids } satisfies oceanengine.CustomCreativeCreateData;
    },
    { write: true },
  );
}
