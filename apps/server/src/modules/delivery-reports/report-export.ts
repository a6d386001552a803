import { PassThrough, type Readable } from 'node:stream';
import {
  reportFieldOf,
  type AccountReportRow,
  type DeliveryObjectRow,
  type DeliveryScreenDef,
  type DeliveryTabDef,
  type MaterialReportRow,
  type ProjectReportRow,
  type PromotionReportRow,
  type ReportFieldFormat,
} from '@toufang/contracts';
import { statusLabel } from '@toufang/domain';
import ExcelJS from 'exceljs';
import type { ReportQuery } from './report-query';
import { STATUS_LEVELS, type AnyReportRow } from './report-rows.mapper';
import { reportSourceOf } from './report-sources';

// The report as an .xlsx file (ARCHITECTURE §4: exceljs' streaming writer): the tab's own columns,
// then the chosen metric columns, with Chinese headers; every page of the query.

type Cell = string | number | null;

interface Column<R> {
  header: string;
  width: number;
  value(row: R): Cell;
  numFmt?: string;
}

const OPT_LABELS: Record<string, string> = { ENABLE: '启用', DISABLE: '暂停' };
const opt = (value: string | null) => (value === null ? '' : (OPT_LABELS[value] ?? value));
const budget = (mode: string | null, value: number | null): Cell =>
  mode === 'BUDGET_MODE_INFINITE' ? '不限' : value;

const MONEY = '0.00';

const ACCOUNT: Column<AccountReportRow>[] = [
  { header: '账户ID', width: 22, value: (r) => r.advertiser_id },
  { header: '账户名称', width: 30, value: (r) => r.advertiser_name },
  { header: '备注', width: 24, value: (r) => r.advertiser_note },
  {
    header: '日预算',
    width: 14,
    value: (r) => budget(r.budget.budget_mode, r.budget.budget),
    numFmt: MONEY,
  },
  { header: '余额', width: 14, value: (r) => r.balance, numFmt: MONEY },
  { header: '同步时间', width: 20, value: (r) => r.sync_time },
];

const PROJECT: Column<ProjectReportRow>[] = [
  { header: '项目ID', width: 22, value: (r) => r.project_id },
  { header: '项目名称', width: 36, value: (r) => r.name },
  { header: '账户ID', width: 22, value: (r) => r.advertiser_id },
  { header: '账户名称', width: 28, value: (r) => r.advertiser_name },
  { header: '状态', width: 16, value: (r) => statusLabel('project', r.status) },
  { header: '开关', width: 8, value: (r) => opt(r.opt_status) },
  {
    header: '预算',
    width: 14,
    value: (r) => budget(r.delivery_setting.budget_mode, r.delivery_setting.budget),
    numFmt: MONEY,
  },
  { header: '出价', width: 12, value: (r) => r.delivery_setting.cpa_bid, numFmt: MONEY },
  { header: 'ROI系数', width: 10, value: (r) => r.delivery_setting.roi_goal },
  { header: '创建时间', width: 20, value: (r) => r.project_create_time },
];

const PROMOTION: Column<PromotionReportRow>[] = [
  { header: '广告ID', width: 22, value: (r) => r.promotion_id },
  { header: '广告名称', width: 36, value: (r) => r.name },
  { header: '项目ID', width: 22, value: (r) => r.project?.project_id ?? null },
  { header: '项目名称', width: 30, value: (r) => r.project?.name ?? null },
  { header: '账户ID', width: 22, value: (r) => r.advertiser_id },
  { header: '账户名称', width: 28, value: (r) => r.advertiser_name },
  { header: '状态', width: 16, value: (r) => statusLabel('promotion', r.status) },
  { header: '开关', width: 8, value: (r) => opt(r.opt_status) },
  { header: '预算', width: 14, value: (r) => budget(r.budget_mode, r.budget), numFmt: MONEY },
  { header: '出价', width: 12, value: (r) => r.cpa_bid, numFmt: MONEY },
  { header: '深度转化出价', width: 14, value: (r) => r.deep_cpabid, numFmt: MONEY },
  { header: 'ROI系数', width: 10, value: (r) => r.roi_goal },
  { header: '创建时间', width: 20, value: (r) => r.promotion_create_time },
];

const MATERIAL: Column<MaterialReportRow>[] = [
  { header: '素材ID', width: 22, value: (r) => r.material_id },
  { header: '素材名称', width: 36, value: (r) => r.material_names.join('，') },
  {
    header: '素材类型',
    width: 10,
    value: (r) => (r.type === 'video' ? '视频' : r.type === 'image' ? '图片' : ''),
  },
  { header: '广告ID', width: 22, value: (r) => r.promotion_id },
  { header: '广告名称', width: 30, value: (r) => r.promotion_name },
  { header: '项目ID', width: 22, value: (r) => r.project_id },
  { header: '账户ID', width: 22, value: (r) => r.advertiser_id },
  { header: '状态', width: 16, value: (r) => statusLabel('material', r.material_status) },
  { header: '开关', width: 8, value: (r) => opt(r.material_opt_status) },
  { header: '创建时间', width: 20, value: (r) => r.create_time },
];

/**
 * The neutral object row's columns, titled by the screen's own words for the tab and its parents
 * (contracts DELIVERY_SCREENS): 广告组ID, 广告计划名称 …
 */
function objectColumns(
  screen: DeliveryScreenDef,
  tab: DeliveryTabDef,
): Column<DeliveryObjectRow>[] {
  const parents = screen.tabs.filter((t) => t.level >= 1 && t.level < tab.level);
  const parentColumns = parents.flatMap((parent): Column<DeliveryObjectRow>[] => {
    const ref = (row: DeliveryObjectRow) => (parent.level === 1 ? row.campaign : row.ad);
    return [
      { header: `${parent.title}ID`, width: 22, value: (r) => ref(r)?.id ?? null },
      { header: `${parent.title}名称`, width: 30, value: (r) => ref(r)?.name ?? null },
    ];
  });
  const settings: Column<DeliveryObjectRow>[] =
    tab.level < 3
      ? [
          {
            header: '预算',
            width: 14,
            value: (r) => budget(r.budget.budget_mode, r.budget.budget),
            numFmt: MONEY,
          },
          { header: '出价', width: 12, value: (r) => r.cpa_bid ?? r.bid, numFmt: MONEY },
        ]
      : [];
  return [
    { header: `${tab.title}ID`, width: 22, value: (r) => r.id },
    { header: `${tab.title}名称`, width: 36, value: (r) => r.name },
    ...parentColumns,
    { header: '账户ID', width: 22, value: (r) => r.advertiser_id },
    { header: '账户名称', width: 28, value: (r) => r.advertiser_name },
    {
      header: '状态',
      width: 16,
      value: (r) => statusLabel(STATUS_LEVELS[r.level], r.status, screen.medium),
    },
    { header: '开关', width: 8, value: (r) => opt(r.opt_status) },
    ...settings,
    { header: '创建时间', width: 20, value: (r) => r.create_time },
  ];
}

const NUM_FMT: Record<ReportFieldFormat, string> = {
  money: MONEY,
  count: '0',
  percent: '0.00"%"',
  ratio: '0.00',
};

function columnsOf(
  screen: DeliveryScreenDef,
  tab: DeliveryTabDef,
  query: ReportQuery,
): Column<AnyReportRow>[] {
  const shape = reportSourceOf(screen.screen, tab.key).row;
  const own = (
    shape === 'object'
      ? objectColumns(screen, tab)
      : { account: ACCOUNT, project: PROJECT, promotion: PROMOTION, material: MATERIAL }[shape]
  ) as Column<AnyReportRow>[];
  const metrics: Column<AnyReportRow>[] = query.fields.map((key) => {
    const def = reportFieldOf(key);
    return {
      header: def.title,
      width: Math.max(10, def.title.length * 2 + 4),
      value: (row) => row[key] ?? 0,
      numFmt: NUM_FMT[def.format],
    };
  });
  return [...own, ...metrics];
}

export const exportFileName = (screen: DeliveryScreenDef, tab: DeliveryTabDef, today: string) =>
  `${screen.mediumTitle}${tab.title}报表_${today}.xlsx`;

/**
 * Streams the pages into an .xlsx. The first page is read before anything is sent, so a failing
 * query still answers with the error envelope; a failure later ends the download.
 */
export async function writeReportWorkbook(
  screen: DeliveryScreenDef,
  tab: DeliveryTabDef,
  pages: AsyncGenerator<{ query: ReportQuery; rows: AnyReportRow[] }>,
): Promise<Readable> {
  const first = await pages.next();
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(`${tab.title}报表`);
  const fill = async () => {
    if (first.done === true) {
      await workbook.commit();
      return;
    }
    const columns = columnsOf(screen, tab, first.value.query);
    sheet.columns = columns.map((c, i) => ({ key: String(i), header: c.header, width: c.width }));
    sheet.getRow(1).font = { bold: true };
    const write = (rows: AnyReportRow[]) => {
      for (const row of rows) {
        const added = sheet.addRow(columns.map((c) => c.value(row)));
        columns.forEach((c, i) => {
          if (c.numFmt !== undefined) added.getCell(i + 1).numFmt = c.numFmt;
        });
        added.commit();
      }
    };
    write(first.value.rows);
    for await (const page of pages) write(page.rows);
    sheet.commit();
    await workbook.commit();
  };
  fill().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return out;
}
