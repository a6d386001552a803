import { z } from 'zod';
import { BASE_MEDIA, type BaseMedium, type BasePlatform } from './conversion-bases';
import type { AdIdSpend } from './ad-id-spend';
import { IdSchema, PageQuerySchema, ROW_ID_MAX, type Paged } from './common';

// Channel categories and ad IDs (spec 000 §2 `media`, `mediaKs`, `mediaQq`, ability
// `amt:adid_category_list`, and `/landing/adid`, ability `searchadid:detail`; spec 002 §7
// `/category/*`, `/amt/adid_category_*`, `/batch/*`, `/amt/search_adid`, `/searchadid/*`).
// The model is docs/architecture/ad-ids.md.

const mediumField = z.enum(BASE_MEDIA, '请选择媒体');
const categoryName = z
  .string('请填写分类名称')
  .trim()
  .min(1, '请填写分类名称')
  .max(50, '分类名称不能超过 50 个字符');
const remark = z
  .string()
  .trim()
  .max(200, '备注不能超过 200 个字符')
  .optional()
  .transform((v) => v ?? '');

/** `/category/create` (and `/amt/adid_category_create`): a channel category of a medium. */
export const CategoryCreateBodySchema = z.object({
  medium: mediumField,
  name: categoryName,
  remark,
});
export type CategoryCreateBody = z.input<typeof CategoryCreateBodySchema>;

/** `/category/update`: renames a category or changes its remark. */
export const CategoryUpdateBodySchema = z.object({
  id: IdSchema,
  name: categoryName,
  remark,
});
export type CategoryUpdateBody = z.input<typeof CategoryUpdateBodySchema>;

export interface CategoryCreateAnswer {
  id: number;
}

/** `/amt/adid_category_list`: a medium's categories with their counts. */
export const CategoryListQuerySchema = PageQuerySchema.extend({
  medium: mediumField,
  keyword: z.string().trim().max(50, '关键词最多 50 个字符').optional(),
});
export type CategoryListQuery = z.infer<typeof CategoryListQuerySchema>;

export interface CategoryItem {
  id: number;
  medium: BaseMedium;
  name: string;
  remark: string;
  /** Ad IDs of the category the caller may see. */
  ad_ids: number;
  batches: number;
  created_by: string | null;
  created_at: string;
  updated_at: string;
}
export type CategoryListData = Paged<CategoryItem>;

/** `/category/search`: the picker's options (at most 50, by name). */
export const CategorySearchQuerySchema = z.object({
  medium: mediumField,
  keyword: z.string().trim().max(50, '关键词最多 50 个字符').optional(),
});
export type CategorySearchQuery = z.infer<typeof CategorySearchQuerySchema>;
export interface CategoryOption {
  id: number;
  name: string;
}
export interface CategorySearchData {
  list: CategoryOption[];
}

/** The form fields of `/batch/adid_category_batch_create` besides the `file` (an .xlsx). */
export const AdIdBatchCreateFieldsSchema = z.object({
  category_id: z.coerce
    .number('请选择渠道分类')
    .int()
    .positive('请选择渠道分类')
    .max(ROW_ID_MAX, '无效的编号'),
  base_id: z.coerce
    .number('请选择转化基础')
    .int()
    .positive('请选择转化基础')
    .max(ROW_ID_MAX, '无效的编号'),
});
export type AdIdBatchCreateFields = z.infer<typeof AdIdBatchCreateFieldsSchema>;
export const AD_ID_SHEET_MAX_BYTES = 5 * 1024 * 1024;

export interface AdIdBatchCreateAnswer {
  batch_id: number;
  count: number;
  first_ad_id: string;
  last_ad_id: string;
}

/** One bad row of a batch sheet, by the row number the sheet shows. */
export interface AdIdBatchRowError {
  row: number;
  messages: string[];
}
/** The `data` of the VALIDATION_FAILED answer to a sheet with bad rows: nothing was written. */
export interface AdIdBatchRejection {
  rows: AdIdBatchRowError[];
}

/**
 * `/batch/list`: batches, newest first: a medium's (the channel-ID pages), every medium's
 * (批量生成记录 `/landing/batchmedia/list`) or one conversion base's (批量广告ID `collect/more`).
 */
export const AdIdBatchListQuerySchema = PageQuerySchema.extend({
  medium: mediumField.optional(),
  category_id: IdSchema.optional(),
  base_id: IdSchema.optional(),
});
export type AdIdBatchListQuery = z.infer<typeof AdIdBatchListQuerySchema>;

export interface AdIdBatchItem {
  id: number;
  medium: BaseMedium;
  category_id: number;
  category_name: string;
  base_id: number;
  base_name: string;
  game_name: string | null;
  platform: BasePlatform;
  file_name: string;
  count: number;
  first_ad_id: string;
  last_ad_id: string;
  created_by: string | null;
  created_at: string;
}
export type AdIdBatchListData = Paged<AdIdBatchItem>;

/** `/batch/list_adid`: the ad IDs of a batch. */
export const AdIdBatchAdIdsQuerySchema = PageQuerySchema.extend({ batch_id: IdSchema });
export type AdIdBatchAdIdsQuery = z.infer<typeof AdIdBatchAdIdsQuerySchema>;

export interface AdIdItem {
  ad_id: string;
  medium: BaseMedium;
  name: string;
  remark: string;
  category_id: number;
  category_name: string;
  base_id: number;
  base_name: string;
  game_name: string | null;
  platform: BasePlatform;
  batch_id: number;
  /** The base's click link with `ad_id=` added. */
  click_url: string;
  created_by: string | null;
  created_at: string;
}
export type AdIdListData = Paged<AdIdItem>;

/** `/amt/search_adid`: ad IDs starting with the keyword, or whose name contains it. */
export const AdIdSearchQuerySchema = PageQuerySchema.extend({
  keyword: z
    .string('请输入广告ID或名称')
    .trim()
    .min(1, '请输入广告ID或名称')
    .max(50, '关键词最多 50 个字符'),
  medium: mediumField.optional(),
});
export type AdIdSearchQuery = z.infer<typeof AdIdSearchQuerySchema>;

/** `/searchadid/detail`: one ad ID. */
export const AdIdDetailQuerySchema = z.object({
  ad_id: z.string('请输入广告ID').trim().min(1, '请输入广告ID').max(50, '广告ID格式不正确'),
});
export interface AdIdDetail {
  item: AdIdItem;
  /** The base's download link and the batch's file, for where the ad ID came from. */
  download_url: string;
  file_name: string;
  /**
   * The medium's ad the ad ID was used for; null until an ad is created with it (the creation
   * wizards are not built yet, so it is always null today).
   */
  ad: null;
  /**
   * The figures imported for it, on a link-based medium (其他媒体, 端游媒体); null on the API
   * media, whose spend is the ad's and read from the medium.
   */
  spend: AdIdSpend | null;
}

/** `/searchadid/search`: several ad IDs at once (one a line in the page). */
export const AdIdBulkSearchBodySchema = z.object({
  ad_ids: z
    .array(z.string().trim().max(50))
    .min(1, '请输入广告ID')
    .max(500, '一次最多查询 500 个广告ID'),
});
export type AdIdBulkSearchBody = z.input<typeof AdIdBulkSearchBodySchema>;
export interface AdIdBulkSearchData {
  found: AdIdItem[];
  /** Well-formed ad IDs with no ad ID the caller may see. */
  missing: string[];
  /** Entries that are not ad IDs (wrong length, letter or check character). */
  invalid: string[];
}
