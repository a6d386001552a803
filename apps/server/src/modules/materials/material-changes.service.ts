import {
  MATERIAL_TAGS_PER_FILE,
  ROLE_DESIGNER,
  pageInfo,
  type MaterialBatchUpdateBody,
  type MaterialChangedData,
  type MaterialCopiedData,
  type MaterialCopyBody,
  type MaterialDesignerBody,
  type MaterialFidsBody,
  type MaterialListData,
  type MaterialMakeTagBody,
  type MaterialRecycleQuery,
  type MaterialTagsData,
  type MaterialUpdateIsNewBody,
  type MaterialUpdateSortBody,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MaterialLinks } from './material-links';
import { purgeExpired } from './material-purge';
import { existingDir, ownFiles, scopeOf, visibleFiles } from './material-scope';
import type { MaterialStorage } from './material-storage';
import { toMaterialFile } from './materials.mapper';
import type { MaterialsRepository, NewMaterialFile } from './materials.repository';

/**
 * Changes to the library's files (spec 002 §7 `material/file/*`): tags, the new flag, the manual
 * order, batch update, designer credit, copy, and the recycle bin. Only the uploader or an admin
 * changes a file; anyone who sees a file may copy it into a folder as their own.
 */
export class MaterialChangesService {
  constructor(
    private readonly repo: MaterialsRepository,
    private readonly storage: MaterialStorage,
    private readonly links: MaterialLinks,
    private readonly clock: Clock,
  ) {}

  async makeTag(auth: AuthContext, body: MaterialMakeTagBody): Promise<MaterialChangedData> {
    const rows = await this.own(auth, body.fids);
    const tags = [...new Set(body.tags)];
    const next = new Map<number, string[]>();
    for (const row of rows) {
      const result =
        body.mode === 'set'
          ? tags
          : body.mode === 'add'
            ? [...new Set([...row.tags, ...tags])]
            : row.tags.filter((tag) => !tags.includes(tag));
      if (result.length > MATERIAL_TAGS_PER_FILE) {
        throw new AppError('VALIDATION_FAILED', {
          details: [`「${row.name}」的标签将超过 ${MATERIAL_TAGS_PER_FILE} 个`],
        });
      }
      next.set(row.id, result);
    }
    const now = this.clock.now();
    await this.repo.transaction(async (repo) => {
      for (const [fid, fileTags] of next) {
        await repo.updateFiles([fid], { tags: fileTags, updatedAt: now });
      }
    });
    return { changed: next.size };
  }

  async tags(auth: AuthContext): Promise<MaterialTagsData> {
    return { tags: await this.repo.listTags(scopeOf(auth)) };
  }

  updateIsNew(auth: AuthContext, body: MaterialUpdateIsNewBody) {
    return this.change(auth, body.fids, { isNew: body.is_new === 1 });
  }

  updateSort(auth: AuthContext, body: MaterialUpdateSortBody) {
    return this.change(auth, [body.fid], { sort: body.sort });
  }

  async designer(auth: AuthContext, body: MaterialDesignerBody): Promise<MaterialChangedData> {
    await this.checkDesigner(body.designer_id);
    return this.change(auth, body.fids, { designerId: body.designer_id });
  }

  async batchUpdate(auth: AuthContext, body: MaterialBatchUpdateBody) {
    return this.change(auth, body.fid, await this.batchValues(body));
  }

  /** Copies of visible files into a folder, owned by the caller; the content is stored once. */
  async copy(auth: AuthContext, body: MaterialCopyBody): Promise<MaterialCopiedData> {
    const dirId = await existingDir(this.repo, body.new_parent_id);
    const rows = await visibleFiles(this.repo, auth, body.fids);
    const now = this.clock.now();
    const copies = rows.map(
      ({
        id: _id,
        uploaderName: _u,
        creditedId: _c,
        creditedName: _n,
        reviewerName: _r,
        reviewedByName: _rb,
        ...row
      }) =>
        ({
          ...row,
          dirId,
          createdBy: auth.userId,
          createdAt: now,
          updatedAt: now,
        }) satisfies NewMaterialFile,
    );
    return { fids: await this.repo.insertFiles(copies) };
  }

  /**
   * Moves files to the recycle bin; they stay restorable for `MATERIAL_RECYCLE_DAYS`. A 图文 is
   * deleted by its creator only, an admin included (spec 000 §1 `图文素材仅创建人可删除`).
   */
  async delete(auth: AuthContext, body: MaterialFidsBody) {
    const rows = await visibleFiles(this.repo, auth, body.fids);
    const others = rows.filter((r) => r.kind === 'image_text' && r.createdBy !== auth.userId);
    if (others.length > 0) {
      throw new AppError('MATERIAL_IMAGE_TEXT_NOT_CREATOR', {
        params: { names: others.map((r) => `「${r.name}」`).join('、') },
      });
    }
    return this.change(auth, body.fids, { deletedAt: this.clock.now() });
  }

  async restore(auth: AuthContext, body: MaterialFidsBody): Promise<MaterialChangedData> {
    await purgeExpired(this.repo, this.storage, this.clock);
    const rows = await ownFiles(auth, body.fids, (ids, scope) => this.repo.findBinned(ids, scope));
    // A file whose folder is gone meanwhile comes back to the root.
    const dirs = new Set((await this.repo.listDirs()).map((d) => d.id));
    const now = this.clock.now();
    await this.repo.transaction(async (repo) => {
      for (const row of rows) {
        const dirId = row.dirId !== null && dirs.has(row.dirId) ? row.dirId : null;
        await repo.updateFiles([row.id], { deletedAt: null, dirId, updatedAt: now });
      }
    });
    return { changed: rows.length };
  }

  async recycle(auth: AuthContext, query: MaterialRecycleQuery): Promise<MaterialListData> {
    await purgeExpired(this.repo, this.storage, this.clock);
    const { rows, total } = await this.repo.listBinned(query, scopeOf(auth));
    return {
      list: rows.map((row) => toMaterialFile(row, this.links)),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  private async batchValues(body: MaterialBatchUpdateBody): Promise<Partial<NewMaterialFile>> {
    switch (body.field) {
      case 'is_public':
        return { isPublic: body.value === 1 };
      case 'is_new':
        return { isNew: body.value === 1 };
      case 'sort':
        return { sort: body.value };
      case 'designer':
        await this.checkDesigner(body.value);
        return { designerId: body.value };
      case 'dir_id':
        return { dirId: await existingDir(this.repo, body.value) };
      case 'gad_cfg_game_id':
        if (body.value !== 0 && !(await this.repo.gameExists(body.value))) throw notFound('游戏');
        return { gadCfgGameId: body.value === 0 ? null : body.value };
    }
  }

  private async checkDesigner(userId: number) {
    if (!(await this.repo.enabledRoleHolder(userId, ROLE_DESIGNER))) throw notFound('设计师');
  }

  private async change(
    auth: AuthContext,
    fids: readonly number[],
    values: Partial<NewMaterialFile>,
  ): Promise<MaterialChangedData> {
    const rows = await this.own(auth, fids);
    await this.repo.updateFiles(
      rows.map((row) => row.id),
      { ...values, updatedAt: this.clock.now() },
    );
    return { changed: rows.length };
  }

  private own(auth: AuthContext, fids: readonly number[]) {
    return ownFiles(auth, fids, (ids, scope) => this.repo.findFiles(ids, scope));
  }
}
