import {
  absentValueReason,
  BATCH_GROUP_SIZE,
  AUTO_EXTEND_TRAFFIC_LABELS,
  BATCH_VALUE_ITEM_LABELS,
  batchNumberRule,
  budgetRangeHint,
  BUDGET_MODE_LABELS,
  centsToYuan,
  checkAutoExtendTraffic,
  checkBudgetChange,
  checkEndTimeChange,
  checkMaterialOptStatus,
  checkNumber,
  checkScheduleTimeChange,
  earliestEndDate,
  familyMedium,
  findBudgetRules,
  formatScheduleRanges,
  isBlankInput,
  isProjectBidLocked,
  isUnrestrictedSchedule,
  OPT_STATUS_LABELS,
  PROJECT_COST_STABLE_LABEL,
  readCalendarDate,
  rowHasValue,
  SCHEDULE_TYPE_LABELS,
  titleRefusal,
  TITLE_LENGTH_RULES,
  yuanToCents,
  type BudgetChangeFacts,
  type BudgetLevel,
  type DeliveryFamily,
  type BatchNumberField,
  type BatchValueItem,
  type BudgetMode,
  type CalendarDate,
  type NumericInput,
  type ScheduleEffect,
  type ScheduleType,
} from '@toufang/domain';
import { enumText } from '../../../components/enum-label';
import { formatYuan } from '../columns/metric-format';
import { showNumber, type EditLevel, type EditRow } from './edit-row';

// The items of the batch modify menu (spec 001 §4 "Batch modify", §5 "Batch modify limits").

export type ModifyItemKey =
  | 'account_budget'
  | 'budget'
  | 'bid'
  | 'deep_bid'
  | 'roi_goal'
  | 'end_date'
  | 'schedule'
  | 'auto_extend'
  | 'material_status'
  | 'title';

export type ModifyEditor =
  'budget' | 'number' | 'end_date' | 'schedule' | 'on_off' | 'opt_status' | 'text';

/** A value as the dialog edits it; each editor uses its own fields. */
export interface ModifyValue {
  budget_mode?: BudgetMode;
  amount?: NumericInput;
  schedule_type?: ScheduleType;
  end_time?: CalendarDate | null;
  schedule_time?: string | null;
  schedule_scene?: ScheduleEffect;
  choice?: string | null;
  text?: string | null;
}

export type ModifyCheck =
  { ok: true; fields: Record<string, unknown> } | { ok: false; message: string };

/** Today's spend and budget changes of a row, by row id (the media's budget rules). */
export type RowBudgetFacts = ReadonlyMap<
  string,
  Pick<BudgetChangeFacts, 'todaySpendFen' | 'changesToday'>
>;

/**
 * What a check needs beyond the value: today (Asia/Shanghai), the unified earliest end date, the
 * medium whose rules apply and the rows' spend today.
 */
export interface ModifyContext {
  today: CalendarDate;
  /** Unified modify: the one earliest end date of the selection. */
  earliest?: CalendarDate;
  medium?: DeliveryFamily;
  facts?: RowBudgetFacts;
}

export interface ModifyItemDef {
  key: ModifyItemKey;
  label: string;
  editor: ModifyEditor;
  /** Rows without this value are left out, and the menu item is disabled when none has it. */
  valueItem?: BatchValueItem;
  /** The request's path under /api (from the tab's definition). */
  path: string;
  /** The rows of the material status change are grouped per promotion. */
  groupBy: 'advertiser' | 'promotion';
  /** Rows the medium takes per call. */
  groupSize: number;
  initial: (row: EditRow) => ModifyValue;
  before: (row: EditRow) => string;
  after: (value: ModifyValue) => string;
  check: (
    value: ModifyValue,
    row: EditRow,
    level: EditLevel,
    context: ModifyContext,
  ) => ModifyCheck;
  /** Money typed in 元. */
  unit?: '元';
  /** The unit and range shown beside the input. */
  hint?: (level: EditLevel, medium: DeliveryFamily) => string;
  /** Whether 不限 may be chosen (a budget of a level whose medium takes no unlimited budget). */
  allowsUnlimited?: (level: EditLevel, medium: DeliveryFamily) => boolean;
  /** The value is what the row has already: nothing to send (the medium refuses a 0 change). */
  unchanged?: (value: ModifyValue, row: EditRow) => boolean;
}

const bidLevel = (level: EditLevel) => (level === 'promotion' ? 'promotion' : 'project');

/** Yuan as the table shows money (¥3,400.00); typed text that is no number shows as typed. */
export function moneyText(amount: NumericInput): string {
  if (isBlankInput(amount)) return '-';
  const value = Number(amount);
  return Number.isFinite(value) ? formatYuan(value) : showNumber(amount);
}

function budgetText(mode: string | null | undefined, amount: NumericInput): string {
  if (mode === 'BUDGET_MODE_INFINITE') return BUDGET_MODE_LABELS.BUDGET_MODE_INFINITE;
  if (mode === 'BUDGET_MODE_DAY')
    return `${BUDGET_MODE_LABELS.BUDGET_MODE_DAY} ${moneyText(amount)}`;
  return moneyText(amount);
}

const RANGE_FORMAT = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 4 });

export function scheduleText(schedule: string | null | undefined): string {
  if (isUnrestrictedSchedule(schedule)) return '不限';
  return formatScheduleRanges(schedule ?? '').join('；');
}

function endText(type: string | null | undefined, end: string | null | undefined): string {
  if (type === 'SCHEDULE_FROM_NOW') return SCHEDULE_TYPE_LABELS.SCHEDULE_FROM_NOW;
  const date = end ? readCalendarDate(end) : undefined;
  return date ?? '-';
}

const labelOf = enumText;

const typedText = (value: ModifyValue) => (value.text ?? '').trim();

/** The medium's title rule as the input's hint: its bounds, and how it counts half-width text. */
function titleHint(medium: DeliveryFamily): string {
  const rule = TITLE_LENGTH_RULES.find((entry) => entry.medium === familyMedium(medium));
  if (rule === undefined) return '';
  const counting = rule.counting === 'width' ? '，英文、数字等半角字符算半个字' : '';
  return `${rule.min}~${rule.max} 个字${counting}`;
}

/** An item without its request: the tab's definition gives the path and the group size. */
type ItemShape = Omit<ModifyItemDef, 'path' | 'groupSize'>;

function numberItem(
  key: ModifyItemKey,
  valueItem: BatchValueItem,
  field: BatchNumberField,
  sent: 'cpa_bid' | 'deep_cpabid' | 'roi_goal',
): ItemShape {
  const money = field !== 'roi_goal';
  return {
    key,
    label: BATCH_VALUE_ITEM_LABELS[valueItem],
    editor: 'number',
    valueItem,
    groupBy: 'advertiser',
    initial: (row) => ({ amount: row[sent] ?? null }),
    before: (row) => (money ? moneyText(row[sent]) : showNumber(row[sent])),
    after: (value) => (money ? moneyText(value.amount) : showNumber(value.amount)),
    ...(money ? { unit: '元' as const } : {}),
    hint: (level, medium) => {
      const rule = batchNumberRule(field, bidLevel(level), medium);
      const range = `${RANGE_FORMAT.format(rule.min)} ~ ${RANGE_FORMAT.format(rule.max)}`;
      return money ? `单位：元，${range}` : `${range}，最多 ${rule.decimals} 位小数`;
    },
    check: (value, row, level, context) => {
      if (field === 'bid' && isProjectBidLocked(row)) {
        return { ok: false, message: PROJECT_COST_STABLE_LABEL };
      }
      const check = checkNumber(
        value.amount,
        batchNumberRule(field, bidLevel(level), context.medium),
      );
      return check.ok ? { ok: true, fields: { [sent]: check.value } } : check;
    },
  };
}

const budgetLevel = (level: EditLevel): BudgetLevel =>
  level === 'account' ? 'account' : bidLevel(level);

/** The row's day budget in 分, if it has one. */
function currentBudget(row: EditRow): BudgetChangeFacts['current'] {
  const fen = isBlankInput(row.budget) ? undefined : yuanToCents(row.budget);
  return { budget_mode: row.budget_mode ?? null, fen: fen ?? null };
}

/** A budget against the medium's rules, with the row's budget and its spend today. */
function budgetCheck(
  value: ModifyValue,
  row: EditRow,
  level: EditLevel,
  context: ModifyContext,
): ModifyCheck {
  const check = checkBudgetChange(
    context.medium ?? 'bytedance',
    budgetLevel(level),
    value.budget_mode === 'BUDGET_MODE_INFINITE'
      ? { budget_mode: 'BUDGET_MODE_INFINITE' }
      : { budget_mode: 'BUDGET_MODE_DAY', budget: value.amount },
    { current: currentBudget(row), ...context.facts?.get(row.id) },
  );
  if (!check.ok) return check;
  return check.value.budget_mode === 'BUDGET_MODE_DAY'
    ? { ok: true, fields: { budget_mode: 'BUDGET_MODE_DAY', budget: centsToYuan(check.value.fen) } }
    : { ok: true, fields: { budget_mode: 'BUDGET_MODE_INFINITE' } };
}

function budgetUnchanged(value: ModifyValue, row: EditRow): boolean {
  const mode = value.budget_mode ?? 'BUDGET_MODE_DAY';
  if (mode !== row.budget_mode) return false;
  if (mode === 'BUDGET_MODE_INFINITE') return true;
  const typed = isBlankInput(value.amount) ? undefined : yuanToCents(value.amount);
  return typed !== undefined && typed === currentBudget(row)?.fen;
}

const budgetShape = {
  editor: 'budget' as const,
  valueItem: 'budget' as const,
  groupBy: 'advertiser' as const,
  initial: (row: EditRow): ModifyValue => ({
    budget_mode: row.budget_mode ?? 'BUDGET_MODE_DAY',
    amount: row.budget ?? null,
  }),
  before: (row: EditRow) => budgetText(row.budget_mode, row.budget),
  after: (value: ModifyValue) => budgetText(value.budget_mode, value.amount),
  unit: '元' as const,
  hint: (level: EditLevel, medium: DeliveryFamily) => {
    const rules = findBudgetRules(medium, budgetLevel(level));
    return rules ? budgetRangeHint(rules) : '';
  },
  allowsUnlimited: (level: EditLevel, medium: DeliveryFamily) =>
    findBudgetRules(medium, budgetLevel(level))?.unlimited ?? true,
  unchanged: budgetUnchanged,
  check: budgetCheck,
};

const ITEM_SHAPES: Record<ModifyItemKey, ItemShape> = {
  account_budget: {
    ...budgetShape,
    key: 'account_budget',
    label: '修改账户日预算',
  },
  budget: {
    ...budgetShape,
    key: 'budget',
    label: BATCH_VALUE_ITEM_LABELS.budget,
  },
  bid: numberItem('bid', 'bid', 'bid', 'cpa_bid'),
  deep_bid: numberItem('deep_bid', 'deep_bid', 'deep_bid', 'deep_cpabid'),
  roi_goal: numberItem('roi_goal', 'roi_goal', 'roi_goal', 'roi_goal'),
  end_date: {
    key: 'end_date',
    label: '修改结束日期',
    editor: 'end_date',
    groupBy: 'advertiser',
    initial: (row) => ({
      schedule_type: 'SCHEDULE_START_END',
      end_time: row.end_time ? (readCalendarDate(row.end_time) ?? null) : null,
    }),
    before: (row) => endText(row.schedule_type, row.end_time),
    after: (value) => endText(value.schedule_type, value.end_time),
    check: (value, row, _level, context) => {
      const earliest = context.earliest ?? earliestEndDate(context.today, row.start_time);
      const check = checkEndTimeChange(
        { schedule_type: value.schedule_type ?? 'SCHEDULE_START_END', end_time: value.end_time },
        earliest,
      );
      return check.ok ? { ok: true, fields: { ...check.value } } : check;
    },
  },
  schedule: {
    key: 'schedule',
    label: '修改投放时段',
    editor: 'schedule',
    groupBy: 'advertiser',
    initial: (row) => ({ schedule_time: row.schedule_time ?? null, schedule_scene: 'REALTIME' }),
    before: (row) => scheduleText(row.schedule_time),
    after: (value) => scheduleText(value.schedule_time),
    check: (value) => {
      const check = checkScheduleTimeChange(value);
      return check.ok ? { ok: true, fields: { ...check.value } } : check;
    },
  },
  auto_extend: {
    key: 'auto_extend',
    label: BATCH_VALUE_ITEM_LABELS.auto_extend_traffic,
    editor: 'on_off',
    valueItem: 'auto_extend_traffic',
    groupBy: 'advertiser',
    initial: (row) => ({ choice: row.auto_extend_traffic ?? null }),
    before: (row) => labelOf(AUTO_EXTEND_TRAFFIC_LABELS, row.auto_extend_traffic),
    after: (value) => labelOf(AUTO_EXTEND_TRAFFIC_LABELS, value.choice),
    check: (value) => {
      const check = checkAutoExtendTraffic(value.choice);
      return check.ok ? { ok: true, fields: { auto_extend_traffic: check.value } } : check;
    },
  },
  material_status: {
    key: 'material_status',
    label: '修改素材状态',
    editor: 'opt_status',
    groupBy: 'promotion',
    initial: (row) => ({ choice: row.material_opt_status ?? null }),
    before: (row) => labelOf(OPT_STATUS_LABELS, row.material_opt_status),
    after: (value) => labelOf(OPT_STATUS_LABELS, value.choice),
    check: (value) => {
      const check = checkMaterialOptStatus(value.choice);
      return check.ok ? { ok: true, fields: { opt_status: check.value } } : check;
    },
  },
  title: {
    key: 'title',
    label: '修改标题',
    editor: 'text',
    groupBy: 'advertiser',
    initial: (row) => ({ text: row.name ?? '' }),
    before: (row) => row.name ?? '-',
    after: (value) => typedText(value) || '-',
    hint: (_level, medium) => titleHint(medium),
    unchanged: (value, row) => typedText(value) === (row.name ?? '').trim(),
    check: (value, _row, _level, context) => {
      const title = typedText(value);
      const refusal = titleRefusal(title, familyMedium(context.medium ?? 'bytedance'));
      return refusal === undefined
        ? { ok: true, fields: { title } }
        : { ok: false, message: refusal };
    },
  },
};

/** How a tab's request names what an item sends, where it differs from the item's own field. */
export interface ModifyItemWire {
  /** The body key of the value, e.g. `bid` for a bid sent as `cpa_bid` elsewhere. */
  sendAs?: string;
}

/**
 * A menu item of a tab: the item with the tab's path, the rows its medium takes per call and the
 * body key its value goes under.
 */
export function modifyItem(
  key: ModifyItemKey,
  path: string,
  groupSize: number = BATCH_GROUP_SIZE,
  wire: ModifyItemWire = {},
): ModifyItemDef {
  const shape = ITEM_SHAPES[key];
  const { sendAs } = wire;
  if (sendAs === undefined) return { ...shape, path, groupSize };
  return {
    ...shape,
    path,
    groupSize,
    check: (value, row, level, context) => {
      const check = shape.check(value, row, level, context);
      if (!check.ok) return check;
      return { ok: true, fields: { [sendAs]: Object.values(check.fields)[0] } };
    },
  };
}

/** Whether a row takes part in a modify; the others are listed but not sent. */
export function rowApplies(item: ModifyItemDef, row: EditRow): boolean {
  return item.valueItem === undefined || rowHasValue(row, item.valueItem);
}

/** Why a row is left out: it has no such value (naming where it is), or its project sets it. */
export function skipReason(item: ModifyItemDef, row: EditRow, level: EditLevel): string {
  if (item.valueItem === undefined || level === 'material') return '不适用';
  return absentValueReason(item.valueItem, level, row);
}
