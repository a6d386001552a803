import { oceanengine } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startOceanEngine, type OceanEngineSession } from '../../testing/oceanengine-client';

// promotion/update over HTTP as the delivery screen uses it (reference §1.8, §1.13): 智能放量
// stored and listed, a material removed by sending the promotion's other materials (the medium
// has no delete call for one material), and the bid of a promotion whose project sets it
// (project_custom ON, spec 001 §5 项目成本稳投) refused.

describe('Ocean Engine promotion updates', () => {
  let s: OceanEngineSession;
  let advertiserId: number;
  beforeEach(async () => {
    s = await startOceanEngine();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const oe = () => s.running.sandbox.state.oceanengine;
  /** Live promotions of the advertiser on projects that take bids. */
  const promotions = () =>
    oe()
      .promotions.listByAdvertiser(advertiserId)
      .filter(
        (p) =>
          !p.sim?.deletedAt &&
          oe().projects.find(p.parentId ?? 0n)?.wire.delivery_setting.bid_type !== 'NO_BID',
      );
  const list = async (id: bigint, fields: string[]) => {
    const answer = await s.get('v3.0/promotion/list/', {
      advertiser_id: advertiserId,
      filtering: { ids: [id] },
      fields: ['promotion_id', ...fields],
    });
    return oceanengine.PromotionListDataSchema.parse(answer.data).list[0];
  };

  it('stores 智能放量 and answers it on the list', async () => {
    const [p] = promotions();
    const id = p?.id ?? 0n;
    for (const value of ['ON', 'OFF'] as const) {
      const answer = await s.post('v3.0/promotion/update/', {
        advertiser_id: advertiserId,
        promotion_id: id,
        auto_extend_traffic: value,
      });
      expect(answer.code).toBe(0);
      const result = oceanengine.PromotionUpdateResultSchema.parse(answer.data);
      expect(oceanengine.updateFailures(result)).toEqual([]);
      expect((await list(id, ['auto_extend_traffic']))?.auto_extend_traffic).toBe(value);
    }
  });

  it('refuses a value other than ON/OFF as a bad parameter', async () => {
    const [p] = promotions();
    const answer = await s.post('v3.0/promotion/update/', {
      advertiser_id: advertiserId,
      promotion_id: p?.id ?? 0,
      auto_extend_traffic: 'MAYBE',
    });
    expect(answer.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
  });

  it('removes a material when the update carries the other materials', async () => {
    const p = promotions().find((r) => {
      const m = r.wire.promotion_materials;
      return (m.video_material_list?.length ?? 0) + (m.image_material_list?.length ?? 0) >= 2;
    });
    if (!p) throw new Error('the seed has no promotion with two materials');
    const listed = await list(p.id, ['promotion_materials', 'modify_time']);
    const m = listed?.promotion_materials ?? {};
    const ids = (materials: oceanengine.PromotionMaterialsReply) => [
      ...(materials.video_material_list ?? []).map((v) => v.material_id),
      ...(materials.image_material_list ?? []).flatMap((g) => g.images.map((i) => i.material_id)),
    ];
    const [gone, ...kept] = ids(m);
    const answer = await s.post('v3.0/promotion/update/', {
      advertiser_id: advertiserId,
      promotion_id: p.id,
      modify_time: listed?.modify_time,
      promotion_materials: {
        ...m,
        video_material_list: m.video_material_list?.filter((v) => v.material_id !== gone),
        image_material_list: m.image_material_list
          ?.map((g) => ({ ...g, images: g.images.filter((i) => i.material_id !== gone) }))
          .filter((g) => g.images.length > 0),
      },
    });
    expect(answer.code).toBe(0);
    const after = await list(p.id, ['promotion_materials']);
    // The removed file stays listed, deleted (reference §1.8 MATERIAL_STATUS_DELETE), after the rest.
    const files = [
      ...(after?.promotion_materials?.video_material_list ?? []),
      ...(after?.promotion_materials?.image_material_list ?? []).flatMap((g) => g.images),
    ];
    const deleted = (f: { material_status?: string }) =>
      f.material_status === 'MATERIAL_STATUS_DELETE';
    expect(files.filter((f) => !deleted(f)).map((f) => f.material_id)).toEqual(kept);
    expect(files.filter(deleted).map((f) => f.material_id)).toEqual([gone]);
  });

  it('refuses the bid of a promotion whose project has project_custom ON, keeping it', async () => {
    const [p, q] = promotions();
    const record = p ?? q;
    if (!record) throw new Error('no promotion');
    oe().projects.update(record.parentId ?? 0n, (project) => ({
      ...project,
      wire: {
        ...project.wire,
        delivery_setting: { ...project.wire.delivery_setting, project_custom: 'ON' },
      },
    }));
    const before = oe().promotions.get(record.id).wire.cpa_bid;
    const single = await s.post('v3.0/promotion/update/', {
      advertiser_id: advertiserId,
      promotion_id: record.id,
      cpa_bid: 12.5,
    });
    const errors = oceanengine.updateFailures(
      oceanengine.PromotionUpdateResultSchema.parse(single.data),
    );
    expect(errors[0]?.error_message).toContain('项目成本稳投');
    const batch = await s.post('v3.0/promotion/bid/update/', {
      advertiser_id: advertiserId,
      data: [{ promotion_id: record.id, bid: 12.5 }],
    });
    const result = oceanengine.PromotionWriteResultSchema.parse(batch.data);
    expect(result.promotion_ids).toEqual([]);
    expect(result.errors[0]?.error_message).toContain('项目成本稳投');
    expect(oe().promotions.get(record.id).wire.cpa_bid).toBe(before);
  });
});
