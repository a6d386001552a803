import { ROLE_STAR, type AppMedium, type BaseMedium } from '@toufang/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  exists,
  ilike,
  inArray,
  like,
  notExists,
  or,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  adIdCategories,
  adIds,
  conversionBaseLinks,
  conversionBases,
  departments,
  gameApps,
  games,
  roles,
  userGames,
  userRoles,
  users,
} from '../../db/schema';
import { containing } from '../../db/sql-helpers';

/** Which rows a caller sees: all (administrators), or those of their games and their own. */
export type PickerScope = { all: true } | { all: false; userId: number };

/** The pickers' reads (spec 002 §7 `/amt/op_user_list`, `projectquery`, `adreqnoquery`, `mediadataquery`). */
export class AmtPickersRepository {
  constructor(private readonly db: Db) {}

  private assigned(userId: number) {
    return this.db
      .select({ id: userGames.gameId })
      .from(userGames)
      .where(eq(userGames.userId, userId));
  }

  async opUsers(filter: { keyword?: string; onlyStaff: boolean }, page: number, perPage: number) {
    const holdsStar = this.db
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), eq(roles.name, ROLE_STAR)));
    const holdsOther = this.db
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(userRoles.userId, users.id), sql`${roles.name} <> ${ROLE_STAR}`));
    const starOnly = and(exists(holdsStar), notExists(holdsOther));
    const pattern = filter.keyword ? containing(filter.keyword) : null;
    const where = and(
      eq(users.status, 1),
      pattern ? or(ilike(users.username, pattern), ilike(users.nickName, pattern)) : undefined,
      filter.onlyStaff ? sql`not (${starOnly})` : undefined,
    );
    const [total] = await this.db.select({ n: count() }).from(users).where(where);
    const list = await this.db
      .select({
        id: users.id,
        username: users.username,
        nickName: users.nickName,
        deptName: departments.name,
        juxing: sql<boolean>`${starOnly}`,
      })
      .from(users)
      .leftJoin(departments, eq(departments.id, users.deptId))
      .where(where)
      .orderBy(asc(users.nickName), asc(users.id))
      .limit(perPage)
      .offset((page - 1) * perPage);
    return { list, total: total?.n ?? 0 };
  }

  apps(
    scope: PickerScope,
    filter: { medium: AppMedium; gadCfgGameId?: number; platform?: string; keyword?: string },
    limit: number,
  ) {
    const pattern = filter.keyword ? containing(filter.keyword) : null;
    return this.db
      .select({
        id: gameApps.id,
        name: gameApps.name,
        platform: gameApps.platform,
        packageName: gameApps.packageName,
        advertiserId: gameApps.advertiserId,
        mediaAppId: gameApps.mediaAppId,
        reviewStatus: gameApps.reviewStatus,
        gameName: games.gameName,
      })
      .from(gameApps)
      .leftJoin(games, eq(games.id, gameApps.gameId))
      .where(
        and(
          eq(gameApps.medium, filter.medium),
          scope.all
            ? undefined
            : or(
                inArray(gameApps.gameId, this.assigned(scope.userId)),
                eq(gameApps.createdBy, scope.userId),
              ),
          filter.gadCfgGameId ? eq(games.gadCfgGameId, filter.gadCfgGameId) : undefined,
          filter.platform ? eq(gameApps.platform, filter.platform as 'APP_ANDROID') : undefined,
          pattern
            ? or(
                ilike(gameApps.name, pattern),
                ilike(gameApps.packageName, pattern),
                eq(gameApps.mediaAppId, filter.keyword ?? ''),
              )
            : undefined,
        ),
      )
      .orderBy(desc(gameApps.id))
      .limit(limit);
  }

  private visibleBases(scope: PickerScope) {
    if (scope.all) return undefined;
    return or(
      inArray(conversionBases.gameId, this.assigned(scope.userId)),
      eq(conversionBases.createdBy, scope.userId),
    );
  }

  adIds(
    scope: PickerScope,
    filter: { prefix: string | null; keyword: string; medium?: BaseMedium },
    limit: number,
  ) {
    return this.db
      .select({
        adId: adIds.adId,
        name: adIds.name,
        medium: adIds.medium,
        baseName: conversionBases.name,
        categoryName: adIdCategories.name,
      })
      .from(adIds)
      .innerJoin(conversionBases, eq(conversionBases.id, adIds.baseId))
      .innerJoin(adIdCategories, eq(adIdCategories.id, adIds.categoryId))
      .where(
        and(
          filter.medium ? eq(adIds.medium, filter.medium) : undefined,
          or(
            filter.prefix ? like(adIds.adId, `${filter.prefix}%`) : undefined,
            ilike(adIds.name, containing(filter.keyword)),
          ),
          this.visibleBases(scope),
        ),
      )
      .orderBy(desc(adIds.id))
      .limit(limit);
  }

  bases(
    scope: PickerScope,
    filter: { medium: BaseMedium; gadCfgGameId?: number; keyword?: string },
    limit: number,
  ) {
    const pattern = filter.keyword ? containing(filter.keyword) : null;
    return this.db
      .select({
        id: conversionBases.id,
        name: conversionBases.name,
        platform: conversionBases.platform,
        gameName: games.gameName,
        hasClickLink: sql<boolean>`exists (select 1 from ${conversionBaseLinks} where ${conversionBaseLinks.baseId} = ${conversionBases.id} and ${conversionBaseLinks.kind} = 'click')`,
      })
      .from(conversionBases)
      .leftJoin(games, eq(games.id, conversionBases.gameId))
      .where(
        and(
          eq(conversionBases.medium, filter.medium),
          this.visibleBases(scope),
          filter.gadCfgGameId ? eq(games.gadCfgGameId, filter.gadCfgGameId) : undefined,
          pattern
            ? or(ilike(conversionBases.name, pattern), ilike(games.gameName, pattern))
            : undefined,
        ),
      )
      .orderBy(desc(conversionBases.id))
      .limit(limit);
  }
}
