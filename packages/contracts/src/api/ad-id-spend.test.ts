import { describe, expect, it } from 'vitest';
import { SPEND_SUMMARY_DAYS_MAX, SpendSummaryQuerySchema } from './ad-id-spend';

const messages = (query: object) => {
  const parsed = SpendSummaryQuerySchema.safeParse(query);
  return parsed.success ? [] : parsed.error.issues.map((i) => i.message);
};

describe('SpendSummaryQuerySchema', () => {
  it('takes a range of up to a quarter', () => {
    expect(messages({ start_date: '2026-09-01', end_date: '2026-12-02' })).toEqual([]);
    expect(messages({ start_date: '2026-09-01', end_date: '2026-12-03' })).toEqual([
      `日期范围最多 ${SPEND_SUMMARY_DAYS_MAX} 天`,
    ]);
  });

  it('refuses a start after the end and a malformed date', () => {
    expect(messages({ start_date: '2026-11-02', end_date: '2026-11-01' })).toEqual([
      '开始日期不能晚于结束日期',
    ]);
    expect(messages({ start_date: '2026/11/01', end_date: '2026-11-01' })).toEqual([
      '开始日期格式应为 2025-01-31',
    ]);
    expect(messages({ start_date: '2026-11-01', end_date: '2026-13-01' })).toEqual([
      '结束日期不是有效的日期',
    ]);
  });
});
