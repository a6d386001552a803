import type {
  SpendImportListQuery,
  SpendImportMedium,
  SpendSummaryQuery,
} from '@toufang/contracts';
import type { SpendRow } from '@toufang/domain';
import { and, arrayOverlaps, between, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/query-helpers';
import {
  adIdSpendDaily,
  adIdSpendImports,
  adIds,
  advertisers,
  conversionBases,
  games,
  statsDaily,
  users,
} from '../../db/schema';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { DELIVERY_LEVEL } from '../../lib/media-mirror';
import type { BaseScope } from '../conversion-bases/conversion-bases.repository';
import { scopeCondition, type AdvertiserScope } from '../media-accounts/advertiser-conditions';
import { adIdBaseScope } from './ad-ids.repository';

const CHUNK = 1000;

/** A checked row with the id of its ad ID's row. */
export interface SpendWrite extends SpendRow {
  adIdId: number;
}

export type NewSpendImport = Pick<
  typeof adIdSpendImports.$inferInsert,
  'fileName' | 'createdBy' | 'createdAt'
>;

const metrics = {
  cost: sql<number>`coalesce(sum(${adIdSpendDaily.cost}), 0)`.mapWith(Number),
  impressions: sql<number>`coalesce(sum(${adIdSpendDaily.impressions}), 0)`.mapWith(Number),
  clicks: sql<number>`coalesce(sum(${adIdSpendDaily.clicks}), 0)`.mapWith(Number),
  activations: sql<number>`coalesce(sum(${adIdSpendDaily.activations}), 0)`.mapWith(Number),
  registrations: sql<number>`coalesce(sum(${adIdSpendDaily.registrations}), 0)`.mapWith(Number),
  payAmount: sql<number>`coalesce(sum(${adIdSpendDaily.payAmount}), 0)`.mapWith(Number),
};

/** The manual spend of the link-based media (docs/architecture/ad-ids.md). */
export class AdIdSpendRepository {
  constructor(private readonly db: Db) {}

  /** The ad IDs among `ids` the caller sees, with their row id and medium. */
  async visibleAdIds(scope: BaseScope, ids: readonly string[]) {
    const found: { id: number; adId: string; medium: string }[] = [];
    for (let start = 0; start < ids.length; start += CHUNK) {
      found.push(
        ...(await this.db
          .select({ id: adIds.id, adId: adIds.adId, medium: adIds.medium })
          .from(adIds)
          .where(
            and(
              inArray(adIds.adId, ids.slice(start, start + CHUNK)),
              adIdBaseScope(this.db, scope, adIds.baseId),
            ),
          )),
      );
    }
    return found;
  }

  /**
   * Writes a checked sheet in one transaction: the import, then each ad ID and day, replacing the
   * figures an earlier import gave the same day. Returns the import's id and how many it replaced.
   */
  async importSheet(
    entry: NewSpendImport,
    rows: readonly SpendWrite[],
  ): Promise<{ importId: number; replaced: number }> {
    const dates = rows.map((r) => r.statDate).sort();
    return this.db.transaction(async (tx) => {
      let replaced = 0;
      const ids = [...new Set(rows.map((r) => r.adIdId))];
      const wanted = new Set(rows.map((r) => `${r.adIdId}|${r.statDate}`));
      for (let start = 0; start < ids.length; start += CHUNK) {
        const existing = await tx
          .select({ adIdId: adIdSpendDaily.adIdId, statDate: adIdSpendDaily.statDate })
          .from(adIdSpendDaily)
          .where(inArray(adIdSpendDaily.adIdId, ids.slice(start, start + CHUNK)));
        replaced += existing.filter((e) => wanted.has(`${e.adIdId}|${e.statDate}`)).length;
      }
      const [inserted] = await tx
        .insert(adIdSpendImports)
        .values({
          ...entry,
          rows: rows.length,
          replaced,
          adIds: ids.length,
          firstDate: dates[0] ?? '',
          lastDate: dates[dates.length - 1] ?? '',
          cost: rows.reduce((sum, r) => sum + r.cost, 0),
          media: [...new Set(rows.map((r) => r.medium))].sort(),
        })
        .returning({ id: adIdSpendImports.id });
      const importId = inserted?.id ?? 0;
      for (let start = 0; start < rows.length; start += CHUNK) {
        await tx
          .insert(adIdSpendDaily)
          .values(
            rows.slice(start, start + CHUNK).map((r) => ({
              adIdId: r.adIdId,
              statDate: r.statDate,
              medium: r.medium,
              cost: r.cost,
              impressions: r.impressions,
              clicks: r.clicks,
              activations: r.activations,
              registrations: r.registrations,
              payAmount: r.payAmount,
              importId,
              updatedAt: entry.createdAt,
            })),
          )
          .onConflictDoUpdate({
            target: [adIdSpendDaily.adIdId, adIdSpendDaily.statDate],
            set: {
              cost: sql`excluded.cost`,
              impressions: sql`excluded.impressions`,
              clicks: sql`excluded.clicks`,
              activations: sql`excluded.activations`,
              registrations: sql`excluded.registrations`,
              payAmount: sql`excluded.pay_amount`,
              importId: sql`excluded.import_id`,
              updatedAt: sql`excluded.updated_at`,
            },
          });
      }
      return { importId, replaced };
    });
  }

  /** Imports with rows of `media`, newest first. */
  listImports(media: readonly SpendImportMedium[], query: SpendImportListQuery) {
    const where = arrayOverlaps(adIdSpendImports.media, query.medium ? [query.medium] : [...media]);
    const rows = this.db
      .select({
        id: adIdSpendImports.id,
        fileName: adIdSpendImports.fileName,
        rows: adIdSpendImports.rows,
        replaced: adIdSpendImports.replaced,
        adIds: adIdSpendImports.adIds,
        firstDate: adIdSpendImports.firstDate,
        lastDate: adIdSpendImports.lastDate,
        cost: adIdSpendImports.cost,
        createdAt: adIdSpendImports.createdAt,
        creatorName: users.nickName,
      })
      .from(adIdSpendImports)
      .leftJoin(users, eq(users.id, adIdSpendImports.createdBy))
      .orderBy(desc(adIdSpendImports.createdAt), desc(adIdSpendImports.id))
      .$dynamic();
    return selectPage(this.db, adIdSpendImports, where, rows, {
      page: query.page,
      perPage: query.per_page,
    });
  }

  async findImport(id: number) {
    const [row] = await this.db
      .select({ id: adIdSpendImports.id, media: adIdSpendImports.media })
      .from(adIdSpendImports)
      .where(eq(adIdSpendImports.id, id));
    return row ?? null;
  }

  /** The days an import wrote that still carry its figures, of ad IDs the caller sees. */
  importDays(scope: BaseScope, importId: number, page: number, perPage: number) {
    const where = and(eq(adIdSpendDaily.importId, importId), this.visibleDays(scope));
    const rows = this.db
      .select({
        statDate: adIdSpendDaily.statDate,
        medium: adIdSpendDaily.medium,
        cost: adIdSpendDaily.cost,
        impressions: adIdSpendDaily.impressions,
        clicks: adIdSpendDaily.clicks,
        activations: adIdSpendDaily.activations,
        registrations: adIdSpendDaily.registrations,
        payAmount: adIdSpendDaily.payAmount,
        adId: adIds.adId,
        adIdName: adIds.name,
        gameName: games.gameName,
      })
      .from(adIdSpendDaily)
      .innerJoin(adIds, eq(adIds.id, adIdSpendDaily.adIdId))
      .innerJoin(conversionBases, eq(conversionBases.id, adIds.baseId))
      .leftJoin(games, eq(games.id, conversionBases.gameId))
      .orderBy(desc(adIdSpendDaily.statDate), adIds.adId)
      .$dynamic();
    return selectPage(this.db, adIdSpendDaily, where, rows, { page, perPage });
  }

  /** Days of ad IDs the caller sees, as a condition on the days table alone (for the count). */
  private visibleDays(scope: BaseScope) {
    const scoped = adIdBaseScope(this.db, scope, adIds.baseId);
    if (!scoped) return undefined;
    return inArray(
      adIdSpendDaily.adIdId,
      this.db.select({ id: adIds.id }).from(adIds).where(scoped),
    );
  }

  /** An ad ID's totals, its latest `days` days and how many days it has. */
  async adIdSpend(adIdId: number, days: number) {
    const [total] = await this.db
      .select({ ...metrics, dayCount: count() })
      .from(adIdSpendDaily)
      .where(eq(adIdSpendDaily.adIdId, adIdId));
    const latest = await this.db
      .select()
      .from(adIdSpendDaily)
      .where(eq(adIdSpendDaily.adIdId, adIdId))
      .orderBy(desc(adIdSpendDaily.statDate))
      .limit(days);
    return { total, latest };
  }

  /** The imported spend of a date range by medium and game, of ad IDs the caller sees. */
  importedByGame(scope: BaseScope, query: SpendSummaryQuery) {
    return this.db
      .select({
        medium: adIdSpendDaily.medium,
        gadCfgGameId: games.gadCfgGameId,
        gameName: games.gameName,
        ...metrics,
      })
      .from(adIdSpendDaily)
      .innerJoin(adIds, eq(adIds.id, adIdSpendDaily.adIdId))
      .innerJoin(conversionBases, eq(conversionBases.id, adIds.baseId))
      .leftJoin(games, eq(games.id, conversionBases.gameId))
      .where(
        and(
          between(adIdSpendDaily.statDate, query.start_date, query.end_date),
          query.gad_cfg_game_id ? eq(games.gadCfgGameId, query.gad_cfg_game_id) : undefined,
          adIdBaseScope(this.db, scope, adIds.baseId),
        ),
      )
      .groupBy(adIdSpendDaily.medium, games.gadCfgGameId, games.gameName);
  }

  /**
   * The API media's synced account reports of a date range by medium and game (the account's
   * game), of the accounts the caller sees.
   */
  syncedByGame(scope: AdvertiserScope, query: SpendSummaryQuery) {
    const sum = (column: AnyPgColumn) => sql<number>`coalesce(sum(${column}), 0)`.mapWith(Number);
    return this.db
      .select({
        medium: statsDaily.medium,
        gadCfgGameId: games.gadCfgGameId,
        gameName: games.gameName,
        cost: sum(statsDaily.cost),
        impressions: sum(statsDaily.impressions),
        clicks: sum(statsDaily.clicks),
        activations: sum(statsDaily.activations),
        registrations: sum(statsDaily.registrations),
        payAmount: sum(statsDaily.payAmount),
      })
      .from(statsDaily)
      .innerJoin(
        advertisers,
        and(
          eq(advertisers.medium, sql`${statsDaily.medium}`),
          eq(advertisers.advertiserId, statsDaily.advertiserId),
        ),
      )
      .leftJoin(games, eq(games.id, advertisers.gameId))
      .where(
        and(
          eq(statsDaily.level, DELIVERY_LEVEL.advertiser),
          inArray(statsDaily.medium, ['bytedance', 'kuaishou', 'tencent']),
          between(statsDaily.statDate, query.start_date, query.end_date),
          query.gad_cfg_game_id ? eq(games.gadCfgGameId, query.gad_cfg_game_id) : undefined,
          scopeCondition(this.db, scope),
        ),
      )
      .groupBy(statsDaily.medium, games.gadCfgGameId, games.gameName);
  }
}
