import type { AmtBaseMedium, AppPlatform, BaseListQuery, BaseMedium } from '@toufang/contracts';
import type { BuiltLink } from '@toufang/domain';
import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  notInArray,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/query-helpers';
import {
  conversionBaseLinks,
  conversionBases,
  gameApps,
  games,
  userGames,
  users,
} from '../../db/schema';
import { catchDuplicate, containing } from '../../db/sql-helpers';

export type BaseRow = typeof conversionBases.$inferSelect;
export type NewBase = typeof conversionBases.$inferInsert;
export type BaseLinkRow = typeof conversionBaseLinks.$inferSelect;

export interface BaseRecord extends BaseRow {
  gadCfgGameId: number | null;
  gameName: string | null;
  appName: string | null;
  packageName: string | null;
  creatorName: string | null;
}

/** Which bases a caller sees: all, or those of the games assigned to them and those they made. */
export type BaseScope = { all: true } | { all: false; userId: number };

const recordColumns = {
  ...getTableColumns(conversionBases),
  gadCfgGameId: games.gadCfgGameId,
  gameName: games.gameName,
  appName: gameApps.name,
  packageName: gameApps.packageName,
  creatorName: users.nickName,
};

export class ConversionBasesRepository {
  constructor(private readonly db: Db) {}

  private scopeCondition(scope: BaseScope): SQL | undefined {
    if (scope.all) return undefined;
    const assigned = this.db
      .select({ id: userGames.gameId })
      .from(userGames)
      .where(eq(userGames.userId, scope.userId));
    return or(
      inArray(conversionBases.gameId, assigned),
      eq(conversionBases.createdBy, scope.userId),
    );
  }

  private selectRecords() {
    return this.db
      .select(recordColumns)
      .from(conversionBases)
      .leftJoin(games, eq(games.id, conversionBases.gameId))
      .leftJoin(gameApps, eq(gameApps.id, conversionBases.gameAppId))
      .leftJoin(users, eq(users.id, conversionBases.createdBy))
      .$dynamic();
  }

  list(scope: BaseScope, query: BaseListQuery) {
    const keyword = query.keyword ? containing(query.keyword) : null;
    const gameIds = query.gad_cfg_game_id
      ? this.db
          .select({ id: games.id })
          .from(games)
          .where(eq(games.gadCfgGameId, query.gad_cfg_game_id))
      : null;
    const appIds = keyword
      ? this.db
          .select({ id: gameApps.id })
          .from(gameApps)
          .where(or(ilike(gameApps.name, keyword), ilike(gameApps.packageName, keyword)))
      : null;
    const where = and(
      eq(conversionBases.medium, query.medium),
      query.kind ? eq(conversionBases.kind, query.kind) : undefined,
      this.scopeCondition(scope),
      gameIds ? inArray(conversionBases.gameId, gameIds) : undefined,
      query.platform ? eq(conversionBases.platform, query.platform) : undefined,
      keyword && appIds
        ? or(ilike(conversionBases.name, keyword), inArray(conversionBases.gameAppId, appIds))
        : undefined,
    );
    return selectPage(
      this.db,
      conversionBases,
      where,
      this.selectRecords().orderBy(desc(conversionBases.createdAt), desc(conversionBases.id)),
      { page: query.page, perPage: query.per_page },
    );
  }

  /** The conversion config: the conversion types the base does not report. */
  async setDisabledEvents(id: number, disabled: readonly string[], now: Date): Promise<void> {
    await this.db
      .update(conversionBases)
      .set({ disabledEvents: [...disabled], updatedAt: now })
      .where(eq(conversionBases.id, id));
  }

  /** A base the caller may see, or null. */
  async find(id: number, scope: BaseScope): Promise<BaseRecord | null> {
    const [row] = await this.selectRecords().where(
      and(eq(conversionBases.id, id), this.scopeCondition(scope)),
    );
    return row ?? null;
  }

  /** The base of a kind of a game on a medium and platform, or null. */
  async findByGame(
    medium: BaseMedium,
    gameId: number,
    platform: BaseRow['platform'],
    kind: BaseRow['kind'],
  ) {
    const [row] = await this.db
      .select({ id: conversionBases.id, name: conversionBases.name })
      .from(conversionBases)
      .where(
        and(
          eq(conversionBases.medium, medium),
          eq(conversionBases.gameId, gameId),
          eq(conversionBases.platform, platform),
          eq(conversionBases.kind, kind),
        ),
      );
    return row ?? null;
  }

  /**
   * The usable apps of a game on a medium and platform, one per package: the app centres of
   * several accounts hold the same package, and any of its rows names it.
   */
  async usableApps(medium: AmtBaseMedium, gameId: number, platform: AppPlatform) {
    return this.db
      .select({
        appId: sql<number>`min(${gameApps.id})`.mapWith(Number),
        name: sql<string>`min(${gameApps.name})`,
        packageName: gameApps.packageName,
        downloadUrl: sql<string | null>`min(${gameApps.downloadUrl})`,
        accounts: sql<number>`count(distinct ${gameApps.advertiserId})`.mapWith(Number),
      })
      .from(gameApps)
      .where(
        and(
          eq(gameApps.medium, medium),
          eq(gameApps.gameId, gameId),
          eq(gameApps.platform, platform),
          notInArray(gameApps.reviewStatus, ['failed', 'rejected']),
        ),
      )
      .groupBy(gameApps.packageName)
      .orderBy(asc(gameApps.packageName));
  }

  /** The game app a base would promote, or null. */
  async findApp(id: number) {
    const [row] = await this.db.select().from(gameApps).where(eq(gameApps.id, id));
    return row ?? null;
  }

  /**
   * Saves the base and its links in one transaction; `links` gets the new id to build from.
   * 'duplicate' when the game already has a base of that kind on that medium and platform.
   */
  async create(
    row: NewBase,
    links: (baseId: number) => BuiltLink[],
    at: Date,
  ): Promise<number | 'duplicate'> {
    return catchDuplicate(() =>
      this.db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(conversionBases)
          .values(row)
          .returning({ id: conversionBases.id });
        const id = inserted?.id ?? 0;
        await tx.insert(conversionBaseLinks).values(
          links(id).map((l) => ({
            baseId: id,
            kind: l.kind,
            method: l.method,
            url: l.url,
            macros: l.macros,
            createdAt: at,
            updatedAt: at,
          })),
        );
        return id;
      }),
    );
  }

  /** Replaces the links of a base with a fresh build. */
  async replaceLinks(baseId: number, links: readonly BuiltLink[], at: Date): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.delete(conversionBaseLinks).where(eq(conversionBaseLinks.baseId, baseId));
      await tx.insert(conversionBaseLinks).values(
        links.map((l) => ({
          baseId,
          kind: l.kind,
          method: l.method,
          url: l.url,
          macros: l.macros,
          createdAt: at,
          updatedAt: at,
        })),
      );
      await tx.update(conversionBases).set({ updatedAt: at }).where(eq(conversionBases.id, baseId));
    });
  }

  links(baseId: number): Promise<BaseLinkRow[]> {
    return this.db
      .select()
      .from(conversionBaseLinks)
      .where(eq(conversionBaseLinks.baseId, baseId))
      .orderBy(
        sql`array_position(array['click','impression','callback'], ${conversionBaseLinks.kind})`,
        asc(conversionBaseLinks.id),
      );
  }
}
