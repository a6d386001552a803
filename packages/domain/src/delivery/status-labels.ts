import type { DeliveryFamily } from './delivery-families';
import {
  KUAISHOU_CAMPAIGN_STATUS_LABELS,
  KUAISHOU_CREATIVE_STATUS_LABELS,
  KUAISHOU_PUT_STATUS_LABELS,
  KUAISHOU_UNIT_STATUS_LABELS,
} from './kuaishou-labels';
import { OPT_STATUS_LABELS } from './switches';
import {
  TENCENT_ADGROUP_STATUS_LABELS,
  TENCENT_CONFIGURED_STATUS_LABELS,
  TENCENT_CREATIVE_APPROVAL_LABELS,
} from './tencent-labels';
import {
  V2_AD_STATUS_LABELS,
  V2_CAMPAIGN_STATUS_LABELS,
  V2_CREATIVE_STATUS_LABELS,
} from './oceanengine-v2-labels';
import {
  TENCENT_V1_AD_STATUS_LABELS,
  TENCENT_V1_ADGROUP_STATUS_LABELS,
  TENCENT_V1_CAMPAIGN_STATUS_LABELS,
} from './tencent-v1-labels';

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

type Labels = Readonly<Record<string, string>>;

interface MediumStatuses {
  /** The labels of each level's status; a level the medium lacks has none. */
  labels: Partial<Record<StatusLevel, Labels>>;
  /** The value of a level that shows as delivering normally (the green badge). */
  normal: Partial<Record<StatusLevel, string>>;
  /**
   * Values that offer the audit advice (the medium's reject reason): listed per level, or any
   * value containing a marker.
   */
  auditAdvice: { values?: Partial<Record<StatusLevel, readonly string[]>>; containing?: string };
  /** The switch values as the medium names them. */
  switches: Labels;
}

/**
 * One table per medium, and per legacy family. Levels are the domain's: `project` is level 1 (Ocean Engine project,
 * Kuaishou campaign), `promotion` level 2 (promotion, Kuaishou unit, Tencent adgroup), `material`
 * level 3 (material, Kuaishou creative, Tencent dynamic creative). Tencent v3 has no level 1. The
 * legacy families: Ocean Engine v2 campaign / ad (计划) / creative, Tencent v1.3 campaign / adgroup
 * (its delivery state) / ad (its review).
 */
export const MEDIA_STATUSES: Readonly<Record<DeliveryFamily, MediumStatuses>> = {
  bytedance: {
    labels: {
      project: PROJECT_STATUS_LABELS,
      promotion: PROMOTION_STATUS_LABELS,
      material: MATERIAL_STATUS_LABELS,
    },
    normal: { project: 'PROJECT_STATUS_ENABLE', promotion: 'OK', material: 'MATERIAL_STATUS_OK' },
    auditAdvice: { containing: 'DENY' },
    switches: OPT_STATUS_LABELS,
  },
  kuaishou: {
    labels: {
      project: KUAISHOU_CAMPAIGN_STATUS_LABELS,
      promotion: KUAISHOU_UNIT_STATUS_LABELS,
      material: KUAISHOU_CREATIVE_STATUS_LABELS,
    },
    normal: { project: '4', promotion: '20', material: '52' },
    // The reason is the object's `review_detail`; 55 names the denied materials of a creative.
    auditAdvice: { values: { promotion: ['12'], material: ['42', '55'] } },
    switches: KUAISHOU_PUT_STATUS_LABELS,
  },
  tencent: {
    labels: {
      promotion: TENCENT_ADGROUP_STATUS_LABELS,
      material: TENCENT_CREATIVE_APPROVAL_LABELS,
    },
    normal: { promotion: 'ADGROUP_STATUS_ACTIVE', material: 'CREATIVE_SET_APPROVAL_STATUS_NORMAL' },
    auditAdvice: {
      values: {
        material: [
          'CREATIVE_SET_APPROVAL_STATUS_DENIED',
          'CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL',
        ],
      },
    },
    switches: TENCENT_CONFIGURED_STATUS_LABELS,
  },
  bytedance_v2: {
    labels: {
      project: V2_CAMPAIGN_STATUS_LABELS,
      promotion: V2_AD_STATUS_LABELS,
      material: V2_CREATIVE_STATUS_LABELS,
    },
    normal: {
      project: 'CAMPAIGN_STATUS_ENABLE',
      promotion: 'AD_STATUS_DELIVERY_OK',
      material: 'CREATIVE_STATUS_DELIVERY_OK',
    },
    // AD_STATUS_AUDIT_DENY, CREATIVE_STATUS_AUDIT_DENY and CREATIVE_STATUS_AD_AUDIT_DENY.
    auditAdvice: { containing: 'AUDIT_DENY' },
    switches: OPT_STATUS_LABELS,
  },
  tencent_v2: {
    labels: {
      project: TENCENT_V1_CAMPAIGN_STATUS_LABELS,
      promotion: TENCENT_V1_ADGROUP_STATUS_LABELS,
      material: TENCENT_V1_AD_STATUS_LABELS,
    },
    normal: {
      project: 'AD_STATUS_NORMAL',
      promotion: 'STATUS_ACTIVE',
      material: 'AD_STATUS_NORMAL',
    },
    auditAdvice: {
      values: {
        promotion: ['STATUS_DENIED'],
        material: ['AD_STATUS_DENIED', 'AD_STATUS_PARTIALLY_NORMAL'],
      },
    },
    switches: TENCENT_CONFIGURED_STATUS_LABELS,
  },
};

const labelsOf = (medium: DeliveryFamily, level: StatusLevel): Labels =>
  MEDIA_STATUSES[medium].labels[level] ?? {};

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
export function statusLabel(
  level: StatusLevel,
  status: string | null | undefined,
  medium: DeliveryFamily = 'bytedance',
): string {
  if (status === null || status === undefined || status === '') return '-';
  const labels = labelsOf(medium, level);
  return Object.hasOwn(labels, status) ? (labels[status] ?? status) : status;
}

/**
 * Whether a status offers the audit advice: on Ocean Engine any value containing DENY (AUDIT_DENY,
 * AD_STATUS_AUDIT_DENY; only ad statuses contain it), Kuaishou's denied units and creatives,
 * Tencent's denied creatives. Without a level every level of the medium is looked at.
 */
export function hasAuditAdvice(
  status: string | null | undefined,
  medium: DeliveryFamily = 'bytedance',
  level?: StatusLevel,
): boolean {
  if (status === null || status === undefined || status === '') return false;
  const { values = {}, containing } = MEDIA_STATUSES[medium].auditAdvice;
  if (containing !== undefined && status.includes(containing)) return true;
  const levels = level === undefined ? (Object.keys(values) as StatusLevel[]) : [level];
  return levels.some((l) => values[l]?.includes(status) ?? false);
}

/** The label of a switch value on a medium (put_status, configured_status, opt_status). */
export function switchLabel(
  medium: DeliveryFamily,
  value: string | number | null | undefined,
): string {
  if (value === null || value === undefined || value === '') return '-';
  const labels = MEDIA_STATUSES[medium].switches;
  const key = String(value);
  return Object.hasOwn(labels, key) ? (labels[key] ?? key) : UNKNOWN_VALUE_LABEL;
}

export function statusDisplay(
  level: StatusLevel,
  status: string | null | undefined,
  medium: DeliveryFamily = 'bytedance',
): StatusDisplay {
  const empty = status === null || status === undefined || status === '';
  const raw = empty || Object.hasOwn(labelsOf(medium, level), status) ? undefined : status;
  return {
    label: raw === undefined ? statusLabel(level, status, medium) : UNKNOWN_VALUE_LABEL,
    raw,
    normal: !empty && status === MEDIA_STATUSES[medium].normal[level],
    auditAdvice: hasAuditAdvice(status, medium, level),
  };
}
