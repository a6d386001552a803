import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Button } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { PagedTable } from './paged-table';
import type { PagedQuery } from './use-paged-query';
import { stubMatchMedia } from '../test/stub-match-media';

interface Row {
  id: number;
  name: string;
}

beforeAll(stubMatchMedia);

afterEach(cleanup);

function query(rows: Row[], overrides: Partial<PagedQuery<Row>> = {}): PagedQuery<Row> {
  return {
    rows,
    total: rows.length,
    page: 1,
    perPage: 20,
    isLoading: false,
    isFetching: false,
    isError: false,
    changePage: vi.fn(),
    refetch: vi.fn(),
    ...overrides,
  };
}

const columns = [{ title: '名称', dataIndex: 'name' }];
const rows: Row[] = [
  { id: 1, name: '甲' },
  { id: 2, name: '乙' },
];

describe('PagedTable', () => {
  it('shows the footer bar with the selection and hands it to the batch action', () => {
    const onBatch = vi.fn();
    render(
      <PagedTable<Row>
        rowKey="id"
        columns={columns}
        query={query(rows)}
        batchActions={({ selectedKeys }) => (
          <Button onClick={() => onBatch(selectedKeys)}>设置部门</Button>
        )}
      />,
    );
    expect(screen.queryByRole('toolbar', { name: '批量操作' })).toBeNull();

    const checkboxes = screen.getAllByRole('checkbox');
    // The first checkbox selects all; the others select one row each.
    act(() => void fireEvent.click(checkboxes[2]!));
    const bar = screen.getByRole('toolbar', { name: '批量操作' });
    expect(bar.textContent).toContain('已选择 1 项');

    fireEvent.click(within(bar).getByRole('button', { name: '设置部门' }));
    expect(onBatch).toHaveBeenCalledWith([2]);

    fireEvent.click(within(bar).getByRole('button', { name: '取消选择' }));
    expect(screen.queryByRole('toolbar', { name: '批量操作' })).toBeNull();
  });

  it('shows the empty text of an empty list', () => {
    render(
      <PagedTable<Row> rowKey="id" columns={columns} query={query([])} emptyText="暂无用户" />,
    );
    expect(screen.getByText('暂无用户')).toBeTruthy();
  });

  it('offers a reload when the list failed to load', () => {
    const failed = query([], { isError: true });
    render(<PagedTable<Row> rowKey="id" columns={columns} query={failed} />);
    fireEvent.click(screen.getByRole('button', { name: /重新加载/ }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('reports page changes with the page size', () => {
    const paged = query(rows, { total: 45 });
    render(<PagedTable<Row> rowKey="id" columns={columns} query={paged} />);
    expect(screen.getByText('共 45 条')).toBeTruthy();
    fireEvent.click(screen.getByTitle('3'));
    expect(paged.changePage).toHaveBeenCalledWith(3, 20);
  });
});
