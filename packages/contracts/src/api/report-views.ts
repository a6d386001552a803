import { z } from 'zod';
import { IdSchema } from './common';

// ---- report columns and named column views (spec 001 §2 custom-metric dialog, §3 custom columns) ----

/** The four tabs of the Ocean Engine delivery-management screen (spec 001 §2). */
export const REPORT_TABS = ['account', 'project', 'promotion', 'material'] as const;
export type ReportTab = (typeof REPORT_TABS)[number];

/**
 * Every tab key of every delivery screen (`delivery-screens.ts`): the feed's four, then the
 * Kuaishou, Tencent and legacy levels. Saved columns, views and table preferences belong to one.
 */
export const DELIVERY_TAB_KEYS = [
  ...REPORT_TABS,
  'campaign',
  'unit',
  'creative',
  'adgroup',
  'dynamic_creative',
  'ad',
] as const;
export type DeliveryTabKey = (typeof DELIVERY_TAB_KEYS)[number];

const TAB_KEYS: ReadonlySet<string> = new Set(DELIVERY_TAB_KEYS);

/** A screen definition's tab key as a known one; an unknown key is a defect of the definition. */
export function deliveryTabKey(key: string): DeliveryTabKey {
  if (!TAB_KEYS.has(key)) throw new Error(`Unknown delivery tab key ${key}`);
  return key as DeliveryTabKey;
}

/** Columns one table may show. */
export const REPORT_FIELDS_MAX = 100;
export const REPORT_VIEW_NAME_MAX = 30;
/** Views one user may own per screen tab. */
export const REPORT_VIEWS_PER_TAB_MAX = 50;

/** A screen's short key, e.g. `launchV3`, `launchKs`, `launchQqV3` (spec 001 §2 routes). */
export const ReportScreenSchema = z
  .string('请指定页面')
  .regex(/^[A-Za-z0-9]{1,32}$/, '页面标识为 1–32 位字母或数字');

export const ReportTabSchema = z.enum(DELIVERY_TAB_KEYS, '没有这个标签页');

/** A report field key such as `stat_cost` (spec 001 §3 report metrics). */
export const ReportFieldKeySchema = z
  .string('列标识不正确')
  .regex(/^[a-z0-9_]{1,64}$/, '列标识为 1–64 位小写字母、数字或下划线');

/**
 * An ordered list of columns: 1..100 distinct keys. With a `catalog` (the screen's known columns),
 * each key must be one of them; the server keeps it generic and checks only the key format.
 */
export function reportFieldsSchema(catalog?: readonly string[]) {
  const known = catalog ? new Set(catalog) : undefined;
  return z
    .array(ReportFieldKeySchema, '请选择列')
    .min(1, '请至少选择一列')
    .max(REPORT_FIELDS_MAX, `最多选择 ${REPORT_FIELDS_MAX} 列`)
    .superRefine((fields, ctx) => {
      const seen = new Set<string>();
      fields.forEach((field, index) => {
        if (seen.has(field)) {
          ctx.addIssue({ code: 'custom', path: [index], message: `列 ${field} 重复` });
        }
        seen.add(field);
        if (known && !known.has(field)) {
          ctx.addIssue({ code: 'custom', path: [index], message: `未知的列 ${field}` });
        }
      });
    });
}

export const ReportFieldsSchema = reportFieldsSchema();

/** Which table: the screen and its tab. */
export const ReportScopeQuerySchema = z.object({
  screen: ReportScreenSchema,
  tab: ReportTabSchema,
});
export type ReportScope = z.infer<typeof ReportScopeQuerySchema>;

/** Saves the caller's own columns of one screen tab. */
export const SaveReportColumnsBodySchema = ReportScopeQuerySchema.extend({
  fields: ReportFieldsSchema,
});
export type SaveReportColumnsBody = z.infer<typeof SaveReportColumnsBodySchema>;

/** The caller's saved columns in order; `null` shows the screen's default columns. */
export type ReportColumnsData = string[] | null;

export const ReportViewNameSchema = z
  .string('请输入视图名称')
  .trim()
  .min(1, '请输入视图名称')
  .max(REPORT_VIEW_NAME_MAX, `视图名称最多 ${REPORT_VIEW_NAME_MAX} 个字符`);

export const CreateReportViewBodySchema = ReportScopeQuerySchema.extend({
  name: ReportViewNameSchema,
  fields: ReportFieldsSchema,
  /** 团队共享: every user sees the view; only its owner (or an admin) changes it. */
  shared: z.boolean().default(false),
});
export type CreateReportViewBody = z.infer<typeof CreateReportViewBodySchema>;

export const UpdateReportViewBodySchema = z
  .object({
    id: IdSchema,
    name: ReportViewNameSchema.optional(),
    fields: ReportFieldsSchema.optional(),
    shared: z.boolean().optional(),
  })
  .refine(
    (body) => body.name !== undefined || body.fields !== undefined || body.shared !== undefined,
    {
      message: '没有要修改的内容',
    },
  );
export type UpdateReportViewBody = z.infer<typeof UpdateReportViewBodySchema>;

export const DeleteReportViewBodySchema = z.object({ id: IdSchema });

/** A named column view as listed for the caller. */
export interface ReportView {
  id: number;
  screen: string;
  tab: DeliveryTabKey;
  name: string;
  fields: string[];
  shared: boolean;
  owner_id: number;
  owner_nick_name: string;
  /** The caller owns it. */
  mine: boolean;
  /** The caller may rename, change or delete it (its owner, or an admin). */
  editable: boolean;
  updated_at: string;
}
