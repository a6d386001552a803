import { z } from 'zod';
import { REPORT_FIELD_KEYS } from './feed-report-fields';
import {
  blankToUndefined,
  listOf,
  linesOf,
  mediumId,
  idList,
  textList,
  enumList,
  calendarDate,
  ReportFieldsSchema,
} from './report-filter-parsers';
import type { ReportTab } from './report-views';

export * from './feed-report-fields';
export { REPORT_FILTER_LIST_MAX } from './report-filter-parsers';
export type * from './feed-report-rows';

// ---- Ocean Engine (v3) delivery management reports (spec 001 §2, §3, §7, §9): the accounts,
// projects, promotions (ads) and materials tabs, served from the local mirror and its stats
// (docs/adr/0005). The value sets below are those of @toufang/domain `delivery` (page sizes,
// platforms, sources, ad types); the domain package depends on this one, so they are listed here
// and a server test keeps both equal. ----

// ---------------------------------------------------------------------------------------------
// Requests (spec 001 §7 parameter names; POST bodies; lists as arrays or comma text)
// ---------------------------------------------------------------------------------------------

/** Page sizes of the pager (spec 001 §9), the same as the domain's PAGE_SIZES. */
export const REPORT_PAGE_SIZES = [20, 50, 100, 200, 300, 500] as const;
export const REPORT_DEFAULT_PAGE_SIZE = 20;
export const REPORT_KEYWORD_MAX = 100;
/** Sorting on the object's create time instead of a metric. */
export const REPORT_ORDER_CREATE_TIME = 'create_time';
export const REPORT_ORDER_FIELDS = [REPORT_ORDER_CREATE_TIME, ...REPORT_FIELD_KEYS] as const;
export type ReportOrderField = (typeof REPORT_ORDER_FIELDS)[number];

export const REPORT_PLATFORMS = ['APP_ANDROID', 'APP_IOS'] as const;
export const REPORT_GAD_SOURCES = ['oceanengine', 'gad'] as const;
export const REPORT_AD_TYPES = ['ALL', 'SEARCH'] as const;
export const REPORT_OPT_STATUSES = ['ENABLE', 'DISABLE'] as const;

export const ReportBaseSchema = z.object({
  page: z.preprocess(
    blankToUndefined,
    z.coerce.number('页码须为正整数').int('页码须为正整数').min(1, '页码须为正整数').default(1),
  ),
  per_page: z.preprocess(
    blankToUndefined,
    z.coerce
      .number('每页条数须为 20、50、100、200、300 或 500')
      .refine(
        (size) => (REPORT_PAGE_SIZES as readonly number[]).includes(size),
        '每页条数须为 20、50、100、200、300 或 500',
      )
      .default(REPORT_DEFAULT_PAGE_SIZE),
  ),
  /** The columns to answer; the default columns when absent. */
  report_fields: ReportFieldsSchema,
  /** 1: re-sync the advertisers of the rows from the medium before answering. */
  refresh: z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? 0 : value),
    z
      .union([z.boolean(), z.coerce.number()], '刷新参数须为 0 或 1')
      .refine(
        (value) => value === true || value === false || value === 0 || value === 1,
        '刷新参数须为 0 或 1',
      )
      .transform((value) => value === true || value === 1),
  ),
  order_field: z.preprocess(
    blankToUndefined,
    z.enum(REPORT_ORDER_FIELDS, '不支持的排序字段').default(REPORT_ORDER_CREATE_TIME),
  ),
  order_type: z.preprocess(
    (value) =>
      typeof value === 'string' && value !== '' ? value.toLowerCase() : blankToUndefined(value),
    z.enum(['asc', 'desc'], '排序方式须为 asc 或 desc').default('desc'),
  ),
  /** Name (contains) or id (exact) of the tab's object. */
  keyword: z.preprocess(
    blankToUndefined,
    z.string().trim().max(REPORT_KEYWORD_MAX, `关键词最多 ${REPORT_KEYWORD_MAX} 个字符`).optional(),
  ),
  advertiser_ids: idList('账户ID'),
  /** Stats days (Asia/Shanghai); today when absent. */
  report_start_date: calendarDate('数据开始日期'),
  report_end_date: calendarDate('数据结束日期'),
  /** Our game (`gad_cfg_game_id`), one or several. */
  gad_cfg_game_id: z.preprocess(
    listOf,
    z
      .array(
        z.coerce.number('游戏ID须为正整数').int('游戏ID须为正整数').positive('游戏ID须为正整数'),
      )
      .optional(),
  ),
});

/** Filters of the object tabs (projects, promotions, materials). */
const ObjectFiltersSchema = ReportBaseSchema.extend({
  project_id: idList('项目ID'),
  /** Created on the medium within these days; the last 6 months when both are absent (spec 001 §9). */
  create_start_date: calendarDate('创建开始日期'),
  create_end_date: calendarDate('创建结束日期'),
  /** Status values as the medium names them; ALL / NOT_DELETED-like values collapse the rest. */
  status: textList('状态', 64),
  ad_type: enumList(REPORT_AD_TYPES, '广告类型须为 ALL 或 SEARCH'),
  app_type: enumList(REPORT_PLATFORMS, '应用类型须为 APP_ANDROID 或 APP_IOS'),
  platform: enumList(REPORT_PLATFORMS, '投放平台须为 APP_ANDROID 或 APP_IOS'),
  convert_type: textList('转化目标', 64),
  deep_external_action: textList('深度转化目标', 64),
  deep_bid_type: textList('深度出价方式', 64),
  landing_type: textList('推广目的', 64),
  marketing_goal: textList('营销场景', 64),
  app_promotion_type: textList('应用推广类型', 64),
  gad_source: enumList(REPORT_GAD_SOURCES, '来源须为 oceanengine 或 gad'),
  /** Users (`users.id`) who made the objects on this platform. */
  designer: z.preprocess(
    listOf,
    z
      .array(
        z.coerce
          .number('设计师ID须为正整数')
          .int('设计师ID须为正整数')
          .positive('设计师ID须为正整数'),
      )
      .optional(),
  ),
  delivery_config_ids: z.preprocess(
    listOf,
    z
      .array(
        z.coerce.number('配置ID须为正整数').int('配置ID须为正整数').positive('配置ID须为正整数'),
      )
      .optional(),
  ),
});

export function datesInOrder<T extends Record<string, unknown>>(
  pairs: readonly (readonly [keyof T, keyof T, string])[],
) {
  return (body: T, ctx: z.RefinementCtx) => {
    for (const [start, end, message] of pairs) {
      const from = body[start];
      const to = body[end];
      if (typeof from === 'string' && typeof to === 'string' && from > to) {
        ctx.addIssue({ code: 'custom', path: [String(start)], message });
      }
    }
  };
}

export const REPORT_DATE_ORDER = [
  'report_start_date',
  'report_end_date',
  '数据开始日期不能晚于结束日期',
] as const;
export const CREATE_DATE_ORDER = [
  'create_start_date',
  'create_end_date',
  '创建开始日期不能晚于结束日期',
] as const;

/** `POST /bytedance/advertiser/reports` (accounts tab). */
export const AccountReportBodySchema = ReportBaseSchema.superRefine(
  datesInOrder<z.infer<typeof ReportBaseSchema>>([REPORT_DATE_ORDER]),
);
export type AccountReportBody = z.infer<typeof AccountReportBodySchema>;

/** `POST /bytedance/v3/project/reports`. */
export const ProjectReportBodySchema = ObjectFiltersSchema.superRefine(
  datesInOrder<z.infer<typeof ObjectFiltersSchema>>([REPORT_DATE_ORDER, CREATE_DATE_ORDER]),
);
export type ProjectReportBody = z.infer<typeof ProjectReportBodySchema>;

const PromotionFiltersSchema = ObjectFiltersSchema.extend({
  /** One promotion (drill-down) or a batch query; both are merged. */
  promotion_id: idList('广告ID'),
  promotion_ids: idList('广告ID'),
});

/** `POST /bytedance/v3/promotion/reports`. */
export const PromotionReportBodySchema = PromotionFiltersSchema.superRefine(
  datesInOrder<z.infer<typeof PromotionFiltersSchema>>([REPORT_DATE_ORDER, CREATE_DATE_ORDER]),
);
export type PromotionReportBody = z.infer<typeof PromotionReportBodySchema>;

const MaterialFiltersSchema = PromotionFiltersSchema.extend({
  material_ids: idList('素材ID'),
  material_names: textList('素材名称', 255, linesOf),
  material_status: textList('素材状态', 64),
  material_opt_status: enumList(REPORT_OPT_STATUSES, '素材操作状态须为 ENABLE 或 DISABLE'),
  /** video or image. */
  material_type: enumList(['video', 'image'] as const, '素材类型须为 video 或 image'),
});

/** `POST /bytedance/v3/promotion/material/reports`. */
export const MaterialReportBodySchema = MaterialFiltersSchema.superRefine(
  datesInOrder<z.infer<typeof MaterialFiltersSchema>>([REPORT_DATE_ORDER, CREATE_DATE_ORDER]),
);
export type MaterialReportBody = z.infer<typeof MaterialReportBodySchema>;

/** The report paths (ARCHITECTURE §5: base /api, the spec's paths; accounts in the same family). */
export const FEED_REPORT_PATHS: Record<ReportTab, string> = {
  account: '/api/bytedance/advertiser/reports',
  project: '/api/bytedance/v3/project/reports',
  promotion: '/api/bytedance/v3/promotion/reports',
  material: '/api/bytedance/v3/promotion/material/reports',
};

/** The same query as an .xlsx file: every page, the chosen columns, Chinese headers. */
export const FEED_REPORT_EXPORT_PATHS: Record<ReportTab, string> = {
  account: '/api/bytedance/advertiser/reports/export',
  project: '/api/bytedance/v3/project/reports/export',
  promotion: '/api/bytedance/v3/promotion/reports/export',
  material: '/api/bytedance/v3/promotion/material/reports/export',
};

/** Abilities per tab (spec 001 §6). */
export const FEED_REPORT_ABILITIES: Record<ReportTab, string> = {
  account: 'advertiser:list',
  project: 'bytedance:v3:project:reports',
  promotion: 'bytedance:v3:promotion:reports',
  material: 'bytedance:v3:promotion:reports',
};

/** `GET /bytedance/v3/project/read`. */
export const ProjectReadQuerySchema = z.object({
  project_id: mediumId('项目ID'),
  advertiser_id: z.preprocess(blankToUndefined, mediumId('账户ID').optional()),
});
export type ProjectReadQuery = z.infer<typeof ProjectReadQuerySchema>;

/** `GET /bytedance/v3/promotion/read`. */
export const PromotionReadQuerySchema = z.object({
  promotion_id: mediumId('广告ID'),
  advertiser_id: z.preprocess(blankToUndefined, mediumId('账户ID').optional()),
});
export type PromotionReadQuery = z.infer<typeof PromotionReadQuerySchema>;

/** `GET /bytedance/v3/promotion/material/url`: the preview of a material (spec 001 §7). */
export const MaterialUrlQuerySchema = z.object({
  /** The material id, or the file id the ads reference (video_id / image id). */
  vi_id: z.string('请指定素材').trim().min(1, '请指定素材').max(128, '素材ID过长'),
  type: z.enum(['video', 'image'], '素材类型须为 video 或 image'),
  advertiser_id: mediumId('账户ID'),
});
export type MaterialUrlQuery = z.infer<typeof MaterialUrlQuerySchema>;

export const FEED_PROJECT_READ_PATH = '/api/bytedance/v3/project/read';
export const FEED_PROMOTION_READ_PATH = '/api/bytedance/v3/promotion/read';
export const FEED_MATERIAL_URL_PATH = '/api/bytedance/v3/promotion/material/url';
