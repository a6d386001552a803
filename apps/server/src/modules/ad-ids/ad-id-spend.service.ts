import {
  BASE_ABILITIES,
  pageInfo,
  ROLE_ADMIN,
  SPEND_IMPORT_MEDIA,
  type AdIdBatchRowError,
  type AdIdSpend,
  type SpendDayListData,
  type SpendImportAnswer,
  type SpendImportListData,
  type SpendImportListQuery,
  type SpendImportMedium,
  type SpendImportRejection,
  type SpendMetrics,
  type SpendSummaryData,
  type SpendSummaryQuery,
  type SpendSummaryRow,
} from '@toufang/contracts';
import {
  BASE_MEDIUM_SHAPES,
  checkSpendRows,
  rowProblemLines,
  shanghaiDate,
  type SpendSheetRow,
} from '@toufang/domain';
import type { AuthContext } from '../../http/access';
import { AppError, assertNoProblems, notFound } from '../../lib/app-error';
import type { Clock } from '../../lib/clock';
import type { BaseScope } from '../conversion-bases/conversion-bases.repository';
import type { AdIdSpendRepository, SpendWrite } from './ad-id-spend.repository';

const scopeOf = (auth: AuthContext): BaseScope =>
  auth.roles.includes(ROLE_ADMIN) ? { all: true } : { all: false, userId: auth.userId };

/** The link-based media whose bases the caller keeps: theirs to import and to see imports of. */
const keptMedia = (auth: AuthContext): SpendImportMedium[] =>
  SPEND_IMPORT_MEDIA.filter((m) => auth.abilities.has(BASE_ABILITIES[m]));

/** Who may see the API media's account-level spend: the delivery screens' account tab. */
const ACCOUNT_REPORT_ABILITY = 'advertiser:list';

/** The latest days an ad ID's detail lists. */
export const SPEND_DETAIL_DAYS = 31;

export interface AdIdSpendDeps {
  repo: AdIdSpendRepository;
  clock: Clock;
}

type MetricRow = Omit<SpendMetrics, 'pay_amount'> & { payAmount: number };
const toMetrics = (row: MetricRow | undefined): SpendMetrics => ({
  cost: row?.cost ?? 0,
  impressions: row?.impressions ?? 0,
  clicks: row?.clicks ?? 0,
  activations: row?.activations ?? 0,
  registrations: row?.registrations ?? 0,
  pay_amount: row?.payAmount ?? 0,
});

/**
 * Manual spend of the link-based media (docs/architecture/ad-ids.md "Spend of the link-based
 * media"): a sheet of ad IDs and days, checked whole before anything is written. A row whose ad ID
 * the caller does not see, or of a medium whose bases the caller does not keep, is a bad row.
 */
export class AdIdSpendService {
  constructor(private readonly deps: AdIdSpendDeps) {}

  async importSheet(
    auth: AuthContext,
    fileName: string,
    sheetRows: readonly SpendSheetRow[],
  ): Promise<SpendImportAnswer> {
    const check = checkSpendRows(sheetRows, shanghaiDate(this.deps.clock.now()));
    assertNoProblems(check.sheet);
    const visible = await this.deps.repo.visibleAdIds(scopeOf(auth), [
      ...new Set(check.rows.map((r) => r.adId)),
    ]);
    const idOf = new Map(visible.map((v) => [v.adId, v.id]));
    const problems: AdIdBatchRowError[] = [...check.problems];
    const writes: SpendWrite[] = [];
    for (const row of check.rows) {
      const adIdId = idOf.get(row.adId);
      if (adIdId === undefined) problems.push({ row: row.row, messages: ['广告ID不存在'] });
      else if (!auth.abilities.has(BASE_ABILITIES[row.medium])) {
        const name = BASE_MEDIUM_SHAPES[row.medium].name;
        problems.push({ row: row.row, messages: [`无权导入${name}的消耗`] });
      } else writes.push({ ...row, adIdId });
    }
    if (problems.length > 0) {
      problems.sort((a, b) => a.row - b.row);
      const data: SpendImportRejection = { rows: problems };
      throw new AppError('SPEND_ROWS_INVALID', {
        params: { count: problems.length },
        details: rowProblemLines(problems),
        data,
      });
    }
    const { importId, replaced } = await this.deps.repo.importSheet(
      { fileName, createdBy: auth.userId, createdAt: this.deps.clock.now() },
      writes,
    );
    const dates = writes.map((w) => w.statDate).sort();
    return {
      import_id: importId,
      rows: writes.length,
      replaced,
      ad_ids: new Set(writes.map((w) => w.adIdId)).size,
      first_date: dates[0] ?? '',
      last_date: dates[dates.length - 1] ?? '',
      cost: writes.reduce((sum, w) => sum + w.cost, 0),
    };
  }

  /** Imports of the link-based media the caller keeps, newest first. */
  async listImports(auth: AuthContext, query: SpendImportListQuery): Promise<SpendImportListData> {
    const media = keptMedia(auth);
    if (query.medium && !media.includes(query.medium)) {
      return { list: [], page_info: pageInfo(query.page, query.per_page, 0) };
    }
    const { list, total } = await this.deps.repo.listImports(media, query);
    return {
      list: list.map((row) => ({
        id: row.id,
        file_name: row.fileName,
        rows: row.rows,
        replaced: row.replaced,
        ad_ids: row.adIds,
        first_date: row.firstDate,
        last_date: row.lastDate,
        cost: row.cost,
        created_by: row.creatorName,
        created_at: row.createdAt.toISOString(),
      })),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  /** The days an import wrote, as they stand (a later import of a day takes it over). */
  async importDays(
    auth: AuthContext,
    query: { import_id: number; page: number; per_page: number },
  ): Promise<SpendDayListData> {
    const found = await this.deps.repo.findImport(query.import_id);
    const media = keptMedia(auth);
    if (!found || !found.media.some((m) => media.includes(m))) throw notFound('消耗导入记录');
    const { list, total } = await this.deps.repo.importDays(
      scopeOf(auth),
      found.id,
      query.page,
      query.per_page,
    );
    return {
      list: list.map((row) => ({
        ...toMetrics(row),
        stat_date: row.statDate,
        ad_id: row.adId,
        medium: row.medium,
        ad_id_name: row.adIdName,
        game_name: row.gameName,
      })),
      page_info: pageInfo(query.page, query.per_page, total),
    };
  }

  /** An ad ID's spend for its detail. */
  async adIdSpend(adIdId: number): Promise<AdIdSpend> {
    const { total, latest } = await this.deps.repo.adIdSpend(adIdId, SPEND_DETAIL_DAYS);
    return {
      total: toMetrics(total),
      days: latest.map((day) => ({ stat_date: day.statDate, metrics: toMetrics(day) })),
      day_count: total?.dayCount ?? 0,
    };
  }

  /**
   * `/amt/spend_summary`: the link-based media's imports beside the API media's synced account
   * reports, by medium and game, largest spend first. The API media's rows need the account
   * list's ability and follow the account data scope.
   */
  async summary(auth: AuthContext, query: SpendSummaryQuery): Promise<SpendSummaryData> {
    const media = keptMedia(auth);
    const imported = (await this.deps.repo.importedByGame(scopeOf(auth), query)).filter((r) =>
      media.includes(r.medium),
    );
    const apiMedia = auth.abilities.has(ACCOUNT_REPORT_ABILITY);
    const synced = apiMedia
      ? await this.deps.repo.syncedByGame(
          auth.roles.includes(ROLE_ADMIN) ? { kind: 'all' } : { kind: 'user', userId: auth.userId },
          query,
        )
      : [];
    const row = (
      r: (typeof imported)[number] | (typeof synced)[number],
      source: SpendSummaryRow['source'],
    ): SpendSummaryRow => ({
      ...toMetrics(r),
      medium: r.medium as SpendSummaryRow['medium'],
      source,
      gad_cfg_game_id: r.gadCfgGameId,
      game_name: r.gameName,
    });
    const list = [
      ...synced.map((r) => row(r, 'media')),
      ...imported.map((r) => row(r, 'import')),
    ].sort((a, b) => b.cost - a.cost || a.medium.localeCompare(b.medium));
    return { list, api_media: apiMedia };
  }
}
