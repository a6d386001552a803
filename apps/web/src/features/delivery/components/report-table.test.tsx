import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { REPORT_FIELDS } from '@toufang/contracts';
import type { PinnedColumn } from '@toufang/contracts';
import { describe, expect, it, vi } from 'vitest';
import type { DeliveryRow } from '../delivery-definition';
import type { ReportQuery } from '../hooks/use-report-query';
import { setUpDeliveryDom } from '../test/dom-setup';
import { ReportPager } from './report-pager';
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

function query(rows: Row[], loading = false): ReportQuery<DeliveryRow> {
  return {
    rows,
    total: 3,
    totals: {},
    page: 1,
    perPage: 20,
    isLoading: loading,
    isFetching: loading,
    isError: false,
    refreshing: false,
    changePage: vi.fn(),
    reload: vi.fn(),
    refresh: vi.fn(),
  };
}

const NAME_COLUMN = {
  key: 'name',
  title: '广告',
  width: 200,
  fixed: 'left' as const,
  render: (_: unknown, row: DeliveryRow) => (row as Row).name,
};

function renderMetricTable({
  loading = false,
  onSort = vi.fn(),
  pinned = [],
  onPin = vi.fn(),
}: {
  loading?: boolean;
  onSort?: (sort: unknown) => void;
  pinned?: PinnedColumn[];
  onPin?: (pinned: PinnedColumn[]) => void;
}) {
  render(
    <ReportTable
      label="广告"
      query={{ ...query(loading ? [] : PAGE_ONE, loading), total: loading ? 0 : 3 }}
      entityColumns={[NAME_COLUMN]}
      catalog={REPORT_FIELDS}
      fields={['stat_cost', 'show_cnt', 'conversion_cost']}
      rowKey={(row) => (row as Row).id}
      rowHeight={65}
      sort={undefined}
      onSort={onSort}
      selectedRows={[]}
      onSelect={vi.fn()}
      pinned={pinned}
      onPin={onPin}
    />,
  );
  return screen.getByRole('table', { name: '广告' });
}

const titles = (table: HTMLElement) =>
  within(table)
    .getAllByRole('columnheader')
    .slice(1)
    .map((cell) => cell.textContent);

describe('ReportTable metrics (spec 001 §3 key metrics, §7 order_field)', () => {
  it('sorts a metric descending on the first click', () => {
    const onSort = vi.fn();
    const table = renderMetricTable({ onSort });
    fireEvent.click(within(table).getByRole('columnheader', { name: /消耗/ }));
    expect(onSort).toHaveBeenCalledWith({ field: 'stat_cost', order: 'desc' });
  });

  it('keeps pinned metrics at their side, fixed there', () => {
    const table = renderMetricTable({
      pinned: [
        { key: 'stat_cost', side: 'right' },
        { key: 'conversion_cost', side: 'left' },
      ],
    });
    expect(titles(table)).toEqual(['广告', '转化成本', '展示数', '消耗']);
    const cost = within(table).getByRole('columnheader', { name: /消耗/ });
    expect(cost.className).toContain('tf-grid-fixed');
    expect(cost.style.right).toBe('0px');
  });

  it('pins a metric from its title without sorting it', async () => {
    const onPin = vi.fn();
    const onSort = vi.fn();
    const table = renderMetricTable({ onPin, onSort });
    fireEvent.click(within(table).getByRole('button', { name: '固定列：消耗' }));
    fireEvent.click(await screen.findByText('固定在右侧'));
    await waitFor(() => expect(onPin).toHaveBeenCalledWith([{ key: 'stat_cost', side: 'right' }]));
    expect(onSort).not.toHaveBeenCalled();
  });

  it('shows a spinner and no count while the first page loads', () => {
    const table = renderMetricTable({ loading: true });
    render(<ReportPager query={{ ...query([], true), total: 0 }} />);
    expect(table.closest('.tf-grid')?.querySelector('.ant-spin')).not.toBeNull();
    expect(screen.queryByText(/共 0 条/)).toBeNull();
  });

  it('counts the rows once the page has arrived', () => {
    render(<ReportPager query={query(PAGE_ONE)} />);
    expect(screen.getByText('共 3 条')).toBeTruthy();
  });
});

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
      pinned={[]}
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
