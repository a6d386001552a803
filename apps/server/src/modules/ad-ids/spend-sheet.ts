import { SPEND_SHEET_HEADERS, spendHeaderProblem, type SpendSheetRow } from '@toufang/domain';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error';
import { firstWorksheet, worksheetRows } from '../../lib/uploaded-sheet';

// The spend sheet of the link-based media (docs/architecture/ad-ids.md "Spend of the link-based
// media"): an .xlsx whose first worksheet has the header 日期 / 广告ID / 消耗（元） / … in row 1 and
// one ad ID and day a row below it. Wholly empty rows are skipped; the rest keep the row number the
// sheet shows.

const unreadable = (reason: string) =>
  new AppError('SPEND_SHEET_UNREADABLE', { params: { reason } });

/**
 * A cell as the rules read it: a date cell as YYYY-MM-DD (ExcelJS gives the day at UTC midnight),
 * a number without the float noise of a formula (12.300000000000001 is 12.3), else its text.
 */
function cellText(cell: ExcelJS.Cell): string {
  const value = cell.value;
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(Number(value.toFixed(6)));
  return cell.text.replace(/\r\n?/g, '\n');
}

export async function readSpendSheet(fileName: string, data: Buffer): Promise<SpendSheetRow[]> {
  if (!/\.xlsx$/i.test(fileName)) throw unreadable('请上传 .xlsx 文件');
  const sheet = await firstWorksheet(data, unreadable);
  const columns = SPEND_SHEET_HEADERS.length;
  const cellsOf = (row: ExcelJS.Row) =>
    Array.from({ length: columns }, (_, i) => cellText(row.getCell(i + 1)));
  const problem = spendHeaderProblem(cellsOf(sheet.getRow(1)));
  if (problem) throw unreadable(problem);
  return worksheetRows(sheet, (row, rowNumber): SpendSheetRow | undefined => {
    if (rowNumber === 1) return undefined;
    const cells = cellsOf(row);
    if (cells.every((c) => c.trim() === '')) return undefined;
    return { row: rowNumber, cells };
  });
}

/** The spend sheet to fill in: its header alone. */
export async function spendSheetTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('消耗');
  sheet.columns = SPEND_SHEET_HEADERS.map((header) => ({ header, width: 16 }));
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
