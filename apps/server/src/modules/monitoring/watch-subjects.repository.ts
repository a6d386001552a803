import { and, eq, inArray, isNotNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advertisers,
  conversionBaseLinks,
  conversionBases,
  mediaAuthorizations,
  statsDaily,
  userGames,
} from '../../db/schema';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';

export interface AccountBalance {
  advertiserId: string;
  name: string;
  balanceFen: number;
  /** Spend per day (分) of the days asked for, from the account-level daily stats. */
  spendFen: Map<string, number>;
}

export interface GrantRow {
  id: number;
  mediumUserId: string;
  mediumUserName: string | null;
  status: string;
  endsAt: Date;
}

export interface LinkRow {
  id: number;
  baseId: number;
  baseName: string;
  kind: string;
  method: 'GET' | 'POST';
  url: string;
}

/** The subjects of the balance, authorization and link watches, as the mirror holds them. */
export class WatchSubjectsRepository {
  constructor(private readonly db: Db) {}

  async balances(
    medium: string,
    advertiserIds: readonly string[],
    days: readonly string[],
  ): Promise<AccountBalance[]> {
    if (advertiserIds.length === 0) return [];
    const accounts = await this.db
      .select({
        advertiserId: advertisers.advertiserId,
        name: advertisers.name,
        alias: advertisers.alias,
        balance: advertisers.balance,
      })
      .from(advertisers)
      .where(
        and(
          eq(advertisers.medium, medium as 'bytedance'),
          inArray(advertisers.advertiserId, [...advertiserIds]),
          isNotNull(advertisers.balance),
          eq(advertisers.enabled, true),
        ),
      );
    const spend = await this.db
      .select({
        advertiserId: statsDaily.objectId,
        day: statsDaily.statDate,
        cost: sql<number>`sum(${statsDaily.cost})::bigint`.mapWith(Number),
      })
      .from(statsDaily)
      .where(
        and(
          eq(statsDaily.medium, medium as 'bytedance'),
          eq(statsDaily.level, DELIVERY_LEVEL.advertiser),
          inArray(statsDaily.objectId, [...advertiserIds]),
          inArray(statsDaily.statDate, [...days]),
        ),
      )
      .groupBy(statsDaily.objectId, statsDaily.statDate);
    return accounts.map((a) => ({
      advertiserId: a.advertiserId,
      name: a.alias || a.name,
      balanceFen: a.balance ?? 0,
      spendFen: new Map(
        spend.filter((s) => s.advertiserId === a.advertiserId).map((s) => [s.day, s.cost]),
      ),
    }));
  }

  /** Grants of a medium (all, or those `userId` made) that end before `until` or have ended. */
  async endingGrants(medium: string, userId: number | null, until: Date): Promise<GrantRow[]> {
    const endsAt = sql<Date>`coalesce(${mediaAuthorizations.refreshExpiresAt}, ${mediaAuthorizations.accessExpiresAt})`;
    const rows = await this.db
      .select({
        id: mediaAuthorizations.id,
        mediumUserId: mediaAuthorizations.mediumUserId,
        mediumUserName: mediaAuthorizations.mediumUserName,
        status: mediaAuthorizations.status,
        endsAt: endsAt.mapWith(mediaAuthorizations.accessExpiresAt),
      })
      .from(mediaAuthorizations)
      .where(
        and(
          eq(mediaAuthorizations.medium, medium as 'bytedance'),
          userId === null ? undefined : eq(mediaAuthorizations.userId, userId),
          or(inArray(mediaAuthorizations.status, ['expired', 'revoked']), lt(endsAt, until)),
        ),
      );
    return rows;
  }

  /**
   * The tracking links (click and impression) of conversion bases: `baseIds` or every base, of
   * the bases `userId` sees (null: all) — their games' and their own.
   */
  async trackingLinks(baseIds: readonly number[], userId: number | null): Promise<LinkRow[]> {
    const scope =
      userId === null
        ? undefined
        : or(
            inArray(
              conversionBases.gameId,
              this.db
                .select({ id: userGames.gameId })
                .from(userGames)
                .where(eq(userGames.userId, userId)),
            ),
            eq(conversionBases.createdBy, userId),
          );
    return this.db
      .select({
        id: conversionBaseLinks.id,
        baseId: conversionBases.id,
        baseName: conversionBases.name,
        kind: conversionBaseLinks.kind,
        method: conversionBaseLinks.method,
        url: conversionBaseLinks.url,
      })
      .from(conversionBaseLinks)
      .innerJoin(conversionBases, eq(conversionBases.id, conversionBaseLinks.baseId))
      .where(
        and(
          inArray(conversionBaseLinks.kind, ['click', 'impression']),
          baseIds.length > 0 ? inArray(conversionBases.id, [...baseIds]) : undefined,
          scope,
        ),
      )
      .orderBy(conversionBaseLinks.id);
  }
}
