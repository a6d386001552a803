import { TENCENT_SITE_SET_LABELS, type ChangeOutcome, type ChangeRow } from '@toufang/contracts';
import {
  AUTO_EXTEND_TRAFFIC_LABELS,
  codeLabel,
  editValueText,
  OPT_STATUS_LABELS,
  type EditAudience,
} from '@toufang/domain';
import type { ReactNode } from 'react';
import { enumLabel } from '../../../components/enum-label';
import type { ValueMap } from '../../../components/value-tag';
import { formatYuan } from '../columns/metric-format';

// How the change history reads on the delivery screen: the values of a write before and after,
// in the screen's units and labels. The history keeps the mirror row as it was (`before`), the
// state read back from the medium (`after`, only of the fields written) and the request; money in
// 分 (ARCHITECTURE §1).

type Snapshot = Readonly<Record<string, unknown>>;

/** One changed field: its label and its value before and after, as the screen shows them. */
export interface ChangeLine {
  label: string;
  before: ReactNode;
  after: ReactNode;
}

const ACTION_LABELS: Readonly<Record<string, string>> = {
  update_status: '修改状态',
  update_budget: '修改预算',
  update_cpaBid: '修改出价',
  update_deepBid: '修改深度出价',
  update_roiGoal: '修改ROI系数',
  update_weekSchedule: '修改投放时段',
  update_endTime: '修改投放时间',
  update_autoExtend: '修改智能放量',
  update_name: '修改名称',
  update_audience: '修改定向',
  update_placements: '修改广告位',
  update_materials: '修改素材',
  update_titles: '修改标题',
  delete: '删除',
  create_promotion: '新建广告',
  create_event_asset: '创建事件资产',
  create_app: '创建应用',
  submit_avatar: '提交头像',
};

/** The medium's answer to a write; `reconciled`: an unknown outcome found applied on reading. */
export const OUTCOME_DISPLAY: ValueMap<ChangeOutcome> = {
  succeeded: { text: '成功', color: 'success' },
  failed: { text: '失败', color: 'error' },
  unknown: { text: '结果未知', color: 'warning' },
  reconciled: { text: '已确认生效', color: 'processing' },
};

export const actionLabel = (action: string): ReactNode => enumLabel(ACTION_LABELS, action);

/** Who made the change; a change without a user was made by the system (e.g. a sync). */
export function operatorName(row: Pick<ChangeRow, 'user_id' | 'user_name'>): string {
  if (row.user_name) return row.user_name;
  return row.user_id === null ? '系统' : `用户${row.user_id}`;
}

const isSnapshot = (value: unknown): value is Snapshot =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const fenToYuan = (value: unknown): string =>
  typeof value === 'number' ? formatYuan(value / 100) : '-';

const labelOf = (labels: Readonly<Record<string, string>>, value: unknown): ReactNode =>
  typeof value === 'string' ? enumLabel(labels, value) : '-';

/** Empty, all 0 and all 1 all mean all day (Ocean Engine's 336 half hours of a week). */
const ALL_DAY = /^(0{336}|1{336})?$/;

function scheduleText(value: unknown): string {
  if (typeof value !== 'string' && value !== null) return '-';
  const time = value ?? '';
  if (ALL_DAY.test(time)) return '全天';
  const halfHours = [...time].filter((c) => c === '1').length;
  return `每周 ${halfHours / 2} 小时`;
}

/** Placements as the media name them: Tencent site sets, Kuaishou scene ids. */
const placementLabel = (value: string): string =>
  Object.hasOwn(TENCENT_SITE_SET_LABELS, value)
    ? TENCENT_SITE_SET_LABELS[value as keyof typeof TENCENT_SITE_SET_LABELS]
    : codeLabel('kuaishou', 'scene_id', value);

function placementsText(value: unknown): string {
  if (!Array.isArray(value)) return '-';
  return value.length === 0 ? '系统优选' : value.map((v) => placementLabel(String(v))).join('、');
}

/** A creative's files as the history keeps them (the medium's ids by kind). */
function filesText(value: unknown): string {
  if (!Array.isArray(value)) return '-';
  const kinds: Record<string, string> = { video: '视频', image: '图片' };
  return value.length === 0
    ? '无'
    : value
        .map((f: { kind?: string; id?: string }) => `${kinds[f.kind ?? ''] ?? ''} ${f.id ?? ''}`)
        .join('、');
}

function titlesText(value: unknown): string {
  if (!Array.isArray(value)) return '-';
  return value.length === 0 ? '无' : value.map(String).join(' | ');
}

interface FieldSpec {
  label: string;
  /** Whether a written state carries this field. */
  has: (s: Snapshot) => boolean;
  show: (s: Snapshot) => ReactNode;
}

const has =
  (...keys: string[]) =>
  (s: Snapshot) =>
    keys.some((key) => key in s);

const FIELDS: readonly FieldSpec[] = [
  { label: '名称', has: has('name'), show: (s) => (typeof s.name === 'string' ? s.name : '-') },
  {
    label: '状态',
    has: (s) => 'optStatus' in s || s.deleted === true,
    show: (s) => (s.deleted === true ? '已删除' : labelOf(OPT_STATUS_LABELS, s.optStatus)),
  },
  {
    label: '预算',
    has: has('budgetMode', 'budgetFen'),
    show: (s) => (s.budgetMode === 'BUDGET_MODE_INFINITE' ? '不限' : fenToYuan(s.budgetFen)),
  },
  { label: '出价', has: has('cpaBidFen'), show: (s) => fenToYuan(s.cpaBidFen) },
  { label: '深度出价', has: has('deepBidFen'), show: (s) => fenToYuan(s.deepBidFen) },
  {
    label: 'ROI系数',
    has: has('roiGoal'),
    show: (s) => (typeof s.roiGoal === 'number' ? String(s.roiGoal) : '-'),
  },
  { label: '投放时段', has: has('scheduleTime'), show: (s) => scheduleText(s.scheduleTime) },
  {
    label: '定向',
    has: has('audience'),
    show: (s) =>
      isSnapshot(s.audience)
        ? editValueText('audience', s.audience as unknown as EditAudience)
        : '-',
  },
  { label: '广告位', has: has('placements'), show: (s) => placementsText(s.placements) },
  { label: '素材', has: has('materials'), show: (s) => filesText(s.materials) },
  { label: '标题', has: has('titles'), show: (s) => titlesText(s.titles) },
  {
    label: '投放结束日期',
    has: has('scheduleType', 'endDate'),
    show: (s) =>
      s.scheduleType === 'SCHEDULE_FROM_NOW'
        ? '长期投放'
        : typeof s.endDate === 'string'
          ? s.endDate
          : '-',
  },
  {
    label: '智能放量',
    has: has('autoExtendTraffic'),
    show: (s) => labelOf(AUTO_EXTEND_TRAFFIC_LABELS, s.autoExtendTraffic),
  },
];

/** What a value change of the task engine asked for, in the keys of a written state. */
function askedOfChange(change: Snapshot): Snapshot {
  switch (change.field) {
    case 'budget':
      return { budgetMode: change.budgetMode, budgetFen: change.budgetFen };
    case 'cpaBid':
      return { cpaBidFen: change.fen };
    case 'deepBid':
      return { deepBidFen: change.fen };
    case 'roiGoal':
      return { roiGoal: change.roiGoal };
    case 'weekSchedule':
      return { scheduleTime: change.scheduleTime };
    case 'endTime':
      return { scheduleType: change.scheduleType, endDate: change.endDate };
    case 'autoExtend':
      return { autoExtendTraffic: change.autoExtendTraffic };
    case 'name':
      return { name: change.name };
    case 'audience':
      return { audience: change.audience };
    case 'placements':
      return { placements: change.placements };
    case 'materials':
      return { materials: change.materials };
    case 'titles':
      return { titles: change.titles };
    default:
      return {};
  }
}

/** The values a write asked for, from its request: shown when the medium confirmed none. */
function askedOf(row: Pick<ChangeRow, 'action' | 'request'>): Snapshot {
  if (row.action === 'delete') return { deleted: true };
  const request = row.request;
  if (!isSnapshot(request)) return {};
  if (isSnapshot(request.change)) return askedOfChange(request.change);
  if ('optStatus' in request) return { optStatus: request.optStatus };
  if ('budgetMode' in request)
    return { budgetMode: request.budgetMode, budgetFen: request.budgetFen };
  return {};
}

/**
 * The fields a change wrote, before → after: after is the state the medium confirmed, or what was
 * asked for when it confirmed nothing (a failed or unknown write).
 */
export function changeLines(
  row: Pick<ChangeRow, 'action' | 'before' | 'after' | 'request'>,
): ChangeLine[] {
  const after = isSnapshot(row.after) ? row.after : askedOf(row);
  const before = isSnapshot(row.before) ? row.before : undefined;
  return FIELDS.filter((field) => field.has(after)).map((field) => ({
    label: field.label,
    before: before ? field.show(before) : '-',
    after: field.show(after),
  }));
}
