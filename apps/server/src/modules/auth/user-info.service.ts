import type { UserInfo } from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import type { Clock } from '../../lib/clock';

/** Every user shows the same avatar (spec 000 §4: login sets a fixed avatar). */
export const DEFAULT_AVATAR = '/avatar.svg';

/** How long a user's account facts are reused before they are read again. */
export const ACCOUNT_FACTS_TTL_MS = 30_000;
const MAX_CACHED_USERS = 5_000;

/** What the user info says about the user's ad accounts (spec 000 §3). */
export type AccountFacts = Pick<UserInfo, 'advertiser_ids' | 'tencent_user_token'>;

export interface AccountFactsSource {
  factsFor(viewer: { userId: number; roles: readonly string[] }): Promise<AccountFacts>;
}

interface CachedFacts {
  facts: Promise<AccountFacts>;
  until: number;
  /** The roles the facts were read under: a role change (admin scope) reads them again. */
  roles: string;
}

/**
 * `/user/info`, the hot path of every page load: the session part comes from the resolved session;
 * the account facts (data scope, Tencent grant due) are read at most once per user every 30 s and
 * shared by concurrent requests. Account changes that move scope call `forgetAccountFacts`.
 */
export class UserInfoService {
  private readonly cache = new Map<number, CachedFacts>();

  constructor(
    private readonly accounts: AccountFactsSource,
    private readonly clock: Clock,
  ) {}

  async get(auth: AuthContext): Promise<UserInfo> {
    const facts = await this.factsOf(auth);
    return {
      id: auth.userId,
      username: auth.username,
      nick_name: auth.nickName,
      avatar: DEFAULT_AVATAR,
      roles: auth.roles,
      abilities: [...auth.abilities].sort(),
      ks_boost_admin: auth.ksBoostAdmin,
      // null while no Tencent grant of the user's is due: the shell then skips its dialog.
      tencent_user_token: facts.tencent_user_token,
      advertiser_ids: facts.advertiser_ids,
    };
  }

  forgetAccountFacts(): void {
    this.cache.clear();
  }

  private factsOf(auth: AuthContext): Promise<AccountFacts> {
    const now = this.clock.now().getTime();
    const roles = [...auth.roles].sort().join(',');
    const cached = this.cache.get(auth.userId);
    if (cached && cached.until > now && cached.roles === roles) return cached.facts;
    const facts = this.accounts.factsFor({ userId: auth.userId, roles: auth.roles });
    if (this.cache.size >= MAX_CACHED_USERS) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.delete(auth.userId);
    this.cache.set(auth.userId, { facts, until: now + ACCOUNT_FACTS_TTL_MS, roles });
    // A failed read is not kept: the next request tries again.
    facts.catch(() => {
      if (this.cache.get(auth.userId)?.facts === facts) this.cache.delete(auth.userId);
    });
    return facts;
  }
}
