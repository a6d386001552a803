import { z } from 'zod';

// ---- Ocean Engine delivery screen writes (spec 001 §4, §5, §7 "Updates", "Reads: Reject
// reasons", §8). Paths under /api:
//   POST /bytedance/v3/project/updatestatus            ProjectStatusBodySchema
//   POST /bytedance/v3/promotion/updatestatus          PromotionStatusBodySchema
//   POST /bytedance/v3/promotion/material/updatestatus MaterialStatusBodySchema
//   POST /bytedance/v3/promotion/material/delete       MaterialDeleteBodySchema
//   POST /bytedance/v3/promotion/material/batchdelete  MaterialBatchDeleteBodySchema
//   POST /bytedance/v3/project/update                  ProjectUpdateBodySchema (single edit)
//   POST /bytedance/v3/project/updatebudget            ProjectBudgetBodySchema
//   POST /bytedance/v3/project/updatebid               ProjectBidBodySchema
//   POST /bytedance/v3/project/updatedeepbid           ProjectDeepBidBodySchema
//   POST /bytedance/v3/project/updateroigoal           ProjectRoiGoalBodySchema
//   POST /bytedance/v3/project/updatescheduletime      ProjectScheduleTimeBodySchema
//   POST /bytedance/v3/project/updateweekschedule      ProjectWeekScheduleBodySchema
//   POST /bytedance/v3/project/updateendtime           ProjectEndTimeBodySchema
//   POST /bytedance/v3/promotion/update                PromotionUpdateBodySchema (single edit)
//   POST /bytedance/v3/promotion/updatebudget          PromotionBudgetBodySchema
//   POST /bytedance/v3/promotion/updatebid             PromotionBidBodySchema
//   POST /bytedance/v3/promotion/updatedeepbid         PromotionDeepBidBodySchema
//   POST /bytedance/v3/promotion/updateroigoal         PromotionRoiGoalBodySchema
//   POST /bytedance/v3/promotion/updateautoextend      PromotionAutoExtendBodySchema
//   POST /bytedance/v3/promotion/copy                  PromotionCopyBodySchema → PromotionCopyAnswer
//   POST /bytedance/advertiser/update_daily_budget     AccountDailyBudgetBodySchema
//   GET  /bytedance/v3/promotion/rejectreason          PromotionRejectReasonQuerySchema
//   GET  /bytedance/v3/project/rejectreason            ProjectRejectReasonQuerySchema
// Every answer is a FeedUpdateAnswer (reject reasons: RejectReasonAnswer).
//
// The schemas check the shape only. Values (budgets, bids, ROI goals, schedules, end dates) are
// checked by the server row by row with the rules of @toufang/domain (spec 001 §5) and refused
// with the spec's Chinese messages: the whole request is then refused (VALIDATION_FAILED, nothing
// is sent) and `data` is a FeedUpdateAnswer whose `errors` name each failing row.

/** Rows one batch request may carry (the dialogs page at most 500 rows). */
export const FEED_UPDATE_MAX_ROWS = 500;

/**
 * An id of the medium: digits, no leading zero. Ocean Engine's have 19 digits, beyond 2^53: they
 * travel as text, and a JSON number that large is refused (its last digits are already lost).
 */
export const FeedIdSchema = z
  .union([z.string(), z.number()], 'ID不能为空')
  .refine(
    (value) => typeof value === 'string' || Number.isSafeInteger(value),
    'ID超出数字的精确范围，请以文本提交',
  )
  .transform((value) => String(value).trim())
  .pipe(z.string().regex(/^[1-9]\d{0,19}$/, 'ID应为不以0开头的正整数'));

/** A value as typed: text or a number; empty, null or absent are "not filled in". */
export const FeedNumericSchema = z.union([z.string(), z.number()]).nullable().optional();

/** The ids listed more than once, in order of their first repeat. */
export function duplicateKeys(keys: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const key of keys) {
    if (seen.has(key)) repeated.add(key);
    seen.add(key);
  }
  return [...repeated];
}

/**
 * The rows of a batch write. An object listed twice is refused, naming it: the second row would
 * silently overwrite the first, and the first would be reported as not applied.
 */
export const updateRows = <T extends z.ZodType>(row: T, keyOf: (item: z.output<T>) => string) =>
  z
    .array(row, '请选择要修改的记录')
    .min(1, '请选择要修改的记录')
    .max(FEED_UPDATE_MAX_ROWS, `一次最多修改 ${FEED_UPDATE_MAX_ROWS} 条记录`)
    .superRefine((items, ctx) => {
      const repeated = duplicateKeys(items.map(keyOf));
      if (repeated.length === 0) return;
      ctx.addIssue({
        code: 'custom',
        message: `同一对象不能重复提交：${repeated.join('、')}`,
      });
    });

const rows = updateRows;

const projectKey = (i: { project_id: string }) => i.project_id;
const promotionKey = (i: { promotion_id: string }) => i.promotion_id;
/** A material is one object per promotion: the same file in two promotions is two rows. */
const materialKey = (i: { promotion_id: string; material_id: string }) =>
  `${i.material_id}（广告 ${i.promotion_id}）`;

const ProjectKey = { advertiser_id: FeedIdSchema, project_id: FeedIdSchema };
const PromotionKey = { advertiser_id: FeedIdSchema, promotion_id: FeedIdSchema };

export const FEED_OPT_STATUSES = ['ENABLE', 'DISABLE'] as const;
/** Projects may also be deleted, sent as an opt_status value (spec 001 §4). */
export const FEED_PROJECT_STATUS_ACTIONS = ['ENABLE', 'DISABLE', 'DELETE'] as const;
export const FEED_BUDGET_MODES = ['BUDGET_MODE_INFINITE', 'BUDGET_MODE_DAY'] as const;
export const FEED_SCHEDULE_SCENES = ['REALTIME', 'NEXT_DAY'] as const;
export const FEED_SCHEDULE_TYPES = ['SCHEDULE_FROM_NOW', 'SCHEDULE_START_END'] as const;
export const FEED_ON_OFF = ['ON', 'OFF'] as const;

const optStatus = z.enum(FEED_OPT_STATUSES, '请选择启用或暂停');
const budgetMode = z.enum(FEED_BUDGET_MODES, '请选择预算类型');

// ---- switches ----

export const ProjectStatusBodySchema = z.object({
  projects: rows(z.object(ProjectKey), projectKey),
  opt_status: z.enum(FEED_PROJECT_STATUS_ACTIONS, '请选择启用、暂停或删除'),
});
export type ProjectStatusBody = z.infer<typeof ProjectStatusBodySchema>;

export const PromotionStatusBodySchema = z.object({
  promotions: rows(z.object(PromotionKey), promotionKey),
  opt_status: optStatus,
});
export type PromotionStatusBody = z.infer<typeof PromotionStatusBodySchema>;

export const MaterialStatusBodySchema = z.object({
  items: rows(z.object({ ...PromotionKey, material_id: FeedIdSchema }), materialKey),
  opt_status: optStatus,
});
export type MaterialStatusBody = z.infer<typeof MaterialStatusBodySchema>;

export const MaterialDeleteBodySchema = z.object({ ...PromotionKey, material_id: FeedIdSchema });
export type MaterialDeleteBody = z.infer<typeof MaterialDeleteBodySchema>;

/** The batch delete of the material tab (spec 001 §4): many materials, grouped per promotion. */
export const MaterialBatchDeleteBodySchema = z.object({
  items: rows(z.object({ ...PromotionKey, material_id: FeedIdSchema }), materialKey),
});
export type MaterialBatchDeleteBody = z.infer<typeof MaterialBatchDeleteBodySchema>;

// ---- single edits (inline) ----

/** The budget/bid dialog of one project: whatever of delivery_setting it changes. */
export const ProjectUpdateBodySchema = z.object({
  ...ProjectKey,
  delivery_setting: z.object({
    budget_mode: budgetMode.optional(),
    budget: FeedNumericSchema,
    cpa_bid: FeedNumericSchema,
    deep_cpabid: FeedNumericSchema,
    roi_goal: FeedNumericSchema,
  }),
});
export type ProjectUpdateBody = z.infer<typeof ProjectUpdateBodySchema>;

/** The budget/bid dialog of one promotion. */
export const PromotionUpdateBodySchema = z.object({
  ...PromotionKey,
  budget_mode: budgetMode.optional(),
  budget: FeedNumericSchema,
  cpa_bid: FeedNumericSchema,
  deep_cpabid: FeedNumericSchema,
  roi_goal: FeedNumericSchema,
});
export type PromotionUpdateBody = z.infer<typeof PromotionUpdateBodySchema>;

// ---- batch modify: one value per row (a unified modify repeats it on every row) ----

export const budgetRow = { budget_mode: budgetMode, budget: FeedNumericSchema };

export const ProjectBudgetBodySchema = z.object({
  items: rows(z.object({ ...ProjectKey, ...budgetRow }), projectKey),
});
export type ProjectBudgetBody = z.infer<typeof ProjectBudgetBodySchema>;

export const ProjectBidBodySchema = z.object({
  items: rows(z.object({ ...ProjectKey, cpa_bid: FeedNumericSchema }), projectKey),
});
export type ProjectBidBody = z.infer<typeof ProjectBidBodySchema>;

export const ProjectDeepBidBodySchema = z.object({
  items: rows(z.object({ ...ProjectKey, deep_cpabid: FeedNumericSchema }), projectKey),
});
export type ProjectDeepBidBody = z.infer<typeof ProjectDeepBidBodySchema>;

export const ProjectRoiGoalBodySchema = z.object({
  items: rows(z.object({ ...ProjectKey, roi_goal: FeedNumericSchema }), projectKey),
});
export type ProjectRoiGoalBody = z.infer<typeof ProjectRoiGoalBodySchema>;

/** A malformed schedule is sent as the empty one (spec 001 §5), so any text is accepted here. */
const scheduleTime = z.string().nullable().optional();

export const ProjectScheduleTimeBodySchema = z.object({
  items: rows(
    z.object({
      ...ProjectKey,
      schedule_time: scheduleTime,
      schedule_scene: z.enum(FEED_SCHEDULE_SCENES, '请选择生效时间'),
    }),
    projectKey,
  ),
});
export type ProjectScheduleTimeBody = z.infer<typeof ProjectScheduleTimeBodySchema>;

/** The weekly schedule of the batch edit dialog: takes effect at once. */
export const ProjectWeekScheduleBodySchema = z.object({
  items: rows(z.object({ ...ProjectKey, schedule_time: scheduleTime }), projectKey),
});
export type ProjectWeekScheduleBody = z.infer<typeof ProjectWeekScheduleBodySchema>;

export const ProjectEndTimeBodySchema = z.object({
  items: rows(
    z.object({
      ...ProjectKey,
      schedule_type: z.enum(FEED_SCHEDULE_TYPES, '请选择投放时间类型'),
      /** YYYY-MM-DD; needed with SCHEDULE_START_END, on or after the later of tomorrow and the start. */
      end_time: z.string().nullable().optional(),
    }),
    projectKey,
  ),
});
export type ProjectEndTimeBody = z.infer<typeof ProjectEndTimeBodySchema>;

export const PromotionBudgetBodySchema = z.object({
  items: rows(z.object({ ...PromotionKey, ...budgetRow }), promotionKey),
});
export type PromotionBudgetBody = z.infer<typeof PromotionBudgetBodySchema>;

export const PromotionBidBodySchema = z.object({
  items: rows(z.object({ ...PromotionKey, cpa_bid: FeedNumericSchema }), promotionKey),
});
export type PromotionBidBody = z.infer<typeof PromotionBidBodySchema>;

export const PromotionDeepBidBodySchema = z.object({
  items: rows(z.object({ ...PromotionKey, deep_cpabid: FeedNumericSchema }), promotionKey),
});
export type PromotionDeepBidBody = z.infer<typeof PromotionDeepBidBodySchema>;

export const PromotionRoiGoalBodySchema = z.object({
  items: rows(z.object({ ...PromotionKey, roi_goal: FeedNumericSchema }), promotionKey),
});
export type PromotionRoiGoalBody = z.infer<typeof PromotionRoiGoalBodySchema>;

export const PromotionAutoExtendBodySchema = z.object({
  items: rows(
    z.object({
      ...PromotionKey,
      /** Checked by the server (请选择智能放量状态 when missing). */
      auto_extend_traffic: z.string().nullable().optional(),
    }),
    promotionKey,
  ),
});
export type PromotionAutoExtendBody = z.infer<typeof PromotionAutoExtendBodySchema>;

/**
 * Copy ad (spec 001 §4 "Copy ad", §5 "Copy"): a new promotion in the same project with the
 * promotion's materials. The server refuses promotions of projects priced other than OCPM/OCPC and
 * promotions without creatives, and more than 10 titles.
 */
/** Characters of a copy's name (the medium's limit for a promotion name). */
export const PROMOTION_COPY_NAME_MAX = 50;

export const PromotionCopyBodySchema = z.object({
  ...PromotionKey,
  /** The copy's name (unique in the account); a name derived from the original when absent. */
  name: z
    .string()
    .trim()
    .min(1, '请输入广告名称')
    .max(PROMOTION_COPY_NAME_MAX, `广告名称最多${PROMOTION_COPY_NAME_MAX}个字`)
    .optional(),
  /** The copy's titles in place of the original's; at most 10 (checked by the server). */
  titles: z.array(z.string().trim().min(1, '标题不能为空')).optional(),
});
export type PromotionCopyBody = z.infer<typeof PromotionCopyBodySchema>;

export const AccountDailyBudgetBodySchema = z.object({
  items: rows(z.object({ advertiser_id: FeedIdSchema, ...budgetRow }), (i) => i.advertiser_id),
});
export type AccountDailyBudgetBody = z.infer<typeof AccountDailyBudgetBodySchema>;

// ---- answers ----

/** A failed row: the ids it names (object ids; the advertiser id for account budgets). */
export interface FeedUpdateError {
  ids: string[];
  error_message: string;
  /** The medium's code or ours; null for a refused value. */
  error_code: string | null;
}

export interface FeedUpdateAnswer {
  /**
   * Set when the rows run as a task of the task engine (more than one row): poll
   * GET /api/tasks/{task_id} and its items; each failed item carries its row's message, and
   * POST /api/tasks/{task_id}/retry sends the failed rows again.
   */
  task_id: number | null;
  /** Rows taken. */
  item_count: number;
  /** Ids applied on the medium (inline answers only). */
  updated_ids: string[];
  /** One per failed row. */
  errors: FeedUpdateError[];
  /** The same messages, as the single edit dialog shows the first one. */
  error_list: { error_message: string }[];
}

/** A copy's answer: the new promotion's id once the medium created it. */
export interface PromotionCopyAnswer extends FeedUpdateAnswer {
  promotion_id: string | null;
  name: string;
}

// ---- reject reasons (审核建议) ----

export const IdListSchema = z
  .union([z.string(), z.array(z.union([z.string(), z.number()]))], '请选择要查看的记录')
  .transform((value) =>
    (Array.isArray(value) ? value.map(String) : value.split(','))
      .map((id) => id.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.string().regex(/^[1-9]\d{0,19}$/, 'ID应为不以0开头的正整数'))
      .min(1, '请选择要查看的记录')
      .max(100, '一次最多查看 100 条记录'),
  );

export const PromotionRejectReasonQuerySchema = z.object({
  advertiser_id: FeedIdSchema,
  /** Comma list (or repeated) of promotion ids. */
  promotion_ids: IdListSchema,
});
export type PromotionRejectReasonQuery = z.infer<typeof PromotionRejectReasonQuerySchema>;

export const ProjectRejectReasonQuerySchema = z.object({
  advertiser_id: FeedIdSchema,
  project_ids: IdListSchema,
});
export type ProjectRejectReasonQuery = z.infer<typeof ProjectRejectReasonQuerySchema>;

/** `GET /ad/rejectreason`: the review's reasons of Ocean Engine v2 ads (计划, launchv2). */
export const AdRejectReasonQuerySchema = z.object({
  advertiser_id: FeedIdSchema,
  ad_ids: IdListSchema,
});
export type AdRejectReasonQuery = z.infer<typeof AdRejectReasonQuerySchema>;

/** The path of the v2 ads' reject reasons (the legacy screen's name). */
export const AD_REJECT_REASON_PATH = '/api/ad/rejectreason';

/** One advice item of the drawer (spec 001 §3 "Reject advice item"). */
export interface RejectAdviceItem {
  type: string;
  item: string | null;
  suggestion: string[];
  reject_reason: string[];
  reject_item: string | null;
  video_id: string | null;
}

export interface PromotionRejectReason {
  promotion_id: string;
  project_id: string | null;
  /** Reasons about the promotion as a whole. */
  promotion_reject: { content: string | null; reject_reason: string[]; suggestion: string[] }[];
  /** Reasons about its materials, by type. */
  items: RejectAdviceItem[];
}

export interface RejectReasonAnswer {
  list: PromotionRejectReason[];
}
