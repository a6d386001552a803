import { oceanengine } from '@toufang/media-wire';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  listAll,
  startOceanEngine,
  type OceanEngineSession,
} from '../../testing/oceanengine-client';

// Native anchors and carousels over HTTP, in the medium's wire shapes, filtered and paged.

const { ErrorCode } = oceanengine;

describe('Ocean Engine native anchors and carousels', () => {
  let s: OceanEngineSession;
  let a: number;
  beforeAll(async () => {
    s = await startOceanEngine();
    [a = 0] = s.advertisers;
  });
  afterAll(() => s.running.close());

  it('lists native anchors filtered by status and name, paged', async () => {
    const all = oceanengine.NativeAnchorListDataSchema.parse(
      (await s.get('v3.0/native_anchor/get/', { advertiser_id: a, page_size: 100 })).data,
    );
    expect(all.list.length).toBe(all.page_info.total_number);
    const approved = oceanengine.NativeAnchorListDataSchema.parse(
      (
        await s.get('v3.0/native_anchor/get/', {
          advertiser_id: a,
          page_size: 100,
          filtering: JSON.stringify({ status: ['AUDIT_SUCCESS'] }),
        })
      ).data,
    );
    expect(approved.list.every((x) => x.status === 'AUDIT_SUCCESS')).toBe(true);
    expect(approved.list.length).toBe(all.list.filter((x) => x.status === 'AUDIT_SUCCESS').length);
    const named = oceanengine.NativeAnchorListDataSchema.parse(
      (
        await s.get('v3.0/native_anchor/get/', {
          advertiser_id: a,
          filtering: JSON.stringify({ anchor_name: '锚点1' }),
        })
      ).data,
    );
    expect(named.list.every((x) => x.anchor_name.includes('锚点1'))).toBe(true);
    const bad = await s.get('v3.0/native_anchor/get/', { advertiser_id: a, page_size: 101 });
    expect(bad.code).not.toBe(0);
  });

  it('lists carousels with their images, paged with total_count', async () => {
    const answer = await s.get('2/carousel/list/', { advertiser_id: a, page: 1, page_size: 1 });
    expect(answer.code).toBe(0);
    const data = oceanengine.CarouselListDataSchema.parse(answer.data);
    expect(data.carousels).toHaveLength(1);
    expect(data.page_info.total_count).toBeGreaterThanOrEqual(1);
    const first = data.carousels[0];
    expect(first?.images.length).toBeGreaterThanOrEqual(3);
    const byId = oceanengine.CarouselListDataSchema.parse(
      (
        await s.get('2/carousel/list/', {
          advertiser_id: a,
          filtering: JSON.stringify({ carousel_ids: [first?.id] }),
        })
      ).data,
    );
    expect(byId.carousels.map((c) => c.id)).toEqual([first?.id]);
    const unknown = await s.get('2/carousel/list/', { advertiser_id: 1 });
    expect(unknown.code).not.toBe(ErrorCode.OK);
  });

  it('links only the advertiser’s approved anchors of the type sent, with native SELECT', async () => {
    const [mine = 0, other = 0] = s.advertisers;
    const anchors = async (advertiser: number) =>
      oceanengine.NativeAnchorListDataSchema.parse(
        (await s.get('v3.0/native_anchor/get/', { advertiser_id: advertiser, page_size: 100 }))
          .data,
      ).list;
    const own = await anchors(mine);
    const approved = own.find(
      (x) => x.status === 'AUDIT_SUCCESS' && x.anchor_type !== 'MICRO_GAME',
    );
    const pending = own.find((x) => x.status !== 'AUDIT_SUCCESS' && x.status !== 'DELETE');
    const [theirs] = await anchors(other);
    const [project] = await listAll(s, 'v3.0/project/list/', { advertiser_id: mine });
    const [video] = await listAll(s, '2/file/video/get/', { advertiser_id: mine });
    let n = 0;
    const create = (list: object[], related: string | undefined) =>
      s.post('v3.0/promotion/create/', {
        advertiser_id: mine,
        project_id: project?.project_id,
        name: `锚点广告${++n}`,
        promotion_materials: {
          video_material_list: [{ image_mode: 'VIDEO_VERTICAL', video_id: video?.video_id }],
          title_material_list: [{ title: '全新版本上线' }],
          anchor_material_list: list,
        },
        native_setting: related ? { anchor_related_type: related } : undefined,
      });
    const anchor = (a: { anchor_id: string; anchor_type: string } | undefined, type?: string) => [
      { anchor_id: a?.anchor_id, anchor_type: type ?? a?.anchor_type },
    ];
    if (!approved || !theirs) throw new Error('the seeded anchors changed');
    const refused = async (list: object[], related: string | undefined, message: string) => {
      const answer = await create(list, related);
      expect(answer.code).toBe(ErrorCode.PARAM_ERROR);
      expect(answer.message).toContain(message);
    };
    await refused(anchor(approved), 'AUTO', 'anchor_related_type 为 SELECT');
    await refused(anchor(theirs), 'SELECT', `锚点 ${theirs.anchor_id} 不存在或不属于该广告主`);
    const otherType = approved.anchor_type === 'APP_SHOP' ? 'APP_GAME' : 'APP_SHOP';
    await refused(anchor(approved, otherType), 'SELECT', `的类型不是 ${otherType}`);
    if (pending) await refused(anchor(pending), 'SELECT', `锚点 ${pending.anchor_id} 未审核通过`);
    const linked = await create(anchor(approved), 'SELECT');
    expect(linked.code).toBe(ErrorCode.OK);
  });
});
