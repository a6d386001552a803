import { PushpinFilled, PushpinOutlined } from '@ant-design/icons';
import type { PinSide } from '@toufang/contracts';
import { Dropdown } from 'antd';
import type { MenuProps } from 'antd';
import './column-pin-menu.css';

export const PIN_SIDE_LABELS: Record<PinSide, string> = {
  left: '固定在左侧',
  right: '固定在右侧',
};

export interface ColumnPinMenuProps {
  title: string;
  side: PinSide | undefined;
  onPin: (side: PinSide | undefined) => void;
}

/**
 * The pin of a metric column's title (spec 001 §3 key metrics such as 消耗 and 转化成本 kept in
 * view): fix it on the left or the right, or let it scroll again. Its clicks never sort.
 */
export function ColumnPinMenu({ title, side, onPin }: ColumnPinMenuProps) {
  const items: MenuProps['items'] = [
    { key: 'left', label: PIN_SIDE_LABELS.left, disabled: side === 'left' },
    { key: 'right', label: PIN_SIDE_LABELS.right, disabled: side === 'right' },
    { key: 'none', label: '取消固定', disabled: side === undefined },
  ];
  return (
    <span
      className="tf-grid-pin"
      onClick={(event) => event.stopPropagation()}
      onKeyDown={(event) => event.stopPropagation()}
    >
      <Dropdown
        trigger={['click']}
        menu={{
          items,
          onClick: ({ key }) => onPin(key === 'left' || key === 'right' ? key : undefined),
        }}
      >
        <button
          type="button"
          className={side ? 'tf-grid-pin-button is-pinned' : 'tf-grid-pin-button'}
          aria-label={side ? `${title}：${PIN_SIDE_LABELS[side]}` : `固定列：${title}`}
        >
          {side ? <PushpinFilled /> : <PushpinOutlined />}
        </button>
      </Dropdown>
    </span>
  );
}
