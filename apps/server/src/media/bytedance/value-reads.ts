import { AGE_BANDS, GENDERS } from '@toufang/contracts';
import type { EditAudience } from '@toufang/domain';
import { oceanengine, yuanToFen } from '@toufang/media-wire';
import type { DomainStatus, OptStatus } from '../../lib/media-mirror';
import type { AdapterDeps } from '../media-adapter';
import type { TokenSource } from '../http/token-provider';
import type { AccountBudgetState, ObjectState } from '../medium-writes';
import { chunk, longId, numericId } from '../oauth-support';
import {
  materialDomainStatus,
  projectDomainStatus,
  promotionDomainStatus,
  rawStatusOf,
} from './status-mapping';
import { regionOfWire } from './region-wire';

// Ocean Engine v3 reads behind the value writes (reference §1.6–§1.9): the settings of projects
// and promotions, the materials of a promotion and the account's daily budget, read after a write
// to check it landed (ARCHITECTURE §1); the live promotions of a project; and reject reasons.
// Money is 分 here and yuan on the wire.

const MEDIUM = 'bytedance' as const;
/** Ids per list filter (reference §1.6). */
const READ_IDS_MAX = 100;
/** Promotion ids per reject-reason call (reference §1.9). */
const REJECT_REASON_IDS_MAX = 10;

export type ObjectLevel = 'project' | 'promotion';

export interface MaterialSwitchState {
  materialId: string;
  optStatus: OptStatus;
  rawStatus: string | null;
  status: DomainStatus;
  /** Listed as removed from the promotion (MATERIAL_STATUS_DELETE). */
  deleted: boolean;
}

export interface RejectReasonRow {
  promotionId: string;
  promotionReject: { content: string | null; reasons: string[]; suggestions: string[] }[];
  materialReject: { type: string; item: string; reasons: string[]; suggestions: string[] }[];
}

export interface BytedanceValueReads {
  readSettings(
    level: ObjectLevel,
    token: TokenSource,
    advertiserId: string,
    ids: readonly string[],
  ): Promise<ObjectState[]>;
  /** The video and image materials of a promotion; null when the promotion is not there. */
  readMaterials(
    token: TokenSource,
    advertiserId: string,
    promotionId: string,
  ): Promise<MaterialSwitchState[] | null>;
  readAccountBudget(token: TokenSource, advertiserId: string): Promise<AccountBudgetState | null>;
  rejectReasons(
    token: TokenSource,
    advertiserId: string,
    promotionIds: readonly string[],
  ): Promise<RejectReasonRow[]>;
  /** The live promotions of a project. */
  promotionIdsOf(token: TokenSource, advertiserId: string, projectId: string): Promise<string[]>;
}

export const fenOf = (yuan: number | undefined | null): number | null =>
  yuan === undefined || yuan === null ? null : yuanToFen(yuan, 'half-up');
const optStatusOf = (value: string | undefined): OptStatus | null =>
  value === 'ENABLE' || value === 'DISABLE' ? value : null;

const PROMOTION_SETTING_FIELDS = [
  'promotion_id',
  'promotion_name',
  'opt_status',
  'status',
  'status_first',
  'status_second',
  'budget',
  'cpa_bid',
  'deep_cpabid',
  'roi_goal',
  'schedule_time',
  'auto_extend_traffic',
  'promotion_materials',
  'brand_info',
  'creative_auto_generate_switch',
  'config_id',
];

function projectSettings(p: oceanengine.ProjectListItem): ObjectState {
  const ds = p.delivery_setting;
  return {
    id: String(p.project_id),
    optStatus: optStatusOf(p.opt_status),
    deleted: p.status_first === 'PROJECT_STATUS_DELETE',
    rawStatus: rawStatusOf(p),
    status: projectDomainStatus(p),
    budgetMode: ds?.budget_mode ?? null,
    budgetFen: fenOf(ds?.budget),
    cpaBidFen: fenOf(ds?.cpa_bid),
    deepBidFen: fenOf(ds?.deep_cpabid),
    roiGoal: ds?.roi_goal ?? null,
    scheduleTime: ds?.schedule_time ?? null,
    scheduleType: ds?.schedule_type ?? null,
    startDate: ds?.start_time ?? null,
    endDate: ds?.end_time ?? null,
    autoExtendTraffic: null,
    name: p.name ?? null,
    audience: audienceOf(p.audience),
  };
}

/** The wizards' audience of a project's targeting: the gender, age bands and regions they know. */
function audienceOf(audience: oceanengine.ProjectListItem['audience']): EditAudience {
  const gender = GENDERS.find((g) => g === audience?.gender) ?? 'NONE';
  const age = (audience?.age ?? []).flatMap((a) => AGE_BANDS.filter((b) => b === a));
  return { gender, age, region: regionOfWire(audience) };
}

function promotionSettings(p: oceanengine.PromotionListItem): ObjectState {
  return {
    id: String(p.promotion_id),
    optStatus: optStatusOf(p.opt_status),
    deleted: p.status === 'DELETED' || p.status_first === 'PROMOTION_STATUS_DELETED',
    rawStatus: rawStatusOf(p),
    status: promotionDomainStatus(p),
    budgetMode: p.budget === undefined ? null : 'BUDGET_MODE_DAY',
    budgetFen: fenOf(p.budget),
    cpaBidFen: fenOf(p.cpa_bid),
    deepBidFen: fenOf(p.deep_cpabid),
    roiGoal: p.roi_goal ?? null,
    scheduleTime: p.schedule_time ?? null,
    scheduleType: null,
    startDate: null,
    endDate: null,
    autoExtendTraffic: p.auto_extend_traffic ?? null,
    name: p.promotion_name ?? null,
    ...(p.promotion_materials ? promotionContent(liveMaterials(p.promotion_materials)) : {}),
    shown: promotionShown(p),
  };
}

/** A promotion's CDP brand and derived creatives, as its edit page shows them. */
export function promotionShown(
  p: Pick<
    oceanengine.PromotionListItem,
    'brand_info' | 'creative_auto_generate_switch' | 'config_id'
  >,
): { label: string; value: string }[] {
  const brandId = p.brand_info?.cdp_brand_id;
  const brand = brandId === undefined ? null : String(brandId);
  const name = p.brand_info?.cdp_brand_name;
  const on = p.creative_auto_generate_switch === 'ON';
  return [
    { label: '品牌', value: brand ? (name ? `${name}（${brand}）` : brand) : '未关联' },
    {
      label: '衍生创意',
      value: on
        ? `开启${p.config_id === undefined ? '' : `（配置 ${String(p.config_id)}）`}`
        : '未开启',
    },
  ];
}

const VERTICAL_MODES = new Set([
  'CREATIVE_IMAGE_MODE_VIDEO_VERTICAL',
  'CREATIVE_IMAGE_MODE_LARGE_VERTICAL',
]);

/** A promotion's videos and images (in the order listed) and titles. */
export function promotionContent(
  m: oceanengine.PromotionMaterialsReply,
): Pick<ObjectState, 'materials' | 'titles'> {
  return {
    materials: [
      ...(m.video_material_list ?? []).map((v) => ({
        kind: 'video' as const,
        id: v.video_id,
        ...(v.video_cover_id ? { coverId: v.video_cover_id } : {}),
        vertical: VERTICAL_MODES.has(v.image_mode),
      })),
      ...(m.image_material_list ?? []).flatMap((g) =>
        g.images.map((i) => ({
          kind: 'image' as const,
          id: i.image_id,
          vertical: VERTICAL_MODES.has(g.image_mode),
        })),
      ),
    ],
    titles: (m.title_material_list ?? []).map((t) => t.title),
  };
}

/** The files of a promotion's materials with their material ids (titles are copy, not files). */
export function materialFiles(
  m: oceanengine.PromotionMaterialsReply,
): Pick<oceanengine.VideoMaterialReply, 'material_id' | 'material_status'>[] {
  return [
    ...(m.video_material_list ?? []),
    ...(m.image_material_list ?? []).flatMap((g) => g.images),
  ];
}

/** A file the medium lists as taken out of its promotion. */
export const isRemovedMaterial = (
  status: oceanengine.VideoMaterialReply['material_status'],
): boolean => status === 'MATERIAL_STATUS_DELETE';

/**
 * The materials still in the promotion: the medium goes on listing removed files (as
 * MATERIAL_STATUS_DELETE), which an update must not send back (that would add them again) and a
 * copy must not take.
 */
export function liveMaterials(
  m: oceanengine.PromotionMaterialsReply,
): oceanengine.PromotionMaterialsReply {
  const live = (status: oceanengine.VideoMaterialReply['material_status']) =>
    !isRemovedMaterial(status);
  return {
    ...m,
    ...(m.video_material_list
      ? { video_material_list: m.video_material_list.filter((v) => live(v.material_status)) }
      : {}),
    ...(m.image_material_list
      ? {
          image_material_list: m.image_material_list
            .map((g) => ({ ...g, images: g.images.filter((i) => live(i.material_status)) }))
            .filter((g) => g.images.length > 0),
        }
      : {}),
  };
}

export function createBytedanceValueReads(deps: AdapterDeps): BytedanceValueReads {
  const { client } = deps;

  const listPromotions = (
    token: TokenSource,
    advertiserId: string,
    filtering: oceanengine.PromotionListFiltering,
    fields: string[],
    page = 1,
  ) =>
    client.call({
      medium: MEDIUM,
      method: 'GET',
      path: 'v3.0/promotion/list/',
      params: {
        advertiser_id: numericId(advertiserId),
        filtering,
        fields,
        page,
        page_size: READ_IDS_MAX,
      },
      data: oceanengine.PromotionListDataSchema,
      effect: 'read',
      token,
      advertiserId,
    });

  return {
    async readSettings(level, token, advertiserId, ids) {
      const out: ObjectState[] = [];
      for (const batch of chunk(ids, READ_IDS_MAX)) {
        if (level === 'project') {
          const { data } = await client.call({
            medium: MEDIUM,
            method: 'GET',
            path: 'v3.0/project/list/',
            params: {
              advertiser_id: numericId(advertiserId),
              filtering: { ids: batch.map(longId), status: 'PROJECT_STATUS_ALL' },
              fields: [
                'project_id',
                'name',
                'opt_status',
                'status',
                'status_first',
                'status_second',
                'delivery_setting',
                'audience',
              ],
              page_size: READ_IDS_MAX,
            },
            data: oceanengine.ProjectListDataSchema,
            effect: 'read',
            token,
            advertiserId,
          });
          out.push(...data.list.map(projectSettings));
        } else {
          const { data } = await listPromotions(
            token,
            advertiserId,
            { ids: batch.map(longId), status: 'ALL' },
            PROMOTION_SETTING_FIELDS,
          );
          out.push(...data.list.map(promotionSettings));
        }
      }
      return out;
    },

    async readMaterials(token, advertiserId, promotionId) {
      const { data } = await listPromotions(
        token,
        advertiserId,
        { ids: [longId(promotionId)], status: 'ALL' },
        ['promotion_id', 'promotion_materials'],
      );
      const [promotion] = data.list;
      if (!promotion) return null;
      // The wire has no per-material switch: a switched-off material shows MATERIAL_STATUS_DISABLE.
      return materialFiles(promotion.promotion_materials ?? {}).flatMap((f) =>
        f.material_id === undefined
          ? []
          : [
              {
                materialId: String(f.material_id),
                optStatus: f.material_status === 'MATERIAL_STATUS_DISABLE' ? 'DISABLE' : 'ENABLE',
                rawStatus: f.material_status ?? null,
                status: materialDomainStatus(f.material_status),
                deleted: isRemovedMaterial(f.material_status),
              } satisfies MaterialSwitchState,
            ],
      );
    },

    async readAccountBudget(token, advertiserId) {
      const { data } = await client.call({
        medium: MEDIUM,
        method: 'GET',
        path: '2/advertiser/budget/get/',
        params: { advertiser_ids: [numericId(advertiserId)] },
        data: oceanengine.AdvertiserBudgetDataSchema,
        effect: 'read',
        token,
        advertiserId,
      });
      const [row] = data.list;
      if (!row) return null;
      return {
        budgetMode: row.budget_mode,
        budgetFen: row.budget_mode === 'BUDGET_MODE_DAY' ? fenOf(row.budget) : null,
      };
    },

    async promotionIdsOf(token, advertiserId, projectId) {
      const ids: string[] = [];
      for (let page = 1; ; page += 1) {
        const { data } = await listPromotions(
          token,
          advertiserId,
          { project_id: longId(projectId) },
          ['promotion_id'],
          page,
        );
        ids.push(...data.list.map((p) => String(p.promotion_id)));
        if (page >= data.page_info.total_page) return ids;
      }
    },

    async rejectReasons(token, advertiserId, promotionIds) {
      const out: RejectReasonRow[] = [];
      for (const batch of chunk(promotionIds, REJECT_REASON_IDS_MAX)) {
        const { data } = await client.call({
          medium: MEDIUM,
          method: 'GET',
          path: 'v3.0/promotion/reject_reason/get/',
          params: { advertiser_id: numericId(advertiserId), promotion_ids: batch.map(longId) },
          data: oceanengine.RejectReasonDataSchema,
          effect: 'read',
          token,
          advertiserId,
        });
        out.push(
          ...data.list.map((row) => ({
            promotionId: String(row.promotion_id),
            promotionReject: row.promotion_reject.map((r) => ({
              content: r.content || null,
              reasons: r.reject_reason,
              suggestions: r.suggestion,
            })),
            materialReject: row.material_reject.map((r) => ({
              type: r.type,
              item: r.item,
              reasons: r.reject_reason,
              suggestions: r.suggestion,
            })),
          })),
        );
      }
      return out;
    },
  };
}
