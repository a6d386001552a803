import { oceanengine } from '@toufang/media-wire';
import type { AdapterDeps } from '../media-adapter';
import type { TokenSource } from '../http/token-provider';
import { longId, numericId } from '../oauth-support';
import { fenOf, liveMaterials, materialFiles } from './value-reads';
import type { NewPromotion } from './writes';

// What copying an Ocean Engine promotion needs (spec 001 §4 "Copy ad", §5 "Copy"), read from the
// medium: the promotion (its materials, titles, source, budget and bids) and its project's pricing
// and project_custom. The copy is a new promotion in the same project built from it.

const MEDIUM = 'bytedance' as const;

export interface CopySource {
  promotionId: string;
  name: string;
  projectId: string;
  /** The project's pricing (PRICING_OCPM …); null when the project is not found. */
  pricing: string | null;
  /** Video and image materials the promotion has. */
  creativeCount: number;
  /** The promotion as a creation of its project, without a name. */
  template: Omit<NewPromotion, 'name'>;
}

const defined = <T>(value: T | undefined | null): T | undefined => value ?? undefined;
const fen = (yuan: number | undefined) => defined(fenOf(yuan));

function templateOf(
  p: oceanengine.PromotionListItem,
  projectId: string,
  projectSetsBid: boolean,
): Omit<NewPromotion, 'name'> {
  const m = liveMaterials(p.promotion_materials ?? {});
  return {
    projectId,
    videos: m.video_material_list?.map((v) => ({
      imageMode: v.image_mode,
      videoId: v.video_id,
      ...(v.video_cover_id ? { coverId: v.video_cover_id } : {}),
    })),
    images: m.image_material_list?.map((g) => ({
      imageMode: g.image_mode,
      imageIds: g.images.map((i) => i.image_id),
    })),
    titles: m.title_material_list?.map((t) => t.title),
    callToActions: m.call_to_action_buttons,
    externalUrls: m.external_url_material_list,
    source: p.source,
    budgetFen: fen(p.budget),
    // A project with project_custom ON sets the bid of its promotions (spec 001 §5 "Saving").
    ...(projectSetsBid
      ? {}
      : {
          cpaBidFen: fen(p.cpa_bid),
          deepCpaBidFen: fen(p.deep_cpabid),
          roiGoal: p.roi_goal,
        }),
  };
}

export function createPromotionCopyReader({ client }: AdapterDeps) {
  return {
    async readCopySource(
      token: TokenSource,
      advertiserId: string,
      promotionId: string,
    ): Promise<CopySource | null> {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: 'v3.0/promotion/list/',
        params: {
          advertiser_id: numericId(advertiserId),
          filtering: { ids: [longId(promotionId)] },
          page_size: 10,
        },
        data: oceanengine.PromotionListDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      const [promotion] = data.list;
      if (promotion?.project_id === undefined) return null;
      const projectId = String(promotion.project_id);
      const { data: projects } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: 'v3.0/project/list/',
        params: {
          advertiser_id: numericId(advertiserId),
          filtering: { ids: [promotion.project_id], status: 'PROJECT_STATUS_ALL' },
          fields: ['project_id', 'pricing', 'delivery_setting'],
          page_size: 10,
        },
        data: oceanengine.ProjectListDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      const [project] = projects.list;
      const setting = project?.delivery_setting;
      return {
        promotionId,
        name: promotion.promotion_name ?? '',
        projectId,
        pricing: setting?.pricing ?? project?.pricing ?? null,
        creativeCount: materialFiles(liveMaterials(promotion.promotion_materials ?? {})).length,
        template: templateOf(promotion, projectId, setting?.project_custom === 'ON'),
      };
    },
  };
}
export type PromotionCopyReader = ReturnType<typeof createPromotionCopyReader>;
