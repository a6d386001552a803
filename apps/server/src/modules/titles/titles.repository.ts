import type { TitleListQuery } from '@toufang/contracts';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  gte,
  ilike,
  inArray,
  lte,
  sql,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { selectPage } from '../../db/query-helpers';
import { games, titles, users } from '../../db/schema';
import { catchDuplicate, containing } from '../../db/sql-helpers';

export type TitleRow = typeof titles.$inferSelect;
export type NewTitle = typeof titles.$inferInsert;

export interface TitleRecord extends TitleRow {
  creatorName: string;
}

const titleColumns = { ...getTableColumns(titles), creatorName: users.nickName };

export class TitlesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `fn` with a repository bound to one transaction: all of it lands or none. */
  transaction<T>(fn: (repo: TitlesRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new TitlesRepository(tx)));
  }

  get database(): Db {
    return this.db;
  }

  async gameExists(gadCfgGameId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.gadCfgGameId, gadCfgGameId));
    return row !== undefined;
  }

  private selectTitles() {
    return this.db
      .select(titleColumns)
      .from(titles)
      .innerJoin(users, eq(users.id, titles.createdBy))
      .$dynamic();
  }

  async find(id: number): Promise<TitleRecord | null> {
    const [row] = await this.selectTitles().where(eq(titles.id, id));
    return row ?? null;
  }

  async findMany(ids: readonly number[]): Promise<TitleRow[]> {
    if (ids.length === 0) return [];
    return this.db
      .select()
      .from(titles)
      .where(inArray(titles.id, [...ids]));
  }

  /** Which of `texts` the game's library already holds. */
  async existingTexts(gadCfgGameId: number, texts: readonly string[]): Promise<Set<string>> {
    if (texts.length === 0) return new Set();
    const rows = await this.db
      .select({ text: titles.text })
      .from(titles)
      .where(and(eq(titles.gadCfgGameId, gadCfgGameId), inArray(titles.text, [...texts])));
    return new Set(rows.map((row) => row.text));
  }

  /** Adds titles; 'duplicate' when one is already in its game's library. */
  insert(values: NewTitle[]): Promise<number[] | 'duplicate'> {
    return catchDuplicate(async () => {
      if (values.length === 0) return [];
      const rows = await this.db.insert(titles).values(values).returning({ id: titles.id });
      return rows.map((row) => row.id);
    });
  }

  update(id: number, values: Partial<NewTitle>): Promise<void | 'duplicate'> {
    return catchDuplicate(async () => {
      await this.db
        .update(titles)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(titles.id, id));
    });
  }

  async delete(ids: readonly number[]): Promise<number> {
    const rows = await this.db
      .delete(titles)
      .where(inArray(titles.id, [...ids]))
      .returning({ id: titles.id });
    return rows.length;
  }

  list(query: TitleListQuery) {
    const where = and(
      query.gad_cfg_game_id ? eq(titles.gadCfgGameId, query.gad_cfg_game_id) : undefined,
      query.tag ? arrayContains(titles.tags, [query.tag]) : undefined,
      query.created_by ? eq(titles.createdBy, query.created_by) : undefined,
      query.keyword ? ilike(titles.text, containing(query.keyword)) : undefined,
      query.length_min === undefined ? undefined : gte(titles.length, query.length_min),
      query.length_max === undefined ? undefined : lte(titles.length, query.length_max),
      query.medium ? arrayContains(titles.media, [query.medium]) : undefined,
    );
    return selectPage(
      this.db,
      titles,
      where,
      this.selectTitles().orderBy(desc(titles.createdAt), desc(titles.id)),
      { page: query.page, perPage: query.per_page },
    );
  }

  /** Every tag in use, with how many titles carry it, most used first. */
  async tags(): Promise<{ tag: string; count: number }[]> {
    const tag = sql<string>`unnest(${titles.tags})`.as('tag');
    const inner = this.db.select({ tag }).from(titles).as('t');
    const rows = await this.db
      .select({ tag: inner.tag, count: count() })
      .from(inner)
      .groupBy(inner.tag)
      .orderBy(desc(count()), asc(inner.tag));
    return rows;
  }

  /** The users who created titles, by name. */
  creators(): Promise<{ id: number; name: string }[]> {
    return this.db
      .selectDistinct({ id: users.id, name: users.nickName })
      .from(titles)
      .innerJoin(users, eq(users.id, titles.createdBy))
      .orderBy(asc(users.nickName), asc(users.id));
  }
}
