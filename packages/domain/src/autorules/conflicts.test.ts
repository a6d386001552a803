import { describe, expect, it } from 'vitest';
import { closestRuns, ruleConflicts, scopesMayOverlap } from './conflicts';
import { testRule } from './test-rule';

const enable = testRule({
  name: '恢复',
  action: { type: 'enable', mode: null, value: null, notify: false },
});

describe('ruleConflicts', () => {
  it('finds a rule that enables what this one pauses', () => {
    const found = ruleConflicts(testRule(), [{ id: 7, name: '恢复', rule: enable }]);
    expect(found).toEqual([
      {
        rule_id: 7,
        rule_name: '恢复',
        message:
          '规则「恢复」会启用本规则暂停的广告，两者可能在 60 分钟冷却时间内对同一对象反复操作',
      },
    ]);
  });

  it('ignores rules acting the same way, other media, levels and accounts', () => {
    expect(ruleConflicts(testRule(), [{ id: 1, name: 'x', rule: testRule() }])).toEqual([]);
    expect(
      ruleConflicts(testRule(), [{ id: 1, name: 'x', rule: { ...enable, medium: 'kuaishou' } }]),
    ).toEqual([]);
    const otherAccount = { ...enable, scope: { ...enable.scope, advertiser_ids: ['2002'] } };
    expect(ruleConflicts(testRule(), [{ id: 1, name: 'x', rule: otherAccount }])).toEqual([]);
  });

  it('finds budget rules pulling opposite ways; a set amount has no direction', () => {
    const up = testRule({ action: { type: 'budget', mode: 'increase', value: 10, notify: false } });
    const down = testRule({
      action: { type: 'budget', mode: 'decrease', value: 10, notify: false },
    });
    const set = testRule({ action: { type: 'budget', mode: 'set', value: 10, notify: false } });
    expect(ruleConflicts(up, [{ id: 1, name: '降', rule: down }])[0]?.message).toContain(
      '降低预算本规则提高预算',
    );
    expect(ruleConflicts(up, [{ id: 1, name: '设', rule: set }])).toEqual([]);
  });

  it('daily rules far enough apart (outside the cooldown) do not conflict', () => {
    const at = (time: string) => ({
      frequency: 'daily' as const,
      at: time,
      start_date: null,
      end_date: null,
    });
    const pause = testRule({ schedule: at('22:00') });
    expect(
      ruleConflicts(pause, [{ id: 1, name: 'x', rule: { ...enable, schedule: at('08:00') } }]),
    ).toEqual([]);
    expect(
      ruleConflicts(pause, [{ id: 1, name: 'x', rule: { ...enable, schedule: at('22:30') } }]),
    ).toHaveLength(1);
  });
});

describe('scopesMayOverlap and closestRuns', () => {
  it('object lists overlap only when they share an id', () => {
    const objects = (ids: string[]) => ({
      level: 2 as const,
      kind: 'objects' as const,
      advertiser_ids: [],
      object_ids: ids,
      name_contains: '',
    });
    expect(scopesMayOverlap(objects(['1']), objects(['2']))).toBe(false);
    expect(scopesMayOverlap(objects(['1']), objects(['1', '2']))).toBe(true);
    expect(scopesMayOverlap(objects(['1']), testRule().scope)).toBe(true);
    expect(scopesMayOverlap({ ...objects(['1']), level: 1 }, objects(['1']))).toBe(false);
  });

  it('measures daily times around midnight', () => {
    const at = (time: string) =>
      testRule({ schedule: { frequency: 'daily', at: time, start_date: null, end_date: null } });
    expect(closestRuns(at('23:30'), at('00:15'))).toBe(45);
    expect(closestRuns(at('09:00'), testRule())).toBe(0);
  });
});
