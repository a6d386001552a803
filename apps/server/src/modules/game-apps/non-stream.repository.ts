import type { NonStreamListQuery, SubPackageStatus } from '@toufang/contracts';
import { and, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/query-helpers';
import { adIds, appSubPackages, gameApps, games } from '../../db/schema';
import { containing } from '../../db/sql-helpers';
import { appScopeCondition, type AppScope } from './game-apps.repository';

/**
 * Non-stream ad IDs (docs/architecture/ad-ids.md "Non-stream ad IDs"): the channel packages of
 * every app the caller sees, across apps. Conditions stay on `app_sub_packages` (the others are
 * subqueries) so one condition serves the page and its count.
 */
export class NonStreamRepository {
  constructor(private readonly db: Db) {}

  private scopedApps(scope: AppScope, gadCfgGameId?: number) {
    return this.db
      .select({ id: gameApps.id })
      .from(gameApps)
      .leftJoin(games, eq(games.id, gameApps.gameId))
      .where(
        and(
          appScopeCondition(this.db, scope),
          gadCfgGameId === undefined ? undefined : eq(games.gadCfgGameId, gadCfgGameId),
        ),
      );
  }

  private where(scope: AppScope, query: Omit<NonStreamListQuery, 'page' | 'per_page'>): SQL {
    const keyword = query.keyword ? containing(query.keyword) : null;
    return and(
      inArray(appSubPackages.gameAppId, this.scopedApps(scope, query.gad_cfg_game_id)),
      query.status ? eq(appSubPackages.status, query.status) : undefined,
      keyword
        ? or(
            ilike(appSubPackages.channelId, keyword),
            inArray(
              appSubPackages.adIdId,
              this.db.select({ id: adIds.id }).from(adIds).where(ilike(adIds.name, keyword)),
            ),
            inArray(
              appSubPackages.gameAppId,
              this.db
                .select({ id: gameApps.id })
                .from(gameApps)
                .where(or(ilike(gameApps.name, keyword), ilike(gameApps.packageName, keyword))),
            ),
          )
        : undefined,
    ) as SQL;
  }

  list(scope: AppScope, query: NonStreamListQuery) {
    const rows = this.db
      .select({
        row: appSubPackages,
        adIdName: adIds.name,
        appName: gameApps.name,
        packageName: gameApps.packageName,
        gameName: games.gameName,
      })
      .from(appSubPackages)
      .innerJoin(adIds, eq(adIds.id, appSubPackages.adIdId))
      .innerJoin(gameApps, eq(gameApps.id, appSubPackages.gameAppId))
      .leftJoin(games, eq(games.id, gameApps.gameId))
      .orderBy(desc(appSubPackages.updatedAt), desc(appSubPackages.id))
      .$dynamic();
    return selectPage(this.db, appSubPackages, this.where(scope, query), rows, {
      page: query.page,
      perPage: query.per_page,
    });
  }

  async counts(
    scope: AppScope,
    query: Omit<NonStreamListQuery, 'page' | 'per_page' | 'status'>,
  ): Promise<Record<SubPackageStatus, number>> {
    const rows = await this.db
      .select({ status: appSubPackages.status, n: count() })
      .from(appSubPackages)
      .where(this.where(scope, query))
      .groupBy(appSubPackages.status);
    const out: Record<SubPackageStatus, number> = {
      queued: 0,
      building: 0,
      succeeded: 0,
      failed: 0,
    };
    for (const r of rows) out[r.status] = r.n;
    return out;
  }

  /** The apps the caller sees with packages the medium is still building. */
  async buildingApps(scope: AppScope, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectDistinct({ id: appSubPackages.gameAppId })
      .from(appSubPackages)
      .where(this.where(scope, { status: 'building' }))
      .limit(limit);
    return rows.map((r) => r.id);
  }

  /** The failed packages among `ids` that the caller sees, with their app. */
  failed(scope: AppScope, ids: readonly number[]) {
    return this.db
      .select({ id: appSubPackages.id, appId: appSubPackages.gameAppId })
      .from(appSubPackages)
      .where(and(inArray(appSubPackages.id, [...ids]), this.where(scope, { status: 'failed' })));
  }
}
