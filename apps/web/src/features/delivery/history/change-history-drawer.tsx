import type { ChangeRow } from '@toufang/contracts';
import { Button, Drawer, Flex, Popover, Typography } from 'antd';
import type { ReactNode } from 'react';
import type { TableColumnsType } from 'antd';
import { formatDateTime } from '../../../components/format-date-time';
import { PagedTable } from '../../../components/paged-table';
import { ValueTag } from '../../../components/value-tag';
import type { HistoryTarget } from './history-target';
import { actionLabel, changeLines, operatorName, OUTCOME_DISPLAY } from './change-values';
import { useChangeHistory } from './use-change-history';

export interface ChangeHistoryDrawerProps {
  open: boolean;
  /** The name of the object's level (the tab's title). */
  title: string;
  /** The object shown. */
  target: HistoryTarget;
  onClose: () => void;
}

const DRAWER_WIDTH = 960;

/** Writes the medium did not confirm show what was asked for, struck through or greyed. */
function AfterValue({ row, text }: { row: ChangeRow; text: ReactNode }) {
  if (row.outcome === 'failed') {
    return (
      <Typography.Text type="secondary" delete>
        {text}
      </Typography.Text>
    );
  }
  if (row.outcome === 'unknown') return <Typography.Text type="secondary">{text}</Typography.Text>;
  return <Typography.Text strong>{text}</Typography.Text>;
}

function ChangeCell({ row }: { row: ChangeRow }) {
  const lines = changeLines(row);
  if (lines.length === 0) return '-';
  return (
    <Flex vertical gap={2}>
      {lines.map((line) => (
        <span key={line.label}>
          <Typography.Text type="secondary">{line.label}：</Typography.Text>
          {line.before} → <AfterValue row={row} text={line.after} />
        </span>
      ))}
    </Flex>
  );
}

function AnswerCell({ row }: { row: ChangeRow }) {
  const answer = row.response ?? null;
  return (
    <Flex vertical gap={2} align="flex-start">
      <ValueTag map={OUTCOME_DISPLAY} value={row.outcome} />
      {row.error_message || row.error_code ? (
        <Typography.Text type="danger" style={{ wordBreak: 'break-all' }}>
          {row.error_message ?? row.error_code}
        </Typography.Text>
      ) : null}
      {answer !== null ? (
        <Popover
          title="媒体返回"
          trigger="click"
          content={
            <pre style={{ maxWidth: 480, maxHeight: 320, overflow: 'auto', margin: 0 }}>
              {JSON.stringify(answer, null, 2)}
            </pre>
          }
        >
          <Button type="link" size="small" style={{ padding: 0, height: 'auto' }}>
            媒体返回
          </Button>
        </Popover>
      ) : null}
    </Flex>
  );
}

const COLUMNS: TableColumnsType<ChangeRow> = [
  { key: 'at', title: '时间', width: 170, render: (_, row) => formatDateTime(row.at) },
  { key: 'user', title: '操作人', width: 120, render: (_, row) => operatorName(row) },
  { key: 'action', title: '操作', width: 120, render: (_, row) => actionLabel(row.action) },
  { key: 'change', title: '修改前 → 修改后', render: (_, row) => <ChangeCell row={row} /> },
  { key: 'answer', title: '结果', width: 200, render: (_, row) => <AnswerCell row={row} /> },
];

function HistoryTable({ target }: { target: HistoryTarget }) {
  const query = useChangeHistory(target);
  return (
    <PagedTable<ChangeRow>
      rowKey="id"
      size="small"
      columns={COLUMNS}
      query={query}
      emptyText="暂无变更记录"
    />
  );
}

/** 变更记录: every write to one object of the delivery screen, newest first. */
export function ChangeHistoryDrawer({ open, title, target, onClose }: ChangeHistoryDrawerProps) {
  return (
    <Drawer
      open={open}
      title={`变更记录 - ${title}：${target.name}`}
      size={DRAWER_WIDTH}
      onClose={onClose}
      destroyOnHidden
    >
      <HistoryTable target={target} />
    </Drawer>
  );
}
