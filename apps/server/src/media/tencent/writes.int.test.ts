import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizeOnPage,
  createTestMedia,
  REDIRECT_URI,
  startSandbox,
  type RunningSandbox,
} from '../testing/sandbox-fixture';
import { createTencentWrites, type TencentWrites } from './writes';

// Tencent v3 writes against the media sandbox over real HTTP (reference §3.4–§3.6): the adgroup
// batches with a code per spec, dynamic creatives switched one call each, accounts' daily budgets
// per account; money in 分 on both sides.

let running: RunningSandbox;
let writes: TencentWrites;
let token: string;
let accountId: string;
let reached: string[];

const state = () => running.sandbox.state.tencent;
const own = () => Number(accountId);
const liveAdgroups = () =>
  state()
    .adgroups.listByAdvertiser(own())
    .filter((a) => a.sim?.deletedAt === undefined);

beforeAll(async () => {
  running = await startSandbox();
  const media = createTestMedia(running);
  const adapter = media.adapters.tencent;
  const page = await authorizeOnPage(adapter, 'writes-tencent');
  token = (await adapter.exchangeCode(page.code, REDIRECT_URI)).accessToken;
  reached = (await adapter.listAuthorizedAdvertisers(token)).map((a) => a.id);
  accountId =
    reached
      .map((id) => ({ id, count: state().adgroups.listByAdvertiser(Number(id)).length }))
      .sort((a, b) => b.count - a.count)[0]?.id ?? '';
  expect(liveAdgroups().length).toBeGreaterThan(3);
  writes = createTencentWrites({ client: media.client });
});
afterAll(async () => {
  await running.close();
});

describe('Tencent v3 writes', () => {
  it('switches adgroups with a result per spec, refused ones with the Chinese message', async () => {
    const [a, b] = liveAdgroups();
    const foreign = state()
      .adgroups.values()
      .find((g) => g.advertiserId !== own());
    const ids = [String(a?.id), String(b?.id), String(foreign?.id)];
    const results = await writes.setAdgroupStatus(token, accountId, [
      { id: ids[0] ?? '', status: 'DISABLE' },
      { id: ids[1] ?? '', status: 'ENABLE' },
      { id: ids[2] ?? '', status: 'DISABLE' },
    ]);
    expect(results).toEqual([
      { id: ids[0], ok: true },
      { id: ids[1], ok: true },
      { id: ids[2], ok: false, code: '11014', message: expect.stringMatching(/不属于/) },
    ]);
    expect(state().adgroups.get(a?.id ?? 0).wire.configured_status).toBe('AD_STATUS_SUSPEND');
    expect(state().adgroups.get(b?.id ?? 0).wire.configured_status).toBe('AD_STATUS_NORMAL');
  });

  it('takes 1–100 specs a batch', async () => {
    const many = Array.from({ length: 101 }, (_, i) => ({ id: String(i + 1), budgetFen: 10_000 }));
    await expect(writes.setAdgroupBudgets(token, accountId, many)).rejects.toThrow(RangeError);
    await expect(writes.setAdgroupBids(token, accountId, [])).rejects.toThrow(RangeError);
  });

  it('sets daily budgets in 分, 不限 as 0, and refuses one out of range on its own', async () => {
    const [a, b, c] = liveAdgroups();
    const results = await writes.setAdgroupBudgets(token, accountId, [
      { id: String(a?.id), budgetFen: 400_000_000 },
      { id: String(b?.id), budgetFen: null },
      { id: String(c?.id), budgetFen: 4_999 },
    ]);
    expect(results).toEqual([
      { id: String(a?.id), ok: true },
      { id: String(b?.id), ok: true },
      { id: String(c?.id), ok: false, code: expect.any(String), message: expect.any(String) },
    ]);
    expect(state().adgroups.get(a?.id ?? 0).wire.daily_budget).toBe(400_000_000);
    expect(state().adgroups.get(b?.id ?? 0).wire.daily_budget).toBe(0);
  });

  it('sets bids in 分', async () => {
    const adgroups = liveAdgroups()
      .filter((g) => g.wire.smart_bid_type !== 'SMART_BID_TYPE_SYSTEMATIC')
      .slice(0, 2);
    const results = await writes.setAdgroupBids(
      token,
      accountId,
      adgroups.map((g) => ({ id: String(g.id), bidFen: 1_234 })),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    for (const g of adgroups) expect(state().adgroups.get(g.id).wire.bid_amount).toBe(1_234);
  });

  it('switches dynamic creatives one call each, refusing a missing one alone', async () => {
    const creatives = state()
      .dynamicCreatives.listByAdvertiser(own())
      .filter((c) => c.sim?.deletedAt === undefined)
      .slice(0, 2);
    const results = await writes.setCreativeStatus(token, accountId, [
      { id: String(creatives[0]?.id), status: 'DISABLE' },
      { id: '999999001', status: 'DISABLE' },
      { id: String(creatives[1]?.id), status: 'ENABLE' },
    ]);
    expect(results).toEqual([
      { id: String(creatives[0]?.id), ok: true },
      {
        id: '999999001',
        ok: false,
        code: expect.any(String),
        message: expect.stringMatching(/不存在/),
      },
      { id: String(creatives[1]?.id), ok: true },
    ]);
    expect(state().dynamicCreatives.get(creatives[0]?.id ?? 0).wire.configured_status).toBe(
      'AD_STATUS_SUSPEND',
    );
  });

  it('sets accounts’ daily budgets, each answered, at most 5 changes a day', async () => {
    const results = await writes.setAccountBudgets(token, [
      { id: accountId, budgetFen: 1_000_000 },
      { id: '999999002', budgetFen: 1_000_000 },
    ]);
    expect(results).toEqual([
      { id: accountId, ok: true },
      { id: '999999002', ok: false, code: '11014', message: expect.stringMatching(/授权/) },
    ]);
    expect(state().advertisers.get(own()).dailyBudget).toBe(1_000_000);
    for (let i = 0; i < 4; i += 1) {
      await writes.setAccountBudgets(token, [{ id: accountId, budgetFen: null }]);
    }
    const sixth = await writes.setAccountBudgets(token, [{ id: accountId, budgetFen: 600_000 }]);
    expect(sixth).toEqual([
      {
        id: accountId,
        ok: false,
        code: expect.any(String),
        message: expect.stringMatching(/5 次/),
      },
    ]);
    expect(state().advertisers.get(own()).dailyBudget).toBe(0);
  });

  it('names the limiter keys the client draws from', () => {
    expect(writes.limiterKeys('adgroupBudget', accountId)).toEqual([
      expect.stringMatching(/^tencent:\d+:POST adgroups\/update_daily_budget$/),
      `tencent:advertiser:${accountId}`,
    ]);
    expect(writes.limiterKeys('accountBudget', accountId)).toEqual([
      expect.stringMatching(/^tencent:\d+:POST advertiser\/update_daily_budget$/),
    ]);
  });
});
