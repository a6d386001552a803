import {
  FEED_BUDGET_FACTS_PATHS,
  type BudgetFactsAnswer,
  type FeedUpdateAnswer,
  type Paged,
  type TaskItemRow,
} from '@toufang/contracts';
import { shanghaiDate } from '@toufang/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, changeLog, statsDaily } from '../../db/schema';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import { startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// The media's own budget rules (packages/domain media-budget-rules) enforced by the server before
// it calls the medium: the smallest change from the budget the mirror holds, 105 % of today's
// spend and 20 changes a day for Ocean Engine promotions. A refused batch sends nothing.

let w: ApiWorld;
beforeAll(async () => {
  w = await startApiWorld();
});
afterAll(() => w.close());

const oe = () => w.running.sandbox.state.oceanengine;
const db = () => w.t.database.db;
const used = new Set<bigint>();
const today = () => shanghaiDate(w.t.clock.now());

/** A live promotion of the advertiser, mirrored with a day budget of `budgetYuan`. */
async function mirroredPromotion(advertiserId: string, budgetYuan: number): Promise<string> {
  const record = oe()
    .promotions.listByAdvertiser(Number(advertiserId))
    .find((p) => !used.has(p.id) && p.sim?.deletedAt === undefined);
  if (!record) throw new Error(`advertiser ${advertiserId} has no promotion left`);
  used.add(record.id);
  const id = String(record.id);
  await db()
    .insert(ads)
    .values({
      medium: 'bytedance',
      adId: id,
      campaignId: String(record.parentId ?? 0n),
      advertiserId,
      budgetMode: 'BUDGET_MODE_DAY',
      budget: budgetYuan * 100,
    });
  return id;
}

async function spentToday(advertiserId: string, id: string, fen: number) {
  await db().insert(statsDaily).values({
    medium: 'bytedance',
    level: DELIVERY_LEVEL.ad,
    objectId: id,
    statDate: today(),
    advertiserId,
    cost: fen,
  });
}

const budgetOf = (id: string) => oe().promotions.get(BigInt(id)).wire.budget;

const post = (items: unknown[]) =>
  w.post<FeedUpdateAnswer>('/api/bytedance/v3/promotion/updatebudget', { items });

const day = (advertiser_id: string, promotion_id: string, budget: number) => ({
  advertiser_id,
  promotion_id,
  budget_mode: 'BUDGET_MODE_DAY',
  budget,
});

describe('Ocean Engine budget rules on the server', () => {
  it('refuses a change smaller than 100 元 and sends nothing', async () => {
    const [a = ''] = w.advertisers;
    const [p, q] = [await mirroredPromotion(a, 3400), await mirroredPromotion(a, 3400)];
    const before = [budgetOf(p), budgetOf(q)];
    const answer = await post([day(a, p, 3450), day(a, q, 3500)]);
    expect(answer.code).not.toBe(0);
    expect(answer.data.errors).toEqual([
      {
        ids: [p],
        error_message: '每次修改幅度不能小于 ¥100.00（当前 ¥3,400.00）',
        error_code: null,
      },
    ]);
    expect([budgetOf(p), budgetOf(q)]).toEqual(before);
  });

  it("refuses a budget below 105 % of today's spend rounded up to 100 元", async () => {
    const [a = ''] = w.advertisers;
    const p = await mirroredPromotion(a, 5000);
    await spentToday(a, p, 100_000);
    const answer = await post([day(a, p, 1050), day(a, await mirroredPromotion(a, 900), 1200)]);
    expect(answer.data.errors).toEqual([
      {
        ids: [p],
        error_message: '广告预算不能低于 ¥1,100.00（今日已消耗 ¥1,000.00）',
        error_code: null,
      },
    ]);
  });

  it('refuses the 21st budget change of the day', async () => {
    const [a = ''] = w.advertisers;
    const p = await mirroredPromotion(a, 5000);
    await db()
      .insert(changeLog)
      .values(
        Array.from({ length: 20 }, () => ({
          medium: 'bytedance',
          advertiserId: a,
          objectType: 'promotion',
          objectId: p,
          action: 'update_budget',
          outcome: 'succeeded' as const,
          at: w.t.clock.now(),
        })),
      );
    const answer = await post([day(a, p, 6000), day(a, await mirroredPromotion(a, 900), 1200)]);
    expect(answer.data.errors).toEqual([
      { ids: [p], error_message: '广告预算今天已修改 20 次，每天最多 20 次', error_code: null },
    ]);
  });

  it('sends changes that keep every rule', async () => {
    const [a = ''] = w.advertisers;
    const p = await mirroredPromotion(a, 0);
    const q = await mirroredPromotion(a, 0);
    // The mirror as a sync left it: the budgets the medium holds.
    const now = [budgetOf(p), budgetOf(q)].map((yuan) => Math.max(yuan ?? 0, 1100));
    for (const [id, yuan] of [p, q].map((id, n) => [id, now[n] ?? 0] as const)) {
      await db()
        .update(ads)
        .set({ budget: yuan * 100 })
        .where(eq(ads.adId, id));
    }
    await spentToday(a, p, 100_000);
    const answer = await post([day(a, p, (now[0] ?? 0) + 1000), day(a, q, (now[1] ?? 0) + 100)]);
    expect(answer.code).toBe(0);
    await w.drain();
    const listed = await w.get<Paged<TaskItemRow>>(`/api/tasks/${answer.data.task_id}/items`);
    expect(listed.data.list.map((i) => [i.status, i.error_message])).toEqual([
      ['succeeded', null],
      ['succeeded', null],
    ]);
    expect([budgetOf(p), budgetOf(q)]).toEqual([(now[0] ?? 0) + 1000, (now[1] ?? 0) + 100]);
  });

  it('tells the dialogs the spend and changes of today, only for the object of its advertiser', async () => {
    const [a = '', b = ''] = w.advertisers;
    const p = await mirroredPromotion(a, 5000);
    await spentToday(a, p, 123_456);
    const facts = await w.post<BudgetFactsAnswer>(FEED_BUDGET_FACTS_PATHS.promotion, {
      items: [{ advertiser_id: a, id: p }],
    });
    expect(facts.data.list).toEqual([{ id: p, today_cost: 1234.56, budget_changes_today: 0 }]);
    // Another advertiser's id paired with this object learns nothing of it.
    const paired = await w.post<BudgetFactsAnswer>(FEED_BUDGET_FACTS_PATHS.promotion, {
      items: [{ advertiser_id: b, id: p }],
    });
    expect(paired.data.list).toEqual([{ id: p, today_cost: 0, budget_changes_today: 0 }]);
  });

  it('holds the single edit to the same rules, and lets an unchanged budget through', async () => {
    const [a = ''] = w.advertisers;
    const p = await mirroredPromotion(a, 3400);
    const single = (budget: number) =>
      w.post<FeedUpdateAnswer>('/api/bytedance/v3/promotion/update', {
        advertiser_id: a,
        promotion_id: p,
        budget_mode: 'BUDGET_MODE_DAY',
        budget,
      });
    const refused = await single(3450);
    expect(refused.code).not.toBe(0);
    expect(refused.data.errors[0]?.error_message).toBe(
      '每次修改幅度不能小于 ¥100.00（当前 ¥3,400.00）',
    );
    const same = await single(3400);
    expect(same.code).toBe(0);
    expect(same.data.errors).toEqual([]);
  });
});
