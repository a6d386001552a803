import { fenToYuan, oceanengine } from '@toufang/media-wire';
import type { OptStatus } from '../../lib/media-mirror';
import { longId, numericId } from '../oauth-support';
import { projectDomainStatus, promotionDomainStatus, rawStatusOf } from './status-mapping';
import type { BatchItemResult, SwitchChange } from '../medium-writes';
import type { NewPromotion, ProjectState, PromotionState } from './write-types';

// Ocean Engine's write answers and requests ↔ the domain (reference §1.3, §1.7, §1.8): per-id
// results of a batch, promotion and project states, and a creation request in yuan from 分.

/** Chinese text for a refused item: the medium's message when it is Chinese, else ours and its. */
export function itemErrorMessage(code: number | undefined, message: string): string {
  if (/\p{Script=Han}/u.test(message)) return message;
  const known =
    code === undefined
      ? undefined
      : (oceanengine.ERROR_MESSAGES as Record<number, string | undefined>)[code];
  return message ? `${known ?? '媒体拒绝了该条目'}（${message}）` : (known ?? '媒体拒绝了该条目');
}

/**
 * A refused item's code: the medium's, or — the official SDK gives batch errors no error_code —
 * the kind a call refused without a code is recorded under.
 */
export function refusalCode(code: number | undefined): string {
  return code === undefined ? 'BUSINESS' : String(code);
}

/** A refused item as the batch answers name it. */
export interface ItemRefusal {
  id: number | bigint;
  error_code?: number | undefined;
  error_message: string;
}

export function batchResults(
  changes: readonly SwitchChange[],
  applied: readonly (number | bigint)[],
  errors: readonly ItemRefusal[],
): BatchItemResult[] {
  const ok = new Set(applied.map(String));
  const failed = new Map(errors.map((e) => [String(e.id), e]));
  return changes.flatMap((change): BatchItemResult[] => {
    const error = failed.get(change.id);
    if (error) {
      return [
        {
          id: change.id,
          ok: false,
          code: refusalCode(error.error_code),
          message: itemErrorMessage(error.error_code, error.error_message),
        },
      ];
    }
    // An id the medium names in neither list has no known outcome: the caller reads it back.
    return ok.has(change.id) ? [{ id: change.id, ok: true }] : [];
  });
}

const optStatusOf = (value: string | undefined): OptStatus | null =>
  value === 'ENABLE' || value === 'DISABLE' ? value : null;

export function promotionState(p: oceanengine.PromotionListItem): PromotionState {
  return {
    id: String(p.promotion_id),
    projectId: p.project_id === undefined ? null : String(p.project_id),
    name: p.promotion_name ?? null,
    optStatus: optStatusOf(p.opt_status),
    rawStatus: rawStatusOf(p),
    status: promotionDomainStatus(p),
    deleted: p.status === 'DELETED' || p.status_first === 'PROMOTION_STATUS_DELETED',
  };
}

export function projectState(p: oceanengine.ProjectListItem): ProjectState {
  return {
    id: String(p.project_id),
    name: p.name ?? null,
    optStatus: optStatusOf(p.opt_status),
    rawStatus: rawStatusOf(p),
    status: projectDomainStatus(p),
    deleted: p.status_first === 'PROJECT_STATUS_DELETE',
  };
}

const yuan = (fen: number | undefined) => (fen === undefined ? undefined : fenToYuan(fen));

export function toCreateRequest(
  advertiserId: string,
  p: NewPromotion,
): oceanengine.PromotionCreateRequest {
  return {
    advertiser_id: numericId(advertiserId),
    project_id: longId(p.projectId),
    name: p.name,
    operation: p.optStatus,
    promotion_materials: {
      video_material_list: p.videos?.map((v) => ({
        image_mode: v.imageMode,
        video_id: v.videoId,
        video_cover_id: v.coverId,
        ...(v.itemId ? { item_id: BigInt(v.itemId) } : {}),
      })),
      image_material_list: p.images?.map((i) => ({
        image_mode: i.imageMode,
        images: i.imageIds.map((id) => ({ image_id: id })),
      })),
      ...(p.carousels?.length
        ? { carousel_material_list: p.carousels.map((c) => ({ carousel_id: c.carouselId })) }
        : {}),
      title_material_list: p.titles?.map((title) => ({ title })),
      call_to_action_buttons: p.callToActions,
      external_url_material_list: p.externalUrls,
      component_material_list: p.componentIds?.map((id) => ({ component_id: longId(id) })),
      ...(p.playableUrls?.length
        ? { trial_play_material_list: p.playableUrls.map((url) => ({ app_play_uri: url })) }
        : {}),
      ...(p.anchors?.length
        ? {
            anchor_material_list: p.anchors.map((a) => ({
              anchor_id: a.anchorId,
              anchor_type: a.anchorType,
            })),
          }
        : {}),
    },
    ...(p.awemeId || p.anchors?.length
      ? {
          native_setting: {
            ...(p.awemeId ? { aweme_id: p.awemeId } : {}),
            ...(p.anchors?.length ? { anchor_related_type: 'SELECT' as const } : {}),
          },
        }
      : {}),
    ...(p.brand
      ? {
          brand_info: {
            cdp_brand_id: longId(p.brand.cdpBrandId),
            ...(p.brand.cdpBrandName ? { cdp_brand_name: p.brand.cdpBrandName } : {}),
          },
        }
      : {}),
    ...(p.autoGenerateConfigId
      ? {
          creative_auto_generate_switch: 'ON' as const,
          config_id: longId(p.autoGenerateConfigId),
        }
      : {}),
    source: p.source,
    budget: yuan(p.budgetFen),
    cpa_bid: yuan(p.cpaBidFen),
    deep_cpabid: yuan(p.deepCpaBidFen),
    roi_goal: p.roiGoal,
  };
}
