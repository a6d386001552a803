import type { MaterialListQuery } from '@toufang/contracts';
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  isNull,
  or,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../db/client';
import { games, materialDirs, materialFiles, users } from '../../db/schema';
import { catchDuplicate, containing } from '../../db/sql-helpers';

export type MaterialDirRecord = typeof materialDirs.$inferSelect;
export type MaterialFileRow = typeof materialFiles.$inferSelect;
export type NewMaterialFile = typeof materialFiles.$inferInsert;

export interface MaterialFileRecord extends MaterialFileRow {
  designerName: string;
}

/** Who may see a file: everyone sees public files and their own; `all` is the admin's view. */
export type MaterialScope = { all: true } | { all: false; userId: number };

const fileColumns = { ...getTableColumns(materialFiles), designerName: users.nickName };

function visible(scope: MaterialScope): SQL | undefined {
  if (scope.all) return undefined;
  return or(eq(materialFiles.isPublic, true), eq(materialFiles.createdBy, scope.userId));
}

const dirIs = (dirId: number | null) =>
  dirId === null ? isNull(materialFiles.dirId) : eq(materialFiles.dirId, dirId);

const SORT_COLUMNS = {
  created_at: materialFiles.createdAt,
  name: materialFiles.name,
  size: materialFiles.sizeBytes,
} as const;

export class MaterialsRepository {
  constructor(private readonly db: Db) {}

  listDirs(): Promise<MaterialDirRecord[]> {
    return this.db
      .select()
      .from(materialDirs)
      .orderBy(asc(materialDirs.name), asc(materialDirs.id));
  }

  async findDir(id: number): Promise<MaterialDirRecord | null> {
    const [row] = await this.db.select().from(materialDirs).where(eq(materialDirs.id, id));
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

  async findFiles(ids: readonly number[], scope: MaterialScope): Promise<MaterialFileRecord[]> {
    if (ids.length === 0) return [];
    return this.db
      .select(fileColumns)
      .from(materialFiles)
      .innerJoin(users, eq(users.id, materialFiles.createdBy))
      .where(and(inArray(materialFiles.id, [...ids]), visible(scope)))
      .orderBy(asc(materialFiles.id));
  }

  /** A file of the same content the uploader can see, the oldest first. */
  async findByMd5(md5: string, scope: MaterialScope): Promise<MaterialFileRecord | null> {
    const [row] = await this.db
      .select(fileColumns)
      .from(materialFiles)
      .innerJoin(users, eq(users.id, materialFiles.createdBy))
      .where(and(eq(materialFiles.md5, md5), visible(scope)))
      .orderBy(asc(materialFiles.id))
      .limit(1);
    return row ?? null;
  }

  async insertFile(values: NewMaterialFile): Promise<number> {
    const [row] = await this.db
      .insert(materialFiles)
      .values(values)
      .returning({ id: materialFiles.id });
    if (!row) throw new Error('material file insert failed');
    return row.id;
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
      query.type ? eq(materialFiles.kind, query.type) : undefined,
      query.dir_id === undefined ? undefined : dirIs(query.dir_id === 0 ? null : query.dir_id),
      query.designer ? eq(materialFiles.createdBy, query.designer) : undefined,
      query.gad_cfg_game_id ? eq(materialFiles.gadCfgGameId, query.gad_cfg_game_id) : undefined,
      query.name ? ilike(materialFiles.name, containing(query.name)) : undefined,
    );
    const direction = query.order === 'asc' ? asc : desc;
    const [rows, totals] = await Promise.all([
      this.db
        .select(fileColumns)
        .from(materialFiles)
        .innerJoin(users, eq(users.id, materialFiles.createdBy))
        .where(where)
        .orderBy(direction(SORT_COLUMNS[query.sort]), direction(materialFiles.id))
        .limit(query.per_page)
        .offset((query.page - 1) * query.per_page),
      this.db.select({ n: count() }).from(materialFiles).where(where),
    ]);
    return { rows, total: totals[0]?.n ?? 0 };
  }
}
