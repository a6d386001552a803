import { Button } from 'antd';
import type { ButtonProps } from 'antd';

export interface RowActionButtonProps extends Omit<ButtonProps, 'type' | 'size'> {
  /** No side padding: for actions set apart by gaps rather than separators. */
  flush?: boolean;
}

/** One action of a list row (编辑, 分配游戏 …): a small link button, as in ant-design-pro lists. */
export function RowActionButton({ flush, style, ...props }: RowActionButtonProps) {
  return (
    <Button type="link" size="small" style={flush ? { padding: 0, ...style } : style} {...props} />
  );
}
