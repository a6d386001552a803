import {
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
  type MediumKey,
  pageInfo,
} from '@toufang/contracts';
import { fitMaterial, MATERIAL_REVIEW_START } from '@toufang/domain';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { AuthContext } from '../../http/access';
import { AppError, conflict, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { IncomingFile } from './incoming-file';
import { type MaterialProbe, probeMaterial } from './material-probe';
import { existingDir, FILE, ownFiles, scopeOf } from './material-scope';
import { purgeExpired } from './material-purge';
import type { ByteRange, MaterialStorage } from './material-storage';
import type { MaterialLinkParts, MaterialLinks } from './material-links';
import {
  contentTypeOf,
  THUMB_CONTENT_TYPE,
  toMaterialDir,
  toMaterialFile,
} from './materials.mapper';
import type { MaterialDirRecord, MaterialsRepository } from './materials.repository';

const DIR = '文件夹';

export interface MaterialUpload {
  fileName: string;
  /** The received bytes on local disk; the caller removes the file afterwards. */
  file: IncomingFile;
  fields: MaterialUploadFields;
}

/** Who a file entering review waits for (`MaterialReviewService`). */
export interface ReviewAssignment {
  assignReviewer(): Promise<number | null>;
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
    private readonly review: ReviewAssignment,
    private readonly ffmpegPath: string,
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
    await this.own(auth, [body.fid]);
    await this.repo.updateFiles([body.fid], { name: body.new_name, updatedAt: this.clock.now() });
    return this.file(auth, body.fid);
  }

  async move(auth: AuthContext, body: MaterialMoveBody): Promise<{ moved: number }> {
    const dirId = await this.existingDir(body.new_parent_id);
    const fids = [...new Set(body.fids)];
    await this.own(auth, fids);
    await this.repo.updateFiles(fids, { dirId, updatedAt: this.clock.now() });
    return { moved: fids.length };
  }

  /**
   * Keeps an uploaded file after every check passed; a refused file leaves nothing behind. The same
   * content already in the library is answered (to reuse it) unless `replace` is 1: then that file
   * takes the new name, folder and settings.
   */
  async upload(auth: AuthContext, upload: MaterialUpload): Promise<MaterialFile> {
    const { fields, file } = upload;
    const name = await this.checkUploadTarget(upload.fileName, fields);
    const dirId = await this.existingDir(fields.dir_id);

    const probe = await probeMaterial(file.path, this.ffmpegPath);
    if (probe.kind === 'unreadable') {
      throw new AppError('MATERIAL_IMAGE_UNREADABLE', { params: { name } });
    }
    if (probe.kind === 'unsupported') {
      const reason = `不支持 ${probe.format.toUpperCase()} 格式`;
      throw new AppError('MATERIAL_REJECTED', { params: { name, reason } });
    }
    const fit = fitMaterial({ kind: probe.kind, format: probe.format, bytes: file.size });
    if (fit.accepted.length === 0) {
      throw new AppError('MATERIAL_REJECTED', {
        params: { name, reason: fit.refusals.join('；') },
      });
    }

    if (fields.fid !== undefined) {
      return this.replaceContent(auth, fields.fid, file, probe, fit.accepted);
    }

    const settings = {
      dirId,
      name,
      isPublic: fields.is_public === '1',
      gadCfgGameId: fields.gad_cfg_game_id ?? null,
    };
    const { md5 } = file;
    const existing = await this.repo.findByMd5(md5, scopeOf(auth));
    if (existing) {
      if (fields.replace !== '1') {
        throw new AppError('MATERIAL_DUPLICATE', {
          params: { name, existing: existing.name },
          data: { file: toMaterialFile(existing, this.links) },
        });
      }
      await this.own(auth, [existing.id]);
      await this.repo.updateFiles([existing.id], { ...settings, updatedAt: this.clock.now() });
      return this.file(auth, existing.id);
    }

    await this.storage.putFile(file.sha256, file.path);
    const thumbSha256 = probe.thumbnail ? await this.storage.put(probe.thumbnail) : null;
    const now = this.clock.now();
    const fid = await this.repo.insertFile({
      ...settings,
      kind: probe.kind,
      format: probe.format,
      md5,
      sha256: file.sha256,
      sizeBytes: file.size,
      width: probe.width,
      height: probe.height,
      durationMs: probe.kind === 'video' ? probe.durationMs : null,
      rotation: probe.kind === 'video' ? probe.rotation : null,
      codec: probe.kind === 'video' ? probe.codec : null,
      thumbSha256,
      media: fit.accepted,
      isNew: true,
      reviewStatus: MATERIAL_REVIEW_START,
      reviewerId: await this.review.assignReviewer(),
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    });
    return this.file(auth, fid);
  }

  /**
   * The upload's file name, folder and game are checked before any byte is taken (a resumable
   * upload checks them when it starts); answers the name the file is kept under.
   */
  async checkUploadTarget(fileName: string, fields: MaterialUploadFields): Promise<string> {
    const name = path.basename(fileName.replaceAll('\\', '/')).trim();
    if (!name) throw new AppError('VALIDATION_FAILED', { details: ['请选择要上传的文件'] });
    await this.existingDir(fields.dir_id);
    if (fields.gad_cfg_game_id && !(await this.repo.gameExists(fields.gad_cfg_game_id))) {
      throw notFound('游戏');
    }
    return name;
  }

  /**
   * New content for one of the caller's files: the file keeps its id, name, folder, tags and
   * settings, and goes back to review (a decision on the old content says nothing about the new).
   * A file pushed to media accounts is refused (`MATERIAL_REPLACE_PUSHED`): its media ids would
   * name the old content.
   */
  private async replaceContent(
    auth: AuthContext,
    fid: number,
    file: IncomingFile,
    probe: Exclude<MaterialProbe, { kind: 'unreadable' | 'unsupported' }>,
    media: MediumKey[],
  ): Promise<MaterialFile> {
    const [current] = await this.own(auth, [fid]);
    if (current?.kind === 'image_text') {
      throw new AppError('VALIDATION_FAILED', {
        details: [`「${current.name}」是图文，不能替换内容；请新建图文`],
      });
    }
    // The media keep the content they were sent under their own ids: new content here would make
    // the library and the accounts disagree while the push records say the file is there.
    const pushed = await this.repo.pushedAccounts(fid);
    if (pushed > 0) {
      throw new AppError('MATERIAL_REPLACE_PUSHED', {
        params: { name: current?.name ?? '', count: pushed },
      });
    }
    await this.storage.putFile(file.sha256, file.path);
    const thumbSha256 = probe.thumbnail ? await this.storage.put(probe.thumbnail) : null;
    await this.repo.updateFiles([fid], {
      kind: probe.kind,
      format: probe.format,
      md5: file.md5,
      sha256: file.sha256,
      sizeBytes: file.size,
      width: probe.width,
      height: probe.height,
      durationMs: probe.kind === 'video' ? probe.durationMs : null,
      rotation: probe.kind === 'video' ? probe.rotation : null,
      codec: probe.kind === 'video' ? probe.codec : null,
      thumbSha256,
      // New content: the poster backfill may try it once more.
      posterTriedAt: null,
      media,
      reviewStatus: MATERIAL_REVIEW_START,
      rejectReason: null,
      rejectImage: null,
      reviewerId: await this.review.assignReviewer(),
      reviewedBy: null,
      reviewedAt: null,
      updatedAt: this.clock.now(),
    });
    return this.file(auth, fid);
  }

  async list(auth: AuthContext, query: MaterialListQuery): Promise<MaterialListData> {
    await purgeExpired(this.repo, this.storage, this.clock);
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
    // A 图文's content is its first image's.
    const format = row.imageText?.images[0]?.format ?? row.format;
    const contentType = variant === 'thumb' ? THUMB_CONTENT_TYPE : contentTypeOf(format);
    return { key, size, contentType } satisfies MaterialContent;
  }

  /** What a signed link opens (`MaterialLinks`); the link itself is the permission. */
  async linked(parts: MaterialLinkParts): Promise<MaterialContent & { remainingS: number }> {
    const link = this.links.open(parts);
    const size = link ? await this.storage.size(link.key) : null;
    if (!link || size === null) throw new AppError('MATERIAL_LINK_INVALID');
    return { ...link, size };
  }

  read(key: string, range?: ByteRange): Promise<Readable> {
    return this.storage.read(key, range);
  }

  private async file(auth: AuthContext, fid: number): Promise<MaterialFile> {
    const [row] = await this.repo.findFiles([fid], scopeOf(auth));
    if (!row) throw notFound(FILE);
    return toMaterialFile(row, this.links);
  }

  private existingDir(dirId: number) {
    return existingDir(this.repo, dirId);
  }

  private own(auth: AuthContext, fids: readonly number[]) {
    return ownFiles(auth, fids, (ids, scope) => this.repo.findFiles(ids, scope));
  }
}
