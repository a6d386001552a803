import {
  CONFIRM_DELETE_RECORD_MESSAGE,
  DELETE_CANCELLED_MESSAGE,
  DELETE_SUCCESS_MESSAGE,
  UPDATE_SUCCESS_MESSAGE,
} from '@toufang/domain';
import { App, Button, Flex, Modal, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { BatchStatusBar, refreshLater, RowOutcomeCell } from './batch-outcome';
import { rowTitle, type EditRow } from './edit-row';
import type { EditTab, StatusWrites } from './edit-tab';
import { skippedReason, STATUS_ACTION_LABELS, statusCall, type StatusAction } from './status-calls';
import { useBatchRuns } from './use-batch-runs';

export interface BatchStatusDialogProps {
  /** The tab: its objects' name and how a request names a row. */
  tab: Pick<EditTab, 'title' | 'keyFields'>;
  writes: StatusWrites;
  action: StatusAction;
  /** The selected rows. */
  rows: readonly EditRow[];
  onClose: () => void;
  /** Refreshes the list, 3 s after the batch ends. */
  onDone?: () => void;
  pollMs?: number;
}

/** What the confirm asks: the spec's words for a delete (spec 001 §8). */
function question(title: string, action: StatusAction): string {
  return action === 'DELETE'
    ? CONFIRM_DELETE_RECORD_MESSAGE
    : `确认${STATUS_ACTION_LABELS[action]}选中的${title}吗?`;
}

/**
 * The batch 开启 / 暂停 / 删除 of a tab's selection (spec 001 §4 "Batch status change"): a confirm,
 * then the rows run (as a task when several) with progress; the result counts what succeeded and
 * failed, failed rows show their error and 重试失败 runs only those again. All done: the notice,
 * the dialog closes and the list refreshes 3 s later.
 */
export function BatchStatusDialog({
  tab,
  writes,
  action,
  rows,
  onClose,
  onDone,
  pollMs,
}: BatchStatusDialogProps) {
  const { message } = App.useApp();
  const runs = useBatchRuns(pollMs);
  const [sent, setSent] = useState(false);
  const skipped = rows.filter((row) => skippedReason(writes, row) !== undefined);
  const skippedWhy = skipped[0] === undefined ? undefined : skippedReason(writes, skipped[0]);
  const call = statusCall(writes, tab.keyFields, action, rows);
  const label = `批量${STATUS_ACTION_LABELS[action]}`;

  const finished = sent && (runs.phase === 'succeeded' || runs.phase === 'failed');
  // The phase last acted on: a retry runs again and may end in success.
  const handled = useRef<string>(undefined);
  useEffect(() => {
    if (!sent || handled.current === runs.phase) return;
    handled.current = runs.phase;
    if (runs.phase === 'failed') {
      // Rows that changed show their new state while the failed ones wait for a retry.
      refreshLater(onDone);
      return;
    }
    if (runs.phase !== 'succeeded') return;
    const done = action === 'DELETE' ? DELETE_SUCCESS_MESSAGE : UPDATE_SUCCESS_MESSAGE;
    void message.success(`${done}（${call?.rows.length ?? 0} 条）`);
    refreshLater(onDone);
    onClose();
  }, [sent, runs.phase, action, call, message, onDone, onClose]);

  const cancel = () => {
    if (!sent && action === 'DELETE') void message.info(DELETE_CANCELLED_MESSAGE);
    onClose();
  };
  const submit = async () => {
    if (call === undefined) return;
    setSent(true);
    await runs.submit([call]);
  };

  let succeeded = 0;
  for (const outcome of runs.outcomes.values()) if (outcome.status === 'succeeded') succeeded += 1;
  const columns: TableColumnsType<EditRow> = [
    { title: tab.title, key: 'name', render: (_, row) => rowTitle(row) },
    {
      title: '结果',
      key: 'outcome',
      width: 260,
      render: (_, row) => <RowOutcomeCell outcome={runs.outcomes.get(row.key)} />,
    },
  ];

  const footer = sent
    ? [
        runs.phase === 'failed' ? (
          <Button key="retry" type="primary" danger onClick={() => void runs.retryFailures()}>
            重试失败
          </Button>
        ) : null,
        <Button key="close" onClick={onClose}>
          关闭
        </Button>,
      ]
    : [
        <Button key="cancel" onClick={cancel}>
          取消
        </Button>,
        <Button
          key="ok"
          type="primary"
          danger={action === 'DELETE'}
          disabled={call === undefined}
          onClick={() => void submit()}
        >
          确定
        </Button>,
      ];

  return (
    <Modal
      open
      title={`${label}${tab.title}`}
      width={640}
      footer={footer}
      onCancel={sent ? onClose : cancel}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {sent ? (
        <>
          <BatchStatusBar runs={runs} />
          {finished ? (
            <Typography.Paragraph>
              成功 {succeeded} 条，失败 {runs.failures.size} 条
            </Typography.Paragraph>
          ) : null}
          <Table<EditRow>
            size="small"
            rowKey="key"
            columns={columns}
            dataSource={rows.filter((row) => skippedReason(writes, row) === undefined)}
            pagination={false}
            scroll={{ y: 360 }}
          />
        </>
      ) : (
        <Flex vertical gap={8}>
          <Typography.Text strong>{question(tab.title, action)}</Typography.Text>
          <Typography.Text>
            已选 {rows.length} 条{tab.title}
            {skippedWhy === undefined ? '' : `，其中 ${skipped.length} 条${skippedWhy}，不会提交`}
          </Typography.Text>
        </Flex>
      )}
    </Modal>
  );
}
