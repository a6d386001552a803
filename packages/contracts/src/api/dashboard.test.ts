import { describe, expect, it } from 'vitest';
import { DASHBOARD_MAX_DAYS, DashboardQuerySchema } from './dashboard';

const messages = (query: Record<string, unknown>) => {
  const parsed = DashboardQuerySchema.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('DashboardQuerySchema', () => {
  it('takes no range (the default) or a whole one', () => {
    expect(messages({})).toEqual([]);
    expect(
      messages({ start_date: '2026-11-01', end_date: '2026-11-20', medium: 'kuaishou' }),
    ).toEqual([]);
    expect(messages({ start_date: '2026-11-01' })).toEqual(['请同时选择开始和结束日期']);
  });

  it(`allows at most ${DASHBOARD_MAX_DAYS} days, the end not before the start`, () => {
    expect(messages({ start_date: '2025-11-20', end_date: '2026-11-20' })).toEqual([]);
    expect(messages({ start_date: '2025-11-19', end_date: '2026-11-20' })).toEqual([
      `日期范围不能超过 ${DASHBOARD_MAX_DAYS} 天`,
    ]);
    expect(messages({ start_date: '2026-11-20', end_date: '2026-11-19' })).toEqual([
      '结束日期不能早于开始日期',
    ]);
  });

  it('refuses what is not a date or a medium, in Chinese', () => {
    expect(messages({ start_date: '20261101', end_date: '2026-11-20' })).toEqual([
      '开始日期须为 YYYY-MM-DD 格式的日期',
    ]);
    expect(messages({ medium: 'weibo' })).toEqual(['请选择媒体']);
  });
});
