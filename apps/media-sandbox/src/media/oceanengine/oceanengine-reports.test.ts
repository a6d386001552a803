import { afterEach, describe, expect, it } from 'vitest';
import { hourOf } from '../../sim/time';
import {
  listAll,
  startOceanEngine,
  type OceanEngineSession,
} from '../../testing/oceanengine-client';

// Delivery and reports over HTTP (reference §1.11): report sums, budget caps,
// schedules, balance, late rows and restatement.

const HOUR = 3_600_000;
const fen = (yuan: number) => Math.round(yuan * 100);

describe('Ocean Engine delivery and reports', () => {
  let s: OceanEngineSession;
  afterEach(() => s.running.close());

  const report = (advertiserId: number, params: Record<string, unknown>) =>
    s.get('v3.0/report/custom/get/', {
      advertiser_id: advertiserId,
      metrics: ['stat_cost', 'show_cnt', 'click_cnt', 'convert_cnt', 'ctr', 'conversion_cost'],
      page_size: 1000,
      ...params,
    });

  it('adds hourly rows up to the daily rows, the totals and the v2 advertiser report', async () => {
    s = await startOceanEngine();
    const id = s.advertisers[0] ?? 0;
    const range = { start_time: '2025-03-10', end_time: '2025-03-11' };
    const daily = await report(id, { ...range, dimensions: ['stat_time_day', 'cdp_promotion_id'] });
    const hourly = await report(id, {
      ...range,
      dimensions: ['stat_time_hour', 'cdp_promotion_id'],
    });
    expect(daily.code).toBe(0);
    expect(hourly.data.page_info.total_number).toBeLessThanOrEqual(1000);
    const sums = new Map<string, { cost: number; show: number; conv: number }>();
    for (const row of hourly.data.rows) {
      const key = `${row.dimensions.stat_time_hour.slice(0, 10)}|${row.dimensions.cdp_promotion_id}`;
      const sum = sums.get(key) ?? { cost: 0, show: 0, conv: 0 };
      sum.cost += fen(row.metrics.stat_cost);
      sum.show += row.metrics.show_cnt;
      sum.conv += row.metrics.convert_cnt;
      sums.set(key, sum);
    }
    expect(daily.data.rows.length).toBeGreaterThan(10);
    for (const row of daily.data.rows) {
      const sum = sums.get(`${row.dimensions.stat_time_day}|${row.dimensions.cdp_promotion_id}`);
      expect(sum).toEqual({
        cost: fen(row.metrics.stat_cost),
        show: row.metrics.show_cnt,
        conv: row.metrics.convert_cnt,
      });
    }
    const total = daily.data.rows.reduce(
      (a: number, r: { metrics: { stat_cost: number } }) => a + fen(r.metrics.stat_cost),
      0,
    );
    expect(fen(daily.data.total_metrics.stat_cost)).toBe(total);

    const v2 = await s.get('2/report/advertiser/get/', {
      advertiser_id: id,
      start_date: '2025-03-10',
      end_date: '2025-03-11',
    });
    expect(v2.code).toBe(0);
    expect(v2.data.list.reduce((a: number, r: { cost: number }) => a + fen(r.cost), 0)).toBe(total);
    expect(v2.data.list[0].stat_datetime).toBe('2025-03-10 00:00:00');

    const byMaterial = await report(id, { ...range, dimensions: ['material_id'] });
    expect(fen(byMaterial.data.total_metrics.stat_cost)).toBe(total);
  });

  it('never spends more than a promotion or project day budget', async () => {
    s = await startOceanEngine();
    let capped = 0;
    for (const id of s.advertisers.slice(0, 5)) {
      const promotions = await listAll(s, 'v3.0/promotion/list/', {
        advertiser_id: id,
        filtering: { status: 'ALL' },
      });
      const projects = await listAll(s, 'v3.0/project/list/', {
        advertiser_id: id,
        filtering: { status: 'PROJECT_STATUS_ALL' },
      });
      const range = { start_time: '2025-03-01', end_time: '2025-03-11' };
      const byPromotion = await report(id, {
        ...range,
        dimensions: ['stat_time_day', 'cdp_promotion_id'],
      });
      const byProject = await report(id, {
        ...range,
        dimensions: ['stat_time_day', 'cdp_project_id'],
      });
      const budgetOf = new Map(
        promotions.map((p) => [String(p.promotion_id), p.budget as number | undefined]),
      );
      for (const row of byPromotion.data.rows) {
        const budget = budgetOf.get(row.dimensions.cdp_promotion_id);
        if (budget === undefined) continue;
        expect(fen(row.metrics.stat_cost)).toBeLessThanOrEqual(fen(budget));
        if (fen(row.metrics.stat_cost) === fen(budget)) capped += 1;
      }
      const projectBudget = new Map(
        projects.map((p) => [
          String(p.project_id),
          p.delivery_setting.budget_mode === 'BUDGET_MODE_DAY'
            ? (p.delivery_setting.budget as number)
            : undefined,
        ]),
      );
      for (const row of byProject.data.rows) {
        const budget = projectBudget.get(row.dimensions.cdp_project_id);
        if (budget !== undefined)
          expect(fen(row.metrics.stat_cost)).toBeLessThanOrEqual(fen(budget));
      }
    }
    expect(capped).toBeGreaterThan(0);
  });

  it('delivers only in the scheduled half-hours', async () => {
    s = await startOceanEngine();
    const id = s.advertisers[0] ?? 0;
    const promotions = await listAll(s, 'v3.0/promotion/list/', { advertiser_id: id });
    const target = promotions.find((p) => p.status === 'OK');
    const projectId = target?.project_id as number;
    // 10:00–12:00 every day.
    const mask = Array.from({ length: 7 }, () => '0'.repeat(20) + '1111' + '0'.repeat(24)).join('');
    const updated = await s.post('v3.0/project/update/', {
      advertiser_id: id,
      project_id: projectId,
      delivery_setting: { schedule_time: mask },
    });
    expect(updated.data.error_list).toEqual([]);
    await s.advance(2 * 24 * HOUR);
    const hourly = await report(id, {
      start_time: '2025-03-13',
      end_time: '2025-03-13',
      dimensions: ['stat_time_hour', 'cdp_project_id'],
      filters: [{ field: 'cdp_project_id', values: [projectId] }],
    });
    const hours = hourly.data.rows.map((r: { dimensions: { stat_time_hour: string } }) =>
      r.dimensions.stat_time_hour.slice(11, 13),
    );
    expect(hours.length).toBeGreaterThan(0);
    expect(new Set(hours)).toEqual(new Set(['10', '11']));
  });

  it('stops at the balance and takes the spend from it', async () => {
    s = await startOceanEngine();
    const { state } = s.running.sandbox;
    const id = s.advertisers[0] ?? 0;
    await s.get('2/advertiser/fund/get/', { advertiser_id: id });
    state.oceanengine.advertisers.update(id, { balance: 50_000, dailyBudget: 0 });
    await s.advance(24 * HOUR);
    const fund = await s.get('2/advertiser/fund/get/', { advertiser_id: id });
    expect(fund.data.balance).toBe(0);
    const series = state.sim.series.oceanengine.ofAdvertiser(id);
    const from = hourOf(s.running.sandbox.clock.now()) - 24;
    const spent = series.reduce((sum, e) => sum + e.series.costBetween(from, from + 24), 0);
    expect(spent).toBe(50_000);
    const promotions = await listAll(s, 'v3.0/promotion/list/', { advertiser_id: id });
    expect(promotions.some((p) => p.status === 'OFFLINE_BALANCE')).toBe(true);
    expect(promotions.some((p) => p.status === 'OK')).toBe(false);
  });

  it('fills in the last hours later and restates the previous day once after midnight', async () => {
    s = await startOceanEngine();
    const id = s.advertisers[0] ?? 0;
    const hour9 = async () => {
      const r = await report(id, {
        start_time: '2025-03-12',
        end_time: '2025-03-12',
        dimensions: ['stat_time_hour'],
      });
      return r.data.rows.find(
        (x: { dimensions: { stat_time_hour: string } }) =>
          x.dimensions.stat_time_hour === '2025-03-12 09:00:00',
      );
    };
    const early = await hour9();
    await s.advance(3 * HOUR);
    const late = await hour9();
    expect(late.metrics.show_cnt).toBeGreaterThan(early.metrics.show_cnt);

    const wednesday = async () => {
      const r = await report(id, {
        start_time: '2025-03-12',
        end_time: '2025-03-12',
        dimensions: ['stat_time_hour'],
      });
      const rows = r.data.rows.filter(
        (x: { dimensions: { stat_time_hour: string } }) =>
          Number(x.dimensions.stat_time_hour.slice(11, 13)) <= 20,
      );
      return {
        cost: rows.reduce(
          (a: number, x: { metrics: { stat_cost: number } }) => a + fen(x.metrics.stat_cost),
          0,
        ),
        conv: rows.reduce(
          (a: number, x: { metrics: { convert_cnt: number } }) => a + x.metrics.convert_cnt,
          0,
        ),
      };
    };
    // To Thursday 00:59, then past the restatement at 01:00, then later still.
    await s.advance(Date.parse('2025-03-13T00:59:00+08:00') - s.running.sandbox.clock.now());
    const before = await wednesday();
    await s.advance(2 * 60_000);
    const after = await wednesday();
    expect(after.cost).toBe(before.cost);
    expect(after.conv).toBeGreaterThan(before.conv);
    await s.advance(2 * HOUR);
    expect(await wednesday()).toEqual(after);
  });

  it('gives the same numbers for the same seed and other numbers for another', async () => {
    const read = async (seed: string) => {
      s = await startOceanEngine({ seed });
      const id = s.advertisers[0] ?? 0;
      const r = await report(id, {
        start_time: '2025-03-05',
        end_time: '2025-03-11',
        dimensions: ['stat_time_day'],
      });
      await s.running.close();
      return r.data;
    };
    const a = await read('same-seed');
    const b = await read('same-seed');
    const c = await read('other-seed');
    s = await startOceanEngine();
    expect(b).toEqual(a);
    expect(c).not.toEqual(a);
  });
});
