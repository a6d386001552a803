import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GridColumn } from './grid-column';
import type { GridSort } from './grid-header';
import { ReportGrid } from './report-grid';

interface Row {
  id: string;
  name: string;
  cost: number;
}

const ROWS: Row[] = [
  { id: '1', name: '广告一', cost: 10 },
  { id: '2', name: '广告二', cost: 20 },
  { id: '3', name: '广告三', cost: 30 },
];

const COLUMNS: GridColumn<Row>[] = [
  { key: 'name', title: '广告', width: 200, fixed: 'left', render: (_, row) => row.name },
  {
    key: 'cost',
    title: '消耗',
    width: 110,
    align: 'right',
    sortable: true,
    render: (value) => `¥${String(value)}`,
  },
];

afterEach(cleanup);

function renderGrid(
  overrides: Partial<{
    rows: Row[];
    selected: string[];
    sort: GridSort;
    loading: boolean;
    onSort: (sort: GridSort | undefined) => void;
    onToggle: (row: Row, selected: boolean) => void;
    onToggleAll: (selected: boolean) => void;
  }> = {},
) {
  render(
    <ReportGrid<Row>
      label="广告"
      columns={COLUMNS}
      rows={overrides.rows ?? ROWS}
      rowKey={(row) => row.id}
      rowHeight={65}
      height={undefined}
      loading={overrides.loading ?? false}
      empty="暂无数据"
      sort={overrides.sort}
      onSort={overrides.onSort ?? vi.fn()}
      selectedKeys={new Set(overrides.selected ?? [])}
      onToggle={overrides.onToggle ?? vi.fn()}
      onToggleAll={overrides.onToggleAll ?? vi.fn()}
      totals={{ label: '合计', values: new Map([['cost', '¥60']]) }}
    />,
  );
  return screen.getByRole('table', { name: '广告' });
}

describe('ReportGrid', () => {
  it('renders every row with its cells, and the totals under the titles', () => {
    const table = renderGrid();
    const rows = within(table).getAllByRole('row');
    // Titles, totals, then the rows.
    expect(rows).toHaveLength(2 + ROWS.length);
    expect(within(rows[1] as HTMLElement).getByText('合计')).toBeTruthy();
    expect(within(rows[1] as HTMLElement).getByText('¥60')).toBeTruthy();
    expect(within(rows[2] as HTMLElement).getByText('广告一')).toBeTruthy();
    expect(within(rows[4] as HTMLElement).getByText('¥30')).toBeTruthy();
    expect(rows[4]?.getAttribute('data-row-key')).toBe('3');
  });

  it('shows the empty content and no totals without rows', () => {
    const table = renderGrid({ rows: [] });
    expect(within(table).getByText('暂无数据')).toBeTruthy();
    expect(within(table).queryByText('合计')).toBeNull();
  });

  it('sorts by a sortable title on click and on Enter, not by the others', () => {
    const onSort = vi.fn();
    renderGrid({ onSort, sort: { key: 'cost', order: 'asc' } });
    const cost = screen.getByRole('columnheader', { name: '消耗' });
    expect(cost.getAttribute('aria-sort')).toBe('ascending');
    fireEvent.click(cost);
    expect(onSort).toHaveBeenLastCalledWith({ key: 'cost', order: 'desc' });
    fireEvent.keyDown(cost, { key: 'Enter' });
    expect(onSort).toHaveBeenCalledTimes(2);
    fireEvent.click(screen.getByRole('columnheader', { name: '广告' }));
    expect(onSort).toHaveBeenCalledTimes(2);
  });

  it('toggles a row and the whole page, showing a partial page as mixed', () => {
    const onToggle = vi.fn();
    const onToggleAll = vi.fn();
    const table = renderGrid({ selected: ['2'], onToggle, onToggleAll });
    const all = within(table).getByRole<HTMLInputElement>('checkbox', { name: '全选本页' });
    expect(all.checked).toBe(false);
    expect(all.indeterminate).toBe(true);
    const boxes = within(table).getAllByRole('checkbox', { name: '选择此行' });
    expect(boxes.map((box) => (box as HTMLInputElement).checked)).toEqual([false, true, false]);
    fireEvent.click(boxes[0] as HTMLElement);
    expect(onToggle).toHaveBeenCalledWith(ROWS[0], true);
    fireEvent.click(all);
    expect(onToggleAll).toHaveBeenCalledWith(true);
  });

  it('checks the select-all box when every row of the page is selected', () => {
    const table = renderGrid({ selected: ['1', '2', '3'] });
    const all = within(table).getByRole<HTMLInputElement>('checkbox', { name: '全选本页' });
    expect(all.checked).toBe(true);
    expect(all.indeterminate).toBe(false);
  });

  it('marks itself busy while a page loads', () => {
    renderGrid({ loading: true });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
  });
});
