import { Flex, Popconfirm, Space, Switch, Typography } from 'antd';
import type { TableColumnType } from 'antd';
import type { ReactNode } from 'react';
import { actionsColumn } from '../actions-column';
import { formatDateTime } from '../format-date-time';
import { RowActionButton } from '../row-action-button';
import type { RuleStatus } from './rule-status';
import type { RuleList } from './use-rule-list';

/** What the columns read from a listed automatic rule or monitoring rule. */
export interface RuleListRow {
  id: number;
  status: RuleStatus;
  rule: { name: string };
  summary: string;
  owner_name: string;
}

export const ruleNameColumn = <Row extends RuleListRow>(width: number): TableColumnType<Row> => ({
  title: '规则名称',
  dataIndex: ['rule', 'name'],
  width,
});

/** The rule's sentence, folded after three lines; `notes` go under it (e.g. conflicts). */
export const ruleSummaryColumn = <Row extends RuleListRow>(
  notes?: (row: Row) => ReactNode,
): TableColumnType<Row> => ({
  title: '规则说明',
  dataIndex: 'summary',
  render: (summary: string, row) => {
    const sentence = (
      <Typography.Paragraph
        style={{ margin: 0 }}
        ellipsis={{ rows: 3, expandable: true, symbol: '展开' }}
      >
        {summary}
      </Typography.Paragraph>
    );
    return notes ? (
      <Flex vertical gap={4}>
        {sentence}
        {notes(row)}
      </Flex>
    ) : (
      sentence
    );
  },
});

/** The on/off switch of each rule, named `label` and the rule's name (e.g. 启用规则无转化暂停). */
export const ruleStatusColumn = <Row extends RuleListRow>(
  label: string,
  list: Pick<RuleList<Row>, 'toggle' | 'togglingId'>,
): TableColumnType<Row> => ({
  title: '状态',
  dataIndex: 'status',
  width: 90,
  render: (status: RuleStatus, row) => (
    <Switch
      checked={status === 'enabled'}
      checkedChildren="启用"
      unCheckedChildren="停用"
      aria-label={`${label}${row.rule.name}`}
      loading={list.togglingId === row.id}
      onChange={(on) => list.toggle(row.id, on)}
    />
  ),
});

export const ruleOwnerColumn = <Row extends RuleListRow>(width: number): TableColumnType<Row> => ({
  title: '负责人',
  dataIndex: 'owner_name',
  width,
});

/** When the rule last ran, e.g. 上次执行. */
export const ruleLastRunColumn = <Row extends RuleListRow>(
  title: string,
  dataIndex: keyof Row & string,
): TableColumnType<Row> => ({ title, dataIndex, width: 170, render: formatDateTime });

/**
 * 编辑 (opens the list's editor), the rule's own run-now action, its history, and 删除 after a
 * confirm saying what goes with the rule.
 */
export const ruleActionsColumn = <Row extends RuleListRow>(
  list: Pick<RuleList<Row>, 'setEditing' | 'remove'>,
  {
    runNow,
    history,
    deletion,
  }: {
    runNow: (row: Row) => ReactNode;
    history: { label: string; open: (ruleId: number) => void };
    deletion: { title: string; description: string };
  },
): TableColumnType<Row> =>
  actionsColumn<Row>({
    width: 230,
    fixed: 'right',
    render: (row) => (
      <Space size={0}>
        <RowActionButton onClick={() => list.setEditing(row)}>编辑</RowActionButton>
        {runNow(row)}
        <RowActionButton onClick={() => history.open(row.id)}>{history.label}</RowActionButton>
        <Popconfirm
          title={deletion.title}
          description={deletion.description}
          okText="删除"
          okButtonProps={{ danger: true }}
          cancelText="取消"
          onConfirm={() => list.remove(row.id)}
        >
          <RowActionButton danger>删除</RowActionButton>
        </Popconfirm>
      </Space>
    ),
  });
