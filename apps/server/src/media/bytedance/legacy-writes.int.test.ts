import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MirrorReader, ObjectResource, ObjectRowsOf } from '../media-mirror-types';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
} from '../testing/sandbox-fixture';
import { createBytedanceLegacyMirrorReader } from './legacy-mirror-reader';
import { createBytedanceLegacyWrites, type BytedanceLegacyWrites } from './legacy-writes';

// Ocean Engine v2 writes against the media sandbox over real HTTP (reference §1.5, §1.10), read
// back through the v2 lists: switches and deletion per level with per-id refusals, a campaign's
// budget, ads' budgets and bids in 分, and the review's reasons of a denied ad.

let running: RunningSandbox;
let writes: BytedanceLegacyWrites;
let reader: MirrorReader;
let token: string;
let advertiserId: string;
let otherAdvertiserId: string;

const state = () => running.sandbox.state.oceanengine;
const promotionsOf = (id: string) =>
  state()
    .promotions.listByAdvertiser(Number(id))
    .filter((p) => p.sim?.deletedAt === undefined);

async function read<R extends ObjectResource>(
  resource: R,
  ids: readonly string[],
): Promise<ObjectRowsOf[R][]> {
  const rows: ObjectRowsOf[R][] = [];
  for await (const page of reader.listObjects(resource, token, advertiserId, {
    modifiedSince: null,
    ids,
  })) {
    rows.push(...page.rows);
  }
  return rows;
}

beforeAll(async () => {
  running = await startSandbox();
  const media = createTestMedia(running);
  // An account with a denied ad first (its reasons are read), then another.
  const hasDenied = (id: string) =>
    promotionsOf(id).some((p) => p.sim?.audit?.outcome === 'deny') ? 0 : 1;
  const page = await authorizeOnPage(media.adapters.bytedance, 'legacy-writes', (offered) =>
    offered
      .filter((a) => a.plain)
      .sort((a, b) => hasDenied(a.id) - hasDenied(b.id))
      .slice(0, 2),
  );
  token = (await media.adapters.bytedance.exchangeCode(page.code, REDIRECT_URI)).accessToken;
  [advertiserId = '', otherAdvertiserId = ''] = page.granted;
  writes = createBytedanceLegacyWrites({ client: media.client });
  reader = createBytedanceLegacyMirrorReader({ client: media.client });
});
afterAll(async () => {
  await running.close();
});

describe('Ocean Engine v2 writes', () => {
  it('switches ads and answers each id, a foreign one refused in Chinese', async () => {
    const [a, b] = promotionsOf(advertiserId);
    const foreign = promotionsOf(otherAdvertiserId)[0];
    const results = await writes.setStatus('ad', token, advertiserId, [
      { id: String(a?.id), optStatus: 'DISABLE' },
      { id: String(b?.id), optStatus: 'ENABLE' },
      { id: String(foreign?.id), optStatus: 'DISABLE' },
    ]);
    expect(results).toHaveLength(3);
    expect(
      results
        .filter((r) => r.ok)
        .map((r) => r.id)
        .sort(),
    ).toEqual([String(a?.id), String(b?.id)].sort());
    const refused = results.find((r) => !r.ok);
    expect(refused).toMatchObject({ id: String(foreign?.id), ok: false });
    expect(refused && !refused.ok ? refused.message : '').toMatch(/\p{Script=Han}/u);
    const [row] = await read('ads', [String(a?.id)]);
    expect(row).toMatchObject({ optStatus: 'DISABLE', rawStatus: 'AD_STATUS_DISABLE' });
  });

  it('switches a campaign and sets its budget in 分', async () => {
    const [campaign] = state().projects.listByAdvertiser(Number(advertiserId));
    const id = String(campaign?.id);
    const switched = await writes.setStatus('campaign', token, advertiserId, [
      { id, optStatus: 'DISABLE' },
    ]);
    expect(switched).toEqual([{ id, ok: true }]);
    const budget = await writes.setCampaignBudgets(token, advertiserId, [
      { id, budgetMode: 'BUDGET_MODE_DAY', budgetFen: 1_234_500 },
    ]);
    expect(budget).toEqual([{ id, ok: true }]);
    const [row] = await read('campaigns', [id]);
    expect(row).toMatchObject({
      rawStatus: 'CAMPAIGN_STATUS_DISABLE',
      budgetMode: 'BUDGET_MODE_DAY',
      budget: 1_234_500,
    });
  });

  it('sets ads’ day budgets and bids, refusing an out-of-range bid per id', async () => {
    const biddable = promotionsOf(advertiserId).slice(2, 4);
    const ids = biddable.map((p) => String(p.id));
    const budgets = await writes.setAdBudgets(
      token,
      advertiserId,
      ids.map((id) => ({ id, budgetFen: 9_999_900 })),
    );
    expect(budgets).toEqual(ids.map((id) => ({ id, ok: true })));
    for (const row of await read('ads', ids)) {
      expect(row).toMatchObject({ budgetMode: 'BUDGET_MODE_DAY', budget: 9_999_900 });
    }
    const bids = await writes.setAdBids(token, advertiserId, [{ id: ids[0] ?? '', bidFen: 5 }]);
    expect(bids[0]).toMatchObject({ ok: false });
    expect(bids[0] && !bids[0].ok ? bids[0].message : '').toContain('出价');
  });

  it('switches and deletes creatives', async () => {
    const [ad] = promotionsOf(advertiserId).filter(
      (p) => (p.wire.promotion_materials.video_material_list ?? []).length > 1,
    );
    const creatives: ObjectRowsOf['creatives'][] = [];
    for await (const page of reader.listObjects('creatives', token, advertiserId, {
      modifiedSince: null,
      parentIds: [String(ad?.id)],
    })) {
      creatives.push(...page.rows);
    }
    const [first, second] = creatives;
    expect(
      await writes.setStatus('creative', token, advertiserId, [
        { id: first?.creativeId ?? '', optStatus: 'DISABLE' },
      ]),
    ).toEqual([{ id: first?.creativeId, ok: true }]);
    expect(
      await writes.remove('creative', token, advertiserId, [second?.creativeId ?? '']),
    ).toEqual([{ id: second?.creativeId, ok: true }]);
    const after = await read('creatives', [first?.creativeId ?? '', second?.creativeId ?? '']);
    expect(after.find((c) => c.creativeId === first?.creativeId)?.rawStatus).toBe(
      'CREATIVE_STATUS_DISABLE',
    );
    expect(after.find((c) => c.creativeId === second?.creativeId)?.status).toBe('deleted');
  });

  it('reads the reasons of a denied ad', async () => {
    const denied = promotionsOf(advertiserId).find((p) => p.sim?.audit?.outcome === 'deny');
    expect(denied).toBeDefined();
    const rows = await writes.rejectReasons('ad', token, advertiserId, [String(denied?.id)]);
    expect(rows.map((r) => r.promotionId)).toEqual([String(denied?.id)]);
    const reasons = [
      ...(rows[0]?.promotionReject.flatMap((r) => r.reasons) ?? []),
      ...(rows[0]?.materialReject.flatMap((r) => r.reasons) ?? []),
    ];
    expect(reasons.length).toBeGreaterThan(0);
  });
});
