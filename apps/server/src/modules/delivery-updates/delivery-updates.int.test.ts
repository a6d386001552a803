import type {
  ChangeRow,
  FeedUpdateAnswer,
  Paged,
  RejectReasonAnswer,
  TaskItemRow,
} from '@toufang/contracts';
import { stringifyWireJson } from '@toufang/media-wire';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { admin } from '../../media/testing/sandbox-fixture';
import { createUser } from '../../test/factories';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// The delivery screen's writes (spec 001 §4, §5, §7 "Updates") through HTTP against the media
// sandbox: inline single rows, batches as tasks with per-row errors and retry, the spec's limits
// refused server-side, and the data scope.

let w: ApiWorld;
beforeAll(async () => {
  w = await startApiWorld();
});
afterEach(async () => {
  await admin(w.running, 'PUT', 'faults', { rules: [] });
});
afterAll(() => w.close());

const oe = () => w.running.sandbox.state.oceanengine;
const used = new Set<bigint>();

/** A live promotion of the advertiser no earlier test used, on a project that takes bids. */
function freshPromotion(advertiserId: string): string {
  const record = oe()
    .promotions.listByAdvertiser(Number(advertiserId))
    .find((p) => {
      const project = oe().projects.find(p.parentId ?? 0n);
      return (
        !used.has(p.id) &&
        p.sim?.deletedAt === undefined &&
        project?.wire.delivery_setting.bid_type !== 'NO_BID'
      );
    });
  if (!record) throw new Error(`advertiser ${advertiserId} has no promotion left`);
  used.add(record.id);
  oe().promotions.update(record.id, (p) => ({ ...p, wire: { ...p.wire, opt_status: 'ENABLE' } }));
  return String(record.id);
}

function freshProject(advertiserId: string): string {
  const record = oe()
    .projects.listByAdvertiser(Number(advertiserId))
    .find(
      (p) =>
        !used.has(p.id) &&
        p.sim?.deletedAt === undefined &&
        p.wire.delivery_setting.bid_type !== 'NO_BID',
    );
  if (!record) throw new Error(`advertiser ${advertiserId} has no project left`);
  used.add(record.id);
  return String(record.id);
}

const promotionWire = (id: string) => oe().promotions.get(BigInt(id)).wire;
const projectSetting = (id: string) => oe().projects.get(BigInt(id)).wire.delivery_setting;

const post = (url: string, payload: unknown, token?: string) =>
  w.post<FeedUpdateAnswer>(`/api/bytedance${url}`, payload, token);

async function taskItems(taskId: number): Promise<TaskItemRow[]> {
  const answer = await w.get<Paged<TaskItemRow>>(`/api/tasks/${taskId}/items?per_page=100`);
  return answer.data.list;
}

describe('switches', () => {
  it('switches one promotion off inline, reads it off on the sandbox and records the change', async () => {
    const [a = ''] = w.advertisers;
    const id = freshPromotion(a);
    const answer = await post('/v3/promotion/updatestatus', {
      promotions: [{ advertiser_id: a, promotion_id: id }],
      opt_status: 'DISABLE',
    });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ task_id: null, updated_ids: [id], errors: [] });
    expect(promotionWire(id).opt_status).toBe('DISABLE');

    const history = await w.get<Paged<ChangeRow>>(`/api/changes?object_id=${id}`);
    expect(history.data.list[0]).toMatchObject({
      outcome: 'succeeded',
      action: 'update_status',
      advertiser_id: a,
      object_type: 'promotion',
      after: { optStatus: 'DISABLE' },
    });
  });

  it('switches projects of two advertisers as a task', async () => {
    const [a = '', b = ''] = w.advertisers;
    const projects = [
      { advertiser_id: a, project_id: freshProject(a) },
      { advertiser_id: b, project_id: freshProject(b) },
    ];
    const answer = await post('/v3/project/updatestatus', { projects, opt_status: 'DISABLE' });
    expect(answer.data.task_id).toEqual(expect.any(Number));
    await w.drain();
    const items = await taskItems(answer.data.task_id ?? 0);
    expect(items.map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    for (const p of projects) {
      expect(oe().projects.get(BigInt(p.project_id)).wire.opt_status).toBe('DISABLE');
    }
  });

  it('switches a material of a promotion off', async () => {
    const [a = ''] = w.advertisers;
    const promotionId = freshPromotion(a);
    const video = promotionWire(promotionId).promotion_materials.video_material_list?.[0];
    const image =
      promotionWire(promotionId).promotion_materials.image_material_list?.[0]?.images[0];
    const materialId = String(video?.material_id ?? image?.material_id);
    const answer = await post('/v3/promotion/material/updatestatus', {
      items: [{ advertiser_id: a, promotion_id: promotionId, material_id: materialId }],
      opt_status: 'DISABLE',
    });
    expect(answer.data).toMatchObject({ updated_ids: [materialId], errors: [] });
    expect(oe().promotions.get(BigInt(promotionId)).sim?.disabledMaterials).toContain(
      BigInt(materialId),
    );
  });
});

describe('budgets and bids', () => {
  it('fails the row the medium did not apply (no-op fault), then a retry applies it', async () => {
    const [a = '', b = ''] = w.advertisers;
    const rows = [
      {
        advertiser_id: a,
        promotion_id: freshPromotion(a),
        budget_mode: 'BUDGET_MODE_DAY',
        budget: 88_800,
      },
      {
        advertiser_id: b,
        promotion_id: freshPromotion(b),
        budget_mode: 'BUDGET_MODE_DAY',
        budget: '77700.5',
      },
    ];
    // Seed 1 draws a no-op for the first budget call and none for the second.
    await admin(w.running, 'PUT', 'faults', {
      seed: 1,
      rules: [
        { endpoint: 'POST /oceanengine/open_api/v3.0/promotion/budget/update/', noopRate: 0.5 },
      ],
    });
    const answer = await post('/v3/promotion/updatebudget', { items: rows });
    expect(answer.code).toBe(0);
    const taskId = answer.data.task_id ?? 0;
    await w.drain();
    let items = await taskItems(taskId);
    const failed = items.filter((i) => i.status === 'failed');
    expect(failed).toHaveLength(1);
    expect(items.filter((i) => i.status === 'succeeded')).toHaveLength(1);
    expect(failed[0]).toMatchObject({ error_code: 'MEDIA_NOT_APPLIED' });
    expect(failed[0]?.error_message).toMatch(/未生效/);

    await admin(w.running, 'PUT', 'faults', { rules: [] });
    const retried = await w.post<{ retried: number }>(`/api/tasks/${taskId}/retry`, {});
    expect(retried.data.retried).toBe(1);
    await w.drain();
    items = await taskItems(taskId);
    expect(items.map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    expect(promotionWire(rows[0]?.promotion_id ?? '').budget).toBe(88_800);
    expect(promotionWire(rows[1]?.promotion_id ?? '').budget).toBe(77_700.5);
  });

  it('edits one project budget and bid inline, in yuan on the medium', async () => {
    const [a = ''] = w.advertisers;
    const id = freshProject(a);
    const answer = await post('/v3/project/update', {
      advertiser_id: a,
      project_id: id,
      delivery_setting: { budget_mode: 'BUDGET_MODE_DAY', budget: '4321.5', cpa_bid: 12.34 },
    });
    expect(answer.data).toMatchObject({ updated_ids: [id], errors: [] });
    expect(projectSetting(id)).toMatchObject({
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 4321.5,
      cpa_bid: 12.34,
    });
  });

  it('changes project bids of one advertiser 10 a call', async () => {
    const [, , c = ''] = w.advertisers;
    const ids = [freshProject(c), freshProject(c)];
    const answer = await post('/v3/project/updatebid', {
      items: ids.map((project_id) => ({ advertiser_id: c, project_id, cpa_bid: 3.21 })),
    });
    await w.drain();
    const items = await taskItems(answer.data.task_id ?? 0);
    expect(items.map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    for (const id of ids) expect(projectSetting(id).cpa_bid).toBe(3.21);
  });

  it('sets an account daily budget', async () => {
    const [a = ''] = w.advertisers;
    const answer = await post('/advertiser/update_daily_budget', {
      items: [{ advertiser_id: a, budget_mode: 'BUDGET_MODE_DAY', budget: 1000 }],
    });
    expect(answer.data).toMatchObject({ updated_ids: [a], errors: [] });
    expect(oe().advertisers.get(Number(a)).dailyBudget).toBe(100_000);
  });
});

describe('limits (spec 001 §5)', () => {
  const cases: [string, string, (a: string, id: string) => unknown, string][] = [
    [
      'project budget below 300',
      '/v3/project/updatebudget',
      (a, id) => ({
        items: [
          { advertiser_id: a, project_id: id, budget_mode: 'BUDGET_MODE_DAY', budget: 299.99 },
        ],
      }),
      '项目预算不能小于300',
    ],
    [
      'project budget above the maximum',
      '/v3/project/updatebudget',
      (a, id) => ({
        items: [
          { advertiser_id: a, project_id: id, budget_mode: 'BUDGET_MODE_DAY', budget: 10_000_000 },
        ],
      }),
      '项目预算不能大于9999999.99',
    ],
    [
      'a budget with 3 decimals',
      '/v3/project/updatebudget',
      (a, id) => ({
        items: [
          { advertiser_id: a, project_id: id, budget_mode: 'BUDGET_MODE_DAY', budget: '300.123' },
        ],
      }),
      '项目预算最多保留2位小数',
    ],
    [
      'a day budget without amount',
      '/v3/project/updatebudget',
      (a, id) => ({
        items: [{ advertiser_id: a, project_id: id, budget_mode: 'BUDGET_MODE_DAY' }],
      }),
      '预算不能为空',
    ],
    [
      'promotion budget below 300',
      '/v3/promotion/updatebudget',
      (a, id) => ({
        items: [
          { advertiser_id: a, promotion_id: id, budget_mode: 'BUDGET_MODE_DAY', budget: 200 },
        ],
      }),
      '广告预算不能小于300',
    ],
    [
      'account budget below 1000',
      '/advertiser/update_daily_budget',
      (a) => ({ items: [{ advertiser_id: a, budget_mode: 'BUDGET_MODE_DAY', budget: 999.99 }] }),
      '账户日预算不能小于1000',
    ],
    [
      'conversion bid below 0.01',
      '/v3/project/updatebid',
      (a, id) => ({ items: [{ advertiser_id: a, project_id: id, cpa_bid: 0.001 }] }),
      '转化出价不能小于0.01',
    ],
    [
      'conversion bid above 10000',
      '/v3/promotion/updatebid',
      (a, id) => ({ items: [{ advertiser_id: a, promotion_id: id, cpa_bid: 10_000.01 }] }),
      '转化出价不能大于10000',
    ],
    [
      'an emptied bid',
      '/v3/promotion/updatebid',
      (a, id) => ({ items: [{ advertiser_id: a, promotion_id: id, cpa_bid: '' }] }),
      '出价不能为空',
    ],
    [
      'deep bid below 0.1',
      '/v3/project/updatedeepbid',
      (a, id) => ({ items: [{ advertiser_id: a, project_id: id, deep_cpabid: 0.09 }] }),
      '深度转化出价不能小于0.1',
    ],
    [
      'an emptied deep bid',
      '/v3/promotion/updatedeepbid',
      (a, id) => ({ items: [{ advertiser_id: a, promotion_id: id, deep_cpabid: null }] }),
      '深度转化出价不能为空',
    ],
    [
      'project ROI below 0.01',
      '/v3/project/updateroigoal',
      (a, id) => ({ items: [{ advertiser_id: a, project_id: id, roi_goal: 0.005 }] }),
      'ROI系数不能小于0.01',
    ],
    [
      'promotion ROI below 0.0001',
      '/v3/promotion/updateroigoal',
      (a, id) => ({ items: [{ advertiser_id: a, promotion_id: id, roi_goal: 0.00009 }] }),
      'ROI系数不能小于0.0001',
    ],
    [
      'ROI above 5',
      '/v3/promotion/updateroigoal',
      (a, id) => ({ items: [{ advertiser_id: a, promotion_id: id, roi_goal: 5.0001 }] }),
      'ROI系数不能大于5',
    ],
    [
      'ROI with 5 decimals',
      '/v3/project/updateroigoal',
      (a, id) => ({ items: [{ advertiser_id: a, project_id: id, roi_goal: 1.23456 }] }),
      'ROI系数最多保留4位小数',
    ],
    [
      'single-edit bid below 0.1',
      '/v3/promotion/update',
      (a, id) => ({ advertiser_id: a, promotion_id: id, cpa_bid: 0.05 }),
      '出价不能小于0.1',
    ],
    [
      'single-edit budget below 300',
      '/v3/project/update',
      (a, id) => ({
        advertiser_id: a,
        project_id: id,
        delivery_setting: { budget_mode: 'BUDGET_MODE_DAY', budget: 250 },
      }),
      '预算不能小于300',
    ],
    [
      'an end date before tomorrow',
      '/v3/project/updateendtime',
      (a, id) => ({
        items: [
          {
            advertiser_id: a,
            project_id: id,
            schedule_type: 'SCHEDULE_START_END',
            end_time: '2020-01-01',
          },
        ],
      }),
      '结束日期不能早于',
    ],
    [
      'a schedule change without effect time',
      '/v3/project/updatescheduletime',
      (a, id) => ({
        items: [
          {
            advertiser_id: a,
            project_id: id,
            schedule_time: '1'.repeat(336),
            schedule_scene: 'LATER',
          },
        ],
      }),
      '请选择生效时间',
    ],
  ];

  // Nothing is changed, so every case uses the same objects.
  let a = '';
  let project = '';
  let promotion = '';
  beforeAll(() => {
    a = w.advertisers[3] ?? '';
    project = freshProject(a);
    promotion = freshPromotion(a);
  });

  it.each(cases)(
    'refuses %s with the spec message, changing nothing',
    async (_name, url, body, message) => {
      const id = url.includes('promotion') ? promotion : project;
      const before = stringifyWireJson([
        oe().projects.get(BigInt(project)).wire,
        promotionWire(promotion),
      ]);
      const calls = w.running.sandbox.state.oceanengine.advertisers.get(Number(a)).dailyBudget;
      const answer = await post(url, body(a, id));
      expect(answer.code).toBe(10001);
      expect(JSON.stringify(answer)).toContain(message);
      expect(
        stringifyWireJson([oe().projects.get(BigInt(project)).wire, promotionWire(promotion)]),
      ).toBe(before);
      expect(oe().advertisers.get(Number(a)).dailyBudget).toBe(calls);
    },
  );
});

describe('data scope', () => {
  it('refuses advertisers the caller may not act on, sending nothing', async () => {
    const [a = ''] = w.advertisers;
    const user = await createUser(w.t.database.db, { abilities: ['ad:updatestatus', 'ad:update'] });
    const token = await w.t.login(user.username, user.password);
    const id = freshPromotion(a);
    const answer = await post(
      '/v3/promotion/updatestatus',
      { promotions: [{ advertiser_id: a, promotion_id: id }], opt_status: 'DISABLE' },
      token,
    );
    expect(answer.code).toBe(10015);
    expect(promotionWire(id).opt_status).toBe('ENABLE');
  });

  it('refuses a caller without the switch ability', async () => {
    const [a = ''] = w.advertisers;
    const user = await createUser(w.t.database.db, { abilities: ['ad:update'] });
    const token = await w.t.login(user.username, user.password);
    const answer = await post(
      '/v3/project/updatestatus',
      { projects: [{ advertiser_id: a, project_id: '1234567' }], opt_status: 'DISABLE' },
      token,
    );
    expect(answer.code).toBe(10003);
  });
});

describe('audit advice', () => {
  it('answers the medium’s reasons of a denied promotion and of its project, none for a passed one', async () => {
    const denied = w.advertisers.flatMap((advertiserId) =>
      oe()
        .promotions.listByAdvertiser(Number(advertiserId))
        .filter((p) => p.sim?.audit?.outcome === 'deny' && p.sim.deletedAt === undefined)
        .map((p) => ({ advertiserId, id: String(p.id), projectId: String(p.parentId) })),
    )[0];
    if (!denied) throw new Error('the seed has no denied promotion');
    const passed = freshPromotion(denied.advertiserId);
    const url = (ids: string) =>
      `/api/bytedance/v3/promotion/rejectreason?advertiser_id=${denied.advertiserId}&promotion_ids=${ids}`;
    const answer = await w.get<RejectReasonAnswer>(url(`${denied.id},${passed}`));
    expect(answer.code).toBe(0);
    expect(answer.data.list.map((r) => r.promotion_id)).toEqual([denied.id]);
    const [advice] = answer.data.list;
    expect((advice?.items.length ?? 0) + (advice?.promotion_reject.length ?? 0)).toBeGreaterThan(0);

    const ofProject = await w.get<RejectReasonAnswer>(
      `/api/bytedance/v3/project/rejectreason?advertiser_id=${denied.advertiserId}&project_ids=${denied.projectId}`,
    );
    expect(ofProject.data.list.map((r) => r.promotion_id)).toContain(denied.id);
    expect(ofProject.data.list[0]?.project_id).toBe(denied.projectId);
  });
});
