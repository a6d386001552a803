import type { FeedUpdateAnswer, RejectReasonAnswer } from '@toufang/contracts';
import { stringifyWireJson } from '@toufang/media-wire';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { admin } from '../../media/testing/sandbox-fixture';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';
import { seedProject, seedPromotion } from '../delivery-reports/test-fixtures';

// What a write answers and refuses before the medium hears of it, through HTTP against the media
// sandbox: an object paired with another account's advertiser id, an object listed twice, and the
// honest code of a write none of whose items applied.

let w: ApiWorld;
beforeAll(async () => {
  w = await startApiWorld();
});
afterEach(async () => {
  vi.restoreAllMocks();
  await admin(w.running, 'PUT', 'faults', { rules: [] });
});
afterAll(() => w.close());

const oe = () => w.running.sandbox.state.oceanengine;
const post = (url: string, payload: unknown) =>
  w.post<FeedUpdateAnswer>(`/api/bytedance${url}`, payload);
const used = new Set<bigint>();

/** A live promotion of the advertiser on a project that takes bids, no earlier test used. */
function freshPromotion(advertiserId: string) {
  const record = oe()
    .promotions.listByAdvertiser(Number(advertiserId))
    .find((p) => {
      const project = oe().projects.find(p.parentId ?? 0n);
      return (
        !used.has(p.id) &&
        p.sim?.deletedAt === undefined &&
        project?.wire.delivery_setting.bid_type !== 'NO_BID' &&
        project?.wire.delivery_setting.project_custom !== 'ON'
      );
    });
  if (!record) throw new Error(`advertiser ${advertiserId} has no promotion left`);
  used.add(record.id);
  return record;
}

/** Counts the calls the app makes to the media from now on. */
const mediaCalls = () => vi.spyOn(w.t.services.mediaClient, 'call');

describe('objects paired with another account', () => {
  // Advertiser b's project and promotion, in the mirror under b as a sync leaves them.
  let a = '';
  let b = '';
  let project = '';
  let promotion = '';
  let material = '';
  beforeAll(async () => {
    [a = '', b = ''] = w.advertisers;
    const record = freshPromotion(b);
    project = String(record.parentId);
    promotion = String(record.id);
    const m = record.wire.promotion_materials;
    material = String(
      m.video_material_list?.[0]?.material_id ?? m.image_material_list?.[0]?.images[0]?.material_id,
    );
    const db = w.t.database.db;
    await seedProject(db, { advertiserId: b, campaignId: project, name: '他人项目' });
    await seedPromotion(db, {
      advertiserId: b,
      campaignId: project,
      adId: promotion,
      name: '他人广告',
    });
  });

  const cases: [string, string, () => unknown][] = [
    [
      'a promotion switch',
      '/v3/promotion/updatestatus',
      () => ({
        promotions: [{ advertiser_id: a, promotion_id: promotion }],
        opt_status: 'DISABLE',
      }),
    ],
    [
      'a project delete in a batch',
      '/v3/project/updatestatus',
      () => ({
        projects: [
          { advertiser_id: a, project_id: String(freshPromotion(a).parentId) },
          { advertiser_id: a, project_id: project },
        ],
        opt_status: 'DELETE',
      }),
    ],
    [
      'a promotion budget batch',
      '/v3/promotion/updatebudget',
      () => ({
        items: [
          { advertiser_id: a, promotion_id: String(freshPromotion(a).id) },
          { advertiser_id: a, promotion_id: promotion },
        ].map((i) => ({ ...i, budget_mode: 'BUDGET_MODE_DAY', budget: 900 })),
      }),
    ],
    [
      'a project single edit',
      '/v3/project/update',
      () => ({
        advertiser_id: a,
        project_id: project,
        delivery_setting: { budget_mode: 'BUDGET_MODE_DAY', budget: 900 },
      }),
    ],
    [
      'a promotion single edit',
      '/v3/promotion/update',
      () => ({ advertiser_id: a, promotion_id: promotion, cpa_bid: 12 }),
    ],
    [
      'a material switch',
      '/v3/promotion/material/updatestatus',
      () => ({
        items: [{ advertiser_id: a, promotion_id: promotion, material_id: material }],
        opt_status: 'DISABLE',
      }),
    ],
    [
      'a material delete',
      '/v3/promotion/material/delete',
      () => ({ advertiser_id: a, promotion_id: promotion, material_id: material }),
    ],
    [
      'a copy',
      '/v3/promotion/copy',
      () => ({ advertiser_id: a, promotion_id: promotion, name: '复制他人广告' }),
    ],
  ];

  it.each(cases)('refuses %s before any media call', async (_name, url, body) => {
    const payload = body();
    const before = stringifyWireJson(oe().promotions.get(BigInt(promotion)).wire);
    const calls = mediaCalls();
    const answer = await post(url, payload);
    expect(answer.code).toBe(60203);
    expect(answer.message_cn).toMatch(
      new RegExp(`^以下对象不属于所填账户，未做任何修改：(${promotion}|${project})$`),
    );
    expect(calls).not.toHaveBeenCalled();
    expect(stringifyWireJson(oe().promotions.get(BigInt(promotion)).wire)).toBe(before);
  });

  it('refuses the audit advice of another account’s promotion before any media call', async () => {
    const calls = mediaCalls();
    const answer = await w.get<RejectReasonAnswer>(
      `/api/bytedance/v3/promotion/rejectreason?advertiser_id=${a}&promotion_ids=${promotion}`,
    );
    expect(answer.code).toBe(60203);
    expect(calls).not.toHaveBeenCalled();
  });

  it('still writes the object under its own advertiser', async () => {
    const answer = await post('/v3/promotion/updatestatus', {
      promotions: [{ advertiser_id: b, promotion_id: promotion }],
      opt_status: 'DISABLE',
    });
    expect(answer.code).toBe(0);
    expect(answer.data.updated_ids).toEqual([promotion]);
  });
});

describe('an object listed twice', () => {
  it('is refused naming it, and nothing is sent', async () => {
    const [a = ''] = w.advertisers;
    const id = String(freshPromotion(a).id);
    const calls = mediaCalls();
    const answer = await post('/v3/promotion/updatebudget', {
      items: [900, 1000].map((budget) => ({
        advertiser_id: a,
        promotion_id: id,
        budget_mode: 'BUDGET_MODE_DAY',
        budget,
      })),
    });
    expect(answer.code).toBe(10001);
    expect(answer.message).toEqual([`items：同一对象不能重复提交：${id}`]);
    expect(calls).not.toHaveBeenCalled();
  });
});

describe('honest results', () => {
  it('answers 全部失败 with the item’s error when the only item failed', async () => {
    const [a = ''] = w.advertisers;
    const id = String(freshPromotion(a).id);
    await admin(w.running, 'PUT', 'faults', {
      seed: 1,
      rules: [
        { endpoint: 'POST /oceanengine/open_api/v3.0/promotion/budget/update/', noopRate: 1 },
      ],
    });
    const answer = await post('/v3/promotion/updatebudget', {
      items: [{ advertiser_id: a, promotion_id: id, budget_mode: 'BUDGET_MODE_DAY', budget: 888 }],
    });
    expect(answer.code).toBe(60202);
    expect(answer.message_cn).toMatch(new RegExp(`^全部失败：${id}：.*未生效`));
    expect(answer.data).toMatchObject({ task_id: null, item_count: 1, updated_ids: [] });
    expect(answer.data.errors).toMatchObject([
      { ids: [id], error_message: expect.stringMatching(/未生效/) as unknown },
    ]);
  });

  it('says so in the message when only part of a single edit applied', async () => {
    const [a = ''] = w.advertisers;
    const id = String(freshPromotion(a).id);
    await admin(w.running, 'PUT', 'faults', {
      seed: 1,
      rules: [{ endpoint: 'POST /oceanengine/open_api/v3.0/promotion/bid/update/', noopRate: 1 }],
    });
    const answer = await post('/v3/promotion/update', {
      advertiser_id: a,
      promotion_id: id,
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 99_900,
      cpa_bid: 13.5,
    });
    expect(answer.code, JSON.stringify(answer.data.errors)).toBe(0);
    expect(answer.message).toBe('部分成功：成功 1 · 失败 1');
    expect(answer.data.updated_ids).toEqual([id]);
    expect(answer.data.errors).toHaveLength(1);
    expect(oe().promotions.get(BigInt(id)).wire.budget).toBe(99_900);
  });
});
