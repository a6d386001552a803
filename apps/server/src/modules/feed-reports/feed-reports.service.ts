import {
  pageInfo,
  REPORT_SELECTION_MAX,
  ROLE_ADMIN,
  type ReportPage,
  type ReportSelection,
  type ReportTab,
} from '@toufang/contracts';
import { shanghaiDate } from '@toufang/domain';
import type { Clock } from '../../lib/clock';
import type { MediaAccountsService } from '../media-accounts/media-accounts.service';
import type { Viewer } from '../media-accounts/media-accounts.types';
import type { FeedReportsRepository, ReportRecord } from './feed-reports.repository';
import { metricsOf } from './report-metrics';
import { toReportQuery, type AnyReportBody, type ReportQuery } from './report-query';
import { toReportRow, type AnyReportRow } from './report-rows.mapper';

/** The outcome of re-syncing some advertisers from the medium. */
export interface RefreshOutcome {
  advertisers: number;
  succeeded: number;
  failed: number;
}

export interface FeedReportsDeps {
  repo: FeedReportsRepository;
  accounts: Pick<MediaAccountsService, 'advertiserIdsInScope'>;
  clock: Clock;
  /** Re-syncs these Ocean Engine advertisers and resolves when done (the media sync's run). */
  refresh(viewer: Viewer, advertiserIds: string[]): Promise<RefreshOutcome>;
}

/** Rows one export may hold: the query's every page, up to this many. */
export const EXPORT_MAX_ROWS = 50_000;
const EXPORT_PAGE_SIZE = 500;

/**
 * The delivery screen's reports (spec 001 §2 tabs, §7 reports) from the local mirror and its stats
 * (docs/adr/0005), within the caller's data scope; the medium is read only on `refresh`.
 */
export class FeedReportsService {
  constructor(private readonly deps: FeedReportsDeps) {}

  async report(
    viewer: Viewer,
    tab: ReportTab,
    body: AnyReportBody,
  ): Promise<ReportPage<AnyReportRow>> {
    const query = await this.queryOf(viewer, tab, body);
    let records = await this.deps.repo.page(query);
    let refreshed: RefreshOutcome | undefined;
    if (body.refresh) {
      const advertisers = [...new Set(records.map((r) => advertiserOf(tab, r)))];
      refreshed = await this.deps.refresh(viewer, advertisers);
      records = await this.deps.repo.page(query);
    }
    const totals = await this.deps.repo.totals(query);
    return {
      list: records.map((r) => toReportRow(tab, r, query.fields)),
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
    tab: ReportTab,
    body: AnyReportBody,
  ): AsyncGenerator<{ query: ReportQuery; rows: AnyReportRow[] }> {
    const base = await this.queryOf(viewer, tab, body);
    let written = 0;
    for (let page = 1; written < EXPORT_MAX_ROWS; page++) {
      const query = { ...base, page, perPage: EXPORT_PAGE_SIZE };
      const records = await this.deps.repo.page(query);
      const rows = records
        .slice(0, EXPORT_MAX_ROWS - written)
        .map((r) => toReportRow(tab, r, query.fields));
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
    tab: ReportTab,
    body: AnyReportBody,
  ): Promise<ReportSelection<AnyReportRow>> {
    const base = await this.queryOf(viewer, tab, body);
    const { total } = await this.deps.repo.totals(base);
    const list: AnyReportRow[] = [];
    for (let page = 1; list.length < Math.min(total, REPORT_SELECTION_MAX); page++) {
      const query = { ...base, page, perPage: EXPORT_PAGE_SIZE };
      const records = await this.deps.repo.page(query);
      for (const r of records.slice(0, REPORT_SELECTION_MAX - list.length)) {
        list.push(toReportRow(tab, r, query.fields));
      }
      if (records.length < EXPORT_PAGE_SIZE) break;
    }
    return { list, total, truncated: total > list.length };
  }

  /** Today in the media's time zone (the default stats day). */
  today(): string {
    return shanghaiDate(this.deps.clock.now());
  }

  private async queryOf(viewer: Viewer, tab: ReportTab, body: AnyReportBody): Promise<ReportQuery> {
    const scope = viewer.roles.includes(ROLE_ADMIN)
      ? null
      : await this.deps.accounts.advertiserIdsInScope(viewer, 'bytedance');
    return toReportQuery(tab, body, this.today(), scope);
  }
}

function advertiserOf(tab: ReportTab, record: ReportRecord): string {
  return tab === 'account' ? record.id : String(record.advertiser_id);
}
