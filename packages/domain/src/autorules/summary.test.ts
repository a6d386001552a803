import { describe, expect, it } from 'vitest';
import { ruleSummary } from './summary';
import { testRule } from './test-rule';

describe('ruleSummary', () => {
  it('reads a pause rule as one sentence', () => {
    expect(ruleSummary(testRule())).toBe(
      '每 30 分钟检查巨量引擎账户 1001 下的全部广告（含以后新建）：当今日消耗 > 100.00 元 且 今日转化数 < 1 时，' +
        '暂停该广告；同一对象 60 分钟内不重复执行，每天最多执行 48 次，每次最多改动 100 个对象；' +
        '按完整小时的数据判断（巨量引擎报表约延迟 2 小时）。',
    );
  });

  it('says a pause for today ends at midnight', () => {
    const rule = testRule({
      action: { type: 'pause_today', mode: null, value: null, notify: false },
    });
    expect(ruleSummary(rule)).toContain('时，暂停该广告至今日结束，次日 0 点自动恢复；');
  });

  it('names the schedule, date range, threshold, caps and notification', () => {
    const rule = testRule({
      medium: 'kuaishou',
      scope: {
        level: 1,
        kind: 'filter',
        advertiser_ids: [],
        object_ids: [],
        name_contains: '测试',
      },
      conditions: { ...testRule().conditions, min_spend: 50 },
      action: { type: 'budget', mode: 'increase', value: 20, notify: true },
      schedule: {
        frequency: 'daily',
        at: '09:30',
        start_date: '2026-12-01',
        end_date: '2026-12-31',
      },
      guardrails: {
        cooldown_minutes: 0,
        max_runs_per_day: 1,
        max_objects_per_run: 10,
        max_value: 500,
        min_value: null,
      },
      complete_hours_only: false,
    });
    const text = ruleSummary(rule);
    expect(text).toMatch(
      /^在 2026-12-01 至 2026-12-31 期间每天 09:30 检查磁力引擎名称包含「测试」的广告计划/,
    );
    expect(text).toContain('（消耗满 50 元才判断）');
    expect(text).toContain('将日预算提高 20%并通知负责人');
    expect(text).toContain('不高于 500 元');
    expect(text).not.toContain('分钟内不重复执行');
    expect(text).toContain('按实时数据判断');
  });

  it('brackets AND groups joined by OR', () => {
    const rule = testRule({
      conditions: {
        join: 'or',
        groups: [
          testRule().conditions.groups[0]!,
          {
            join: 'and',
            conditions: [{ metric: 'pay_roi', operator: 'lt', value: 0.5, window: 'last_3_days' }],
          },
        ],
        min_spend: 0,
      },
    });
    expect(ruleSummary(rule)).toContain(
      '当（今日消耗 > 100.00 元 且 今日转化数 < 1） 或 近3天付费ROI < 0.50 时',
    );
  });

  it('lists object ids and the whole scope', () => {
    const objects = testRule({
      scope: {
        level: 2,
        kind: 'objects',
        advertiser_ids: [],
        object_ids: ['1', '2', '3', '4'],
        name_contains: '',
      },
    });
    expect(ruleSummary(objects)).toContain('检查巨量引擎广告 1、2、3 等 4 个：');
    const all = testRule({
      medium: 'tencent',
      scope: { level: 2, kind: 'all', advertiser_ids: [], object_ids: [], name_contains: '' },
    });
    expect(ruleSummary(all)).toContain('检查腾讯广告我负责账户下的全部广告（含以后新建）');
  });

  it('says no conversions in the last N hours', () => {
    const rule = testRule();
    rule.conditions.groups[0]!.conditions[1] = {
      metric: 'conversions',
      operator: 'lt',
      value: 1,
      window: 'last_hours',
      hours: 6,
    };
    expect(ruleSummary(rule)).toContain('当今日消耗 > 100.00 元 且 近6小时无转化 时，');
    rule.conditions.groups[0]!.conditions[1] = {
      metric: 'clicks',
      operator: 'gte',
      value: 10,
      window: 'last_hours',
      hours: 12,
    };
    expect(ruleSummary(rule)).toContain('且 近12小时点击数 ≥ 10 时，');
  });
});
