import { lookupEnum, type oceanengine, type UnknownEnumValue } from '@toufang/media-wire';
import type { DomainStatus, OptStatus } from '../../lib/media-mirror';

// Ocean Engine v2 statuses → the domain status (docs/glossary.md "Statuses"; reference §1.10).
// A v2 object has one status naming why it does or does not deliver, and a separate switch
// (`opt_status`, the campaign's status doubling as its switch). Values that exist only as list
// filters (ALL, NOT_DELETE) are never an object's status and map to `unknown`, as does a value
// the SDKs do not list (its raw value is kept and shown).

type Reply<T extends string> = T | UnknownEnumValue<string>;

export const V2_CAMPAIGN_STATUS: Record<oceanengine.CampaignStatus, DomainStatus> = {
  CAMPAIGN_STATUS_ENABLE: 'delivering',
  CAMPAIGN_STATUS_DISABLE: 'paused',
  CAMPAIGN_STATUS_DELETE: 'deleted',
  CAMPAIGN_STATUS_ALL: 'unknown',
  CAMPAIGN_STATUS_NOT_DELETE: 'unknown',
  CAMPAIGN_STATUS_ADVERTISER_BUDGET_EXCEED: 'budget_exhausted',
};

export const V2_AD_STATUS: Record<oceanengine.AdStatus, DomainStatus> = {
  AD_STATUS_DELIVERY_OK: 'delivering',
  AD_STATUS_DISABLE: 'paused',
  AD_STATUS_AUDIT: 'in_audit',
  AD_STATUS_REAUDIT: 'in_audit',
  AD_STATUS_DONE: 'finished',
  // Newly created, before the first review verdict.
  AD_STATUS_CREATE: 'in_audit',
  AD_STATUS_AUDIT_DENY: 'audit_denied',
  AD_STATUS_BALANCE_EXCEED: 'balance_exhausted',
  AD_STATUS_BUDGET_EXCEED: 'budget_exhausted',
  AD_STATUS_NOT_START: 'not_started',
  // Waiting outside the weekly schedule: it delivers again when its next slot starts.
  AD_STATUS_NO_SCHEDULE: 'not_started',
  AD_STATUS_CAMPAIGN_DISABLE: 'paused',
  AD_STATUS_CAMPAIGN_EXCEED: 'budget_exhausted',
  AD_STATUS_DELETE: 'deleted',
  // Stopped by the platform (冻结), not by the switch.
  AD_STATUS_FROZEN: 'paused',
  AD_STATUS_ALL: 'unknown',
  AD_STATUS_NOT_DELETE: 'unknown',
  AD_STATUS_ADVERTISER_BUDGET_EXCEED: 'budget_exhausted',
  AD_STATUS_DATA_ERROR: 'unknown',
};

export const V2_CREATIVE_STATUS: Record<oceanengine.CreativeStatus, DomainStatus> = {
  CREATIVE_STATUS_DELIVERY_OK: 'delivering',
  CREATIVE_STATUS_NOT_START: 'not_started',
  CREATIVE_STATUS_NO_SCHEDULE: 'not_started',
  CREATIVE_STATUS_DISABLE: 'paused',
  CREATIVE_STATUS_CAMPAIGN_DISABLE: 'paused',
  CREATIVE_STATUS_CAMPAIGN_EXCEED: 'budget_exhausted',
  CREATIVE_STATUS_AUDIT: 'in_audit',
  CREATIVE_STATUS_REAUDIT: 'in_audit',
  CREATIVE_STATUS_DELETE: 'deleted',
  CREATIVE_STATUS_DONE: 'finished',
  CREATIVE_STATUS_AD_DISABLE: 'paused',
  CREATIVE_STATUS_AUDIT_DENY: 'audit_denied',
  CREATIVE_STATUS_BALANCE_EXCEED: 'balance_exhausted',
  CREATIVE_STATUS_BUDGET_EXCEED: 'budget_exhausted',
  CREATIVE_STATUS_DATA_ERROR: 'unknown',
  // 预上线: set up, not delivering yet.
  CREATIVE_STATUS_PRE_ONLINE: 'not_started',
  CREATIVE_STATUS_AD_AUDIT: 'in_audit',
  CREATIVE_STATUS_AD_REAUDIT: 'in_audit',
  CREATIVE_STATUS_AD_AUDIT_DENY: 'audit_denied',
  CREATIVE_STATUS_ALL: 'unknown',
  CREATIVE_STATUS_NOT_DELETE: 'unknown',
  CREATIVE_STATUS_ADVERTISER_BUDGET_EXCEED: 'budget_exhausted',
};

const statusIn =
  <S extends string>(table: Record<S, DomainStatus>) =>
  (status: Reply<S> | undefined): DomainStatus =>
    status === undefined ? 'unknown' : (lookupEnum(table, status) ?? 'unknown');

export const v2CampaignDomainStatus = statusIn(V2_CAMPAIGN_STATUS);
export const v2AdDomainStatus = statusIn(V2_AD_STATUS);
export const v2CreativeDomainStatus = statusIn(V2_CREATIVE_STATUS);

/** A campaign's status is its switch too: enabled, disabled, or neither (deleted, held). */
export function v2CampaignSwitch(
  status: Reply<oceanengine.CampaignStatus> | undefined,
): OptStatus | null {
  if (status === 'CAMPAIGN_STATUS_ENABLE') return 'ENABLE';
  if (status === 'CAMPAIGN_STATUS_DISABLE') return 'DISABLE';
  return null;
}

/** `opt_status` of an ad (AD_STATUS_ENABLE/DISABLE) or creative (CREATIVE_STATUS_ENABLE/DISABLE). */
export function v2Switch(optStatus: string | undefined): OptStatus | null {
  if (optStatus === undefined) return null;
  if (optStatus.endsWith('_STATUS_ENABLE')) return 'ENABLE';
  if (optStatus.endsWith('_STATUS_DISABLE')) return 'DISABLE';
  return null;
}
