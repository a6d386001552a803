import { TITLE_IMPORT_MAX_LINES } from '@toufang/contracts';
import { AppError } from '../../lib/app-error';
import { decodeCsv } from '../../lib/csv-text';
import { fileExtension, firstWorksheet, worksheetRows } from '../../lib/uploaded-sheet';

// The file of a title import: a text file with one title a line (UTF-8, or GB18030 as Windows
// editors save it), or an .xlsx workbook whose first sheet holds one title a row in its first
// column. A first row reading 标题 is a header and skipped.

export interface TitleFileLine {
  /** The line or row number the file shows, from 1. */
  line: number;
  text: string;
}

const unreadable = (reason: string) =>
  new AppError('TITLE_FILE_UNREADABLE', { params: { reason } });

const HEADER = '标题';

export async function readTitleFile(fileName: string, data: Buffer): Promise<TitleFileLine[]> {
  const extension = fileExtension(fileName);
  let lines: TitleFileLine[];
  if (extension === 'txt') lines = textLines(data);
  else if (extension === 'xlsx') lines = await sheetLines(data);
  else throw unreadable('请上传 .txt 或 .xlsx 文件');

  if (lines[0]?.line === 1 && lines[0].text.trim() === HEADER) lines = lines.slice(1);
  const filled = lines.filter((line) => line.text.trim() !== '');
  if (filled.length === 0) throw unreadable('文件中没有标题');
  if (filled.length > TITLE_IMPORT_MAX_LINES) {
    throw unreadable(`一次最多导入 ${TITLE_IMPORT_MAX_LINES} 个标题`);
  }
  return filled;
}

function textLines(data: Buffer): TitleFileLine[] {
  return decodeCsv(data)
    .split(/\r?\n|\r/)
    .map((text, index) => ({ line: index + 1, text }));
}

async function sheetLines(data: Buffer): Promise<TitleFileLine[]> {
  const sheet = await firstWorksheet(data, unreadable);
  // A line break inside a cell is read as a space: a title is one line on every medium.
  return worksheetRows(sheet, (row, rowNumber) => ({
    line: rowNumber,
    text: row.getCell(1).text.replace(/\r?\n/g, ' '),
  }));
}
