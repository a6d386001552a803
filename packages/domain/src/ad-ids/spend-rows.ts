// The rows of a spend sheet (docs/architecture/ad-ids.md "Spend of the link-based media"): one
// ad ID and day a row, A 日期, B 广告ID, C 消耗（元） required, D 展示, E 点击, F 激活, G 注册,
// H 付费金额（元） optional (empty is 0). Every row's problems are reported with the row number
// the sheet shows; a sheet with any bad row imports nothing.

import { isSpendImportMedium, type SpendImportMedium } from '@toufang/contracts';
import { BASE_MEDIUM_SHAPES } from '../conversion-bases/base-media';
import { addDays, readCalendarDate, type CalendarDate } from '../delivery/calendar-date';
import { parseAdId } from './ad-id-format';
import type { BatchRowProblem } from './batch-rows';

export const SPEND_SHEET_HEADERS = [
  '日期',
  '广告ID',
  '消耗（元）',
  '展示',
  '点击',
  '激活',
  '注册',
  '付费金额（元）',
] as const;
/** The columns that must be there; the counts after them may be left out. */
const REQUIRED_HEADERS = 3;
/** The most rows one sheet may import. */
export const SPEND_ROWS_MAX = 10_000;
/** How far back a day may be imported: a year and a day. */
export const SPEND_DAYS_BACK = 366;
/** The most a day of one ad ID may cost, in 元 (a typo guard: 1 亿 would be a slip of the keys). */
export const SPEND_COST_MAX_YUAN = 10_000_000;
export const SPEND_COUNT_MAX = 1_000_000_000;

/** A row as read from the sheet: each cell's text. */
export interface SpendSheetRow {
  row: number;
  cells: readonly string[];
}

export interface SpendRow {
  row: number;
  statDate: CalendarDate;
  adId: string;
  medium: SpendImportMedium;
  /** 分. */
  cost: number;
  impressions: number;
  clicks: number;
  activations: number;
  registrations: number;
  /** 分. */
  payAmount: number;
}

export interface SpendRowsCheck {
  sheet: string[];
  problems: BatchRowProblem[];
  rows: SpendRow[];
}

const MONEY = /^\d+(?:\.\d{1,2})?$/;
const COUNT = /^\d+$/;

/** Yuan text to 分, or a problem. */
function readMoney(label: string, text: string, required: boolean): number | string {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return required ? `${label}不能为空` : 0;
  if (!/^\d+(?:\.\d+)?$/.test(value)) return `${label}应为不小于 0 的数字`;
  if (!MONEY.test(value)) return `${label}最多两位小数`;
  const [whole = '0', fraction = ''] = value.split('.');
  const fen = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (fen > SPEND_COST_MAX_YUAN * 100) return `${label}不能超过 ${SPEND_COST_MAX_YUAN} 元`;
  return fen;
}

function readCount(label: string, text: string): number | string {
  const value = text.trim().replace(/,/g, '');
  if (value === '') return 0;
  if (!COUNT.test(value)) return `${label}应为不小于 0 的整数`;
  const count = Number(value);
  if (count > SPEND_COUNT_MAX) return `${label}不能超过 ${SPEND_COUNT_MAX}`;
  return count;
}

/** The problem of the header row, or null: 日期, 广告ID, 消耗（元）, then the optional counts. */
export function spendHeaderProblem(cells: readonly string[]): string | null {
  const given = cells.map((c) => c.trim());
  while (given.length > 0 && given[given.length - 1] === '') given.pop();
  const fits =
    given.length >= REQUIRED_HEADERS &&
    given.length <= SPEND_SHEET_HEADERS.length &&
    given.every((cell, i) => cell === SPEND_SHEET_HEADERS[i]);
  if (fits) return null;
  return `第 1 行应为表头：${SPEND_SHEET_HEADERS.join('、')}（展示及之后的列可省略）`;
}

/**
 * Checks the data rows of a spend sheet (header removed) as of `today` (Asia/Shanghai): the good
 * rows parsed, the bad ones by row number. Whether each ad ID exists is the server's to check.
 */
export function checkSpendRows(
  rows: readonly SpendSheetRow[],
  today: CalendarDate,
): SpendRowsCheck {
  const sheet: string[] = [];
  if (rows.length === 0)
    sheet.push('表格中没有数据行（第 1 行为表头，从第 2 行起每行一个广告ID一天的消耗）');
  if (rows.length > SPEND_ROWS_MAX) sheet.push(`一次最多导入 ${SPEND_ROWS_MAX} 行`);
  const earliest = addDays(today, -SPEND_DAYS_BACK);
  const firstRowOfKey = new Map<string, number>();
  const problems: BatchRowProblem[] = [];
  const parsed: SpendRow[] = [];
  for (const { row, cells } of rows) {
    const cell = (i: number) => cells[i] ?? '';
    const messages: string[] = [];
    const dateText = cell(0).trim();
    const statDate = dateText === '' ? undefined : readCalendarDate(dateText);
    if (dateText === '') messages.push('日期不能为空');
    else if (statDate === undefined) messages.push('日期格式应为 2025-01-31');
    else if (statDate > today) messages.push('日期不能晚于今天');
    else if (statDate < earliest) messages.push(`只能导入 ${earliest} 及以后的消耗`);

    const adIdText = cell(1).trim();
    const adId = adIdText === '' ? null : parseAdId(adIdText);
    if (adIdText === '') messages.push('广告ID不能为空');
    else if (!adId) messages.push('广告ID格式不正确');
    else if (!isSpendImportMedium(adId.medium)) {
      messages.push(`${BASE_MEDIUM_SHAPES[adId.medium].name}的消耗由媒体接口同步，不能手工导入`);
    }

    const cost = readMoney('消耗', cell(2), true);
    const impressions = readCount('展示', cell(3));
    const clicks = readCount('点击', cell(4));
    const activations = readCount('激活', cell(5));
    const registrations = readCount('注册', cell(6));
    const payAmount = readMoney('付费金额', cell(7), false);
    for (const value of [cost, impressions, clicks, activations, registrations, payAmount]) {
      if (typeof value === 'string') messages.push(value);
    }

    if (adId && statDate) {
      const key = `${adId.adId}|${statDate}`;
      const first = firstRowOfKey.get(key);
      if (first === undefined) firstRowOfKey.set(key, row);
      else messages.push(`与第 ${first} 行是同一广告ID的同一天`);
    }
    if (
      messages.length > 0 ||
      !statDate ||
      !adId ||
      !isSpendImportMedium(adId.medium) ||
      typeof cost === 'string' ||
      typeof impressions === 'string' ||
      typeof clicks === 'string' ||
      typeof activations === 'string' ||
      typeof registrations === 'string' ||
      typeof payAmount === 'string'
    ) {
      problems.push({ row, messages });
      continue;
    }
    parsed.push({
      row,
      statDate,
      adId: adId.adId,
      medium: adId.medium,
      cost,
      impressions,
      clicks,
      activations,
      registrations,
      payAmount,
    });
  }
  return { sheet, problems, rows: parsed };
}
