import {
  pageInfo,
  type AutoruleConflict,
  type AutoruleDefinition,
  type AutoruleDryRunAnswer,
  type AutoruleDryRunBody,
  type AutoruleListQuery,
  type AutoruleRow,
  type AutoruleSaveBody,
  type AutoruleStatus,
  type AutoruleUser,
  type Paged,
} from '@toufang/contracts';
import { ruleConflicts, ruleProblems, ruleSummary } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { assertNoProblems } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { AutorulesRepository, RuleRecord } from './autorules.repository';
import { toDecisionRow, toRuleRow } from './autorules.mapper';
import { isAdmin, type RuleAccess } from './rule-access';
import type { RuleCreations } from './rule-creations';
import type { RuleJudge } from './rule-judge';

/** Only 复制优胜广告 keeps its copy settings. */
const withoutStrayCopy = (rule: AutoruleDefinition): AutoruleDefinition =>
  rule.action.type !== 'copy' && rule.action.copy
    ? { ...rule, action: { ...rule.action, copy: null } }
    : rule;

/**
 * Automatic rules (spec 001 §2, §7 "Automatic rules"; docs/architecture/autorules.md): saving,
 * listing, switching and deleting rules, with their conflicts, and the dry run, which judges a rule
 * as edited against the mirror now and writes nothing.
 */
export class AutorulesService {
  constructor(
    private readonly repo: AutorulesRepository,
    private readonly access: RuleAccess,
    private readonly judge: RuleJudge,
    private readonly creations: RuleCreations,
    private readonly clock: Clock,
  ) {}

  async list(auth: AuthContext, query: AutoruleListQuery): Promise<Paged<AutoruleRow>> {
    const ownerId = isAdmin(auth.roles) ? query.uid : auth.userId;
    const { list, total } = await this.repo.listRules(
      {
        medium: query.platform,
        ...(ownerId === undefined ? {} : { ownerId }),
        ...(query.status ? { status: query.status } : {}),
        ...(query.keyword ? { keyword: query.keyword } : {}),
      },
      { page: query.page, perPage: query.per_page },
    );
    const others = await this.repo.enabledRules(query.platform);
    return {
      list: list.map((r) => toRuleRow(r, this.conflictsOf(r.definition, r.id, others))),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  async get(auth: AuthContext, id: number): Promise<AutoruleRow> {
    const rule = this.access.visible(auth, await this.repo.findRule(id));
    const others = await this.repo.enabledRules(rule.medium);
    return toRuleRow(rule, this.conflictsOf(rule.definition, rule.id, others));
  }

  /** The owners the caller may filter by: everyone's for administrators, else the caller. */
  async users(auth: AuthContext, medium: string): Promise<AutoruleUser[]> {
    const owners = await this.repo.owners(medium, isAdmin(auth.roles) ? undefined : auth.userId);
    if (!isAdmin(auth.roles) && !owners.some((o) => o.id === auth.userId)) {
      owners.push({ id: auth.userId, name: auth.nickName });
    }
    return owners;
  }

  /**
   * Saves a new rule (owned by the caller) or changes one; refused as a whole when the rule is
   * invalid, names accounts outside the owner's scope, or acts without the write's ability.
   */
  async save(auth: AuthContext, body: AutoruleSaveBody): Promise<AutoruleRow> {
    assertNoProblems(ruleProblems(body.rule));
    const rule = withoutStrayCopy(await this.creations.withTemplate(body.rule));
    const existing =
      body.id === undefined
        ? undefined
        : this.access.visible(auth, await this.repo.findRule(body.id));
    const ownerId = existing?.ownerId ?? auth.userId;
    if (existing && existing.medium !== rule.medium) assertNoProblems(['规则的媒体不能修改']);
    this.access.requireAccounts(rule, await this.access.ownerAccounts(ownerId, rule.medium));
    this.access.requireWriteAbility(rule, auth.abilities);
    const now = this.clock.now();
    const id = existing
      ? (await this.repo.updateRule(existing.id, { definition: rule, status: body.status, now }),
        existing.id)
      : await this.repo.insertRule({
          medium: rule.medium,
          status: body.status,
          ownerId,
          definition: rule,
          now,
        });
    return this.get(auth, id);
  }

  async setStatus(auth: AuthContext, id: number, status: AutoruleStatus): Promise<AutoruleRow> {
    const rule = this.access.visible(auth, await this.repo.findRule(id));
    if (status === 'enabled') this.access.requireWriteAbility(rule.definition, auth.abilities);
    await this.repo.updateRule(id, { status, now: this.clock.now() });
    return this.get(auth, id);
  }

  async delete(auth: AuthContext, id: number): Promise<void> {
    this.access.visible(auth, await this.repo.findRule(id));
    // Its runs go with it: objects it paused for today would never be switched on again.
    if (await this.repo.hasPendingResumes(id)) {
      assertNoProblems(['该规则今日暂停的对象将于次日 0 点恢复投放，恢复后才能删除规则']);
    }
    await this.repo.deleteRule(id);
  }

  /** What the rule would do now: every object's decision, writing nothing. */
  async dryRun(auth: AuthContext, body: AutoruleDryRunBody): Promise<AutoruleDryRunAnswer> {
    assertNoProblems(ruleProblems(body.rule));
    const rule = withoutStrayCopy(await this.creations.withTemplate(body.rule));
    const existing =
      body.id === undefined
        ? undefined
        : this.access.visible(auth, await this.repo.findRule(body.id));
    const ownerId = existing?.ownerId ?? auth.userId;
    const accounts = await this.access.ownerAccounts(ownerId, rule.medium);
    this.access.requireAccounts(rule, accounts);
    const owner = existing ? await this.access.ownerAuth(ownerId) : auth;
    const judged = await this.judge.judge(rule, existing?.id ?? null, accounts, owner);
    const others = await this.repo.enabledRules(rule.medium);
    return {
      summary: ruleSummary(rule),
      checked: judged.decisions.length,
      matched: judged.decisions.filter((d) => d.outcome !== 'no_match').length,
      acted: judged.decisions.filter((d) => d.outcome === 'act' || d.outcome === 'notify').length,
      data_notes: judged.dataNotes,
      conflicts: this.conflictsOf(rule, existing?.id ?? null, others),
      list: judged.decisions.map(toDecisionRow),
    };
  }

  private conflictsOf(
    rule: AutoruleDefinition,
    id: number | null,
    others: readonly RuleRecord[],
  ): AutoruleConflict[] {
    return ruleConflicts(
      rule,
      others
        .filter((o) => o.id !== id)
        .map((o) => ({ id: o.id, name: o.name, rule: o.definition })),
    );
  }
}
