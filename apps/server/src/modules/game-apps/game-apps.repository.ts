import type {
  AppMedium,
  AppPlatform,
  AppReviewStatus,
  MediaAppListQuery,
} from '@toufang/contracts';
import {
  and,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/query-helpers';
import { advertisers, gameApps, games, userGames, users } from '../../db/schema';
import { catchDuplicate, containing } from '../../db/sql-helpers';
import type { MediaAppView } from '../../media/app-centre';

export type GameAppRow = typeof gameApps.$inferSelect;
export type NewGameApp = typeof gameApps.$inferInsert;

export interface GameAppRecord extends GameAppRow {
  gadCfgGameId: number | null;
  gameName: string | null;
  advertiserName: string | null;
  creatorName: string | null;
}

/** Which apps a caller sees: all, or those of the games assigned to them and those they made. */
export type AppScope = { all: true } | { all: false; userId: number };

/** The apps a caller sees: administrators all, others those of their games and those they made. */
export function appScopeCondition(db: Db, scope: AppScope): SQL | undefined {
  if (scope.all) return undefined;
  const assigned = db
    .select({ id: userGames.gameId })
    .from(userGames)
    .where(eq(userGames.userId, scope.userId));
  return or(inArray(gameApps.gameId, assigned), eq(gameApps.createdBy, scope.userId));
}

const recordColumns = {
  ...getTableColumns(gameApps),
  gadCfgGameId: games.gadCfgGameId,
  gameName: games.gameName,
  advertiserName: sql<string | null>`coalesce(${advertisers.alias}, ${advertisers.name})`,
  creatorName: users.nickName,
};

export class GameAppsRepository {
  constructor(private readonly db: Db) {}

  /** The game of a 游戏ID, or null. */
  async findGame(gadCfgGameId: number): Promise<{ id: number; gameName: string } | null> {
    const [row] = await this.db
      .select({ id: games.id, gameName: games.gameName })
      .from(games)
      .where(eq(games.gadCfgGameId, gadCfgGameId));
    return row ?? null;
  }

  /** The games assigned to a user (their data scope). */
  async assignedGameIds(userId: number): Promise<number[]> {
    const rows = await this.db
      .select({ id: userGames.gameId })
      .from(userGames)
      .where(eq(userGames.userId, userId));
    return rows.map((r) => r.id);
  }

  private scopeCondition(scope: AppScope): SQL | undefined {
    return appScopeCondition(this.db, scope);
  }

  private selectRecords() {
    return this.db
      .select(recordColumns)
      .from(gameApps)
      .leftJoin(games, eq(games.id, gameApps.gameId))
      .leftJoin(
        advertisers,
        and(
          sql`${advertisers.medium} = ${gameApps.medium}`,
          eq(advertisers.advertiserId, gameApps.advertiserId),
        ),
      )
      .leftJoin(users, eq(users.id, gameApps.createdBy))
      .$dynamic();
  }

  /** One app with its game and account, if the caller sees it. */
  async findRecord(scope: AppScope, id: number): Promise<GameAppRecord | null> {
    const [row] = await this.selectRecords().where(
      and(eq(gameApps.id, id), this.scopeCondition(scope)),
    );
    return row ?? null;
  }

  /** The Kuaishou apps the caller sees, with their package quota and download check. */
  packageApps(scope: AppScope) {
    return this.selectRecords().where(
      and(
        eq(gameApps.medium, 'kuaishou'),
        eq(gameApps.platform, 'APP_ANDROID'),
        this.scopeCondition(scope),
      ),
    );
  }

  list(medium: AppMedium, scope: AppScope, query: MediaAppListQuery) {
    const keyword = query.keyword ? containing(query.keyword) : null;
    const gameIds = query.gad_cfg_game_id
      ? this.db
          .select({ id: games.id })
          .from(games)
          .where(eq(games.gadCfgGameId, query.gad_cfg_game_id))
      : null;
    const where = and(
      eq(gameApps.medium, medium),
      this.scopeCondition(scope),
      gameIds ? inArray(gameApps.gameId, gameIds) : undefined,
      query.platform ? eq(gameApps.platform, query.platform) : undefined,
      query.review_status ? eq(gameApps.reviewStatus, query.review_status) : undefined,
      query.advertiser_id ? eq(gameApps.advertiserId, query.advertiser_id) : undefined,
      keyword
        ? or(
            ilike(gameApps.name, keyword),
            ilike(gameApps.packageName, keyword),
            eq(gameApps.mediaAppId, query.keyword ?? ''),
          )
        : undefined,
    );
    return selectPage(
      this.db,
      gameApps,
      where,
      this.selectRecords().orderBy(desc(gameApps.createdAt), desc(gameApps.id)),
      { page: query.page, perPage: query.per_page },
    );
  }

  async insert(rows: readonly NewGameApp[]): Promise<number[]> {
    if (rows.length === 0) return [];
    const inserted = await this.db
      .insert(gameApps)
      .values([...rows])
      .returning({ id: gameApps.id });
    return inserted.map((r) => r.id);
  }

  /** Apps per account of `medium` (failed creates not counted): what the quota is spent on. */
  async countByAccount(medium: AppMedium, advertiserIds: readonly string[]) {
    if (advertiserIds.length === 0) return new Map<string, number>();
    const rows = await this.db
      .select({ advertiserId: gameApps.advertiserId, n: count() })
      .from(gameApps)
      .where(
        and(
          eq(gameApps.medium, medium),
          inArray(gameApps.advertiserId, [...advertiserIds]),
          ne(gameApps.reviewStatus, 'failed'),
        ),
      )
      .groupBy(gameApps.advertiserId);
    return new Map(rows.map((r) => [r.advertiserId ?? '', r.n]));
  }

  /** The accounts' names and games. */
  async accounts(medium: AppMedium, advertiserIds: readonly string[]) {
    if (advertiserIds.length === 0) return [];
    return this.db
      .select({
        advertiserId: advertisers.advertiserId,
        name: sql<string>`coalesce(${advertisers.alias}, ${advertisers.name})`,
        gameId: advertisers.gameId,
      })
      .from(advertisers)
      .where(
        and(
          sql`${advertisers.medium} = ${medium}`,
          inArray(advertisers.advertiserId, [...advertiserIds]),
        ),
      );
  }

  /**
   * The medium created the app of row `id` (or a listing found it); 'duplicate' when another row
   * already holds that app of the account.
   */
  async recordCreated(id: number, view: MediaAppView, at: Date): Promise<void | 'duplicate'> {
    return catchDuplicate(() => this.updateCreated(id, view, at));
  }

  private async updateCreated(id: number, view: MediaAppView, at: Date): Promise<void> {
    await this.db
      .update(gameApps)
      .set({
        mediaAppId: view.mediaAppId,
        packageId: view.packageId,
        reviewStatus: view.reviewStatus,
        rejectReason: view.rejectReason,
        raw: view.raw,
        syncedAt: at,
        updatedAt: at,
      })
      .where(eq(gameApps.id, id));
  }

  async recordFailed(id: number, message: string, at: Date): Promise<void> {
    await this.db
      .update(gameApps)
      .set({ reviewStatus: 'failed', rejectReason: message, updatedAt: at })
      .where(eq(gameApps.id, id));
  }

  /** The accounts among `advertiserIds` that already hold the app (package and platform). */
  async accountsHolding(
    medium: AppMedium,
    advertiserIds: readonly string[],
    packageName: string,
    platform: AppPlatform,
  ): Promise<string[]> {
    if (advertiserIds.length === 0) return [];
    const rows = await this.db
      .selectDistinct({ advertiserId: gameApps.advertiserId })
      .from(gameApps)
      .where(
        and(
          eq(gameApps.medium, medium),
          inArray(gameApps.advertiserId, [...advertiserIds]),
          eq(gameApps.packageName, packageName),
          eq(gameApps.platform, platform),
          ne(gameApps.reviewStatus, 'failed'),
          ne(gameApps.reviewStatus, 'rejected'),
        ),
      );
    return rows.map((r) => r.advertiserId ?? '');
  }

  async setTask(ids: readonly number[], taskId: number): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(gameApps)
      .set({ taskId })
      .where(inArray(gameApps.id, [...ids]));
  }

  async find(id: number): Promise<GameAppRow | null> {
    const [row] = await this.db.select().from(gameApps).where(eq(gameApps.id, id));
    return row ?? null;
  }

  /**
   * Takes in an account's app centre as listed: known apps get the medium's state, apps made
   * elsewhere (the console, another tool) are added under the account's game.
   */
  async upsertListed(
    medium: AppMedium,
    advertiserId: string,
    gameId: number | null,
    views: readonly MediaAppView[],
    at: Date,
  ): Promise<number> {
    return this.db.transaction(async (tx) => {
      for (const view of views) {
        const status: AppReviewStatus = view.reviewStatus;
        const state = {
          name: view.name,
          packageId: view.packageId,
          reviewStatus: status,
          rejectReason: view.rejectReason,
          raw: view.raw as object,
          syncedAt: at,
          updatedAt: at,
        };
        const updated = await tx
          .update(gameApps)
          .set({
            ...state,
            ...(view.packageName ? { packageName: view.packageName } : {}),
            ...(view.downloadUrl ? { downloadUrl: view.downloadUrl } : {}),
            ...(view.iconUrl ? { iconUrl: view.iconUrl } : {}),
          })
          .where(
            and(
              eq(gameApps.medium, medium),
              eq(gameApps.advertiserId, advertiserId),
              eq(gameApps.mediaAppId, view.mediaAppId),
            ),
          )
          .returning({ id: gameApps.id });
        if (updated.length > 0) continue;
        await tx.insert(gameApps).values({
          ...state,
          medium,
          gameId,
          advertiserId,
          platform: view.platform,
          packageName: view.packageName,
          downloadUrl: view.downloadUrl,
          iconUrl: view.iconUrl,
          mediaAppId: view.mediaAppId,
          label:
            medium === 'kuaishou'
              ? ((view.raw as { app_version?: string }).app_version ?? null)
              : null,
          storeId: medium === 'tencent' ? view.mediaAppId : null,
        });
      }
      return views.length;
    });
  }
}
