import ExcelJS from 'exceljs';
import type { AppError } from './app-error';
import { decodeCsv, parseCsv } from './csv-text';

// The rows of an uploaded spreadsheet (a keyword, note, title, ad-ID or spend file): an .xlsx
// workbook's first worksheet, or a .csv file as Excel saves it. Each row keeps the number the file
// shows, from 1; what the rows mean, and the error a file that cannot be read is answered with,
// are the feature's.

/** One row of a .csv file. */
export interface CsvRow {
  /** The row number the file shows, from 1. */
  row: number;
  cells: string[];
}

/** The extension of an uploaded file's name, in lower case; undefined when it has none. */
export function fileExtension(fileName: string): string | undefined {
  return /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase();
}

/** Every row of a .csv file (UTF-8, or GB18030 as Excel saves it on Windows). */
export function csvRows(data: Buffer): CsvRow[] {
  return parseCsv(decodeCsv(data)).map((cells, index) => ({ row: index + 1, cells }));
}

/** The first worksheet of an .xlsx file; `unreadable`'s error when it is no workbook or has none. */
export async function firstWorksheet(
  data: Buffer,
  unreadable: (reason: string) => AppError,
): Promise<ExcelJS.Worksheet> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw unreadable('文件不是有效的 xlsx 表格');
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw unreadable('表格中没有工作表');
  return sheet;
}

/**
 * The rows of a worksheet that hold anything, in order, as `read` makes each of its row and the
 * row number the sheet shows; a row `read` makes nothing of is left out.
 */
export function worksheetRows<T>(
  sheet: ExcelJS.Worksheet,
  read: (row: ExcelJS.Row, rowNumber: number) => T | undefined,
): T[] {
  const rows: T[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const made = read(row, rowNumber);
    if (made !== undefined) rows.push(made);
  });
  return rows;
}
