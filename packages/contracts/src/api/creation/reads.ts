import { z } from 'zod';
import { STAR_TASK_STATUSES } from '../ks-star';
import { KeywordListQuerySchema, KeywordSuggestQuerySchema } from './keywords';
import { CreationAdvertiserIdSchema, type CreationMedium } from './shared';
import { TENCENT_OPTIMIZATION_GOALS } from './tencent';

// The supporting reads of the creation wizards (spec 002 §7, and §9 for the defaults): what an
// account has on the medium to pick from (抖音号 and their videos, components, playables, selling
// points, sites, 小程序 / 小游戏), a bid range, a Kuaishou unit's detail, native anchors and
// carousels, the v3 promotion's CDP brands, creative strategies (衍生创意) and auto-generate
// configs, search keywords (suggested and a project's), 星广联投 tasks with their 达人 and videos,
// and the library's 星图 videos. Each names the account it reads; each needs the medium's creation
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
/** Kuaishou 魔力建站 pages: `keyword` is a page id or part of a name. */
export const MagicSiteListQuerySchema = z.object({
  ...account,
  keyword: z.string().trim().max(50).optional(),
  page,
  per_page: perPage(100, 20),
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

/** The directions of Ocean Engine's derived creatives (横版转竖版 …). */
export const CREATIVE_STRATEGY_TYPES = [
  'Horizontal2Horizontal',
  'Horizontal2Vertical',
  'Vertical2Horizontal',
  'Vertical2Vertical',
] as const;
/** The advertiser's CDP brands and the brand category tree. */
export const CdpBrandQuerySchema = z.object(account);
/** The creative strategies; `strategy_types` a comma-separated list of directions. */
export const StrategyListQuerySchema = z.object({
  ...account,
  strategy_types: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.split(',').map((t) => t.trim()) : []))
    .pipe(z.array(z.enum(CREATIVE_STRATEGY_TYPES, '衍生方向应为横转竖、竖转横、横转横或竖转竖'))),
  page,
  per_page: perPage(100, 100),
});
export const AutoGenerateConfigQuerySchema = z.object({
  ...account,
  config_id: z
    .string('请选择衍生配置')
    .trim()
    .regex(/^[1-9]\d{0,19}$/, '衍生配置ID应为数字'),
});

export const ANCHOR_STATUSES = ['AUDIT_SUCCESS', 'AUDIT_FAILD', 'CREATE', 'DELETE'] as const;
/** Native anchors (原生锚点); `status` one of the medium's (`AUDIT_FAILD` sic). */
export const AnchorListQuerySchema = z.object({
  ...account,
  keyword: z.string().trim().max(50, '锚点名称最多 50 个字').optional(),
  status: z.enum(ANCHOR_STATUSES, '锚点状态不正确').optional(),
  page,
  per_page: perPage(100, 20),
});
/** Carousels (图集) to pick from. */
export const CarouselListQuerySchema = z.object({
  ...account,
  keyword: z.string().trim().max(50, '图集名称最多 50 个字').optional(),
  page,
  per_page: perPage(100, 20),
});

const StarTaskIdSchema = z
  .string('请选择星广联投任务')
  .trim()
  .regex(/^[1-9]\d{0,19}$/, '任务ID应为数字');
/** 星广联投 tasks the account can promote; `keyword` a part of the name. */
export const StarTaskListQuerySchema = z.object({
  ...account,
  keyword: z.string().trim().max(50, '任务名称最多 50 个字').optional(),
  status: z.enum(STAR_TASK_STATUSES, '任务状态不正确').optional(),
  page,
  per_page: perPage(100, 20),
});
/** The 达人 of one task. */
export const StarTaskAuthorsQuerySchema = z.object({
  ...account,
  star_task_id: StarTaskIdSchema,
  page,
  per_page: perPage(100, 20),
});
/** The videos 达人 submitted to one task: by default the ones that can be promoted. */
export const StarTaskVideosQuerySchema = z.object({
  ...account,
  star_task_id: StarTaskIdSchema,
  aweme_id: z.string().trim().max(32).optional(),
  range: z
    .enum(['CAN_DELIVERY_ITEM', 'ALL_SUBMITTED_ITEM'], '视频范围不正确')
    .default('CAN_DELIVERY_ITEM'),
  cursor: z.coerce.number().int().min(0).default(0),
  count: z.coerce.number().int().min(1).max(50, '每次最多 50 个视频').default(20),
});
/** The library's videos from 星图 (source STAR). */
export const StarMaterialVideosQuerySchema = z.object({
  ...account,
  page,
  per_page: perPage(100, 20),
});

/** The fields of an Ocean Engine v3 project the edit screens read from the medium. */
export const PROJECT_FIELDS = [
  'project_id',
  'name',
  'delivery_mode',
  'landing_type',
  'app_promotion_type',
  'marketing_goal',
  'ad_type',
  'opt_status',
  'status',
  'package_name',
  'app_name',
  'download_url',
  'download_type',
  'optimize_goal',
  'delivery_range',
  'audience',
  'delivery_setting',
  'track_url_setting',
] as const;
/** One project's fields, live from the medium; `fields` a comma-separated subset (all by default). */
export const ProjectFieldsQuerySchema = z.object({
  ...account,
  project_id: z
    .string('请选择项目')
    .trim()
    .regex(/^[1-9]\d{0,19}$/, '项目ID应为数字'),
  fields: z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value.split(',').map((f) => f.trim()) : [...PROJECT_FIELDS]))
    .pipe(z.array(z.enum(PROJECT_FIELDS, '项目字段不正确')).min(1)),
});

/** Tencent page kinds a wizard lists (`pages/get` `page_type`): 官方落地页 first. */
export const TENCENT_PAGE_TYPES = [
  'PAGE_TYPE_OFFICIAL',
  'PAGE_TYPE_XJ_ANDROID_APP_H5',
  'PAGE_TYPE_XJ_IOS_APP_H5',
  'PAGE_TYPE_XJ_WEB_H5',
  'PAGE_TYPE_H5',
] as const;
/** The account's landing pages: by default its approved 官方落地页, 100 a page. */
export const TencentPageListQuerySchema = z.object({
  ...account,
  page_type: z.enum(TENCENT_PAGE_TYPES, '落地页类型不正确').default('PAGE_TYPE_OFFICIAL'),
  status: z.enum(['NORMAL', 'PENDING'], '落地页状态不正确').default('NORMAL'),
  keyword: z.string().trim().max(50, '落地页名称最多 50 个字').optional(),
  page,
  per_page: perPage(100, 100),
});
/** The account's brand images (品牌形象). */
export const TencentBrandListQuerySchema = z.object({
  ...account,
  page,
  per_page: perPage(100, 100),
});
/** The account's conversions, those of one optimization goal when it is given; `keyword` a part of the name. */
export const TencentConversionListQuerySchema = z.object({
  ...account,
  optimization_goal: z.enum(TENCENT_OPTIMIZATION_GOALS, '优化目标不正确').optional(),
  keyword: z.string().trim().max(60, '转化名称最多 60 个字').optional(),
  page,
  per_page: perPage(100, 100),
});
/** The account's targeting packages (定向包); `keyword` a part of the name. */
export const TencentTargetingListQuerySchema = z.object({
  ...account,
  keyword: z.string().trim().max(50, '定向包名称最多 50 个字').optional(),
  page,
  per_page: perPage(100, 100),
});
/** The account's custom audiences (自定义人群). */
export const TencentAudienceListQuerySchema = z.object({
  ...account,
  page,
  per_page: perPage(100, 100),
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
  cdpBrand: { medium: 'bytedance', path: '/bytedance/v3/cdp/brand', query: CdpBrandQuerySchema },
  strategyList: {
    medium: 'bytedance',
    path: '/bytedance/v3/strategy/list',
    query: StrategyListQuerySchema,
  },
  autoGenerateConfig: {
    medium: 'bytedance',
    path: '/bytedance/v3/auto_generate_config',
    query: AutoGenerateConfigQuerySchema,
  },
  anchorList: { medium: 'bytedance', path: '/bytedance/anchors', query: AnchorListQuerySchema },
  carouselTemplates: {
    medium: 'bytedance',
    path: '/bytedance/v3/carousel/templates',
    query: CarouselListQuerySchema,
  },
  keywordSuggest: {
    medium: 'bytedance',
    path: '/bytedance/keyword/suggest',
    query: KeywordSuggestQuerySchema,
  },
  keywordList: {
    medium: 'bytedance',
    path: '/bytedance/keyword/list',
    query: KeywordListQuerySchema,
  },
  starDeliveryTasks: {
    medium: 'bytedance',
    path: '/bytedance/stardelivery/tasks',
    query: StarTaskListQuerySchema,
  },
  starDeliveryAuthors: {
    medium: 'bytedance',
    path: '/bytedance/v3/stardelivery/authors',
    query: StarTaskAuthorsQuerySchema,
  },
  starDeliveryVideos: {
    medium: 'bytedance',
    path: '/bytedance/v3/stardelivery/videos',
    query: StarTaskVideosQuerySchema,
  },
  starMaterialVideos: {
    medium: 'bytedance',
    path: '/bytedance/v3/starmaterial/videos',
    query: StarMaterialVideosQuerySchema,
  },
  projectFields: {
    medium: 'bytedance',
    path: '/bytedance/v3/project/fields',
    query: ProjectFieldsQuerySchema,
  },
  magicSiteList: {
    medium: 'kuaishou',
    path: '/kuaishou/site/list',
    query: MagicSiteListQuerySchema,
  },
  tencentPages: {
    medium: 'tencent',
    path: '/tencent/page/list',
    query: TencentPageListQuerySchema,
  },
  tencentBrands: {
    medium: 'tencent',
    path: '/tencent/brand/list',
    query: TencentBrandListQuerySchema,
  },
  tencentConversions: {
    medium: 'tencent',
    path: '/tencent/conversion/list',
    query: TencentConversionListQuerySchema,
  },
  tencentTargetings: {
    medium: 'tencent',
    path: '/tencent/targeting/list',
    query: TencentTargetingListQuerySchema,
  },
  tencentAudiences: {
    medium: 'tencent',
    path: '/tencent/custom_audience/list',
    query: TencentAudienceListQuerySchema,
  },
} as const satisfies Record<
  string,
  { medium: CreationMedium; path: string; query: z.ZodType<{ advertiser_id: string }> }
>;
export type CreationRead = keyof typeof CREATION_READS;
export type CreationReadQuery<R extends CreationRead> = z.infer<
  (typeof CREATION_READS)[R]['query']
>;
