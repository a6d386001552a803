import { BATCH_SHEET_HEADERS, headerProblem, type BatchSheetRow } from '@toufang/domain';
import ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error';
import { firstWorksheet, worksheetRows } from '../../lib/uploaded-sheet';

// The sheet of an ad-ID batch (docs/architecture/ad-ids.md "Batch from Excel"): an .xlsx whose
// first worksheet has the header 名称 / 备注 in row 1 and one ad ID a row below it. Rows left
// wholly empty are skipped; the rest keep the row number the sheet shows.

const unreadable = (reason: string) =>
  new AppError('AD_ID_SHEET_UNREADABLE', { params: { reason } });

const cellText = (cell: ExcelJS.Cell) => cell.text.replace(/\r\n?/g, '\n');

export async function readAdIdSheet(fileName: string, data: Buffer): Promise<BatchSheetRow[]> {
  if (!/\.xlsx$/i.test(fileName)) throw unreadable('请上传 .xlsx 文件');
  const sheet = await firstWorksheet(data, unreadable);
  const header = sheet.getRow(1);
  const problem = headerProblem([cellText(header.getCell(1)), cellText(header.getCell(2))]);
  if (problem) throw unreadable(problem);
  return worksheetRows(sheet, (row, rowNumber): BatchSheetRow | undefined => {
    if (rowNumber === 1) return undefined;
    const name = cellText(row.getCell(1));
    const remark = cellText(row.getCell(2));
    if (name.trim() === '' && remark.trim() === '') return undefined;
    return { row: rowNumber, name, remark };
  });
}

/** `/batch/temp_view_3`: the sheet to fill in, its header alone (a sample row would be made). */
export async function adIdSheetTemplate(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('广告ID');
  sheet.columns = [
    { header: BATCH_SHEET_HEADERS[0], width: 30 },
    { header: BATCH_SHEET_HEADERS[1], width: 50 },
  ];
  sheet.getRow(1).font = { bold: true };
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
