import type { PromotionRejectReason, RejectReasonAnswer } from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import type { TokenSource } from '../../media/http/token-provider';
import type { BytedanceValueReads, RejectReasonRow } from '../../media/bytedance/value-reads';
import type { FeedUpdatesService } from './feed-updates.service';

// Audit advice of the drawer (spec 001 §3 "Reject advice item", §7 "Reads: Reject reasons"): the
// medium's reasons of promotions, 10 ids a call (reference §1.9); a project's advice is that of
// its promotions. An empty list is what the drawer shows as 审核建议不存在.

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
    private readonly updates: FeedUpdatesService,
    private readonly values: BytedanceValueReads,
    private readonly tokens: (medium: 'bytedance', advertiserId: string) => Promise<TokenSource>,
  ) {}

  async ofPromotions(
    auth: AuthContext,
    advertiserId: string,
    promotionIds: readonly string[],
  ): Promise<RejectReasonAnswer> {
    await this.updates.requireInScope(auth, [advertiserId]);
    await this.updates.requireOwned(
      promotionIds.map((id) => ({ level: 'promotion', id, advertiserId })),
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
    await this.updates.requireInScope(auth, [advertiserId]);
    await this.updates.requireOwned(
      projectIds.map((id) => ({ level: 'project', id, advertiserId })),
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
