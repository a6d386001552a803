import { beforeAll, describe, expect, it } from 'vitest';
import { useMirrorSession } from './mirror-session';
import { createKuaishouWrites, type KuaishouWrites } from './writes';

// Kuaishou writes against the media sandbox over real HTTP (reference §2.5, §2.7, §2.10): put_status
// of the three levels in bounded lists, budgets and bids in 厘 from 分, the account's day budget and
// a creative's content, each id answered applied, refused with the medium's reason, or left out.

const session = useMirrorSession('writes-kuaishou');
let writes: KuaishouWrites;
beforeAll(() => {
  writes = createKuaishouWrites({ client: session.media.client });
});

const state = () => session.running.sandbox.state.kuaishou;
const own = () => Number(session.advertiserId);
const liveUnits = () =>
  state()
    .units.listByAdvertiser(own())
    .filter((u) => u.sim?.deletedAt === undefined && u.wire.unit_type !== 7);
const foreignOf = <T extends { advertiserId: number }>(records: readonly T[]) =>
  records.find((r) => r.advertiserId !== own());

describe('Kuaishou writes', () => {
  it('switches units and answers each id, refused ones with the medium’s reason', async () => {
    const [a, b] = liveUnits();
    const foreign = foreignOf(state().units.values());
    const ids = [String(a?.id), String(b?.id), String(foreign?.id), '999999001'];
    const results = await writes.setStatus('unit', session.token, session.advertiserId, [
      { id: ids[0] ?? '', status: 'DISABLE' },
      { id: ids[1] ?? '', status: 'ENABLE' },
      { id: ids[2] ?? '', status: 'DISABLE' },
      { id: ids[3] ?? '', status: 'DISABLE' },
    ]);
    expect(results).toEqual([
      { id: ids[0], ok: true },
      { id: ids[1], ok: true },
      {
        id: ids[2],
        ok: false,
        code: 'BUSINESS',
        message: expect.stringMatching(/\p{Script=Han}/u),
      },
      { id: ids[3], ok: false, code: 'BUSINESS', message: expect.stringMatching(/不存在/) },
    ]);
    expect(state().units.get(a?.id ?? 0).wire.put_status).toBe(2);
    expect(state().units.get(b?.id ?? 0).wire.put_status).toBe(1);
    expect(state().units.get(foreign?.id ?? 0).wire.put_status).not.toBe(2);
  });

  it('takes at most 10 units, 20 campaigns or creatives a status call, and at least one', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => ({
      id: String(i + 1),
      status: 'ENABLE' as const,
    }));
    await expect(
      writes.setStatus('unit', session.token, session.advertiserId, eleven),
    ).rejects.toThrow(RangeError);
    const twentyOne = Array.from({ length: 21 }, (_, i) => ({
      id: String(i + 1),
      status: 'ENABLE' as const,
    }));
    await expect(
      writes.setStatus('campaign', session.token, session.advertiserId, twentyOne),
    ).rejects.toThrow(RangeError);
    await expect(
      writes.setStatus('creative', session.token, session.advertiserId, []),
    ).rejects.toThrow(RangeError);
  });

  it('switches creatives to two states in one batch, results in the order given', async () => {
    const creatives = state()
      .creatives.listByAdvertiser(own())
      .filter((c) => c.sim?.deletedAt === undefined)
      .slice(0, 3);
    const changes = creatives.map((c, i) => ({
      id: String(c.id),
      status: i === 1 ? ('ENABLE' as const) : ('DISABLE' as const),
    }));
    const results = await writes.setStatus(
      'creative',
      session.token,
      session.advertiserId,
      changes,
    );
    expect(results.map((r) => [r.id, r.ok])).toEqual(changes.map((c) => [c.id, true]));
    expect(creatives.map((c) => state().creatives.get(c.id).wire.put_status)).toEqual([2, 1, 2]);
  });

  it('pauses campaigns; a campaign the call did not apply has no known outcome', async () => {
    const [campaign] = state()
      .campaigns.listByAdvertiser(own())
      .filter((c) => c.sim?.deletedAt === undefined);
    const foreign = foreignOf(state().campaigns.values());
    const results = await writes.setStatus('campaign', session.token, session.advertiserId, [
      { id: String(campaign?.id), status: 'DISABLE' },
      { id: String(foreign?.id), status: 'DISABLE' },
    ]);
    // documentId 2569 answers only the applied ids: the foreign one is for the caller to read back.
    expect(results).toEqual([{ id: String(campaign?.id), ok: true }]);
    expect(state().campaigns.get(campaign?.id ?? 0).wire.put_status).toBe(2);
  });

  it('sets campaign day budgets in 厘, 不限 as 0, and refuses one below 500 元 alone', async () => {
    const [a, b, c] = state()
      .campaigns.listByAdvertiser(own())
      .filter((r) => r.sim?.deletedAt === undefined);
    const results = await writes.setCampaignBudgets(session.token, session.advertiserId, [
      { id: String(a?.id), budgetFen: 1_000_000 },
      { id: String(b?.id), budgetFen: null },
      { id: String(c?.id), budgetFen: 49_999 },
    ]);
    expect(results).toEqual([
      { id: String(a?.id), ok: true },
      { id: String(b?.id), ok: true },
      {
        id: String(c?.id),
        ok: false,
        code: expect.any(String),
        message: expect.stringMatching(/500 元/),
      },
    ]);
    expect(state().campaigns.get(a?.id ?? 0).wire.day_budget).toBe(10_000_000);
    expect(state().campaigns.get(b?.id ?? 0).wire.day_budget).toBe(0);
  });

  it('sets a campaign’s weekday budgets in 厘 and removes them again', async () => {
    const [campaign] = state()
      .campaigns.listByAdvertiser(own())
      .filter((r) => r.sim?.deletedAt === undefined);
    const id = String(campaign?.id);
    const week = [0, 60_000, 70_000, 80_000, 90_000, 100_000, 110_000];
    expect(
      await writes.setCampaignBudgets(session.token, session.advertiserId, [
        { id, scheduleFen: week },
      ]),
    ).toEqual([{ id, ok: true }]);
    expect(state().campaigns.get(campaign?.id ?? 0).wire.day_budget_schedule).toEqual(
      week.map((fen) => fen * 10),
    );
    await writes.setCampaignBudgets(session.token, session.advertiserId, [
      { id, scheduleFen: null },
    ]);
    expect(state().campaigns.get(campaign?.id ?? 0).wire.day_budget_schedule ?? null).toBeNull();
    await expect(
      writes.setCampaignBudgets(session.token, session.advertiserId, [
        { id, scheduleFen: week.slice(1) },
      ]),
    ).rejects.toThrow(RangeError);
    const [low] = await writes.setCampaignBudgets(session.token, session.advertiserId, [
      { id, scheduleFen: [...week.slice(0, 6), 49_900] },
    ]);
    expect(low).toMatchObject({ ok: false, message: expect.stringMatching(/500 元/) });
  });

  it('sets unit day budgets, units sharing a value in one call', async () => {
    const [a, b, c] = liveUnits();
    const results = await writes.setUnitBudgets(session.token, session.advertiserId, [
      { id: String(a?.id), budgetFen: 2_000_000 },
      { id: String(b?.id), budgetFen: 3_000_000 },
      { id: String(c?.id), budgetFen: 2_000_000 },
    ]);
    expect(results.map((r) => [r.id, r.ok])).toEqual([
      [String(a?.id), true],
      [String(b?.id), true],
      [String(c?.id), true],
    ]);
    expect([a, b, c].map((u) => state().units.get(u?.id ?? 0).wire.day_budget)).toEqual([
      20_000_000, 30_000_000, 20_000_000,
    ]);
    // Out of the wire's range, the call is refused whole (the domain rules check it first).
    await expect(
      writes.setUnitBudgets(session.token, session.advertiserId, [
        { id: String(a?.id), budgetFen: 5_000 },
      ]),
    ).rejects.toMatchObject({ kind: 'business', message: expect.stringMatching(/100 元/) });
  });

  it('sets one bid on several units in 厘', async () => {
    const units = liveUnits().slice(0, 2);
    const results = await writes.setUnitBid(
      session.token,
      session.advertiserId,
      units.map((u) => String(u.id)),
      { bidFen: 1_000 },
    );
    expect(results.every((r) => r.ok)).toBe(true);
    for (const unit of units) {
      const wire = state().units.get(unit.id).wire;
      expect([wire.bid, wire.cpa_bid]).toContain(10_000);
    }
  });

  it('sets the account day budget in 厘', async () => {
    await writes.setAccountBudget(session.token, session.advertiserId, 100_000_000);
    expect(state().advertisers.get(own()).dailyBudget).toBe(1_000_000_000);
    await writes.setAccountBudget(session.token, session.advertiserId, null);
    expect(state().advertisers.get(own()).dailyBudget).toBe(0);
  });

  it('updates a custom creative and refuses one a programmatic package made', async () => {
    const creatives = state().creatives.listByAdvertiser(own());
    const programmatic = new Set(
      state()
        .units.listByAdvertiser(own())
        .filter((u) => u.wire.unit_type === 7)
        .map((u) => u.id),
    );
    const custom = creatives.find(
      (c) => c.sim?.deletedAt === undefined && !programmatic.has(c.parentId ?? 0),
    );
    const made = creatives.find((c) => programmatic.has(c.parentId ?? 0));
    const id = String(custom?.id);
    expect(
      await writes.updateCreative(session.token, session.advertiserId, id, {
        name: '改名-写入测试',
      }),
    ).toEqual({ id, ok: true });
    expect(state().creatives.get(custom?.id ?? 0).wire.creative_name).toBe('改名-写入测试');
    if (made) {
      const refused = await writes.updateCreative(
        session.token,
        session.advertiserId,
        String(made.id),
        {
          name: '不可改',
        },
      );
      expect(refused).toMatchObject({ ok: false, message: expect.stringMatching(/程序化创意/) });
    }
  });

  it('names the limiter keys the client draws from', () => {
    expect(writes.limiterKeys('unitStatus', session.advertiserId)).toEqual([
      expect.stringMatching(/^kuaishou:\d+:POST v1\/ad_unit\/update\/status$/),
      `kuaishou:advertiser:${session.advertiserId}`,
    ]);
  });
});
