import { Button, Select, Space, Tooltip } from 'antd';
import type { TableColumnsType } from 'antd';
import type { ReactNode } from 'react';
import { ListToolbar } from '../list-toolbar';
import { PagedTable } from '../paged-table';
import { SearchInput } from '../search-input';
import { RULE_STATUS_OPTIONS } from './rule-status';
import type { RuleList } from './use-rule-list';

/**
 * A list of rules (see `useRuleList`): a name search, `filters` and a status filter, the create
 * button, the paged table, and the editor of the rule being created or changed.
 */
export function RuleListShell<Row extends { id: number }>({
  list,
  filters,
  create,
  columns,
  scrollX,
  emptyText,
  editor,
}: {
  list: RuleList<Row>;
  filters?: ReactNode;
  /** The create button's text, and what rules of this kind do (a tooltip). */
  create: { label: string; hint?: string };
  columns: TableColumnsType<Row>;
  scrollX: number;
  emptyText: string;
  /** The editor of a listed rule, or of a new one (`row` null). */
  editor: (row: Row | null, close: () => void) => ReactNode;
}) {
  const createButton = (
    <Button type="primary" onClick={() => list.setEditing('new')}>
      {create.label}
    </Button>
  );
  return (
    <>
      <ListToolbar
        filters={
          <Space wrap>
            <SearchInput
              placeholder="规则名称"
              value={list.keyword}
              onChange={list.setKeyword}
              width={200}
            />
            {filters}
            <Select
              allowClear
              placeholder="状态"
              aria-label="规则状态"
              style={{ width: 100 }}
              value={list.status}
              onChange={list.setStatus}
              options={RULE_STATUS_OPTIONS}
            />
          </Space>
        }
        actions={create.hint ? <Tooltip title={create.hint}>{createButton}</Tooltip> : createButton}
      />
      <PagedTable<Row>
        rowKey="id"
        columns={columns}
        query={list.query}
        scroll={{ x: scrollX }}
        emptyText={emptyText}
      />
      {list.editing
        ? editor(list.editing === 'new' ? null : list.editing, () => list.setEditing(null))
        : null}
    </>
  );
}
