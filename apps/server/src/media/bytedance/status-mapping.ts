import { lookupEnum, type oceanengine, type UnknownEnumValue } from '@toufang/media-wire';
import type { DomainStatus } from '../../lib/media-mirror';

// Ocean Engine v3 statuses → the domain status (docs/glossary.md "Statuses"; reference §1.7, §1.8;
// spec 001 §4). Projects and promotions carry `status_first` (the headline), `status_second` (the
// reasons, only when first = DISABLE) and the older one-level `status`; the two-level pair wins
// where it decides, `status` is the fallback. A PREOFFLINE value means "close to the budget" and
// the object still delivers. Values that exist only as list filters (ALL, NOT_DELETE…) are never an
// object's status and map to `unknown`. Waiting outside the weekly schedule maps to `not_started`:
// it delivers again when its next slot starts. A value the SDKs do not list maps to `unknown` (its
// raw value is kept and shown): a headline never guessed, a reason outranked by any known one.

type Decides = DomainStatus | null;

export const PROJECT_STATUS: Record<oceanengine.ProjectStatus, DomainStatus> = {
  PROJECT_STATUS_ENABLE: 'delivering',
  PROJECT_STATUS_DISABLE: 'paused',
  PROJECT_STATUS_DELETE: 'deleted',
  PROJECT_STATUS_ALL: 'unknown',
  PROJECT_STATUS_NOT_DELETE: 'unknown',
  PROJECT_STATUS_BUDGET_EXCEED: 'budget_exhausted',
  PROJECT_STATUS_BUDGET_PRE_OFFLINE_BUDGET: 'delivering',
  PROJECT_STATUS_NOT_START: 'not_started',
  PROJECT_STATUS_DONE: 'finished',
  PROJECT_STATUS_NO_SCHEDULE: 'not_started',
};

/** null: not decided by the first level (未投放), the second level says why. */
export const PROJECT_STATUS_FIRST: Record<oceanengine.ProjectStatusFirst, Decides> = {
  PROJECT_STATUS_DELETE: 'deleted',
  PROJECT_STATUS_DONE: 'finished',
  PROJECT_STATUS_DISABLE: null,
  PROJECT_STATUS_ENABLE: 'delivering',
};

export const PROJECT_STATUS_SECOND: Record<oceanengine.ProjectStatusSecond, DomainStatus> = {
  PROJECT_STATUS_STOP: 'paused',
  PROJECT_STATUS_BUDGET_EXCEED: 'budget_exhausted',
  PROJECT_STATUS_NOT_START: 'not_started',
  PROJECT_STATUS_NO_SCHEDULE: 'not_started',
  // The day's delivery cap is reached: it stops until the next day, like a spent budget.
  PROJECT_STATUS_REACH_DAILY_DELIVERY: 'budget_exhausted',
};

export const PROMOTION_STATUS: Record<oceanengine.PromotionStatus, DomainStatus> = {
  NOT_DELETED: 'unknown',
  ALL: 'unknown',
  OK: 'delivering',
  DELETED: 'deleted',
  PROJECT_OFFLINE_BUDGET: 'budget_exhausted',
  PROJECT_PREOFFLINE_BUDGET: 'delivering',
  TIME_NO_REACH: 'not_started',
  TIME_DONE: 'finished',
  NO_SCHEDULE: 'not_started',
  AUDIT: 'in_audit',
  REAUDIT: 'in_audit',
  // Stopped by the platform (冻结), not by the switch.
  FROZEN: 'paused',
  AUDIT_DENY: 'audit_denied',
  OFFLINE_BUDGET: 'budget_exhausted',
  OFFLINE_BALANCE: 'balance_exhausted',
  PREOFFLINE_BUDGET: 'delivering',
  DISABLED: 'paused',
  PROJECT_DISABLED: 'paused',
  LIVE_ROOM_OFF: 'paused',
  PRODUCT_OFFLINE: 'paused',
  AWEME_ACCOUNT_DISABLED: 'paused',
  AWEME_ANCHOR_DISABLED: 'paused',
  DISABLE_BY_QUOTA: 'paused',
  // Newly created, before the first review verdict.
  CREATE: 'in_audit',
  ADVERTISER_OFFLINE_BUDGET: 'budget_exhausted',
  ADVERTISER_PREOFFLINE_BUDGET: 'delivering',
  // The medium's "no valid status" default.
  ERROR_DEFAULT: 'unknown',
};

export const PROMOTION_STATUS_FIRST: Record<oceanengine.PromotionStatusFirst, Decides> = {
  PROMOTION_STATUS_ENABLE: 'delivering',
  PROMOTION_STATUS_DISABLE: null,
  PROMOTION_STATUS_FROZEN: 'paused',
  PROMOTION_STATUS_DONE: 'finished',
  PROMOTION_STATUS_DELETED: 'deleted',
  PROMOTION_STATUS_ALL: null,
  PROMOTION_STATUS_NOT_DELETE: null,
};

export const PROMOTION_STATUS_SECOND: Record<oceanengine.PromotionStatusSecond, DomainStatus> = {
  AUDIT_DENY: 'audit_denied',
  AUDIT: 'in_audit',
  REAUDIT: 'in_audit',
  DISABLED: 'paused',
  DISABLE_BY_QUOTA: 'paused',
  PROJECT_DISABLED: 'paused',
  NO_SCHEDULE: 'not_started',
  TIME_NO_REACH: 'not_started',
  OFFLINE_BALANCE: 'balance_exhausted',
  // The account's day budget is spent.
  BALANCE_OFFLINE_BUDGET: 'budget_exhausted',
  PROJECT_OFFLINE_BUDGET: 'budget_exhausted',
  PROMOTION_OFFLINE_BUDGET: 'budget_exhausted',
  LIVE_ROOM_OFF: 'paused',
  PRODUCT_OFFLINE: 'paused',
  AWEME_ACCOUNT_DISABLED: 'paused',
  AWEME_ANCHOR_DISABLED: 'paused',
  APP_NOT_ALLOWED: 'paused',
  AVATAR_DISABLED: 'paused',
  // 抖音号/视频可优化: advice, not a state the domain knows.
  AWEME_ACCOUNT_OPTIMIZABLE: 'unknown',
  AWEME_VIDEO_OPTIMIZABLE: 'unknown',
  BUDGET_GROUP_OFFLINE_BUDGET: 'budget_exhausted',
  PROJECT_REACH_DAILY_DELIVERY: 'budget_exhausted',
  STAR_TASK_NOT_STARTED: 'not_started',
};

/** A material inside a promotion (level 3); its status names the promotion's or project's state too. */
export const MATERIAL_STATUS: Record<oceanengine.MaterialStatus, DomainStatus> = {
  MATERIAL_STATUS_OK: 'delivering',
  MATERIAL_STATUS_DELETE: 'deleted',
  MATERIAL_STATUS_PROJECT_OFFLINE_BUDGET: 'budget_exhausted',
  MATERIAL_STATUS_PROJECT_PREOFFLINE_BUDGET: 'delivering',
  MATERIAL_STATUS_TIME_NO_REACH: 'not_started',
  MATERIAL_STATUS_TIME_DONE: 'finished',
  MATERIAL_STATUS_NO_SCHEDULE: 'not_started',
  MATERIAL_STATUS_AUDIT: 'in_audit',
  MATERIAL_STATUS_REAUDIT: 'in_audit',
  MATERIAL_STATUS_OFFLINE_AUDIT: 'audit_denied',
  MATERIAL_STATUS_OFFLINE_BUDGET: 'budget_exhausted',
  MATERIAL_STATUS_OFFLINE_BALANCE: 'balance_exhausted',
  MATERIAL_STATUS_PREOFFLINE_BUDGET: 'delivering',
  MATERIAL_STATUS_PROJECT_DISABLE: 'paused',
  MATERIAL_STATUS_DISABLE: 'paused',
  MATERIAL_STATUS_PROMOTION_DISABLE: 'paused',
  MATERIAL_STATUS_MATERIAL_DELETE: 'deleted',
  MATERIAL_STATUS_ADV_OFFLINE_BUDGET: 'budget_exhausted',
  MATERIAL_STATUS_ADV_PRE_OFFLINE_BUDGET: 'delivering',
  MATERIAL_STATUS_AVATAR_DISABLED: 'paused',
  MATERIAL_STATUS_AWEME_AC_DISABLED: 'paused',
  MATERIAL_STATUS_AWEME_ANCHOR_DISABLED: 'paused',
  MATERIAL_STATUS_AWEME_VIDEO_DISABLED: 'paused',
  MATERIAL_STATUS_BUDGET_GROUP_OFFLINE_BUDGET: 'budget_exhausted',
  MATERIAL_STATUS_ERROR_DEFAULT: 'unknown',
  MATERIAL_STATUS_FROZEN: 'paused',
  MATERIAL_STATUS_GUIDE_VIDEO_NOT_EXIST: 'paused',
  MATERIAL_STATUS_LIVE_ROOM_OFF: 'paused',
  // The SDK's spelling of PREOFFLINE_BUDGET in this list.
  MATERIAL_STATUS_PREOFFLINE_BUGDET: 'delivering',
  // 预上线: set up, not delivering yet.
  MATERIAL_STATUS_PREONLINE: 'not_started',
  MATERIAL_STATUS_PRODUCT_OFFLINE: 'paused',
  MATERIAL_STATUS_PROMOTION_QUOTA_LIMIT: 'paused',
  MATERIAL_STATUS_STAR_TASK_NOT_STARTED: 'not_started',
  MATERIAL_STATUS_SYSTEM_DISABLE_QUOTA_LIMIT: 'paused',
  MATERIAL_STATUS_VIDEO_NO_ADS: 'paused',
};

/**
 * When several second-level reasons hold at once, the one an operator must act on first: a
 * rejection before a pending review, a switched-off object before one out of money.
 */
const PRECEDENCE: readonly DomainStatus[] = [
  'deleted',
  'finished',
  'audit_denied',
  'in_audit',
  'paused',
  'balance_exhausted',
  'budget_exhausted',
  'not_started',
  'delivering',
  'unknown',
];

export function firstByPrecedence(statuses: readonly DomainStatus[]): DomainStatus | null {
  let best: DomainStatus | null = null;
  for (const status of statuses) {
    if (best === null || PRECEDENCE.indexOf(status) < PRECEDENCE.indexOf(best)) best = status;
  }
  return best;
}

type Reply<T extends string> = T | UnknownEnumValue<string>;

interface TwoLevel<S extends string, F extends string, T extends string> {
  status?: Reply<S> | undefined;
  status_first?: Reply<F> | undefined;
  status_second?: readonly Reply<T>[] | undefined;
}

function derive<S extends string, F extends string, T extends string>(
  object: TwoLevel<S, F, T>,
  tables: {
    status: Record<S, DomainStatus>;
    first: Record<F, Decides>;
    second: Record<T, DomainStatus>;
  },
): DomainStatus {
  const first =
    object.status_first === undefined ? null : lookupEnum(tables.first, object.status_first);
  // An unlisted headline may mean anything: not guessed.
  if (first === undefined) return 'unknown';
  if (first !== null) return first;
  const second = firstByPrecedence(
    (object.status_second ?? []).map((s) => lookupEnum(tables.second, s) ?? 'unknown'),
  );
  if (second !== null) return second;
  if (object.status === undefined) return 'unknown';
  return lookupEnum(tables.status, object.status) ?? 'unknown';
}

export function projectDomainStatus(
  project: TwoLevel<
    oceanengine.ProjectStatus,
    oceanengine.ProjectStatusFirst,
    oceanengine.ProjectStatusSecond
  >,
): DomainStatus {
  return derive(project, {
    status: PROJECT_STATUS,
    first: PROJECT_STATUS_FIRST,
    second: PROJECT_STATUS_SECOND,
  });
}

export function promotionDomainStatus(
  promotion: TwoLevel<
    oceanengine.PromotionStatus,
    oceanengine.PromotionStatusFirst,
    oceanengine.PromotionStatusSecond
  >,
): DomainStatus {
  return derive(promotion, {
    status: PROMOTION_STATUS,
    first: PROMOTION_STATUS_FIRST,
    second: PROMOTION_STATUS_SECOND,
  });
}

export function materialDomainStatus(
  status: Reply<oceanengine.MaterialStatus> | undefined,
): DomainStatus {
  return status === undefined ? 'unknown' : (lookupEnum(MATERIAL_STATUS, status) ?? 'unknown');
}

/**
 * The raw status kept for the medium's labels and filters: the one-level `status` where the
 * medium sends it (spec 001 §4 shows those values), else the most specific two-level value.
 */
export function rawStatusOf(object: {
  status?: string;
  status_first?: string;
  status_second?: readonly string[];
}): string | null {
  return object.status ?? object.status_second?.[0] ?? object.status_first ?? null;
}
