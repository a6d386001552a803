import {
  AUTO_EXTEND_TRAFFIC_LABELS,
  BUDGET_MODE_LABELS,
  BUDGET_STEP,
  OPT_STATUS_LABELS,
  SCHEDULE_EFFECT_LABELS,
  SCHEDULE_TYPE_LABELS,
  type CalendarDate,
} from '@toufang/domain';
import { Input, InputNumber, Radio, Space } from 'antd';
import { EndDatePicker } from './end-date-picker';
import type { ModifyItemDef, ModifyValue } from './modify-items';
import { WeeklySchedulePicker } from './weekly-schedule-picker';

function options(labels: Readonly<Record<string, string>>) {
  return Object.entries(labels).map(([value, label]) => ({ value, label }));
}

export interface ModifyValueEditorProps {
  item: ModifyItemDef;
  value: ModifyValue;
  onChange: (value: ModifyValue) => void;
  /** First end date allowed (end date editor). */
  earliest?: CalendarDate;
  /** Inside a table cell: no schedule grid (the row expands for it). */
  compact?: boolean;
  /** Names the input for screen readers, e.g. the row it belongs to. */
  ariaLabel?: string;
  /** Marks the amount input as failing its check. */
  invalid?: boolean;
  /** Offers 不限 beside a day budget. */
  unlimited?: boolean;
}

/** The input of one batch modify value, by the item's editor. */
export function ModifyValueEditor({
  item,
  value,
  onChange,
  earliest,
  compact = false,
  ariaLabel,
  invalid = false,
  unlimited = true,
}: ModifyValueEditorProps) {
  const size = compact ? 'small' : 'middle';
  const set = (change: Partial<ModifyValue>) => onChange({ ...value, ...change });
  const amount = (step?: number) => (
    <InputNumber<string>
      stringMode
      size={size}
      step={step}
      aria-label={ariaLabel ?? item.label}
      placeholder="请输入"
      suffix={item.unit}
      status={invalid ? 'error' : undefined}
      style={{ width: compact ? 150 : 220 }}
      value={value.amount === null || value.amount === undefined ? null : String(value.amount)}
      onChange={(next) => set({ amount: next })}
    />
  );

  switch (item.editor) {
    case 'budget':
      return (
        <Space wrap>
          <Radio.Group
            size={size}
            options={options(BUDGET_MODE_LABELS).filter(
              (option) => unlimited || option.value !== 'BUDGET_MODE_INFINITE',
            )}
            value={value.budget_mode}
            onChange={(event) =>
              set({ budget_mode: event.target.value as ModifyValue['budget_mode'] })
            }
          />
          {value.budget_mode === 'BUDGET_MODE_INFINITE' ? null : amount(BUDGET_STEP)}
        </Space>
      );
    case 'number':
      return amount();
    case 'end_date':
      return (
        <Space wrap>
          <Radio.Group
            size={size}
            options={options(SCHEDULE_TYPE_LABELS)}
            value={value.schedule_type}
            onChange={(event) =>
              set({ schedule_type: event.target.value as ModifyValue['schedule_type'] })
            }
          />
          {value.schedule_type === 'SCHEDULE_FROM_NOW' ? null : (
            <EndDatePicker
              size={size}
              earliest={earliest ?? '1970-01-02'}
              value={value.end_time}
              onChange={(end_time) => set({ end_time })}
            />
          )}
        </Space>
      );
    case 'schedule':
      return compact ? null : (
        <WeeklySchedulePicker
          value={value.schedule_time}
          onChange={(schedule_time) => set({ schedule_time })}
        />
      );
    case 'on_off':
      return (
        <Radio.Group
          size={size}
          options={options(AUTO_EXTEND_TRAFFIC_LABELS)}
          value={value.choice}
          onChange={(event) => set({ choice: event.target.value as string })}
        />
      );
    case 'opt_status':
      return (
        <Radio.Group
          size={size}
          options={options(OPT_STATUS_LABELS)}
          value={value.choice}
          onChange={(event) => set({ choice: event.target.value as string })}
        />
      );
    case 'text':
      return (
        <Input
          size={size}
          aria-label={ariaLabel ?? item.label}
          placeholder="请输入"
          status={invalid ? 'error' : undefined}
          style={{ width: compact ? 240 : '100%' }}
          value={value.text ?? ''}
          onChange={(event) => set({ text: event.target.value })}
        />
      );
  }
}

export interface ScheduleEffectPickerProps {
  value?: ModifyValue['schedule_scene'];
  onChange: (value: NonNullable<ModifyValue['schedule_scene']>) => void;
}

/** When a schedule change takes effect: REALTIME or NEXT_DAY (spec 001 §4). */
export function ScheduleEffectPicker({ value, onChange }: ScheduleEffectPickerProps) {
  return (
    <Radio.Group
      options={options(SCHEDULE_EFFECT_LABELS)}
      value={value}
      onChange={(event) =>
        onChange(event.target.value as NonNullable<ModifyValue['schedule_scene']>)
      }
    />
  );
}
