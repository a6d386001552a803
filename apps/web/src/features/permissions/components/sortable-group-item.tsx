import { HolderOutlined } from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { AbilityGroupRow } from '@toufang/contracts';
import { theme } from 'antd';
import type { ReactNode } from 'react';
import { GroupItem } from './group-item';

export interface SortableGroupItemProps {
  group: AbilityGroupRow;
  selected: boolean;
  onSelect: () => void;
  actions: ReactNode;
}

/** A real group: only the handle starts a drag, so clicks on the row still select it. */
export function SortableGroupItem({ group, selected, onSelect, actions }: SortableGroupItemProps) {
  const { token } = theme.useToken();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: group.id });
  return (
    <GroupItem
      group={group}
      selected={selected}
      onSelect={onSelect}
      containerRef={setNodeRef}
      dragging={isDragging}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      actions={actions}
      handle={
        <span
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={`拖动排序：${group.name}`}
          onClick={(event) => event.stopPropagation()}
          style={{
            display: 'inline-flex',
            padding: 4,
            cursor: isDragging ? 'grabbing' : 'grab',
            color: token.colorTextTertiary,
            touchAction: 'none',
          }}
        >
          <HolderOutlined />
        </span>
      }
    />
  );
}
