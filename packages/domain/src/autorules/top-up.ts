import type { AutoruleDefinition } from '@toufang/contracts';
import {
  clockText,
  cooldownLeft,
  matchConditions,
  type Decision,
  type EvaluationContext,
  type RuleObject,
} from './evaluate';
import { autoruleLevel } from './media';

// 按模板新建 (docs/architecture/autorules.md "Create from a template"): a rule keeps N objects of
// its level delivering in every account of its scope. An object is delivering when it is switched
// on and meets the rule's conditions; an account with fewer gets the missing ones built from the
// rule's creation template. One decision per account: its id is the decision's object.

export interface RuleAccount {
  id: string;
  name: string | null;
}

const NAMES_SHOWN = 3;

/** The snapshot key of an account's delivering count, and its label. */
export const DELIVERING_KEY = 'delivering';
export const DELIVERING_LABEL = '在投数';

/** The after-text of an account's top-up. */
export const topUpText = (templateName: string, count: number, unit = '个') =>
  `将按模板「${templateName}」新建 ${count} ${unit}`;

/** The before-text: how many are delivering. */
export const deliveringText = (count: number, unit = '个') => `在投 ${count} ${unit}`;

/**
 * Every account's decision. Of the objects to build, a run builds at most `max_objects_per_run`
 * (the accounts with the fewest delivering first); the accounts left out are skipped and say so.
 */
export function decideTopUps(
  rule: AutoruleDefinition,
  objects: readonly RuleObject[],
  accounts: readonly RuleAccount[],
  ctx: EvaluationContext,
): Decision[] {
  const template = rule.action.template;
  const levelName = autoruleLevel(rule.medium, rule.scope.level)?.name ?? '对象';
  const delivering = new Map<string, RuleObject[]>();
  for (const object of objects) {
    if (object.optStatus !== 'ENABLE' || !matchConditions(rule, object).met) continue;
    const list = delivering.get(object.advertiserId) ?? [];
    list.push(object);
    delivering.set(object.advertiserId, list);
  }
  const base = (account: RuleAccount, live: number) => ({
    objectId: account.id,
    objectName: account.name ?? account.id,
    advertiserId: account.id,
    snapshot: { [DELIVERING_KEY]: live },
    change: null,
  });
  if (!template) {
    return accounts.map((a) => ({
      ...base(a, delivering.get(a.id)?.length ?? 0),
      outcome: 'skip' as const,
      before: null,
      after: null,
      reason: '规则未选择创建模板',
    }));
  }
  const keep = template.keep_running;
  const unit = levelName;
  const wanting: { account: RuleAccount; live: RuleObject[] }[] = [];
  const decisions = new Map<string, Decision>();
  for (const account of accounts) {
    const live = delivering.get(account.id) ?? [];
    const shown = live.slice(0, NAMES_SHOWN).map((o) => `「${o.name}」`);
    const more = live.length > NAMES_SHOWN ? ` 等 ${live.length} 个` : '';
    const which = live.length > 0 ? `：${shown.join('、')}${more}` : '';
    if (live.length >= keep) {
      decisions.set(account.id, {
        ...base(account, live.length),
        outcome: 'no_match',
        before: null,
        after: null,
        reason: `在投${unit} ${live.length} 个，已达保持的 ${keep} 个${which}`,
      });
      continue;
    }
    const cooling = cooldownLeft(rule, account, ctx);
    if (cooling) {
      decisions.set(account.id, {
        ...base(account, live.length),
        outcome: 'skip',
        before: null,
        after: null,
        reason: `冷却中：本规则于 ${clockText(cooling.last)} 已为该账户新建${unit}，${cooling.minutes} 分钟内不重复执行`,
      });
      continue;
    }
    wanting.push({ account, live });
  }
  const cap = rule.guardrails.max_objects_per_run;
  let left = cap;
  wanting.sort((a, b) => a.live.length - b.live.length || a.account.id.localeCompare(b.account.id));
  for (const { account, live } of wanting) {
    const want = keep - live.length;
    const count = Math.min(want, left);
    left -= count;
    const why = `在投${unit} ${live.length} 个，少于保持的 ${keep} 个`;
    if (count === 0) {
      decisions.set(account.id, {
        ...base(account, live.length),
        outcome: 'skip',
        before: null,
        after: null,
        reason: `超出单次最多新建 ${cap} 个对象的上限，本次未执行（${why}）`,
      });
      continue;
    }
    decisions.set(account.id, {
      ...base(account, live.length),
      outcome: 'act',
      before: deliveringText(live.length),
      after: topUpText(template.name, count),
      reason: count < want ? `${why}；受单次最多新建 ${cap} 个的上限，本次新建 ${count} 个` : why,
      createCount: count,
    });
  }
  return accounts.map((a) => decisions.get(a.id) as Decision);
}
