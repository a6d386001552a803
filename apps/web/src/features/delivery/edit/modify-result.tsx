import { Flex, Table, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { BatchStatusBar, RowOutcomeCell } from './batch-outcome';
import type { CalendarDate } from '@toufang/domain';
import { earliestEndDate } from '@toufang/domain';
import { rowTitle } from './edit-row';
import type { PreviewRow } from './modify-calls';
import type { ModifyItemDef, ModifyValue } from './modify-items';
import { NAME_COLUMN } from './modify-preview';
import { ModifyValueEditor } from './modify-value-editor';
import type { BatchRuns } from './use-batch-runs';

/** How many rows of a submitted modify succeeded, failed and still run. */
export function outcomeCounts(runs: BatchRuns, entries: readonly PreviewRow[]) {
  let succeeded = 0;
  let failed = 0;
  let pending = 0;
  for (const entry of entries) {
    const outcome = runs.outcomes.get(entry.row.key);
    if (outcome?.status === 'succeeded') succeeded += 1;
    else if (outcome?.status === 'failed') failed += 1;
    else pending += 1;
  }
  return { succeeded, failed, pending };
}

export interface ModifyResultProps {
  item: ModifyItemDef;
  runs: BatchRuns;
  /** The rows sent, with the value each got. */
  entries: readonly PreviewRow[];
  /** New values typed on failed rows, by row key. */
  retryValues: Readonly<Record<string, ModifyValue>>;
  onRetryValue: (key: string, value: ModifyValue) => void;
  /** The check of each failed row's new value, by row key. */
  retryErrors: ReadonlyMap<string, string>;
  today: CalendarDate;
  /** Offers 不限 on a failed row's budget. */
  unlimited?: boolean;
}

/**
 * The result of a batch modify, kept until the dialog is closed (spec 001 §4: failed rows show an
 * error, and a batch-retry button appears after errors): the counts (成功 18 · 失败 2), each row's
 * outcome, and on a failed row its value, editable before 批量重试 sends it again.
 */
export function ModifyResult({
  item,
  runs,
  entries,
  retryValues,
  onRetryValue,
  retryErrors,
  today,
  unlimited = true,
}: ModifyResultProps) {
  const counts = outcomeCounts(runs, entries);
  const editable = item.editor !== 'schedule';
  const columns: TableColumnsType<PreviewRow> = [
    NAME_COLUMN,
    {
      title: '修改后',
      key: 'after',
      render: (_, entry) => {
        const failed = runs.failures.has(entry.row.key);
        if (!failed || !editable || entry.value === undefined) return entry.after;
        const error = retryErrors.get(entry.row.key);
        return (
          <Flex vertical gap={2}>
            <ModifyValueEditor
              compact
              item={item}
              ariaLabel={`${rowTitle(entry.row)} 重试值`}
              value={retryValues[entry.row.key] ?? entry.value}
              earliest={earliestEndDate(today, entry.row.start_time)}
              invalid={error !== undefined}
              unlimited={unlimited}
              onChange={(value) => onRetryValue(entry.row.key, value)}
            />
            {error !== undefined ? (
              <Typography.Text type="danger" style={{ fontSize: 12 }}>
                {error}
              </Typography.Text>
            ) : null}
          </Flex>
        );
      },
    },
    {
      title: '结果',
      key: 'outcome',
      render: (_, entry) => <RowOutcomeCell outcome={runs.outcomes.get(entry.row.key)} />,
    },
  ];
  return (
    <>
      <Typography.Paragraph strong data-testid="modify-counts">
        成功 {counts.succeeded} · 失败 {counts.failed}
        {counts.pending > 0 ? ` · 处理中 ${counts.pending}` : ''}
      </Typography.Paragraph>
      <BatchStatusBar runs={runs} />
      {counts.failed > 0 && editable && runs.phase === 'failed' ? (
        <Typography.Paragraph type="secondary">
          可在失败的行上修改数值，再点击“批量重试”。
        </Typography.Paragraph>
      ) : null}
      <Table<PreviewRow>
        size="small"
        rowKey={(entry) => entry.row.key}
        columns={columns}
        dataSource={[...entries]}
        pagination={false}
        scroll={{ y: 420 }}
      />
    </>
  );
}
