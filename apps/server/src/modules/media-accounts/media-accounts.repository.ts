import { and, asc, count, eq, gt, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowExists } from '../../db/query-helpers';
import { advertisers, games, mediaApps, mediaAuthorizations, users } from '../../db/schema';
import type { Medium } from '../../lib/media-mirror';
import {
  advertiserListCondition,
  scopeCondition,
  type AdvertiserFilter,
  type AdvertiserScope,
} from './advertiser-conditions';

export {
  scopeCondition,
  type AdvertiserFilter,
  type AdvertiserScope,
  type HealthFilter,
} from './advertiser-conditions';

export type MediaAppRow = typeof mediaApps.$inferSelect;
export type AuthorizationRow = typeof mediaAuthorizations.$inferSelect;
export type NewAuthorizationRow = typeof mediaAuthorizations.$inferInsert;
export type AdvertiserRow = typeof advertisers.$inferSelect;
export type NewAdvertiserRow = typeof advertisers.$inferInsert;

export type AdvertiserRecord = AdvertiserRow & {
  authorizedByName: string | null;
  game: { id: number; gadCfgGameId: number; gameName: string } | null;
  authorization: Pick<
    AuthorizationRow,
    'id' | 'status' | 'accessExpiresAt' | 'refreshExpiresAt' | 'lastErrorMessage'
  > | null;
};

/** Fields a sync or an authorization refreshes; our own settings (alias, note, game, switch) stay. */
const MIRRORED_FIELDS = [
  'name',
  'company',
  'role',
  'parentAdvertiserId',
  'rawStatus',
  'authorizationId',
  'authorizedBy',
  'authorizedAt',
] as const satisfies readonly (keyof NewAdvertiserRow)[];

export class MediaAccountsRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` with a repository bound to one transaction: all of it lands or none. */
  transaction<T>(fn: (repo: MediaAccountsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new MediaAccountsRepository(tx)));
  }

  async upsertApp(row: typeof mediaApps.$inferInsert): Promise<MediaAppRow> {
    const [app] = await this.db
      .insert(mediaApps)
      .values(row)
      .onConflictDoUpdate({
        target: [mediaApps.medium, mediaApps.appId],
        set: { name: row.name, secretSealed: row.secretSealed, updatedAt: row.updatedAt },
      })
      .returning();
    if (!app) throw new Error('media app upsert returned nothing');
    return app;
  }

  async findApp(medium: Medium, appId: string): Promise<MediaAppRow | undefined> {
    const [app] = await this.db
      .select()
      .from(mediaApps)
      .where(and(eq(mediaApps.medium, medium), eq(mediaApps.appId, appId)));
    return app;
  }

  /** A new grant, or new tokens for the medium account that granted before. */
  async upsertAuthorization(row: NewAuthorizationRow): Promise<AuthorizationRow> {
    const { medium: _m, appId: _a, mediumUserId: _u, createdAt: _c, ...changes } = row;
    const [saved] = await this.db
      .insert(mediaAuthorizations)
      .values(row)
      .onConflictDoUpdate({
        target: [
          mediaAuthorizations.medium,
          mediaAuthorizations.appId,
          mediaAuthorizations.mediumUserId,
        ],
        set: changes,
      })
      .returning();
    if (!saved) throw new Error('authorization upsert returned nothing');
    return saved;
  }

  async findAuthorization(id: number): Promise<AuthorizationRow | undefined> {
    const [row] = await this.db
      .select()
      .from(mediaAuthorizations)
      .where(eq(mediaAuthorizations.id, id));
    return row;
  }

  async findAuthorizationOfAdvertiser(
    medium: Medium,
    advertiserId: string,
  ): Promise<AuthorizationRow | undefined> {
    const [row] = await this.db
      .select({ authorization: mediaAuthorizations })
      .from(advertisers)
      .innerJoin(mediaAuthorizations, eq(mediaAuthorizations.id, advertisers.authorizationId))
      .where(and(eq(advertisers.medium, medium), eq(advertisers.advertiserId, advertiserId)));
    return row?.authorization;
  }

  async updateAuthorization(id: number, patch: Partial<NewAuthorizationRow>): Promise<void> {
    await this.db.update(mediaAuthorizations).set(patch).where(eq(mediaAuthorizations.id, id));
  }

  /**
   * Moves live grants to `expiring` once they end before `windowEnd`, and to `expired` once they
   * ended (the grant ends with its refresh token, else its access token).
   */
  async flagByTime(now: Date, windowEnd: Date): Promise<{ expiring: number; expired: number }> {
    const endsAt = sql`coalesce(${mediaAuthorizations.refreshExpiresAt}, ${mediaAuthorizations.accessExpiresAt})`;
    const live = inArray(mediaAuthorizations.status, ['active', 'expiring']);
    const expired = await this.db
      .update(mediaAuthorizations)
      .set({ status: 'expired', updatedAt: now })
      .where(and(live, lte(endsAt, now)))
      .returning({ id: mediaAuthorizations.id });
    const expiring = await this.db
      .update(mediaAuthorizations)
      .set({ status: 'expiring', updatedAt: now })
      .where(and(eq(mediaAuthorizations.status, 'active'), gt(endsAt, now), lte(endsAt, windowEnd)))
      .returning({ id: mediaAuthorizations.id });
    return { expiring: expiring.length, expired: expired.length };
  }

  /** Live grants whose access token ends before `before`: the refresh job renews them early. */
  async authorizationsDueForRefresh(before: Date): Promise<number[]> {
    const rows = await this.db
      .select({ id: mediaAuthorizations.id })
      .from(mediaAuthorizations)
      .where(
        and(
          inArray(mediaAuthorizations.status, ['active', 'expiring']),
          lte(mediaAuthorizations.accessExpiresAt, before),
        ),
      )
      .orderBy(asc(mediaAuthorizations.accessExpiresAt));
    return rows.map((r) => r.id);
  }

  /** Inserts new accounts and refreshes the mirrored fields of known ones. */
  async upsertAdvertisers(rows: readonly NewAdvertiserRow[], now: Date): Promise<AdvertiserRow[]> {
    if (rows.length === 0) return [];
    const excluded = Object.fromEntries(
      MIRRORED_FIELDS.map((field) => [field, sql.raw(`excluded."${advertisers[field].name}"`)]),
    ) as Record<(typeof MIRRORED_FIELDS)[number], SQL>;
    const set = { ...excluded, updatedAt: now };
    return this.db
      .insert(advertisers)
      .values([...rows])
      .onConflictDoUpdate({ target: [advertisers.medium, advertisers.advertiserId], set })
      .returning();
  }

  /** Balance, budget and status from a sync of the account. */
  async updateAccountFigures(
    medium: Medium,
    advertiserId: string,
    patch: Pick<NewAdvertiserRow, 'balance' | 'budgetMode' | 'budget' | 'rawStatus'> & {
      name?: string;
      syncedAt: Date;
    },
  ): Promise<boolean> {
    const rows = await this.db
      .update(advertisers)
      .set({ ...patch, updatedAt: patch.syncedAt })
      .where(and(eq(advertisers.medium, medium), eq(advertisers.advertiserId, advertiserId)))
      .returning({ id: advertisers.id });
    return rows.length > 0;
  }

  async listAdvertisers(
    filter: AdvertiserFilter,
  ): Promise<{ list: AdvertiserRecord[]; total: number }> {
    const rows = this.db
      .select({
        advertiser: advertisers,
        authorizedByName: users.nickName,
        game: { id: games.id, gadCfgGameId: games.gadCfgGameId, gameName: games.gameName },
        authorization: {
          id: mediaAuthorizations.id,
          status: mediaAuthorizations.status,
          accessExpiresAt: mediaAuthorizations.accessExpiresAt,
          refreshExpiresAt: mediaAuthorizations.refreshExpiresAt,
          lastErrorMessage: mediaAuthorizations.lastErrorMessage,
        },
      })
      .from(advertisers)
      .leftJoin(users, eq(users.id, advertisers.authorizedBy))
      .leftJoin(mediaAuthorizations, eq(mediaAuthorizations.id, advertisers.authorizationId))
      .leftJoin(games, eq(games.id, advertisers.gameId))
      .orderBy(asc(advertisers.id))
      .$dynamic();
    const where = advertiserListCondition(this.db, filter);
    // The health condition reads the grant: the count joins it too.
    const [matching] = await this.db
      .select({ n: count() })
      .from(advertisers)
      .leftJoin(mediaAuthorizations, eq(mediaAuthorizations.id, advertisers.authorizationId))
      .where(where);
    const list = await rows
      .where(where)
      .limit(filter.perPage)
      .offset((filter.page - 1) * filter.perPage);
    return {
      list: list.map((r) => ({
        ...r.advertiser,
        authorizedByName: r.authorizedByName,
        game: r.game,
        authorization: r.authorization,
      })),
      total: matching?.n ?? 0,
    };
  }

  /** Grants of `medium` that reach an account in `scope`, or that the scope's user made. */
  async authorizationsInScope(scope: AdvertiserScope, medium: Medium): Promise<AuthorizationRow[]> {
    const reach =
      scope.kind === 'all'
        ? undefined
        : or(
            eq(mediaAuthorizations.userId, scope.userId),
            inArray(
              mediaAuthorizations.id,
              this.db
                .select({ id: advertisers.authorizationId })
                .from(advertisers)
                .where(scopeCondition(this.db, scope)),
            ),
          );
    return this.db
      .select()
      .from(mediaAuthorizations)
      .where(and(eq(mediaAuthorizations.medium, medium), reach))
      .orderBy(asc(mediaAuthorizations.id));
  }

  /** The ids among `ids` that `scope` covers. */
  async idsInScope(ids: readonly number[], scope: AdvertiserScope): Promise<number[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: advertisers.id })
      .from(advertisers)
      .where(and(inArray(advertisers.id, [...ids]), this.scopeCondition(scope)));
    return rows.map((r) => r.id);
  }

  /** The medium's ids of every advertiser `scope` covers (spec 000 §3 session `advertiser_ids`). */
  async advertiserKeysInScope(
    scope: AdvertiserScope,
    medium?: Medium,
  ): Promise<{ medium: Medium; advertiserId: string }[]> {
    return this.db
      .select({ medium: advertisers.medium, advertiserId: advertisers.advertiserId })
      .from(advertisers)
      .where(and(this.scopeCondition(scope), medium ? eq(advertisers.medium, medium) : undefined))
      .orderBy(asc(advertisers.id));
  }

  async updateAdvertisers(ids: readonly number[], patch: Partial<NewAdvertiserRow>): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(advertisers)
      .set(patch)
      .where(inArray(advertisers.id, [...ids]));
  }

  gameExists(id: number): Promise<boolean> {
    return rowExists(this.db, games, eq(games.id, id));
  }

  private scopeCondition(scope: AdvertiserScope): SQL | undefined {
    return scopeCondition(this.db, scope);
  }
}
