import { describe, expect, it } from 'vitest';
import { fixedColumns, gridWidth, SELECTION_WIDTH } from './grid-column';
import type { GridColumn } from './grid-column';
import { nextSort } from './grid-header';
import { pinColumns } from './pin-columns';
import { OVERSCAN, rowRange } from './use-row-window';

const column = (key: string, width: number, fixed?: 'left' | 'right'): GridColumn<never> => ({
  key,
  title: key,
  width,
  fixed,
  render: () => null,
});

describe('rowRange (the rows a scrolled body renders)', () => {
  it('renders every row without a viewport height', () => {
    expect(rowRange(0, 500, 65, undefined)).toEqual({ start: 0, end: 500, before: 0, after: 0 });
  });

  it('renders the rows in view and the overscan after them at the top', () => {
    const range = rowRange(0, 500, 65, 650);
    expect(range).toEqual({ start: 0, end: 10 + OVERSCAN, before: 0, after: (500 - 14) * 65 });
  });

  it('renders the overscan on both sides further down, with spacers for the rest', () => {
    const range = rowRange(6500, 500, 65, 650);
    expect(range.start).toBe(100 - OVERSCAN);
    expect(range.end).toBe(110 + OVERSCAN);
    expect(range.before).toBe(96 * 65);
    expect(range.after).toBe((500 - 114) * 65);
  });

  it('stops at the last row and keeps a consistent range past the end', () => {
    expect(rowRange(32_000, 500, 65, 650)).toMatchObject({ end: 500, after: 0 });
    const past = rowRange(1_000_000, 20, 65, 650);
    expect(past).toEqual({ start: 20, end: 20, before: 20 * 65, after: 0 });
  });

  it('renders nothing of an empty page', () => {
    expect(rowRange(0, 0, 50, 400)).toEqual({ start: 0, end: 0, before: 0, after: 0 });
  });
});

describe('nextSort (a sortable title cycles like antd tables)', () => {
  it('sorts ascending first, then descending, then not at all', () => {
    const asc = nextSort(undefined, 'stat_cost');
    expect(asc).toEqual({ key: 'stat_cost', order: 'asc' });
    const desc = nextSort(asc, 'stat_cost');
    expect(desc).toEqual({ key: 'stat_cost', order: 'desc' });
    expect(nextSort(desc, 'stat_cost')).toBeUndefined();
  });

  it('sorts a metric descending first, then ascending, then not at all', () => {
    const desc = nextSort(undefined, 'stat_cost', 'desc');
    expect(desc).toEqual({ key: 'stat_cost', order: 'desc' });
    const asc = nextSort(desc, 'stat_cost', 'desc');
    expect(asc).toEqual({ key: 'stat_cost', order: 'asc' });
    expect(nextSort(asc, 'stat_cost', 'desc')).toBeUndefined();
    expect(nextSort({ key: 'show_cnt', order: 'asc' }, 'stat_cost', 'desc')).toEqual(desc);
  });

  it('starts ascending on another column', () => {
    expect(nextSort({ key: 'stat_cost', order: 'desc' }, 'show_cnt')).toEqual({
      key: 'show_cnt',
      order: 'asc',
    });
  });
});

describe('grid widths and fixed columns', () => {
  const columns = [column('name', 260, 'left'), column('status', 140), column('cost', 110)];

  it('is as wide as the selection column and every column', () => {
    expect(gridWidth(columns)).toBe(SELECTION_WIDTH + 260 + 140 + 110);
  });

  it('keeps the leading fixed columns after the selection column', () => {
    const fixed = fixedColumns([column('a', 100, 'left'), column('b', 80, 'left'), ...columns]);
    expect([...fixed.left]).toEqual([
      ['a', SELECTION_WIDTH],
      ['b', SELECTION_WIDTH + 100],
      ['name', SELECTION_WIDTH + 180],
    ]);
    expect(fixed.last).toBe('name');
  });

  it('fixes only leading columns', () => {
    const fixed = fixedColumns([column('status', 140), column('name', 260, 'left')]);
    expect(fixed.left.size).toBe(0);
    expect(fixed.last).toBeUndefined();
  });
});

describe('pinned columns (spec 001 §3 key metrics kept in view)', () => {
  const columns = [
    column('name', 260, 'left'),
    column('status', 140),
    column('stat_cost', 110),
    column('show_cnt', 110),
    column('conversion_cost', 110),
  ];
  const keys = (list: readonly GridColumn<never>[]) => list.map((item) => item.key);

  it("moves right pins to the end and left pins after the tab's fixed columns, fixed there", () => {
    const pinned = pinColumns(columns, [
      { key: 'stat_cost', side: 'right' },
      { key: 'conversion_cost', side: 'left' },
    ]);
    expect(keys(pinned)).toEqual(['name', 'conversion_cost', 'status', 'show_cnt', 'stat_cost']);
    const fixed = fixedColumns(pinned);
    expect([...fixed.left]).toEqual([
      ['name', SELECTION_WIDTH],
      ['conversion_cost', SELECTION_WIDTH + 260],
    ]);
    expect(fixed.last).toBe('conversion_cost');
    expect([...fixed.right]).toEqual([['stat_cost', 0]]);
    expect(fixed.firstRight).toBe('stat_cost');
  });

  it('stacks several right pins from the edge in the order pinned', () => {
    const pinned = pinColumns(columns, [
      { key: 'stat_cost', side: 'right' },
      { key: 'conversion_cost', side: 'right' },
    ]);
    expect(keys(pinned).slice(-2)).toEqual(['stat_cost', 'conversion_cost']);
    const fixed = fixedColumns(pinned);
    expect([...fixed.right]).toEqual([
      ['conversion_cost', 0],
      ['stat_cost', 110],
    ]);
    expect(fixed.firstRight).toBe('stat_cost');
  });

  it('ignores pins of columns not shown or fixed by the tab', () => {
    const pinned = pinColumns(columns, [
      { key: 'ctr', side: 'right' },
      { key: 'name', side: 'right' },
    ]);
    expect(pinned).toEqual(columns);
    expect(fixedColumns(pinned).right.size).toBe(0);
  });
});
