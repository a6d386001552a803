import type { AbilityGroupRow } from '@toufang/contracts';
import { Tag, Typography, theme } from 'antd';
import type { CSSProperties, ReactNode, Ref } from 'react';

export interface GroupItemProps {
  group: AbilityGroupRow;
  selected: boolean;
  onSelect: () => void;
  /** The drag handle, or a spacer of the same width for the pseudo group. */
  handle: ReactNode;
  actions?: ReactNode;
  containerRef?: Ref<HTMLDivElement>;
  /** Transform of a sortable item while it moves. */
  style?: CSSProperties;
  dragging?: boolean;
}

/** One row of the group column: handle, name, ability count and the row's actions. */
export function GroupItem({
  group,
  selected,
  onSelect,
  handle,
  actions,
  containerRef,
  style,
  dragging = false,
}: GroupItemProps) {
  const { token } = theme.useToken();
  return (
    <div
      ref={containerRef}
      data-testid={`ability-group-${group.id}`}
      aria-current={selected ? 'true' : undefined}
      onClick={onSelect}
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 6,
        minHeight: 34,
        padding: '0 6px 0 4px',
        marginBottom: 2,
        borderRadius: token.borderRadius,
        cursor: 'pointer',
        background: selected ? token.controlItemBgActive : token.colorBgContainer,
        boxShadow: dragging ? token.boxShadowSecondary : undefined,
        position: 'relative',
        zIndex: dragging ? 1 : undefined,
        ...style,
      }}
    >
      {handle}
      <Typography.Text
        ellipsis={{ tooltip: group.name }}
        strong={selected}
        style={{ flex: 1, minWidth: 0, color: selected ? token.colorPrimary : undefined }}
      >
        {group.name}
      </Typography.Text>
      <Tag bordered={false} style={{ marginInlineEnd: 0, minWidth: 28, textAlign: 'center' }}>
        {group.ability_count}
      </Tag>
      <span
        onClick={(event) => event.stopPropagation()}
        style={{ display: 'inline-flex', width: 48, justifyContent: 'flex-end' }}
      >
        {actions}
      </span>
    </div>
  );
}
