import {
  MATERIAL_REVIEW_ABILITY,
  pageInfo,
  type MaterialReviewBody,
  type MaterialReviewedData,
  type MaterialReviewImageData,
  type MaterialReviewTasksData,
  type MaterialReviewTasksQuery,
} from '@toufang/contracts';
import { checkReviewDecision, pickReviewer, reviewRecord } from '@toufang/domain';
import sharp from 'sharp';
import type { AuthContext } from '../../http/access';
import { AppError, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { MaterialLinks } from './material-links';
import { FILE } from './material-scope';
import type { MaterialStorage } from './material-storage';
import { REJECT_IMAGE_TYPE, toMaterialFile } from './materials.mapper';
import type { MaterialReviewRepository } from './material-review.repository';

/** The largest screenshot a rejection may carry. */
export const REJECT_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const REJECT_IMAGE_SIDE = 1600;

/**
 * The material review (spec 002 §3 "Material review", §6, §7 `material/file/review`,
 * `review/tasks`). Every upload waits `pending` for the reviewer it was assigned to; a reviewer
 * approves or rejects many files at once, and may decide files assigned to a colleague: the
 * colleague stays the file's reviewer (审核人), the one deciding is recorded as the actual reviewer
 * (实际审核人).
 */
export class MaterialReviewService {
  constructor(
    private readonly repo: MaterialReviewRepository,
    private readonly storage: MaterialStorage,
    private readonly links: MaterialLinks,
    private readonly clock: Clock,
  ) {}

  /** The reviewer a file entering review waits for: the least loaded one, null when none. */
  async assignReviewer(): Promise<number | null> {
    return pickReviewer(await this.repo.reviewerLoads(MATERIAL_REVIEW_ABILITY));
  }

  async tasks(
    auth: AuthContext,
    query: MaterialReviewTasksQuery,
  ): Promise<MaterialReviewTasksData> {
    const [{ rows, total }, counts, minePending] = await Promise.all([
      this.repo.listQueue(query, auth.userId),
      this.repo.countByStatus(query, auth.userId),
      this.repo.pendingFor(auth.userId),
    ]);
    return {
      list: rows.map((row) => toMaterialFile(row, this.links)),
      page_info: pageInfo(query.page, query.per_page, total),
      counts,
      mine_pending: minePending,
    };
  }

  /** One decision for every named file; a bad decision or a missing file changes none. */
  async review(auth: AuthContext, body: MaterialReviewBody): Promise<MaterialReviewedData> {
    const decision = checkReviewDecision(body);
    if (!decision.ok) throw new AppError('VALIDATION_FAILED', { details: decision.problems });
    if (decision.rejectImage !== null && (await this.storage.size(decision.rejectImage)) === null) {
      throw new AppError('VALIDATION_FAILED', { details: ['驳回截图不存在，请重新上传'] });
    }
    const fids = [...new Set(body.file_ids)];
    const now = this.clock.now();
    await this.repo.reviewTransaction(async (repo) => {
      const rows = await repo.findLive(fids);
      if (rows.length !== fids.length) throw notFound(FILE);
      for (const row of rows) {
        const record = reviewRecord(row.reviewerId, auth.userId);
        await repo.updateFile(row.id, {
          reviewStatus: decision.status,
          rejectReason: decision.rejectReason,
          rejectImage: decision.rejectImage,
          reviewerId: record.reviewerId,
          reviewedBy: record.reviewedBy,
          reviewedAt: now,
          updatedAt: now,
        });
      }
    });
    return { reviewed: fids.length };
  }

  /**
   * Keeps a screenshot for a rejection. It must decode as an image; it is kept as WebP no larger
   * than 1600 px a side, without its metadata, so every stored screenshot is served the same way.
   */
  async rejectImage(fileName: string, data: Buffer): Promise<MaterialReviewImageData> {
    const name = fileName || '驳回截图';
    let webp: Buffer;
    try {
      webp = await sharp(data, { failOn: 'error' })
        .rotate()
        .resize(REJECT_IMAGE_SIDE, REJECT_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 85 })
        .toBuffer();
    } catch {
      throw new AppError('MATERIAL_IMAGE_UNREADABLE', { params: { name } });
    }
    const key = await this.storage.put(webp);
    return { reject_image: key, url: this.links.sign(key, REJECT_IMAGE_TYPE) };
  }
}
