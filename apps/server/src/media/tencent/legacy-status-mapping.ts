import { lookupEnum, type tencent, type UnknownEnumValue } from '@toufang/media-wire';
import type { DomainStatus } from '../../lib/media-mirror';

// Tencent v1.3 statuses → the domain status (docs/glossary.md "Statuses"; reference §3.9). An
// adgroup's delivery state is its `status` (CalcStatus), its review `system_status`; an ad has
// only its review `system_status` and the switch, and delivers as its adgroup does; a campaign has
// the switch and the day its budget was reached. A value the SDK does not list maps to `unknown`
// (its raw value is kept and shown).

type Reply<T> = T | UnknownEnumValue<string>;

export const LEGACY_CALC_STATUS: Record<tencent.LegacyCalcStatus, DomainStatus> = {
  STATUS_UNKNOWN: 'unknown',
  STATUS_PENDING: 'in_audit',
  STATUS_DENIED: 'audit_denied',
  // Stopped by the platform (冻结), not by the switch.
  STATUS_FROZEN: 'paused',
  STATUS_SUSPEND: 'paused',
  STATUS_READY: 'not_started',
  STATUS_ACTIVE: 'delivering',
  STATUS_STOP: 'finished',
  // Set up without an ad yet: nothing to deliver.
  STATUS_PREPARE: 'not_started',
  STATUS_DELETED: 'deleted',
  STATUS_ACTIVE_ACCOUNT_FROZEN: 'paused',
  STATUS_ACTIVE_ACCOUNT_EMPTY: 'balance_exhausted',
  STATUS_ACTIVE_ACCOUNT_LIMIT: 'budget_exhausted',
  STATUS_ACTIVE_CAMPAIGN_LIMIT: 'budget_exhausted',
  STATUS_ACTIVE_CAMPAIGN_SUSPEND: 'paused',
  STATUS_ACTIVE_AD_LIMIT: 'budget_exhausted',
  STATUS_PART_READY: 'not_started',
  // Approved parts deliver while others are reviewed.
  STATUS_PART_ACTIVE: 'delivering',
  STATUS_TRACKING_URL_SUSPEND: 'paused',
  // Guaranteed-delivery (锁量) states: waiting for, holding or having lost the reserved traffic.
  STATUS_TO_LOCK_FLOW: 'not_started',
  STATUS_LOCKING_FLOW: 'not_started',
  STATUS_LOCK_FLOW_SUCCESS: 'delivering',
  STATUS_LOCK_FLOW_FAIL: 'paused',
  STATUS_FLOW_CANCELLED: 'paused',
};

/** An ad's review; null: approved (fully or partly), its adgroup's state and the switch decide. */
export const LEGACY_AD_SYSTEM_STATUS: Record<tencent.LegacyAdSystemStatus, DomainStatus | null> = {
  AD_STATUS_NORMAL: null,
  AD_STATUS_PARTIALLY_NORMAL: null,
  AD_STATUS_PENDING: 'in_audit',
  AD_STATUS_PARTIALLY_PENDING: 'in_audit',
  AD_STATUS_DENIED: 'audit_denied',
  AD_STATUS_FROZEN: 'paused',
  AD_STATUS_PREPARE: 'not_started',
  AD_STATUS_DELETED: 'deleted',
  AD_STATUS_INVALID: 'unknown',
};

export function legacyCampaignDomainStatus(
  c: {
    configured_status?: Reply<tencent.ConfiguredStatus> | undefined;
    is_deleted?: boolean | undefined;
    budget_reach_date?: number | undefined;
  },
  /** Unix seconds of today's start in Asia/Shanghai. */
  todayStart: number,
): DomainStatus {
  if (c.is_deleted === true) return 'deleted';
  if (c.configured_status === 'AD_STATUS_SUSPEND') return 'paused';
  if (c.configured_status !== 'AD_STATUS_NORMAL') return 'unknown';
  // budget_reach_date is the day the budget ran out; an earlier day no longer holds it back.
  return (c.budget_reach_date ?? 0) >= todayStart ? 'budget_exhausted' : 'delivering';
}

export function legacyAdgroupDomainStatus(a: {
  status?: Reply<tencent.LegacyCalcStatus> | undefined;
  is_deleted?: boolean | undefined;
}): DomainStatus {
  if (a.is_deleted === true) return 'deleted';
  return a.status === undefined
    ? 'unknown'
    : (lookupEnum(LEGACY_CALC_STATUS, a.status) ?? 'unknown');
}

export function legacyAdDomainStatus(
  ad: {
    system_status?: Reply<tencent.LegacyAdSystemStatus> | undefined;
    configured_status?: Reply<tencent.ConfiguredStatus> | undefined;
    is_deleted?: boolean | undefined;
  },
  /** The adgroup's domain status; undefined when it was not found. */
  adgroup: DomainStatus | undefined,
): DomainStatus {
  if (ad.is_deleted === true) return 'deleted';
  const review =
    ad.system_status === undefined ? null : lookupEnum(LEGACY_AD_SYSTEM_STATUS, ad.system_status);
  if (review === undefined) return 'unknown';
  if (review !== null) return review;
  if (ad.configured_status === 'AD_STATUS_SUSPEND') return 'paused';
  return adgroup ?? 'unknown';
}
