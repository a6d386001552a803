import { kuaishou } from '@toufang/media-wire';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startKuaishou, type KuaishouSession } from './kuaishou-session';

// Kuaishou real-time reports over HTTP (reference §2.4, §2.8): DAILY and HOURLY rows that add up
// across granularities and levels, `{total_count, details[]}` pages ≤ 2000, yuan against 厘.

const { ErrorCode } = kuaishou;
type Row = kuaishou.ReportRow;

const total = (rows: readonly Row[], field: 'charge' | 'show' | 'photo_click' | 'activation') =>
  rows.reduce((sum, row) => sum + (row[field] ?? 0), 0);

describe('Kuaishou reports', () => {
  let s: KuaishouSession;
  let advertiserId: number;
  beforeEach(async () => {
    s = await startKuaishou();
    advertiserId = s.advertisers[0] ?? 0;
  });
  afterEach(() => s.running.close());

  const report = async (level: string, body: Record<string, unknown>): Promise<Row[]> => {
    const rows: Row[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await s.post(`v1/report/${level}_report`, {
        advertiser_id: advertiserId,
        page,
        page_size: 500,
        ...body,
      });
      expect(answer.code).toBe(0);
      const data = kuaishou.ReportDataSchema.parse(answer.data);
      rows.push(...data.details);
      if (page * 500 >= data.total_count) return rows;
    }
  };

  // Two full days before the fixed start (Wednesday 2025-03-12).
  const days = { start_date: '2025-03-10', end_date: '2025-03-11' };

  it('adds hourly rows up to daily rows and levels up to the account', async () => {
    const daily = await report('unit', { ...days, temporal_granularity: 'DAILY' });
    const hourly = await report('unit', { ...days, temporal_granularity: 'HOURLY' });
    expect(daily.length).toBeGreaterThan(0);
    expect(hourly.every((r) => r.stat_hour !== undefined)).toBe(true);
    expect(daily.every((r) => r.stat_hour === undefined)).toBe(true);
    for (const field of ['show', 'photo_click', 'activation'] as const) {
      expect(total(hourly, field)).toBe(total(daily, field));
    }
    expect(total(hourly, 'charge')).toBeCloseTo(total(daily, 'charge'), 1);

    const account = await report('account', { ...days, temporal_granularity: 'DAILY' });
    expect(account.map((r) => r.stat_date)).toEqual(['2025-03-10', '2025-03-11']);
    const campaigns = await report('campaign', { ...days, temporal_granularity: 'DAILY' });
    const creatives = await report('creative', { ...days, temporal_granularity: 'DAILY' });
    for (const rows of [campaigns, creatives]) {
      expect(total(rows, 'show')).toBe(total(account, 'show'));
      expect(total(rows, 'charge')).toBeCloseTo(total(account, 'charge'), 1);
    }
    expect(creatives.every((r) => r.creative_id && r.unit_id && r.campaign_id)).toBe(true);

    const campaignId = campaigns[0]?.campaign_id ?? 0;
    const one = await report('campaign', { ...days, campaign_ids: [campaignId] });
    expect(one.every((r) => r.campaign_id === campaignId)).toBe(true);
  });

  it('answers charge in yuan while budgets are 厘', async () => {
    const units = kuaishou.UnitListDataSchema.parse(
      (await s.post('gw/dsp/unit/list', { advertiser_id: advertiserId, page_size: 100 })).data,
    ).details;
    const rows = await report('unit', { ...days, temporal_granularity: 'DAILY' });
    const capped = rows.filter((r) => {
      const unit = units.find((u) => u.unit_id === r.unit_id);
      return (unit?.day_budget ?? 0) > 0;
    });
    expect(capped.length).toBeGreaterThan(0);
    for (const row of capped) {
      const budgetLi = units.find((u) => u.unit_id === row.unit_id)?.day_budget ?? 0;
      // A day's spend stays within the unit's budget: yuan × 1000 ≤ 厘.
      expect(row.charge * 1000).toBeLessThanOrEqual(budgetLi + 10);
    }
    expect(rows.some((r) => !Number.isInteger(r.charge))).toBe(true);
  });

  it('refuses more than 7 dates and page_size above 2000', async () => {
    const wide = await s.post('v1/report/account_report', {
      advertiser_id: advertiserId,
      start_date: '2025-03-01',
      end_date: '2025-03-08',
    });
    expect(wide.code).toBe(ErrorCode.PARAM_ERROR);
    const big = await s.post('v1/report/unit_report', {
      advertiser_id: advertiserId,
      ...days,
      page_size: 2001,
    });
    expect(big.code).toBe(ErrorCode.PARAM_ERROR);
    const page = await s.post('v1/report/unit_report', {
      advertiser_id: advertiserId,
      ...days,
      temporal_granularity: 'HOURLY',
      page: 2,
      page_size: 5,
    });
    expect(page.data.details).toHaveLength(5);
    expect(page.data.total_count).toBeGreaterThan(10);
  });

  it('reports programmatic packages per unit of unit_type 7 (program_creative_report)', async () => {
    // Two seeded units (with their history) made programmatic.
    const all = s.running.sandbox.state.kuaishou.units;
    for (const unit of all.listByAdvertiser(advertiserId).slice(0, 2)) {
      all.update(unit.id, (r) => ({ ...r, wire: { ...r.wire, unit_type: 7 } }));
    }
    const units = all.listByAdvertiser(advertiserId);
    const programmatic = new Set(units.filter((u) => u.wire.unit_type === 7).map((u) => u.id));
    expect(programmatic.size).toBeGreaterThan(0);
    const rows = await report('program_creative', { ...days, temporal_granularity: 'DAILY' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => programmatic.has(r.unit_id ?? 0) && r.campaign_id)).toBe(true);
    const unitRows = await report('unit', { ...days, temporal_granularity: 'DAILY' });
    const ofPackages = unitRows.filter((r) => programmatic.has(r.unit_id ?? 0));
    expect(total(rows, 'show')).toBe(total(ofPackages, 'show'));
    const one = [...programmatic][0] ?? 0;
    const filtered = await report('program_creative', { ...days, unit_ids: [one] });
    expect(filtered.every((r) => r.unit_id === one)).toBe(true);
  });
});
