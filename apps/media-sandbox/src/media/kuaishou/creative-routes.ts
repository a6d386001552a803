import { kuaishou } from '@toufang/media-wire';
import { formatDateTime } from '../../clock';
import type { MediumContext } from '../../http/medium-context';
import { mediumError } from '../../http/medium-error';
import { submitCreative } from './creative-review';
import { KuaishouViews } from './object-views';
import { API, batchable, batchIds, bumped, newestFirst, ownLive, pageOf } from './object-support';

// 创意 (reference §2.5, §2.7): list, create (reviewed on its own: 41 审核中 → 52 | 42 with
// review_detail) and the put_status batch.

const VIDEO_TYPES: readonly number[] = [1, 2, 11];

export function registerKuaishouCreatives(ctx: MediumContext): void {
  const { units, creatives } = ctx.state.kuaishou;
  const world = () => ctx.sim.world('kuaishou');

  ctx.endpoint('POST', `${API}/gw/dsp/creative/list`, (req) => {
    const body = ctx.parse(kuaishou.CreativeListRequestSchema, req.input);
    const advertiser = ctx.advertiser(req);
    world().touch(advertiser.id, req.now);
    const views = new KuaishouViews(world(), ctx.state, advertiser, req.now);
    const list = creatives
      .listByAdvertiser(advertiser.id)
      .filter((c) => !body.creative_ids || body.creative_ids.includes(c.id))
      .filter((c) => !body.unit_id || c.parentId === body.unit_id)
      .filter((c) => !body.campaign_id || c.wire.campaign_id === body.campaign_id)
      .filter((c) => c.sim?.deletedAt === undefined || body.put_status_list?.includes(3))
      .sort(newestFirst)
      .map((c) => views.creative(c))
      .filter((c) => body.status === undefined || body.status === -1 || c.status === body.status)
      .filter((c) => !body.creative_name || c.creative_name.includes(body.creative_name))
      .filter((c) => !body.put_status_list || body.put_status_list.includes(c.put_status))
      .filter((c) => {
        const day = c.update_time.slice(0, 10);
        return (
          (!body.start_date || day >= body.start_date) && (!body.end_date || day <= body.end_date)
        );
      });
    return pageOf(list, body.page, body.page_size) satisfies kuaishou.CreativeListData;
  });

  ctx.endpoint(
    'POST',
    `${API}/gw/dsp/creative/create`,
    (req) => {
      const body = ctx.parse(kuaishou.CreativeCreateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const unit = ownLive(units, advertiserId, body.unit_id, '广告组');
      const video = VIDEO_TYPES.includes(body.creative_material_type);
      if (video ? !body.photo_id : !body.image_tokens?.length) {
        throw mediumError(
          'param',
          video ? '视频创意须填写 photo_id' : '图片创意须填写 image_tokens',
        );
      }
      const id = ctx.state.nextId('kuaishou.creative');
      const at = formatDateTime(req.now);
      const wire: kuaishou.Creative = {
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
    { write: true },
  );

  ctx.endpoint(
    'POST',
    `${API}/v1/creative/update/status`,
    (req) => {
      const body = ctx.parse(kuaishou.CreativeStatusUpdateRequestSchema, req.input);
      const advertiserId = ctx.advertiser(req).id;
      world().touch(advertiserId, req.now);
      const applied: number[] = [];
      for (const id of batchIds(body.creative_id, body.creative_ids)) {
        if (!batchable(creatives.find(id), advertiserId)) continue;
        creatives.update(id, (r) => ({
          ...r,
          updatedAt: bumped(r, req.now),
          wire: { ...r.wire, put_status: body.put_status },
          ...(body.put_status === 3 ? { sim: { ...r.sim, deletedAt: req.now } } : {}),
        }));
        applied.push(id);
      }
      return { creative_ids: applied } satisfies kuaishou.CreativeStatusUpdateData;
    },
    { write: true },
  );
}
