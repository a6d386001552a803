import { isEndDateDisabled, type CalendarDate } from '@toufang/domain';
import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { Dayjs } from 'dayjs';

const FORMAT = 'YYYY-MM-DD';

export interface EndDatePickerProps {
  /** "YYYY-MM-DD". */
  value?: CalendarDate | null;
  onChange?: (value: CalendarDate | null) => void;
  /** The first date that may be picked: the later of tomorrow and the start date (spec 001 §5). */
  earliest: CalendarDate;
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
}

/** The end date of a project; every date before `earliest` is greyed out. */
export function EndDatePicker({ value, onChange, earliest, disabled, size }: EndDatePickerProps) {
  return (
    <DatePicker
      value={value ? dayjs(value, FORMAT) : null}
      onChange={(date: Dayjs | null) => onChange?.(date ? date.format(FORMAT) : null)}
      disabledDate={(date: Dayjs) => isEndDateDisabled(date.format(FORMAT), earliest)}
      defaultPickerValue={dayjs(earliest, FORMAT)}
      placeholder="请选择结束日期"
      format={FORMAT}
      disabled={disabled}
      size={size}
      allowClear
    />
  );
}
