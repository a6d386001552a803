import type { AutoruleFrequency, AutoruleOperator, AutoruleScopeKind } from '@toufang/contracts';

/** The words of the rule pages and the summary sentence. */
export const OPERATOR_SIGNS: Readonly<Record<AutoruleOperator, string>> = {
  gt: '>',
  gte: '≥',
  lt: '<',
  lte: '≤',
  eq: '=',
};

export const FREQUENCY_LABELS: Readonly<Record<AutoruleFrequency, string>> = {
  every_30_min: '每 30 分钟',
  hourly: '每小时',
  daily: '每天',
};

export const SCOPE_KIND_LABELS: Readonly<Record<AutoruleScopeKind, string>> = {
  accounts: '指定账户',
  objects: '指定对象',
  filter: '按名称筛选',
  all: '全部（含以后新建）',
};

export const ACTION_LABELS = {
  pause: '暂停',
  pause_today: '今日暂停（次日 0 点恢复）',
  enable: '启用',
  budget: '调整日预算',
  bid: '调整出价',
  notify: '仅通知',
  create: '按模板新建（保持在投数量）',
  copy: '复制优胜广告',
} as const;

export const OUTCOME_LABELS = {
  act: '已执行',
  notify: '已通知',
  skip: '已跳过',
  no_match: '不满足条件',
} as const;
