import { Button, Empty, Table } from 'antd';
import type { TableColumnsType, TableProps } from 'antd';
import { useState } from 'react';
import type { Key, ReactNode } from 'react';
import { BatchActionBar } from './batch-action-bar';
import { PAGE_SIZE_OPTIONS } from './use-paged-query';
import type { PagedQuery } from './use-paged-query';

/** What batch actions get: the selection (across pages) and a way to clear it after success. */
export interface BatchContext<Row> {
  selectedKeys: Key[];
  selectedRows: Row[];
  clearSelection: () => void;
}

export interface PagedTableProps<Row extends object> extends Omit<
  TableProps<Row>,
  'dataSource' | 'pagination' | 'loading' | 'rowSelection' | 'columns'
> {
  /** The result of `usePagedQuery`: rows, total, page and the loading flags. */
  query: PagedQuery<Row>;
  columns: TableColumnsType<Row>;
  /**
   * The buttons of the footer bar shown while rows are selected. Giving it turns on row selection;
   * selected rows are kept when the page changes.
   */
  batchActions?: (context: BatchContext<Row>) => ReactNode;
  /** Rows that may not be selected (checkbox disabled). */
  isSelectable?: (row: Row) => boolean;
  /** Shown when the list is empty (default: 暂无数据). */
  emptyText?: ReactNode;
}

/**
 * A server-paged antd Table (sizes 20/50/100, 共 N 条) with optional row selection and a footer bar
 * of batch actions. Pair it with `usePagedQuery`; pass columns and anything else Table takes:
 *
 * ```tsx
 * const [keyword, setKeyword] = useState('');
 * const query = usePagedQuery({
 *   queryKey: ['roles', 'list'],
 *   fetchPage: (params, signal) => apiGet<Paged<RoleRow>>('/user/roles', params, { signal }),
 *   filters: { keyword: useDebouncedValue(keyword) },
 * });
 * <ListToolbar filters={<Input value={keyword} onChange={…} />} actions={<Button>新增</Button>} />
 * <PagedTable<RoleRow>
 *   rowKey="id"
 *   columns={columns}
 *   query={query}
 *   batchActions={({ selectedKeys, clearSelection }) => <Button onClick={…}>批量删除</Button>}
 * />
 * ```
 */
export function PagedTable<Row extends object>({
  query,
  batchActions,
  isSelectable,
  emptyText,
  ...tableProps
}: PagedTableProps<Row>) {
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);
  const [selectedRows, setSelectedRows] = useState<Row[]>([]);
  const clearSelection = () => {
    setSelectedKeys([]);
    setSelectedRows([]);
  };

  const failed = query.isError && query.rows.length === 0;
  const empty = failed ? (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="数据加载失败">
      <Button size="small" onClick={query.refetch}>
        重新加载
      </Button>
    </Empty>
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText ?? '暂无数据'} />
  );

  return (
    <>
      <Table<Row>
        {...tableProps}
        dataSource={query.rows}
        loading={query.isFetching}
        locale={{ emptyText: query.isLoading ? ' ' : empty }}
        rowSelection={
          batchActions
            ? {
                selectedRowKeys: selectedKeys,
                preserveSelectedRowKeys: true,
                onChange: (keys, rows) => {
                  setSelectedKeys(keys);
                  setSelectedRows(rows);
                },
                ...(isSelectable
                  ? { getCheckboxProps: (row: Row) => ({ disabled: !isSelectable(row) }) }
                  : {}),
              }
            : undefined
        }
        pagination={{
          current: query.page,
          pageSize: query.perPage,
          total: query.total,
          showSizeChanger: true,
          pageSizeOptions: PAGE_SIZE_OPTIONS.map(String),
          showTotal: (total) => `共 ${total} 条`,
          onChange: query.changePage,
        }}
      />
      {batchActions ? (
        <BatchActionBar count={selectedKeys.length} onClear={clearSelection}>
          {batchActions({ selectedKeys, selectedRows, clearSelection })}
        </BatchActionBar>
      ) : null}
    </>
  );
}
