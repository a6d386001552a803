import type { NumberRule } from './decimal';
import type { DeliveryFamily } from './delivery-families';
import { KUAISHOU_DAY_BUDGET_SCHEDULE_DAYS } from './kuaishou-labels';
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
  /**
   * The days of a per-weekday budget (Monday first), when the level takes one in place of its day
   * budget; each day's amount follows the same range (0 = 不限).
   */
  scheduleDays?: readonly string[];
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

// spec 001 §5 (account 1000, project and promotion 300, max 9999999.99); Ocean Engine promotion
// budget docs: each change ≥ 100 元, new budget ≥ 105 % of today's spend rounded up to 100 元,
// ≤ 20 changes a day (the medium states these for promotions only).
const BYTEDANCE_ACCOUNT: BudgetRuleSet = {
  ...specRange(ACCOUNT_DAILY_BUDGET_RULE),
  unlimited: true,
};
const BYTEDANCE_PROJECT: BudgetRuleSet = { ...specRange(PROJECT_BUDGET_RULE), unlimited: true };
const BYTEDANCE_PROMOTION: BudgetRuleSet = {
  ...specRange(PROMOTION_BUDGET_RULE),
  unlimited: false,
  minChangeFen: 100 * YUAN,
  spendFloor: { percent: 105, roundUpToFen: 100 * YUAN, when: 'always' },
  maxChangesPerDay: 20,
};

// Tencent: account daily budget 50 to 10,000,000 元, ≤ 5 changes a day; adgroup daily_budget 50
// to 4,000,000 元 (0 = 不限), new value ≥ 1.5 × today's spend and ≥ spend + 50 元.
const TENCENT_ACCOUNT: BudgetRuleSet = {
  label: '账户日预算',
  minFen: 5_000,
  maxFen: 1_000_000_000,
  decimals: 2,
  unlimited: true,
  maxChangesPerDay: 5,
};
const TENCENT_ADGROUP: BudgetRuleSet = {
  label: '广告日预算',
  minFen: 5_000,
  maxFen: 400_000_000,
  decimals: 2,
  unlimited: true,
  spendFloor: { percent: 150, plusFen: 50 * YUAN, when: 'always' },
};

export const MEDIA_BUDGET_RULES: Record<DeliveryFamily, MediumBudgetRules> = {
  bytedance: {
    account: BYTEDANCE_ACCOUNT,
    project: BYTEDANCE_PROJECT,
    promotion: BYTEDANCE_PROMOTION,
  },
  // Kuaishou (reference §2.7; bububa model/advertiser/update_budget_request.go; documentId 2573),
  // money 厘 on the wire: campaign day_budget ≥ 500 元, ≤ 1e8 元 (0 = 不限), a decrease not below
  // min(120 % of today's spend, old budget) — a decrease below the old budget must clear 120 % of
  // the spend, and when 120 % of the spend is above the old budget no decrease clears it, which is
  // what the `decrease` floor gives; unit day_budget the same from 100 元; both may take a budget a
  // weekday (day_budget_schedule, 7 values). The account's day budget ≥ 500 元, never below 120 %
  // of the account's spend today.
  kuaishou: {
    account: {
      label: '账户日预算',
      minFen: 500 * YUAN,
      maxFen: 100_000_000 * YUAN,
      decimals: 2,
      unlimited: true,
      spendFloor: { percent: 120, when: 'always' },
    },
    project: {
      label: '计划预算',
      minFen: 500 * YUAN,
      maxFen: 100_000_000 * YUAN,
      decimals: 2,
      unlimited: true,
      spendFloor: { percent: 120, when: 'decrease' },
      scheduleDays: KUAISHOU_DAY_BUDGET_SCHEDULE_DAYS,
    },
    promotion: {
      label: '广告组预算',
      minFen: 100 * YUAN,
      maxFen: 100_000_000 * YUAN,
      decimals: 2,
      unlimited: true,
      spendFloor: { percent: 120, when: 'decrease' },
      scheduleDays: KUAISHOU_DAY_BUDGET_SCHEDULE_DAYS,
    },
  },
  tencent: { account: TENCENT_ACCOUNT, promotion: TENCENT_ADGROUP },
  // Ocean Engine v2 (reference §1.10): a campaign's budget as a v3 project's, an ad's (计划) as a
  // v3 promotion's — the v2 ad budget call takes a day budget only.
  bytedance_v2: {
    account: BYTEDANCE_ACCOUNT,
    project: { ...BYTEDANCE_PROJECT, label: '广告组预算' },
    promotion: { ...BYTEDANCE_PROMOTION, label: '计划预算' },
  },
  // Tencent v1.3 (reference §3.9): a normal campaign's daily budget 0 = 不限 or 50–4,000,000 元,
  // ≤ 1,000 changes a natural day; an adgroup's as a v3 adgroup's.
  tencent_v2: {
    account: TENCENT_ACCOUNT,
    project: {
      label: '推广计划日预算',
      minFen: 5_000,
      maxFen: 400_000_000,
      decimals: 2,
      unlimited: true,
      maxChangesPerDay: 1_000,
    },
    promotion: TENCENT_ADGROUP,
  },
};

/** The rules of a medium's level; undefined when the level has no budget on that medium. */
export function findBudgetRules(
  medium: DeliveryFamily,
  level: BudgetLevel,
): BudgetRuleSet | undefined {
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
