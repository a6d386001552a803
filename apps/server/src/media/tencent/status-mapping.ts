import { lookupEnum, type tencent, type UnknownEnumValue } from '@toufang/media-wire';
import type { DomainStatus, OptStatus } from '../../lib/media-mirror';

// Tencent v3 statuses → the domain status (docs/glossary.md "Statuses"; reference §3.5, §3.6). An
// adgroup's `system_status` (CalcAdGroupStatus) is derived by the medium from its switch, review,
// dates, schedule, balance and budgets; `configured_status` is the switch, kept apart. A dynamic
// creative has only its review verdict (`creative_set_approval_status`) and its switch: once
// approved and switched on it delivers as its adgroup does. Waiting outside the delivery time maps
// to `not_started`, unless the end date has passed (`finished`).

/** null: decided by the dates (NOT_IN_DELIVERY_TIME), see `adgroupDomainStatus`. */
export const ADGROUP_SYSTEM_STATUS: Record<tencent.AdgroupSystemStatus, DomainStatus | null> = {
  // Stopped by the platform (冻结), not by the switch.
  ADGROUP_STATUS_FROZEN: 'paused',
  ADGROUP_STATUS_SUSPEND: 'paused',
  ADGROUP_STATUS_NOT_IN_DELIVERY_TIME: null,
  ADGROUP_STATUS_ACTIVE: 'delivering',
  ADGROUP_STATUS_DELETED: 'deleted',
  ADGROUP_STATUS_ACCOUNT_BALANCE_NOT_ENOUGH: 'balance_exhausted',
  ADGROUP_STATUS_DAILY_BUDGET_REACHED: 'budget_exhausted',
  // Some creatives deliver (others are in review or denied).
  ADGROUP_STATUS_PARTIAL_ACTIVE: 'delivering',
  ADGROUP_STATUS_WECHAT_CHANNELS_STOP: 'paused',
  ADGROUP_STATUS_CREATIVE_STATUS_PENDING: 'in_audit',
  // No creative yet: it cannot start before one is added.
  ADGROUP_STATUS_CREATIVE_EMPTY: 'not_started',
  ADGROUP_STATUS_JOINT_BUDGET_REACHED: 'budget_exhausted',
  ADGROUP_STATUS_TOTAL_BUDGET_REACHED: 'budget_exhausted',
  // Locked-inventory states whose meaning the SDK does not give: shown with their raw label.
  ADGROUP_STATUS_PRE_LOCK: 'unknown',
  ADGROUP_STATUS_UNLOCKING: 'unknown',
  // 已停止: no creative may deliver (the creatives' verdicts say why).
  ADGROUP_STATUS_STOP: 'paused',
  ADGROUP_STATUS_LIVE_NOT_ACTIVE: 'paused',
  // The promoted product or shop stops the adgroup: a review verdict, or the platform.
  ADGROUP_STATUS_NOT_ACTIVE_PRODUCT_AUDIT_FAIL: 'audit_denied',
  ADGROUP_STATUS_LIVE_VIOLATION: 'paused',
  ADGROUP_STATUS_WECHAT_STORE_PENDING: 'in_audit',
  ADGROUP_STATUS_WECHAT_STORE_CLOSING: 'paused',
  ADGROUP_STATUS_WECHAT_STORE_CLOSED: 'paused',
  ADGROUP_STATUS_NOT_ACTIVE_PRODUCT_REMOVED: 'paused',
  ADGROUP_STATUS_WECHAT_STORE_NOT_AVAILABLE: 'paused',
  // Smart (智能投放) adgroups: USING_* still deliver with a problem named; INVALID_* do not.
  SMART_ADGROUP_STATUS_DELETED: 'deleted',
  SMART_ADGROUP_STATUS_SUSPEND: 'paused',
  SMART_ADGROUP_STATUS_JOINT_BUDGET_REACHED: 'budget_exhausted',
  SMART_ADGROUP_STATUS_ACCOUNT_BALANCE_NOT_ENOUGH: 'balance_exhausted',
  SMART_ADGROUP_STATUS_DAILY_BUDGET_REACHED: 'budget_exhausted',
  SMART_ADGROUP_STATUS_ADGROUP_STATUS_STOP: 'paused',
  SMART_ADGROUP_STATUS_NOT_IN_DELIVERY_TIME: null,
  SMART_ADGROUP_STATUS_ACTIVE: 'delivering',
  SMART_ADGROUP_STATUS_USING: 'delivering',
  SMART_ADGROUP_STATUS_INVALID_LIVE_NOT_ACTIVE: 'paused',
  SMART_ADGROUP_STATUS_INVALID_LIVE_VIOLATION: 'paused',
  SMART_ADGROUP_STATUS_INVALID_PRODUCT_AUDIT_FAIL: 'audit_denied',
  SMART_ADGROUP_STATUS_INVALID_CHANNELS_STOP: 'paused',
  SMART_ADGROUP_STATUS_INVALID_LIVE_NOT_ACTIVE_PRODUCT_AUDIT_FAIL: 'audit_denied',
  SMART_ADGROUP_STATUS_INVALID_LIVE_VIOLATION_PRODUCT_AUDIT_FAIL: 'audit_denied',
  SMART_ADGROUP_STATUS_INVALID_CHANNELS_STOP_PRODUCT_AUDIT_FAIL: 'audit_denied',
  SMART_ADGROUP_STATUS_USING_LIVE_NOT_ACTIVE: 'delivering',
  SMART_ADGROUP_STATUS_USING_LIVE_VIOLATION: 'delivering',
  SMART_ADGROUP_STATUS_USING_PRODUCT_AUDIT_FAIL: 'delivering',
  SMART_ADGROUP_STATUS_USING_CHANNELS_STOP: 'delivering',
  SMART_ADGROUP_STATUS_USING_PRODUCT_REMOVED: 'delivering',
  SMART_ADGROUP_STATUS_INVALID_LIVE_NOT_ACTIVE_PRODUCT_REMOVED: 'paused',
  SMART_ADGROUP_STATUS_INVALID_LIVE_VIOLATION_PRODUCT_REMOVED: 'paused',
  SMART_ADGROUP_STATUS_INVALID_CHANNELS_STOP_PRODUCT_REMOVED: 'paused',
  SMART_ADGROUP_STATUS_INVALID_PRODUCT_REMOVED: 'paused',
  SMART_ADGROUP_STATUS_USING_PART_PRODUCT_INVALID: 'delivering',
  SMART_ADGROUP_STATUS_INVALID_PRODUCT_REMOVED_PRODUCT_AUDIT_FAIL: 'audit_denied',
  // 项目同步中: its meaning for delivery is not documented.
  SMART_ADGROUP_STATUS_BOOST_PROJECT_SYNC: 'unknown',
};

/** null: the verdict does not decide (approved, or approved in part): the adgroup's state does. */
export const APPROVAL_STATUS: Record<tencent.CreativeSetApprovalStatus, DomainStatus | null> = {
  CREATIVE_SET_APPROVAL_STATUS_UNKNOWN: null,
  CREATIVE_SET_APPROVAL_STATUS_PENDING: 'in_audit',
  CREATIVE_SET_APPROVAL_STATUS_NORMAL: null,
  CREATIVE_SET_APPROVAL_STATUS_DENIED: 'audit_denied',
  CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL: null,
};

type Reply<T> = T | UnknownEnumValue<string>;

/** The switch; a value outside the two published ones is no switch state the domain knows. */
export function optStatusOf(
  configured: Reply<tencent.ConfiguredStatus> | undefined,
): OptStatus | null {
  if (configured === 'AD_STATUS_NORMAL') return 'ENABLE';
  if (configured === 'AD_STATUS_SUSPEND') return 'DISABLE';
  return null;
}

export interface AdgroupStatusFields {
  system_status?: Reply<tencent.AdgroupSystemStatus> | undefined;
  configured_status?: Reply<tencent.ConfiguredStatus> | undefined;
  is_deleted?: boolean | undefined;
  /** "yyyy-MM-dd"; empty = no end. */
  end_date?: string | undefined;
}

/** `today` is the Asia/Shanghai day ("yyyy-MM-dd"). */
export function adgroupDomainStatus(a: AdgroupStatusFields, today: string): DomainStatus {
  if (a.is_deleted === true) return 'deleted';
  if (a.system_status === undefined) return 'unknown';
  // A value the SDK does not list: kept as the raw status, shown with its raw label.
  const status = lookupEnum(ADGROUP_SYSTEM_STATUS, a.system_status);
  if (status === undefined) return 'unknown';
  if (status !== null) return status;
  return a.end_date && a.end_date < today ? 'finished' : 'not_started';
}

export function creativeDomainStatus(
  c: {
    creative_set_approval_status?: Reply<tencent.CreativeSetApprovalStatus> | undefined;
    configured_status?: Reply<tencent.ConfiguredStatus> | undefined;
    is_deleted?: boolean | undefined;
  },
  /** The adgroup's domain status; undefined when it was not found. */
  adgroup: DomainStatus | undefined,
): DomainStatus {
  if (c.is_deleted === true) return 'deleted';
  const approval = c.creative_set_approval_status;
  const verdict = approval === undefined ? null : lookupEnum(APPROVAL_STATUS, approval);
  // An unknown verdict may mean anything, review included: not guessed.
  if (verdict === undefined) return 'unknown';
  if (verdict !== null) return verdict;
  if (c.configured_status === 'AD_STATUS_SUSPEND') return 'paused';
  return adgroup ?? 'unknown';
}
