import { and, asc, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { materialDirs, materialFiles } from '../../db/schema';
import { type MaterialDirRecord, MaterialsRepository } from './materials.repository';

const parent = alias(materialDirs, 'parent_dir');

/** Folders in and out of the recycle bin. */
export class MaterialFoldersRepository extends MaterialsRepository {
  constructor(db: Db) {
    super(db);
  }

  folderTransaction<T>(fn: (repo: MaterialFoldersRepository) => Promise<T>): Promise<T> {
    return this.db.transaction((tx) => fn(new MaterialFoldersRepository(tx)));
  }

  /** Every folder, live or deleted (to walk a deleted folder's subtree). */
  allDirs(): Promise<MaterialDirRecord[]> {
    return this.db.select().from(materialDirs).orderBy(asc(materialDirs.id));
  }

  /** Live files in the folders, whoever uploaded them. */
  async liveFilesIn(dirIds: readonly number[]) {
    if (dirIds.length === 0) return [];
    return this.db
      .select({
        id: materialFiles.id,
        name: materialFiles.name,
        kind: materialFiles.kind,
        createdBy: materialFiles.createdBy,
      })
      .from(materialFiles)
      .where(and(inArray(materialFiles.dirId, [...dirIds]), isNull(materialFiles.deletedAt)));
  }

  async binFolders(dirIds: readonly number[], fileIds: readonly number[], at: Date) {
    await this.db
      .update(materialDirs)
      .set({ deletedAt: at })
      .where(inArray(materialDirs.id, [...dirIds]));
    if (fileIds.length > 0) {
      await this.db
        .update(materialFiles)
        .set({ deletedAt: at, updatedAt: at })
        .where(inArray(materialFiles.id, [...fileIds]));
    }
  }

  /** Brings back the folders and the files that went to the bin with them (the same instant). */
  async restoreFolders(dirIds: readonly number[], at: Date, parentId: number | null, now: Date) {
    const [top] = dirIds;
    if (top === undefined) return 0;
    await this.db
      .update(materialDirs)
      .set({ deletedAt: null })
      .where(and(inArray(materialDirs.id, [...dirIds]), eq(materialDirs.deletedAt, at)));
    await this.db.update(materialDirs).set({ parentId }).where(eq(materialDirs.id, top));
    const files = await this.db
      .update(materialFiles)
      .set({ deletedAt: null, updatedAt: now })
      .where(and(inArray(materialFiles.dirId, [...dirIds]), eq(materialFiles.deletedAt, at)))
      .returning({ id: materialFiles.id });
    return files.length;
  }

  /**
   * Deleted folders at the top of what went to the bin together (their parent is live, or went at
   * another time), the caller's own unless `all`, with the files that went with them.
   */
  async listBinnedFolders(createdBy: number | null) {
    const withParent = and(
      isNotNull(materialDirs.deletedAt),
      createdBy === null ? undefined : eq(materialDirs.createdBy, createdBy),
    );
    const rows = await this.db
      .select({ dir: materialDirs, parentDeletedAt: parent.deletedAt })
      .from(materialDirs)
      .leftJoin(parent, eq(parent.id, materialDirs.parentId))
      .where(withParent)
      .orderBy(desc(materialDirs.deletedAt), desc(materialDirs.id));
    const tops = rows
      .filter((r) => r.parentDeletedAt?.getTime() !== r.dir.deletedAt?.getTime())
      .map((r) => r.dir);
    const all = await this.allDirs();
    return Promise.all(
      tops.map(async (dir) => {
        const ids = subtree(all, dir.id).filter(
          (id) => all.find((d) => d.id === id)?.deletedAt?.getTime() === dir.deletedAt?.getTime(),
        );
        const [n] = await this.db
          .select({ n: count() })
          .from(materialFiles)
          .where(
            and(
              inArray(materialFiles.dirId, ids),
              eq(materialFiles.deletedAt, dir.deletedAt ?? new Date(0)),
            ),
          );
        return { dir, files: n?.n ?? 0 };
      }),
    );
  }
}

/** The folder and every folder below it, by id. */
export function subtree(dirs: readonly MaterialDirRecord[], rootId: number): number[] {
  const ids = [rootId];
  for (let i = 0; i < ids.length; i += 1) {
    for (const dir of dirs) if (dir.parentId === ids[i]) ids.push(dir.id);
  }
  return ids;
}
