import type {
  MEDIUM_ADVICE_PATHS,
  PromotionRejectReason,
  RejectReasonAnswer,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import type { Medium } from '../../lib/media-mirror';
import type { TencentReviewReads } from '../../media/tencent/review-reads';
import type { DeliveryMirrorRepository } from './delivery-mirror.repository';
import type { TokenSource } from '../../media/http/token-provider';
import type { BytedanceLegacyWrites } from '../../media/bytedance/legacy-writes';
import type { BytedanceValueReads, RejectReasonRow } from '../../media/bytedance/value-reads';
import type { DeliveryUpdatesService } from './delivery-updates.service';

// Audit advice of the drawer (spec 001 §3 "Reject advice item", §7 "Reads: Reject reasons"): the
// medium's reasons of promotions, 10 ids a call (reference §1.9); a project's advice is that of
// its promotions; a v2 ad's (launchv2) is read the same way from the v2 API. An empty list is
// what the drawer shows as 审核建议不存在. Tencent v3's advice (MEDIUM_ADVICE_PATHS) is the review
// results of dynamic creatives; an adgroup's is that of its creatives as the mirror lists them.

function toAdvice(row: RejectReasonRow, projectId: string | null): PromotionRejectReason {
  return {
    promotion_id: row.promotionId,
    project_id: projectId,
    promotion_reject: row.promotionReject.map((r) => ({
      content: r.content,
      reject_reason: r.reasons,
      suggestion: r.suggestions,
    })),
    items: row.materialReject.map((m) => ({
      type: m.type,
      item: m.item,
      suggestion: m.suggestions,
      reject_reason: m.reasons,
      reject_item: m.item,
      video_id: m.type === 'CREATIVE_VIDEO' ? m.item : null,
    })),
  };
}

const hasAdvice = (row: RejectReasonRow) =>
  row.promotionReject.length > 0 || row.materialReject.length > 0;

export class RejectReasonsService {
  constructor(
    private readonly updates: DeliveryUpdatesService,
    private readonly values: BytedanceValueReads,
    private readonly tokens: (medium: Medium, advertiserId: string) => Promise<TokenSource>,
    private readonly legacy: Pick<BytedanceLegacyWrites, 'rejectReasons'>,
    private readonly tencentReviews: TencentReviewReads,
    private readonly mirror: Pick<DeliveryMirrorRepository, 'creativeIdsOf'>,
  ) {}

  /**
   * The advice of objects of a level of a medium's advice table: a Tencent dynamic creative's
   * review results, or those of an adgroup's creatives.
   */
  async ofMediumLevel(
    auth: AuthContext,
    level: keyof (typeof MEDIUM_ADVICE_PATHS)['tencent'],
    advertiserId: string,
    ids: readonly string[],
  ): Promise<RejectReasonAnswer> {
    await this.updates.requireInScope(auth, 'tencent', [advertiserId]);
    const unique = [...new Set(ids)];
    const mirrorLevel = level === 'adgroup' ? ('ad' as const) : ('creative' as const);
    await this.updates.requireOwned(
      'tencent',
      unique.map((id) => ({ level: mirrorLevel, id, advertiserId })),
    );
    const creativeIds =
      level === 'adgroup'
        ? await this.mirror.creativeIdsOf('tencent', advertiserId, unique)
        : unique;
    if (creativeIds.length === 0) return { list: [] };
    const token = await this.tokens('tencent', advertiserId);
    const rows = await this.tencentReviews.reviewReasons(token, advertiserId, creativeIds);
    return { list: rows.filter(hasAdvice).map((row) => toAdvice(row, null)) };
  }

  /** Ocean Engine v2 ads (计划 of launchv2): the same advice, read through 2/ad/reject_reason/. */
  async ofV2Ads(
    auth: AuthContext,
    advertiserId: string,
    adIds: readonly string[],
  ): Promise<RejectReasonAnswer> {
    await this.updates.requireInScope(auth, 'bytedance_v2', [advertiserId]);
    await this.updates.requireOwned(
      'bytedance_v2',
      adIds.map((id) => ({ level: 'ad' as const, id, advertiserId })),
    );
    const token = await this.tokens('bytedance', advertiserId);
    const rows = await this.legacy.rejectReasons('ad', token, advertiserId, adIds);
    return { list: rows.filter(hasAdvice).map((row) => toAdvice(row, null)) };
  }

  async ofPromotions(
    auth: AuthContext,
    advertiserId: string,
    promotionIds: readonly string[],
  ): Promise<RejectReasonAnswer> {
    await this.updates.requireInScope(auth, 'bytedance', [advertiserId]);
    await this.updates.requireOwned(
      'bytedance',
      promotionIds.map((id) => ({ level: 'ad' as const, id, advertiserId })),
    );
    const token = await this.tokens('bytedance', advertiserId);
    const rows = await this.values.rejectReasons(token, advertiserId, [...new Set(promotionIds)]);
    return { list: rows.filter(hasAdvice).map((row) => toAdvice(row, null)) };
  }

  async ofProjects(
    auth: AuthContext,
    advertiserId: string,
    projectIds: readonly string[],
  ): Promise<RejectReasonAnswer> {
    await this.updates.requireInScope(auth, 'bytedance', [advertiserId]);
    await this.updates.requireOwned(
      'bytedance',
      projectIds.map((id) => ({ level: 'campaign' as const, id, advertiserId })),
    );
    const token = await this.tokens('bytedance', advertiserId);
    const list: PromotionRejectReason[] = [];
    for (const projectId of new Set(projectIds)) {
      const promotionIds = await this.values.promotionIdsOf(token, advertiserId, projectId);
      if (promotionIds.length === 0) continue;
      const rows = await this.values.rejectReasons(token, advertiserId, promotionIds);
      list.push(...rows.filter(hasAdvice).map((row) => toAdvice(row, projectId)));
    }
    return { list };
  }
}
