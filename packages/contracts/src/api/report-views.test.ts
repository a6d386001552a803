import { describe, expect, it } from 'vitest';
import { reportFieldsSchema, ReportFieldsSchema, ReportScopeQuerySchema } from './report-views';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('report column lists (spec 001 §3 custom columns)', () => {
  it('accepts an ordered list of distinct keys', () => {
    expect(ReportFieldsSchema.parse(['ctr', 'stat_cost'])).toEqual(['ctr', 'stat_cost']);
  });

  it.each([
    [[], '请至少选择一列'],
    [['ctr', 'ctr'], '列 ctr 重复'],
    [['Stat'], '列标识为 1–64 位小写字母、数字或下划线'],
    [['a'.repeat(65)], '列标识为 1–64 位小写字母、数字或下划线'],
    [Array.from({ length: 101 }, (_, i) => `m${i}`), '最多选择 100 列'],
  ])('refuses %j', (fields, message) => {
    expect(messages(ReportFieldsSchema.safeParse(fields))).toContain(message);
  });

  it('refuses keys outside a given catalog and allows those in it', () => {
    const schema = reportFieldsSchema(['stat_cost', 'ctr']);
    expect(schema.safeParse(['ctr']).success).toBe(true);
    expect(messages(schema.safeParse(['ctr', 'roi']))).toEqual(['未知的列 roi']);
  });

  it('takes the screen key and one of the four tabs', () => {
    expect(
      ReportScopeQuerySchema.safeParse({ screen: 'launchQqV3', tab: 'material' }).success,
    ).toBe(true);
    expect(messages(ReportScopeQuerySchema.safeParse({ screen: 'launchV3', tab: 'ad' }))).toEqual([
      '标签页只能是账户、项目、广告或素材',
    ]);
    expect(
      ReportScopeQuerySchema.safeParse({ screen: 'x'.repeat(33), tab: 'project' }).success,
    ).toBe(false);
  });
});
