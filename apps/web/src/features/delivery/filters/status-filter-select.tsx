import { isStatusOptionDisabled, nextStatusSelection } from '@toufang/domain';
import { Select } from 'antd';

export interface StatusFilterSelectProps {
  /** The Chinese label of a status value. */
  label: (status: string) => string;
  /** The status values offered, in order. */
  values: readonly string[];
  value: readonly string[];
  onChange: (value: string[]) => void;
  width?: number;
}

/**
 * The status filter (spec 001 §4 "Status filter"): choosing an 'all' or 'not deleted' value keeps
 * that value alone and disables the other options until it is removed.
 */
export function StatusFilterSelect({
  label,
  values,
  value,
  onChange,
  width = 200,
}: StatusFilterSelectProps) {
  return (
    <Select<string[]>
      mode="multiple"
      allowClear
      maxTagCount="responsive"
      placeholder="状态"
      aria-label="状态"
      style={{ width }}
      value={[...value]}
      onChange={(next) => onChange(nextStatusSelection(value, next))}
      options={values.map((status) => ({
        value: status,
        label: label(status),
        disabled: isStatusOptionDisabled(value, status),
      }))}
    />
  );
}
