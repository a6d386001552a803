import {
  ROLE_ADMIN,
  type MaterialBinnedFoldersData,
  type MaterialChangedData,
  type MaterialDirIdBody,
  type MaterialFolderCountData,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { subtree, type MaterialFoldersRepository } from './material-folders.repository';
import { purgeExpired } from './material-purge';
import type { MaterialStorage } from './material-storage';
import { RECYCLE_MS } from './materials.mapper';

const DIR = '文件夹';

/**
 * Deleting a folder sends it, the folders below it and every live file in them to the recycle bin
 * at one instant; restoring it brings back exactly what went with it. Only an admin, or the
 * folder's creator when every file in it is theirs, deletes or restores a folder.
 */
export class MaterialFoldersService {
  constructor(
    private readonly repo: MaterialFoldersRepository,
    private readonly storage: MaterialStorage,
    private readonly clock: Clock,
  ) {}

  async count(dirId: number): Promise<MaterialFolderCountData> {
    const { ids } = await this.liveSubtree(dirId);
    const files = await this.repo.liveFilesIn(ids);
    return { folders: ids.length - 1, files: files.length };
  }

  async remove(auth: AuthContext, body: MaterialDirIdBody): Promise<MaterialChangedData> {
    const { dir, ids } = await this.liveSubtree(body.dir_id);
    const files = await this.repo.liveFilesIn(ids);
    if (
      !isAdmin(auth) &&
      (dir.createdBy !== auth.userId || files.some((f) => f.createdBy !== auth.userId))
    ) {
      throw new AppError('MATERIAL_FOLDER_NOT_OWNER');
    }
    // 图文 are deleted by their creators only, an admin included (spec 000 §1).
    const others = files.filter((f) => f.kind === 'image_text' && f.createdBy !== auth.userId);
    if (others.length > 0) {
      throw new AppError('MATERIAL_IMAGE_TEXT_NOT_CREATOR', {
        params: { names: others.map((f) => `「${f.name}」`).join('、') },
      });
    }
    const now = this.clock.now();
    await this.repo.folderTransaction((repo) =>
      repo.binFolders(
        ids,
        files.map((f) => f.id),
        now,
      ),
    );
    return { changed: files.length };
  }

  async restore(auth: AuthContext, body: MaterialDirIdBody): Promise<MaterialChangedData> {
    await purgeExpired(this.repo, this.storage, this.clock);
    const all = await this.repo.allDirs();
    const dir = all.find((d) => d.id === body.dir_id);
    const at = dir?.deletedAt;
    if (!dir || !at || (!isAdmin(auth) && dir.createdBy !== auth.userId)) throw notFound(DIR);
    const parent = dir.parentId === null ? undefined : all.find((d) => d.id === dir.parentId);
    // Inside a folder that went to the bin at the same instant: restore that one instead.
    if (parent?.deletedAt?.getTime() === at.getTime()) throw notFound(DIR);
    const parentId = parent && parent.deletedAt === null ? parent.id : null;
    const siblings = all.filter((d) => d.deletedAt === null && d.parentId === parentId);
    if (siblings.some((d) => d.name === dir.name)) throw conflict(`同名${DIR}`);
    const ids = subtree(all, dir.id).filter(
      (id) => all.find((d) => d.id === id)?.deletedAt?.getTime() === at.getTime(),
    );
    const files = await this.repo.folderTransaction((repo) =>
      repo.restoreFolders(ids, at, parentId, this.clock.now()),
    );
    return { changed: files };
  }

  async binned(auth: AuthContext): Promise<MaterialBinnedFoldersData> {
    await purgeExpired(this.repo, this.storage, this.clock);
    const rows = await this.repo.listBinnedFolders(isAdmin(auth) ? null : auth.userId);
    return {
      list: rows.map(({ dir, files }) => {
        const deletedAt = dir.deletedAt ?? this.clock.now();
        return {
          id: dir.id,
          name: dir.name,
          parent_id: dir.parentId ?? 0,
          files,
          deleted_at: deletedAt.toISOString(),
          purge_at: new Date(deletedAt.getTime() + RECYCLE_MS).toISOString(),
        };
      }),
    };
  }

  private async liveSubtree(dirId: number) {
    const dirs = await this.repo.listDirs();
    const dir = dirs.find((d) => d.id === dirId);
    if (!dir) throw notFound(DIR);
    return { dir, ids: subtree(dirs, dir.id) };
  }
}

const isAdmin = (auth: AuthContext) => auth.roles.includes(ROLE_ADMIN);
