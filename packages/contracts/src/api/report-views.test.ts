import { describe, expect, it } from 'vitest';
import { DELIVERY_SCREENS } from './delivery-screens';
import {
  deliveryTabKey,
  reportFieldsSchema,
  ReportFieldsSchema,
  ReportScopeQuerySchema,
} from './report-views';

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

  it("takes the screen key and one of the delivery screens' tab keys", () => {
    expect(
      ReportScopeQuerySchema.safeParse({ screen: 'launchQqV3', tab: 'dynamic_creative' }).success,
    ).toBe(true);
    expect(ReportScopeQuerySchema.safeParse({ screen: 'launchKs', tab: 'unit' }).success).toBe(
      true,
    );
    expect(
      messages(ReportScopeQuerySchema.safeParse({ screen: 'launchV3', tab: 'keyword' })),
    ).toEqual(['没有这个标签页']);
    expect(
      ReportScopeQuerySchema.safeParse({ screen: 'x'.repeat(33), tab: 'project' }).success,
    ).toBe(false);
  });

  it('knows every tab of every delivery screen', () => {
    for (const screen of Object.values(DELIVERY_SCREENS)) {
      for (const tab of screen.tabs) expect(deliveryTabKey(tab.key)).toBe(tab.key);
    }
    expect(() => deliveryTabKey('keyword')).toThrow();
  });
});
