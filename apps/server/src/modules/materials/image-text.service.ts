import { createHash } from 'node:crypto';
import type { MaterialFile, MaterialImageTextBody, MediumKey } from '@toufang/contracts';
import { imageTextMedia, imageTextRefusals, MATERIAL_REVIEW_START } from '@toufang/domain';
import type { StoredImageText } from '../../db/schema';
import type { AuthContext } from '../../http/access';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MaterialLinks } from './material-links';
import { existingDir, scopeOf } from './material-scope';
import { toMaterialFile } from './materials.mapper';
import type { MaterialsRepository } from './materials.repository';

/** The format a 图文 row carries (it has no file of its own). */
export const IMAGE_TEXT_FORMAT = 'image_text';

/** Where a new 图文 is reviewed first (assigned like an upload). */
export interface ImageTextReview {
  assignReviewer(): Promise<number | null>;
}

/**
 * 图文 (image-text) materials: library images in order with a text, kept as one library item
 * (docs/architecture/materials.md "图文"). The row holds the chosen images' content keys, so the
 * 图文 shows and pushes what was picked; its thumbnail and link are its first image's.
 */
export class ImageTextService {
  constructor(
    private readonly repo: MaterialsRepository,
    private readonly links: MaterialLinks,
    private readonly clock: Clock,
    private readonly review: ImageTextReview,
  ) {}

  async create(auth: AuthContext, body: MaterialImageTextBody): Promise<MaterialFile> {
    const reasons = imageTextRefusals({
      name: body.name,
      text: body.text,
      imageIds: body.image_ids,
    });
    if (reasons.length > 0) throw new AppError('VALIDATION_FAILED', { details: reasons });
    const dirId = await existingDir(this.repo, body.dir_id);
    if (body.gad_cfg_game_id && !(await this.repo.gameExists(body.gad_cfg_game_id))) {
      throw notFound('游戏');
    }
    const rows = await this.repo.findFiles(body.image_ids, scopeOf(auth));
    const byId = new Map(rows.map((row) => [row.id, row]));
    const missing = body.image_ids.filter((id) => !byId.has(id));
    if (missing.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        details: [`图片不存在或无权使用：${missing.join('、')}`],
      });
    }
    const images = body.image_ids.map((id) => byId.get(id)!);
    const notImages = images.filter((row) => row.kind !== 'image');
    if (notImages.length > 0) {
      throw new AppError('VALIDATION_FAILED', {
        details: [`图文只能由图片组成：${notImages.map((r) => `「${r.name}」`).join('、')}`],
      });
    }
    const media = imageTextMedia(images.map((row) => ({ media: row.media as MediumKey[] })));
    if (media.length === 0) {
      throw new AppError('VALIDATION_FAILED', {
        details: ['没有媒体能投放这组图片：请检查图片数量及各媒体的图片格式和大小要求'],
      });
    }
    const text = body.text.trim();
    const stored: StoredImageText = {
      text,
      images: images.map((row) => ({
        fid: row.id,
        name: row.name,
        format: row.format,
        md5: row.md5,
        sha256: row.sha256,
        thumbSha256: row.thumbSha256,
        sizeBytes: row.sizeBytes,
        width: row.width,
        height: row.height,
      })),
    };
    const [cover] = images;
    const now = this.clock.now();
    const fid = await this.repo.insertFile({
      dirId,
      name: body.name.trim(),
      kind: 'image_text',
      format: IMAGE_TEXT_FORMAT,
      md5: createHash('md5')
        .update(JSON.stringify([text, images.map((row) => row.md5)]))
        .digest('hex'),
      sha256: cover!.sha256,
      sizeBytes: images.reduce((sum, row) => sum + row.sizeBytes, 0),
      width: cover!.width,
      height: cover!.height,
      thumbSha256: cover!.thumbSha256,
      media,
      isPublic: body.is_public === 1,
      gadCfgGameId: body.gad_cfg_game_id ?? null,
      isNew: true,
      imageText: stored,
      reviewStatus: MATERIAL_REVIEW_START,
      reviewerId: await this.review.assignReviewer(),
      createdBy: auth.userId,
      createdAt: now,
      updatedAt: now,
    });
    const [row] = await this.repo.findFiles([fid], scopeOf(auth));
    if (!row) throw notFound('图文');
    return toMaterialFile(row, this.links);
  }
}
