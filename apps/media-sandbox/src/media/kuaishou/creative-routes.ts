import { kuaishou } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { EndpointRequest, MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import type {
  AdvertiserRecord,
  KuaishouCreativeRecord,
  KuaishouCreativeWire,
} from '../../state/records';
import { needsReview, submitCreative } from './creative-review';
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

// 自定义创意 (reference §2.5, §2.7): list, create and update (each reviewed on its own: 41 审核中
// → 52 | 42 with review_detail; a changed video, picture or text is reviewed again) and the
// put_status batch. Names are unique within a unit (bububa model/dsp/creative/update.go). The
// creatives a programmatic package generates (units of unit_type 7) are read and changed through
// the package (advanced-creative-routes.ts), not here.

const VIDEO_TYPES: readonly number[] = [1, 2, 11];
const UPDATE_PATHS = ['gw/dsp/creative/update', 'v2/creative/update'];

/** 组图 (type 10) takes this many pictures (modelled: the count is not published). */
const GROUP_IMAGES = { min: 2, max: 9 };

/** A video creative names its video, a picture creative its pictures, a 组图 several. */
function checkMaterial(type: number, photoId?: string, imageTokens?: string[]): void {
  const video = VIDEO_TYPES.includes(type);
  if (video ? !photoId : !imageTokens?.length) {
    throw mediumError('param', video ? '视频创意须填写 photo_id' : '图片创意须填写 image_tokens');
  }
  const count = imageTokens?.length ?? 0;
  if (type === 10 && (count < GROUP_IMAGES.min || count > GROUP_IMAGES.max)) {
    throw mediumError(
      'param',
      `组图创意须填写 ${GROUP_IMAGES.min}-${GROUP_IMAGES.max} 个 image_tokens，当前 ${count} 个`,
    );
  }
}

export function registerKuaishouCreatives(ctx: MediumContext): void {
  const { units, creatives } = ctx.state.kuaishou;
  const { world, read, write } = objectEndpoints(ctx);
  const ofProgram = (creative: Readonly<KuaishouCreativeRecord>) =>
    units.find(creative.parentId ?? 0)?.wire.unit_type === 7;
  const nameTaken = (unitId: number, name: string, except?: number) =>
    creatives
      .listByParent(unitId)
      .some(
        (c) => c.id !== except && c.sim?.deletedAt === undefined && c.wire.creative_name === name,
      );

  read('gw/dsp/creative/list', kuaishou.CreativeListRequestSchema, (body, advertiser, req) => {
    const views = new KuaishouViews(world(), ctx.state, advertiser, req.now);
    const list = creatives
      .listByAdvertiser(advertiser.id)
      .filter((c) => !body.creative_ids || body.creative_ids.includes(c.id))
      .filter((c) => !body.unit_id || c.parentId === body.unit_id)
      .filter((c) => !body.campaign_id || c.wire.campaign_id === body.campaign_id)
      .filter((c) => c.sim?.deletedAt === undefined || body.put_status_list?.includes(3))
      .filter((c) => !ofProgram(c))
      .sort(newestFirst)
      .map((c) => views.creative(c))
      .filter((c) => body.status === undefined || body.status === -1 || c.status === body.status)
      .filter((c) => !body.creative_name || c.creative_name.includes(body.creative_name))
      .filter((c) => !body.put_status_list || body.put_status_list.includes(c.put_status))
      .filter((c) => withinDates(c.update_time, body));
    return pageOf(list, body.page, body.page_size) satisfies kuaishou.CreativeListData;
  });

  write(
    'gw/dsp/creative/create',
    kuaishou.CreativeCreateRequestSchema,
    (body, { id: advertiserId }, req) => {
      const unit = ownLive(units, advertiserId, body.unit_id, '广告组');
      if (unit.wire.unit_type === 7) {
        throw mediumError('param', `广告组 ${unit.id} 为程序化创意广告组，不能创建自定义创意`);
      }
      if (nameTaken(unit.id, body.creative_name)) {
        throw mediumError('param', `同一广告组下创意名称不能重复: ${body.creative_name}`);
      }
      checkMaterial(body.creative_material_type, body.photo_id, body.image_tokens);
      const video = VIDEO_TYPES.includes(body.creative_material_type);
      const id = ctx.state.nextId('kuaishou.creative');
      const at = formatDateTime(req.now);
      const wire: KuaishouCreativeWire = {
        creative_id: id,
        unit_id: unit.id,
        campaign_id: unit.wire.campaign_id,
        creative_name: body.creative_name,
        creative_material_type: body.creative_material_type,
        ...(video ? { photo_id: body.photo_id } : { image_tokens: body.image_tokens }),
        ...(body.image_token ? { image_token: body.image_token } : {}),
        status: 41,
        put_status: body.put_status === 2 ? 2 : 1,
        display_info: {
          ...(body.description ? { description: body.description } : {}),
          ...(body.action_bar_text ? { action_bar_text: body.action_bar_text } : {}),
        },
        ...(body.click_track_url ? { click_track_url: body.click_track_url } : {}),
        ...(body.impression_url ? { impression_url: body.impression_url } : {}),
        create_time: at,
        update_time: at,
      };
      creatives.insert({
        id,
        advertiserId,
        parentId: unit.id,
        createdAt: req.now,
        updatedAt: req.now,
        wire,
        sim: { audit: submitCreative(world().seed, wire, req.now, ctx.sim.getAudit()) },
      });
      return { creative_id: id } satisfies kuaishou.CreativeCreateData;
    },
  );

  /** The description (广告语) is 1–30 characters without line breaks. */
  const checkUpdate = (body: kuaishou.CreativeUpdateRequest) => {
    const text = body.description;
    if (text !== undefined && ([...text].length > 30 || /[\r\n]/.test(text))) {
      throw mediumError('param', '广告语长度为1-30个字符，且不能换行');
    }
  };

  const update = (
    body: kuaishou.CreativeUpdateRequest,
    { id: advertiserId }: Readonly<AdvertiserRecord>,
    req: EndpointRequest,
  ) => {
    const record = ownLive(creatives, advertiserId, body.creative_id, '创意');
    checkUpdate(body);
    if (ofProgram(record)) {
      throw mediumError('param', `创意 ${record.id} 由程序化创意生成，请修改程序化创意`);
    }
    const unitId = record.parentId ?? 0;
    if (body.creative_name && nameTaken(unitId, body.creative_name, record.id)) {
      throw mediumError('param', `同一广告组下创意名称不能重复: ${body.creative_name}`);
    }
    const { advertiser_id: _a, creative_id: _c, description, action_bar_text, ...fields } = body;
    const merged: KuaishouCreativeWire = {
      ...record.wire,
      ...fields,
      display_info: {
        ...record.wire.display_info,
        ...(description ? { description } : {}),
        ...(action_bar_text ? { action_bar_text } : {}),
      },
    };
    // A video creative carries no picture list and a picture creative no video; a new video
    // drops the old one's md5.
    const { photo_id, photo_md5, image_tokens, ...rest } = merged;
    const video = VIDEO_TYPES.includes(merged.creative_material_type);
    const sameVideo = photo_id === record.wire.photo_id;
    const wire: KuaishouCreativeWire = video
      ? {
          ...rest,
          ...(photo_id ? { photo_id } : {}),
          ...(sameVideo && photo_md5 ? { photo_md5 } : {}),
        }
      : { ...rest, ...(image_tokens ? { image_tokens } : {}) };
    checkMaterial(wire.creative_material_type, wire.photo_id, wire.image_tokens);
    const audit = needsReview(record.wire, wire)
      ? submitCreative(world().seed, wire, req.now, ctx.sim.getAudit(), record.sim?.audit)
      : record.sim?.audit;
    creatives.put({
      ...record,
      updatedAt: bumped(record, req.now),
      wire,
      sim: { ...record.sim, ...(audit ? { audit } : {}) },
    });
    return { creative_id: record.id } satisfies kuaishou.CreativeCreateData;
  };
  for (const path of UPDATE_PATHS) write(path, kuaishou.CreativeUpdateRequestSchema, update);

  write(
    'v1/creative/update/status',
    kuaishou.CreativeStatusUpdateRequestSchema,
    (body, { id: advertiserId }, req) => {
      const { applied, refused } = applyBatch(
        creatives,
        batchIds(body.creative_id, body.creative_ids),
        advertiserId,
        '创意',
        { change: putStatusChange(body.put_status, req.now) },
      );
      const errors: kuaishou.WriteError[] = refused.map(({ id, reason }) => ({
        creative_id: id,
        error_code: kuaishou.ErrorCode.PARAM_ERROR,
        error_msg: reason,
      }));
      return { creative_ids: applied, errors } satisfies kuaishou.CreativeStatusUpdateData;
    },
  );
}
