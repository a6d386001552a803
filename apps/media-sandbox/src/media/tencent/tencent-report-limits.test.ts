import { tencent } from '@toufang/media-wire';
import { afterEach, describe, expect, it } from 'vitest';
import { startTencent, type TencentSession } from './tencent-session';

// Tencent report time bases and the report throttle over HTTP (reference §3.4, §3.7): time_line
// moves conversions (not cost or impressions) between hours and days, consistently across levels
// and granularities; more than 12,000 matched rows a second for one account and level answer
// 11016 and block that account and level for 5 seconds.

type Row = tencent.ReportRow;
const WEEK = { start_date: '2025-03-04', end_date: '2025-03-10' };
const FIELDS = ['date', 'cost', 'view_count', 'valid_click_count', 'conversions_count'];

describe('Tencent report time line and throttle', () => {
  let s: TencentSession;
  afterEach(() => s.running.close());

  const rows = async (
    account: number,
    path: string,
    params: Record<string, unknown>,
  ): Promise<Row[]> => {
    const out: Row[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await s.get(path, { account_id: account, page, page_size: 2000, ...params });
      expect(answer.code).toBe(0);
      const data = tencent.ReportDataSchema.parse(answer.data);
      out.push(...data.list);
      if (page >= data.page_info.total_page) return out;
    }
  };
  const sum = (list: Row[], key: 'cost' | 'view_count' | 'conversions_count') =>
    list.reduce((a, r) => a + (r[key] ?? 0), 0);

  it('counts conversions by request, activation or report time', async () => {
    s = await startTencent();
    const account = s.accounts[0] ?? 0;
    const daily = (timeLine?: string) =>
      rows(account, 'daily_reports/get', {
        level: 'REPORT_LEVEL_ADVERTISER',
        date_range: WEEK,
        group_by: ['date'],
        fields: FIELDS,
        ...(timeLine ? { time_line: timeLine } : {}),
      });
    const byDefault = await daily();
    const request = await daily('REQUEST_TIME');
    const reporting = await daily('REPORTING_TIME');
    const active = await daily('ACTIVE_TIME');
    expect(byDefault).toEqual(request);
    for (const other of [reporting, active]) {
      expect(other.map((r) => [r.date, r.cost, r.view_count, r.valid_click_count])).toEqual(
        request.map((r) => [r.date, r.cost, r.view_count, r.valid_click_count]),
      );
      const moved = other.filter((r, i) => r.conversions_count !== request[i]?.conversions_count);
      expect(moved.length).toBeGreaterThan(0);
      const total = sum(request, 'conversions_count');
      expect(Math.abs(sum(other, 'conversions_count') - total)).toBeLessThan(total * 0.05);
    }
    expect(reporting.map((r) => r.conversions_count)).not.toEqual(
      active.map((r) => r.conversions_count),
    );

    // The same basis adds up across levels and granularities.
    const day = { start_date: '2025-03-10', end_date: '2025-03-10' };
    const hours = await rows(account, 'hourly_reports/get', {
      level: 'REPORT_LEVEL_ADVERTISER',
      date_range: day,
      group_by: ['hour'],
      fields: [...FIELDS, 'hour'],
      time_line: 'REPORTING_TIME',
    });
    expect(sum(hours, 'conversions_count')).toBe(
      reporting.find((r) => r.date === '2025-03-10')?.conversions_count,
    );
    const byCreative = await rows(account, 'daily_reports/get', {
      level: 'REPORT_LEVEL_DYNAMIC_CREATIVE',
      date_range: WEEK,
      group_by: ['dynamic_creative_id'],
      fields: ['dynamic_creative_id', 'conversions_count', 'cost'],
      time_line: 'REPORTING_TIME',
    });
    expect(sum(byCreative, 'conversions_count')).toBe(sum(reporting, 'conversions_count'));
    expect(sum(byCreative, 'cost')).toBe(sum(request, 'cost'));

    const bad = await s.get('daily_reports/get', {
      account_id: account,
      level: 'REPORT_LEVEL_ADVERTISER',
      date_range: WEEK,
      group_by: ['date'],
      fields: FIELDS,
      time_line: 'REPORT_TIME_LINE_REQUEST',
    });
    expect(bad.code).toBe(tencent.ErrorCode.PARAM_INVALID);
  });

  it('blocks an account and level for 5 seconds after 12,000 matched rows in a second', async () => {
    // A wall clock that stands still inside one second unless the test moves it.
    const frozen = Math.floor(Date.now() / 1000) * 1000 + 100;
    let wall = frozen;
    s = await startTencent({ realNow: () => wall });
    const account = s.accounts[0] ?? 0;
    const detailed = {
      account_id: account,
      level: 'REPORT_LEVEL_DYNAMIC_CREATIVE',
      date_range: WEEK,
      group_by: ['date', 'hour', 'dynamic_creative_id'],
      fields: ['cost'],
      page_size: 1,
    };
    let matched = 0;
    let refused: Record<string, unknown> | undefined;
    for (let call = 0; call < 20 && !refused; call += 1) {
      const answer = await s.get('hourly_reports/get', detailed);
      if (answer.code === 0) matched += answer.data.page_info.total_number as number;
      else refused = answer;
    }
    expect(refused?.code).toBe(tencent.ErrorCode.LIMIT_PER_SECOND);
    expect(refused?.code).not.toBe(tencent.ErrorCode.LIMIT_PER_MINUTE);
    expect(String(refused?.message_cn)).toContain(String(tencent.REPORT_ROWS_PER_SECOND));
    expect(matched).toBeGreaterThan(0);
    expect(matched).toBeLessThanOrEqual(tencent.REPORT_ROWS_PER_SECOND);

    const tiny = {
      account_id: account,
      date_range: { start_date: '2025-03-10', end_date: '2025-03-10' },
      group_by: ['date'],
      fields: ['cost'],
    };
    // Daily reports of the same level are blocked too; another level is not.
    wall = frozen + 4_000;
    const sameLevel = await s.get('daily_reports/get', {
      ...tiny,
      level: 'REPORT_LEVEL_DYNAMIC_CREATIVE',
    });
    expect(sameLevel.code).toBe(tencent.ErrorCode.LIMIT_PER_SECOND);
    const otherLevel = await s.get('daily_reports/get', { ...tiny, level: 'REPORT_LEVEL_ADGROUP' });
    expect(otherLevel.code).toBe(0);
    wall = frozen + 5_000;
    const after = await s.get('daily_reports/get', {
      ...tiny,
      level: 'REPORT_LEVEL_DYNAMIC_CREATIVE',
    });
    expect(after.code).toBe(0);
  });
});
