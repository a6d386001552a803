import { oceanengine } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  listAll,
  startOceanEngine,
  type OceanEngineSession,
} from '../../testing/oceanengine-client';

// Ocean Engine v3 objects over HTTP (reference §1.6–§1.9, §1.13): lists, partial-success writes,
// budget rules, review.

const MINUTE = 60_000;

describe('Ocean Engine projects and promotions', () => {
  let s: OceanEngineSession;
  let advertiserId: number;
  beforeEach(async () => {
    s = await startOceanEngine();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterEach(() => s.running.close());

  it('lists projects with paging, fields and filtering', async () => {
    const first = await s.get('v3.0/project/list/', {
      advertiser_id: advertiserId,
      page: 1,
      page_size: 4,
      fields: ['name', 'status'],
    });
    expect(first.code).toBe(0);
    const data = oceanengine.ProjectListDataSchema.parse(first.data);
    expect(data.page_info).toMatchObject({ page: 1, page_size: 4 });
    expect(data.page_info.total_number).toBeGreaterThanOrEqual(8);
    expect(Object.keys(data.list[0] ?? {}).sort()).toEqual(['name', 'project_id', 'status']);

    const all = await listAll(s, 'v3.0/project/list/', { advertiser_id: advertiserId });
    expect(all).toHaveLength(data.page_info.total_number);
    const pick = all.slice(0, 2).map((p) => p.project_id as number);
    const byIds = await s.get('v3.0/project/list/', {
      advertiser_id: advertiserId,
      filtering: { ids: pick },
    });
    expect(byIds.data.list.map((p: { project_id: number }) => p.project_id).sort()).toEqual(
      [...pick].sort(),
    );
    const name = all[0]?.name as string;
    const byName = await s.get('v3.0/project/list/', {
      advertiser_id: advertiserId,
      filtering: { name },
    });
    expect(byName.data.list.every((p: { name: string }) => p.name.includes(name))).toBe(true);

    const tooBig = await s.get('v3.0/project/list/', {
      advertiser_id: advertiserId,
      page_size: 101,
    });
    expect(tooBig.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
    const tooMany = await s.get('v3.0/project/list/', {
      advertiser_id: advertiserId,
      filtering: { ids: Array.from({ length: 101 }, (_, i) => i + 1) },
    });
    expect(tooMany.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
  });

  it('seeds a mix of delivering, paused, denied and budget-stopped promotions', async () => {
    const statuses = new Set<string>();
    for (const id of s.advertisers.slice(0, 6)) {
      const list = await listAll(s, 'v3.0/promotion/list/', { advertiser_id: id });
      for (const p of list) {
        oceanengine.PromotionSchema.parse(p);
        statuses.add(p.status as string);
      }
    }
    for (const expected of ['OK', 'DISABLED', 'AUDIT_DENY']) expect(statuses).toContain(expected);
    expect([...statuses].some((x) => x.includes('BUDGET'))).toBe(true);

    const denied = await s.get('v3.0/promotion/list/', {
      advertiser_id: advertiserId,
      filtering: { status: 'AUDIT_DENY' },
    });
    expect(denied.data.list.every((p: { status: string }) => p.status === 'AUDIT_DENY')).toBe(true);
  });

  it('applies status writes per item and reports another advertiser’s id as an error', async () => {
    const own = (await listAll(s, 'v3.0/promotion/list/', { advertiser_id: advertiserId })).slice(
      0,
      2,
    );
    const other = (
      await listAll(s, 'v3.0/promotion/list/', { advertiser_id: s.advertisers[1] })
    )[0];
    const before = own[0]?.modify_time as string;
    await s.advance(5 * MINUTE);
    const answer = await s.post('v3.0/promotion/status/update/', {
      advertiser_id: advertiserId,
      data: [...own, other].map((p) => ({ promotion_id: p?.promotion_id, opt_status: 'DISABLE' })),
    });
    expect(answer.code).toBe(0);
    const result = oceanengine.PromotionWriteResultSchema.parse(answer.data);
    expect(result.promotion_ids).toEqual(own.map((p) => p.promotion_id));
    expect(result.errors).toEqual([
      expect.objectContaining({
        promotion_id: other?.promotion_id,
        error_code: oceanengine.ErrorCode.NO_PERMISSION,
      }),
    ]);
    const after = await s.get('v3.0/promotion/list/', {
      advertiser_id: advertiserId,
      filtering: { ids: own.map((p) => p.promotion_id) },
    });
    for (const p of after.data.list) {
      expect(p.opt_status).toBe('DISABLE');
      expect(p.modify_time > before).toBe(true);
    }

    const eleven = Array.from({ length: oceanengine.WRITE_BATCH_MAX + 1 }, () => ({
      promotion_id: own[0]?.promotion_id,
      opt_status: 'ENABLE',
    }));
    const refused = await s.post('v3.0/promotion/status/update/', {
      advertiser_id: advertiserId,
      data: eleven,
    });
    expect(refused.code).toBe(oceanengine.ErrorCode.PARAM_ERROR);
  });

  it('enforces the promotion budget rules (reference §1.4)', async () => {
    const list = await listAll(s, 'v3.0/promotion/list/', { advertiser_id: advertiserId });
    const target = list.find((p) => typeof p.budget === 'number' && p.status !== 'DELETED');
    const id = target?.promotion_id as number;
    const budget = async (yuan: number) =>
      (
        await s.post('v3.0/promotion/budget/update/', {
          advertiser_id: advertiserId,
          data: [{ promotion_id: id, budget: yuan }],
        })
      ).data;
    expect((await budget(200)).errors[0]).toMatchObject({
      object_type: 'BUDGET',
      error_code: 40001,
    });
    const base = 20_000;
    expect((await budget(base)).promotion_ids).toEqual([id]);
    expect((await budget(base + 50)).errors[0].error_message).toContain('100元');
    for (let n = 2; n <= 20; n += 1)
      expect((await budget(base + n * 100)).promotion_ids).toEqual([id]);
    expect((await budget(base + 5000)).errors[0].error_message).toContain('20次');
  });

  it('sends new promotions through review and answers reject reasons when denied', async () => {
    const projectId = (await listAll(s, 'v3.0/project/list/', { advertiser_id: advertiserId }))[0]
      ?.project_id;
    await fetch(`${s.running.base}/_admin/world/audit`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ delayMs: 10 * MINUTE, denyRate: 1 }),
    });
    const created = await s.post('v3.0/promotion/create/', {
      advertiser_id: advertiserId,
      project_id: projectId,
      name: '新广告-审核测试',
      promotion_materials: {
        video_material_list: [{ image_mode: 'VIDEO_VERTICAL', video_id: 'v0test0001' }],
        title_material_list: [{ title: '全新版本上线' }],
        call_to_action_buttons: ['立即下载'],
      },
      budget: 500,
    });
    expect(created.code).toBe(0);
    const id = created.data.promotion_id as number;
    const read = async () =>
      (
        await s.get('v3.0/promotion/list/', {
          advertiser_id: advertiserId,
          filtering: { ids: [id] },
        })
      ).data.list[0];
    const pending = await read();
    expect(pending.status).toBe('AUDIT');
    expect(pending.status_second).toEqual(['AUDIT']);
    expect(pending.promotion_materials.video_material_list[0].material_status).toBe(
      'MATERIAL_STATUS_AUDIT',
    );

    const duplicate = await s.post('v3.0/promotion/create/', {
      advertiser_id: advertiserId,
      project_id: projectId,
      name: '新广告-审核测试',
      promotion_materials: { title_material_list: [{ title: 'x' }] },
    });
    expect(duplicate.code).toBe(40001);

    await s.advance(11 * MINUTE);
    const denied = await read();
    expect(denied.status).toBe('AUDIT_DENY');
    expect(denied.promotion_modify_time > pending.promotion_modify_time).toBe(true);
    const reasons = await s.get('v3.0/promotion/reject_reason/get/', {
      advertiser_id: advertiserId,
      promotion_ids: [id],
    });
    const item = oceanengine.RejectReasonDataSchema.parse(reasons.data).list[0];
    expect(item?.promotion_reject.length).toBe(1);
    expect(item?.material_reject.length).toBeGreaterThan(0);
    for (const m of item?.material_reject ?? []) {
      expect(['CREATIVE_VIDEO', 'CREATIVE_TITLE', 'CALL_TO_ACTION']).toContain(m.type);
      expect(m.reject_reason[0]).toBeTruthy();
    }
    const tooMany = await s.get('v3.0/promotion/reject_reason/get/', {
      advertiser_id: advertiserId,
      promotion_ids: Array.from({ length: 11 }, () => id),
    });
    expect(tooMany.code).toBe(40001);

    // An edit of the materials goes back to review (REAUDIT) and passes at deny rate 0.
    await fetch(`${s.running.base}/_admin/world/audit`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ denyRate: 0 }),
    });
    const edited = await s.post('v3.0/promotion/update/', {
      advertiser_id: advertiserId,
      promotion_id: id,
      promotion_materials: { title_material_list: [{ title: '合规的新标题' }] },
    });
    expect(edited.data).toEqual({ promotion_id: id, error_list: [] });
    expect((await read()).status).toBe('REAUDIT');
    await s.advance(11 * MINUTE);
    expect([
      'OK',
      'OFFLINE_BUDGET',
      'PROJECT_OFFLINE_BUDGET',
      'DISABLED',
      'PROJECT_DISABLED',
      'NO_SCHEDULE',
      'TIME_DONE',
      'ADVERTISER_OFFLINE_BUDGET',
    ]).toContain((await read()).status);
    expect((await read()).status).not.toBe('AUDIT_DENY');
  });

  it('creates, updates and deletes projects; names are unique per account', async () => {
    const body = {
      advertiser_id: advertiserId,
      name: '测试项目-01',
      landing_type: 'APP',
      delivery_setting: {
        budget_mode: 'BUDGET_MODE_DAY',
        budget: 1000,
        bid_type: 'CUSTOM',
        pricing: 'PRICING_OCPM',
        cpa_bid: 50,
      },
    };
    const created = await s.post('v3.0/project/create/', body);
    expect(created.code).toBe(0);
    const id = created.data.project_id as number;
    expect((await s.post('v3.0/project/create/', body)).code).toBe(40001);
    const low = await s.post('v3.0/project/create/', {
      ...body,
      name: '测试项目-02',
      delivery_setting: { ...body.delivery_setting, budget: 100 },
    });
    expect(low.code).toBe(40001);

    const update = await s.post('v3.0/project/update/', {
      advertiser_id: advertiserId,
      project_id: id,
      delivery_setting: { cpa_bid: 60, budget: 120 },
    });
    expect(update.data.error_list).toEqual([expect.objectContaining({ object_type: 'BUDGET' })]);
    const listed = await s.get('v3.0/project/list/', {
      advertiser_id: advertiserId,
      filtering: { ids: [id] },
    });
    expect(listed.data.list[0].delivery_setting).toMatchObject({ cpa_bid: 60, budget: 1000 });

    const deleted = await s.post('v3.0/project/delete/', {
      advertiser_id: advertiserId,
      project_ids: [id, 1],
    });
    expect(deleted.data.project_ids).toEqual([id]);
    expect(deleted.data.errors[0].project_id).toBe(1);
    const gone = await s.get('v3.0/project/list/', {
      advertiser_id: advertiserId,
      filtering: { ids: [id] },
    });
    expect(gone.data.list).toEqual([]);
    const all = await s.get('v3.0/project/list/', {
      advertiser_id: advertiserId,
      filtering: { ids: [id], status: 'PROJECT_STATUS_ALL' },
    });
    expect(all.data.list[0].status).toBe('PROJECT_STATUS_DELETE');
  });

  it('reads the same world through the v2 campaign, ad and creative calls', async () => {
    const projects = await listAll(s, 'v3.0/project/list/', { advertiser_id: advertiserId });
    const promotions = await listAll(s, 'v3.0/promotion/list/', { advertiser_id: advertiserId });
    const campaigns = await s.get('2/campaign/get/', {
      advertiser_id: advertiserId,
      page_size: 100,
    });
    expect(campaigns.data.list.map((c: { id: number }) => c.id).sort()).toEqual(
      projects.map((p) => p.project_id).sort(),
    );
    const ads = await s.get('2/ad/get/', { advertiser_id: advertiserId, page_size: 100 });
    expect(ads.data.page_info.total_number).toBe(promotions.length);
    const denied = promotions.find((p) => p.status === 'AUDIT_DENY');
    if (denied) {
      const ad = ads.data.list.find((a: { id: number }) => a.id === denied.promotion_id);
      expect(ad.status).toBe('AD_STATUS_AUDIT_DENY');
    }
    const creatives = await s.get('2/creative/get/', {
      advertiser_id: advertiserId,
      filtering: { ad_id: promotions[0]?.promotion_id },
    });
    const videos = promotions[0]?.promotion_materials.video_material_list ?? [];
    expect(creatives.data.list.map((c: { creative_id: number }) => c.creative_id)).toEqual(
      expect.arrayContaining(videos.map((v: { material_id: number }) => v.material_id)),
    );
  });
});
