import { describe, expect, it } from 'vitest';
import { draftProblems, newRule, parseIds } from './rule-draft';

describe('rule draft', () => {
  it('a new rule needs a name and accounts, then it is valid', () => {
    const rule = newRule('bytedance');
    expect(draftProblems(rule)).toEqual(['请输入规则名称']);
    rule.name = '无转化暂停';
    expect(draftProblems(rule)).toEqual(['请选择要监控的账户']);
    rule.scope.advertiser_ids = ['1001'];
    expect(draftProblems(rule)).toEqual([]);
  });

  it('Tencent rules start on its only level', () => {
    expect(newRule('tencent').scope.level).toBe(2);
  });

  it('reads pasted ids once each', () => {
    expect(parseIds('1, 2，3\n3 4、5')).toEqual(['1', '2', '3', '4', '5']);
    expect(parseIds('  ')).toEqual([]);
  });
});
