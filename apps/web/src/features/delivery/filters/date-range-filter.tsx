import { DatePicker } from 'antd';
import dayjs from 'dayjs';
import type { DateRange } from './filter-state';

const FORMAT = 'YYYY-MM-DD';

export interface DateRangeFilterProps {
  label: string;
  value: DateRange | undefined;
  onChange: (value: DateRange | undefined) => void;
}

/** A range of calendar days ("YYYY-MM-DD"); cleared means no filter. */
export function DateRangeFilter({ label, value, onChange }: DateRangeFilterProps) {
  return (
    <DatePicker.RangePicker
      aria-label={label}
      placeholder={[`${label}起`, `${label}止`]}
      style={{ width: 260 }}
      value={value ? [dayjs(value[0]), dayjs(value[1])] : null}
      onChange={(range) => {
        const [from, to] = range ?? [];
        onChange(from && to ? [from.format(FORMAT), to.format(FORMAT)] : undefined);
      }}
    />
  );
}
