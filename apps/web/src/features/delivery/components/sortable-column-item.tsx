import { CloseOutlined, HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { PinSide } from '@toufang/contracts';
import { Button, Flex, theme, Typography } from 'antd';
import { ColumnPinMenu } from '../columns/column-pin-menu';

export interface SortableColumnItemProps {
  id: string;
  title: string;
  onRemove: () => void;
  /** The side the column is pinned to, and how to change it. */
  side: PinSide | undefined;
  onPin: (side: PinSide | undefined) => void;
}

/**
 * A chosen column on the right of the dialog: drag the handle to reorder, the pin to keep it in
 * view on a side, × to remove.
 */
export function SortableColumnItem({ id, title, onRemove, side, onPin }: SortableColumnItemProps) {
  const { token } = theme.useToken();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <Flex
      ref={setNodeRef}
      role="listitem"
      aria-label={title}
      align="center"
      gap={6}
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        padding: '4px 8px',
        marginBottom: 4,
        borderRadius: token.borderRadiusSM,
        background: isDragging ? token.colorPrimaryBg : token.colorFillQuaternary,
        zIndex: isDragging ? 1 : undefined,
        position: 'relative',
      }}
    >
      <span
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        aria-label={`拖动排序：${title}`}
        style={{
          display: 'inline-flex',
          cursor: isDragging ? 'grabbing' : 'grab',
          color: token.colorTextTertiary,
          touchAction: 'none',
        }}
      >
        <HolderOutlined />
      </span>
      <Typography.Text ellipsis style={{ flex: 1 }}>
        {title}
      </Typography.Text>
      <ColumnPinMenu title={title} side={side} onPin={onPin} />
      <Button
        type="text"
        size="small"
        aria-label={`移除：${title}`}
        icon={<CloseOutlined />}
        onClick={onRemove}
      />
    </Flex>
  );
}
