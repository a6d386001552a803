import { Button, Space, Typography } from 'antd';
import type { ReactNode } from 'react';

export interface BatchActionBarProps {
  /** How many rows are selected; the bar is hidden at 0. */
  count: number;
  onClear: () => void;
  /** The batch buttons, shown on the right. */
  children: ReactNode;
}

/**
 * The footer bar of a list with selected rows (ant-design-pro's FooterToolbar idiom): it sticks to
 * the bottom of the window while the table scrolls, so batch actions stay in reach on long pages.
 */
export function BatchActionBar({ count, onClear, children }: BatchActionBarProps) {
  if (count === 0) return null;
  return (
    <div
      role="toolbar"
      aria-label="批量操作"
      style={{
        position: 'sticky',
        bottom: 0,
        zIndex: 10,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 16,
        marginTop: 8,
        padding: '10px 16px',
        background: '#fff',
        borderTop: '1px solid #f0f0f0',
        boxShadow: '0 -4px 12px rgba(0, 0, 0, 0.06)',
      }}
    >
      <Space size={12}>
        <Typography.Text>
          已选择 <Typography.Text strong>{count}</Typography.Text> 项
        </Typography.Text>
        <Button type="link" size="small" onClick={onClear} style={{ padding: 0 }}>
          取消选择
        </Button>
      </Space>
      <Space size={8}>{children}</Space>
    </div>
  );
}
