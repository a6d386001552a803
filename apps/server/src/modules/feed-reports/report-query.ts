import type {
  AccountReportBody,
  MaterialReportBody,
  ReportFieldKey,
  ReportOrderField,
  ReportTab,
} from '@toufang/contracts';
import { addDays, isCollapsingStatus, type CalendarDate } from '@toufang/domain';
import type { DomainStatus } from '../../lib/media-mirror';

// A report request (spec 001 §7 parameters) in the repository's terms: the stats day range
// defaulted, status values turned into what the mirror holds (the medium's raw value and the
// derived domain status, docs/adr/0005). Create dates filter only when sent: the screen starts
// with the last 6 months (spec 001 §9) and an operator who clears them asks for every date.

/** Any body of the four tabs: the accounts' fields plus, optionally, the object tabs' filters. */
export type AnyReportBody = AccountReportBody &
  Partial<Omit<MaterialReportBody, keyof AccountReportBody>>;

/** Which objects a status filter keeps; null: all. */
export interface StatusMatch {
  /** The medium's own values (raw_status). */
  raw: string[];
  /** First-level values of the filter, as the derived statuses they cover. */
  domain: DomainStatus[];
  /** A "not deleted" value: everything but deleted objects. */
  notDeleted: boolean;
}

export interface ReportQuery {
  tab: ReportTab;
  page: number;
  perPage: number;
  fields: ReportFieldKey[];
  order: ReportOrderField;
  direction: 'asc' | 'desc';
  /** Stats days, inclusive. */
  statFrom: CalendarDate;
  statTo: CalendarDate;
  /** Created at or after / before these instants (Asia/Shanghai days); objects tabs only. */
  createdFrom?: Date;
  createdBefore?: Date;
  keyword?: string;
  /** The advertiser filter; `scope` bounds it further. */
  advertiserIds?: string[];
  /** null: every advertiser (admins); else only these (the caller's data scope). */
  scope: string[] | null;
  gameConfigIds?: number[];
  projectIds?: string[];
  promotionIds?: string[];
  materialIds?: string[];
  materialNames?: string[];
  materialTypes?: ('video' | 'image')[];
  materialOptStatuses?: ('ENABLE' | 'DISABLE')[];
  status: StatusMatch | null;
  adTypes?: string[];
  platforms?: string[];
  convertTypes?: string[];
  deepExternalActions?: string[];
  deepBidTypes?: string[];
  landingTypes?: string[];
  marketingGoals?: string[];
  appPromotionTypes?: string[];
  sources?: string[];
  designerIds?: number[];
  deliveryConfigIds?: number[];
}

const NOT_DELETED_VALUES = new Set([
  'PROJECT_STATUS_NOT_DELETE',
  'PROMOTION_STATUS_NOT_DELETE',
  'NOT_DELETED',
]);

/**
 * First-level filter values (the medium's status_first) name a group of second-level states; the
 * mirror keeps the most specific raw value, so they match by derived status (status-mapping.ts).
 */
const FIRST_LEVEL: Readonly<Record<string, readonly DomainStatus[]>> = {
  PROJECT_STATUS_DISABLE: ['paused', 'budget_exhausted', 'not_started'],
  PROMOTION_STATUS_ENABLE: ['delivering'],
  PROMOTION_STATUS_DISABLE: [
    'paused',
    'in_audit',
    'audit_denied',
    'budget_exhausted',
    'balance_exhausted',
    'not_started',
  ],
  PROMOTION_STATUS_DONE: ['finished'],
  PROMOTION_STATUS_DELETED: ['deleted'],
};

/**
 * The status filter of spec 001 §4: an "all" or "not deleted" value stands alone (the domain's
 * collapse rule), so the other values chosen with it do not narrow it.
 */
export function statusMatch(values: readonly string[] | undefined): StatusMatch | null {
  if (values === undefined || values.length === 0) return null;
  const collapsing = values.find(isCollapsingStatus);
  if (collapsing !== undefined) {
    return NOT_DELETED_VALUES.has(collapsing) ? { raw: [], domain: [], notDeleted: true } : null;
  }
  const domain = new Set<DomainStatus>();
  for (const value of values) for (const status of FIRST_LEVEL[value] ?? []) domain.add(status);
  return { raw: [...values], domain: [...domain], notDeleted: false };
}

/** Midnight at the start of a Shanghai day (UTC+8 all year). */
export const shanghaiMidnight = (date: CalendarDate) => new Date(`${date}T00:00:00+08:00`);

/** Stats days: as given, a missing end is today (or the start), a missing start the end. */
export function statRange(
  start: CalendarDate | undefined,
  end: CalendarDate | undefined,
  today: CalendarDate,
): { from: CalendarDate; to: CalendarDate } {
  const to = end ?? (start !== undefined && start > today ? start : today);
  return { from: start ?? to, to };
}

const merged = (...lists: (readonly string[] | undefined)[]) => {
  const all = [...new Set(lists.flatMap((l) => l ?? []))];
  return all.length === 0 ? undefined : all;
};

export function toReportQuery(
  tab: ReportTab,
  body: AnyReportBody,
  today: CalendarDate,
  scope: string[] | null,
): ReportQuery {
  const stats = statRange(body.report_start_date, body.report_end_date, today);
  const objects = tab !== 'account';
  const createRange = {
    create_start_date: body.create_start_date,
    create_end_date: body.create_end_date,
  };
  return {
    tab,
    page: body.page,
    perPage: body.per_page,
    fields: body.report_fields,
    order: body.order_field,
    direction: body.order_type,
    statFrom: stats.from,
    statTo: stats.to,
    createdFrom:
      objects && createRange.create_start_date !== undefined
        ? shanghaiMidnight(createRange.create_start_date)
        : undefined,
    createdBefore:
      objects && createRange.create_end_date !== undefined
        ? shanghaiMidnight(addDays(createRange.create_end_date, 1))
        : undefined,
    keyword: body.keyword,
    advertiserIds: body.advertiser_ids,
    scope,
    gameConfigIds: body.gad_cfg_game_id,
    projectIds: body.project_id,
    promotionIds: merged(body.promotion_id, body.promotion_ids),
    materialIds: body.material_ids,
    materialNames: body.material_names,
    materialTypes: body.material_type,
    materialOptStatuses: body.material_opt_status,
    status: statusMatch(merged(body.status, body.material_status)),
    adTypes: body.ad_type,
    platforms: merged(body.platform, body.app_type),
    convertTypes: body.convert_type,
    deepExternalActions: body.deep_external_action,
    deepBidTypes: body.deep_bid_type,
    landingTypes: body.landing_type,
    marketingGoals: body.marketing_goal,
    appPromotionTypes: body.app_promotion_type,
    sources: body.gad_source,
    designerIds: body.designer,
    deliveryConfigIds: body.delivery_config_ids,
  };
}
