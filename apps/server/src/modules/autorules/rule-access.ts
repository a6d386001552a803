import { ROLE_ADMIN } from '@toufang/contracts';
import type { AutoruleDefinition } from '@toufang/contracts';
import { autoruleLevel } from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError, notFound } from '../../lib/app-error';
import type { AuthRepository } from '../auth/auth.repository';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { WriteDef } from '../delivery-updates/write-table';
import type { RuleRecord } from './autorules.repository';
import { writeDefFor } from './rule-writes';

const RULE = '自动规则';
const IDS_SHOWN = 10;

const CHANGE_OF = { pause: 'status', enable: 'status', budget: 'budget', bid: 'bid' } as const;

export const isAdmin = (roles: readonly string[]) => roles.includes(ROLE_ADMIN);

/**
 * Who may see and run what (spec 001 §6 style, enforced here as the web app shows it): a rule is
 * its owner's, and administrators'; it acts only on objects of its owner's accounts; and its action
 * needs the ability of the delivery screen's write it makes.
 */
export class RuleAccess {
  constructor(
    private readonly accounts: MediaAccountsService,
    private readonly users: Pick<AuthRepository, 'listRoleNames' | 'listAbilityKeys'>,
    private readonly tables: readonly WriteDef[],
  ) {}

  /** The rule if the caller may see it; otherwise not found. */
  visible<T extends Pick<RuleRecord, 'ownerId'>>(auth: AuthContext, rule: T | undefined): T {
    if (!rule || (rule.ownerId !== auth.userId && !isAdmin(auth.roles))) throw notFound(RULE);
    return rule;
  }

  /** The owner's accounts of the rule's medium: what the rule may act on. */
  async ownerAccounts(ownerId: number, medium: string): Promise<string[]> {
    const roles = await this.users.listRoleNames(ownerId);
    return this.accounts.advertiserIdsInScope(
      { userId: ownerId, roles },
      medium as 'bytedance' | 'kuaishou' | 'tencent',
    );
  }

  /** ADVERTISERS_OUT_OF_SCOPE when the rule names accounts outside `scope`. */
  requireAccounts(rule: AutoruleDefinition, scope: readonly string[]): void {
    const outside = rule.scope.advertiser_ids.filter((id) => !scope.includes(id));
    if (outside.length === 0) return;
    const shown = outside.slice(0, IDS_SHOWN).join('、');
    const more = outside.length > IDS_SHOWN ? ` 等 ${outside.length} 个` : '';
    throw new AppError('ADVERTISERS_OUT_OF_SCOPE', { params: { ids: `${shown}${more}` } });
  }

  /** The ability of the delivery write the rule's action makes (none for notify-only rules). */
  writeAbility(rule: AutoruleDefinition): string | null {
    if (rule.action.type === 'notify') return null;
    const level = autoruleLevel(rule.medium, rule.scope.level);
    if (!level) return null;
    return (
      writeDefFor(this.tables, rule.medium, level.key, CHANGE_OF[rule.action.type])?.ability ?? null
    );
  }

  /** ABILITY_REQUIRED when `abilities` lack the rule's write ability. */
  requireWriteAbility(rule: AutoruleDefinition, abilities: ReadonlySet<string>): void {
    const ability = this.writeAbility(rule);
    if (ability !== null && !abilities.has(ability)) {
      throw new AppError('ABILITY_REQUIRED', { params: { ability } });
    }
  }

  /** The owner's abilities now (scheduled runs act for the owner). */
  async ownerAbilities(ownerId: number): Promise<Set<string>> {
    return new Set(await this.users.listAbilityKeys(ownerId));
  }
}
