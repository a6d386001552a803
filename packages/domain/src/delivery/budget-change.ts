import type { DeliveryFamily } from './delivery-families';
import { checkNumber, parseDecimal, type NumericInput } from './decimal';
import type { BudgetMode } from './limits';
import {
  budgetNumberRule,
  findBudgetRules,
  type BudgetLevel,
  type BudgetRuleSet,
} from './media-budget-rules';
import { yuanToCents } from './money';

// One checker of a day budget change against the medium's rules (media-budget-rules.ts): the
// dialogs run it as the operator types, the server again before it calls the medium.

export type NextBudget =
  | { budget_mode: 'BUDGET_MODE_INFINITE' }
  | { budget_mode: 'BUDGET_MODE_DAY'; budget: NumericInput };

export interface BudgetChangeFacts {
  /** The object's budget now, as last synced (yuan amounts are converted by the caller). */
  current?: { budget_mode: BudgetMode | null; fen: number | null };
  /** What the object spent today (分); unknown skips the spend rules. */
  todaySpendFen?: number | null;
  /** Budget changes already made today; unknown skips the daily count. */
  changesToday?: number | null;
}

export type BudgetChangeCheck =
  | { ok: true; value: { budget_mode: 'BUDGET_MODE_INFINITE' } }
  | { ok: true; value: { budget_mode: 'BUDGET_MODE_DAY'; fen: number } }
  | { ok: false; message: string };

const money = new Intl.NumberFormat('zh-CN', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** 分 as the dialogs show money: ¥3,400.00. */
export function formatFen(fen: number): string {
  return `¥${money.format(fen / 100)}`;
}

/** The lowest budget today's spend allows (0 without a spend rule or spend). */
export function spendFloorFen(rules: BudgetRuleSet, todaySpendFen: number): number {
  const floor = rules.spendFloor;
  if (floor === undefined || todaySpendFen <= 0) return 0;
  let fen = Math.ceil((todaySpendFen * floor.percent) / 100);
  if (floor.roundUpToFen !== undefined) {
    fen = Math.ceil(fen / floor.roundUpToFen) * floor.roundUpToFen;
  }
  if (floor.plusFen !== undefined) fen = Math.max(fen, todaySpendFen + floor.plusFen);
  return fen;
}

/** The hint beside a budget input: unit, range and the change rules of the medium. */
export function budgetRangeHint(rules: BudgetRuleSet): string {
  const parts = [`单位：元，${formatFen(rules.minFen)} ~ ${formatFen(rules.maxFen)}`];
  if (rules.minChangeFen !== undefined)
    parts.push(`每次修改幅度 ≥ ${formatFen(rules.minChangeFen)}`);
  const floor = rules.spendFloor;
  if (floor !== undefined) {
    const plus = floor.plusFen !== undefined ? `且 ≥ 今日消耗 + ${formatFen(floor.plusFen)}` : '';
    const when = floor.when === 'decrease' ? '调低时' : '';
    parts.push(`${when}不低于今日消耗的 ${floor.percent}%${plus}`);
  }
  if (rules.maxChangesPerDay !== undefined) parts.push(`每天最多修改 ${rules.maxChangesPerDay} 次`);
  return parts.join('；');
}

/** Why a level takes no budget change on a medium. */
export function noBudgetMessage(level: BudgetLevel): string {
  return level === 'account' ? '该媒体账户不支持修改日预算' : '该媒体此层级无预算';
}

/**
 * A budget change of one object against its medium's rules: range and decimals of the typed
 * amount, then (when the facts are known) the smallest change, today's spend and the day's count.
 */
export function checkBudgetChange(
  medium: DeliveryFamily,
  level: BudgetLevel,
  next: NextBudget,
  facts: BudgetChangeFacts = {},
): BudgetChangeCheck {
  const rules = findBudgetRules(medium, level);
  if (rules === undefined) return { ok: false, message: noBudgetMessage(level) };
  const { current, todaySpendFen, changesToday } = facts;
  if (
    rules.maxChangesPerDay !== undefined &&
    typeof changesToday === 'number' &&
    changesToday >= rules.maxChangesPerDay
  ) {
    return {
      ok: false,
      message: `${rules.label}今天已修改 ${changesToday} 次，每天最多 ${rules.maxChangesPerDay} 次`,
    };
  }
  if (next.budget_mode === 'BUDGET_MODE_INFINITE') {
    return rules.unlimited
      ? { ok: true, value: { budget_mode: 'BUDGET_MODE_INFINITE' } }
      : { ok: false, message: `${rules.label}不支持不限` };
  }
  const typed = checkNumber(next.budget, budgetNumberRule(rules));
  if (!typed.ok) return typed;
  const fen = yuanToCents(typed.value);
  if (fen === undefined) return { ok: false, message: `${rules.label}格式不正确` };

  const currentFen =
    current?.budget_mode === 'BUDGET_MODE_DAY' && typeof current.fen === 'number'
      ? current.fen
      : undefined;
  if (rules.minChangeFen !== undefined && currentFen !== undefined) {
    if (Math.abs(fen - currentFen) < rules.minChangeFen) {
      return {
        ok: false,
        message: `每次修改幅度不能小于 ${formatFen(rules.minChangeFen)}（当前 ${formatFen(currentFen)}）`,
      };
    }
  }
  const floor = rules.spendFloor;
  if (floor !== undefined && typeof todaySpendFen === 'number' && todaySpendFen > 0) {
    const lowers = currentFen === undefined || fen < currentFen;
    const applies = floor.when === 'always' || lowers;
    const least = spendFloorFen(rules, todaySpendFen);
    if (applies && fen < least) {
      return {
        ok: false,
        message: `${rules.label}不能低于 ${formatFen(least)}（今日已消耗 ${formatFen(todaySpendFen)}）`,
      };
    }
  }
  return { ok: true, value: { budget_mode: 'BUDGET_MODE_DAY', fen } };
}

export type ScheduleCheck = { ok: true; fen: number[] } | { ok: false; message: string };

/**
 * A per-weekday day budget (Kuaishou `day_budget_schedule`): one amount a day, Monday first, each
 * 0 (不限) or within the level's range.
 */
export function checkDayBudgetSchedule(
  medium: DeliveryFamily,
  level: BudgetLevel,
  amounts: readonly NumericInput[],
): ScheduleCheck {
  const rules = findBudgetRules(medium, level);
  if (rules === undefined) return { ok: false, message: noBudgetMessage(level) };
  const days = rules.scheduleDays;
  if (days === undefined) return { ok: false, message: `${rules.label}不支持分日预算` };
  if (amounts.length !== days.length) {
    return { ok: false, message: `分日预算须填写 ${days.length} 天（${days.join('、')}）` };
  }
  const fen: number[] = [];
  for (const [index, amount] of amounts.entries()) {
    const day = days[index] ?? '';
    if (parseDecimal(amount) === 0) {
      fen.push(0);
      continue;
    }
    const typed = checkNumber(amount, budgetNumberRule(rules));
    const value = typed.ok ? yuanToCents(typed.value) : undefined;
    if (!typed.ok || value === undefined) {
      const reason = typed.ok ? '格式不正确' : typed.message;
      return { ok: false, message: `${day}：${reason}（0 表示不限）` };
    }
    fen.push(value);
  }
  return { ok: true, fen };
}
