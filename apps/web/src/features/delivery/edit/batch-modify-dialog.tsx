import {
  BATCH_MODIFY_MODE_LABELS,
  EMPTY_SCHEDULE,
  shanghaiDate,
  UPDATE_SUCCESS_MESSAGE,
  type BatchModifyMode,
  type CalendarDate,
} from '@toufang/domain';
import { App, Button, Form, Modal, Radio, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { refreshLater } from './batch-outcome';
import { rowTitle, type EditRow } from './edit-row';
import type { EditTab } from './edit-tab';
import { buildCalls, buildPreview, unifiedEarliestEndDate, type PreviewRow } from './modify-calls';
import { type ModifyItemKey, type ModifyValue } from './modify-items';
import { ModifyValueEditor, ScheduleEffectPicker } from './modify-value-editor';
import { ModifyPreview } from './modify-preview';
import { ModifyResult } from './modify-result';
import { ModifyRowsTable } from './modify-rows-table';
import { SelectionCount, unifiedHelp } from './selection-count';
import { useBatchRuns } from './use-batch-runs';
import { useBudgetFacts } from './use-budget-facts';

export interface BatchModifyDialogProps {
  open: boolean;
  /** The tab: its rules level, medium, row keys and 批量修改 items. */
  tab: EditTab;
  /** One of the tab's items. */
  item: ModifyItemKey;
  /** The selected rows. */
  rows: readonly EditRow[];
  /**
   * One row's edit from its actions: no 修改方式 to choose, the input starts from the row's own
   * value.
   */
  single?: boolean;
  onClose: () => void;
  /** Refreshes the list; called 3 s after a fully successful modify. */
  onDone?: () => void;
  /** Today in Asia/Shanghai; the current day by default. */
  today?: CalendarDate;
  /** How often a running task is read. */
  pollMs?: number;
}

type Step = 'edit' | 'preview' | 'result';

/** The unified input, among the touched row keys. */
const UNIFIED_KEY = '\u0000unified';

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
 * 批量修改 (spec 001 §4, §5): one value for every selected row or one per row, checked at the input
 * against the spec's limits and the medium's own rules, a preview of every row's value before →
 * after, then the rows run as a task with progress. The result stays until closed: failed rows
 * show their error, can take a new value, and 批量重试 runs only those again.
 */
export function BatchModifyDialog({
  open,
  tab,
  item: itemKey,
  rows,
  single = false,
  onClose,
  onDone,
  today = shanghaiDate(new Date()),
  pollMs,
}: BatchModifyDialogProps) {
  const { level, medium } = tab;
  const item = [...tab.modify, ...(tab.rowModify ?? [])].find((entry) => entry.key === itemKey);
  if (item === undefined) throw new Error(`the ${tab.title} tab has no ${itemKey} modify`);
  const { message } = App.useApp();
  const [step, setStep] = useState<Step>('edit');
  const [mode, setMode] = useState<BatchModifyMode>('unified');
  const [unified, setUnified] = useState<ModifyValue>(() => {
    const [row] = rows;
    return single && row !== undefined ? { ...UNIFIED_START, ...item.initial(row) } : UNIFIED_START;
  });
  const [separate, setSeparate] = useState<Record<string, ModifyValue>>({});
  const [scene, setScene] = useState<ModifyValue['schedule_scene']>('REALTIME');
  const [showErrors, setShowErrors] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [retryValues, setRetryValues] = useState<Record<string, ModifyValue>>({});
  const [retryErrors, setRetryErrors] = useState<ReadonlyMap<string, string>>(new Map());
  const runs = useBatchRuns(pollMs);
  const facts = useBudgetFacts(item, tab.budgetFactsPath, rows);

  const withScene = (value: ModifyValue): ModifyValue =>
    item.editor === 'schedule' ? { ...value, schedule_scene: scene } : value;
  const valueOf = (row: EditRow) => separate[row.key] ?? item.initial(row);
  const previewOf = (
    of: readonly EditRow[],
    values: (row: EditRow) => ModifyValue,
    how: BatchModifyMode = mode,
  ) =>
    buildPreview({
      item,
      level,
      rows: of,
      mode: how,
      unified: withScene(unified),
      separate: Object.fromEntries(of.map((row) => [row.key, withScene(values(row))])),
      today,
      medium,
      facts,
    });
  const preview = previewOf(rows, valueOf);
  const sendable = preview.filter((entry) => !entry.skipped);
  const invalid = sendable.filter((entry) => entry.error !== undefined);
  const errorOf = new Map(invalid.map((entry) => [entry.row.key, entry.error ?? '']));
  const previewByKey = new Map(preview.map((entry) => [entry.row.key, entry]));
  const [sent, setSent] = useState<PreviewRow[]>([]);

  const announced = useRef(false);
  const succeeded = step === 'result' && runs.phase === 'succeeded';
  useEffect(() => {
    if (!succeeded || announced.current) return;
    announced.current = true;
    void message.success(UPDATE_SUCCESS_MESSAGE);
    refreshLater(onDone);
  }, [succeeded, message, onDone]);

  const next = () => {
    setShowErrors(true);
    if (invalid.length === 0 && sendable.length > 0) setStep('preview');
  };
  const confirm = async () => {
    setSent(sendable);
    setStep('result');
    await runs.submit(buildCalls(item, tab.keyFields, preview));
  };
  /** 批量重试: new values typed on failed rows are sent as they are; otherwise the tasks retry. */
  const retry = async () => {
    const failed = sent.filter((entry) => runs.failures.has(entry.row.key));
    if (!failed.some((entry) => retryValues[entry.row.key] !== undefined)) {
      await runs.retryFailures();
      return;
    }
    const again = previewOf(
      failed.map((entry) => entry.row),
      (row) =>
        retryValues[row.key] ??
        sent.find((entry) => entry.row.key === row.key)?.value ??
        item.initial(row),
      'separate',
    );
    const errors = new Map(
      again.flatMap((entry) => (entry.error ? [[entry.row.key, entry.error] as const] : [])),
    );
    setRetryErrors(errors);
    if (errors.size > 0) return;
    const sentAgain = new Map(again.map((entry) => [entry.row.key, entry]));
    setSent((current) => current.map((entry) => sentAgain.get(entry.row.key) ?? entry));
    setRetryValues({});
    announced.current = false;
    await runs.submit(buildCalls(item, tab.keyFields, again));
  };

  const hint = item.hint?.(level, medium);
  const unlimited = item.allowsUnlimited?.(level, medium) ?? true;
  const help =
    mode === 'unified' && (showErrors || touched.has(UNIFIED_KEY))
      ? unifiedHelp(invalid, sendable.length)
      : undefined;

  const footer = {
    edit: [
      <Button key="cancel" onClick={onClose}>
        取消
      </Button>,
      <Button key="next" type="primary" onClick={next}>
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
        <Button key="retry" type="primary" danger onClick={() => void retry()}>
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
          {single ? (
            <Typography.Paragraph>
              <Typography.Text strong>
                {tab.title}：{rows.map(rowTitle).join('、')}
              </Typography.Text>
            </Typography.Paragraph>
          ) : (
            <SelectionCount
              rows={rows.length}
              skipped={preview.filter((entry) => entry.skipped)}
              showSkipped={mode === 'unified'}
            />
          )}
          {single ? null : (
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
          )}
          {item.editor === 'schedule' ? (
            <Form.Item label="生效时间">
              <ScheduleEffectPicker value={scene} onChange={setScene} />
            </Form.Item>
          ) : null}
          {mode === 'unified' ? (
            <Form.Item
              label={item.label.replace(/^修改/, '')}
              validateStatus={help?.error ? 'error' : undefined}
              help={help?.text}
              extra={hint}
            >
              <ModifyValueEditor
                item={item}
                value={unified}
                invalid={help?.error === true}
                unlimited={unlimited}
                onChange={(value) => {
                  setUnified(value);
                  setTouched((current) => new Set(current).add(UNIFIED_KEY));
                }}
                earliest={unifiedEarliestEndDate(today, rows)}
              />
            </Form.Item>
          ) : (
            <>
              {hint ? <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph> : null}
              <ModifyRowsTable
                item={item}
                rows={rows}
                preview={previewByKey}
                errors={errorOf}
                showError={(key) => showErrors || touched.has(key)}
                valueOf={valueOf}
                onChange={(row, value) => {
                  setSeparate((current) => ({ ...current, [row.key]: value }));
                  setTouched((current) => new Set(current).add(row.key));
                }}
                today={today}
                unlimited={unlimited}
              />
            </>
          )}
        </Form>
      ) : null}
      {step === 'preview' ? (
        <ModifyPreview item={item} rows={rows} preview={preview} sendable={sendable.length} />
      ) : null}
      {step === 'result' ? (
        <ModifyResult
          item={item}
          runs={runs}
          entries={sent}
          retryValues={retryValues}
          onRetryValue={(key, value) => setRetryValues((current) => ({ ...current, [key]: value }))}
          retryErrors={retryErrors}
          today={today}
          unlimited={unlimited}
        />
      ) : null}
    </Modal>
  );
}
