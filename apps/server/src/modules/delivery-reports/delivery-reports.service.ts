import {
  pageInfo,
  REPORT_SELECTION_MAX,
  ROLE_ADMIN,
  type ReportPage,
  type DeliveryScreenKey,
  type ReportSelection,
} from '@toufang/contracts';
import { shanghaiDate } from '@toufang/domain';
import type { Clock } from '../../lib/clock';
import type { Medium } from '../../lib/media-mirror';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { Viewer } from '../media-accounts/media-accounts.types';
import type { DeliveryReportsRepository, ReportRecord } from './delivery-reports.repository';
import { metricsOf } from './report-metrics';
import { toReportQuery, type AnyReportBody, type ReportQuery } from './report-query';
import { toReportRow, type AnyReportRow } from './report-rows.mapper';
import { reportSourceOf } from './report-sources';

/** The outcome of re-syncing some advertisers from the medium. */
export interface RefreshOutcome {
  advertisers: number;
  succeeded: number;
  failed: number;
}

export interface DeliveryReportsDeps {
  repo: DeliveryReportsRepository;
  accounts: Pick<MediaAccountsService, 'advertiserIdsInScope'>;
  clock: Clock;
  /** Re-syncs these advertisers of the medium and resolves when done (the media sync's run). */
  refresh(viewer: Viewer, medium: Medium, advertiserIds: string[]): Promise<RefreshOutcome>;
}

/** Rows one export may hold: the query's every page, up to this many. */
export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_PAGE_SIZE = 500;

/** A screen and one of its tabs (contracts DELIVERY_SCREENS). */
export interface ScreenTab {
  screen: DeliveryScreenKey;
  tab: string;
}

/**
 * The delivery screens' reports (spec 001 §2 tabs, §7 reports) of every medium from the local
 * mirror and its stats (docs/adr/0005), within the caller's data scope; the medium is read only
 * on `refresh`.
 */
export class DeliveryReportsService {
  constructor(private readonly deps: DeliveryReportsDeps) {}

  async report(
    viewer: Viewer,
    at: ScreenTab,
    body: AnyReportBody,
  ): Promise<ReportPage<AnyReportRow>> {
    const query = await this.queryOf(viewer, at, body);
    let records = await this.deps.repo.page(query);
    let refreshed: RefreshOutcome | undefined;
    if (body.refresh) {
      const advertisers = [...new Set(records.map((r) => advertiserOf(query, r)))];
      refreshed =
        advertisers.length === 0
          ? { advertisers: 0, succeeded: 0, failed: 0 }
          : await this.deps.refresh(viewer, query.source.accounts, advertisers);
      records = await this.deps.repo.page(query);
    }
    const totals = await this.deps.repo.totals(query);
    return {
      list: records.map((r) => rowOf(query, r)),
      page_info: { ...pageInfo(query.page, query.perPage, totals.total), page_size: query.perPage },
      totals: metricsOf(query.fields, totals.sums),
      report_start_date: query.statFrom,
      report_end_date: query.statTo,
      ...(refreshed ? { refreshed } : {}),
    };
  }

  /**
   * Every row of the query (all pages, up to `EXPORT_MAX_ROWS`), page by page, with the totals
   * first: the export streams them into a sheet.
   */
  async *exportPages(
    viewer: Viewer,
    at: ScreenTab,
    body: AnyReportBody,
  ): AsyncGenerator<{ query: ReportQuery; rows: AnyReportRow[] }> {
    const base = await this.queryOf(viewer, at, body);
    let written = 0;
    for (let page = 1; written < EXPORT_MAX_ROWS; page++) {
      const query = { ...base, page, perPage: EXPORT_PAGE_SIZE };
      const records = await this.deps.repo.page(query);
      const rows = records.slice(0, EXPORT_MAX_ROWS - written).map((r) => rowOf(query, r));
      written += rows.length;
      yield { query, rows };
      if (records.length < EXPORT_PAGE_SIZE) break;
    }
  }

  /**
   * Every row the filters match, all pages up to REPORT_SELECTION_MAX (spec 001 §4 batch modify
   * on "select all matching the filter"), in the report's order and data scope.
   */
  async selection(
    viewer: Viewer,
    at: ScreenTab,
    body: AnyReportBody,
  ): Promise<ReportSelection<AnyReportRow>> {
    const base = await this.queryOf(viewer, at, body);
    const { total } = await this.deps.repo.totals(base);
    const list: AnyReportRow[] = [];
    for (let page = 1; list.length < Math.min(total, REPORT_SELECTION_MAX); page++) {
      const query = { ...base, page, perPage: EXPORT_PAGE_SIZE };
      const records = await this.deps.repo.page(query);
      for (const r of records.slice(0, REPORT_SELECTION_MAX - list.length)) {
        list.push(rowOf(query, r));
      }
      if (records.length < EXPORT_PAGE_SIZE) break;
    }
    return { list, total, truncated: total > list.length };
  }

  /** Today in the media's time zone (the default stats day). */
  today(): string {
    return shanghaiDate(this.deps.clock.now());
  }

  private async queryOf(viewer: Viewer, at: ScreenTab, body: AnyReportBody): Promise<ReportQuery> {
    const source = reportSourceOf(at.screen, at.tab);
    const scope = viewer.roles.includes(ROLE_ADMIN)
      ? null
      : await this.deps.accounts.advertiserIdsInScope(viewer, source.accounts);
    return toReportQuery(at.screen, at.tab, body, this.today(), scope);
  }
}

const rowOf = (query: ReportQuery, record: ReportRecord) =>
  toReportRow(query.source, record, query.fields);

function advertiserOf(query: ReportQuery, record: ReportRecord): string {
  return query.source.level === 0 ? record.id : String(record.advertiser_id);
}
