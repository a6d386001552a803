import { ROLE_ADMIN } from '@toufang/contracts';
import { assertNoProblems, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { BudgetMode, Medium } from '../../lib/media-mirror';
import type { SecretBox } from '../../lib/secret-box';
import { authorizationHealth, EXPIRING_WINDOW_MS } from './authorization-health';
import type {
  AdvertiserScope,
  AuthorizationRow,
  MediaAccountsRepository,
} from './media-accounts.repository';
import type {
  AdvertiserGrant,
  AdvertiserQuery,
  AdvertiserView,
  AuthorizationTokens,
  GrantView,
  NewAuthorization,
  TokenSet,
  Viewer,
} from './media-accounts.types';
import { grantView, upsertGrants, withHealth } from './advertiser-grants';

const ADVERTISER = '广告主';
const AUTHORIZATION = '授权';
const APP = '媒体应用';
const GAME = '游戏';
const ALIAS_MAX = 50;
const NOTE_MAX = 500;

/** Every sealed value names its field, so a value copied into another field does not open. */
const FIELD = {
  access: 'media_authorizations.access_token',
  refresh: 'media_authorizations.refresh_token',
  appSecret: 'media_apps.secret',
} as const;

export const scopeOf = (viewer: Viewer): AdvertiserScope =>
  viewer.roles.includes(ROLE_ADMIN) ? { kind: 'all' } : { kind: 'user', userId: viewer.userId };

/**
 * Authorized ad accounts: grants and their tokens (sealed at rest by the secret box), the accounts
 * they cover, and this platform's settings on them (alias, note, game, switch), under the data
 * scope of docs/architecture.md.
 */
export class MediaAccountsService {
  constructor(
    private readonly repo: MediaAccountsRepository,
    private readonly box: SecretBox,
    private readonly clock: Clock,
  ) {}

  async saveApp(input: { medium: Medium; appId: string; name?: string; secret: string }) {
    const now = this.clock.now();
    const app = await this.repo.upsertApp({
      medium: input.medium,
      appId: input.appId,
      name: input.name ?? '',
      secretSealed: this.box.seal(input.secret, FIELD.appSecret),
      createdAt: now,
      updatedAt: now,
    });
    return { id: app.id };
  }

  async getAppSecret(medium: Medium, appId: string): Promise<string> {
    const app = await this.repo.findApp(medium, appId);
    if (!app) throw notFound(APP);
    return this.box.open(app.secretSealed, FIELD.appSecret);
  }

  /** Stores a completed OAuth grant and the advertisers it covers, all or nothing. */
  async saveAuthorization(input: NewAuthorization): Promise<{ authorizationId: number }> {
    const now = this.clock.now();
    return this.repo.transaction(async (repo) => {
      const saved = await repo.upsertAuthorization({
        medium: input.medium,
        appId: input.appId,
        userId: input.userId,
        mediumUserId: input.mediumUserId,
        mediumUserName: input.mediumUserName ?? null,
        ...this.sealTokens(input),
        scope: [...(input.scope ?? [])],
        status: 'active',
        authorizedAt: now,
        lastRefreshedAt: null,
        lastErrorAt: null,
        lastErrorCode: null,
        lastErrorMessage: null,
        createdAt: now,
        updatedAt: now,
      });
      await upsertGrants(repo, saved, input.advertisers, now);
      return { authorizationId: saved.id };
    });
  }

  /** The advertiser listing of a grant, read again from the medium ("sync advertisers"). */
  async syncAdvertisers(authorizationId: number, grants: readonly AdvertiserGrant[]) {
    const authorization = await this.requireAuthorization(authorizationId);
    const rows = await upsertGrants(this.repo, authorization, grants, this.clock.now());
    return { count: rows.length };
  }

  async recordAccountFigures(
    medium: Medium,
    advertiserId: string,
    figures: {
      name?: string;
      balance: number | null;
      /** Left as they are when absent (a funds read knows no budget). */
      budgetMode?: BudgetMode | null;
      budget?: number | null;
      rawStatus?: string | null;
    },
  ): Promise<void> {
    const found = await this.repo.updateAccountFigures(medium, advertiserId, {
      ...figures,
      syncedAt: this.clock.now(),
    });
    if (!found) throw notFound(ADVERTISER);
  }

  async getTokens(authorizationId: number): Promise<AuthorizationTokens> {
    return this.openTokens(await this.requireAuthorization(authorizationId));
  }

  /** The tokens an adapter calls the medium with for one advertiser. */
  async getTokensForAdvertiser(medium: Medium, advertiserId: string): Promise<AuthorizationTokens> {
    const row = await this.repo.findAuthorizationOfAdvertiser(medium, advertiserId);
    if (!row) throw notFound(AUTHORIZATION);
    return this.openTokens(row);
  }

  /** New tokens from a refresh: the grant is healthy again. */
  async recordRefresh(authorizationId: number, tokens: TokenSet): Promise<void> {
    await this.requireAuthorization(authorizationId);
    const now = this.clock.now();
    await this.repo.updateAuthorization(authorizationId, {
      ...this.sealTokens(tokens),
      status: 'active',
      lastRefreshedAt: now,
      lastErrorAt: null,
      lastErrorCode: null,
      lastErrorMessage: null,
      updatedAt: now,
    });
  }

  /**
   * A refresh that failed. `outcome` says what the medium's answer means: the grant is gone
   * (`revoked`, `expired`: the user must authorize again) or it may work later (`transient`: the
   * grant is flagged as expiring so operators see it before it ends).
   */
  async recordRefreshFailure(
    authorizationId: number,
    failure: { code: string; message: string; outcome: 'transient' | 'expired' | 'revoked' },
  ): Promise<void> {
    await this.requireAuthorization(authorizationId);
    const now = this.clock.now();
    await this.repo.updateAuthorization(authorizationId, {
      status: failure.outcome === 'transient' ? 'expiring' : failure.outcome,
      lastErrorAt: now,
      lastErrorCode: failure.code,
      lastErrorMessage: failure.message,
      updatedAt: now,
    });
  }

  /** Grants whose access token ends within `windowMs` (renewed early by the refresh job). */
  authorizationsDueForRefresh(windowMs: number) {
    return this.repo.authorizationsDueForRefresh(new Date(this.clock.now().getTime() + windowMs));
  }

  /** Periodic check: flags grants ending within the window and those that ended. */
  flagExpiringAuthorizations() {
    const now = this.clock.now();
    return this.repo.flagByTime(now, new Date(now.getTime() + EXPIRING_WINDOW_MS));
  }

  async listAdvertisers(viewer: Viewer, query: AdvertiserQuery) {
    const now = this.clock.now();
    const { health, ...filter } = query;
    const windowEnd = new Date(now.getTime() + EXPIRING_WINDOW_MS);
    const { list, total } = await this.repo.listAdvertisers({
      ...filter,
      health: health && { health, now, windowEnd },
      scope: scopeOf(viewer),
    });
    return { list: list.map((r) => withHealth(r, now)), total };
  }

  /** One account the viewer may see; any other id reads as not found. */
  async getAdvertiser(viewer: Viewer, id: number): Promise<AdvertiserView> {
    const [found] = (await this.listAdvertisers(viewer, { id, page: 1, perPage: 1 })).list;
    if (!found) throw notFound(ADVERTISER);
    return found;
  }

  /** A grant and its health, without its tokens. */
  async findGrant(id: number): Promise<GrantView | null> {
    const row = await this.repo.findAuthorization(id);
    return row ? grantView(row, this.clock.now()) : null;
  }

  /** Grants of `medium` reaching the viewer's accounts (or made by the viewer), with their health. */
  async grantsInScope(viewer: Viewer, medium: Medium): Promise<GrantView[]> {
    const now = this.clock.now();
    const rows = await this.repo.authorizationsInScope(scopeOf(viewer), medium);
    return rows.map((row) => grantView(row, now));
  }

  /** The medium's ids of the advertisers the viewer may see (session `advertiser_ids`, filters). */
  async advertiserIdsInScope(viewer: Viewer, medium?: Medium): Promise<string[]> {
    const keys = await this.repo.advertiserKeysInScope(scopeOf(viewer), medium);
    return keys.map((k) => k.advertiserId);
  }

  async setAlias(viewer: Viewer, id: number, alias: string): Promise<void> {
    const value = alias.trim();
    assertNoProblems(value.length > ALIAS_MAX ? [`别名最多 ${ALIAS_MAX} 个字符`] : []);
    await this.update(viewer, [id], { alias: value || null });
  }

  async setNote(viewer: Viewer, id: number, note: string): Promise<void> {
    const value = note.trim();
    assertNoProblems(value.length > NOTE_MAX ? [`备注最多 ${NOTE_MAX} 个字符`] : []);
    await this.update(viewer, [id], { note: value || null });
  }

  async setEnabled(viewer: Viewer, ids: readonly number[], enabled: boolean): Promise<void> {
    await this.update(viewer, ids, { enabled });
  }

  /** Assigns accounts to a game (null: none), which moves them into that game's users' scope. */
  async assignGame(viewer: Viewer, ids: readonly number[], gameId: number | null): Promise<void> {
    if (gameId !== null && !(await this.repo.gameExists(gameId))) throw notFound(GAME);
    await this.update(viewer, ids, { gameId });
  }

  /** Applies to every id or to none: an id outside the viewer's scope reads as not found. */
  private async update(
    viewer: Viewer,
    ids: readonly number[],
    patch: Parameters<MediaAccountsRepository['updateAdvertisers']>[1],
  ): Promise<void> {
    const unique = [...new Set(ids)];
    assertNoProblems(unique.length === 0 ? ['请选择广告主'] : []);
    const visible = await this.repo.idsInScope(unique, scopeOf(viewer));
    if (visible.length !== unique.length) throw notFound(ADVERTISER);
    await this.repo.updateAdvertisers(unique, { ...patch, updatedAt: this.clock.now() });
  }

  private async requireAuthorization(id: number): Promise<AuthorizationRow> {
    const row = await this.repo.findAuthorization(id);
    if (!row) throw notFound(AUTHORIZATION);
    return row;
  }

  private sealTokens(tokens: TokenSet) {
    return {
      accessTokenSealed: this.box.seal(tokens.accessToken, FIELD.access),
      refreshTokenSealed: this.box.seal(tokens.refreshToken, FIELD.refresh),
      accessExpiresAt: tokens.accessExpiresAt,
      refreshExpiresAt: tokens.refreshExpiresAt,
    };
  }

  /** Opens a grant's tokens; values sealed with a rotated-out key are sealed again with the current one. */
  private async openTokens(row: AuthorizationRow): Promise<AuthorizationTokens> {
    const tokens: AuthorizationTokens = {
      authorizationId: row.id,
      medium: row.medium,
      appId: row.appId,
      status: authorizationHealth(row, this.clock.now()),
      accessToken: this.box.open(row.accessTokenSealed, FIELD.access),
      refreshToken: this.box.open(row.refreshTokenSealed, FIELD.refresh),
      accessExpiresAt: row.accessExpiresAt,
      refreshExpiresAt: row.refreshExpiresAt,
    };
    if (this.box.isStale(row.accessTokenSealed) || this.box.isStale(row.refreshTokenSealed)) {
      const { accessTokenSealed, refreshTokenSealed } = this.sealTokens(tokens);
      await this.repo.updateAuthorization(row.id, { accessTokenSealed, refreshTokenSealed });
    }
    return tokens;
  }
}
