import { describe, expect, it } from 'vitest';
import { ruleProblems } from './rule-problems';
import { testRule } from './test-rule';

describe('ruleProblems', () => {
  it('a valid rule has none', () => {
    expect(ruleProblems(testRule())).toEqual([]);
  });

  it('levels and actions come from the medium', () => {
    expect(
      ruleProblems(testRule({ medium: 'tencent', scope: { ...testRule().scope, level: 1 } })),
    ).toEqual(['该媒体没有这一层级的对象']);
    const kuaishouCampaignBid = testRule({
      medium: 'kuaishou',
      scope: { ...testRule().scope, level: 1 },
      action: { type: 'bid', mode: 'set', value: 5, notify: false },
    });
    expect(ruleProblems(kuaishouCampaignBid)).toEqual(['广告计划不支持该执行动作']);
  });

  it('each scope needs its selection', () => {
    const scope = testRule().scope;
    expect(ruleProblems(testRule({ scope: { ...scope, advertiser_ids: [] } }))).toEqual([
      '请选择要监控的账户',
    ]);
    expect(ruleProblems(testRule({ scope: { ...scope, kind: 'objects' } }))).toEqual([
      '请填写要监控的对象ID',
    ]);
    expect(ruleProblems(testRule({ scope: { ...scope, kind: 'filter' } }))).toEqual([
      '请填写名称关键词',
    ]);
    expect(
      ruleProblems(testRule({ scope: { ...scope, kind: 'all', advertiser_ids: [] } })),
    ).toEqual([]);
  });

  it('a 近N小时 window needs its hours', () => {
    const rule = testRule();
    rule.conditions.groups[0]!.conditions[1] = {
      metric: 'conversions',
      operator: 'lt',
      value: 1,
      window: 'last_hours',
    };
    expect(ruleProblems(rule)).toEqual(['请填写近N小时的小时数（1–72 的整数）']);
    rule.conditions.groups[0]!.conditions[1].hours = 6;
    expect(ruleProblems(rule)).toEqual([]);
  });

  it('metrics must be known', () => {
    const rule = testRule();
    rule.conditions.groups[0]!.conditions[0]!.metric = 'likes';
    expect(ruleProblems(rule)).toEqual(['未知的指标：likes']);
  });

  it('budget and bid actions need a mode and amount; percentages up to 100', () => {
    const action = (patch: object) =>
      testRule({
        action: { type: 'budget', mode: 'increase', value: 10, notify: false, ...patch },
      });
    expect(ruleProblems(action({ value: null }))).toEqual(['请填写调整方式和幅度']);
    expect(ruleProblems(action({ value: 100 }))).toEqual([]);
    expect(ruleProblems(action({ value: 101 }))).toEqual(['调整比例最多 100%']);
    expect(ruleProblems(action({ mode: 'set', value: 101 }))).toEqual([]);
  });

  it('caps: floor not above ceiling, a set amount within them', () => {
    const g = testRule().guardrails;
    expect(ruleProblems(testRule({ guardrails: { ...g, max_value: 10, min_value: 20 } }))).toEqual([
      '下限不能高于上限',
    ]);
    const set = (value: number) =>
      testRule({
        action: { type: 'bid', mode: 'set', value, notify: false },
        guardrails: { ...g, max_value: 50, min_value: 5 },
      });
    expect(ruleProblems(set(60))).toEqual(['设置的金额高于上限']);
    expect(ruleProblems(set(4))).toEqual(['设置的金额低于下限']);
    expect(ruleProblems(set(50))).toEqual([]);
  });

  it('daily needs a time; the date range runs forward', () => {
    const s = testRule().schedule;
    expect(ruleProblems(testRule({ schedule: { ...s, frequency: 'daily' } }))).toEqual([
      '请选择每天的执行时间',
    ]);
    expect(
      ruleProblems(
        testRule({ schedule: { ...s, start_date: '2026-12-02', end_date: '2026-12-01' } }),
      ),
    ).toEqual(['结束日期不能早于开始日期']);
    expect(
      ruleProblems(
        testRule({ schedule: { ...s, start_date: '2026-12-01', end_date: '2026-12-01' } }),
      ),
    ).toEqual([]);
  });
});
