import { AUTORULE_FREQUENCIES, type AutoruleSchedule } from '@toufang/contracts';
import { FREQUENCY_LABELS } from '@toufang/domain';
import { Flex, Form, Select, TimePicker } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

const FREQUENCY_OPTIONS = AUTORULE_FREQUENCIES.map((f) => ({
  value: f,
  label: FREQUENCY_LABELS[f],
}));

/**
 * When a rule runs: its frequency and, for a daily one, the time of day (a new daily schedule
 * starts at 09:00). `children` are further fields of the same row.
 */
export function ScheduleFields({
  schedule,
  onChange,
  frequencyLabel,
  timeLabel,
  children,
}: {
  schedule: AutoruleSchedule;
  onChange: (schedule: AutoruleSchedule) => void;
  /** The frequency select's accessible name (its visible label is 频率). */
  frequencyLabel: string;
  /** The label and accessible name of the time of day, e.g. 执行时间. */
  timeLabel: string;
  children?: ReactNode;
}) {
  return (
    <Flex gap={16} wrap>
      <Form.Item label="频率">
        <Select
          aria-label={frequencyLabel}
          style={{ width: 140 }}
          value={schedule.frequency}
          options={FREQUENCY_OPTIONS}
          onChange={(frequency) =>
            onChange({
              ...schedule,
              frequency,
              at: frequency === 'daily' ? (schedule.at ?? '09:00') : null,
            })
          }
        />
      </Form.Item>
      {schedule.frequency === 'daily' && (
        <Form.Item label={timeLabel}>
          <TimePicker
            aria-label={timeLabel}
            format="HH:mm"
            minuteStep={5}
            allowClear={false}
            value={schedule.at ? dayjs(schedule.at, 'HH:mm') : null}
            onChange={(t) => onChange({ ...schedule, at: t ? t.format('HH:mm') : null })}
          />
        </Form.Item>
      )}
      {children}
    </Flex>
  );
}
