import type { AutoruleConflict, AutoruleDefinition, AutoruleScope } from '@toufang/contracts';
import { AUTORULE_MEDIUM_DEFS } from './media';

// Rules that undo each other (issue: "one enables what another pauses within a cooldown"): same
// medium and level, scopes that may share objects, opposite actions, and runs that can come within
// the longer of the two cooldowns of each other. Found at save time and shown; saving still works.

export interface OtherRule {
  id: number;
  name: string;
  rule: AutoruleDefinition;
}

type Direction = 'up' | 'down';

/** What an action does to an object's switch, budget or bid; null: nothing another can undo. */
function effect(rule: AutoruleDefinition): { what: string; dir: Direction } | null {
  const { action } = rule;
  switch (action.type) {
    case 'pause':
    case 'pause_today':
      return { what: 'status', dir: 'down' };
    case 'enable':
      return { what: 'status', dir: 'up' };
    case 'budget':
    case 'bid':
      if (action.mode === 'increase') return { what: action.type, dir: 'up' };
      if (action.mode === 'decrease') return { what: action.type, dir: 'down' };
      return null;
    case 'notify':
    case 'create':
    case 'copy':
      return null;
  }
}

const intersects = (a: readonly string[], b: readonly string[]) => a.some((x) => b.includes(x));

/** False only when the two scopes certainly share no object. */
export function scopesMayOverlap(a: AutoruleScope, b: AutoruleScope): boolean {
  if (a.level !== b.level) return false;
  if (a.kind === 'objects' && b.kind === 'objects') return intersects(a.object_ids, b.object_ids);
  const accounts = (s: AutoruleScope) =>
    s.kind === 'accounts' || (s.kind === 'filter' && s.advertiser_ids.length > 0)
      ? s.advertiser_ids
      : null;
  const x = accounts(a);
  const y = accounts(b);
  return x === null || y === null || intersects(x, y);
}

const minutesOfDay = (at: string | null) => {
  if (at === null) return 0;
  const [h, m] = at.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
};

/** The least time between a run of `a` and a run of `b`, in minutes. */
export function closestRuns(a: AutoruleDefinition, b: AutoruleDefinition): number {
  if (a.schedule.frequency !== 'daily' || b.schedule.frequency !== 'daily') return 0;
  const diff = Math.abs(minutesOfDay(a.schedule.at) - minutesOfDay(b.schedule.at));
  return Math.min(diff, 24 * 60 - diff);
}

const WHAT_WORDS: Record<string, Record<Direction, string>> = {
  status: { up: '启用', down: '暂停' },
  budget: { up: '提高预算', down: '降低预算' },
  bid: { up: '提高出价', down: '降低出价' },
};

export function ruleConflicts(
  rule: AutoruleDefinition,
  others: readonly OtherRule[],
): AutoruleConflict[] {
  const mine = effect(rule);
  if (!mine) return [];
  const levelName = AUTORULE_MEDIUM_DEFS[rule.medium].levels[rule.scope.level]?.name ?? '对象';
  const out: AutoruleConflict[] = [];
  for (const other of others) {
    const theirs = effect(other.rule);
    if (!theirs || other.rule.medium !== rule.medium) continue;
    if (theirs.what !== mine.what || theirs.dir === mine.dir) continue;
    if (!scopesMayOverlap(rule.scope, other.rule.scope)) continue;
    const cooldown = Math.max(
      rule.guardrails.cooldown_minutes,
      other.rule.guardrails.cooldown_minutes,
    );
    const gap = closestRuns(rule, other.rule);
    if (gap > cooldown) continue;
    const words = WHAT_WORDS[mine.what] ?? WHAT_WORDS.status;
    out.push({
      rule_id: other.id,
      rule_name: other.name,
      message:
        `规则「${other.name}」会${words?.[theirs.dir] ?? ''}本规则${words?.[mine.dir] ?? ''}的${levelName}，` +
        `两者可能在 ${cooldown} 分钟冷却时间内对同一对象反复操作`,
    });
  }
  return out;
}
