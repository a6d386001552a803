import type { BudgetFactsAnswer, FeedUpdateAnswer, Paged, TaskItemRow } from '@toufang/contracts';
import { dayFirstHour, hourOf, localDay } from '@toufang/media-sandbox';
import { shanghaiDate } from '@toufang/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ads, advertisers, campaigns, creatives, statsDaily } from '../../db/schema';
import { DELIVERY_LEVEL, type Medium } from '../../lib/media-mirror';
import { admin } from '../../media/testing/sandbox-fixture';
import { authorizeMedium, startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// The Kuaishou and Tencent write tables through HTTP against the media sandbox (issue 10): status
// changes in the media's groups (Kuaishou ≤ 20 campaigns / ≤ 10 units a call, Tencent ≤ 100
// adgroups with a code per spec), day budgets in each medium's unit with its limits refused on
// the server in Chinese before anything is sent, bids, the mirror refreshed from the medium after
// each write, and a faulted item failed then applied by a retry.

let w: ApiWorld;
let ks: string[] = [];
let tx: string[] = [];

async function mirror(medium: Medium, advertiserIds: readonly string[]) {
  for (const advertiserId of advertiserIds) {
    await w.t.services.mediaSync.readBack({ medium, advertiserId }, [
      { resource: 'campaigns' },
      { resource: 'ads' },
      { resource: 'creatives' },
    ]);
  }
}

beforeAll(async () => {
  w = await startApiWorld();
  ks = await authorizeMedium(w.t, w.rootToken, 'kuaishou');
  tx = await authorizeMedium(w.t, w.rootToken, 'tencent');
  await mirror('kuaishou', ks);
  await mirror('tencent', tx);
}, 120_000);
afterEach(async () => {
  await admin(w.running, 'PUT', 'faults', { rules: [] });
});
afterAll(() => w.close());

const state = () => w.running.sandbox.state;
const db = () => w.t.database.db;
const post = (path: string, body: unknown) => w.post<FeedUpdateAnswer>(path, body);
const taskItems = async (taskId: number) =>
  (await w.get<Paged<TaskItemRow>>(`/api/tasks/${taskId}/items?per_page=500`)).data.list;
const used = new Set<string>();

/** Live objects of a collection no earlier test used, at most `count`. */
function fresh<R extends { id: number; advertiserId: number; sim?: { deletedAt?: number } }>(
  records: readonly R[],
  count: number,
  extra: (r: R) => boolean = () => true,
): R[] {
  const out = records
    .filter((r) => r.sim?.deletedAt === undefined && !used.has(String(r.id)) && extra(r))
    .slice(0, count);
  for (const r of out) used.add(String(r.id));
  return out;
}

/**
 * Whether the sandbox's Tencent budget rule (≥ 1.5 × today's spend and ≥ spend + 50 元) lets this
 * adgroup take a daily budget of `fen`: the simulated spend grows through the day, so a test that
 * sets a budget picks adgroups it fits whatever the hour.
 */
function txBudgetFits(fen: number) {
  return (r: { id: number; advertiserId: number }): boolean => {
    const { sim, clock } = w.running.sandbox;
    const world = sim.world('tencent');
    world.touch(r.advertiserId, clock.now());
    const from = dayFirstHour(localDay(hourOf(clock.now())));
    const spent = world.store.find(r.id)?.costBetween(from, from + 24) ?? 0;
    return fen >= spent * 1.5 && fen >= spent + 5_000;
  };
}

async function spentToday(
  medium: Medium,
  level: number,
  advertiserId: string,
  id: string,
  fen: number,
) {
  await db()
    .insert(statsDaily)
    .values({
      medium,
      level: level as typeof statsDaily.level._.data,
      objectId: id,
      statDate: shanghaiDate(w.t.clock.now()),
      advertiserId,
      cost: fen,
    });
}

/** The groups (calls) of a task: their sizes. */
const groupSizes = (items: readonly TaskItemRow[]) => {
  const sizes = new Map<string, number>();
  for (const i of items) sizes.set(i.group_key, (sizes.get(i.group_key) ?? 0) + 1);
  return [...sizes.values()];
};

describe('Kuaishou writes', () => {
  const ksState = () => state().kuaishou;

  it('pauses campaigns of two advertisers as a task, ≤ 20 a call, read back into the mirror', async () => {
    // The other tests take the first advertiser's objects.
    const rows = ks
      .slice(1)
      .flatMap((a) =>
        fresh(ksState().campaigns.listByAdvertiser(Number(a)), 25, (c) => c.wire.put_status === 1),
      );
    expect(rows.length).toBeGreaterThan(1);
    const answer = await post('/api/kuaishou/campaign/updatestatus', {
      items: rows.map((c) => ({
        advertiser_id: String(c.advertiserId),
        campaign_id: String(c.id),
      })),
      opt_status: 'DISABLE',
    });
    expect(answer.code).toBe(0);
    await w.drain();
    const items = await taskItems(answer.data.task_id ?? 0);
    expect(items.every((i) => i.status === 'succeeded')).toBe(true);
    expect(Math.max(...groupSizes(items))).toBeLessThanOrEqual(20);
    for (const c of rows) expect(ksState().campaigns.get(c.id).wire.put_status).toBe(2);
    const mirrored = await db()
      .select({ optStatus: campaigns.optStatus })
      .from(campaigns)
      .where(and(eq(campaigns.medium, 'kuaishou'), eq(campaigns.campaignId, String(rows[0]?.id))));
    expect(mirrored[0]?.optStatus).toBe('DISABLE');
  });

  it('switches units in calls of at most 10 ids', async () => {
    const a = ks[1] ?? '';
    const rows = fresh(ksState().units.listByAdvertiser(Number(a)), 23);
    const answer = await post('/api/kuaishou/unit/updatestatus', {
      items: rows.map((u) => ({ advertiser_id: a, unit_id: String(u.id) })),
      opt_status: 'DISABLE',
    });
    expect(answer.code).toBe(0);
    if (rows.length === 1) return;
    await w.drain();
    const items = await taskItems(answer.data.task_id ?? 0);
    expect(items.map((i) => i.status)).toEqual(rows.map(() => 'succeeded'));
    const sizes = groupSizes(items);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(10);
    expect(sizes.length).toBe(Math.ceil(rows.length / 10));
    for (const u of rows) expect(ksState().units.get(u.id).wire.put_status).toBe(2);
  });

  it('deletes a creative with put_status 3 inline and the mirror shows it deleted', async () => {
    const [a = ''] = ks;
    const [creative] = fresh(ksState().creatives.listByAdvertiser(Number(a)), 1);
    const id = String(creative?.id);
    const answer = await post('/api/kuaishou/creative/updatestatus', {
      items: [{ advertiser_id: a, creative_id: id }],
      opt_status: 'DELETE',
    });
    expect(answer.code).toBe(0);
    expect(answer.data.updated_ids).toEqual([id]);
    expect(ksState().creatives.get(Number(id)).sim?.deletedAt).toBeDefined();
    const [row] = await db()
      .select({ status: creatives.status })
      .from(creatives)
      .where(and(eq(creatives.medium, 'kuaishou'), eq(creatives.creativeId, id)));
    expect(row?.status).toBe('deleted');
  });

  it('pauses and deletes creatives of a programmatic package from the creative tab', async () => {
    const [a = ''] = ks;
    const programUnits = new Set(
      ksState()
        .units.listByAdvertiser(Number(a))
        .filter((u) => u.wire.unit_type === 7 && u.sim?.deletedAt === undefined)
        .map((u) => u.id),
    );
    const [paused, deleted] = fresh(
      ksState().creatives.listByAdvertiser(Number(a)),
      2,
      (c) => programUnits.has(c.parentId ?? 0) && c.wire.put_status === 1,
    );
    const ids = [String(paused?.id), String(deleted?.id)];
    const [pausedId, deletedId] = ids;
    const off = await post('/api/kuaishou/creative/updatestatus', {
      items: [{ advertiser_id: a, creative_id: pausedId }],
      opt_status: 'DISABLE',
    });
    expect(off.code).toBe(0);
    expect(off.data.updated_ids).toEqual([pausedId]);
    const gone = await post('/api/kuaishou/creative/updatestatus', {
      items: [{ advertiser_id: a, creative_id: deletedId }],
      opt_status: 'DELETE',
    });
    expect(gone.data.updated_ids).toEqual([deletedId]);
    expect(ksState().creatives.get(Number(pausedId)).wire.put_status).toBe(2);
    expect(ksState().creatives.get(Number(deletedId)).sim?.deletedAt).toBeDefined();
    const rows = await db()
      .select({ id: creatives.creativeId, opt: creatives.optStatus, status: creatives.status })
      .from(creatives)
      .where(and(eq(creatives.medium, 'kuaishou'), inArray(creatives.creativeId, ids)));
    expect(rows.find((r) => r.id === pausedId)?.opt).toBe('DISABLE');
    expect(rows.find((r) => r.id === deletedId)?.status).toBe('deleted');
  });

  it('sets a campaign day budget in 厘 and 0 for 不限', async () => {
    const [a = ''] = ks;
    const [c, d] = fresh(ksState().campaigns.listByAdvertiser(Number(a)), 2);
    const answer = await post('/api/kuaishou/campaign/updatebudget', {
      items: [
        {
          advertiser_id: a,
          campaign_id: String(c?.id),
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 12345.67,
        },
        { advertiser_id: a, campaign_id: String(d?.id), budget_mode: 'BUDGET_MODE_INFINITE' },
      ],
    });
    expect(answer.code).toBe(0);
    await w.drain();
    expect((await taskItems(answer.data.task_id ?? 0)).map((i) => i.status)).toEqual([
      'succeeded',
      'succeeded',
    ]);
    expect(ksState().campaigns.get(c?.id ?? 0).wire.day_budget).toBe(12_345_670);
    expect(ksState().campaigns.get(d?.id ?? 0).wire.day_budget).toBe(0);
    const [row] = await db()
      .select({ budget: campaigns.budget, mode: campaigns.budgetMode })
      .from(campaigns)
      .where(and(eq(campaigns.medium, 'kuaishou'), eq(campaigns.campaignId, String(c?.id))));
    expect(row).toEqual({ budget: 1_234_567, mode: 'BUDGET_MODE_DAY' });
  });

  it('refuses a campaign budget under 500 元 and a decrease under 120 % of today’s spend, changing nothing', async () => {
    const [a = ''] = ks;
    const [c, d] = fresh(ksState().campaigns.listByAdvertiser(Number(a)), 2);
    const before = [c, d].map((r) => ksState().campaigns.get(r?.id ?? 0).wire.day_budget);
    const low = await post('/api/kuaishou/campaign/updatebudget', {
      items: [
        {
          advertiser_id: a,
          campaign_id: String(c?.id),
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 499,
        },
      ],
    });
    expect(low.code).not.toBe(0);
    expect(low.message_cn).toMatch(/计划预算/);
    expect(low.message_cn).toMatch(/500/);

    await spentToday('kuaishou', DELIVERY_LEVEL.campaign, a, String(d?.id), 1_000_000);
    const under = await post('/api/kuaishou/campaign/updatebudget', {
      items: [
        {
          advertiser_id: a,
          campaign_id: String(d?.id),
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 11_000,
        },
      ],
    });
    expect(under.code).not.toBe(0);
    expect(under.message_cn).toMatch(/不能低于 ¥12,000\.00/);
    expect([c, d].map((r) => ksState().campaigns.get(r?.id ?? 0).wire.day_budget)).toEqual(before);

    // The budget dialog reads the same spend as the operator types.
    const facts = await w.post<BudgetFactsAnswer>('/api/kuaishou/campaign/budgetfacts', {
      items: [{ advertiser_id: a, id: String(d?.id) }],
    });
    expect(facts.data.list).toEqual([
      { id: String(d?.id), today_cost: 10_000, budget_changes_today: 0 },
    ]);
  });

  it('refuses a unit budget under 100 元 and a bid out of range, in Chinese', async () => {
    const [a = ''] = ks;
    const [u] = fresh(ksState().units.listByAdvertiser(Number(a)), 1);
    const before = ksState().units.get(u?.id ?? 0).wire;
    const budget = await post('/api/kuaishou/unit/updatebudget', {
      items: [
        { advertiser_id: a, unit_id: String(u?.id), budget_mode: 'BUDGET_MODE_DAY', budget: 99 },
      ],
    });
    expect(budget.code).not.toBe(0);
    expect(budget.message_cn).toMatch(/广告组预算/);
    const bid = await post('/api/kuaishou/unit/updatebid', {
      items: [{ advertiser_id: a, unit_id: String(u?.id), cpa_bid: 0.1 }],
    });
    expect(bid.code).not.toBe(0);
    expect(bid.message_cn).toMatch(/出价/);
    expect(ksState().units.get(u?.id ?? 0).wire).toEqual(before);
  });

  it('fails the unit budget the medium did not apply (no-op fault), then a retry applies it', async () => {
    const [a = ''] = ks;
    const rows = fresh(ksState().units.listByAdvertiser(Number(a)), 2);
    await admin(w.running, 'PUT', 'faults', {
      rules: [
        { endpoint: 'POST /kuaishou/rest/openapi/v1/ad_unit/update/day_budget', noopRate: 1 },
      ],
    });
    const answer = await post('/api/kuaishou/unit/updatebudget', {
      items: rows.map((u) => ({
        advertiser_id: a,
        unit_id: String(u.id),
        budget_mode: 'BUDGET_MODE_DAY',
        budget: 60_000,
      })),
    });
    expect(answer.code).toBe(0);
    const taskId = answer.data.task_id ?? 0;
    await w.drain();
    let items = await taskItems(taskId);
    expect(items.map((i) => [i.error_code, i.error_message])).toEqual([
      ['MEDIA_NOT_APPLIED', expect.stringMatching(/未生效/)],
      ['MEDIA_NOT_APPLIED', expect.stringMatching(/未生效/)],
    ]);

    await admin(w.running, 'PUT', 'faults', { rules: [] });
    const retried = await w.post<{ retried: number }>(`/api/tasks/${taskId}/retry`, {});
    expect(retried.data.retried).toBe(2);
    await w.drain();
    items = await taskItems(taskId);
    expect(items.map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    for (const u of rows) expect(ksState().units.get(u.id).wire.day_budget).toBe(60_000_000);
  });

  it('sets the account day budget and refuses one under 500 元', async () => {
    const [a = ''] = ks;
    const account = () => ksState().advertisers.get(Number(a)).dailyBudget;
    const before = account();
    const low = await post('/api/kuaishou/advertiser/update_daily_budget', {
      items: [{ advertiser_id: a, budget_mode: 'BUDGET_MODE_DAY', budget: 499.99 }],
    });
    expect(low.code).not.toBe(0);
    expect(low.message_cn).toMatch(/账户日预算/);
    expect(account()).toBe(before);

    const answer = await post('/api/kuaishou/advertiser/update_daily_budget', {
      items: [{ advertiser_id: a, budget_mode: 'BUDGET_MODE_DAY', budget: 80_000 }],
    });
    expect(answer.code).toBe(0);
    expect(answer.data.updated_ids).toEqual([a]);
    expect(account()).toBe(80_000_000);
    const [row] = await db()
      .select({ budget: advertisers.budget })
      .from(advertisers)
      .where(and(eq(advertisers.medium, 'kuaishou'), eq(advertisers.advertiserId, a)));
    expect(row?.budget).toBe(8_000_000);
  });
});

describe('Tencent v3 writes', () => {
  const txState = () => state().tencent;

  it('suspends adgroups of two advertisers, ≤ 100 specs a call, read back into the mirror', async () => {
    const rows = tx
      .slice(1)
      .flatMap((a) =>
        fresh(
          txState().adgroups.listByAdvertiser(Number(a)),
          30,
          (g) => g.wire.configured_status === 'AD_STATUS_NORMAL',
        ),
      );
    expect(rows.length).toBeGreaterThan(1);
    const answer = await post('/api/tencent/v3/adgroup/updatestatus', {
      items: rows.map((g) => ({ advertiser_id: String(g.advertiserId), adgroup_id: String(g.id) })),
      opt_status: 'DISABLE',
    });
    expect(answer.code).toBe(0);
    await w.drain();
    const items = await taskItems(answer.data.task_id ?? 0);
    expect(items.every((i) => i.status === 'succeeded')).toBe(true);
    expect(Math.max(...groupSizes(items))).toBeLessThanOrEqual(100);
    for (const g of rows) {
      expect(txState().adgroups.get(g.id).wire.configured_status).toBe('AD_STATUS_SUSPEND');
    }
    const [row] = await db()
      .select({ optStatus: ads.optStatus })
      .from(ads)
      .where(and(eq(ads.medium, 'tencent'), eq(ads.adId, String(rows[0]?.id))));
    expect(row?.optStatus).toBe('DISABLE');
  });

  it('switches a dynamic creative inline', async () => {
    const [a = ''] = tx;
    const [creative] = fresh(txState().dynamicCreatives.listByAdvertiser(Number(a)), 1);
    const id = String(creative?.id);
    const answer = await post('/api/tencent/v3/dynamic_creative/updatestatus', {
      items: [{ advertiser_id: a, dynamic_creative_id: id }],
      opt_status: 'DISABLE',
    });
    expect(answer.code).toBe(0);
    expect(answer.data.updated_ids).toEqual([id]);
    expect(txState().dynamicCreatives.get(Number(id)).wire.configured_status).toBe(
      'AD_STATUS_SUSPEND',
    );
  });

  it('sets adgroup daily budgets in 分, 0 for 不限', async () => {
    const [a = ''] = tx;
    const [g, h] = fresh(txState().adgroups.listByAdvertiser(Number(a)), 2, txBudgetFits(888_880));
    const answer = await post('/api/tencent/v3/adgroup/updatebudget', {
      items: [
        {
          advertiser_id: a,
          adgroup_id: String(g?.id),
          budget_mode: 'BUDGET_MODE_DAY',
          budget: '8888.8',
        },
        { advertiser_id: a, adgroup_id: String(h?.id), budget_mode: 'BUDGET_MODE_INFINITE' },
      ],
    });
    expect(answer.code).toBe(0);
    await w.drain();
    expect(
      (await taskItems(answer.data.task_id ?? 0)).map((i) => [i.status, i.error_message]),
    ).toEqual([
      ['succeeded', null],
      ['succeeded', null],
    ]);
    expect(txState().adgroups.get(g?.id ?? 0).wire.daily_budget).toBe(888_880);
    expect(txState().adgroups.get(h?.id ?? 0).wire.daily_budget).toBe(0);
  });

  it('refuses a budget under 50 元 and one under 1.5 × today’s spend, changing nothing', async () => {
    const [a = ''] = tx;
    const [g, h] = fresh(txState().adgroups.listByAdvertiser(Number(a)), 2);
    const before = [g, h].map((r) => txState().adgroups.get(r?.id ?? 0).wire.daily_budget);
    const low = await post('/api/tencent/v3/adgroup/updatebudget', {
      items: [
        {
          advertiser_id: a,
          adgroup_id: String(g?.id),
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 49.99,
        },
      ],
    });
    expect(low.code).not.toBe(0);
    expect(low.message_cn).toMatch(/广告日预算/);

    await spentToday('tencent', DELIVERY_LEVEL.ad, a, String(h?.id), 100_000);
    const under = await post('/api/tencent/v3/adgroup/updatebudget', {
      items: [
        {
          advertiser_id: a,
          adgroup_id: String(h?.id),
          budget_mode: 'BUDGET_MODE_DAY',
          budget: 1_400,
        },
      ],
    });
    expect(under.code).not.toBe(0);
    expect(under.message_cn).toMatch(/不能低于 ¥1,500\.00/);
    expect([g, h].map((r) => txState().adgroups.get(r?.id ?? 0).wire.daily_budget)).toEqual(before);
  });

  it('takes one adgroup budget inline, as the 预算/出价 dialog sends it, read back into the mirror', async () => {
    const [a = ''] = tx;
    const [g] = fresh(txState().adgroups.listByAdvertiser(Number(a)), 1, txBudgetFits(432_100));
    const id = String(g?.id);
    const answer = await post('/api/tencent/v3/adgroup/updatebudget', {
      items: [{ advertiser_id: a, adgroup_id: id, budget_mode: 'BUDGET_MODE_DAY', budget: 4321 }],
    });
    expect(answer.code).toBe(0);
    expect(answer.data.task_id).toBeNull();
    expect(answer.data.updated_ids).toEqual([id]);
    expect(txState().adgroups.get(g?.id ?? 0).wire.daily_budget).toBe(432_100);
    const [row] = await db()
      .select({ budget: ads.budget })
      .from(ads)
      .where(and(eq(ads.medium, 'tencent'), eq(ads.adId, id)));
    expect(row?.budget).toBe(432_100);
  });

  it('refuses a bid under 0.1 元 or over 10000 元 in Chinese, sending nothing', async () => {
    const [a = ''] = tx;
    const [g] = fresh(txState().adgroups.listByAdvertiser(Number(a)), 1);
    const before = txState().adgroups.get(g?.id ?? 0).wire.bid_amount;
    for (const cpa_bid of [0.09, 10_000.01]) {
      const answer = await post('/api/tencent/v3/adgroup/updatebid', {
        items: [{ advertiser_id: a, adgroup_id: String(g?.id), cpa_bid }],
      });
      expect(answer.code).not.toBe(0);
      expect(JSON.stringify(answer)).toMatch(/出价/);
    }
    expect(txState().adgroups.get(g?.id ?? 0).wire.bid_amount).toBe(before);
  });

  it('answers the per-spec code of an adgroup the medium refuses a bid, applying the others', async () => {
    const [a = ''] = tx;
    const [g, h] = fresh(txState().adgroups.listByAdvertiser(Number(a)), 2);
    txState().adgroups.update(h?.id ?? 0, (r) => ({
      ...r,
      wire: { ...r.wire, smart_bid_type: 'SMART_BID_TYPE_SYSTEMATIC' },
    }));
    const answer = await post('/api/tencent/v3/adgroup/updatebid', {
      items: [
        { advertiser_id: a, adgroup_id: String(g?.id), cpa_bid: 12.34 },
        { advertiser_id: a, adgroup_id: String(h?.id), cpa_bid: 12.34 },
      ],
    });
    expect(answer.code).toBe(0);
    await w.drain();
    const items = await taskItems(answer.data.task_id ?? 0);
    expect(items.map((i) => i.status)).toEqual(['succeeded', 'failed']);
    expect(items[1]?.error_message).toBe('系统自动出价的广告不能修改出价');
    expect(txState().adgroups.get(g?.id ?? 0).wire.bid_amount).toBe(1_234);
  });

  it('fails the budget the medium did not apply (no-op fault), then a retry applies it', async () => {
    const [a = ''] = tx;
    const fits = txBudgetFits(300_000);
    const [g] = fresh(txState().adgroups.listByAdvertiser(Number(a)), 1, fits);
    const [h] = fresh(txState().adgroups.listByAdvertiser(Number(a)), 1, fits);
    const rows = [
      { advertiser_id: a, adgroup_id: String(g?.id) },
      { advertiser_id: String(h?.advertiserId), adgroup_id: String(h?.id) },
    ].map((r) => ({ ...r, budget_mode: 'BUDGET_MODE_DAY', budget: 3_000 }));
    await admin(w.running, 'PUT', 'faults', {
      rules: [{ endpoint: 'POST /tencent/v3.0/adgroups/update_daily_budget', noopRate: 1 }],
    });
    const answer = await post('/api/tencent/v3/adgroup/updatebudget', { items: rows });
    const taskId = answer.data.task_id ?? 0;
    await w.drain();
    expect((await taskItems(taskId)).map((i) => i.error_code)).toEqual([
      'MEDIA_NOT_APPLIED',
      'MEDIA_NOT_APPLIED',
    ]);
    await admin(w.running, 'PUT', 'faults', { rules: [] });
    await w.post(`/api/tasks/${taskId}/retry`, {});
    await w.drain();
    expect((await taskItems(taskId)).map((i) => i.status)).toEqual(['succeeded', 'succeeded']);
    expect(txState().adgroups.get(g?.id ?? 0).wire.daily_budget).toBe(300_000);
  });

  it('sets the account daily budget at most 5 times a day, refusing the 6th in Chinese', async () => {
    const [a = ''] = tx;
    const account = () => txState().advertisers.get(Number(a)).dailyBudget;
    for (const yuan of [60_000, 60_100, 60_200, 60_300, 60_400]) {
      const answer = await post('/api/tencent/advertiser/update_daily_budget', {
        items: [{ advertiser_id: a, budget_mode: 'BUDGET_MODE_DAY', budget: yuan }],
      });
      expect(answer.code).toBe(0);
      expect(account()).toBe(yuan * 100);
    }
    const sixth = await post('/api/tencent/advertiser/update_daily_budget', {
      items: [{ advertiser_id: a, budget_mode: 'BUDGET_MODE_DAY', budget: 70_000 }],
    });
    expect(sixth.code).not.toBe(0);
    expect(sixth.message_cn).toMatch(/今天已修改 5 次，每天最多 5 次/);
    expect(account()).toBe(6_040_000);
  });
});

describe('every limit refused on the server, in Chinese, with nothing sent', () => {
  /** The medium's copy of an object (an account's day budget), to see that nothing changed. */
  const wireOf = (medium: 'kuaishou' | 'tencent', level: string, id: string): unknown => {
    const s = state();
    if (level === 'advertiser') return s[medium].advertisers.get(Number(id)).dailyBudget;
    if (medium === 'kuaishou') {
      const collection = level === 'campaign' ? s.kuaishou.campaigns : s.kuaishou.units;
      return JSON.stringify(collection.get(Number(id)).wire);
    }
    return JSON.stringify(s.tencent.adgroups.get(Number(id)).wire);
  };
  const objectOf = (medium: 'kuaishou' | 'tencent', level: string, a: string): string => {
    if (level === 'advertiser') return a;
    const s = state();
    const records: readonly { id: number; advertiserId: number; sim?: { deletedAt?: number } }[] =
      medium === 'tencent'
        ? s.tencent.adgroups.listByAdvertiser(Number(a))
        : level === 'campaign'
          ? s.kuaishou.campaigns.listByAdvertiser(Number(a))
          : s.kuaishou.units.listByAdvertiser(Number(a));
    const [record] = fresh(records, 1);
    return String(record?.id);
  };

  it.each([
    [
      'kuaishou',
      'campaign',
      'budget',
      { budget_mode: 'BUDGET_MODE_DAY', budget: 100_000_001 },
      /计划预算/,
    ],
    [
      'kuaishou',
      'campaign',
      'budget',
      { budget_mode: 'BUDGET_MODE_DAY', budget: 600.123 },
      /计划预算/,
    ],
    ['kuaishou', 'unit', 'budget', { budget_mode: 'BUDGET_MODE_DAY' }, /预算/],
    ['kuaishou', 'unit', 'bid', { cpa_bid: 10_001 }, /出价/],
    ['kuaishou', 'unit', 'bid', { cpa_bid: '' }, /出价不能为空/],
    [
      'kuaishou',
      'advertiser',
      'budget',
      { budget_mode: 'BUDGET_MODE_DAY', budget: 100 },
      /账户日预算/,
    ],
    [
      'tencent',
      'adgroup',
      'budget',
      { budget_mode: 'BUDGET_MODE_DAY', budget: 4_000_000.01 },
      /广告日预算/,
    ],
    ['tencent', 'adgroup', 'bid', { cpa_bid: 0.05 }, /出价/],
    [
      'tencent',
      'advertiser',
      'budget',
      { budget_mode: 'BUDGET_MODE_DAY', budget: 49 },
      /账户日预算/,
    ],
  ] as const)('%s %s %s %o', async (medium, level, field, values, message) => {
    const a = (medium === 'kuaishou' ? ks : tx)[0] ?? '';
    const id = objectOf(medium, level, a);
    const before = wireOf(medium, level, id);
    const base =
      medium === 'kuaishou'
        ? '/api/kuaishou'
        : level === 'advertiser'
          ? '/api/tencent'
          : '/api/tencent/v3';
    const path =
      level === 'advertiser'
        ? `${base}/advertiser/update_daily_budget`
        : `${base}/${level}/update${field}`;
    const item =
      level === 'advertiser' ? { advertiser_id: a } : { advertiser_id: a, [`${level}_id`]: id };
    const answer = await post(path, { items: [{ ...item, ...values }] });
    expect(answer.code).not.toBe(0);
    expect(answer.message_cn).toMatch(message);
    expect(wireOf(medium, level, id)).toEqual(before);
  });

  it('refuses a Kuaishou account budget under 120 % of the account’s spend today', async () => {
    const [a = ''] = ks;
    await spentToday('kuaishou', DELIVERY_LEVEL.advertiser, a, a, 1_000_000);
    const before = wireOf('kuaishou', 'advertiser', a);
    const answer = await post('/api/kuaishou/advertiser/update_daily_budget', {
      items: [{ advertiser_id: a, budget_mode: 'BUDGET_MODE_DAY', budget: 11_000 }],
    });
    expect(answer.code).not.toBe(0);
    expect(answer.message_cn).toMatch(/账户日预算不能低于 ¥12,000\.00/);
    expect(wireOf('kuaishou', 'advertiser', a)).toEqual(before);
  });
});

describe('Kuaishou unit bids', () => {
  it('sets one bid on units of an advertiser in 厘, read back into the mirror', async () => {
    const [a = ''] = ks;
    const rows = fresh(state().kuaishou.units.listByAdvertiser(Number(a)), 2);
    const answer = await post('/api/kuaishou/unit/updatebid', {
      items: rows.map((u) => ({ advertiser_id: a, unit_id: String(u.id), cpa_bid: 23.45 })),
    });
    expect(answer.code).toBe(0);
    await w.drain();
    const items = await taskItems(answer.data.task_id ?? 0);
    expect(items.map((i) => [i.status, i.error_message])).toEqual(
      rows.map(() => ['succeeded', null]),
    );
    for (const u of rows) {
      const wire = state().kuaishou.units.get(u.id).wire;
      expect([wire.bid, wire.cpa_bid]).toContain(23_450);
    }
    const [row] = await db()
      .select({ cpaBid: ads.cpaBid, bid: ads.bid })
      .from(ads)
      .where(and(eq(ads.medium, 'kuaishou'), eq(ads.adId, String(rows[0]?.id))));
    expect([row?.cpaBid, row?.bid]).toContain(2_345);
  });
});
