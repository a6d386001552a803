import {
  CREATION_ABILITIES,
  CREATION_SUBMIT_ABILITY,
  ROLE_ADMIN,
  type AutoruleDefinition,
} from '@toufang/contracts';
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

const CHANGE_OF = {
  pause: 'status',
  pause_today: 'status',
  enable: 'status',
  budget: 'budget',
  bid: 'bid',
} as const;

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

  /**
   * The abilities the rule's action needs (none for notify-only rules): the ability of the delivery
   * write it makes, for 按模板新建 those of the wizard's submit (the medium's creation ability
   * and `delivery:task`), for 复制优胜广告 the medium's creation ability and its screen's copy's.
   */
  writeAbilities(rule: AutoruleDefinition): string[] {
    const { type } = rule.action;
    if (type === 'notify') return [];
    const level = autoruleLevel(rule.medium, rule.scope.level);
    if (!level) return [];
    if (type === 'create') {
      return level.creationFamily
        ? [CREATION_ABILITIES[level.creationFamily], CREATION_SUBMIT_ABILITY]
        : [];
    }
    if (type === 'copy') {
      // The medium's creation ability (a copy is created), and its screen's copy where it has one.
      if (!level.creationFamily || !level.copy) return [];
      return [
        CREATION_ABILITIES[level.creationFamily],
        ...(level.copy.ability ? [level.copy.ability] : []),
      ];
    }
    const ability = writeDefFor(this.tables, rule.medium, level.key, CHANGE_OF[type])?.ability;
    return ability ? [ability] : [];
  }

  /** ABILITY_REQUIRED when `abilities` lack one of the rule's write abilities. */
  requireWriteAbility(rule: AutoruleDefinition, abilities: ReadonlySet<string>): void {
    const missing = this.writeAbilities(rule).find((a) => !abilities.has(a));
    if (missing !== undefined) {
      throw new AppError('ABILITY_REQUIRED', { params: { ability: missing } });
    }
  }

  /** The rule's owner as a caller: scheduled runs and top-ups create for the owner. */
  async ownerAuth(ownerId: number): Promise<AuthContext> {
    const [roles, abilities] = await Promise.all([
      this.users.listRoleNames(ownerId),
      this.users.listAbilityKeys(ownerId),
    ]);
    return {
      userId: ownerId,
      username: '',
      nickName: '',
      ksBoostAdmin: false,
      sessionId: 0,
      roles,
      abilities: new Set(abilities),
    };
  }

  /** The owner's abilities now (scheduled runs act for the owner). */
  async ownerAbilities(ownerId: number): Promise<Set<string>> {
    return new Set(await this.users.listAbilityKeys(ownerId));
  }
}
