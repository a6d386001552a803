import type { MediumKey } from '@toufang/contracts';
import type { NumberRule } from './decimal';
import {
  ACCOUNT_DAILY_BUDGET_RULE,
  BUDGET_EMPTY_MESSAGE,
  PROJECT_BUDGET_RULE,
  PROMOTION_BUDGET_RULE,
} from './limits';

// The media's own rules for a day budget change, one table per medium (docs/reference media APIs;
// spec 001 §5 for the Ocean Engine minimums). Money is integer 分. Levels are the domain levels:
// `project` is level 1 (Ocean Engine project, Kuaishou campaign), `promotion` level 2 (Ocean
// Engine promotion, Kuaishou unit, Tencent adgroup). A level missing from a medium's table has no
// budget there.

export type BudgetLevel = 'account' | 'project' | 'promotion';

/** The new budget must cover today's spend by a margin. */
export interface SpendFloor {
  /** Percent of today's spend, e.g. 105. */
  percent: number;
  /** The floor is rounded up to a multiple of this (分). */
  roundUpToFen?: number;
  /** And at least today's spend plus this (分). */
  plusFen?: number;
  /** `decrease`: only a lower budget than the current one must clear the floor. */
  when: 'always' | 'decrease';
}

export interface BudgetRuleSet {
  /** The field's name in messages. */
  label: string;
  minFen: number;
  maxFen: number;
  /** Digits after the decimal point of the yuan amount typed. */
  decimals: number;
  /** Whether 不限 may be chosen. */
  unlimited: boolean;
  /** Smallest difference from the current day budget (分). */
  minChangeFen?: number;
  spendFloor?: SpendFloor;
  /** Budget changes the medium takes per object and natural day. */
  maxChangesPerDay?: number;
}

type MediumBudgetRules = Partial<Record<BudgetLevel, BudgetRuleSet>>;

const YUAN = 100;

/** The spec 001 §5 limits of a batch modify field as 分. */
const specRange = (rule: NumberRule) => ({
  label: rule.label,
  minFen: Math.round(rule.min * YUAN),
  maxFen: Math.round(rule.max * YUAN),
  decimals: rule.decimals,
});

export const MEDIA_BUDGET_RULES: Record<MediumKey, MediumBudgetRules> = {
  // spec 001 §5 (account 1000, project and promotion 300, max 9999999.99); Ocean Engine promotion
  // budget docs: each change ≥ 100 元, new budget ≥ 105 % of today's spend rounded up to 100 元,
  // ≤ 20 changes a day (the medium states these for promotions only).
  bytedance: {
    account: { ...specRange(ACCOUNT_DAILY_BUDGET_RULE), unlimited: true },
    project: { ...specRange(PROJECT_BUDGET_RULE), unlimited: true },
    promotion: {
      ...specRange(PROMOTION_BUDGET_RULE),
      unlimited: false,
      minChangeFen: 100 * YUAN,
      spendFloor: { percent: 105, roundUpToFen: 100 * YUAN, when: 'always' },
      maxChangesPerDay: 20,
    },
  },
  // Kuaishou campaign day_budget: ≥ 500 元, ≤ 1e8 元 (0 = 不限); a decrease must stay at or above
  // 120 % of today's spend (the medium's floor is min(120 % of spend, old budget)).
  kuaishou: {
    project: {
      label: '计划预算',
      minFen: 500 * YUAN,
      maxFen: 100_000_000 * YUAN,
      decimals: 2,
      unlimited: true,
      spendFloor: { percent: 120, when: 'decrease' },
    },
  },
  // Tencent: account daily budget 50 to 10,000,000 元, ≤ 5 changes a day; adgroup daily_budget 50
  // to 4,000,000 元 (0 = 不限), new value ≥ 1.5 × today's spend and ≥ spend + 50 元.
  tencent: {
    account: {
      label: '账户日预算',
      minFen: 5_000,
      maxFen: 1_000_000_000,
      decimals: 2,
      unlimited: true,
      maxChangesPerDay: 5,
    },
    promotion: {
      label: '广告日预算',
      minFen: 5_000,
      maxFen: 400_000_000,
      decimals: 2,
      unlimited: true,
      spendFloor: { percent: 150, plusFen: 50 * YUAN, when: 'always' },
    },
  },
};

/** The rules of a medium's level; undefined when the level has no budget on that medium. */
export function findBudgetRules(medium: MediumKey, level: BudgetLevel): BudgetRuleSet | undefined {
  return MEDIA_BUDGET_RULES[medium][level];
}

/** The typed amount's limits (yuan) for the number checks of the dialogs. */
export function budgetNumberRule(rules: BudgetRuleSet): NumberRule {
  return {
    label: rules.label,
    min: rules.minFen / YUAN,
    max: rules.maxFen / YUAN,
    decimals: rules.decimals,
    emptyMessage: BUDGET_EMPTY_MESSAGE,
  };
}
