import type { FeedUpdateAnswer, Paged, RejectReasonAnswer, TaskItemRow } from '@toufang/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ads, campaigns, creatives } from '../../db/schema';
import type { LegacySource, Medium } from '../../lib/media-mirror';
import { createUser } from '../../test/factories';
import { authorizeMedium, startApiWorld, type ApiWorld } from '../feed-batches/test-support';

// The legacy screens' writes through HTTP against the media sandbox (launchv2: Ocean Engine v2
// campaign → ad (计划) → creative; launchQqV2: Tencent v1.3 campaign → adgroup → ad): switches
// and deletes as tasks in the media's groups, budgets and bids checked on the server with the
// families' rules before anything is sent, the legacy mirror rows read back after each write while
// the same objects' current-family rows stay as they were, the v2 ads' reject reasons, and the
// legacy screens' abilities.

let w: ApiWorld;
let oe: string[] = [];
let tx: string[] = [];

async function mirror(medium: Medium, source: LegacySource, advertiserIds: readonly string[]) {
  for (const advertiserId of advertiserIds) {
    await w.t.services.mediaSync.readBack({ medium, advertiserId, source }, [
      { resource: 'campaigns' },
      { resource: 'ads' },
      { resource: 'creatives' },
    ]);
  }
}

beforeAll(async () => {
  w = await startApiWorld();
  oe = w.advertisers;
  tx = await authorizeMedium(w.t, w.rootToken, 'tencent');
  await mirror('bytedance', 'bytedance_v2', oe);
  await mirror('tencent', 'tencent_v2', tx);
}, 120_000);
afterAll(() => w.close());

const state = () => w.running.sandbox.state;
const db = () => w.t.database.db;
const post = (path: string, body: unknown, token?: string) =>
  w.post<FeedUpdateAnswer>(path, body, token);
const taskItems = async (taskId: number) =>
  (await w.get<Paged<TaskItemRow>>(`/api/tasks/${taskId}/items?per_page=500`)).data.list;
const live = <R extends { sim?: { deletedAt?: number } }>(records: readonly R[]) =>
  records.filter((r) => r.sim?.deletedAt === undefined);

async function adRow(medium: string, adId: string) {
  const [row] = await db()
    .select()
    .from(ads)
    .where(and(eq(ads.medium, medium as Medium), eq(ads.adId, adId)));
  return row;
}

describe('launchv2 writes (Ocean Engine v2)', () => {
  const promotions = () => live(state().oceanengine.promotions.listByAdvertiser(Number(oe[0])));

  it('pauses ads as a task and reads them back under the legacy source only', async () => {
    const chosen = promotions()
      .filter((p) => p.wire.opt_status === 'ENABLE')
      .slice(0, 3);
    expect(chosen).toHaveLength(3);
    const before = await adRow('bytedance', String(chosen[0]?.id));
    const answer = await post('/api/ad/updatestatus', {
      items: chosen.map((p) => ({ advertiser_id: oe[0], ad_id: String(p.id) })),
      opt_status: 'DISABLE',
    });
    expect(answer.code).toBe(0);
    await w.drain();
    const items = await taskItems(answer.data.task_id ?? 0);
    expect(items.map((i) => i.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
    for (const p of chosen) {
      expect(state().oceanengine.promotions.get(p.id).wire.opt_status).toBe('DISABLE');
      expect((await adRow('bytedance_v2', String(p.id)))?.optStatus).toBe('DISABLE');
    }
    // The v3 mirror row of the same promotion is the sync's to refresh, not this write's.
    expect((await adRow('bytedance', String(chosen[0]?.id)))?.syncedAt).toEqual(before?.syncedAt);
  });

  it('refuses an ad budget of 不限 or under 300 元 in Chinese, and sets a valid one', async () => {
    const [ad] = promotions().filter((p) => p.wire.budget !== undefined);
    const item = { advertiser_id: oe[0], ad_id: String(ad?.id) };
    const unlimited = await post('/api/ad/update', {
      items: [{ ...item, budget_mode: 'BUDGET_MODE_INFINITE' }],
    });
    expect(unlimited.code).not.toBe(0);
    expect(JSON.stringify(unlimited)).toContain('计划预算不支持不限');
    const low = await post('/api/ad/update', {
      items: [{ ...item, budget_mode: 'BUDGET_MODE_DAY', budget: '299' }],
    });
    expect(JSON.stringify(low)).toContain('计划预算不能小于300');
    const set = await post('/api/ad/update', {
      items: [{ ...item, budget_mode: 'BUDGET_MODE_DAY', budget: '99999' }],
    });
    expect(set.code).toBe(0);
    expect(set.data.updated_ids).toEqual([String(ad?.id)]);
    expect(state().oceanengine.promotions.get(ad?.id ?? 0n).wire.budget).toBe(99999);
    expect(await adRow('bytedance_v2', String(ad?.id))).toMatchObject({
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 9_999_900,
    });
  });

  it('sets a campaign’s budget and switches a creative', async () => {
    const [campaign] = live(state().oceanengine.projects.listByAdvertiser(Number(oe[0])));
    const budget = await post('/api/bytedance/campaign/updatebudget', {
      items: [
        {
          advertiser_id: oe[0],
          campaign_id: String(campaign?.id),
          budget_mode: 'BUDGET_MODE_DAY',
          budget: '5000',
        },
      ],
    });
    expect(budget.code).toBe(0);
    const [row] = await db()
      .select()
      .from(campaigns)
      .where(
        and(eq(campaigns.medium, 'bytedance_v2'), eq(campaigns.campaignId, String(campaign?.id))),
      );
    expect(row).toMatchObject({ budgetMode: 'BUDGET_MODE_DAY', budget: 500_000 });

    const [creative] = await db()
      .select()
      .from(creatives)
      .where(and(eq(creatives.medium, 'bytedance_v2'), eq(creatives.advertiserId, oe[0] ?? '')))
      .limit(1);
    const switched = await post('/api/creative/updatestatus', {
      items: [{ advertiser_id: oe[0], creative_id: creative?.creativeId }],
      opt_status: 'DISABLE',
    });
    expect(switched.code).toBe(0);
    const [after] = await db()
      .select()
      .from(creatives)
      .where(
        and(
          eq(creatives.medium, 'bytedance_v2'),
          eq(creatives.creativeId, creative?.creativeId ?? ''),
        ),
      );
    expect(after?.optStatus).toBe('DISABLE');
  });

  it('answers the reject reasons of a denied ad', async () => {
    const denied = oe
      .flatMap((id) => live(state().oceanengine.promotions.listByAdvertiser(Number(id))))
      .find((p) => p.sim?.audit?.outcome === 'deny');
    expect(denied).toBeDefined();
    const answer = await w.get<RejectReasonAnswer>(
      `/api/ad/rejectreason?advertiser_id=${denied?.advertiserId}&ad_ids=${denied?.id}`,
    );
    expect(answer.code).toBe(0);
    expect(answer.data.list.map((r) => r.promotion_id)).toEqual([String(denied?.id)]);
  });
});

describe('launchQqV2 writes (Tencent v1.3)', () => {
  const adgroups = () =>
    live(state().tencent.adgroups.listByAdvertiser(Number(tx[0]))).filter(
      (a) => a.parentId !== null,
    );

  it('pauses adgroups one a call and deletes an ad', async () => {
    const chosen = adgroups().slice(0, 2);
    const answer = await post('/api/tencent/adgroup/updatestatus', {
      items: chosen.map((a) => ({ advertiser_id: tx[0], adgroup_id: String(a.id) })),
      opt_status: 'DISABLE',
    });
    expect(answer.code).toBe(0);
    await w.drain();
    const items = await taskItems(answer.data.task_id ?? 0);
    expect(items.every((i) => i.status === 'succeeded')).toBe(true);
    expect(new Set(items.map((i) => i.group_key)).size).toBe(2);
    for (const a of chosen) {
      expect(state().tencent.adgroups.get(a.id).wire.configured_status).toBe('AD_STATUS_SUSPEND');
      expect((await adRow('tencent_v2', String(a.id)))?.optStatus).toBe('DISABLE');
    }
    const [ad] = live(state().tencent.dynamicCreatives.listByParent(adgroups()[3]?.id ?? 0));
    const removed = await post('/api/tencent/ad/updatestatus', {
      items: [{ advertiser_id: tx[0], ad_id: String(ad?.id) }],
      opt_status: 'DELETE',
    });
    expect(removed.code).toBe(0);
    expect(state().tencent.dynamicCreatives.get(ad?.id ?? 0).sim?.deletedAt).toBeDefined();
  });

  it('sets an adgroup’s bid and a campaign’s daily budget, refusing one under 50 元', async () => {
    const adgroup = adgroups()[5];
    const bid = await post('/api/tencent/adgroup/updatebid', {
      items: [{ advertiser_id: tx[0], adgroup_id: String(adgroup?.id), cpa_bid: '12.34' }],
    });
    expect(bid, JSON.stringify(bid)).toMatchObject({ code: 0 });
    expect(state().tencent.adgroups.get(adgroup?.id ?? 0).wire.bid_amount).toBe(1234);
    const campaignId = String(adgroup?.parentId);
    const low = await post('/api/tencent/campaign/updatebudget', {
      items: [
        {
          advertiser_id: tx[0],
          campaign_id: campaignId,
          budget_mode: 'BUDGET_MODE_DAY',
          budget: '49',
        },
      ],
    });
    expect(low.code).not.toBe(0);
    expect(JSON.stringify(low)).toContain('推广计划日预算');
    const set = await post('/api/tencent/campaign/updatebudget', {
      items: [
        {
          advertiser_id: tx[0],
          campaign_id: campaignId,
          budget_mode: 'BUDGET_MODE_DAY',
          budget: '800',
        },
      ],
    });
    expect(set.code).toBe(0);
    expect(state().tencent.campaigns.get(Number(campaignId)).wire.daily_budget).toBe(80_000);
  });
});

describe('legacy write access', () => {
  it('needs the legacy screen’s switch ability, then the advertiser in the caller’s scope', async () => {
    const body = { items: [{ advertiser_id: oe[0], ad_id: '1' }], opt_status: 'DISABLE' };
    const reader = await createUser(db(), {
      abilities: ['advertiser:list', 'bytedance:campaign:reports'],
    });
    const readOnly = await w.t.login(reader.username, reader.password);
    expect((await post('/api/ad/updatestatus', body, readOnly)).code).toBe(10003);
    const switcher = await createUser(db(), {
      abilities: ['advertiser:list', 'bytedance:campaign:reports', 'ad:updatestatus'],
    });
    const noScope = await w.t.login(switcher.username, switcher.password);
    // ADVERTISERS_OUT_OF_SCOPE: the account is the medium's, checked for a legacy write too.
    expect((await post('/api/ad/updatestatus', body, noScope)).code).toBe(10015);
  });
});
