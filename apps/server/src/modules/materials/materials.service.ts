import {
  ROLE_ADMIN,
  type MaterialDirData,
  type MaterialFile,
  type MaterialListData,
  type MaterialListQuery,
  type MaterialMkdirBody,
  type MaterialMoveBody,
  type MaterialRenameBody,
  type MaterialTreeData,
  type MaterialTreeNode,
  type MaterialUploadFields,
  pageInfo,
} from '@toufang/contracts';
import { fitMaterial } from '@toufang/domain';
import { createHash } from 'node:crypto';
import path from 'node:path';
import type { AuthContext } from '../../http/access';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import { probeMaterial } from './material-probe';
import type { ByteRange, MaterialStorage } from './material-storage';
import type { MaterialLinkParts, MaterialLinks } from './material-links';
import {
  contentTypeOf,
  THUMB_CONTENT_TYPE,
  toMaterialDir,
  toMaterialFile,
} from './materials.mapper';
import type {
  MaterialDirRecord,
  MaterialFileRecord,
  MaterialScope,
  MaterialsRepository,
} from './materials.repository';

const DIR = '文件夹';
const FILE = '素材';

export interface MaterialUpload {
  fileName: string;
  data: Buffer;
  fields: MaterialUploadFields;
}

export interface MaterialContent {
  key: string;
  size: number;
  contentType: string;
}

/**
 * The material library (spec 002 §3, §7): shared folders, and files every user sees when public or
 * their own (an admin sees all). Only the uploader or an admin changes a file.
 */
export class MaterialsService {
  constructor(
    private readonly repo: MaterialsRepository,
    private readonly storage: MaterialStorage,
    private readonly links: MaterialLinks,
    private readonly clock: Clock,
  ) {}

  async tree(): Promise<MaterialTreeData> {
    const dirs = await this.repo.listDirs();
    const nodes = new Map<number, MaterialTreeNode>(
      dirs.map((d) => [d.id, { id: d.id, name: d.name, children: [] }]),
    );
    const tree: MaterialTreeNode[] = [];
    for (const dir of dirs) {
      const node = nodes.get(dir.id);
      if (!node) continue;
      const parent = dir.parentId === null ? undefined : nodes.get(dir.parentId);
      (parent ? parent.children : tree).push(node);
    }
    return { tree };
  }

  async dir(dirId: number): Promise<MaterialDirData> {
    const dirs = await this.repo.listDirs();
    const byId = new Map(dirs.map((d) => [d.id, d]));
    const parentId = dirId === 0 ? null : dirId;
    const dir = parentId === null ? null : byId.get(parentId);
    if (dir === undefined) throw notFound(DIR);
    const above: MaterialDirRecord[] = [];
    for (let up = dir?.parentId ?? null; up !== null; up = byId.get(up)?.parentId ?? null) {
      const next = byId.get(up);
      if (!next) break;
      above.unshift(next);
    }
    return {
      dir: dir ? toMaterialDir(dir) : null,
      path: above.map(toMaterialDir),
      dirs: dirs.filter((d) => d.parentId === parentId).map(toMaterialDir),
    };
  }

  async mkdir(auth: AuthContext, body: MaterialMkdirBody) {
    const parentId = await this.existingDir(body.dir_id);
    const siblings = (await this.repo.listDirs()).filter((d) => d.parentId === parentId);
    if (siblings.some((d) => d.name === body.dir_name)) throw conflict(`同名${DIR}`);
    const row = await this.repo.insertDir({
      parentId,
      name: body.dir_name,
      createdBy: auth.userId,
      createdAt: this.clock.now(),
    });
    // A concurrent mkdir of the same name passes the check above and lands here.
    if (row === 'duplicate') throw conflict(`同名${DIR}`);
    return toMaterialDir(row);
  }

  async rename(auth: AuthContext, body: MaterialRenameBody): Promise<MaterialFile> {
    await this.ownFiles(auth, [body.fid]);
    await this.repo.updateFiles([body.fid], { name: body.new_name, updatedAt: this.clock.now() });
    return this.file(auth, body.fid);
  }

  async move(auth: AuthContext, body: MaterialMoveBody): Promise<{ moved: number }> {
    const dirId = await this.existingDir(body.new_parent_id);
    const fids = [...new Set(body.fids)];
    await this.ownFiles(auth, fids);
    await this.repo.updateFiles(fids, { dirId, updatedAt: this.clock.now() });
    return { moved: fids.length };
  }

  /**
   * Keeps an uploaded file after every check passed; a refused file leaves nothing behind. The same
   * content already in the library is answered (to reuse it) unless `replace` is 1: then that file
   * takes the new name, folder and settings.
   */
  async upload(auth: AuthContext, upload: MaterialUpload): Promise<MaterialFile> {
    const { fields } = upload;
    const name = path.basename(upload.fileName.replaceAll('\\', '/')).trim();
    if (!name) throw new AppError('VALIDATION_FAILED', { details: ['请选择要上传的文件'] });
    const dirId = await this.existingDir(fields.dir_id);
    if (fields.gad_cfg_game_id && !(await this.repo.gameExists(fields.gad_cfg_game_id))) {
      throw notFound('游戏');
    }

    const probe = await probeMaterial(upload.data);
    if (probe.kind === 'unreadable') {
      throw new AppError('MATERIAL_IMAGE_UNREADABLE', { params: { name } });
    }
    if (probe.kind === 'unsupported') {
      const reason = `不支持 ${probe.format.toUpperCase()} 格式`;
      throw new AppError('MATERIAL_REJECTED', { params: { name, reason } });
    }
    const fit = fitMaterial({ kind: probe.kind, format: probe.format, bytes: upload.data.length });
    if (fit.accepted.length === 0) {
      throw new AppError('MATERIAL_REJECTED', {
        params: { name, reason: fit.refusals.join('；') },
      });
    }

    const settings = {
      dirId,
      name,
      isPublic: fields.is_public === '1',
      gadCfgGameId: fields.gad_cfg_game_id ?? null,
    };
    const md5 = createHash('md5').update(upload.data).digest('hex');
    const existing = await this.repo.findByMd5(md5, scopeOf(auth));
    if (existing) {
      if (fields.replace !== '1') {
        throw new AppError('MATERIAL_DUPLICATE', {
          params: { name, existing: existing.name },
          data: { file: toMaterialFile(existing, this.links) },
        });
      }
      await this.ownFiles(auth, [existing.id]);
      await this.repo.updateFiles([existing.id], { ...settings, updatedAt: this.clock.now() });
      return this.file(auth, existing.id);
    }

    const sha256 = await this.storage.put(upload.data);
    const thumbSha256 = probe.kind === 'image' ? await this.storage.put(probe.thumbnail) : null;
    const now = this.clock.now();
    const fid = await this.repo.insertFile({
      ...settings,
      kind: probe.kind,
      format: probe.format,
      md5,
      sha256,
      sizeBytes: upload.data.length,
      width: probe.width,
      height: probe.height,
      durationMs: probe.kind === 'video' ? probe.durationMs : null,
      thumbSha256,
      media: fit.accepted,
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    });
    return this.file(auth, fid);
  }

  async list(auth: AuthContext, query: MaterialListQuery): Promise<MaterialListData> {
    const { rows, total } = await this.repo.listFiles(query, scopeOf(auth));
    return {
      list: rows.map((row) => toMaterialFile(row, this.links)),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  /** Where a visible file's content (or its thumbnail) is stored. */
  async content(auth: AuthContext, fid: number, variant: 'original' | 'thumb') {
    const [row] = await this.repo.findFiles([fid], scopeOf(auth));
    if (!row) throw notFound(FILE);
    const key = variant === 'thumb' ? row.thumbSha256 : row.sha256;
    if (!key) throw notFound('缩略图');
    const size = await this.storage.size(key);
    if (size === null) throw notFound(FILE);
    const contentType = variant === 'thumb' ? THUMB_CONTENT_TYPE : contentTypeOf(row.format);
    return { key, size, contentType } satisfies MaterialContent;
  }

  /** What a signed link opens (`MaterialLinks`); the link itself is the permission. */
  async linked(parts: MaterialLinkParts): Promise<MaterialContent & { remainingS: number }> {
    const link = this.links.open(parts);
    const size = link ? await this.storage.size(link.key) : null;
    if (!link || size === null) throw new AppError('MATERIAL_LINK_INVALID');
    return { ...link, size };
  }

  read(key: string, range?: ByteRange) {
    return this.storage.read(key, range);
  }

  private async file(auth: AuthContext, fid: number): Promise<MaterialFile> {
    const [row] = await this.repo.findFiles([fid], scopeOf(auth));
    if (!row) throw notFound(FILE);
    return toMaterialFile(row, this.links);
  }

  /** The folder for an id from a form (`0` is the root, answered as null). */
  private async existingDir(dirId: number): Promise<number | null> {
    if (dirId === 0) return null;
    if (!(await this.repo.findDir(dirId))) throw notFound(DIR);
    return dirId;
  }

  /** Refuses unless every file is visible and the caller's own (or the caller is an admin). */
  private async ownFiles(
    auth: AuthContext,
    fids: readonly number[],
  ): Promise<MaterialFileRecord[]> {
    const rows = await this.repo.findFiles(fids, scopeOf(auth));
    if (rows.length !== fids.length) throw notFound(FILE);
    if (!isAdmin(auth) && rows.some((row) => row.createdBy !== auth.userId)) {
      throw new AppError('MATERIAL_NOT_OWNER');
    }
    return rows;
  }
}

const isAdmin = (auth: AuthContext) => auth.roles.includes(ROLE_ADMIN);

function scopeOf(auth: AuthContext): MaterialScope {
  return isAdmin(auth) ? { all: true } : { all: false, userId: auth.userId };
}
