import { z } from 'zod';
import { IdSchema, PageQuerySchema, type Paged } from './common';
import { MediumKeySchema, type MediumKey } from './media-auth';
import { calendarDate } from './report-filter-parsers';

// The title library (spec 002 §1, §3 "Title library entries"; the calls are the project's own
// design under `material/title/*`, docs/architecture/titles.md).

/** Longest text a call may carry for one title: longer input is refused before any rule runs. */
export const TITLE_INPUT_MAX = 200;
export const TITLE_TAG_MAX_LENGTH = 20;
export const TITLE_TAGS_PER_TITLE = 10;
export const TITLE_IMPORT_MAX_LINES = 2000;
export const TITLE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** Longest date range the performance columns sum over. */
export const TITLE_STATS_MAX_DAYS = 366;

const GameIdSchema = z.coerce.number('请选择游戏').int('请选择游戏').positive('请选择游戏');

const TitleTextSchema = z
  .string('请输入标题')
  .max(TITLE_INPUT_MAX, `标题不能超过 ${TITLE_INPUT_MAX} 个字`)
  .refine((text) => !/[\r\n]/.test(text), '标题不能换行')
  .refine((text) => text.trim() !== '', '请输入标题');

export const TitleTagSchema = z
  .string()
  .trim()
  .min(1, '标签不能为空')
  .max(TITLE_TAG_MAX_LENGTH, `标签不能超过 ${TITLE_TAG_MAX_LENGTH} 个字`)
  .refine((tag) => !/[,，]/.test(tag), '标签不能包含逗号');

const TagsSchema = z
  .array(TitleTagSchema, '标签格式不正确')
  .max(TITLE_TAGS_PER_TITLE, `每个标题最多 ${TITLE_TAGS_PER_TITLE} 个标签`)
  .default([]);

const TitleIdsSchema = z
  .array(IdSchema, '请选择标题')
  .min(1, '请选择标题')
  .max(500, '一次最多选择 500 个标题');

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** `GET material/title/list`: paged, filtered; `medium` keeps the titles that medium takes. */
export const TitleListQuerySchema = PageQuerySchema.extend({
  gad_cfg_game_id: z.preprocess(blankToUndefined, GameIdSchema.optional()),
  tag: z.preprocess(blankToUndefined, z.string().trim().max(TITLE_TAG_MAX_LENGTH).optional()),
  created_by: z.preprocess(blankToUndefined, IdSchema.optional()),
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(TITLE_INPUT_MAX).optional()),
  length_min: z.preprocess(
    blankToUndefined,
    z.coerce.number('字数须为整数').int('字数须为整数').min(0).optional(),
  ),
  length_max: z.preprocess(
    blankToUndefined,
    z.coerce.number('字数须为整数').int('字数须为整数').min(0).optional(),
  ),
  medium: z.preprocess(blankToUndefined, MediumKeySchema.optional()),
  /** The performance columns' date range (China dates); the last 7 days without it. */
  start_date: calendarDate('开始日期'),
  end_date: calendarDate('结束日期'),
});
export type TitleListQuery = z.infer<typeof TitleListQuerySchema>;

export const TitleCreateBodySchema = z.object({
  gad_cfg_game_id: GameIdSchema,
  title: TitleTextSchema,
  tags: TagsSchema,
});
export type TitleCreateBody = z.infer<typeof TitleCreateBodySchema>;

export const TitleUpdateBodySchema = TitleCreateBodySchema.extend({ id: IdSchema });
export type TitleUpdateBody = z.infer<typeof TitleUpdateBodySchema>;

export const TitleDeleteBodySchema = z.object({ ids: TitleIdsSchema });
export type TitleDeleteBody = z.infer<typeof TitleDeleteBodySchema>;

/** `POST material/title/import`: the titles of a previewed file; the server checks them again. */
export const TitleImportBodySchema = z.object({
  gad_cfg_game_id: GameIdSchema,
  titles: z
    .array(z.string().max(TITLE_INPUT_MAX, `标题不能超过 ${TITLE_INPUT_MAX} 个字`), '请选择标题')
    .min(1, '没有可导入的标题')
    .max(TITLE_IMPORT_MAX_LINES, `一次最多导入 ${TITLE_IMPORT_MAX_LINES} 个标题`),
  tags: TagsSchema,
});
export type TitleImportBody = z.infer<typeof TitleImportBodySchema>;

export interface TitleItem {
  id: number;
  title: string;
  gad_cfg_game_id: number;
  tags: string[];
  /** Characters (code points). */
  length: number;
  /** The media whose length rule the title meets. */
  media: MediumKey[];
  created_by: number;
  creator_name: string;
  created_at: string;
  updated_at: string;
  /** Ads in the delivery mirror of the title's game that carry the title. */
  usage_count: number;
  /** Sums over the list's date range of those ads' daily stats: 分 and counts. */
  cost: number;
  conversions: number;
  /** cost / conversions in 分; null without conversions. */
  conversion_cost: number | null;
}

export interface TitleListData extends Paged<TitleItem> {
  /** The date range the performance columns cover. */
  start_date: string;
  end_date: string;
}

export interface TitleTagsData {
  list: { tag: string; count: number }[];
}

export interface TitleCreatorsData {
  list: { id: number; name: string }[];
}

export interface TitleDeletedData {
  deleted: number;
}

export type * from './title-import-types';
