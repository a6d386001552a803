import { z } from 'zod';
import { IdSchema, PageQuerySchema, type Paged } from './common';
import { TaskStatusSchema, type TaskItemStatus, type TaskStatus } from './tasks';

// ---- Automatic rules (spec 001 §2 `/transConfig/batchAutoRuleTt`, §7 "Automatic rules";
// docs/architecture/autorules.md): a rule watches objects of one medium, judges their metrics on
// a schedule and pauses, enables or changes the budget or bid of those that match, through the
// delivery screens' writes. Each run is a batch of per-object items. ----

export const AUTORULE_MEDIA_KEYS = ['bytedance', 'kuaishou', 'tencent'] as const;
/** `last_hours`: the last N hours (the condition's `hours`), across midnight when N reaches back. */
export const AUTORULE_WINDOWS = [
  'today',
  'last_hours',
  'last_3_days',
  'last_7_days',
  'lifetime',
] as const;
export type AutoruleWindow = (typeof AUTORULE_WINDOWS)[number];
export const AUTORULE_OPERATORS = ['gt', 'gte', 'lt', 'lte', 'eq'] as const;
export type AutoruleOperator = (typeof AUTORULE_OPERATORS)[number];
export const AUTORULE_FREQUENCIES = ['every_30_min', 'hourly', 'daily'] as const;
export type AutoruleFrequency = (typeof AUTORULE_FREQUENCIES)[number];
export const AUTORULE_SCOPE_KINDS = ['accounts', 'objects', 'filter', 'all'] as const;
export type AutoruleScopeKind = (typeof AUTORULE_SCOPE_KINDS)[number];
/**
 * `pause_today`: pause, and switch on again at the next midnight (Asia/Shanghai). `create`: keep
 * N objects delivering per account by building the missing ones from a creation template. `copy`:
 * copy each matching object (a winner) N times into its account, with its creatives.
 */
export const AUTORULE_ACTION_TYPES = [
  'pause',
  'pause_today',
  'enable',
  'budget',
  'bid',
  'notify',
  'create',
  'copy',
] as const;
export const AUTORULE_VALUE_MODES = ['increase', 'decrease', 'set'] as const;
export type AutoruleValueMode = (typeof AUTORULE_VALUE_MODES)[number];

/** The limits of the rule form; each is a unit test (autorules.test.ts). */
export const AUTORULE_LIMITS = {
  nameMax: 50,
  groupsMax: 5,
  conditionsPerGroupMax: 10,
  advertisersMax: 200,
  objectIdsMax: 1000,
  keywordMax: 50,
  thresholdMax: 100_000_000,
  percentMax: 100,
  /** Budgets and bids set or capped, 元. */
  amountMax: 10_000_000,
  cooldownMinutesMax: 10_080,
  runsPerDayMax: 48,
  objectsPerRunMax: 1000,
  minSpendMax: 1_000_000,
  /** The hours of a 近N小时 window. */
  windowHoursMin: 1,
  windowHoursMax: 72,
  /** 按模板新建: objects kept delivering per account. */
  keepRunningMax: 100,
  /** 复制优胜广告: copies of one object a run makes, and a day. */
  copiesMax: 10,
  copiesPerDayMax: 50,
  copyNameRuleMax: 40,
} as const;

/** The name rule of copies: the original's name and the copy's number (per object, 1, 2, …). */
export const COPY_NAME_TOKENS = { original: '{原名}', seq: '{序号}' } as const;
export const COPY_NAME_RULE_DEFAULT = `${COPY_NAME_TOKENS.original}_复制_${COPY_NAME_TOKENS.seq}`;

const L = AUTORULE_LIMITS;
const MediumIdSchema = z
  .string('请输入ID')
  .trim()
  .regex(/^[1-9]\d{0,19}$/, 'ID应为数字');
const amount = (label: string) =>
  z
    .number(`请输入${label}`)
    .positive(`${label}应大于 0`)
    .max(L.amountMax, `${label}最多 ${L.amountMax} 元`);

const HOURS_MESSAGE = `近N小时的小时数应为 ${L.windowHoursMin}–${L.windowHoursMax} 的整数`;

export const AutoruleConditionSchema = z.object({
  metric: z.string('请选择指标').min(1, '请选择指标'),
  operator: z.enum(AUTORULE_OPERATORS, '请选择比较方式'),
  value: z
    .number('请输入阈值')
    .min(0, '阈值不能为负数')
    .max(L.thresholdMax, `阈值最多 ${L.thresholdMax}`),
  window: z.enum(AUTORULE_WINDOWS, '请选择时间范围'),
  /** The N of a `last_hours` window; other windows ignore it. */
  hours: z
    .number('小时数应为数字')
    .int(HOURS_MESSAGE)
    .min(L.windowHoursMin, HOURS_MESSAGE)
    .max(L.windowHoursMax, HOURS_MESSAGE)
    .nullable()
    .optional(),
});
export type AutoruleCondition = z.infer<typeof AutoruleConditionSchema>;

export const AutoruleConditionGroupSchema = z.object({
  join: z.enum(['and', 'or'], '请选择条件关系'),
  conditions: z
    .array(AutoruleConditionSchema)
    .min(1, '每组至少一个条件')
    .max(L.conditionsPerGroupMax, `每组最多 ${L.conditionsPerGroupMax} 个条件`),
});
export type AutoruleConditionGroup = z.infer<typeof AutoruleConditionGroupSchema>;

export const AutoruleConditionsSchema = z.object({
  join: z.enum(['and', 'or'], '请选择条件组关系'),
  groups: z
    .array(AutoruleConditionGroupSchema)
    .min(1, '请至少添加一个条件')
    .max(L.groupsMax, `最多 ${L.groupsMax} 个条件组`),
  /** 元 spent in a condition's window before it is judged at all. */
  min_spend: z
    .number('请输入判断门槛')
    .min(0, '判断门槛不能为负数')
    .max(L.minSpendMax, `判断门槛最多 ${L.minSpendMax} 元`),
});
export type AutoruleConditions = z.infer<typeof AutoruleConditionsSchema>;

export const AutoruleScopeSchema = z.object({
  level: z.union([z.literal(1), z.literal(2)], '请选择对象层级'),
  kind: z.enum(AUTORULE_SCOPE_KINDS, '请选择作用范围'),
  advertiser_ids: z
    .array(MediumIdSchema)
    .max(L.advertisersMax, `最多选择 ${L.advertisersMax} 个账户`),
  object_ids: z.array(MediumIdSchema).max(L.objectIdsMax, `最多填写 ${L.objectIdsMax} 个ID`),
  name_contains: z.string().trim().max(L.keywordMax, `名称关键词最多 ${L.keywordMax} 个字符`),
});
export type AutoruleScope = z.infer<typeof AutoruleScopeSchema>;

export const AutoruleTemplateActionSchema = z.object({
  id: IdSchema,
  name: z.string().max(200),
  keep_running: z
    .number('请输入保持在投数量')
    .int('保持在投数量应为整数')
    .min(1, '保持在投数量至少 1 个')
    .max(L.keepRunningMax, `保持在投数量最多 ${L.keepRunningMax} 个`),
});
export type AutoruleTemplateAction = z.infer<typeof AutoruleTemplateActionSchema>;

export const AutoruleCopyActionSchema = z.object({
  /** Copies of each matching object a run makes. */
  copies: z
    .number('请输入复制份数')
    .int('复制份数应为整数')
    .min(1, '复制份数至少 1 份')
    .max(L.copiesMax, `每次最多复制 ${L.copiesMax} 份`),
  /** The copies' names: `{原名}` and `{序号}` replaced; `{序号}` is required (names are unique). */
  name_rule: z
    .string('请输入命名规则')
    .trim()
    .min(1, '请输入命名规则')
    .max(L.copyNameRuleMax, `命名规则最多 ${L.copyNameRuleMax} 个字符`),
  /** The copies' status when created: switched on, or paused. */
  enabled: z.boolean('请选择复制后的状态'),
  /** Copies of one object the rule makes in a day (Asia/Shanghai) at most. */
  max_per_day: z
    .number('请输入每日复制上限')
    .int('每日复制上限应为整数')
    .min(1, '每日复制上限至少 1 份')
    .max(L.copiesPerDayMax, `每日复制上限最多 ${L.copiesPerDayMax} 份`),
});
export type AutoruleCopyAction = z.infer<typeof AutoruleCopyActionSchema>;

export const AutoruleActionSchema = z.object({
  type: z.enum(AUTORULE_ACTION_TYPES, '请选择执行动作'),
  /** Budget and bid: raise or lower by a percentage, or set an amount (元). */
  mode: z.enum(AUTORULE_VALUE_MODES).nullable(),
  value: z
    .number('请输入调整幅度')
    .positive('调整幅度应大于 0')
    .max(L.amountMax, `调整幅度最多 ${L.amountMax}`)
    .nullable(),
  /** Also tell the rule's owner on the rule page (the run's notifications). */
  notify: z.boolean(),
  /**
   * 按模板新建: the creation template (of the medium's current API) the missing objects are built
   * from, and how many objects each account keeps delivering. The name is the template's when
   * the rule was saved (the summary's).
   */
  template: AutoruleTemplateActionSchema.nullable().optional(),
  /** 复制优胜广告: how many copies, named how, created in which status, and the daily cap. */
  copy: AutoruleCopyActionSchema.nullable().optional(),
});
export type AutoruleAction = z.infer<typeof AutoruleActionSchema>;

const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const AutoruleScheduleSchema = z.object({
  frequency: z.enum(AUTORULE_FREQUENCIES, '请选择执行频率'),
  /** Daily: the time of day (Asia/Shanghai), HH:mm. */
  at: z.string().regex(TIME_OF_DAY, '执行时间格式应为 HH:mm').nullable(),
  start_date: z.string().regex(DATE, '开始日期格式应为 YYYY-MM-DD').nullable(),
  end_date: z.string().regex(DATE, '结束日期格式应为 YYYY-MM-DD').nullable(),
});
export type AutoruleSchedule = z.infer<typeof AutoruleScheduleSchema>;

export const AutoruleGuardrailsSchema = z.object({
  cooldown_minutes: z
    .number('请输入冷却时间')
    .int('冷却时间应为整数分钟')
    .min(0, '冷却时间不能为负数')
    .max(L.cooldownMinutesMax, `冷却时间最多 ${L.cooldownMinutesMax} 分钟（7 天）`),
  max_runs_per_day: z
    .number('请输入每日最多执行次数')
    .int('每日最多执行次数应为整数')
    .min(1, '每日最多执行次数至少 1 次')
    .max(L.runsPerDayMax, `每日最多执行 ${L.runsPerDayMax} 次`),
  max_objects_per_run: z
    .number('请输入单次最多改动对象数')
    .int('单次最多改动对象数应为整数')
    .min(1, '单次最多改动对象数至少 1 个')
    .max(L.objectsPerRunMax, `单次最多改动 ${L.objectsPerRunMax} 个对象`),
  /** Budget and bid actions never go above / below these (元). */
  max_value: amount('上限').nullable(),
  min_value: amount('下限').nullable(),
});
export type AutoruleGuardrails = z.infer<typeof AutoruleGuardrailsSchema>;

export const AutoruleDefinitionSchema = z.object({
  name: z
    .string('请输入规则名称')
    .trim()
    .min(1, '请输入规则名称')
    .max(L.nameMax, `规则名称最多 ${L.nameMax} 个字符`),
  medium: z.enum(AUTORULE_MEDIA_KEYS, '请选择媒体'),
  scope: AutoruleScopeSchema,
  conditions: AutoruleConditionsSchema,
  action: AutoruleActionSchema,
  schedule: AutoruleScheduleSchema,
  guardrails: AutoruleGuardrailsSchema,
  /** Judge on complete hours before the medium's reporting lag (the default). */
  complete_hours_only: z.boolean(),
});
export type AutoruleDefinition = z.infer<typeof AutoruleDefinitionSchema>;

export const AUTORULE_STATUSES = ['enabled', 'disabled'] as const;
export type AutoruleStatus = (typeof AUTORULE_STATUSES)[number];

/** `POST /autorule/save`: a new rule (no id) or the rule `id` changed. */
export const AutoruleSaveBodySchema = z.object({
  id: IdSchema.optional(),
  status: z.enum(AUTORULE_STATUSES, '请选择规则状态'),
  rule: AutoruleDefinitionSchema,
});
export type AutoruleSaveBody = z.infer<typeof AutoruleSaveBodySchema>;

/** `POST /autorule/dryrun`: a rule as edited (saved or not); writes nothing. */
export const AutoruleDryRunBodySchema = z.object({
  id: IdSchema.optional(),
  rule: AutoruleDefinitionSchema,
});
export type AutoruleDryRunBody = z.infer<typeof AutoruleDryRunBodySchema>;

export const AutoruleIdBodySchema = z.object({ id: IdSchema });
export const AutoruleStatusBodySchema = z.object({
  id: IdSchema,
  status: z.enum(AUTORULE_STATUSES, '请选择规则状态'),
});
/** `POST /autorule/submit`: run the rule now. */
export const AutoruleSubmitBodySchema = z.object({ rule_id: IdSchema });
export const AutoruleBatchBodySchema = z.object({ batch_id: IdSchema });

const platform = z.enum(AUTORULE_MEDIA_KEYS, '未知的媒体');
const dateQuery = (label: string) =>
  z.string().regex(DATE, `${label}格式应为 YYYY-MM-DD`).optional();

export const AutoruleListQuerySchema = PageQuerySchema.extend({
  platform,
  uid: IdSchema.optional(),
  status: z.enum(AUTORULE_STATUSES).optional(),
  keyword: z.string().trim().max(L.nameMax).optional(),
});
export type AutoruleListQuery = z.infer<typeof AutoruleListQuerySchema>;

/** `GET /autorule/batch/list` (spec 001 §7): uid, page, per_page, platform, task_status, dates. */
export const AutoruleBatchListQuerySchema = PageQuerySchema.extend({
  platform,
  uid: IdSchema.optional(),
  rule_id: IdSchema.optional(),
  task_status: TaskStatusSchema.optional(),
  exec_start_date: dateQuery('开始日期'),
  exec_end_date: dateQuery('结束日期'),
  /** Batches that checked this object ("why did my ad pause?"). */
  object_id: MediumIdSchema.optional(),
});
export type AutoruleBatchListQuery = z.infer<typeof AutoruleBatchListQuerySchema>;

export const AUTORULE_ITEM_OUTCOMES = ['act', 'notify', 'skip', 'no_match'] as const;
export type AutoruleItemOutcome = (typeof AUTORULE_ITEM_OUTCOMES)[number];

/** `GET /autorule/task/list`: the items of one batch. */
export const AutoruleTaskListQuerySchema = PageQuerySchema.extend({
  batch_id: IdSchema,
  outcome: z.enum(AUTORULE_ITEM_OUTCOMES).optional(),
  object_id: MediumIdSchema.optional(),
});
export type AutoruleTaskListQuery = z.infer<typeof AutoruleTaskListQuerySchema>;

export const AutoruleUsersQuerySchema = z.object({ platform });

/** A rule conflicting with another (one enables what the other pauses, within a cooldown). */
export interface AutoruleConflict {
  rule_id: number;
  rule_name: string;
  message: string;
}

export interface AutoruleRow {
  id: number;
  medium: (typeof AUTORULE_MEDIA_KEYS)[number];
  status: AutoruleStatus;
  rule: AutoruleDefinition;
  summary: string;
  owner_id: number;
  owner_name: string;
  last_run_at: string | null;
  created_at: string;
  updated_at: string;
  conflicts: AutoruleConflict[];
}

export interface AutoruleSaveAnswer {
  row: AutoruleRow;
}

/** One object as a run judged it. */
export interface AutoruleDecisionRow {
  object_id: string;
  object_name: string;
  advertiser_id: string;
  outcome: AutoruleItemOutcome;
  /** What the action changes, in words (已启用 → 已暂停, 日预算 200.00 元 → 240.00 元). */
  before: string | null;
  after: string | null;
  reason: string;
  /** Metric values at decision time, `metric@window` → value (元, %, counts). */
  snapshot: Record<string, number | null>;
}

export interface AutoruleDryRunAnswer {
  summary: string;
  checked: number;
  matched: number;
  acted: number;
  /** Notes on the data: windows ending inside the medium's reporting lag. */
  data_notes: string[];
  conflicts: AutoruleConflict[];
  list: AutoruleDecisionRow[];
}

export const AUTORULE_TRIGGERS = ['manual', 'schedule'] as const;
export type AutoruleTrigger = (typeof AUTORULE_TRIGGERS)[number];

export interface AutoruleBatchRow {
  id: number;
  rule_id: number;
  rule_name: string;
  medium: (typeof AUTORULE_MEDIA_KEYS)[number];
  trigger: AutoruleTrigger;
  /** The run's task on the task engine; null when nothing was to be written. */
  task_id: number | null;
  task_status: TaskStatus;
  checked: number;
  matched: number;
  acted: number;
  succeeded: number;
  failed: number;
  cancelled: number;
  data_notes: string[];
  /** What stopped the run before its writes were queued. */
  error: string | null;
  created_by: number | null;
  owner_name: string;
  exec_at: string;
  finished_at: string | null;
}

export interface AutoruleItemRow extends AutoruleDecisionRow {
  id: number;
  batch_id: number;
  /** The write's item on the task engine; null for objects not acted on. */
  task_item_id: number | null;
  /** 按模板新建: the creation task that builds this account's objects. */
  created_task_id: number | null;
  /** 复制优胜广告: the copies made of this object (ids on the medium), in order. */
  copies: AutoruleCopyRow[];
  task_item_status: TaskItemStatus | null;
  error_message: string | null;
  /** 今日暂停: when the object is switched on again (the next midnight, Asia/Shanghai). */
  resume_at: string | null;
  /** When the switch-on was queued, or found not needed (`resume_note` says why). */
  resumed_at: string | null;
  resume_note: string | null;
  /** The switch-on's item on the task engine. */
  resume_task_item_status: TaskItemStatus | null;
}

/** One copy a run asked for: its name, the copy's id once made, and its write's status. */
export interface AutoruleCopyRow {
  name: string;
  object_id: string | null;
  status: TaskItemStatus;
  error_message: string | null;
}

export interface AutoruleUser {
  id: number;
  name: string;
}

export type AutoruleBatchPage = Paged<AutoruleBatchRow>;
export type AutoruleItemPage = Paged<AutoruleItemRow>;
