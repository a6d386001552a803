import {
  deliveryTabOf,
  type DeliveryReportBody,
  type DeliveryScreenKey,
  type ReportFieldKey,
  type ReportOrderField,
} from '@toufang/contracts';
import { addDays, isCollapsingStatus, type CalendarDate } from '@toufang/domain';
import type { DomainStatus } from '../../lib/media-mirror';
import { REPORT_FILTER_COLUMNS, type FilterColumn } from './report-filter-columns';
import { reportSourceOf } from './report-sources';
import type { ReportSource } from './source-columns';

// A report request (spec 001 §7 parameters) in the repository's terms: the screen tab's source,
// the stats day range defaulted, each filter of the tab (contracts delivery-report-filters.ts)
// turned into the mirror column it reads (report-filter-columns.ts), status values into what the
// mirror holds (the medium's raw value and the derived domain status, docs/adr/0005). Create
// dates filter only when sent: the screen starts with the last 6 months (spec 001 §9) and an
// operator who clears them asks for every date.

/** Any tab's body: the shared fields plus its filters by body key. */
export type AnyReportBody = DeliveryReportBody;

/** Which objects a status filter keeps; null: all. */
export interface StatusMatch {
  /** The medium's own values (raw_status). */
  raw: string[];
  /** First-level values of the filter, as the derived statuses they cover. */
  domain: DomainStatus[];
  /** A "not deleted" value: everything but deleted objects. */
  notDeleted: boolean;
}

/** A filter's values on its column. */
export interface ColumnMatch {
  filter: FilterColumn;
  values: string[];
}

export interface ReportQuery {
  screen: DeliveryScreenKey;
  tab: string;
  source: ReportSource;
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
  /** Ids of objects of a level: the tab's own (a batch query) or its parents' (a drill-down). */
  ids: { level: 1 | 2 | 3; values: string[] }[];
  status: StatusMatch | null;
  columns: ColumnMatch[];
}

const NOT_DELETED_VALUES = new Set([
  'PROJECT_STATUS_NOT_DELETE',
  'PROMOTION_STATUS_NOT_DELETE',
  'NOT_DELETED',
  'CAMPAIGN_STATUS_NOT_DELETE',
  'AD_STATUS_NOT_DELETE',
  'CREATIVE_STATUS_NOT_DELETE',
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

const valuesOf = (value: unknown): string[] | undefined => {
  if (value === undefined || value === null) return undefined;
  const list = (Array.isArray(value) ? value : [value]).map(String);
  return list.length === 0 ? undefined : list;
};

const union = (a: string[] | undefined, b: string[]) => [...new Set([...(a ?? []), ...b])];

/** The tab's filters as id lists by level, the status match and the column matches. */
function filtersOf(screen: DeliveryScreenKey, tab: string, body: AnyReportBody) {
  const ids = new Map<1 | 2 | 3, string[]>();
  const columns = new Map<string, ColumnMatch>();
  let status: string[] | undefined;
  for (const def of deliveryTabOf(screen, tab).filters) {
    const values = valuesOf(body[def.key]);
    if (values === undefined) continue;
    if (def.kind === 'ids') {
      const level = def.level;
      if (level === 1 || level === 2 || level === 3) ids.set(level, union(ids.get(level), values));
      continue;
    }
    const filter = REPORT_FILTER_COLUMNS[screen][def.key];
    if (filter === undefined) throw new Error(`No column for the ${screen} filter ${def.key}`);
    if (filter.match === 'status') {
      status = union(status, values);
      continue;
    }
    const mapped = values.map((v) => filter.values?.[v] ?? v);
    // Filters reading one column (platform and app_type) keep the objects matching either.
    const key = `${filter.level}|${filter.column}|${filter.match ?? 'in'}`;
    const known = columns.get(key);
    columns.set(key, { filter, values: union(known?.values, mapped) });
  }
  return {
    ids: [...ids].map(([level, values]) => ({ level, values })),
    columns: [...columns.values()],
    status: statusMatch(status),
  };
}

export function toReportQuery(
  screen: DeliveryScreenKey,
  tab: string,
  body: AnyReportBody,
  today: CalendarDate,
  scope: string[] | null,
): ReportQuery {
  const source = reportSourceOf(screen, tab);
  const stats = statRange(body.report_start_date, body.report_end_date, today);
  const objects = source.level !== 0;
  const createStart = body.create_start_date;
  const createEnd = body.create_end_date;
  return {
    screen,
    tab,
    source,
    page: body.page,
    perPage: body.per_page,
    fields: body.report_fields,
    order: body.order_field,
    direction: body.order_type,
    statFrom: stats.from,
    statTo: stats.to,
    createdFrom: objects && createStart !== undefined ? shanghaiMidnight(createStart) : undefined,
    createdBefore:
      objects && createEnd !== undefined ? shanghaiMidnight(addDays(createEnd, 1)) : undefined,
    keyword: body.keyword,
    advertiserIds: body.advertiser_ids,
    scope,
    gameConfigIds: body.gad_cfg_game_id,
    ...(objects ? filtersOf(screen, tab, body) : { ids: [], columns: [], status: null }),
  };
}
