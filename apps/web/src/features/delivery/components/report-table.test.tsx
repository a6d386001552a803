import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryRow } from '../delivery-definition';
import type { ReportQuery } from '../hooks/use-report-query';
import { setUpDeliveryDom } from '../test/dom-setup';
import { ReportTable } from './report-table';

setUpDeliveryDom();

interface Row {
  id: string;
  name: string;
}

const PAGE_ONE: Row[] = [
  { id: 'a', name: '广告A' },
  { id: 'b', name: '广告B' },
];
const PAGE_TWO: Row[] = [{ id: 'c', name: '广告C' }];

function query(rows: Row[]): ReportQuery<DeliveryRow> {
  return {
    rows,
    total: 3,
    totals: {},
    page: 1,
    perPage: 20,
    isLoading: false,
    isFetching: false,
    isError: false,
    refreshing: false,
    changePage: vi.fn(),
    reload: vi.fn(),
    refresh: vi.fn(),
  };
}

function renderTable(rows: Row[], selected: Row[], onSelect: (rows: DeliveryRow[]) => void) {
  render(
    <ReportTable
      label="广告"
      query={query(rows)}
      entityColumns={[
        { key: 'name', title: '广告', width: 200, render: (_, row) => (row as Row).name },
      ]}
      catalog={[]}
      fields={[]}
      rowKey={(row) => (row as Row).id}
      rowHeight={65}
      sort={undefined}
      onSort={vi.fn()}
      selectedRows={selected}
      onSelect={onSelect}
    />,
  );
  return screen.getByRole('table', { name: '广告' });
}

describe('ReportTable selection (kept across pages for the batch tools)', () => {
  it('adds a row of this page to the rows chosen on other pages', () => {
    const onSelect = vi.fn();
    const table = renderTable(PAGE_TWO, [PAGE_ONE[0] as Row], onSelect);
    fireEvent.click(within(table).getByRole('checkbox', { name: '选择此行' }));
    expect(onSelect).toHaveBeenCalledWith([PAGE_ONE[0], PAGE_TWO[0]]);
  });

  it('removes only the row unticked', () => {
    const onSelect = vi.fn();
    const table = renderTable(PAGE_ONE, [...PAGE_ONE, ...PAGE_TWO], onSelect);
    fireEvent.click(within(table).getAllByRole('checkbox', { name: '选择此行' })[1] as HTMLElement);
    expect(onSelect).toHaveBeenCalledWith([PAGE_ONE[0], PAGE_TWO[0]]);
  });

  it('selects and clears the whole page, keeping the other pages’ rows', () => {
    const onSelect = vi.fn();
    const table = renderTable(PAGE_ONE, [PAGE_TWO[0] as Row, PAGE_ONE[1] as Row], onSelect);
    const all = within(table).getByRole('checkbox', { name: '全选本页' });
    fireEvent.click(all);
    expect(onSelect).toHaveBeenLastCalledWith([PAGE_TWO[0], ...PAGE_ONE]);
  });

  it('clears the page when every row of it is selected', () => {
    const onSelect = vi.fn();
    const table = renderTable(PAGE_ONE, [...PAGE_ONE, ...PAGE_TWO], onSelect);
    fireEvent.click(within(table).getByRole('checkbox', { name: '全选本页' }));
    expect(onSelect).toHaveBeenLastCalledWith([PAGE_TWO[0]]);
  });
});
