import {
  BATCH_MODIFY_MODE_LABELS,
  earliestEndDate,
  EMPTY_SCHEDULE,
  shanghaiDate,
  UPDATE_SUCCESS_MESSAGE,
  type BatchModifyMode,
  type CalendarDate,
} from '@toufang/domain';
import { App, Button, Form, Modal, Radio, Table, Tag, Typography } from 'antd';
import type { TableColumnsType } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { BatchStatusBar, refreshLater } from './batch-outcome';
import { rowTitle, type EditLevel, type EditRow } from './edit-row';
import { buildCalls, buildPreview, unifiedEarliestEndDate, type PreviewRow } from './modify-calls';
import {
  MODIFY_ITEMS,
  rowApplies,
  skipReason,
  type ModifyItemKey,
  type ModifyValue,
} from './modify-items';
import { ModifyValueEditor, ScheduleEffectPicker } from './modify-value-editor';
import { modifyResultColumns, ModifyPreview, NAME_COLUMN } from './modify-preview';
import { useBatchRuns } from './use-batch-runs';
import { WeeklySchedulePicker } from './weekly-schedule-picker';

export interface BatchModifyDialogProps {
  open: boolean;
  level: EditLevel;
  item: ModifyItemKey;
  /** The selected rows. */
  rows: readonly EditRow[];
  onClose: () => void;
  /** Refreshes the list; called 3 s after a fully successful modify. */
  onDone?: () => void;
  /** Today in Asia/Shanghai; the current day by default. */
  today?: CalendarDate;
  /** How often a running task is read. */
  pollMs?: number;
}

type Step = 'edit' | 'preview' | 'result';

const UNIFIED_START: ModifyValue = {
  budget_mode: 'BUDGET_MODE_DAY',
  amount: null,
  schedule_type: 'SCHEDULE_START_END',
  end_time: null,
  schedule_time: EMPTY_SCHEDULE,
  schedule_scene: 'REALTIME',
  choice: null,
};

/**
 * 批量修改 (spec 001 §4, §5): one value for every selected row or one per row, a preview of every
 * row's value before → after, then the rows run as a task with progress; failed rows show their
 * error and 批量重试 runs only those again.
 */
export function BatchModifyDialog({
  open,
  level,
  item: itemKey,
  rows,
  onClose,
  onDone,
  today = shanghaiDate(new Date()),
  pollMs,
}: BatchModifyDialogProps) {
  const item = MODIFY_ITEMS[itemKey];
  const { message } = App.useApp();
  const [step, setStep] = useState<Step>('edit');
  const [mode, setMode] = useState<BatchModifyMode>('unified');
  const [unified, setUnified] = useState<ModifyValue>(UNIFIED_START);
  const [separate, setSeparate] = useState<Record<string, ModifyValue>>({});
  const [scene, setScene] = useState<ModifyValue['schedule_scene']>('REALTIME');
  const runs = useBatchRuns(pollMs);

  const withScene = (value: ModifyValue): ModifyValue =>
    item.editor === 'schedule' ? { ...value, schedule_scene: scene } : value;
  const valueOf = (row: EditRow) => separate[row.key] ?? item.initial(row);
  const preview = buildPreview({
    item,
    level,
    rows,
    mode,
    unified: withScene(unified),
    separate: Object.fromEntries(rows.map((row) => [row.key, withScene(valueOf(row))])),
    today,
  });
  const sendable = preview.filter((entry) => !entry.skipped);
  const invalid = sendable.filter((entry) => entry.error !== undefined);

  const announced = useRef(false);
  const succeeded = step === 'result' && runs.phase === 'succeeded';
  useEffect(() => {
    if (!succeeded || announced.current) return;
    announced.current = true;
    void message.success(UPDATE_SUCCESS_MESSAGE);
    refreshLater(onDone);
    onClose();
  }, [succeeded, message, onDone, onClose]);

  const confirm = async () => {
    setStep('result');
    await runs.submit(buildCalls(item, level, preview));
  };

  const editColumns: TableColumnsType<{ row: EditRow }> = [
    NAME_COLUMN,
    { title: '当前值', key: 'before', render: (_, { row }) => item.before(row) },
    {
      title: '修改为',
      key: 'value',
      render: (_, { row }) =>
        rowApplies(item, row) ? (
          item.editor === 'schedule' ? (
            <Typography.Text type="secondary">展开行设置投放时段</Typography.Text>
          ) : (
            <ModifyValueEditor
              compact
              item={item}
              ariaLabel={`${rowTitle(row)} ${item.label}`}
              value={valueOf(row)}
              earliest={earliestEndDate(today, row.start_time)}
              onChange={(value) => setSeparate((current) => ({ ...current, [row.key]: value }))}
            />
          )
        ) : (
          <Tag>{skipReason(item, row)}</Tag>
        ),
    },
  ];
  const resultColumns = modifyResultColumns(item, runs.outcomes);

  const footer = {
    edit: [
      <Button key="cancel" onClick={onClose}>
        取消
      </Button>,
      <Button key="next" type="primary" onClick={() => setStep('preview')}>
        下一步
      </Button>,
    ],
    preview: [
      <Button key="back" onClick={() => setStep('edit')}>
        上一步
      </Button>,
      <Button
        key="ok"
        type="primary"
        disabled={invalid.length > 0 || sendable.length === 0}
        onClick={() => void confirm()}
      >
        确认修改
      </Button>,
    ],
    result: [
      runs.phase === 'failed' ? (
        <Button key="retry" type="primary" danger onClick={() => void runs.retryFailures()}>
          批量重试
        </Button>
      ) : null,
      <Button key="close" onClick={onClose}>
        关闭
      </Button>,
    ],
  }[step];

  return (
    <Modal
      open={open}
      title={item.label}
      width={item.editor === 'schedule' ? 980 : 820}
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
      mask={{ closable: false }}
    >
      {step === 'edit' ? (
        <Form layout="vertical">
          <Form.Item label="修改方式">
            <Radio.Group
              value={mode}
              onChange={(event) => setMode(event.target.value as BatchModifyMode)}
              options={Object.entries(BATCH_MODIFY_MODE_LABELS).map(([value, label]) => ({
                value,
                label,
              }))}
            />
          </Form.Item>
          {item.editor === 'schedule' ? (
            <Form.Item label="生效时间">
              <ScheduleEffectPicker value={scene} onChange={setScene} />
            </Form.Item>
          ) : null}
          {mode === 'unified' ? (
            <Form.Item label={item.label.replace(/^修改/, '')}>
              <ModifyValueEditor
                item={item}
                value={unified}
                onChange={setUnified}
                earliest={unifiedEarliestEndDate(today, rows)}
              />
            </Form.Item>
          ) : (
            <Table<{ row: EditRow }>
              size="small"
              rowKey={(entry) => entry.row.key}
              columns={editColumns}
              dataSource={rows.map((row) => ({ row }))}
              pagination={false}
              scroll={{ y: 420 }}
              expandable={
                item.editor === 'schedule'
                  ? {
                      rowExpandable: ({ row }) => rowApplies(item, row),
                      expandedRowRender: ({ row }) => (
                        <WeeklySchedulePicker
                          value={valueOf(row).schedule_time}
                          onChange={(schedule_time) =>
                            setSeparate((current) => ({
                              ...current,
                              [row.key]: { ...valueOf(row), schedule_time },
                            }))
                          }
                        />
                      ),
                    }
                  : undefined
              }
            />
          )}
        </Form>
      ) : null}
      {step === 'preview' ? (
        <ModifyPreview item={item} rows={rows} preview={preview} sendable={sendable.length} />
      ) : null}
      {step === 'result' ? (
        <>
          <BatchStatusBar runs={runs} />
          <Table<PreviewRow>
            size="small"
            rowKey={(entry) => entry.row.key}
            columns={resultColumns}
            dataSource={sendable}
            pagination={false}
            scroll={{ y: 420 }}
          />
        </>
      ) : null}
    </Modal>
  );
}
