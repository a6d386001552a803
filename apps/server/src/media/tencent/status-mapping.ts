import type { tencent } from '@toufang/media-wire';
import type { DomainStatus, OptStatus } from '../../lib/media-mirror';

// Tencent v3 statuses → the domain status (DOMAIN.md "Statuses"; reference §3.5, §3.6). An
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
  // Locked-inventory states whose meaning the reference does not give: shown with their raw label.
  ADGROUP_STATUS_PRE_LOCK: 'unknown',
  ADGROUP_STATUS_UNLOCKING: 'unknown',
  // 已停止: no creative may deliver (the creatives' verdicts say why).
  ADGROUP_STATUS_STOP: 'paused',
  ADGROUP_STATUS_LIVE_NOT_ACTIVE: 'paused',
};

/** null: the verdict does not decide (approved, or approved in part): the adgroup's state does. */
export const APPROVAL_STATUS: Record<tencent.CreativeSetApprovalStatus, DomainStatus | null> = {
  CREATIVE_SET_APPROVAL_STATUS_UNKNOWN: null,
  CREATIVE_SET_APPROVAL_STATUS_PENDING: 'in_audit',
  CREATIVE_SET_APPROVAL_STATUS_NORMAL: null,
  CREATIVE_SET_APPROVAL_STATUS_DENIED: 'audit_denied',
  CREATIVE_SET_APPROVAL_STATUS_PARTIAL_NORMAL: null,
};

export function optStatusOf(configured: tencent.ConfiguredStatus | undefined): OptStatus | null {
  if (configured === undefined) return null;
  return configured === 'AD_STATUS_NORMAL' ? 'ENABLE' : 'DISABLE';
}

export interface AdgroupStatusFields {
  system_status?: tencent.AdgroupSystemStatus | undefined;
  configured_status?: tencent.ConfiguredStatus | undefined;
  is_deleted?: boolean | undefined;
  /** "yyyy-MM-dd"; empty = no end. */
  end_date?: string | undefined;
}

/** `today` is the Asia/Shanghai day ("yyyy-MM-dd"). */
export function adgroupDomainStatus(a: AdgroupStatusFields, today: string): DomainStatus {
  if (a.is_deleted === true) return 'deleted';
  if (a.system_status === undefined) return 'unknown';
  const status = ADGROUP_SYSTEM_STATUS[a.system_status];
  if (status !== null) return status;
  return a.end_date && a.end_date < today ? 'finished' : 'not_started';
}

export function creativeDomainStatus(
  c: {
    creative_set_approval_status?: tencent.CreativeSetApprovalStatus | undefined;
    configured_status?: tencent.ConfiguredStatus | undefined;
    is_deleted?: boolean | undefined;
  },
  /** The adgroup's domain status; undefined when it was not found. */
  adgroup: DomainStatus | undefined,
): DomainStatus {
  if (c.is_deleted === true) return 'deleted';
  const verdict =
    c.creative_set_approval_status === undefined
      ? null
      : APPROVAL_STATUS[c.creative_set_approval_status];
  if (verdict !== null) return verdict;
  if (c.configured_status === 'AD_STATUS_SUSPEND') return 'paused';
  return adgroup ?? 'unknown';
}
