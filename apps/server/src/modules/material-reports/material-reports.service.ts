import {
  MATERIAL_REPORT_FIELD_KEYS,
  reportFieldOf,
  type MaterialFileReportData,
  type MaterialFileReportQuery,
  type MaterialMultReportBody,
  type MaterialMultReportData,
  type MaterialReportFieldsData,
  type MaterialReportListData,
  type MaterialReportListQuery,
  type MaterialReportMetrics,
  type MediumKey,
  pageInfo,
} from '@toufang/contracts';
import type { AuthContext } from '../../http/access';
import type { Clock } from '../../lib/clock';
import { STAT_SUMS, type StatSums } from '../../lib/stat-sums';
import { metricsOf } from '../delivery-reports/report-metrics';
import { scopeOf as accountScopeOf } from '../media-accounts/media-accounts.service';
import type { MaterialLinks } from '../materials/material-links';
import { scopeOf, visibleFiles } from '../materials/material-scope';
import { toMaterialFile } from '../materials/materials.mapper';
import type { MaterialsRepository } from '../materials/materials.repository';
import type { MaterialReportsRepository } from './material-reports.repository';
import { daysOf, reportRange } from './report-range';

const zero = (): StatSums => Object.fromEntries(STAT_SUMS.map((c) => [c, 0])) as StatSums;

function add(into: StatSums, sums: StatSums): void {
  for (const c of STAT_SUMS) into[c] += sums[c];
}

const metrics = (sums: StatSums) =>
  metricsOf(MATERIAL_REPORT_FIELD_KEYS, sums) as MaterialReportMetrics;

/** Sums of rows grouped by a key, in the order the keys are first given. */
function grouped<K>(keys: readonly K[], keyOf: (k: K) => string): Map<string, StatSums> {
  return new Map(keys.map((k) => [keyOf(k), zero()]));
}

/**
 * Material reports (spec 002 §7): a library file's stats over every medium and account it was
 * pushed to, limited to the files the caller sees and the accounts in their data scope.
 */
export class MaterialReportsService {
  constructor(
    private readonly repo: MaterialReportsRepository,
    private readonly materials: MaterialsRepository,
    private readonly links: MaterialLinks,
    private readonly clock: Clock,
  ) {}

  fields(): MaterialReportFieldsData {
    return {
      fields: MATERIAL_REPORT_FIELD_KEYS.map((key) => {
        const { title, format, description } = reportFieldOf(key);
        return { key, title, format, description };
      }),
    };
  }

  async list(auth: AuthContext, query: MaterialReportListQuery): Promise<MaterialReportListData> {
    const range = reportRange(this.clock.now(), query);
    const scope = scopeOf(auth);
    const { rows, total } = await this.repo.listSums(query, scope, accountScopeOf(auth), range);
    const files = new Map(
      (
        await this.materials.findFiles(
          rows.map((row) => row.fileId),
          scope,
        )
      ).map((file) => [file.id, file]),
    );
    return {
      list: rows.flatMap((row) => {
        const file = files.get(row.fileId);
        return file === undefined
          ? []
          : [
              {
                file: toMaterialFile(file, this.links),
                metrics: metrics(row.sums),
                accounts: row.accounts,
              },
            ];
      }),
      page_info: pageInfo(query.page, query.per_page, total),
      sdate: range.start,
      edate: range.end,
    };
  }

  async fileReport(
    auth: AuthContext,
    query: MaterialFileReportQuery,
  ): Promise<MaterialFileReportData> {
    const range = reportRange(this.clock.now(), query);
    const [file] = await visibleFiles(this.materials, auth, [query.fid]);
    if (file === undefined) throw new Error('visibleFiles answered no file');
    const accountScope = accountScopeOf(auth);
    const [pushed, rows] = await Promise.all([
      this.repo.pushedAccounts(file.id, accountScope),
      this.repo.accountDays(file.id, accountScope, range),
    ]);
    const accountKey = (medium: string, advertiserId: string) => `${medium}:${advertiserId}`;
    const media = [...new Set(pushed.map((p) => p.medium))];
    const byMedium = grouped(media, (m) => m);
    const byAccount = grouped(pushed, (p) => accountKey(p.medium, p.advertiserId));
    const byDay = grouped(daysOf(range), (d) => d);
    const totals = zero();
    for (const row of rows) {
      add(totals, row.sums);
      for (const sums of [
        byMedium.get(row.medium),
        byAccount.get(accountKey(row.medium, row.advertiserId)),
        byDay.get(row.date),
      ]) {
        if (sums !== undefined) add(sums, row.sums);
      }
    }
    return {
      file: toMaterialFile(file, this.links),
      sdate: range.start,
      edate: range.end,
      totals: metrics(totals),
      media: [...byMedium].map(([medium, sums]) => ({
        medium: medium as MediumKey,
        metrics: metrics(sums),
      })),
      accounts: pushed.map((p) => ({
        medium: p.medium,
        advertiser_id: p.advertiserId,
        advertiser_name: p.name,
        media_material_id: p.mediaMaterialId,
        metrics: metrics(byAccount.get(accountKey(p.medium, p.advertiserId)) ?? zero()),
      })),
      days: [...byDay].map(([date, sums]) => ({ date, metrics: metrics(sums) })),
    };
  }

  async multReport(
    auth: AuthContext,
    body: MaterialMultReportBody,
  ): Promise<MaterialMultReportData> {
    const range = reportRange(this.clock.now(), body);
    const files = await visibleFiles(this.materials, auth, body.fids);
    const sums = await this.repo.fileSums(
      files.map((f) => f.id),
      accountScopeOf(auth),
      range,
    );
    return {
      sdate: range.start,
      edate: range.end,
      list: files.map((f) => ({ fid: f.id, metrics: metrics(sums.get(f.id) ?? zero()) })),
    };
  }
}
