import { describe, expect, it } from 'vitest';
import {
  AD_ID_BATCH_MAX,
  checkAdIdSheetRows,
  headerProblem,
  rowProblemLines,
  type BatchSheetRow,
} from './batch-rows';

const rows = (names: string[]): BatchSheetRow[] =>
  names.map((name, i) => ({ row: i + 2, name, remark: '' }));

describe('checkAdIdSheetRows', () => {
  it('passes good rows', () => {
    expect(checkAdIdSheetRows(rows(['达人A', '达人B']))).toEqual({ sheet: [], rows: [] });
  });

  it('reports each bad row by the row number the sheet shows', () => {
    const check = checkAdIdSheetRows([
      { row: 2, name: '达人A', remark: '' },
      { row: 3, name: '  ', remark: '' },
      { row: 4, name: 'x'.repeat(51), remark: 'y'.repeat(201) },
      { row: 5, name: '达人A', remark: '' },
      { row: 6, name: '甲\n乙', remark: '' },
    ]);
    expect(check.sheet).toEqual([]);
    expect(check.rows).toEqual([
      { row: 3, messages: ['名称不能为空'] },
      { row: 4, messages: ['名称不能超过 50 个字符', '备注不能超过 200 个字符'] },
      { row: 5, messages: ['名称与第 2 行重复'] },
      { row: 6, messages: ['名称不能包含换行或控制字符'] },
    ]);
    expect(rowProblemLines(check.rows)[0]).toBe('第 3 行：名称不能为空');
    expect(rowProblemLines(check.rows)[1]).toBe(
      '第 4 行：名称不能超过 50 个字符；备注不能超过 200 个字符',
    );
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkAdIdSheetRows(rows(['😀'.repeat(50)])).rows).toEqual([]);
  });

  it('refuses an empty sheet and too many rows', () => {
    expect(checkAdIdSheetRows([]).sheet).toHaveLength(1);
    const many = Array.from({ length: AD_ID_BATCH_MAX + 1 }, (_, i) => `n${i}`);
    expect(checkAdIdSheetRows(rows(many)).sheet).toEqual(['一次最多创建 10000 个广告ID']);
  });
});

describe('headerProblem', () => {
  it('accepts the template header, with or without 备注', () => {
    expect(headerProblem(['名称', '备注'])).toBeNull();
    expect(headerProblem([' 名称 '])).toBeNull();
    expect(headerProblem(['名字', '备注'])).toContain('第 1 行应为表头');
  });
});
