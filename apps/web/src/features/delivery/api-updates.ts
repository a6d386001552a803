import type {
  FeedUpdateAnswer,
  MaterialDeleteBody,
  MaterialStatusBody,
  ProjectStatusBody,
  PromotionStatusBody,
  RejectReasonAnswer,
} from '@toufang/contracts';
import { apiGet, apiPost } from '../../api/client';

/**
 * The switches, deletes and the audit advice of the delivery screen (spec 001 §4, §7 "Updates",
 * "Reads"). Paths are the Ocean Engine ones; other media will bring their own definitions.
 */

export function updateProjectStatus(body: ProjectStatusBody): Promise<FeedUpdateAnswer> {
  return apiPost<FeedUpdateAnswer>('/bytedance/v3/project/updatestatus', body);
}

export function updatePromotionStatus(body: PromotionStatusBody): Promise<FeedUpdateAnswer> {
  return apiPost<FeedUpdateAnswer>('/bytedance/v3/promotion/updatestatus', body);
}

export function updateMaterialStatus(body: MaterialStatusBody): Promise<FeedUpdateAnswer> {
  return apiPost<FeedUpdateAnswer>('/bytedance/v3/promotion/material/updatestatus', body);
}

export function deleteMaterial(body: MaterialDeleteBody): Promise<FeedUpdateAnswer> {
  return apiPost<FeedUpdateAnswer>('/bytedance/v3/promotion/material/delete', body);
}

export function fetchPromotionRejectReasons(
  advertiserId: string,
  promotionIds: readonly string[],
  signal?: AbortSignal,
): Promise<RejectReasonAnswer> {
  return apiGet<RejectReasonAnswer>(
    '/bytedance/v3/promotion/rejectreason',
    { advertiser_id: advertiserId, promotion_ids: promotionIds.join(',') },
    { signal },
  );
}

export function fetchProjectRejectReasons(
  advertiserId: string,
  projectIds: readonly string[],
  signal?: AbortSignal,
): Promise<RejectReasonAnswer> {
  return apiGet<RejectReasonAnswer>(
    '/bytedance/v3/project/rejectreason',
    { advertiser_id: advertiserId, project_ids: projectIds.join(',') },
    { signal },
  );
}

/** The first row error of an answer, shown as the single edit shows it (spec 001 §8). */
export function firstUpdateError(answer: FeedUpdateAnswer): string | undefined {
  return answer.error_list[0]?.error_message ?? answer.errors[0]?.error_message;
}
