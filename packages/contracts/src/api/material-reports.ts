import { z } from 'zod';
import { IdSchema, PageQuerySchema, type Paged } from './common';
import type { ReportFieldFormat, ReportFieldKey } from './feed-report-fields';
import type { MediumKey } from './media-auth';
import { MaterialTypeSchema, type MaterialFile } from './materials';
import { calendarDate } from './report-filter-parsers';

// Material reports (spec 002 §7 `material/file/report`, `material/report/fields`,
// `material/report/list`, `material/file/multreport`): a library file's stats summed over every
// medium and account it was pushed to (docs/architecture/materials.md#reports).

/** The metrics the material reports offer, in their column order (a subset of the report fields). */
export const MATERIAL_REPORT_FIELD_KEYS = [
  'stat_cost',
  'show_cnt',
  'click_cnt',
  'ctr',
  'cpc_platform',
  'cpm_platform',
  'convert_cnt',
  'conversion_cost',
  'convert_rate',
  'deep_convert_cnt',
  'total_play',
  'valid_play',
  'valid_play_rate',
] as const satisfies readonly ReportFieldKey[];
export type MaterialReportFieldKey = (typeof MATERIAL_REPORT_FIELD_KEYS)[number];

/** Longest date range a material report sums over. */
export const MATERIAL_REPORT_MAX_DAYS = 366;
/** Most files one `material/file/multreport` call reports. */
export const MATERIAL_MULTREPORT_MAX = 100;

export interface MaterialReportField {
  key: MaterialReportFieldKey;
  title: string;
  format: ReportFieldFormat;
  description: string;
}

/** `material/report/fields`. */
export interface MaterialReportFieldsData {
  fields: MaterialReportField[];
}

/** Money in yuan, rates in percent (1.25 means 1.25%), counts as integers. */
export type MaterialReportMetrics = Record<MaterialReportFieldKey, number>;

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** The date range (China dates, both included); the last 7 days through today without it. */
const DateRangeSchema = z.object({
  sdate: calendarDate('开始日期'),
  edate: calendarDate('结束日期'),
});

/** `GET material/report/list`: the library's files with their stats over the range. */
export const MaterialReportListQuerySchema = PageQuerySchema.extend({
  ...DateRangeSchema.shape,
  gad_cfg_game_id: z.preprocess(blankToUndefined, IdSchema.optional()),
  /** The credited designer (`users.id`). */
  designer: z.preprocess(blankToUndefined, IdSchema.optional()),
  type: z.preprocess(blankToUndefined, MaterialTypeSchema.optional()),
  /** Part of the file name. */
  keyword: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  /** Files directly in this folder; `0` the root, absent every folder. */
  dir_id: z.preprocess(blankToUndefined, z.coerce.number().int().min(0).optional()),
  /** Files carrying this tag. */
  tag: z.preprocess(blankToUndefined, z.string().trim().max(50).optional()),
  sort: z.enum(MATERIAL_REPORT_FIELD_KEYS, '无效的排序指标').default('stat_cost'),
  order: z.enum(['asc', 'desc'], '只能是 asc 或 desc').default('desc'),
});
export type MaterialReportListQuery = z.infer<typeof MaterialReportListQuerySchema>;

export interface MaterialReportRange {
  sdate: string;
  edate: string;
}

export interface MaterialReportListItem {
  file: MaterialFile;
  metrics: MaterialReportMetrics;
  /** Accounts (in the caller's scope) the file was pushed to. */
  accounts: number;
}

export type MaterialReportListData = Paged<MaterialReportListItem> & MaterialReportRange;

/** `GET material/file/report`: one file. */
export const MaterialFileReportQuerySchema = DateRangeSchema.extend({ fid: IdSchema });
export type MaterialFileReportQuery = z.infer<typeof MaterialFileReportQuerySchema>;

export interface MaterialReportMediumRow {
  medium: MediumKey;
  metrics: MaterialReportMetrics;
}

export interface MaterialReportAccountRow {
  medium: MediumKey;
  advertiser_id: string;
  /** The account's name (its alias when set); null when the account is not known here. */
  advertiser_name: string | null;
  /** The file's id on the medium there (OE material_id, KS photo_id / image token, TX id). */
  media_material_id: string;
  metrics: MaterialReportMetrics;
}

export interface MaterialReportDayRow {
  date: string;
  metrics: MaterialReportMetrics;
}

export interface MaterialFileReportData extends MaterialReportRange {
  file: MaterialFile;
  totals: MaterialReportMetrics;
  /** Each medium the file was pushed to in the caller's scope, stats or not. */
  media: MaterialReportMediumRow[];
  /** Each account the file was pushed to in the caller's scope, stats or not. */
  accounts: MaterialReportAccountRow[];
  /** Every day of the range, oldest first. */
  days: MaterialReportDayRow[];
}

/** `POST material/file/multreport`: the totals of many files at once. */
export const MaterialMultReportBodySchema = DateRangeSchema.extend({
  fids: z
    .array(IdSchema, '请选择素材')
    .min(1, '请选择素材')
    .max(MATERIAL_MULTREPORT_MAX, `一次最多查询 ${MATERIAL_MULTREPORT_MAX} 个素材`),
});
export type MaterialMultReportBody = z.infer<typeof MaterialMultReportBodySchema>;

export interface MaterialMultReportData extends MaterialReportRange {
  list: { fid: number; metrics: MaterialReportMetrics }[];
}
