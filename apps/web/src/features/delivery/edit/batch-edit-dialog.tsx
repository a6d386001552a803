import {
  BUDGET_MODE_LABELS,
  BUDGET_STEP,
  isProjectBidLocked,
  PROJECT_COST_STABLE_LABEL,
  UPDATE_SUCCESS_MESSAGE,
  type BatchEditField,
  type BatchEditRowResult,
  type BudgetMode,
} from '@toufang/domain';
import { App, Button, Flex, InputNumber, Modal, Select, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { BatchStatusBar, refreshLater, RowOutcomeCell } from './batch-outcome';
import { SelectionCount } from './selection-count';
import {
  buildEditCalls,
  checkRows,
  fieldError,
  fieldKey,
  mediumCallCount,
  rowEditable,
  type EditLevelWithBids,
  type RowDraft,
  type SentField,
} from './batch-edit-rows';
import { rowTitle, showNumber, type EditRow } from './edit-row';
import type { EditTab } from './edit-tab';
import { scheduleText } from './modify-items';
import { useBatchRuns, type RowOutcome } from './use-batch-runs';
import { WeeklySchedulePicker } from './weekly-schedule-picker';

export interface BatchEditDialogProps {
  open: boolean;
  /** The tab: its rules level, objects' name, row keys and the path of each field. */
  tab: Pick<EditTab, 'title' | 'keyFields' | 'batchEdit' | 'medium'> & {
    level: EditLevelWithBids;
  };
  /** The selected rows. */
  rows: readonly EditRow[];
  onClose: () => void;
  /** Refreshes the list; called 3 s after a successful submit. */
  onDone?: () => void;
  pollMs?: number;
}

const NUMBER_COLUMNS: { field: Exclude<SentField, 'budget' | 'schedule_time'>; title: string }[] = [
  { field: 'cpa_bid', title: '出价' },
  { field: 'roi_goal', title: 'ROI系数' },
  { field: 'deep_cpabid', title: '深度转化出价' },
];

const INPUT_LABELS: Record<keyof RowDraft, string> = {
  budget_mode: '预算类型',
  budget: '预算',
  cpa_bid: '出价',
  roi_goal: 'ROI系数',
  deep_cpabid: '深度转化出价',
  schedule_time: '投放时段',
};

const FIELDS: SentField[] = ['budget', 'cpa_bid', 'roi_goal', 'deep_cpabid', 'schedule_time'];

const FIELD_LABELS: Record<SentField, string> = {
  budget: '预算',
  cpa_bid: '出价',
  roi_goal: 'ROI系数',
  deep_cpabid: '深度转化出价',
  schedule_time: '投放时段',
};

/** The rows the medium takes per call of each field the tab edits, e.g. 预算 20 条. */
function groupSizesText(tab: Pick<EditTab, 'batchEdit'>): string {
  return FIELDS.flatMap((field) => {
    const write = tab.batchEdit?.[field];
    return write === undefined ? [] : [`${FIELD_LABELS[field]} ${write.groupSize} 条`];
  }).join('、');
}

/** The outcome of a row: failed when any of its fields failed, pending while any runs. */
function rowOutcome(
  outcomes: ReadonlyMap<string, RowOutcome>,
  key: string,
): RowOutcome | undefined {
  const mine = FIELDS.flatMap((field) => {
    const outcome = outcomes.get(fieldKey(key, field));
    return outcome === undefined ? [] : [outcome];
  });
  if (mine.length === 0) return undefined;
  const failed = mine.filter((outcome) => outcome.status === 'failed');
  if (failed.length > 0) {
    return { status: 'failed', message: failed.map((outcome) => outcome.message).join('；') };
  }
  if (mine.some((outcome) => outcome.status === 'pending')) return { status: 'pending' };
  return { status: 'succeeded' };
}

function Cell({ error, children }: { error?: string; children: ReactNode }) {
  return (
    <Flex vertical gap={2}>
      {children}
      {error ? (
        <Typography.Text type="danger" style={{ fontSize: 12 }}>
          {error}
        </Typography.Text>
      ) : null}
    </Flex>
  );
}

/**
 * 批量编辑 (spec 001 §4 "Batch edit dialog"): edit the selected rows, validate, submit. Server
 * errors stay on their rows under a banner and only the failing rows can be sent again; success
 * closes the dialog and refreshes the list 3 s later; a network failure keeps it open, flagged.
 */
export function BatchEditDialog({
  open,
  tab,
  rows,
  onClose,
  onDone,
  pollMs,
}: BatchEditDialogProps) {
  const { level } = tab;
  const withSchedule = tab.batchEdit?.schedule_time !== undefined;
  const { message } = App.useApp();
  const [drafts, setDrafts] = useState<Record<string, RowDraft>>({});
  const [checked, setChecked] = useState(false);
  const runs = useBatchRuns(pollMs);
  const results = checkRows(rows, drafts, level, tab.medium);
  const mediumCalls = mediumCallCount(buildEditCalls(rows, results, tab), rows, tab);
  const resultOf = new Map<string, BatchEditRowResult>(results.map((r) => [r.key, r]));
  const retrying = runs.phase === 'failed';
  const locked = (key: string) => {
    const outcome = rowOutcome(runs.outcomes, key);
    return outcome !== undefined && outcome.status !== 'failed';
  };

  const announced = useRef(false);
  const succeeded = runs.phase === 'succeeded';
  useEffect(() => {
    if (!succeeded || announced.current) return;
    announced.current = true;
    void message.success(UPDATE_SUCCESS_MESSAGE);
    refreshLater(onDone);
    onClose();
  }, [succeeded, message, onDone, onClose]);

  const edit = (key: string, change: RowDraft) =>
    setDrafts((current) => ({ ...current, [key]: { ...current[key], ...change } }));
  const draftValue = (row: EditRow, field: keyof RowDraft) =>
    drafts[row.key]?.[field] !== undefined ? drafts[row.key]?.[field] : row[field];
  const errorOf = (row: EditRow, field: BatchEditField) =>
    checked ? fieldError(resultOf.get(row.key), field) : undefined;

  const submit = async () => {
    setChecked(true);
    if (results.some((result) => !result.ok)) return;
    const only = retrying ? new Set(runs.failures.keys()) : undefined;
    const calls = buildEditCalls(rows, results, tab, only);
    if (calls.length === 0) {
      void message.warning('没有需要提交的修改');
      return;
    }
    await runs.submit(calls);
  };

  const amount = (row: EditRow, field: keyof RowDraft, step?: number) => (
    <InputNumber<string>
      stringMode
      size="small"
      step={step}
      aria-label={`${rowTitle(row)} ${INPUT_LABELS[field]}`}
      style={{ width: 120 }}
      disabled={locked(row.key)}
      value={(() => {
        const value = draftValue(row, field);
        return value === null || value === undefined ? null : String(value);
      })()}
      onChange={(value) => edit(row.key, { [field]: value })}
    />
  );

  const columns: TableColumnsType<EditRow> = [
    { title: '名称', key: 'name', width: 200, render: (_, row) => rowTitle(row) },
    {
      title: '预算',
      key: 'budget',
      render: (_, row) => (
        <Cell error={errorOf(row, 'budget')}>
          <Flex gap={4}>
            <Select<BudgetMode>
              size="small"
              style={{ width: 88 }}
              aria-label={`${rowTitle(row)} ${INPUT_LABELS.budget_mode}`}
              disabled={locked(row.key)}
              value={(draftValue(row, 'budget_mode') as BudgetMode | null) ?? undefined}
              options={Object.entries(BUDGET_MODE_LABELS).map(([value, label]) => ({
                value,
                label,
              }))}
              onChange={(value) => edit(row.key, { budget_mode: value })}
            />
            {draftValue(row, 'budget_mode') === 'BUDGET_MODE_INFINITE'
              ? null
              : amount(row, 'budget', BUDGET_STEP)}
          </Flex>
        </Cell>
      ),
    },
    // A field shows where the tab writes it and some row has it.
    ...NUMBER_COLUMNS.filter(
      ({ field }) =>
        tab.batchEdit?.[field] !== undefined &&
        rows.some((row) => rowEditable(row, field, withSchedule)),
    ).map(({ field, title }) => ({
      title,
      key: field,
      render: (_: unknown, row: EditRow) => {
        if (field === 'cpa_bid' && isProjectBidLocked(row))
          return <Tag>{PROJECT_COST_STABLE_LABEL}</Tag>;
        if (!rowEditable(row, field, withSchedule)) return showNumber(row[field]);
        return <Cell error={errorOf(row, field)}>{amount(row, field)}</Cell>;
      },
    })),
    ...(withSchedule
      ? [
          {
            title: '投放时段',
            key: 'schedule_time',
            width: 180,
            render: (_: unknown, row: EditRow) => (
              <Typography.Text ellipsis style={{ maxWidth: 170 }}>
                {scheduleText(draftValue(row, 'schedule_time') as string | null)}
              </Typography.Text>
            ),
          },
        ]
      : []),
    {
      title: '结果',
      key: 'outcome',
      width: 160,
      render: (_, row) => <RowOutcomeCell outcome={rowOutcome(runs.outcomes, row.key)} />,
    },
  ];

  return (
    <Modal
      open={open}
      title={`批量编辑${tab.title}`}
      width={1100}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button
          key="submit"
          type="primary"
          loading={runs.phase === 'running'}
          onClick={() => void submit()}
        >
          {retrying ? '重试失败行' : '提交'}
        </Button>,
      ]}
    >
      <SelectionCount rows={rows.length} />
      <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
        同一账户的修改按媒体每次调用的上限分批提交（{groupSizesText(tab)}）
        {mediumCalls > 0 ? `，本次共 ${mediumCalls} 次调用` : ''}
      </Typography.Paragraph>
      <BatchStatusBar runs={runs} />
      <Table<EditRow>
        size="small"
        rowKey="key"
        columns={columns}
        dataSource={[...rows]}
        pagination={false}
        scroll={{ y: 480 }}
        expandable={
          withSchedule
            ? {
                expandedRowRender: (row) => (
                  <WeeklySchedulePicker
                    value={draftValue(row, 'schedule_time') as string | null}
                    disabled={locked(row.key)}
                    onChange={(schedule_time) => edit(row.key, { schedule_time })}
                  />
                ),
              }
            : undefined
        }
      />
      {checked && results.some((result) => !result.ok) ? (
        <Typography.Text type="danger">
          有 {results.filter((result) => !result.ok).length} 行填写有误，请检查
        </Typography.Text>
      ) : null}
    </Modal>
  );
}
