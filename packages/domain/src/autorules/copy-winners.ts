import { COPY_NAME_TOKENS, type AutoruleDefinition } from '@toufang/contracts';
import { spendOf, type Decision, type PlannedCopy } from './evaluate';
import { autoruleLevel } from './media';

// 复制优胜广告 (docs/architecture/autorules.md "Copy a winning ad"): each matching object is copied
// N times into its account. Which copies a run makes is decided here, purely: the daily cap per
// object, the cap on copies per run (the largest spenders first), and each copy's number and
// name. A copy's number continues the rule's numbering of that object, so a name is never reused
// and looking a name up finds the one copy made under it.

/** What the rule made of an object before this run. */
export interface CopyHistory {
  /** Copies asked for today (Asia/Shanghai) whose write did not fail or get cancelled. */
  today: number;
  /** The highest copy number the rule gave the object so far (0: none). */
  lastSeq: number;
}

const NAME_RULE_TEXT = `命名规则须包含${COPY_NAME_TOKENS.seq}`;

/** The problems of a copy name rule (empty when it is usable). */
export function copyNameRuleProblems(rule: string): string[] {
  return rule.includes(COPY_NAME_TOKENS.seq) ? [] : [`${NAME_RULE_TEXT}，以免复制出的名称重复`];
}

/** The copy's name: the rule with the original's name and the number; the original is cut to fit. */
export function copyName(nameRule: string, original: string, seq: number, nameMax: number): string {
  const withSeq = nameRule.split(COPY_NAME_TOKENS.seq).join(String(seq));
  const parts = withSeq.split(COPY_NAME_TOKENS.original);
  const fixed = [...parts.join('')].length;
  const room = Math.max(0, nameMax - fixed);
  const times = parts.length - 1;
  const kept = times === 0 ? '' : [...original].slice(0, Math.floor(room / times)).join('');
  return [...parts.join(kept)].slice(0, nameMax).join('');
}

export const copiesText = (count: number, enabled: boolean) =>
  `复制 ${count} 份（${enabled ? '创建后启用' : '创建后暂停'}）`;

/**
 * The copies each acting decision of a copy rule makes: at most the rule's copies, within the
 * object's daily cap, and within the run's cap on copies (the largest spenders first). An object
 * left without copies is skipped with the reason.
 */
export function planCopies(
  rule: AutoruleDefinition,
  decisions: readonly Decision[],
  history: ReadonlyMap<string, CopyHistory>,
): Decision[] {
  const copy = rule.action.copy;
  const nameMax = autoruleLevel(rule.medium, rule.scope.level)?.copy?.nameMax ?? 50;
  if (!copy) return [...decisions];
  let left = rule.guardrails.max_objects_per_run;
  const order = decisions
    .filter((d) => d.outcome === 'act')
    .sort((a, b) => spendOf(b) - spendOf(a) || a.objectId.localeCompare(b.objectId));
  const planned = new Map<string, Decision>();
  for (const d of order) {
    const past = history.get(d.objectId) ?? { today: 0, lastSeq: 0 };
    const todayLeft = copy.max_per_day - past.today;
    const skip = (why: string): Decision => ({
      ...d,
      outcome: 'skip',
      change: null,
      reason: `${why}（${d.reason}）`,
    });
    if (todayLeft <= 0) {
      planned.set(
        d.objectId,
        skip(`今日已复制 ${past.today} 份，达到每日最多 ${copy.max_per_day} 份的上限`),
      );
      continue;
    }
    if (left <= 0) {
      planned.set(
        d.objectId,
        skip(`超出单次最多复制 ${rule.guardrails.max_objects_per_run} 份的上限，本次未执行`),
      );
      continue;
    }
    const count = Math.min(copy.copies, todayLeft, left);
    left -= count;
    const copies: PlannedCopy[] = Array.from({ length: count }, (_, i) => {
      const seq = past.lastSeq + i + 1;
      return { seq, name: copyName(copy.name_rule, d.objectName, seq, nameMax) };
    });
    const notes = [
      count < copy.copies && count === todayLeft ? `今日还可复制 ${todayLeft} 份` : null,
      count < copy.copies && count !== todayLeft ? '已达单次复制上限' : null,
    ].filter((n): n is string => n !== null);
    planned.set(d.objectId, {
      ...d,
      before: d.objectName,
      after: `${copiesText(count, copy.enabled)}：${copies.map((c) => c.name).join('、')}`,
      reason: notes.length > 0 ? `${d.reason}；${notes.join('；')}` : d.reason,
      copies,
    });
  }
  return decisions.map((d) => planned.get(d.objectId) ?? d);
}
