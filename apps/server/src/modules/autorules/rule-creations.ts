import { createHash } from 'node:crypto';
import {
  CreationDraftSchema,
  type AutoruleDefinition,
  type CreationDraft,
} from '@toufang/contracts';
import {
  autoruleLevel,
  topUpText,
  type Decision,
  type RuleAccount,
  type RuleCreationFamily,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { assertNoProblems } from '../../lib/app-error';
import type { CreationRepository } from '../creation/creation.repository';
import type { CreationService } from '../creation/creation.service';

// 按模板新建 (docs/architecture/autorules.md "Create from a template"): the accounts a rule tops
// up are built through the wizard's own submit — the rule's creation template as the draft, its
// accounts the ones short of objects, each cut to the number it lacks — so the objects are made
// once, by the creation task, and listed with the wizard's tasks.

const PROBLEMS_SHOWN = 3;

/** What a run submits: the template's draft over the accounts to top up, and how many each gets. */
export interface RuleCreation {
  family: RuleCreationFamily;
  by: 'row' | 'parent';
  templateId: number;
  draft: CreationDraft;
  perAccount: Map<string, number>;
}

/**
 * A UUID made from `seed` (the batch): the submission's `config_id`, so a repeated submit of one
 * run answers its first task instead of creating again.
 */
export function configIdOf(seed: string): string {
  const h = createHash('sha256').update(seed).digest('hex');
  const variant = ((parseInt(h[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-5${h.slice(13, 16)}-${variant}${h.slice(17, 20)}-${h.slice(20, 32)}`;
}

export const familyOf = (rule: AutoruleDefinition): RuleCreationFamily | undefined =>
  autoruleLevel(rule.medium, rule.scope.level)?.creationFamily;

const cutOf = (rule: AutoruleDefinition): 'row' | 'parent' =>
  autoruleLevel(rule.medium, rule.scope.level)?.creationLevel ?? 'row';

export class RuleCreations {
  constructor(
    private readonly creation: CreationService,
    private readonly repo: CreationRepository,
  ) {}

  /**
   * The rule with its template's current name; refused in Chinese when the template is gone (or
   * of another medium). Rules of other actions keep no template.
   */
  async withTemplate(rule: AutoruleDefinition): Promise<AutoruleDefinition> {
    const { template } = rule.action;
    const family = familyOf(rule);
    // Only 按模板新建 keeps a template.
    if (rule.action.type !== 'create') {
      return template ? { ...rule, action: { ...rule.action, template: null } } : rule;
    }
    if (!template || !family) return rule;
    const found = await this.repo.findTemplate(family, template.id);
    if (!found) assertNoProblems([`创建模板 ${template.id} 不存在或已删除`]);
    return {
      ...rule,
      action: { ...rule.action, template: { ...template, name: found?.templateName ?? '' } },
    };
  }

  /** The accounts of the rule's scope (within the owner's) with their names. */
  async accounts(rule: AutoruleDefinition, owned: readonly string[]): Promise<RuleAccount[]> {
    const family = familyOf(rule);
    const { scope } = rule;
    const named = scope.kind === 'accounts' || scope.advertiser_ids.length > 0;
    const ids = named ? scope.advertiser_ids.filter((id) => owned.includes(id)) : [...owned];
    const names = family ? await this.repo.advertiserNames(family, ids) : new Map<string, string>();
    return ids.map((id) => ({ id, name: names.get(id) ?? null }));
  }

  /**
   * The top-ups the template can make: each acting account's rows are planned as the submit would
   * plan them; an account whose rows have errors is skipped with them, one the template makes
   * fewer rows for gets those it makes. Reads only.
   */
  async plan(
    rule: AutoruleDefinition,
    owner: AuthContext,
    decisions: Decision[],
  ): Promise<{ decisions: Decision[]; creation: RuleCreation | null }> {
    const family = familyOf(rule);
    const template = rule.action.template;
    const acting = decisions.filter((d) => d.outcome === 'act' && (d.createCount ?? 0) > 0);
    if (acting.length === 0 || !family || !template) return { decisions, creation: null };
    const skips = new Map<string, string>();
    const counts = new Map<string, number>();
    const skipAll = (why: string) => {
      for (const d of acting) skips.set(d.objectId, why);
    };
    const found = await this.repo.findTemplate(family, template.id);
    let draft: CreationDraft | null = null;
    if (!found) {
      skipAll(`创建模板 ${template.id} 不存在或已删除`);
    } else {
      const content = found.content as Record<string, unknown>;
      const rules = (content['rules'] ?? {}) as Record<string, unknown>;
      const parsed = CreationDraftSchema.safeParse({
        ...content,
        medium: family,
        accounts: acting.map((d) => d.objectId),
        // Every account gets the template's rows; the cut takes what each lacks.
        rules: { ...rules, acc_rule: 'SAME' },
      });
      if (!parsed.success) {
        const shown = parsed.error.issues.slice(0, PROBLEMS_SHOWN).map((i) => i.message);
        skipAll(`模板「${found.templateName}」内容不完整：${shown.join('；')}`);
      } else {
        draft = parsed.data;
      }
    }
    if (draft) {
      const wanted = new Map(acting.map((d) => [d.objectId, d.createCount ?? 0]));
      const by = cutOf(rule);
      const plan = await this.creation.limitedPlan(owner, family, draft, {
        perAccount: wanted,
        by,
      });
      if (plan.errors.length > 0) {
        skipAll(`模板无法创建：${plan.errors.slice(0, PROBLEMS_SHOWN).join('；')}`);
      } else {
        for (const d of acting) {
          const rows = plan.rows.filter((r) => r.advertiserId === d.objectId);
          const made = by === 'row' ? rows.length : new Set(rows.map((r) => r.parentKey)).size;
          const problems = rows.flatMap((r) => r.errors.map((e) => `${r.name}：${e}`));
          if (problems.length > 0) {
            skips.set(
              d.objectId,
              `模板生成的对象有误：${problems.slice(0, PROBLEMS_SHOWN).join('；')}`,
            );
          } else if (made === 0) {
            skips.set(d.objectId, '模板在该账户生成不了对象');
          } else {
            counts.set(d.objectId, made);
          }
        }
      }
    }
    const out = decisions.map((d): Decision => {
      const why = skips.get(d.objectId);
      if (why !== undefined) {
        const { createCount: _dropped, ...rest } = d;
        return {
          ...rest,
          outcome: 'skip',
          before: null,
          after: null,
          reason: `${why}（${d.reason}）`,
        };
      }
      const count = counts.get(d.objectId);
      if (count === undefined || count === d.createCount) return d;
      return {
        ...d,
        createCount: count,
        after: topUpText(template.name, count),
        reason: `${d.reason}；模板每次最多生成 ${count} 个`,
      };
    });
    if (counts.size === 0 || !draft) return { decisions: out, creation: null };
    return {
      decisions: out,
      creation: {
        family,
        by: cutOf(rule),
        templateId: template.id,
        draft: { ...draft, accounts: [...counts.keys()] },
        perAccount: counts,
      },
    };
  }

  /** Submits the run's top-ups as the wizard does, for the owner; the creation task's id. */
  async submit(owner: AuthContext, batchId: number, creation: RuleCreation): Promise<number> {
    const answer = await this.creation.submit(
      owner,
      creation.family,
      {
        config_id: configIdOf(`autorule:${batchId}`),
        template_id: creation.templateId,
        preview_data: creation.draft,
      },
      { perAccount: creation.perAccount, by: creation.by },
    );
    return answer.task_id;
  }
}
