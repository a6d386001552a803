import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../lib/app-error';
import { readNoteSheet } from './note-sheet';

async function xlsx(rows: (string | number | null)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Sheet1');
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

async function reasonOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppError) return error.messageCn;
    throw error;
  }
  return 'no error';
}

describe('readNoteSheet', () => {
  it('reads the id and note columns by their headers, with sheet row numbers', async () => {
    const data = await xlsx([
      ['备注', '其他', ' 广告主ID '],
      ['第一', 'x', '1001'],
      [null, null, null],
      ['  第二  ', 'y', 1002],
    ]);
    expect(await readNoteSheet('notes.xlsx', data)).toEqual([
      { row: 2, advertiserId: '1001', note: '第一', inexactId: false },
      { row: 4, advertiserId: '1002', note: '第二', inexactId: false },
    ]);
  });

  it('flags an id typed as a number beyond what Excel keeps exact', async () => {
    const data = await xlsx([
      ['广告主ID', '备注'],
      [1_700_000_000_000_000_000, 'a'],
      [123_456_789_012_345, 'b'],
    ]);
    const lines = await readNoteSheet('n.xlsx', data);
    expect(lines.map((l) => l.inexactId)).toEqual([true, false]);
    expect(lines[1]?.advertiserId).toBe('123456789012345');
  });

  it('wants the header on the first row', async () => {
    const data = await xlsx([[], ['广告主ID', '备注'], ['1', 'a']]);
    expect(await reasonOf(readNoteSheet('n.xlsx', data))).toContain('缺少列：广告主ID、备注');
  });

  it('reads a csv like a sheet', async () => {
    const lines = await readNoteSheet('n.csv', Buffer.from('广告主ID,备注\n7,"a,b"\n'));
    expect(lines).toEqual([{ row: 2, advertiserId: '7', note: 'a,b', inexactId: false }]);
  });
});
