import type {
  AutoruleCondition,
  AutoruleDefinition,
  AutoruleItemOutcome,
} from '@toufang/contracts';
import { formatMetric, RULE_METRICS, type MetricKey, type MetricSums } from './metrics';
import { OPERATOR_SIGNS } from './summary-words';
import { windowKey, windowLabel, type WindowKey } from './windows';

// Judging a rule against the metric snapshots of its objects (docs/architecture/autorules.md):
// one decision per object — the change its action makes (before → after) or the reason it makes
// none. Pure: the dry run and the runs call the same function with what the mirror holds.

export type OptState = 'ENABLE' | 'DISABLE';

/** One object in scope as the mirror holds it, with its sums per window the conditions use. */
export interface RuleObject {
  id: string;
  name: string;
  advertiserId: string;
  optStatus: OptState | null;
  budgetMode: string | null;
  budgetFen: number | null;
  bidFen: number | null;
  sums: Partial<Record<WindowKey, MetricSums>>;
}

export interface EvaluationContext {
  now: Date;
  /** When this rule last acted on each object (its cooldown). */
  lastActedAt: ReadonlyMap<string, Date>;
}

/** The write a decision asks for, in the delivery writes' terms (money in 分). */
export type RuleChange =
  | { field: 'status'; optStatus: OptState }
  | { field: 'budget'; budgetFen: number }
  | { field: 'bid'; bidFen: number };

export interface Decision {
  objectId: string;
  objectName: string;
  advertiserId: string;
  outcome: AutoruleItemOutcome;
  before: string | null;
  after: string | null;
  reason: string;
  snapshot: Record<string, number | null>;
  change: RuleChange | null;
  /** 按模板新建: the objects to build in the account (the decision's object is the account). */
  createCount?: number;
  /** 复制优胜广告: the copies to make of the object, numbered per object (copy-winners.ts). */
  copies?: PlannedCopy[];
}

/** One copy of an object: its number among the rule's copies of that object, and its name. */
export interface PlannedCopy {
  seq: number;
  name: string;
}

const MINUTE_MS = 60_000;
const DAY_BUDGET = 'BUDGET_MODE_DAY';

export const snapshotKey = (metric: MetricKey | 'cost', window: WindowKey) => `${metric}@${window}`;

const yuanText = (fen: number) => `${(fen / 100).toFixed(2)} 元`;
const statusText = (s: OptState | null) =>
  s === 'DISABLE' ? '已暂停' : s === 'ENABLE' ? '已启用' : '未知';

const compare = (value: number, op: AutoruleCondition['operator'], threshold: number): boolean => {
  switch (op) {
    case 'gt':
      return value > threshold;
    case 'gte':
      return value >= threshold;
    case 'lt':
      return value < threshold;
    case 'lte':
      return value <= threshold;
    case 'eq':
      return Math.abs(value - threshold) < 1e-9;
  }
};

interface Judged {
  met: boolean;
  text: string;
}

function judge(
  condition: AutoruleCondition,
  sums: MetricSums | undefined,
  minSpend: number,
): Judged {
  const metric = condition.metric as MetricKey;
  const def = RULE_METRICS[metric];
  const window = windowLabel(windowKey(condition));
  const s = sums ?? {
    costFen: 0,
    impressions: 0,
    clicks: 0,
    conversions: 0,
    activations: 0,
    payAmountFen: 0,
  };
  const cost = s.costFen / 100;
  if (cost < minSpend) {
    return {
      met: false,
      text: `${window}消耗 ${cost.toFixed(2)} 元，未达 ${minSpend} 元的判断门槛`,
    };
  }
  const value = def.value(s);
  const wanted = `${OPERATOR_SIGNS[condition.operator]} ${formatMetric(metric, condition.value)}`;
  if (value === null) {
    return { met: false, text: `${window}${def.label}无法计算（分母为 0），不满足 ${wanted}` };
  }
  const met = compare(value, condition.operator, condition.value);
  return {
    met,
    text: `${window}${def.label} ${formatMetric(metric, value)}${met ? ' ' : '，不满足 '}${wanted}`,
  };
}

/** Whether the conditions hold, and the judged conditions that say why. */
export function matchConditions(rule: AutoruleDefinition, object: RuleObject): Judged {
  const { conditions } = rule;
  const groups = conditions.groups.map((group) => {
    const judged = group.conditions.map((c) =>
      judge(c, object.sums[windowKey(c)], conditions.min_spend),
    );
    const met = group.join === 'and' ? judged.every((j) => j.met) : judged.some((j) => j.met);
    // Why: the conditions that decided the group.
    const deciding = judged.filter((j) => j.met === met);
    return { met, text: deciding.map((j) => j.text).join('；') };
  });
  const met = conditions.join === 'and' ? groups.every((g) => g.met) : groups.some((g) => g.met);
  const deciding = groups.filter((g) => g.met === met);
  return { met, text: deciding.map((g) => g.text).join('；') };
}

/** Metric values of the object at decision time: every (metric, window) the rule reads, and spend. */
export function snapshotOf(
  rule: AutoruleDefinition,
  object: RuleObject,
): Record<string, number | null> {
  const out: Record<string, number | null> = {};
  for (const group of rule.conditions.groups) {
    for (const c of group.conditions) {
      const key = windowKey(c);
      const sums = object.sums[key];
      const metric = c.metric as MetricKey;
      out[snapshotKey(metric, key)] = sums ? RULE_METRICS[metric].value(sums) : 0;
      out[snapshotKey('cost', key)] = sums ? sums.costFen / 100 : 0;
    }
  }
  return out;
}

const capped = (fen: number, rule: AutoruleDefinition): { fen: number; cap: string | null } => {
  const { max_value: max, min_value: min } = rule.guardrails;
  if (max !== null && fen > max * 100) return { fen: max * 100, cap: `上限 ${max} 元` };
  if (min !== null && fen < min * 100) return { fen: min * 100, cap: `下限 ${min} 元` };
  return { fen, cap: null };
};

type Planned = Pick<Decision, 'outcome' | 'before' | 'after' | 'change'> & { note?: string };

function planValue(
  rule: AutoruleDefinition,
  label: string,
  current: number | null,
  field: 'budget' | 'bid',
): Planned | string {
  const { mode, value } = rule.action;
  if (mode === null || value === null) return '规则未设置调整幅度';
  if (current === null) {
    if (mode !== 'set')
      return field === 'budget' ? '不限预算，无法按比例调整' : '该对象没有出价，无法按比例调整';
  }
  const base = current ?? 0;
  const wanted =
    mode === 'set'
      ? Math.round(value * 100)
      : Math.round(base * (mode === 'increase' ? 1 + value / 100 : 1 - value / 100));
  const { fen, cap } = capped(wanted, rule);
  const before = current === null ? `${label} 不限` : `${label} ${yuanText(current)}`;
  if (fen === current) {
    return cap ? `${label}已在${cap}，不再调整` : `${label}已是 ${yuanText(fen)}，无需调整`;
  }
  if (fen <= 0) return `${label}调整后不大于 0，不调整`;
  return {
    outcome: 'act',
    before,
    after: `${label} ${yuanText(fen)}`,
    change:
      field === 'budget' ? { field: 'budget', budgetFen: fen } : { field: 'bid', bidFen: fen },
    ...(cap ? { note: `按${cap}调整` } : {}),
  };
}

/** The change the rule's action makes on a matched object, or why it makes none. */
function planAction(rule: AutoruleDefinition, object: RuleObject): Planned | string {
  switch (rule.action.type) {
    case 'pause':
    case 'pause_today':
    case 'enable': {
      const target: OptState = rule.action.type === 'enable' ? 'ENABLE' : 'DISABLE';
      if (object.optStatus === target) return `${statusText(target)}，无需执行`;
      return {
        outcome: 'act',
        before: statusText(object.optStatus),
        after:
          rule.action.type === 'pause_today'
            ? `${statusText(target)}（次日 0 点恢复）`
            : statusText(target),
        change: { field: 'status', optStatus: target },
      };
    }
    case 'budget': {
      const current = object.budgetMode === DAY_BUDGET ? object.budgetFen : null;
      return planValue(rule, '日预算', current, 'budget');
    }
    case 'bid':
      return planValue(rule, '出价', object.bidFen, 'bid');
    case 'notify':
      return { outcome: 'notify', before: null, after: null, change: null };
    case 'create':
      // Decided per account by the number delivering (top-up.ts), never per object.
      return '按模板新建按账户的在投数量判断';
    case 'copy':
      // How many and named how: planCopies (copy-winners.ts), after the daily and per-run caps.
      return { outcome: 'act', before: null, after: null, change: null };
  }
}

export function cooldownLeft(
  rule: AutoruleDefinition,
  object: Pick<RuleObject, 'id'>,
  ctx: EvaluationContext,
) {
  const last = ctx.lastActedAt.get(object.id);
  const minutes = rule.guardrails.cooldown_minutes;
  if (!last || minutes === 0) return null;
  const until = last.getTime() + minutes * MINUTE_MS;
  return until > ctx.now.getTime() ? { last, minutes } : null;
}

export const clockText = (d: Date) => {
  const s = new Date(d.getTime() + 8 * 3_600_000).toISOString();
  return `${s.slice(5, 10)} ${s.slice(11, 16)}`;
};

/** One object's decision, before the cap on objects per run. */
export function decide(
  rule: AutoruleDefinition,
  object: RuleObject,
  ctx: EvaluationContext,
): Decision {
  const base = {
    objectId: object.id,
    objectName: object.name,
    advertiserId: object.advertiserId,
    snapshot: snapshotOf(rule, object),
  };
  const matched = matchConditions(rule, object);
  if (!matched.met) {
    return {
      ...base,
      outcome: 'no_match',
      before: null,
      after: null,
      change: null,
      reason: matched.text,
    };
  }
  const cooling = cooldownLeft(rule, object, ctx);
  if (cooling) {
    return {
      ...base,
      outcome: 'skip',
      before: null,
      after: null,
      change: null,
      reason: `冷却中：本规则于 ${clockText(cooling.last)} 已处理该对象，${cooling.minutes} 分钟内不重复执行（${matched.text}）`,
    };
  }
  const planned = planAction(rule, object);
  if (typeof planned === 'string') {
    return {
      ...base,
      outcome: 'skip',
      before: null,
      after: null,
      change: null,
      reason: `${planned}（${matched.text}）`,
    };
  }
  const { note, ...rest } = planned;
  return { ...base, ...rest, reason: note ? `${matched.text}；${note}` : matched.text };
}

/** The spend that orders acting objects when a run may change only some: the largest first. */
export function spendOf(decision: Decision): number {
  let max = 0;
  for (const [key, value] of Object.entries(decision.snapshot)) {
    if (key.startsWith('cost@') && value !== null && value > max) max = value;
  }
  return max;
}

/**
 * Every object's decision. Of the objects to act on, the run changes at most
 * `max_objects_per_run`, the largest spenders first; the others are skipped and say so.
 */
export function evaluateRule(
  rule: AutoruleDefinition,
  objects: readonly RuleObject[],
  ctx: EvaluationContext,
): Decision[] {
  const decisions = objects.map((o) => decide(rule, o, ctx));
  // Copies are capped by their number, not their objects (planCopies).
  if (rule.action.type === 'copy') return decisions;
  const cap = rule.guardrails.max_objects_per_run;
  const acting = decisions
    .filter((d) => d.outcome === 'act')
    .sort((a, b) => spendOf(b) - spendOf(a) || a.objectId.localeCompare(b.objectId));
  const over = new Set(acting.slice(cap).map((d) => d.objectId));
  return decisions.map((d) =>
    over.has(d.objectId)
      ? {
          ...d,
          outcome: 'skip' as const,
          change: null,
          reason: `超出单次最多改动 ${cap} 个对象的上限，本次未执行（${d.reason}）`,
        }
      : d,
  );
}
