import { describe, expect, it } from 'vitest';
import {
  budgetRangeHint,
  checkBudgetChange,
  checkDayBudgetSchedule,
  formatFen,
  spendFloorFen,
  type BudgetChangeFacts,
  type NextBudget,
} from './budget-change';
import { MEDIA_BUDGET_RULES, type BudgetLevel } from './media-budget-rules';
import type { MediumKey } from '@toufang/contracts';

const day = (budget: string | number): NextBudget => ({ budget_mode: 'BUDGET_MODE_DAY', budget });
const unlimited: NextBudget = { budget_mode: 'BUDGET_MODE_INFINITE' };
const dayNow = (yuan: number): BudgetChangeFacts['current'] => ({
  budget_mode: 'BUDGET_MODE_DAY',
  fen: yuan * 100,
});

interface Case {
  name: string;
  medium: MediumKey;
  level: BudgetLevel;
  next: NextBudget;
  facts?: BudgetChangeFacts;
  error?: string;
}

const CASES: Case[] = [
  // Ocean Engine (spec 001 §5 and the promotion budget docs)
  { name: 'OE promotion at the minimum', medium: 'bytedance', level: 'promotion', next: day(300) },
  {
    name: 'OE promotion below 300',
    medium: 'bytedance',
    level: 'promotion',
    next: day('299.99'),
    error: '广告预算不能小于300',
  },
  {
    name: 'OE promotion above the maximum',
    medium: 'bytedance',
    level: 'promotion',
    next: day('10000000'),
    error: '广告预算不能大于9999999.99',
  },
  {
    name: 'OE promotion with 3 decimals',
    medium: 'bytedance',
    level: 'promotion',
    next: day('456.789'),
    error: '广告预算最多保留2位小数',
  },
  {
    name: 'OE promotion empty',
    medium: 'bytedance',
    level: 'promotion',
    next: day(''),
    error: '预算不能为空',
  },
  {
    name: 'OE promotion refuses 不限',
    medium: 'bytedance',
    level: 'promotion',
    next: unlimited,
    error: '广告预算不支持不限',
  },
  { name: 'OE project takes 不限', medium: 'bytedance', level: 'project', next: unlimited },
  {
    name: 'OE change of 99.99 refused',
    medium: 'bytedance',
    level: 'promotion',
    next: day('3499.99'),
    facts: { current: dayNow(3400) },
    error: '每次修改幅度不能小于 ¥100.00（当前 ¥3,400.00）',
  },
  {
    name: 'OE change of exactly 100 up',
    medium: 'bytedance',
    level: 'promotion',
    next: day(3500),
    facts: { current: dayNow(3400) },
  },
  {
    name: 'OE change of exactly 100 down',
    medium: 'bytedance',
    level: 'promotion',
    next: day(3300),
    facts: { current: dayNow(3400) },
  },
  {
    name: 'OE project changes are held to the range only',
    medium: 'bytedance',
    level: 'project',
    next: day(3350),
    facts: { current: dayNow(3400), todaySpendFen: 400_000, changesToday: 30 },
  },
  {
    // the medium refuses a "change" of 0 as smaller than 100 元
    name: 'OE unchanged promotion budget refused',
    medium: 'bytedance',
    level: 'promotion',
    next: day(3400),
    facts: { current: dayNow(3400) },
    error: '每次修改幅度不能小于 ¥100.00（当前 ¥3,400.00）',
  },
  {
    // 105 % of 1,000 元 = 1,050 元, rounded up to 1,100 元
    name: 'OE below 105 % of spend rounded up to 100',
    medium: 'bytedance',
    level: 'promotion',
    next: day(1050),
    facts: { current: dayNow(3000), todaySpendFen: 100_000 },
    error: '广告预算不能低于 ¥1,100.00（今日已消耗 ¥1,000.00）',
  },
  {
    name: 'OE at the spend floor',
    medium: 'bytedance',
    level: 'promotion',
    next: day(1100),
    facts: { current: dayNow(3000), todaySpendFen: 100_000 },
  },
  {
    name: 'OE 21st change of the day refused',
    medium: 'bytedance',
    level: 'promotion',
    next: day(5000),
    facts: { changesToday: 20 },
    error: '广告预算今天已修改 20 次，每天最多 20 次',
  },
  {
    name: 'OE 20th change passes',
    medium: 'bytedance',
    level: 'promotion',
    next: day(5000),
    facts: { changesToday: 19 },
  },
  {
    name: 'OE account below 1000',
    medium: 'bytedance',
    level: 'account',
    next: day(999),
    error: '账户日预算不能小于1000',
  },
  // Kuaishou campaign day_budget
  {
    name: 'KS campaign below 500',
    medium: 'kuaishou',
    level: 'project',
    next: day('499.99'),
    error: '计划预算不能小于500',
  },
  {
    name: 'KS campaign at 1e8',
    medium: 'kuaishou',
    level: 'project',
    next: day(100_000_000),
  },
  {
    name: 'KS campaign above 1e8',
    medium: 'kuaishou',
    level: 'project',
    next: day('100000000.01'),
    error: '计划预算不能大于100000000',
  },
  {
    name: 'KS decrease below 120 % of spend',
    medium: 'kuaishou',
    level: 'project',
    next: day(1199),
    facts: { current: dayNow(5000), todaySpendFen: 100_000 },
    error: '计划预算不能低于 ¥1,200.00（今日已消耗 ¥1,000.00）',
  },
  {
    name: 'KS decrease to 120 % of spend',
    medium: 'kuaishou',
    level: 'project',
    next: day(1200),
    facts: { current: dayNow(5000), todaySpendFen: 100_000 },
  },
  {
    name: 'KS increase is not held to the spend',
    medium: 'kuaishou',
    level: 'project',
    next: day(1100),
    facts: { current: dayNow(1000), todaySpendFen: 100_000 },
  },
  {
    // min(120 % × 5,000, 3,000) = 3,000: no decrease clears it.
    name: 'KS decrease when 120 % of spend is above the old budget',
    medium: 'kuaishou',
    level: 'project',
    next: day(2999),
    facts: { current: dayNow(3000), todaySpendFen: 500_000 },
    error: '计划预算不能低于 ¥6,000.00（今日已消耗 ¥5,000.00）',
  },
  {
    name: 'KS campaign 不限',
    medium: 'kuaishou',
    level: 'project',
    next: unlimited,
  },
  {
    name: 'KS unit below 100',
    medium: 'kuaishou',
    level: 'promotion',
    next: day('99.99'),
    error: '广告组预算不能小于100',
  },
  {
    name: 'KS unit at 100',
    medium: 'kuaishou',
    level: 'promotion',
    next: day(100),
  },
  {
    name: 'KS unit above 1e8',
    medium: 'kuaishou',
    level: 'promotion',
    next: day('100000000.01'),
    error: '广告组预算不能大于100000000',
  },
  {
    name: 'KS unit decrease below 120 % of spend',
    medium: 'kuaishou',
    level: 'promotion',
    next: day(239),
    facts: { current: dayNow(1000), todaySpendFen: 20_000 },
    error: '广告组预算不能低于 ¥240.00（今日已消耗 ¥200.00）',
  },
  {
    name: 'KS unit 不限',
    medium: 'kuaishou',
    level: 'promotion',
    next: unlimited,
  },
  {
    name: 'KS account below 500',
    medium: 'kuaishou',
    level: 'account',
    next: day(499),
    error: '账户日预算不能小于500',
  },
  {
    name: 'KS account raise still below 120 % of spend',
    medium: 'kuaishou',
    level: 'account',
    next: day(1100),
    facts: { current: dayNow(1000), todaySpendFen: 100_000 },
    error: '账户日预算不能低于 ¥1,200.00（今日已消耗 ¥1,000.00）',
  },
  {
    name: 'KS account at 120 % of spend',
    medium: 'kuaishou',
    level: 'account',
    next: day(1200),
    facts: { current: dayNow(1000), todaySpendFen: 100_000 },
  },
  // Tencent
  {
    name: 'TX adgroup below 50',
    medium: 'tencent',
    level: 'promotion',
    next: day('49.99'),
    error: '广告日预算不能小于50',
  },
  {
    name: 'TX adgroup above 4,000,000',
    medium: 'tencent',
    level: 'promotion',
    next: day('4000000.01'),
    error: '广告日预算不能大于4000000',
  },
  {
    name: 'TX adgroup below 1.5 × spend',
    medium: 'tencent',
    level: 'promotion',
    next: day(1499),
    facts: { todaySpendFen: 100_000 },
    error: '广告日预算不能低于 ¥1,500.00（今日已消耗 ¥1,000.00）',
  },
  {
    // 1.5 × 60 = 90 < 60 + 50 = 110
    name: 'TX adgroup below spend + 50',
    medium: 'tencent',
    level: 'promotion',
    next: day(100),
    facts: { todaySpendFen: 6_000 },
    error: '广告日预算不能低于 ¥110.00（今日已消耗 ¥60.00）',
  },
  {
    name: 'TX adgroup at spend + 50',
    medium: 'tencent',
    level: 'promotion',
    next: day(110),
    facts: { todaySpendFen: 6_000 },
  },
  {
    name: 'TX account 6th change of the day',
    medium: 'tencent',
    level: 'account',
    next: day(100),
    facts: { changesToday: 5 },
    error: '账户日预算今天已修改 5 次，每天最多 5 次',
  },
  {
    name: 'TX account above 10,000,000',
    medium: 'tencent',
    level: 'account',
    next: day('10000000.01'),
    error: '账户日预算不能大于10000000',
  },
  {
    name: 'TX adgroup 不限',
    medium: 'tencent',
    level: 'promotion',
    next: unlimited,
  },
  {
    name: 'TX adgroup at 50',
    medium: 'tencent',
    level: 'promotion',
    next: day(50),
  },
  {
    name: 'TX account below 50',
    medium: 'tencent',
    level: 'account',
    next: day('49.99'),
    error: '账户日预算不能小于50',
  },
  {
    name: 'TX has no project level',
    medium: 'tencent',
    level: 'project',
    next: day(1000),
    error: '该媒体此层级无预算',
  },
];

describe('checkBudgetChange', () => {
  it.each(CASES)('$name', ({ medium, level, next, facts, error }) => {
    const result = checkBudgetChange(medium, level, next, facts);
    if (error === undefined) expect(result).toMatchObject({ ok: true });
    else expect(result).toEqual({ ok: false, message: error });
  });

  it('answers the amount in 分', () => {
    expect(checkBudgetChange('bytedance', 'promotion', day('3400.5'))).toEqual({
      ok: true,
      value: { budget_mode: 'BUDGET_MODE_DAY', fen: 340_050 },
    });
  });
});

describe('spendFloorFen', () => {
  it('rounds 105 % up to 100 元 on Ocean Engine', () => {
    const rules = MEDIA_BUDGET_RULES.bytedance.promotion;
    if (!rules) throw new Error('no rules');
    expect(spendFloorFen(rules, 100_000)).toBe(110_000);
    expect(spendFloorFen(rules, 0)).toBe(0);
  });
});

describe('budgetRangeHint', () => {
  it('names the unit, the range and the change rules', () => {
    const rules = MEDIA_BUDGET_RULES.bytedance.promotion;
    if (!rules) throw new Error('no rules');
    expect(budgetRangeHint(rules)).toBe(
      '单位：元，¥300.00 ~ ¥9,999,999.99；每次修改幅度 ≥ ¥100.00；不低于今日消耗的 105%；每天最多修改 20 次',
    );
  });

  it('formats 分 like the table', () => {
    expect(formatFen(340_000)).toBe('¥3,400.00');
  });
});

describe('checkDayBudgetSchedule (Kuaishou day_budget_schedule)', () => {
  const week = (yuan: number | string) => Array.from({ length: 7 }, () => yuan);

  it('takes 7 amounts, Monday first, 0 as 不限, in 分', () => {
    expect(
      checkDayBudgetSchedule('kuaishou', 'project', [0, 500, 600, 700, 800, 900, '1000.5']),
    ).toEqual({
      ok: true,
      fen: [0, 50_000, 60_000, 70_000, 80_000, 90_000, 100_050],
    });
    expect(checkDayBudgetSchedule('kuaishou', 'promotion', week(100))).toMatchObject({ ok: true });
  });

  it('refuses a week of another length', () => {
    expect(checkDayBudgetSchedule('kuaishou', 'project', week(500).slice(0, 6))).toEqual({
      ok: false,
      message: '分日预算须填写 7 天（周一、周二、周三、周四、周五、周六、周日）',
    });
  });

  it('names the day whose amount is out of range', () => {
    const amounts = week(500);
    amounts[2] = 499;
    expect(checkDayBudgetSchedule('kuaishou', 'project', amounts)).toEqual({
      ok: false,
      message: '周三：计划预算不能小于500（0 表示不限）',
    });
    expect(
      checkDayBudgetSchedule('kuaishou', 'promotion', [...week(100).slice(0, 6), '']),
    ).toMatchObject({
      ok: false,
      message: expect.stringMatching(/^周日：/),
    });
  });

  it('is Kuaishou campaigns and units only', () => {
    expect(checkDayBudgetSchedule('kuaishou', 'account', week(500))).toEqual({
      ok: false,
      message: '账户日预算不支持分日预算',
    });
    expect(checkDayBudgetSchedule('tencent', 'promotion', week(500))).toEqual({
      ok: false,
      message: '广告日预算不支持分日预算',
    });
    expect(checkDayBudgetSchedule('tencent', 'project', week(500))).toEqual({
      ok: false,
      message: '该媒体此层级无预算',
    });
  });
});
