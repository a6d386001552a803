import { REPORT_SELECTION_MAX } from '@toufang/contracts';
import { Button, Flex, Typography } from 'antd';
import { useState } from 'react';

export interface SelectionBarProps {
  /** Rows selected. */
  count: number;
  /** Rows the filters match over every page. */
  total: number;
  onSelectAll: () => Promise<void>;
  onClear: () => void;
}

/**
 * The selection above a tab's table: "已选 N 条", selecting every row the filters match across
 * pages (up to REPORT_SELECTION_MAX) and clearing it.
 */
export function SelectionBar({ count, total, onSelectAll, onClear }: SelectionBarProps) {
  const [selecting, setSelecting] = useState(false);
  const all = Math.min(total, REPORT_SELECTION_MAX);
  const selectAll = async () => {
    setSelecting(true);
    try {
      await onSelectAll();
    } catch {
      // Shown by the API client already.
    } finally {
      setSelecting(false);
    }
  };
  return (
    <Flex gap={8} align="center">
      <Typography.Text>已选 {count} 条</Typography.Text>
      {count < all ? (
        <Button type="link" size="small" loading={selecting} onClick={() => void selectAll()}>
          {total > REPORT_SELECTION_MAX
            ? `选择前 ${REPORT_SELECTION_MAX} 条符合筛选的数据（共 ${total} 条）`
            : `选择全部 ${total} 条符合筛选的数据`}
        </Button>
      ) : null}
      {count > 0 ? (
        <Button type="link" size="small" onClick={onClear}>
          清空
        </Button>
      ) : null}
    </Flex>
  );
}
