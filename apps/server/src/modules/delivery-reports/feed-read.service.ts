import {
  ROLE_ADMIN,
  type MaterialUrl,
  type MaterialUrlQuery,
  type ProjectDetail,
  type ProjectReadQuery,
  type PromotionDetail,
  type PromotionReadQuery,
} from '@toufang/contracts';
import { notFound } from '../../lib/app-error';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { Viewer } from '../media-accounts/media-accounts.types';
import type { FeedReadRepository } from './feed-read.repository';
import { projectFields, promotionFields } from './report-rows.mapper';

/**
 * Project and promotion details and material previews (spec 001 §7 "Reads") from the mirror;
 * objects outside the caller's data scope are "not found".
 */
export class FeedReadService {
  constructor(
    private readonly repo: FeedReadRepository,
    private readonly accounts: Pick<MediaAccountsService, 'advertiserIdsInScope'>,
  ) {}

  async project(viewer: Viewer, query: ProjectReadQuery): Promise<ProjectDetail> {
    const row = await this.repo.findObject(
      'project',
      query.project_id,
      query.advertiser_id,
      await this.scopeOf(viewer),
    );
    if (row === undefined) throw notFound('项目');
    return { project: projectFields(row), raw: row.raw };
  }

  async promotion(viewer: Viewer, query: PromotionReadQuery): Promise<PromotionDetail> {
    const row = await this.repo.findObject(
      'promotion',
      query.promotion_id,
      query.advertiser_id,
      await this.scopeOf(viewer),
    );
    if (row === undefined) throw notFound('广告');
    return { promotion: promotionFields(row), raw: row.raw };
  }

  async materialUrl(viewer: Viewer, query: MaterialUrlQuery): Promise<MaterialUrl> {
    const file = await this.repo.findMaterialFile(
      query.vi_id,
      query.type,
      query.advertiser_id,
      await this.scopeOf(viewer),
    );
    if (file === undefined) throw notFound('素材');
    return {
      vi_id: query.vi_id,
      type: file.materialType,
      material_id: file.materialId,
      url: file.url,
      cover_url: file.materialType === 'image' ? (file.coverUrl ?? file.url) : file.coverUrl,
      width: file.width,
      height: file.height,
      duration_ms: file.durationMs,
    };
  }

  private async scopeOf(viewer: Viewer): Promise<string[] | null> {
    return viewer.roles.includes(ROLE_ADMIN)
      ? null
      : this.accounts.advertiserIdsInScope(viewer, 'bytedance');
  }
}
