import { PlusOutlined } from '@ant-design/icons';
import type { Paged } from '@toufang/contracts';
import { Button, Select } from 'antd';
import type { TableColumnsType } from 'antd';
import { useState } from 'react';
import type { ReactNode } from 'react';
import type { QueryParams } from '../../../api/client';
import { actionsColumn } from '../../../components/actions-column';
import { formatDateTime } from '../../../components/format-date-time';
import { ListToolbar } from '../../../components/list-toolbar';
import { PagedTable } from '../../../components/paged-table';
import { RowActionButton } from '../../../components/row-action-button';
import { SearchInput } from '../../../components/search-input';
import { statusColumn } from '../../../components/status-column';
import { ENABLE_STATUS_OPTIONS } from '../../../components/status-values';
import type { EnableStatus } from '../../../components/status-values';
import { useDebouncedValue } from '../../../components/use-debounced-value';
import { usePagedQuery } from '../../../components/use-paged-query';
import { useStatusMutation } from '../hooks/use-status-mutation';

/** What every configuration row has: games and departments alike. */
interface ConfigRow {
  id: number;
  status: EnableStatus;
  created_at: string;
}

/** The add / edit dialog of a list; `row` is absent when adding. */
export interface ConfigFormDialog<Row> {
  open: boolean;
  row: Row | undefined;
  onClose: () => void;
}

export interface ConfigListProps<Row extends ConfigRow> {
  /** Prefix of the list's query key (`CONFIG_KEYS`). */
  queryKey: readonly unknown[];
  fetchPage: (params: QueryParams, signal: AbortSignal) => Promise<Paged<Row>>;
  setStatus: (id: number, status: EnableStatus) => Promise<unknown>;
  /** The row's own columns; 状态, 创建时间 and 操作 follow them. */
  columns: TableColumnsType<Row>;
  keywordPlaceholder: string;
  /** The question asked before disabling a row, and what disabling does. */
  disableConfirm: string;
  disableDescription: string;
  /** The add button, e.g. 新增游戏. */
  addText: string;
  emptyText: string;
  renderForm: (dialog: ConfigFormDialog<Row>) => ReactNode;
}

/**
 * A tab of configuration management (`/manager`): search by keyword and status, the paged list,
 * add, edit, enable/disable. Games and departments differ only in their columns and dialog.
 */
export function ConfigList<Row extends ConfigRow>({
  queryKey,
  fetchPage,
  setStatus,
  columns,
  keywordPlaceholder,
  disableConfirm,
  disableDescription,
  addText,
  emptyText,
  renderForm,
}: ConfigListProps<Row>) {
  const [keyword, setKeyword] = useState('');
  const [status, setStatusFilter] = useState<EnableStatus>();
  // The row stays while the dialog closes, so its title does not flip mid-animation.
  const [editing, setEditing] = useState<{ open: boolean; row?: Row }>({ open: false });
  const query = usePagedQuery({
    queryKey,
    fetchPage,
    filters: { keyword: useDebouncedValue(keyword), status },
  });
  const statusChange = useStatusMutation(setStatus);

  const allColumns: TableColumnsType<Row> = [
    ...columns,
    statusColumn<Row>({ width: 140, statusChange, disableConfirm, disableDescription }),
    { title: '创建时间', dataIndex: 'created_at', width: 170, render: formatDateTime },
    actionsColumn<Row>({
      width: 80,
      render: (row) => (
        <RowActionButton flush onClick={() => setEditing({ open: true, row })}>
          编辑
        </RowActionButton>
      ),
    }),
  ];

  return (
    <>
      <ListToolbar
        filters={
          <>
            <SearchInput
              placeholder={keywordPlaceholder}
              value={keyword}
              onChange={setKeyword}
              width={220}
            />
            <Select<EnableStatus>
              allowClear
              placeholder="状态"
              options={ENABLE_STATUS_OPTIONS}
              value={status}
              onChange={setStatusFilter}
              style={{ width: 110 }}
            />
          </>
        }
        actions={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ open: true })}>
            {addText}
          </Button>
        }
      />
      <PagedTable<Row> rowKey="id" columns={allColumns} query={query} emptyText={emptyText} />
      {renderForm({
        open: editing.open,
        row: editing.row,
        onClose: () => setEditing((current) => ({ ...current, open: false })),
      })}
    </>
  );
}
