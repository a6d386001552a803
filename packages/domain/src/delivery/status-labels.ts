// Status display of spec 001 §4: every status value of projects, ads (promotions) and materials
// with its Chinese label (Ocean Engine's own wording). The normal ones (PROJECT_STATUS_ENABLE, OK,
// MATERIAL_STATUS_OK) show as normal; an ad status containing DENY offers the audit advice.

export const PROJECT_STATUS_LABELS: Readonly<Record<string, string>> = {
  PROJECT_STATUS_ENABLE: '启用',
  PROJECT_STATUS_DISABLE: '未投放',
  PROJECT_STATUS_STOP: '已暂停',
  PROJECT_STATUS_DELETE: '已删除',
  PROJECT_STATUS_ALL: '全部（含已删除）',
  PROJECT_STATUS_NOT_DELETE: '全部（不含已删除）',
  PROJECT_STATUS_BUDGET_EXCEED: '项目超出预算',
  PROJECT_STATUS_BUDGET_PRE_OFFLINE_BUDGET: '项目接近预算',
  PROJECT_STATUS_NOT_START: '未到达投放时间',
  PROJECT_STATUS_DONE: '已完成',
  PROJECT_STATUS_NO_SCHEDULE: '不在投放时段',
};

export const PROMOTION_STATUS_LABELS: Readonly<Record<string, string>> = {
  OK: '投放中',
  DELETED: '已删除',
  AUDIT: '新建审核中',
  REAUDIT: '修改审核中',
  FROZEN: '已终止',
  AUDIT_DENY: '审核不通过',
  AD_STATUS_AUDIT_DENY: '审核不通过',
  OFFLINE_BUDGET: '广告超出预算',
  OFFLINE_BALANCE: '账户余额不足',
  PREOFFLINE_BUDGET: '广告接近预算',
  DISABLED: '已暂停',
  PROJECT_DISABLED: '已被项目暂停',
  DISABLE_BY_QUOTA: '已暂停（配额达限）',
  TIME_NO_REACH: '未到达投放时间',
  TIME_DONE: '已完成',
  NO_SCHEDULE: '不在投放时段',
  DRAFT: '草稿',
  PRE_ONLINE: '预上线',
  CREATE: '新建',
  PROJECT_OFFLINE_BUDGET: '项目超出预算',
  PROJECT_PREOFFLINE_BUDGET: '项目接近预算',
  ADVERTISER_OFFLINE_BUDGET: '账户超出预算',
  ADVERTISER_PREOFFLINE_BUDGET: '账户接近预算',
  BALANCE_OFFLINE_BUDGET: '账户超出预算',
  PROMOTION_OFFLINE_BUDGET: '广告超出预算',
  LIVE_ROOM_OFF: '关联直播间不可投',
  PRODUCT_OFFLINE: '关联商品不可投',
  AWEME_ACCOUNT_DISABLED: '关联抖音号不可投',
  AWEME_ANCHOR_DISABLED: '锚点不可投',
  NOT_DELETED: '全部（不含已删除）',
  ALL: '全部（含已删除）',
  PROMOTION_STATUS_ENABLE: '投放中',
  PROMOTION_STATUS_DISABLE: '未投放',
  PROMOTION_STATUS_FROZEN: '已终止',
  PROMOTION_STATUS_DONE: '已完成',
  PROMOTION_STATUS_DELETED: '已删除',
  PROMOTION_STATUS_ALL: '全部（含已删除）',
  PROMOTION_STATUS_NOT_DELETE: '全部（不含已删除）',
};

export const MATERIAL_STATUS_LABELS: Readonly<Record<string, string>> = {
  MATERIAL_STATUS_OK: '投放中',
  MATERIAL_STATUS_DELETE: '已删除',
  MATERIAL_STATUS_PROJECT_OFFLINE_BUDGET: '项目超出预算',
  MATERIAL_STATUS_PROJECT_PREOFFLINE_BUDGET: '项目接近预算',
  MATERIAL_STATUS_TIME_NO_REACH: '未到达投放时间',
  MATERIAL_STATUS_TIME_DONE: '已完成',
  MATERIAL_STATUS_NO_SCHEDULE: '不在投放时段',
  MATERIAL_STATUS_AUDIT: '新建审核中',
  MATERIAL_STATUS_REAUDIT: '修改审核中',
  MATERIAL_STATUS_OFFLINE_AUDIT: '审核不通过',
  MATERIAL_STATUS_OFFLINE_BUDGET: '广告超出预算',
  MATERIAL_STATUS_OFFLINE_BALANCE: '账户余额不足',
  MATERIAL_STATUS_PREOFFLINE_BUDGET: '广告接近预算',
  MATERIAL_STATUS_PROJECT_DISABLE: '已被项目暂停',
  MATERIAL_STATUS_DISABLE: '已暂停',
  MATERIAL_STATUS_PROMOTION_DISABLE: '已被广告暂停',
  MATERIAL_STATUS_MATERIAL_DELETE: '素材已删除',
};

export type StatusLevel = 'project' | 'promotion' | 'material';

const LABELS: Record<StatusLevel, Readonly<Record<string, string>>> = {
  project: PROJECT_STATUS_LABELS,
  promotion: PROMOTION_STATUS_LABELS,
  material: MATERIAL_STATUS_LABELS,
};

const NORMAL: Record<StatusLevel, string> = {
  project: 'PROJECT_STATUS_ENABLE',
  promotion: 'OK',
  material: 'MATERIAL_STATUS_OK',
};

/** Shown for a value no label map knows (a newer medium's code); the code goes in a tooltip. */
export const UNKNOWN_VALUE_LABEL = '未知';

export interface StatusDisplay {
  /** Chinese label; `未知` for a value no label knows. */
  label: string;
  /** The value as it came when no label knows it, for the tooltip; never the label itself. */
  raw: string | undefined;
  /** Delivering normally (the green badge). */
  normal: boolean;
  /** Offers the audit advice link. */
  auditAdvice: boolean;
}

/** The label of a status value at a level; an empty value shows '-'. */
export function statusLabel(level: StatusLevel, status: string | null | undefined): string {
  if (status === null || status === undefined || status === '') return '-';
  return Object.hasOwn(LABELS[level], status) ? (LABELS[level][status] ?? status) : status;
}

/**
 * Whether a status offers the audit advice: any value containing DENY (AUDIT_DENY,
 * AD_STATUS_AUDIT_DENY). Only ad statuses contain it; project and material values never do.
 */
export function hasAuditAdvice(status: string | null | undefined): boolean {
  return status?.includes('DENY') ?? false;
}

export function statusDisplay(
  level: StatusLevel,
  status: string | null | undefined,
): StatusDisplay {
  const empty = status === null || status === undefined || status === '';
  const raw = empty || Object.hasOwn(LABELS[level], status) ? undefined : status;
  return {
    label: raw === undefined ? statusLabel(level, status) : UNKNOWN_VALUE_LABEL,
    raw,
    normal: status === NORMAL[level],
    auditAdvice: hasAuditAdvice(status),
  };
}
