import { PAGE_SIZES } from '@toufang/domain';
import { Select } from 'antd';
import { memo } from 'react';

const OPTIONS = PAGE_SIZES.map((size) => ({ value: size, label: `${size} 条/页` }));

/**
 * The page size beside the pagination (spec 001 §9: 20–500 a page). A component of its own that
 * renders only when the size changes: a select's list, once opened, measures its options
 * whenever it renders, which inside the pagination would be on every page turn.
 */
export const PageSizeSelect = memo(function PageSizeSelect({
  value,
  onChange,
}: {
  value: number;
  onChange: (size: number) => void;
}) {
  return (
    <Select
      aria-label="每页条数"
      value={value}
      options={OPTIONS}
      onChange={onChange}
      popupMatchSelectWidth={false}
      size="small"
      style={{ width: 100 }}
    />
  );
});
