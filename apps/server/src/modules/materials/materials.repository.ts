import type {
  MaterialListQuery,
  MaterialPushStatus,
  MaterialRecycleQuery,
} from '@toufang/contracts';
import {
  and,
  arrayContains,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNotNull,
  isNull,
  lt,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import {
  games,
  materialDirs,
  materialFiles,
  materialPushes,
  roles,
  userRoles,
  users,
} from '../../db/schema';
import { catchDuplicate, containing } from '../../db/sql-helpers';

export type MaterialDirRecord = typeof materialDirs.$inferSelect;
export type MaterialFileRow = typeof materialFiles.$inferSelect;
export type NewMaterialFile = typeof materialFiles.$inferInsert;

export interface MaterialFileRecord extends MaterialFileRow {
  uploaderName: string;
  creditedId: number;
  creditedName: string;
  reviewerName: string | null;
  reviewedByName: string | null;
}

/**
 * Who may see a file: everyone sees public files, their own uploads and the files credited to them;
 * `all` is the admin's view.
 */
export type MaterialScope = { all: true } | { all: false; userId: number };

const credited = alias(users, 'credited');
const reviewer = alias(users, 'reviewer');
const reviewedBy = alias(users, 'reviewed_by_user');
export const creditedId = sql<number>`coalesce(${materialFiles.designerId}, ${materialFiles.createdBy})`;

const fileColumns = {
  ...getTableColumns(materialFiles),
  uploaderName: users.nickName,
  creditedId: credited.id,
  creditedName: credited.nickName,
  reviewerName: reviewer.nickName,
  reviewedByName: reviewedBy.nickName,
};

function seen(scope: MaterialScope): SQL | undefined {
  if (scope.all) return undefined;
  return or(
    eq(materialFiles.isPublic, true),
    eq(materialFiles.createdBy, scope.userId),
    eq(materialFiles.designerId, scope.userId),
  );
}

/** The library's live files the scope sees. */
export const visible = (scope: MaterialScope) => and(isNull(materialFiles.deletedAt), seen(scope));

/** The recycle bin: deleted files of the caller's own uploads (an admin's: all). */
const binned = (scope: MaterialScope) =>
  and(
    isNotNull(materialFiles.deletedAt),
    scope.all ? undefined : eq(materialFiles.createdBy, scope.userId),
  );

const dirIs = (dirId: number | null) =>
  dirId === null ? isNull(materialFiles.dirId) : eq(materialFiles.dirId, dirId);

const SORT_COLUMNS = {
  created_at: materialFiles.createdAt,
  name: materialFiles.name,
  size: materialFiles.sizeBytes,
  sort: materialFiles.sort,
} as const;

/** The list's filters on what a file is and where it sits. */
export type FileFilters = Pick<
  MaterialListQuery,
  'type' | 'dir_id' | 'designer' | 'gad_cfg_game_id' | 'name' | 'tag'
>;

export function fileFilters(query: FileFilters): SQL | undefined {
  return and(
    query.type ? eq(materialFiles.kind, query.type) : undefined,
    query.dir_id === undefined ? undefined : dirIs(query.dir_id === 0 ? null : query.dir_id),
    query.designer ? eq(creditedId, query.designer) : undefined,
    query.gad_cfg_game_id ? eq(materialFiles.gadCfgGameId, query.gad_cfg_game_id) : undefined,
    query.name ? ilike(materialFiles.name, containing(query.name)) : undefined,
    query.tag ? arrayContains(materialFiles.tags, [query.tag]) : undefined,
  );
}

export class MaterialsRepository {
  constructor(protected readonly db: Db) {}

  /** Runs `fn` with a repository bound to one transaction: all of it lands or none. */
  transaction<T>(fn: (repo: MaterialsRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new MaterialsRepository(tx)));
  }

  /** The live folders (not in the recycle bin). */
  listDirs(): Promise<MaterialDirRecord[]> {
    return this.db
      .select()
      .from(materialDirs)
      .where(isNull(materialDirs.deletedAt))
      .orderBy(asc(materialDirs.name), asc(materialDirs.id));
  }

  async findDir(id: number): Promise<MaterialDirRecord | null> {
    const [row] = await this.db
      .select()
      .from(materialDirs)
      .where(and(eq(materialDirs.id, id), isNull(materialDirs.deletedAt)));
    return row ?? null;
  }

  /** Adds a folder; 'duplicate' when its parent already has one of that name. */
  async insertDir(
    values: typeof materialDirs.$inferInsert,
  ): Promise<MaterialDirRecord | 'duplicate'> {
    return catchDuplicate(async () => {
      const [row] = await this.db.insert(materialDirs).values(values).returning();
      if (!row) throw new Error('material dir insert failed');
      return row;
    });
  }

  async gameExists(gadCfgGameId: number): Promise<boolean> {
    const [row] = await this.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.gadCfgGameId, gadCfgGameId));
    return row !== undefined;
  }

  /** An enabled user holding the given role (the designers a file may be credited to). */
  async enabledRoleHolder(userId: number, roleName: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .innerJoin(userRoles, eq(userRoles.userId, users.id))
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(and(eq(users.id, userId), eq(users.status, 1), eq(roles.name, roleName)));
    return row !== undefined;
  }

  protected selectFiles() {
    return this.db
      .select(fileColumns)
      .from(materialFiles)
      .innerJoin(users, eq(users.id, materialFiles.createdBy))
      .innerJoin(credited, eq(credited.id, creditedId))
      .leftJoin(reviewer, eq(reviewer.id, materialFiles.reviewerId))
      .leftJoin(reviewedBy, eq(reviewedBy.id, materialFiles.reviewedBy))
      .$dynamic();
  }

  /** Live files among `ids` the scope sees. */
  findFiles(ids: readonly number[], scope: MaterialScope): Promise<MaterialFileRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.selectFiles()
      .where(and(inArray(materialFiles.id, [...ids]), visible(scope)))
      .orderBy(asc(materialFiles.id));
  }

  /** Files among `ids` in the scope's recycle bin. */
  findBinned(ids: readonly number[], scope: MaterialScope): Promise<MaterialFileRecord[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.selectFiles()
      .where(and(inArray(materialFiles.id, [...ids]), binned(scope)))
      .orderBy(asc(materialFiles.id));
  }

  /** A file of the same content the uploader can see, the oldest first. */
  async findByMd5(md5: string, scope: MaterialScope): Promise<MaterialFileRecord | null> {
    const [row] = await this.selectFiles()
      .where(and(eq(materialFiles.md5, md5), visible(scope)))
      .orderBy(asc(materialFiles.id))
      .limit(1);
    return row ?? null;
  }

  async insertFile(values: NewMaterialFile): Promise<number> {
    const [id] = await this.insertFiles([values]);
    if (id === undefined) throw new Error('material file insert failed');
    return id;
  }

  async insertFiles(values: NewMaterialFile[]): Promise<number[]> {
    if (values.length === 0) return [];
    const rows = await this.db
      .insert(materialFiles)
      .values(values)
      .returning({ id: materialFiles.id });
    return rows.map((row) => row.id);
  }

  async updateFiles(ids: readonly number[], values: Partial<NewMaterialFile>): Promise<void> {
    if (ids.length === 0) return;
    await this.db
      .update(materialFiles)
      .set(values)
      .where(inArray(materialFiles.id, [...ids]));
  }

  async listFiles(
    query: MaterialListQuery,
    scope: MaterialScope,
  ): Promise<{ rows: MaterialFileRecord[]; total: number }> {
    const where = and(
      visible(scope),
      fileFilters(query),
      query.is_new ? eq(materialFiles.isNew, query.is_new === '1') : undefined,
      query.is_public ? eq(materialFiles.isPublic, query.is_public === '1') : undefined,
      query.review_status ? eq(materialFiles.reviewStatus, query.review_status) : undefined,
    );
    const direction = query.order === 'asc' ? asc : desc;
    return this.page(
      where,
      [direction(SORT_COLUMNS[query.sort]), direction(materialFiles.id)],
      query,
    );
  }

  /** The files the scope sees among those `among` selects (ids), under the list's filters. */
  listFilesAmong(
    among: SQL,
    query: FileFilters & Pick<MaterialListQuery, 'sort' | 'order' | 'page' | 'per_page'>,
    scope: MaterialScope,
  ): Promise<{ rows: MaterialFileRecord[]; total: number }> {
    const where = and(visible(scope), fileFilters(query), among);
    const direction = query.order === 'asc' ? asc : desc;
    return this.page(
      where,
      [direction(SORT_COLUMNS[query.sort]), direction(materialFiles.id)],
      query,
    );
  }

  listBinned(
    query: MaterialRecycleQuery,
    scope: MaterialScope,
  ): Promise<{ rows: MaterialFileRecord[]; total: number }> {
    const where = and(
      binned(scope),
      query.name ? ilike(materialFiles.name, containing(query.name)) : undefined,
    );
    return this.page(where, [desc(materialFiles.deletedAt), desc(materialFiles.id)], query);
  }

  protected async page(
    where: SQL | undefined,
    order: SQL[],
    paging: { page: number; per_page: number },
  ): Promise<{ rows: MaterialFileRecord[]; total: number }> {
    // The page is picked from the files alone and only its rows are joined to their users: a
    // large folder is then sorted once, never joined in full first.
    const pageIds = this.db
      .select({ id: materialFiles.id })
      .from(materialFiles)
      .where(where)
      .orderBy(...order)
      .limit(paging.per_page)
      .offset((paging.page - 1) * paging.per_page);
    const [rows, totals] = await Promise.all([
      this.selectFiles()
        .where(inArray(materialFiles.id, pageIds))
        .orderBy(...order),
      this.db.select({ n: count() }).from(materialFiles).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }

  /** The media accounts a push put the file on, or is putting it on now. */
  async pushedAccounts(fid: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(materialPushes)
      .where(
        and(
          eq(materialPushes.fileId, fid),
          inArray(materialPushes.status, ['succeeded', 'pushing'] satisfies MaterialPushStatus[]),
        ),
      );
    return row?.n ?? 0;
  }

  /** Every tag on the files the scope sees, the most used first. */
  async listTags(scope: MaterialScope): Promise<{ name: string; count: number }[]> {
    const tag = sql<string>`unnest(${materialFiles.tags})`;
    const rows = await this.db
      .select({ name: tag.as('name'), count: count() })
      .from(materialFiles)
      .where(visible(scope))
      .groupBy(sql`1`)
      .orderBy(desc(count()), asc(sql`1`));
    return rows;
  }

  /**
   * Removes the files deleted before `before` for good, answering the storage keys no remaining
   * file uses (the content and thumbnails to remove from storage).
   */
  async purgeBinned(before: Date): Promise<string[]> {
    const keys = await this.purgeBinnedFiles(before);
    await this.purgeFolders(before);
    return keys;
  }

  private async purgeBinnedFiles(before: Date): Promise<string[]> {
    const gone = await this.db
      .delete(materialFiles)
      .where(and(isNotNull(materialFiles.deletedAt), lt(materialFiles.deletedAt, before)))
      .returning({ sha256: materialFiles.sha256, thumb: materialFiles.thumbSha256 });
    const keys = [...new Set(gone.flatMap((g) => (g.thumb ? [g.sha256, g.thumb] : [g.sha256])))];
    if (keys.length === 0) return [];
    const kept = await this.db
      .select({ sha256: materialFiles.sha256, thumb: materialFiles.thumbSha256 })
      .from(materialFiles)
      .where(or(inArray(materialFiles.sha256, keys), inArray(materialFiles.thumbSha256, keys)));
    const used = new Set(kept.flatMap((k) => [k.sha256, k.thumb]));
    return keys.filter((key) => !used.has(key));
  }

  /** Removes folders deleted before `before` for good; files still naming them go to the root. */
  private async purgeFolders(before: Date): Promise<void> {
    const expired = and(isNotNull(materialDirs.deletedAt), lt(materialDirs.deletedAt, before));
    const ids = (
      await this.db.select({ id: materialDirs.id }).from(materialDirs).where(expired)
    ).map((r) => r.id);
    if (ids.length === 0) return;
    await this.db
      .update(materialFiles)
      .set({ dirId: null })
      .where(inArray(materialFiles.dirId, ids));
    // Children first: a folder goes once no folder names it as parent.
    for (let left = ids.length; left > 0;) {
      // Written out: drizzle leaves a correlated column unqualified inside a subquery.
      const leaf = sql`not exists (select 1 from material_dirs child
        where child.parent_id = "material_dirs"."id")`;
      const gone = await this.db
        .delete(materialDirs)
        .where(and(expired, leaf))
        .returning({ id: materialDirs.id });
      if (gone.length === 0) break;
      left -= gone.length;
    }
  }
}
