import { KEYWORD_LIMITS, type KeywordMedium } from '@toufang/contracts';
import { AppError } from '../../lib/app-error';
import { csvRows, fileExtension, firstWorksheet, worksheetRows } from '../../lib/uploaded-sheet';

// The file of a keyword upload: an .xlsx workbook (its first sheet) or a .csv file (UTF-8, or
// GB18030 as Excel saves it on Windows), one keyword a row: 关键词 in the first column, 匹配方式
// in the second. The rows are checked by contracts `keywordFileRows`.

export interface KeywordSheetRow {
  /** The row number the file shows, from 1. */
  row: number;
  cells: string[];
}

const unreadable = (reason: string) =>
  new AppError('KEYWORD_FILE_UNREADABLE', { params: { reason } });

export async function readKeywordFile(
  medium: KeywordMedium,
  fileName: string,
  data: Buffer,
): Promise<KeywordSheetRow[]> {
  const extension = fileExtension(fileName);
  let rows: KeywordSheetRow[];
  if (extension === 'xlsx') rows = await sheetRows(data);
  else if (extension === 'csv') rows = csvRows(data);
  else throw unreadable('请上传 .xlsx 或 .csv 文件');
  const filled = rows.filter((r) => r.cells.some((c) => c.trim() !== ''));
  const body = filled[0]?.cells[0]?.trim() === '关键词' ? filled.length - 1 : filled.length;
  if (body === 0) throw unreadable('文件中没有关键词');
  const max = KEYWORD_LIMITS[medium].uploadRows;
  if (body > max) throw unreadable(`一次最多上传 ${max} 个关键词`);
  return filled;
}

async function sheetRows(data: Buffer): Promise<KeywordSheetRow[]> {
  const sheet = await firstWorksheet(data, unreadable);
  return worksheetRows(sheet, (row, rowNumber) => ({
    row: rowNumber,
    cells: [row.getCell(1).text, row.getCell(2).text],
  }));
}
