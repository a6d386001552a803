import { NOTE_SHEET_COLUMNS, NOTE_SHEET_MAX_ROWS } from '@toufang/contracts';
import type ExcelJS from 'exceljs';
import { AppError } from '../../lib/app-error';
import { csvRows, fileExtension, firstWorksheet, worksheetRows } from '../../lib/uploaded-sheet';

/** One data row of a note spreadsheet (spec 000 §7 `/{feed}/advertiser/update_note`). */
export interface NoteSheetLine {
  /** The row number the spreadsheet shows (the header is row 1). */
  row: number;
  advertiserId: string;
  note: string;
  /** The id cell held a number too large to be exact (Excel keeps 15 digits). */
  inexactId: boolean;
}

const unreadable = (reason: string) =>
  new AppError('NOTE_SHEET_UNREADABLE', { params: { reason } });

const normalizeHeader = (text: string) => text.replace(/\s+/g, '').toLowerCase();

interface RawLine {
  row: number;
  cells: { text: string; inexact: boolean }[];
}

/** Reads the rows of an .xlsx or .csv file with the columns 广告主ID and 备注 (any order). */
export async function readNoteSheet(fileName: string, data: Buffer): Promise<NoteSheetLine[]> {
  const extension = fileExtension(fileName);
  let lines: RawLine[];
  if (extension === 'xlsx') lines = await xlsxLines(data);
  else if (extension === 'csv') lines = csvLines(data);
  else throw unreadable('请上传 .xlsx 或 .csv 文件');

  const [header, ...body] = lines;
  const names = (header?.cells ?? []).map((c) => normalizeHeader(c.text));
  const idColumn = names.indexOf(normalizeHeader(NOTE_SHEET_COLUMNS.advertiserId));
  const noteColumn = names.indexOf(normalizeHeader(NOTE_SHEET_COLUMNS.note));
  const missing: string[] = [];
  if (idColumn < 0) missing.push(NOTE_SHEET_COLUMNS.advertiserId);
  if (noteColumn < 0) missing.push(NOTE_SHEET_COLUMNS.note);
  if (missing.length > 0) throw unreadable(`第 1 行须为表头，缺少列：${missing.join('、')}`);

  const rows = body
    .map((line) => ({
      row: line.row,
      id: line.cells[idColumn] ?? { text: '', inexact: false },
      note: line.cells[noteColumn]?.text ?? '',
    }))
    .filter((line) => line.id.text.trim() !== '' || line.note.trim() !== '');
  if (rows.length === 0) throw unreadable('表格中没有数据行');
  if (rows.length > NOTE_SHEET_MAX_ROWS) throw unreadable(`一次最多 ${NOTE_SHEET_MAX_ROWS} 行`);
  return rows.map((line) => ({
    row: line.row,
    advertiserId: line.id.text.trim(),
    note: line.note.trim(),
    inexactId: line.id.inexact,
  }));
}

function csvLines(data: Buffer): RawLine[] {
  return csvRows(data).map(({ row, cells }) => ({
    row,
    cells: cells.map((text) => ({ text, inexact: false })),
  }));
}

async function xlsxLines(data: Buffer): Promise<RawLine[]> {
  const sheet = await firstWorksheet(data, unreadable);
  const lines = worksheetRows(sheet, (row, rowNumber): RawLine => {
    const cells: RawLine['cells'] = [];
    for (let column = 1; column <= row.cellCount; column += 1) {
      cells.push(cellText(row.getCell(column)));
    }
    return { row: rowNumber, cells };
  });
  // The header must be the sheet's first row, wherever the first filled row is.
  if (lines[0] && lines[0].row !== 1) lines.unshift({ row: 1, cells: [] });
  return lines;
}

function cellText(cell: ExcelJS.Cell): { text: string; inexact: boolean } {
  const value = cell.value;
  if (typeof value === 'number') {
    // An id typed as a number: exact only within 2^53 (Excel itself keeps 15 significant digits).
    const exact = Number.isSafeInteger(value) && value < 1e15;
    return {
      text: Number.isInteger(value) ? BigInt(value).toString() : String(value),
      inexact: !exact,
    };
  }
  return { text: cell.text, inexact: false };
}
