import type { BaseMedium, AdIdBatchListQuery, CategoryListQuery } from '@toufang/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  like,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/query-helpers';
import {
  adIdBatches,
  adIdCategories,
  adIds,
  conversionBaseLinks,
  conversionBases,
  games,
  userGames,
  users,
} from '../../db/schema';
import { catchUniqueViolation, containing } from '../../db/sql-helpers';
import type { BaseScope } from '../conversion-bases/conversion-bases.repository';

export type CategoryRow = typeof adIdCategories.$inferSelect;
export type NewCategory = typeof adIdCategories.$inferInsert;
export type NewBatch = typeof adIdBatches.$inferInsert;

/** A new ad ID before its sequence number is drawn. */
export interface NewAdId {
  row: number;
  name: string;
  remark: string;
}

const creators = sql`(select ${users.nickName} from ${users} where ${users.id} = `;
const creatorOf = (column: AnyPgColumn) => sql<string | null>`${creators}${column})`;

/** The base's current click link, from which each ad ID's link is built. */
const baseClickLink = sql<
  string | null
>`(select ${conversionBaseLinks.url} from ${conversionBaseLinks}
  where ${conversionBaseLinks.baseId} = ${conversionBases.id} and ${conversionBaseLinks.kind} = 'click')`;

const adIdColumns = {
  ...getTableColumns(adIds),
  categoryName: adIdCategories.name,
  baseName: conversionBases.name,
  platform: conversionBases.platform,
  downloadUrl: conversionBases.downloadUrl,
  gameName: games.gameName,
  fileName: adIdBatches.fileName,
  baseClickLink,
  creatorName: creatorOf(adIdBatches.createdBy),
};
export type AdIdRecord = NonNullable<Awaited<ReturnType<AdIdsRepository['findAdId']>>>;

const batchColumns = {
  ...getTableColumns(adIdBatches),
  categoryName: adIdCategories.name,
  baseName: conversionBases.name,
  platform: conversionBases.platform,
  gameName: games.gameName,
  creatorName: creatorOf(adIdBatches.createdBy),
};

/** `baseId` is of a base the caller sees (conversion-base data scope); undefined for all. */
export function adIdBaseScope(db: Db, scope: BaseScope, baseId: AnyPgColumn): SQL | undefined {
  if (scope.all) return undefined;
  const visible = db
    .select({ id: conversionBases.id })
    .from(conversionBases)
    .where(
      or(
        inArray(
          conversionBases.gameId,
          db
            .select({ id: userGames.gameId })
            .from(userGames)
            .where(eq(userGames.userId, scope.userId)),
        ),
        eq(conversionBases.createdBy, scope.userId),
      ),
    );
  return inArray(baseId, visible);
}

export class AdIdsRepository {
  constructor(private readonly db: Db) {}

  /** The bases whose ad IDs the caller sees: as for the bases themselves. */
  private baseScope(scope: BaseScope, baseId: AnyPgColumn): SQL | undefined {
    return adIdBaseScope(this.db, scope, baseId);
  }

  // ---- categories ----

  async listCategories(scope: BaseScope, query: CategoryListQuery) {
    const where = and(
      eq(adIdCategories.medium, query.medium),
      query.keyword ? ilike(adIdCategories.name, containing(query.keyword)) : undefined,
    );
    const batchScope = this.baseScope(scope, adIdBatches.baseId);
    const counts = this.db
      .select({
        categoryId: adIdBatches.categoryId,
        batches: count().as('batches'),
        adIds: sql<number>`sum(${adIdBatches.count})`.mapWith(Number).as('ad_ids'),
      })
      .from(adIdBatches)
      .where(batchScope)
      .groupBy(adIdBatches.categoryId)
      .as('counts');
    const rows = this.db
      .select({
        ...getTableColumns(adIdCategories),
        batches: sql<number>`coalesce(${counts.batches}, 0)`.mapWith(Number),
        adIds: sql<number>`coalesce(${counts.adIds}, 0)`.mapWith(Number),
        creatorName: creatorOf(adIdCategories.createdBy),
      })
      .from(adIdCategories)
      .leftJoin(counts, eq(counts.categoryId, adIdCategories.id))
      .orderBy(desc(adIdCategories.createdAt), desc(adIdCategories.id))
      .$dynamic();
    return selectPage(this.db, adIdCategories, where, rows, {
      page: query.page,
      perPage: query.per_page,
    });
  }

  searchCategories(medium: BaseMedium, keyword: string | undefined) {
    return this.db
      .select({ id: adIdCategories.id, name: adIdCategories.name })
      .from(adIdCategories)
      .where(
        and(
          eq(adIdCategories.medium, medium),
          keyword ? ilike(adIdCategories.name, containing(keyword)) : undefined,
        ),
      )
      .orderBy(asc(adIdCategories.name))
      .limit(50);
  }

  async findCategory(id: number): Promise<CategoryRow | null> {
    const [row] = await this.db.select().from(adIdCategories).where(eq(adIdCategories.id, id));
    return row ?? null;
  }

  async findCategoryByName(medium: BaseMedium, name: string, exceptId?: number) {
    const [row] = await this.db
      .select({ id: adIdCategories.id })
      .from(adIdCategories)
      .where(and(eq(adIdCategories.medium, medium), eq(adIdCategories.name, name)));
    return row && row.id !== exceptId ? row : null;
  }

  /** The new category's id, or 'duplicate' when the medium has the name already. */
  createCategory(row: NewCategory): Promise<number | 'duplicate'> {
    return catchUniqueViolation(
      async () => {
        const [inserted] = await this.db
          .insert(adIdCategories)
          .values(row)
          .returning({ id: adIdCategories.id });
        return inserted?.id ?? 0;
      },
      () => 'duplicate' as const,
    );
  }

  updateCategory(
    id: number,
    patch: { name: string; remark: string; updatedAt: Date },
  ): Promise<true | 'duplicate'> {
    return catchUniqueViolation(
      async () => {
        await this.db.update(adIdCategories).set(patch).where(eq(adIdCategories.id, id));
        return true as const;
      },
      () => 'duplicate' as const,
    );
  }

  // ---- batches ----

  /**
   * Writes a batch and its ad IDs in one transaction: draws one sequence number per row and
   * formats the ad ID from it. Returns the batch id and the ad IDs in row order.
   */
  async createBatch(
    batch: Omit<NewBatch, 'count' | 'firstAdId' | 'lastAdId'>,
    rows: readonly NewAdId[],
    format: (sequence: number) => string,
  ): Promise<{ batchId: number; adIds: string[] }> {
    return this.db.transaction(async (tx) => {
      const drawn = await tx.execute(
        sql`select nextval(pg_get_serial_sequence('ad_ids', 'id'))::int as id from generate_series(1, ${rows.length})`,
      );
      const ids = (drawn as { rows: { id: number }[] }).rows.map((r) => Number(r.id));
      const formatted = ids.map(format);
      const [inserted] = await tx
        .insert(adIdBatches)
        .values({
          ...batch,
          count: rows.length,
          firstAdId: formatted[0] ?? '',
          lastAdId: formatted[formatted.length - 1] ?? '',
        })
        .returning({ id: adIdBatches.id });
      const batchId = inserted?.id ?? 0;
      const chunk = 1000;
      for (let start = 0; start < rows.length; start += chunk) {
        await tx.insert(adIds).values(
          rows.slice(start, start + chunk).map((row, i) => ({
            id: ids[start + i] as number,
            adId: formatted[start + i] as string,
            medium: batch.medium,
            batchId,
            categoryId: batch.categoryId,
            baseId: batch.baseId,
            row: row.row,
            name: row.name,
            remark: row.remark,
            createdAt: batch.createdAt,
          })),
        );
      }
      return { batchId, adIds: formatted };
    });
  }

  /** `media`: the media the caller may see batches of. */
  listBatches(scope: BaseScope, query: AdIdBatchListQuery, media: readonly BaseMedium[]) {
    const where = and(
      query.medium ? eq(adIdBatches.medium, query.medium) : undefined,
      inArray(adIdBatches.medium, [...media]),
      query.category_id ? eq(adIdBatches.categoryId, query.category_id) : undefined,
      query.base_id ? eq(adIdBatches.baseId, query.base_id) : undefined,
      this.baseScope(scope, adIdBatches.baseId),
    );
    const rows = this.db
      .select(batchColumns)
      .from(adIdBatches)
      .innerJoin(adIdCategories, eq(adIdCategories.id, adIdBatches.categoryId))
      .innerJoin(conversionBases, eq(conversionBases.id, adIdBatches.baseId))
      .leftJoin(games, eq(games.id, conversionBases.gameId))
      .orderBy(desc(adIdBatches.createdAt), desc(adIdBatches.id))
      .$dynamic();
    return selectPage(this.db, adIdBatches, where, rows, {
      page: query.page,
      perPage: query.per_page,
    });
  }

  /**
   * The ad IDs the caller sees among `adIds`, or every ad ID of a batch, with the game of their
   * base: the channels a sub-package request names.
   */
  channelAdIds(scope: BaseScope, which: { adIds: readonly string[] } | { batchId: number }) {
    return this.db
      .select({
        id: adIds.id,
        adId: adIds.adId,
        medium: adIds.medium,
        gameId: conversionBases.gameId,
      })
      .from(adIds)
      .innerJoin(conversionBases, eq(conversionBases.id, adIds.baseId))
      .where(
        and(
          'batchId' in which
            ? eq(adIds.batchId, which.batchId)
            : inArray(adIds.adId, [...which.adIds]),
          this.baseScope(scope, adIds.baseId),
        ),
      )
      .orderBy(asc(adIds.id));
  }

  async findBatch(scope: BaseScope, id: number) {
    const [row] = await this.db
      .select({ id: adIdBatches.id, medium: adIdBatches.medium })
      .from(adIdBatches)
      .where(and(eq(adIdBatches.id, id), this.baseScope(scope, adIdBatches.baseId)));
    return row ?? null;
  }

  // ---- ad IDs ----

  private selectAdIds() {
    return this.db
      .select(adIdColumns)
      .from(adIds)
      .innerJoin(adIdBatches, eq(adIdBatches.id, adIds.batchId))
      .innerJoin(adIdCategories, eq(adIdCategories.id, adIds.categoryId))
      .innerJoin(conversionBases, eq(conversionBases.id, adIds.baseId))
      .leftJoin(games, eq(games.id, conversionBases.gameId))
      .$dynamic();
  }

  batchAdIds(batchId: number, page: number, perPage: number) {
    return selectPage(
      this.db,
      adIds,
      eq(adIds.batchId, batchId),
      this.selectAdIds().orderBy(asc(adIds.row)),
      { page, perPage },
    );
  }

  /**
   * Ad IDs starting with `prefix` (upper case) or whose name contains `keyword`, newest first.
   * `prefix` is null when the keyword cannot start an ad ID.
   */
  async searchAdIds(
    scope: BaseScope,
    filter: { prefix: string | null; keyword: string; medium?: BaseMedium },
    page: number,
    perPage: number,
  ) {
    const where = and(
      filter.medium ? eq(adIds.medium, filter.medium) : undefined,
      or(
        filter.prefix ? like(adIds.adId, `${filter.prefix}%`) : undefined,
        ilike(adIds.name, containing(filter.keyword)),
      ),
      this.baseScope(scope, adIds.baseId),
    );
    // The matches are found once, by their indexes (the ad ID's prefix, pg_trgm on the name), and
    // counted in the same pass (`count(*) over ()` is taken before the limit). Ordering by `id + 0`
    // keeps the planner from walking the primary key backwards testing every row, which is slow
    // when the matches are old ad IDs.
    const pageRows = await this.db
      .select({ id: adIds.id, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(adIds)
      .where(where)
      .orderBy(desc(sql`${adIds.id} + 0`))
      .limit(perPage)
      .offset((page - 1) * perPage);
    // A page past the end has no row to carry the count.
    const total =
      pageRows[0]?.total ??
      (page > 1 ? ((await this.db.select({ n: count() }).from(adIds).where(where))[0]?.n ?? 0) : 0);
    const list =
      pageRows.length === 0
        ? []
        : await this.selectAdIds()
            .where(
              inArray(
                adIds.id,
                pageRows.map((r) => r.id),
              ),
            )
            .orderBy(desc(adIds.id));
    return { list, total };
  }

  async findAdId(scope: BaseScope, adId: string) {
    const [row] = await this.selectAdIds().where(
      and(eq(adIds.adId, adId), this.baseScope(scope, adIds.baseId)),
    );
    return row ?? null;
  }

  findAdIds(scope: BaseScope, ids: readonly string[]) {
    if (ids.length === 0) return Promise.resolve([]);
    return this.selectAdIds().where(
      and(inArray(adIds.adId, [...ids]), this.baseScope(scope, adIds.baseId)),
    );
  }
}
