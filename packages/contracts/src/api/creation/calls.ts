import type { MaterialType } from '../materials';
import { z } from 'zod';
import { IdSchema, PageQuerySchema, type Paged } from '../common';
import { TaskStatusSchema, type TaskStatus } from '../tasks';
import { BytedanceCreationDraftSchema } from './bytedance';
import { BytedanceV2CreationDraftSchema } from './bytedance-v2';
import { KuaishouCreationDraftSchema } from './kuaishou';
import type { CreationMedium } from './shared';
import { TencentCreationDraftSchema } from './tencent';
import { TencentV2CreationDraftSchema } from './tencent-v2';

// Request and reply shapes of the creation calls (spec 002 §7 "Delivery"), the same under each
// medium's base path (shared.ts `creationPath`). A draft is the whole wizard state of one medium;
// the server builds the objects from it (preview), counts them (count) and creates them as one task
// (submit). `preview_data` of submit is the draft that was previewed.

/** Any medium's draft; `medium` tells them apart and must match the call's medium. */
export const CreationDraftSchema = z.discriminatedUnion(
  'medium',
  [
    BytedanceCreationDraftSchema,
    KuaishouCreationDraftSchema,
    TencentCreationDraftSchema,
    BytedanceV2CreationDraftSchema,
    TencentV2CreationDraftSchema,
  ],
  '请选择媒体',
);
export type CreationDraft = z.infer<typeof CreationDraftSchema>;
export type CreationDraftInput = z.input<typeof CreationDraftSchema>;
export type CreationDraftOf<M extends CreationMedium> = Extract<CreationDraft, { medium: M }>;

/** Rows a preview page holds at most. */
export const CREATION_PREVIEW_PAGE_MAX = 500;

// ---- preview / count ----

export const CreationPreviewBodySchema = z.object({
  preview_data: CreationDraftSchema,
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(CREATION_PREVIEW_PAGE_MAX).default(100),
  /** Only the rows with errors. */
  only_errors: z.boolean().default(false),
});
export type CreationPreviewBody = z.infer<typeof CreationPreviewBodySchema>;

export const CreationCountBodySchema = z.object({ preview_data: CreationDraftSchema });
export type CreationCountBody = z.infer<typeof CreationCountBodySchema>;

/** A library file as a preview row shows it. */
export interface CreationMaterialRef {
  file_id: number;
  name: string;
  type: MaterialType;
}

/** A video of the medium's own (`source` AWEME / STAR) by its item id or video id. */
export interface CreationMediaMaterialRef {
  source: string;
  id: string;
  name: string;
}

/** One level-2 object to create (a promotion, a unit, a dynamic creative) and its parent. */
export interface CreationPreviewRow {
  /** Unique within the draft: what task items and edits refer to. */
  key: string;
  advertiser_id: string;
  advertiser_name: string | null;
  /** The level-1 object (project, campaign, adgroup) the row goes under. */
  parent_name: string;
  name: string;
  /** Kuaishou creatives of the unit (one per material), by name; empty elsewhere. */
  child_names: string[];
  materials: CreationMaterialRef[];
  /** The medium's own videos of the row (Ocean Engine v3 媒体素材): by the medium's id. */
  media_materials?: CreationMediaMaterialRef[];
  titles: string[];
  /** Budget and bid of the row in yuan, where the medium sets them on this level or its parent. */
  budget: number | null;
  bid: number | null;
  /** Materials not yet pushed to the account: pushed first when submitted. */
  to_push: number;
  /** Why the row cannot be created, in Chinese; empty when it can. */
  errors: string[];
}

/** How many objects a draft makes (spec 002 §4: 将创建 N 个项目 / N 个广告). */
export interface CreationCounts {
  /** Level-1 objects (projects, campaigns, adgroups). */
  parents: number;
  /** Level-2 objects (promotions, units, dynamic creatives): the rows. */
  rows: number;
  /** Kuaishou creatives (one per unit material); equal to rows elsewhere. */
  children: number;
  /** Rows with errors. */
  error_rows: number;
  /** (file, account) pairs to push before creating. */
  pushes: number;
  /** The cap of one submit (CREATION_SUBMIT_MAX) and whether the draft exceeds it. */
  cap: number;
  over_cap: boolean;
  /** Chinese labels of the levels: e.g. 项目 / 广告. */
  parent_label: string;
  row_label: string;
  /** Errors of the draft as a whole (no materials of a kind the medium takes …). */
  errors: string[];
}

export interface CreationPreviewAnswer extends Paged<CreationPreviewRow> {
  counts: CreationCounts;
}

// ---- submit ----

export const CreationSubmitBodySchema = z.object({
  /**
   * The wizard's id of this submission (a UUID it makes when the preview opens): a repeated submit
   * with the same id (a lost answer, a double click) answers the first task instead of a second.
   */
  config_id: z.uuid('config_id 应为 UUID'),
  /** The template the draft started from, if any. */
  template_id: IdSchema.nullable().default(null),
  preview_data: CreationDraftSchema,
});
export type CreationSubmitBody = z.infer<typeof CreationSubmitBodySchema>;

export interface CreationSubmitAnswer {
  task_id: number;
  config_id: string;
  /** Level-2 objects queued. */
  item_count: number;
  parents: number;
  /** (file, account) pairs pushed first. */
  pushes: number;
}

// ---- tasks ----

/** task/retry: the failed items of one task, named by task or by config. */
export const CreationRetryBodySchema = z
  .object({ task_id: IdSchema.optional(), config_id: z.uuid().optional() })
  .refine((b) => b.task_id !== undefined || b.config_id !== undefined, '请指定任务');
export type CreationRetryBody = z.infer<typeof CreationRetryBodySchema>;

export interface CreationRetryAnswer {
  task_id: number;
  retried: number;
}

/**
 * task/edit: fix a failed item and send it again. Only the fields given change; names are checked
 * by the medium's rules (length, unique per account) as in the preview.
 */
export const CreationEditBodySchema = z.object({
  task_id: IdSchema,
  item_id: IdSchema,
  fields: z
    .object({
      name: z.string().trim().min(1, '名称不能为空').optional(),
      parent_name: z.string().trim().min(1, '名称不能为空').optional(),
      titles: z
        .array(z.string().trim().min(1, '标题不能为空'))
        .min(1, '请至少保留一个标题')
        .optional(),
      /** Yuan. */
      budget: z.coerce.number().nonnegative().nullable().optional(),
      bid: z.coerce.number().nonnegative().nullable().optional(),
    })
    .refine((f) => Object.values(f).some((v) => v !== undefined), '请至少修改一项'),
});
export type CreationEditBody = z.infer<typeof CreationEditBodySchema>;

export const CreationCancelBodySchema = z.object({ task_id: IdSchema });
export type CreationCancelBody = z.infer<typeof CreationCancelBodySchema>;

export interface CreationCancelAnswer {
  task_id: number;
  cancelled: number;
}

/** `mine` the caller's tasks; `all` everyone's (needs the medium's ability as well, any user). */
export const CREATION_TASK_SCOPES = ['mine', 'all'] as const;

export const CreationConfigsQuerySchema = PageQuerySchema.extend({
  scope: z.enum(CREATION_TASK_SCOPES).default('mine'),
  /** Filter by creator (users). */
  created_by: IdSchema.optional(),
  status: TaskStatusSchema.optional(),
});
export type CreationConfigsQuery = z.infer<typeof CreationConfigsQuerySchema>;

/** One submitted draft and its task (task/configs). */
export interface CreationConfigRow {
  config_id: string;
  task_id: number;
  medium: CreationMedium;
  title: string;
  template_id: number | null;
  status: TaskStatus;
  /** Items by status. */
  counts: Record<'pending' | 'running' | 'succeeded' | 'failed' | 'cancelled' | 'unknown', number>;
  total: number;
  percent: number;
  eta_seconds: number | null;
  parents: number;
  created_by: number | null;
  created_by_name: string | null;
  created_at: string;
  finished_at: string | null;
}

export const CreationItemsQuerySchema = PageQuerySchema.extend({
  task_id: IdSchema,
  status: z.enum(['pending', 'running', 'succeeded', 'failed', 'cancelled', 'unknown']).optional(),
});
export type CreationItemsQuery = z.infer<typeof CreationItemsQuerySchema>;

/** One item of a creation task (task/list): a level-2 object with its parent. */
export interface CreationItemRow {
  item_id: number;
  seq: number;
  key: string;
  advertiser_id: string;
  parent_name: string;
  name: string;
  titles: string[];
  materials: CreationMaterialRef[];
  /** The medium's own videos of the item (Ocean Engine 媒体素材). */
  media_materials?: CreationMediaMaterialRef[];
  budget: number | null;
  bid: number | null;
  status: 'pending' | 'running' | 'succeeded' | 'failed' | 'cancelled' | 'unknown';
  /** The medium's code and Chinese message of a failed item. */
  error_code: string | null;
  error_message: string | null;
  attempts: number;
  /** Ids on the medium once created. */
  parent_id: string | null;
  object_id: string | null;
  child_ids: string[];
  updated_at: string;
}

export interface CreationUser {
  id: number;
  name: string;
}

// ---- templates and presets ----

export const CreationTemplateSaveBodySchema = z.object({
  /** Present: overwrite that template (the caller's own). */
  id: IdSchema.optional(),
  template_name: z
    .string('请填写模板名称')
    .trim()
    .min(1, '请填写模板名称')
    .max(50, '模板名称不能超过 50 个字'),
  template_desc: z.string().trim().max(200, '模板描述不能超过 200 个字').default(''),
  /** The wizard the template belongs to (e.g. `v3`); free text of the medium's family. */
  template_type: z.string().trim().min(1).max(30).default('v3'),
  gad_cfg_game_id: IdSchema.nullable().default(null),
  app_type: z.string().trim().max(50).default(''),
  /** The draft, as the wizard holds it (not checked as a whole: a template may be partial). */
  content: z.record(z.string(), z.unknown()),
});
export type CreationTemplateSaveBody = z.infer<typeof CreationTemplateSaveBodySchema>;

export const CreationTemplateGetQuerySchema = PageQuerySchema.extend({
  /** One template with its content; absent: the list (without content). */
  id: IdSchema.optional(),
  template_type: z.string().trim().optional(),
  gad_cfg_game_id: IdSchema.optional(),
  keyword: z.string().trim().optional(),
  /** `1`: only the templates the caller collected (我的收藏). */
  collected: z.enum(['0', '1'], 'collected 只能是 0 或 1').optional(),
});
export type CreationTemplateGetQuery = z.infer<typeof CreationTemplateGetQuerySchema>;

export interface CreationTemplateRow {
  id: number;
  medium: CreationMedium;
  template_name: string;
  template_desc: string;
  template_type: string;
  gad_cfg_game_id: number | null;
  app_type: string;
  created_by: number | null;
  created_by_name: string | null;
  updated_at: string;
}

/** `delivery/templates`: the list with the caller's collected templates marked (or only those). */
export const CreationTemplatesQuerySchema = CreationTemplateGetQuerySchema.omit({ id: true });
export type CreationTemplatesQuery = z.infer<typeof CreationTemplatesQuerySchema>;

/**
 * A row of the template lists (`template/get` without `id`, legacy `delivery/templates`): the
 * caller's collected templates come first.
 */
export interface CreationTemplateListRow extends CreationTemplateRow {
  /** The caller collected it (收藏). */
  collected: boolean;
}

/** `delivery/template`: one template with its content. */
export const CreationTemplateQuerySchema = z.object({ id: IdSchema });

/** `template/collect`: collect (收藏) a template, or (`collect` false) take it back. */
export const CreationTemplateCollectBodySchema = z.object({
  id: IdSchema,
  collect: z.boolean('collect 应为 true 或 false').default(true),
});
export type CreationTemplateCollectBody = z.infer<typeof CreationTemplateCollectBodySchema>;

/** `delivery/task`: one submission's task, by task or by config. */
export const CreationTaskQuerySchema = z
  .object({ task_id: IdSchema.optional(), config_id: z.uuid('config_id 应为 UUID').optional() })
  .refine((q) => q.task_id !== undefined || q.config_id !== undefined, '请指定任务');
export type CreationTaskQuery = z.infer<typeof CreationTaskQuerySchema>;

export interface CreationTemplate extends CreationTemplateRow {
  content: Record<string, unknown>;
}

export const CreationTemplateDeleteBodySchema = z.object({ id: IdSchema });

/**
 * The presets (spec 002 §3 "Preinstall") a wizard keeps: the values of one group of a settings
 * step, saved by an operator and applied to later drafts; one per user, family and kind.
 */
export const CREATION_PRESET_KINDS = {
  targeting: '定向',
  bid: '出价与预算',
  schedule: '投放时间',
  distribution: '分配规则',
  naming: '命名规则',
} as const;
export type CreationPresetKind = keyof typeof CREATION_PRESET_KINDS;

/** The JSON size one preset's content may take. */
export const CREATION_PRESET_MAX_CHARS = 20_000;

const PresetTypeSchema = z
  .string('请指定预设类型')
  .trim()
  .min(1, '请指定预设类型')
  .superRefine((type, ctx) => {
    if (!Object.hasOwn(CREATION_PRESET_KINDS, type)) {
      ctx.addIssue({
        code: 'custom',
        message: `未知的预设类型「${type}」，可选：${Object.keys(CREATION_PRESET_KINDS).join('、')}`,
      });
    }
  })
  .transform((type) => type as CreationPresetKind);

export const CreationPreinstallSaveBodySchema = z.object({
  type: PresetTypeSchema,
  content: z
    .record(z.string(), z.unknown(), '预设内容应为对象')
    .refine((content) => Object.keys(content).length > 0, '预设内容不能为空')
    .refine(
      (content) => JSON.stringify(content).length <= CREATION_PRESET_MAX_CHARS,
      `预设内容不能超过 ${CREATION_PRESET_MAX_CHARS} 个字符`,
    ),
});
export type CreationPreinstallSaveBody = z.infer<typeof CreationPreinstallSaveBodySchema>;

export const CreationPreinstallGetQuerySchema = z.object({ type: PresetTypeSchema });

export interface CreationPreinstall {
  type: string;
  /** Null when the user has none of that kind. */
  content: Record<string, unknown> | null;
  updated_at: string | null;
}
