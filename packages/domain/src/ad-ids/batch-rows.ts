// The rows of an ad-ID batch sheet (docs/architecture/ad-ids.md "Batch from Excel"): the first
// sheet, a header row, then one ad ID a row: A 名称 (required), B 备注 (optional). Every row's
// problems are reported with the row number the sheet shows; a batch with any bad row writes
// nothing.

export const AD_ID_NAME_MAX = 50;
export const AD_ID_REMARK_MAX = 200;
/** The most ad IDs one sheet may create. */
export const AD_ID_BATCH_MAX = 10_000;
export const BATCH_SHEET_HEADERS = ['名称', '备注'] as const;

export interface BatchSheetRow {
  /** The row number the sheet shows (the header is row 1). */
  row: number;
  name: string;
  remark: string;
}

export interface BatchRowProblem {
  row: number;
  messages: string[];
}

export interface BatchRowsCheck {
  /** Problems of the sheet as a whole (no rows, too many rows). */
  sheet: string[];
  rows: BatchRowProblem[];
}

const CONTROL = /\p{Cc}/u;

function rowMessages(row: BatchSheetRow, firstRowOfName: Map<string, number>): string[] {
  const messages: string[] = [];
  const name = row.name.trim();
  if (name === '') messages.push('名称不能为空');
  else {
    if ([...name].length > AD_ID_NAME_MAX) messages.push(`名称不能超过 ${AD_ID_NAME_MAX} 个字符`);
    if (CONTROL.test(name)) messages.push('名称不能包含换行或控制字符');
    const first = firstRowOfName.get(name);
    if (first !== undefined && first !== row.row) messages.push(`名称与第 ${first} 行重复`);
  }
  const remark = row.remark.trim();
  if ([...remark].length > AD_ID_REMARK_MAX) {
    messages.push(`备注不能超过 ${AD_ID_REMARK_MAX} 个字符`);
  }
  return messages;
}

/** Checks the data rows of a sheet (header already removed). */
export function checkAdIdSheetRows(rows: readonly BatchSheetRow[]): BatchRowsCheck {
  const sheet: string[] = [];
  if (rows.length === 0) sheet.push('表格中没有数据行（第 1 行为表头，从第 2 行起每行一个广告ID）');
  if (rows.length > AD_ID_BATCH_MAX) sheet.push(`一次最多创建 ${AD_ID_BATCH_MAX} 个广告ID`);
  const firstRowOfName = new Map<string, number>();
  for (const row of rows) {
    const name = row.name.trim();
    if (name !== '' && !firstRowOfName.has(name)) firstRowOfName.set(name, row.row);
  }
  const problems: BatchRowProblem[] = [];
  for (const row of rows) {
    const messages = rowMessages(row, firstRowOfName);
    if (messages.length > 0) problems.push({ row: row.row, messages });
  }
  return { sheet, rows: problems };
}

/** Whether the header row is the template's (名称, 备注; 备注 may be missing). */
export function headerProblem(cells: readonly string[]): string | null {
  const [first, second] = cells.map((c) => c.trim());
  if (first === BATCH_SHEET_HEADERS[0] && (!second || second === BATCH_SHEET_HEADERS[1]))
    return null;
  return `第 1 行应为表头：A 列“${BATCH_SHEET_HEADERS[0]}”，B 列“${BATCH_SHEET_HEADERS[1]}”`;
}

/** One line per bad row, as the error lists them: 第 3 行：名称不能为空. */
export function rowProblemLines(problems: readonly BatchRowProblem[]): string[] {
  return problems.map((p) => `第 ${p.row} 行：${p.messages.join('；')}`);
}
