import { beforeAll, describe, expect, it } from 'vitest';
import type { DailyStatRow, MediaMirrorReader } from '../media-mirror-types';
import { addDays, shanghaiDay } from '../mirror/shanghai-time';
import { useMirrorSession } from './mirror-session';
import { createKuaishouMirrorReader } from './mirror-reader';

// The Kuaishou mirror reader's reports and account figures against the media sandbox over real
// HTTP: daily and hourly stats of the four report levels (≤ 7 dates a request) and the balance
// and day budget.

const session = useMirrorSession('mirror-kuaishou-reports');
let reader: MediaMirrorReader;
beforeAll(() => {
  reader = createKuaishouMirrorReader({ client: session.media.client });
});

const state = () => session.running.sandbox.state.kuaishou;

describe('Kuaishou mirror reader stats and figures', () => {
  const today = () => shanghaiDay(new Date());
  // Nine whole days: two requests of at most seven dates each.
  const range = () => ({ from: addDays(today(), -10), to: addDays(today(), -2) });

  it('reads daily stats of every level that add up to the account, over windows of 7 days', async () => {
    const rows: DailyStatRow[] = [];
    for await (const page of reader.dailyStats(session.token, session.advertiserId, range())) {
      rows.push(...page);
    }
    const cost = (level: number) =>
      rows.filter((r) => r.level === level).reduce((sum, r) => sum + (r.cost ?? 0), 0);
    const shows = (level: number) =>
      rows.filter((r) => r.level === level).reduce((sum, r) => sum + (r.impressions ?? 0), 0);
    expect(cost(0)).toBeGreaterThan(0);
    for (const level of [1, 2, 3]) {
      expect(cost(level)).toBe(cost(0));
      expect(shows(level)).toBe(shows(0));
    }
    const days = new Set(rows.filter((r) => r.level === 0).map((r) => r.statDate));
    expect(days.size).toBe(9);
    for (const row of rows) {
      expect(Number.isInteger(row.cost)).toBe(true);
      expect(row.objectId).not.toBe('');
      if (row.level === 0) expect(row.objectId).toBe(session.advertiserId);
      if (row.level >= 2) expect(row.adId).not.toBeNull();
      if (row.level === 3) expect(row.campaignId).not.toBeNull();
    }
  });

  it('reads hourly stats (hours 0–23) that add up to the daily ones', async () => {
    const window = { from: addDays(today(), -4), to: addDays(today(), -2) };
    const daily = new Map<string, number>();
    for await (const page of reader.dailyStats(session.token, session.advertiserId, window)) {
      for (const r of page) daily.set(`${r.level}|${r.objectId}|${r.statDate}`, r.cost ?? 0);
    }
    const hourly = new Map<string, number>();
    const hours = new Set<number>();
    for await (const page of reader.hourlyStats(session.token, session.advertiserId, window)) {
      for (const r of page) {
        expect(r.hour).toBeGreaterThanOrEqual(0);
        expect(r.hour).toBeLessThanOrEqual(23);
        hours.add(r.hour);
        const key = `${r.level}|${r.objectId}|${r.statDate}`;
        hourly.set(key, (hourly.get(key) ?? 0) + (r.cost ?? 0));
      }
    }
    expect(new Set([...hourly.keys()].map((k) => k.split('|')[0]))).toEqual(
      new Set(['0', '1', '2', '3']),
    );
    expect([...hours].sort((a, b) => a - b)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    for (const [key, cost] of daily) expect(hourly.get(key) ?? 0).toBeCloseTo(cost, -1);
  });

  it('reads the account balance in 分 and the day budget', async (context) => {
    if (!session.serves('GET', 'v1/advertiser/budget/get')) {
      context.skip('the sandbox does not serve v1/advertiser/budget/get yet');
    }
    const figures = await reader.accountFigures(session.token, session.advertiserId);
    const account = state().advertisers.get(Number(session.advertiserId));
    expect(figures.name).toBe(account.name);
    expect(figures.balance).toBe(Math.round(account.balance / 10));
    expect(figures.budget).toBe(account.dailyBudget === 0 ? null : account.dailyBudget / 10);
  });
});
