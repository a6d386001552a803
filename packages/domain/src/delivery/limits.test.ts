import { describe, expect, it } from 'vitest';
import { checkNumber, type NumberRule } from './decimal';
import {
  ACCOUNT_DAILY_BUDGET_RULE,
  BUDGET_MODE_LABELS,
  BUDGET_RULES,
  BUDGET_STEP,
  checkBudget,
  CONVERSION_BID_RULE,
  DEEP_BID_RULE,
  PROJECT_BUDGET_RULE,
  PROMOTION_BUDGET_RULE,
  ROI_GOAL_RULES,
} from './limits';

interface Case {
  rule: NumberRule;
  input: string | number;
  error?: string;
}

const row = (rule: NumberRule, input: string | number, error?: string): Case => ({
  rule,
  input,
  error,
});

const budgetCases = (rule: NumberRule, label: string): Case[] => [
  row(rule, '299.99', `${label}不能小于300`),
  row(rule, 300),
  row(rule, '300.01'),
  row(rule, '9999999.99'),
  row(rule, '10000000', `${label}不能大于9999999.99`),
  row(rule, '9999999.991', `${label}不能大于9999999.99`),
  row(rule, '456.78'),
  row(rule, '456.789', `${label}最多保留2位小数`),
  row(rule, ' ', '预算不能为空'),
];

const CASES: Case[] = [
  row(ACCOUNT_DAILY_BUDGET_RULE, '999.99', '账户日预算不能小于1000'),
  row(ACCOUNT_DAILY_BUDGET_RULE, '1000'),
  row(ACCOUNT_DAILY_BUDGET_RULE, '1000.01'),
  row(ACCOUNT_DAILY_BUDGET_RULE, '9999999.99'),
  row(ACCOUNT_DAILY_BUDGET_RULE, '10000000', '账户日预算不能大于9999999.99'),
  row(ACCOUNT_DAILY_BUDGET_RULE, '9999999.991', '账户日预算不能大于9999999.99'),
  row(ACCOUNT_DAILY_BUDGET_RULE, '1234.56'),
  row(ACCOUNT_DAILY_BUDGET_RULE, '1234.567', '账户日预算最多保留2位小数'),
  row(ACCOUNT_DAILY_BUDGET_RULE, '', '预算不能为空'),
  ...budgetCases(PROJECT_BUDGET_RULE, '项目预算'),
  ...budgetCases(PROMOTION_BUDGET_RULE, '广告预算'),
  row(CONVERSION_BID_RULE, '0', '转化出价不能小于0.01'),
  row(CONVERSION_BID_RULE, '0.009', '转化出价不能小于0.01'),
  row(CONVERSION_BID_RULE, '0.01'),
  row(CONVERSION_BID_RULE, '10000'),
  row(CONVERSION_BID_RULE, '10000.01', '转化出价不能大于10000'),
  row(CONVERSION_BID_RULE, '12.34'),
  row(CONVERSION_BID_RULE, '12.345', '转化出价最多保留2位小数'),
  row(CONVERSION_BID_RULE, '', '出价不能为空'),
  row(DEEP_BID_RULE, '0.09', '深度转化出价不能小于0.1'),
  row(DEEP_BID_RULE, '0.1'),
  row(DEEP_BID_RULE, '10000'),
  row(DEEP_BID_RULE, '10000.01', '深度转化出价不能大于10000'),
  row(DEEP_BID_RULE, '1.23'),
  row(DEEP_BID_RULE, '1.234', '深度转化出价最多保留2位小数'),
  row(DEEP_BID_RULE, '', '深度转化出价不能为空'),
  row(ROI_GOAL_RULES.project, '0.0099', 'ROI系数不能小于0.01'),
  row(ROI_GOAL_RULES.project, '0.01'),
  row(ROI_GOAL_RULES.project, '5'),
  row(ROI_GOAL_RULES.project, '5.0001', 'ROI系数不能大于5'),
  row(ROI_GOAL_RULES.project, '1.2345'),
  row(ROI_GOAL_RULES.project, '1.23456', 'ROI系数最多保留4位小数'),
  row(ROI_GOAL_RULES.project, '', 'ROI系数不能为空'),
  row(ROI_GOAL_RULES.promotion, '0.00009', 'ROI系数不能小于0.0001'),
  row(ROI_GOAL_RULES.promotion, 0.0001),
  row(ROI_GOAL_RULES.promotion, '0.005'),
  row(ROI_GOAL_RULES.promotion, '5'),
  row(ROI_GOAL_RULES.promotion, '5.0001', 'ROI系数不能大于5'),
  row(ROI_GOAL_RULES.promotion, '0.12345', 'ROI系数最多保留4位小数'),
];

describe('batch modify limits (spec 001 §5, spec 002 §5)', () => {
  it.each(
    CASES.map((c) => ({
      ...c,
      name: `${c.rule.label}[${c.rule.min}–${c.rule.max}]`,
      want: c.error ?? 'accepted',
    })),
  )('$name: $input → $want', ({ rule, input, error }) => {
    const check = checkNumber(input, rule);
    if (error === undefined) expect(check).toEqual({ ok: true, value: Number(input) });
    else expect(check).toEqual({ ok: false, message: error });
  });

  it('maps each level to its budget rule', () => {
    expect(BUDGET_RULES.account).toBe(ACCOUNT_DAILY_BUDGET_RULE);
    expect(BUDGET_RULES.project).toBe(PROJECT_BUDGET_RULE);
    expect(BUDGET_RULES.promotion).toBe(PROMOTION_BUDGET_RULE);
  });

  it('steps budget spinners by 100', () => {
    expect(BUDGET_STEP).toBe(100);
  });
});

describe('checkBudget (spec 001 §4 "Budget modes")', () => {
  it('needs no amount for an unlimited budget and drops a typed one', () => {
    expect(
      checkBudget({ budget_mode: 'BUDGET_MODE_INFINITE', budget: '12' }, PROJECT_BUDGET_RULE),
    ).toEqual({
      ok: true,
      value: { budget_mode: 'BUDGET_MODE_INFINITE' },
    });
  });

  it.each([
    { budget: undefined, want: { ok: false, message: '预算不能为空' } },
    { budget: '299.99', want: { ok: false, message: '项目预算不能小于300' } },
    { budget: '300', want: { ok: true, value: { budget_mode: 'BUDGET_MODE_DAY', budget: 300 } } },
  ])('checks a day budget of $budget', ({ budget, want }) => {
    expect(checkBudget({ budget_mode: 'BUDGET_MODE_DAY', budget }, PROJECT_BUDGET_RULE)).toEqual(
      want,
    );
  });

  it('labels the budget modes', () => {
    expect(BUDGET_MODE_LABELS).toEqual({ BUDGET_MODE_INFINITE: '不限', BUDGET_MODE_DAY: '日预算' });
  });
});
