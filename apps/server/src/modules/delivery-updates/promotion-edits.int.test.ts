import type {
  ChangeRow,
  FeedUpdateAnswer,
  Paged,
  PromotionCopyAnswer,
  TaskItemRow,
} from '@toufang/contracts';
import {
  COPY_NO_CREATIVE_MESSAGE,
  COPY_PRICING_MESSAGE,
  PROJECT_COST_STABLE_LABEL,
} from '@toufang/domain';
import { longIntegersAsText, stringifyWireJson } from '@toufang/media-wire';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ads, campaigns, creatives } from '../../db/schema';
import { createUser } from '../../test/factories';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// Material delete, 智能放量, the project-set bid and copy ad of the delivery screen (spec 001 §4,
// §5, §7 "Updates") through HTTP against the media sandbox: read back on the sandbox, refusals
// with the spec's messages that change nothing, abilities and the data scope.

let w: ApiWorld;
beforeAll(async () => {
  w = await startApiWorld();
});
afterAll(() => w.close());

const oe = () => w.running.sandbox.state.oceanengine;
type OceanEnginePromotionRecord = ReturnType<ReturnType<typeof oe>['promotions']['get']>;
const used = new Set<bigint>();
const db = () => w.t.database.db;

const filesOf = (p: Readonly<OceanEnginePromotionRecord>) => {
  const m = p.wire.promotion_materials;
  return [
    ...(m.video_material_list ?? []).map((v) => String(v.material_id)),
    ...(m.image_material_list ?? []).flatMap((g) => g.images.map((i) => String(i.material_id))),
  ];
};

/** A live promotion no earlier test used, on a project that takes bids, matching `extra`. */
function freshPromotion(
  advertiserId: string,
  extra: (p: Readonly<OceanEnginePromotionRecord>) => boolean = () => true,
): Readonly<OceanEnginePromotionRecord> {
  const record = oe()
    .promotions.listByAdvertiser(Number(advertiserId))
    .find((p) => {
      const project = oe().projects.find(p.parentId ?? 0n);
      return (
        !used.has(p.id) &&
        p.sim?.deletedAt === undefined &&
        project?.wire.delivery_setting.bid_type !== 'NO_BID' &&
        extra(p)
      );
    });
  if (!record) throw new Error(`advertiser ${advertiserId} has no promotion left`);
  used.add(record.id);
  return record;
}

const pricingOf = (p: Readonly<OceanEnginePromotionRecord>) => {
  const project = oe().projects.get(p.parentId ?? 0n).wire;
  return project.delivery_setting.pricing ?? project.pricing;
};
const copyable = (p: Readonly<OceanEnginePromotionRecord>) =>
  ['PRICING_OCPM', 'PRICING_OCPC'].includes(pricingOf(p) ?? '') && filesOf(p).length > 0;

const post = <T = FeedUpdateAnswer>(url: string, payload: unknown, token?: string) =>
  w.post<T>(`/api/bytedance/v3${url}`, payload, token);

async function tokenWith(abilities: string[]): Promise<string> {
  const user = await createUser(db(), { abilities });
  return w.t.login(user.username, user.password);
}

/** Mirror rows for a promotion and its project, as a sync would have left them. */
async function mirror(advertiserId: string, p: Readonly<OceanEnginePromotionRecord>) {
  const project = oe().projects.get(p.parentId ?? 0n).wire;
  const raw = longIntegersAsText(project) as Record<string, unknown>;
  const medium = 'bytedance' as const;
  await db()
    .insert(campaigns)
    .values({
      medium,
      campaignId: String(project.project_id),
      advertiserId,
      raw,
    })
    .onConflictDoUpdate({
      target: [campaigns.medium, campaigns.campaignId],
      set: { raw },
    });
  await db()
    .insert(ads)
    .values({ medium, adId: String(p.id), campaignId: String(project.project_id), advertiserId })
    .onConflictDoNothing();
}

describe('material delete', () => {
  it('removes a material from its promotion, reads it back, records it and marks the mirror row deleted', async () => {
    const [a = ''] = w.advertisers;
    const p = freshPromotion(a, (r) => filesOf(r).length >= 2);
    const [materialId = '', ...kept] = filesOf(p);
    const creativeId = `${p.id}:${materialId}`;
    await db()
      .insert(creatives)
      .values({
        medium: 'bytedance',
        creativeId,
        adId: String(p.id),
        advertiserId: a,
        materialId,
        status: 'delivering',
      });

    const answer = await post('/promotion/material/delete', {
      advertiser_id: a,
      promotion_id: String(p.id),
      material_id: materialId,
    });
    expect(answer.code).toBe(0);
    expect(answer.data).toMatchObject({ task_id: null, updated_ids: [materialId], errors: [] });
    expect(filesOf(oe().promotions.get(p.id))).toEqual(kept);

    const [row] = await db()
      .select({ status: creatives.status })
      .from(creatives)
      .where(and(eq(creatives.medium, 'bytedance'), eq(creatives.creativeId, creativeId)));
    expect(row?.status).toBe('deleted');
    const history = await w.get<Paged<ChangeRow>>(`/api/changes?object_id=${materialId}`);
    expect(history.data.list[0]).toMatchObject({
      outcome: 'succeeded',
      action: 'delete',
      object_type: 'material',
      after: { deleted: true },
    });
  });

  it('refuses to remove the last material, sending nothing', async () => {
    const [a = ''] = w.advertisers;
    const p = freshPromotion(a, (r) => filesOf(r).length === 1);
    const before = stringifyWireJson(oe().promotions.get(p.id).wire);
    const answer = await post('/promotion/material/delete', {
      advertiser_id: a,
      promotion_id: String(p.id),
      material_id: filesOf(p)[0],
    });
    expect(answer.code).toBe(60202);
    expect(answer.data.updated_ids).toEqual([]);
    expect(answer.data.error_list[0]?.error_message).toContain('至少需要保留一个');
    expect(stringifyWireJson(oe().promotions.get(p.id).wire)).toBe(before);
  });

  it('refuses a caller without ad:updatestatus and one outside the data scope', async () => {
    const [a = ''] = w.advertisers;
    const p = freshPromotion(a, (r) => filesOf(r).length >= 2);
    const body = { advertiser_id: a, promotion_id: String(p.id), material_id: filesOf(p)[0] };
    const noAbility = await post(
      '/promotion/material/delete',
      body,
      await tokenWith(['ad:update']),
    );
    expect(noAbility.code).toBe(10003);
    const noScope = await post(
      '/promotion/material/delete',
      body,
      await tokenWith(['ad:updatestatus']),
    );
    expect(noScope.code).toBe(10015);
    expect(filesOf(oe().promotions.get(p.id))).toEqual(filesOf(p));
  });
});

describe('智能放量', () => {
  it('switches 智能放量 of promotions of two advertisers as a task, read back on the sandbox', async () => {
    const [a = '', b = ''] = w.advertisers;
    const items = [freshPromotion(a), freshPromotion(b)].map((p, n) => ({
      advertiser_id: n === 0 ? a : b,
      promotion_id: String(p.id),
      auto_extend_traffic: 'ON',
    }));
    const answer = await post('/promotion/updateautoextend', { items });
    expect(answer.code).toBe(0);
    expect(answer.data.task_id).toEqual(expect.any(Number));
    await w.drain();
    const listed = await w.get<Paged<TaskItemRow>>(`/api/tasks/${answer.data.task_id}/items`);
    expect(listed.data.list.map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    for (const item of items) {
      expect(oe().promotions.get(BigInt(item.promotion_id)).wire.auto_extend_traffic).toBe('ON');
    }

    const [first] = items;
    const off = await post('/promotion/updateautoextend', {
      items: [{ ...first, auto_extend_traffic: 'OFF' }],
    });
    expect(off.data).toMatchObject({ updated_ids: [first?.promotion_id], errors: [] });
    expect(oe().promotions.get(BigInt(first?.promotion_id ?? 0)).wire.auto_extend_traffic).toBe(
      'OFF',
    );
  });

  it('refuses a row without ON/OFF with 请选择智能放量状态, changing nothing', async () => {
    const [a = ''] = w.advertisers;
    const p = freshPromotion(a);
    const answer = await post('/promotion/updateautoextend', {
      items: [{ advertiser_id: a, promotion_id: String(p.id), auto_extend_traffic: '' }],
    });
    expect(answer.code).toBe(10001);
    expect(JSON.stringify(answer)).toContain('请选择智能放量状态');
    expect(oe().promotions.get(p.id).wire.auto_extend_traffic).toBeUndefined();
  });
});

describe('the mirror after value writes', () => {
  it('keeps the budgets read back from the medium on the mirror rows of a batch', async () => {
    const [a = ''] = w.advertisers;
    const [p, q] = [freshPromotion(a), freshPromotion(a)];
    for (const r of [p, q]) await mirror(a, r);
    const items = [p, q].map((r, n) => ({
      advertiser_id: a,
      promotion_id: String(r.id),
      budget_mode: 'BUDGET_MODE_DAY',
      budget: 90_000 + n * 1_000,
    }));
    const answer = await post('/promotion/updatebudget', { items });
    await w.drain();
    const listed = await w.get<Paged<TaskItemRow>>(`/api/tasks/${answer.data.task_id}/items`);
    expect(listed.data.list.map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    const rows = await db()
      .select({ id: ads.adId, budget: ads.budget, mode: ads.budgetMode })
      .from(ads)
      .where(eq(ads.medium, 'bytedance'));
    const byId = new Map(rows.map((r) => [r.id, r]));
    expect(byId.get(String(p.id))).toMatchObject({ budget: 9_000_000, mode: 'BUDGET_MODE_DAY' });
    expect(byId.get(String(q.id))).toMatchObject({ budget: 9_100_000, mode: 'BUDGET_MODE_DAY' });
  });
});

describe('bids set by the project (项目成本稳投)', () => {
  it('refuses batch and single bid edits of a promotion whose project has project_custom ON', async () => {
    const [a = ''] = w.advertisers;
    const p = freshPromotion(a);
    oe().projects.update(p.parentId ?? 0n, (project) => ({
      ...project,
      wire: {
        ...project.wire,
        delivery_setting: { ...project.wire.delivery_setting, project_custom: 'ON' },
      },
    }));
    await mirror(a, p);
    const other = freshPromotion(a, (r) => r.parentId !== p.parentId);
    const before = oe().promotions.get(p.id).wire.cpa_bid;

    const batch = await post('/promotion/updatebid', {
      items: [
        { advertiser_id: a, promotion_id: String(p.id), cpa_bid: 12 },
        { advertiser_id: a, promotion_id: String(other.id), cpa_bid: 12 },
      ],
    });
    expect(batch.code).toBe(10001);
    expect(batch.data.errors).toEqual([
      { ids: [String(p.id)], error_message: PROJECT_COST_STABLE_LABEL, error_code: null },
    ]);
    const single = await post('/promotion/update', {
      advertiser_id: a,
      promotion_id: String(p.id),
      cpa_bid: 12,
    });
    expect(single.code).toBe(10001);
    expect(single.data.error_list).toEqual([{ error_message: PROJECT_COST_STABLE_LABEL }]);
    expect(oe().promotions.get(p.id).wire.cpa_bid).toBe(before);
    expect(oe().promotions.get(other.id).wire.cpa_bid).not.toBe(12);
  });
});

describe('copy ad', () => {
  const namesIn = (advertiserId: string, name: string) =>
    oe()
      .promotions.listByAdvertiser(Number(advertiserId))
      .filter((p) => p.wire.promotion_name === name);

  it('creates a copy in the same project with the chosen titles and answers its id', async () => {
    const [a = ''] = w.advertisers;
    const p = freshPromotion(a, copyable);
    const calls = vi.spyOn(w.t.services.mediaClient, 'call');
    const answer = await post<PromotionCopyAnswer>('/promotion/copy', {
      advertiser_id: a,
      promotion_id: String(p.id),
      name: `复制测试-${p.id}`,
      titles: ['新标题一', '新标题二'],
    });
    // Only the new promotion is read back: no report of the account, no other level's listing.
    const paths = calls.mock.calls.map(([call]) => call.path);
    calls.mockRestore();
    expect(paths.filter((path) => /report/.test(path))).toEqual([]);
    expect(paths.length).toBeLessThanOrEqual(6);
    expect(answer.code).toBe(0);
    expect(answer.data.errors).toEqual([]);
    const [copy] = namesIn(a, `复制测试-${p.id}`);
    expect(answer.data.promotion_id).toBe(String(copy?.id));
    expect(copy?.parentId).toBe(p.parentId);
    // The copy was read back: it is in the mirror the lists read, with its creatives.
    const mirrored = await db()
      .select({ name: ads.name })
      .from(ads)
      .where(and(eq(ads.medium, 'bytedance'), eq(ads.adId, String(copy?.id))));
    expect(mirrored).toEqual([{ name: `复制测试-${p.id}` }]);
    const copiedCreatives = await db()
      .select({ id: creatives.creativeId })
      .from(creatives)
      .where(and(eq(creatives.medium, 'bytedance'), eq(creatives.adId, String(copy?.id))));
    expect(copiedCreatives.length).toBeGreaterThan(0);
    expect(copy?.wire.promotion_materials.title_material_list?.map((t) => t.title)).toEqual([
      '新标题一',
      '新标题二',
    ]);
    expect(copy?.wire.promotion_materials.video_material_list?.map((v) => v.video_id)).toEqual(
      p.wire.promotion_materials.video_material_list?.map((v) => v.video_id),
    );

    // The name is the creation's key: the same copy again makes no second promotion.
    const again = await post<PromotionCopyAnswer>('/promotion/copy', {
      advertiser_id: a,
      promotion_id: String(p.id),
      name: `复制测试-${p.id}`,
    });
    expect(again.code).toBe(60202);
    expect(again.data.promotion_id).toBeNull();
    expect(again.data.error_list[0]?.error_message).toContain('不可重复');
    expect(namesIn(a, `复制测试-${p.id}`)).toHaveLength(1);
  });

  it('refuses a promotion of a project priced other than OCPM/OCPC', async () => {
    const [a = ''] = w.advertisers;
    const p = freshPromotion(a, copyable);
    oe().projects.update(p.parentId ?? 0n, (project) => ({
      ...project,
      wire: {
        ...project.wire,
        pricing: 'PRICING_CPC',
        delivery_setting: { ...project.wire.delivery_setting, pricing: 'PRICING_CPC' },
      },
    }));
    const count = oe().promotions.listByAdvertiser(Number(a)).length;
    const answer = await post('/promotion/copy', { advertiser_id: a, promotion_id: String(p.id) });
    expect(answer.code).toBe(60201);
    expect(answer.message_cn).toBe(COPY_PRICING_MESSAGE);
    expect(oe().promotions.listByAdvertiser(Number(a))).toHaveLength(count);
  });

  it('refuses a promotion without creatives', async () => {
    const [a = ''] = w.advertisers;
    const p = freshPromotion(a, copyable);
    oe().promotions.update(p.id, (r) => ({
      ...r,
      wire: { ...r.wire, promotion_materials: { title_material_list: [{ title: '只有标题' }] } },
    }));
    const count = oe().promotions.listByAdvertiser(Number(a)).length;
    const answer = await post('/promotion/copy', { advertiser_id: a, promotion_id: String(p.id) });
    expect(answer.code).toBe(60201);
    expect(answer.message_cn).toBe(COPY_NO_CREATIVE_MESSAGE);
    expect(oe().promotions.listByAdvertiser(Number(a))).toHaveLength(count);
  });

  it('refuses more than 10 titles, a caller without creative:update and one outside the scope', async () => {
    const [a = ''] = w.advertisers;
    const p = freshPromotion(a, copyable);
    const count = oe().promotions.listByAdvertiser(Number(a)).length;
    const body = { advertiser_id: a, promotion_id: String(p.id) };
    const titles = Array.from({ length: 11 }, (_, i) => `标题${i}`);
    const tooMany = await post('/promotion/copy', { ...body, titles });
    expect(tooMany.code).toBe(10001);
    expect(JSON.stringify(tooMany.message)).toContain('标题最多10个');
    const noAbility = await post('/promotion/copy', body, await tokenWith(['ad:update']));
    expect(noAbility.code).toBe(10003);
    const noScope = await post('/promotion/copy', body, await tokenWith(['creative:update']));
    expect(noScope.code).toBe(10015);
    expect(oe().promotions.listByAdvertiser(Number(a))).toHaveLength(count);
  });
});
