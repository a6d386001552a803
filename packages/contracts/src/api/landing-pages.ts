import { z } from 'zod';
import { IdSchema, PageQuerySchema, type Paged } from './common';
import { SiteListQuerySchema, SitePreviewQuerySchema } from './creation/reads';
import { calendarDate } from './report-filter-parsers';

// Our own landing pages (spec 002 §3 "a landing page is built from components and published at a
// URL"; the calls are the project's own design, docs/architecture/landing-pages.md).

export const LANDING_NAME_MAX = 50;
export const LANDING_TITLE_MAX = 50;
export const LANDING_COMPONENTS_MAX = 30;
export const LANDING_TEXT_MAX = 2000;
export const LANDING_LABEL_MAX = 20;
export const LANDING_URL_MAX = 1000;
export const LANDING_FORM_FIELDS_MAX = 6;
export const LANDING_FORM_VALUE_MAX = 200;
/** Longest date range the page statistics sum over. */
export const LANDING_STATS_MAX_DAYS = 366;

/** The component kinds of the page builder, in the order the builder offers them. */
export const LANDING_COMPONENT_TYPES = ['image', 'video', 'text', 'download', 'form'] as const;
export type LandingComponentType = (typeof LANDING_COMPONENT_TYPES)[number];
export const LANDING_COMPONENT_LABELS: Record<LandingComponentType, string> = {
  image: '图片',
  video: '视频',
  text: '文本',
  download: '下载按钮',
  form: '表单',
};

/** An absolute http(s) address with a host and no spaces, quotes or angle brackets. */
export const LANDING_URL_PATTERN = /^https?:\/\/[^\s/?#"'<>\\]+[^\s"'<>\\]*$/i;

/** An absolute http(s) address: nothing else may reach a page's `src` or `href`. */
const httpUrl = (label: string) =>
  z
    .string(`请输入${label}`)
    .trim()
    .min(1, `请输入${label}`)
    .max(LANDING_URL_MAX, `${label}不能超过 ${LANDING_URL_MAX} 个字符`)
    .regex(LANDING_URL_PATTERN, `${label}须为 http:// 或 https:// 开头的完整地址`);

const optionalUrl = (label: string) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    httpUrl(label).optional(),
  );

const ColorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, '颜色须为 #RRGGBB');
const ComponentIdSchema = z
  .string()
  .regex(/^[a-z0-9]{1,16}$/, '组件编号须为 1–16 位小写字母或数字');

const LabelSchema = (label: string) =>
  z
    .string(`请输入${label}`)
    .trim()
    .min(1, `请输入${label}`)
    .max(LANDING_LABEL_MAX, `${label}不能超过 ${LANDING_LABEL_MAX} 个字`);

export const ImageComponentSchema = z.object({
  id: ComponentIdSchema,
  type: z.literal('image'),
  src: httpUrl('图片地址'),
  alt: z
    .string()
    .trim()
    .max(LANDING_LABEL_MAX * 5, '图片说明不能超过 100 个字')
    .default(''),
  /** Where a tap on the image leads; counted as a click. */
  link: optionalUrl('图片跳转地址'),
});

export const VideoComponentSchema = z.object({
  id: ComponentIdSchema,
  type: z.literal('video'),
  src: httpUrl('视频地址'),
  poster: optionalUrl('封面地址'),
});

export const TextComponentSchema = z.object({
  id: ComponentIdSchema,
  type: z.literal('text'),
  text: z
    .string('请输入文本')
    .min(1, '请输入文本')
    .max(LANDING_TEXT_MAX, `文本不能超过 ${LANDING_TEXT_MAX} 个字`)
    .refine((text) => text.trim() !== '', '请输入文本'),
  align: z.enum(['left', 'center', 'right']).default('left'),
  size: z.number().int().min(12, '字号不能小于 12').max(32, '字号不能大于 32').default(16),
  color: ColorSchema.default('#333333'),
  bold: z.boolean().default(false),
});

export const DownloadComponentSchema = z
  .object({
    id: ComponentIdSchema,
    type: z.literal('download'),
    label: LabelSchema('按钮文字'),
    android_url: optionalUrl('安卓下载地址'),
    ios_url: optionalUrl('iOS 下载地址'),
    color: ColorSchema.default('#1677ff'),
  })
  .refine((c) => c.android_url !== undefined || c.ios_url !== undefined, {
    message: '下载按钮至少需要安卓或 iOS 下载地址之一',
    path: ['android_url'],
  });

export const FORM_FIELD_KINDS = ['text', 'phone'] as const;
export const FormFieldSchema = z.object({
  key: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,19}$/, '字段标识须为小写字母开头的 1–20 位字母、数字或下划线'),
  label: LabelSchema('字段名称'),
  kind: z.enum(FORM_FIELD_KINDS).default('text'),
  required: z.boolean().default(true),
});
export type FormField = z.infer<typeof FormFieldSchema>;

export const FormComponentSchema = z.object({
  id: ComponentIdSchema,
  type: z.literal('form'),
  title: z
    .string()
    .trim()
    .max(LANDING_LABEL_MAX, `表单标题不能超过 ${LANDING_LABEL_MAX} 个字`)
    .default(''),
  fields: z
    .array(FormFieldSchema)
    .min(1, '表单至少需要一个字段')
    .max(LANDING_FORM_FIELDS_MAX, `表单最多 ${LANDING_FORM_FIELDS_MAX} 个字段`)
    .refine(
      (fields) => new Set(fields.map((f) => f.key)).size === fields.length,
      '表单字段标识不能重复',
    ),
  submit_label: LabelSchema('提交按钮文字'),
});

export const LandingComponentSchema = z.discriminatedUnion('type', [
  ImageComponentSchema,
  VideoComponentSchema,
  TextComponentSchema,
  DownloadComponentSchema,
  FormComponentSchema,
]);
export type LandingComponent = z.infer<typeof LandingComponentSchema>;
export type LandingComponentOf<T extends LandingComponentType> = Extract<
  LandingComponent,
  { type: T }
>;

export const LandingComponentsSchema = z
  .array(LandingComponentSchema, '组件格式不正确')
  .max(LANDING_COMPONENTS_MAX, `一个落地页最多 ${LANDING_COMPONENTS_MAX} 个组件`)
  .refine((list) => new Set(list.map((c) => c.id)).size === list.length, '组件编号不能重复');

const NameSchema = z
  .string('请输入落地页名称')
  .trim()
  .min(1, '请输入落地页名称')
  .max(LANDING_NAME_MAX, `落地页名称不能超过 ${LANDING_NAME_MAX} 个字`);

const TitleSchema = z
  .string('请输入页面标题')
  .trim()
  .min(1, '请输入页面标题')
  .max(LANDING_TITLE_MAX, `页面标题不能超过 ${LANDING_TITLE_MAX} 个字`);

const optionalId = z.preprocess((v) => (v === '' ? null : v), IdSchema.nullable().default(null));

/** `POST landing/page/create`, and `update` with the id: the draft; the live page changes on publish. */
export const LandingPageSaveBodySchema = z.object({
  name: NameSchema,
  title: TitleSchema,
  components: LandingComponentsSchema,
  /** The conversion base the page promotes (conversion-bases). */
  conversion_base_id: optionalId,
  /** The ad ID (ad-ids) whose traffic lands here. */
  ad_id: optionalId,
});
export type LandingPageSaveBody = z.input<typeof LandingPageSaveBodySchema>;
export const LandingPageUpdateBodySchema = LandingPageSaveBodySchema.extend({ id: IdSchema });
export type LandingPageUpdateBody = z.input<typeof LandingPageUpdateBodySchema>;
export const LandingPageIdBodySchema = z.object({ id: IdSchema });

export const LandingPageListQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(LANDING_NAME_MAX).optional(),
  /** Only the published pages (其他落地页). */
  published: z
    .enum(['1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === '1')),
  start_date: calendarDate('开始日期'),
  end_date: calendarDate('结束日期'),
});
export type LandingPageListQuery = z.infer<typeof LandingPageListQuerySchema>;

/** Draft only, live, or live with unpublished changes. */
export type LandingPageState = 'draft' | 'published' | 'changed';
export const LANDING_STATE_LABELS: Record<LandingPageState, string> = {
  draft: '未发布',
  published: '已发布',
  changed: '有未发布的修改',
};

export interface LandingPageStats {
  views: number;
  clicks: number;
  submits: number;
}

export interface LandingPageItem {
  id: number;
  name: string;
  title: string;
  slug: string;
  /** The public address's path (`/lp/<slug>`); null until first published. */
  public_path: string | null;
  state: LandingPageState;
  components: LandingComponent[];
  conversion_base_id: number | null;
  conversion_base_name: string | null;
  ad_id: number | null;
  ad_id_code: string | null;
  creator_name: string;
  published_at: string | null;
  updated_at: string;
  stats: LandingPageStats;
}
export type LandingPageListData = Paged<LandingPageItem> & { start_date: string; end_date: string };

export interface LandingPageStatDay extends LandingPageStats {
  date: string;
}

/** `POST /lp/{slug}/track`: a public page's view or click (no session; rate-limited per address). */
export const LandingSlugSchema = z.string().regex(/^[a-z0-9]{6,32}$/, '页面地址不正确');
export const LandingTrackBodySchema = z.object({
  event: z.enum(['view', 'click']),
});
export type LandingTrackBody = z.infer<typeof LandingTrackBodySchema>;

/** `POST /lp/{slug}/form`: a form's submission; checked against the live page's form fields. */
export const LandingFormBodySchema = z.object({
  component_id: ComponentIdSchema,
  values: z.record(
    z.string(),
    z.string().max(LANDING_FORM_VALUE_MAX, `内容不能超过 ${LANDING_FORM_VALUE_MAX} 个字`),
  ),
});
export type LandingFormBody = z.infer<typeof LandingFormBodySchema>;

export const LandingSubmissionListQuerySchema = PageQuerySchema.extend({ id: IdSchema });
export interface LandingSubmissionItem {
  id: number;
  component_id: string;
  values: Record<string, string>;
  created_at: string;
}

/** The media's own landing pages on `/landing/land/tt|ks` (橙子建站, 魔力建站). */
export const MEDIA_SITE_MEDIA = ['bytedance', 'kuaishou'] as const;
export type MediaSiteMedium = (typeof MEDIA_SITE_MEDIA)[number];
export const MediaSiteListQuerySchema = SiteListQuerySchema.extend({
  medium: z.enum(MEDIA_SITE_MEDIA),
});
export type MediaSiteListQuery = z.infer<typeof MediaSiteListQuerySchema>;
export const MediaSitePreviewQuerySchema = SitePreviewQuerySchema.extend({
  medium: z.enum(MEDIA_SITE_MEDIA),
});
export type MediaSitePreviewQuery = z.infer<typeof MediaSitePreviewQuerySchema>;
/** How each medium's own landing pages are named and what their statuses mean. */
export const MEDIA_SITE_DEFINITIONS: Record<
  MediaSiteMedium,
  { route: string; title: string; builder: string; statuses: Record<string, string> }
> = {
  bytedance: {
    route: '/landing/land/tt',
    title: '头条落地页',
    builder: '橙子建站',
    statuses: { SITE_ONLINE: '已发布', SITE_OFFLINE: '已下线' },
  },
  kuaishou: {
    route: '/landing/land/ks',
    title: '快手落地页',
    builder: '魔力建站',
    statuses: { '1': '草稿', '2': '审核中', '3': '审核通过', '4': '审核拒绝' },
  },
};

export interface MediaSiteItem {
  site_id: string;
  name: string;
  /** The medium's status value, as text; `MEDIA_SITE_DEFINITIONS` labels it. */
  status: string;
  thumbnail: string;
  create_time: string;
  /** The page's address when the medium's list carries it (Kuaishou); otherwise ask for a preview. */
  url?: string;
}
export type MediaSiteListData = Paged<MediaSiteItem>;
