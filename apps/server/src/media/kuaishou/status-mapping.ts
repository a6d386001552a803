import { lookupEnum, type kuaishou, type UnknownEnumValue } from '@toufang/media-wire';
import type { DomainStatus, OptStatus } from '../../lib/media-mirror';

// Kuaishou statuses → the domain status (docs/glossary.md "Statuses"; reference §2.7). Each level
// has its own numeric `status`, derived by the medium from the switch, review, dates, schedule,
// balance and budgets — a creative's also says its unit's and campaign's state (组审核中, 计划已暂停 …). The
// switch `put_status` (1 投放 / 2 暂停 / 3 删除) is kept apart; 3 means deleted whatever `status` says.
// -1 / -2 不限 exist only as list filters and map to `unknown`. Waiting outside the weekly schedule
// maps to `not_started`: it delivers again when its next slot starts. A code the documentation does
// not list maps to `unknown` (the raw code is kept and shown); an unlisted switch value is no
// switch state.

export const CAMPAIGN_STATUS: Record<kuaishou.CampaignStatus, DomainStatus> = {
  [-2]: 'unknown',
  1: 'paused',
  3: 'budget_exhausted',
  4: 'delivering',
  5: 'deleted',
  6: 'balance_exhausted',
};

/** The codes a unit and its creatives share: a creative's status also says its unit's state. */
const UNIT_STATES = {
  [-1]: 'unknown',
  // 计划已暂停: the campaign above is switched off.
  1: 'paused',
  3: 'budget_exhausted',
  6: 'balance_exhausted',
  11: 'in_audit',
  12: 'audit_denied',
  14: 'finished',
  15: 'paused',
  17: 'budget_exhausted',
  19: 'not_started',
} as const satisfies Partial<Record<kuaishou.UnitStatus & kuaishou.CreativeStatus, DomainStatus>>;

export const UNIT_STATUS: Record<kuaishou.UnitStatus, DomainStatus> = {
  ...UNIT_STATES,
  10: 'deleted',
  20: 'delivering',
  22: 'not_started',
};

export const CREATIVE_STATUS: Record<kuaishou.CreativeStatus, DomainStatus> = {
  ...UNIT_STATES,
  40: 'deleted',
  41: 'in_audit',
  42: 'audit_denied',
  46: 'paused',
  52: 'delivering',
  // 作品异常: the video itself was taken down; the creative cannot deliver until it is replaced.
  53: 'paused',
  // Approved for the swipe scenes only: it delivers there.
  54: 'delivering',
  // Some of its materials were denied; the approved ones deliver.
  55: 'delivering',
};

type Reply<T extends number> = T | UnknownEnumValue<number>;

const withSwitch = (
  putStatus: Reply<kuaishou.PutStatus>,
  status: DomainStatus | undefined,
): DomainStatus => (putStatus === 3 ? 'deleted' : (status ?? 'unknown'));

export function campaignDomainStatus(c: Pick<kuaishou.Campaign, 'status' | 'put_status'>) {
  return withSwitch(c.put_status, lookupEnum(CAMPAIGN_STATUS, c.status));
}

export function unitDomainStatus(u: Pick<kuaishou.Unit, 'status' | 'put_status'>) {
  return withSwitch(u.put_status, lookupEnum(UNIT_STATUS, u.status));
}

export function creativeDomainStatus(c: Pick<kuaishou.Creative, 'status' | 'put_status'>) {
  return withSwitch(c.put_status, lookupEnum(CREATIVE_STATUS, c.status));
}

/** The switch: 投放 → ENABLE; 暂停 and 删除 → DISABLE (a deleted object never delivers again). */
export function optStatusOf(putStatus: Reply<kuaishou.PutStatus>): OptStatus | null {
  if (putStatus === 1) return 'ENABLE';
  if (putStatus === 2 || putStatus === 3) return 'DISABLE';
  return null;
}
