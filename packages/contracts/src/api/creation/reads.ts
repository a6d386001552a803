import { z } from 'zod';
import { CreationAdvertiserIdSchema, type CreationMedium } from './shared';

// The supporting reads of the creation wizards (spec 002 §7, and §9 for the defaults): what an
// account has on the medium to pick from (抖音号 and their videos, components, playables, selling
// points, sites, 小程序 / 小游戏), a bid range, and a Kuaishou unit's detail. Each names the account it reads; each needs the medium's creation
// ability. Answers keep the medium's field names; lists are `{ list, page_info }`.

const page = z.coerce.number().int().min(1, '页码应从 1 开始').default(1);
const perPage = (max: number, fallback: number) =>
  z.coerce
    .number()
    .int()
    .min(1, '每页条数至少为 1')
    .max(max, `每页最多 ${max} 条`)
    .default(fallback);

const account = { advertiser_id: CreationAdvertiserIdSchema };

/** Playables offered by default: the approved ones, 500 a page (spec 002 §9). */
export const PLAYABLE_LIST_DEFAULTS = { per_page: 500, status: 'AUDIT_SUCCESS' } as const;
/** Components offered by default: approved 推广卡片 (spec 002 §9). */
export const COMPONENT_LIST_DEFAULTS = { type: 'PROMOTION_CARD', status: 'PASS' } as const;
/** Selling points, 1000 a page (spec 002 §9). */
export const SELLING_POINTS_PER_PAGE = 1000;

export const BidSuggestQuerySchema = z.object({
  ...account,
  pricing: z.enum(['CPC', 'CPM', 'OCPM', 'OCPC'], '请选择出价方式'),
  external_action: z.string().trim().max(64).optional(),
  campaign_id: z
    .string()
    .regex(/^[1-9]\d{0,19}$/, '广告组ID应为数字')
    .optional(),
});
export const AwemeAccountsQuerySchema = z.object({
  ...account,
  page,
  per_page: perPage(100, 100),
});
export const AwemeVideosQuerySchema = z.object({
  ...account,
  aweme_id: z.string('请选择抖音号').trim().min(1, '请选择抖音号').max(32),
  cursor: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(50, '每次最多 50 个视频').default(20),
});
export const ComponentListQuerySchema = z.object({
  ...account,
  type: z.string().trim().min(1).max(32).default(COMPONENT_LIST_DEFAULTS.type),
  status: z.string().trim().min(1).max(32).default(COMPONENT_LIST_DEFAULTS.status),
  page,
  per_page: perPage(100, 100),
});
export const PlayableListQuerySchema = z.object({
  ...account,
  status: z.string().trim().min(1).max(32).default(PLAYABLE_LIST_DEFAULTS.status),
  page,
  per_page: perPage(500, PLAYABLE_LIST_DEFAULTS.per_page),
});
export const SellingPointsQuerySchema = z.object({
  ...account,
  page,
  per_page: perPage(SELLING_POINTS_PER_PAGE, SELLING_POINTS_PER_PAGE),
});
export const SiteListQuerySchema = z.object({
  ...account,
  status: z.string().trim().min(1).max(32).optional(),
  page,
  per_page: perPage(100, 20),
});
export const SitePreviewQuerySchema = z.object({
  ...account,
  site_id: z
    .string('请选择落地页')
    .trim()
    .regex(/^\d{1,20}$/, '落地页ID应为数字'),
});
export const MicroAssetListQuerySchema = z.object({
  ...account,
  keyword: z.string().trim().max(50).optional(),
  page,
  per_page: perPage(100, 100),
});
export const UnitDetailQuerySchema = z.object({
  ...account,
  unit_id: z
    .string('请选择广告组')
    .trim()
    .regex(/^[1-9]\d{0,19}$/, '广告组ID应为数字'),
});

/** The reads, by name: the medium, the `/api` path and the query each takes. */
export const CREATION_READS = {
  bidSuggest: {
    medium: 'bytedance',
    path: '/bytedance/ad/bidsuggest',
    query: BidSuggestQuerySchema,
  },
  awemeAccounts: {
    medium: 'bytedance',
    path: '/bytedance/aweme/accounts',
    query: AwemeAccountsQuerySchema,
  },
  awemeVideos: {
    medium: 'bytedance',
    path: '/bytedance/aweme/videos',
    query: AwemeVideosQuerySchema,
  },
  componentList: {
    medium: 'bytedance',
    path: '/bytedance/component/list',
    query: ComponentListQuerySchema,
  },
  playableList: {
    medium: 'bytedance',
    path: '/bytedance/playable/list',
    query: PlayableListQuerySchema,
  },
  sellingPoints: {
    medium: 'bytedance',
    path: '/bytedance/sellingpoints/list',
    query: SellingPointsQuerySchema,
  },
  siteList: { medium: 'bytedance', path: '/bytedance/site/list', query: SiteListQuerySchema },
  sitePreview: {
    medium: 'bytedance',
    path: '/bytedance/site/preview',
    query: SitePreviewQuerySchema,
  },
  appletList: {
    medium: 'bytedance',
    path: '/bytedance/applet/list',
    query: MicroAssetListQuerySchema,
  },
  gameList: { medium: 'bytedance', path: '/bytedance/game/list', query: MicroAssetListQuerySchema },
  unitDetail: { medium: 'kuaishou', path: '/kuaishou/unit/detail', query: UnitDetailQuerySchema },
} as const satisfies Record<
  string,
  { medium: CreationMedium; path: string; query: z.ZodType<{ advertiser_id: string }> }
>;
export type CreationRead = keyof typeof CREATION_READS;
export type CreationReadQuery<R extends CreationRead> = z.infer<
  (typeof CREATION_READS)[R]['query']
>;
